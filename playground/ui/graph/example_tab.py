"""Run ▸ Run Example: the code's example runs in the engine, and its backward calls open in a tab
of the plots, step by step with their numbers (example_view.py).

The tab appears the first time the example runs. What the example printed goes to the console
under a line that says it is the example's run (the check printed the same top level before it),
and an error of the example too, at its line, as a compile's would; before them, how the text was
read (``ExampleResult.notes``: a stray space forgiven), in the window's language. While Predict mode hides the
gradients, the window hides the other places they show with them (``hide_with_gradients``).
The view (graph/example_view.py and the drawing modules under it) is made when first needed, the
example run or the view asked for: not before the window's first frame (issue 31).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QTabWidget, QWidget

from playground import protocol
from playground.ui.graph.predict_cover import PredictCover
from playground.ui.words.codes import note_words

if TYPE_CHECKING:
    from playground.ui.graph.example_view import ExampleGraphView

FILENAME = "<editor>"  # errors and nodes name the editor's lines


class ExampleTab(QObject):
    """The view (``view``), Run ▸ Run Example (``run_action``) in ``run_menu``, and the bridge's
    answers drawn into it. ``source`` gives the editor's text; ``before_show`` is called before
    the tab is brought to the front (the window leaves compare mode there); ``pace``: the
    toolbar's Pace box (its ``value()`` in steps a second), whose speed Play follows;
    ``view_made(view)``: called once the view is made (the window gives it presentation mode's fonts)."""

    noted = Signal(str)  # a line of the app's own: how the text was read, whose output follows
    printed = Signal(str, int)  # what the example printed, and how many lines were dropped
    failed = Signal(object)  # an ErrorInfo of the example

    def __init__(self, bridge, tabs: QTabWidget, run_menu: QMenu, source: Callable[[], str],
                 before_show: Callable[[], None] = lambda: None, parent: QObject = None, pace=None,
                 view_made: Callable[[QWidget], None] = lambda _view: None):
        super().__init__(parent)
        self.bridge, self.tabs, self.source, self.before_show = bridge, tabs, source, before_show
        self._view: Optional[ExampleGraphView] = None
        self._when_made: list[Callable[[ExampleGraphView], None]] = []  # wiring that waits for the view
        self.running = None  # the request id of the run in flight
        self.dropped = None  # the request id of a run whose code is gone from the editor
        self.bridge.example.connect(self._on_result)
        if pace is not None:
            self.when_view_made(lambda view: view.set_pace(pace.value()))
            pace.currentIndexChanged.connect(lambda _index: self.has_view and self.view.set_pace(pace.value()))
        self.when_view_made(view_made)
        self.run_action = run_menu.addAction(self.tr("Run &Example"))
        self.run_action.setShortcut(QKeySequence("Ctrl+Shift+E"))
        self.run_action.setToolTip(self.tr(
            "Run the code's example (its top level, its if __name__ == \"__main__\": block and >>> "
            "lines) and step through each backward call it makes, with every node's numbers"))
        self.run_action.triggered.connect(self.run)
        self.covers: list[PredictCover] = []

    @property
    def view(self) -> ExampleGraphView:
        """The step-by-step view, made the first time it is asked for."""
        if self._view is None:
            from playground.ui.graph.example_view import ExampleGraphView

            self._view = ExampleGraphView()
            waiting, self._when_made = self._when_made, []
            for wire in waiting:
                wire(self._view)
        return self._view

    @property
    def has_view(self) -> bool:
        """Whether the view is made yet."""
        return self._view is not None

    def when_view_made(self, wire: Callable[[ExampleGraphView], None]) -> None:
        """``wire(view)`` once the view is made (at once if it is)."""
        if self._view is not None:
            wire(self._view)
        else:
            self._when_made.append(wire)

    def hide_with_gradients(self, hold: Callable[[bool], None], *covered: QWidget) -> None:
        """Predict mode hides the example's gradients elsewhere too: ``hold(True)`` while it hides
        them (the console holds what the code printed, ``print(X.grad)``), ``hold(False)`` once
        they are revealed; and a cover lies over each widget of ``covered`` meanwhile (only the
        view hides them: its signal is connected once it is made)."""
        covers = [PredictCover(widget) for widget in covered]
        self.covers.extend(covers)

        def wire(view: ExampleGraphView) -> None:
            view.hiding_changed.connect(hold)
            for cover in covers:
                view.hiding_changed.connect(cover.set_covering)

        self.when_view_made(wire)

    def run(self) -> int:
        """Send the editor's text to run; the tab comes to the front at once."""
        self.show_tab()
        self.view.summary.setText(self.tr("Running the example…"))
        self.running = self.bridge.run_example(self.source(), FILENAME)
        return self.running

    def show_tab(self) -> None:
        self.before_show()
        if self.tabs.indexOf(self.view) < 0:
            self.tabs.addTab(self.view, self.tr("Backward, step by step"))
        self.tabs.setCurrentWidget(self.view)

    def clear(self) -> None:
        """Other code in the editor: the old run's graph goes, and its answer, if still to come, too."""
        self.dropped, self.running = self.running, None
        if self._view is not None:  # one not made yet is made clear
            self._view.clear()

    def _on_result(self, result: protocol.ExampleResult) -> None:
        if self.dropped is not None and result.request_id == self.dropped:
            return
        self.running = None
        self.view.show_result(result)
        for note in result.notes:  # how the text was read (a stray space forgiven), in the window's language
            self.noted.emit(note_words(note).text)
        if result.output:
            # the check printed the same top level a moment ago: say that this is the example's run
            self.noted.emit(self.tr("Run Example — what the example printed (backward calls: {calls}):")
                            .format(calls=result.calls))
            self.printed.emit(result.output, result.output_dropped)
        for error in result.errors:
            self.failed.emit(error)

    def disconnect_bridge(self) -> None:
        self.bridge.example.disconnect(self._on_result)
