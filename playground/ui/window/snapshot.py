"""--snapshot mode: load a subject, wait for its check, train N steps, save the window as a PNG.

Options for the classroom pictures: ``presentation`` turns presentation mode on first;
``compare`` names a lesson loaded as subject B (compare mode: A and B are checked and trained
together); ``graph`` runs the code's example (Run ▸ Run Example) before the picture is taken and
shows its backward, step by step, where it made backward calls, else the training model's
autograd graph tab; ``predict`` (with ``graph``) shows it in Predict mode, before backward, every
gradient hidden (the console's printed lines and the Jacobian too), so that what a class sees
before the reveal can be checked from outside (the JSON's ``"predict"``: whether it hides).

Used for the README's pictures and for checks. The JSON beside the picture gives the plots' sizes
and what the window says (``"texts"``: the verdict panel's, the console's and the status bar's
lines, in the window's language); a graph view on screen adds its drawing's room to ``"plots"``
(``example_graph``, ``autograd_graph``) and its lines to ``"texts"`` (``example``, ``graph``:
summary, step and every box, graph/shown.py). Code with errors, a run that ends with one and code that runs
past its time limit are drawn too, as the window shows them: the app then exits with code 3
and says why on stderr. Anything that keeps the picture from being taken (running out of time,
an engine that cannot start, a file that cannot be written) exits with 1, and nothing is written.
"""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from playground import protocol
from playground.ui.graph.shown import shown_graphs
from playground.ui.window.plot_sizes import write_plot_sizes
from playground.ui.window.shown_texts import cut_texts, shown_texts
from playground.ui.words.codes import phase_words
from playground.vocabulary import RestartReason, RunEnd

# Plot panels redraw from ~30 Hz timers; give them a few frames after the last message.
SETTLE_MS = 400
DRAWN_WITH_ERRORS = 3  # the exit code of a picture of code (or a run) that ended with an error


def describe_errors(errors: list) -> str:
    parts = []
    for error in errors:
        where = f"line {error.line}, " if error.line is not None else ""
        parts.append(f"{where}{phase_words(error.phase)}: {error.type}: {error.message}")
    return "; ".join(parts)


class SnapshotRunner(QObject):
    """Drives a MainWindow through check → train → grab, then quits the application.

    ``exit_code`` is 0 once the PNG is written, 3 once it is written of code or a run that ended
    with an error, 1 when no picture could be taken; ``message`` says why.
    """

    def __init__(self, window, out: Path, train_steps: int = 0, timeout: float = 120.0,
                 presentation: bool = False, compare: str | None = None, graph: bool = False,
                 sizes: list | None = None, predict: bool = False):
        super().__init__(window)
        # Several window sizes in one run (each picture OUT-WxH.png with its OUT-WxH.json):
        # the engine starts and the code is checked once, which is most of a snapshot's cost.
        self.sizes = list(sizes or [])
        self.presentation = presentation
        self.compare = compare
        self.graph = graph
        self.predict = predict
        self._checked = set()  # "a", "b": checked
        self._finished = set()
        self.problems: list[str] = []  # errors of the code or the run, drawn as the window shows them
        self.window = window
        self.out = Path(out)
        self.train_steps = train_steps
        self.timeout = timeout
        self.exit_code = 1
        self.message = ""
        self.stage = "starting the engine"
        self._done = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)

    def start(self) -> None:
        """Check the loaded text now (files included: asking for a snapshot is asking to run it)."""
        self.window.live.checked.connect(self._on_checked)
        self.window.session.finished.connect(self._on_finished)
        self.window.bridge.restarted.connect(self._on_restarted)
        self._timer.start(int(self.timeout * 1000))
        self.stage = "checking the code"
        if self.presentation:
            self.window.presentation.set_active(True)
        if self.compare:
            if not self.window.compare.load_preset(self.compare):
                self._fail(f"no preset called {self.compare!r} for --compare")
                return
            compare = self.window.compare
            compare.live.checked.connect(lambda result, *_: self._on_checked(result, side="b"))
            compare.session.finished.connect(lambda finished: self._on_finished(finished, "b"))
            compare.bridge.restarted.connect(self._on_restarted)
            # Show the derivatives of both, not B's empty editor tab.
            compare.show_a()
        self.window.check_now()

    def _sides(self) -> set:
        return {"a", "b"} if self.compare else {"a"}

    def _on_checked(self, result: protocol.CompileResult, _printed: str = "", _dropped: int = 0,
                    side: str = "a") -> None:
        if self._done or self.stage != "checking the code":
            return
        name = "the code" if side == "a" else "subject B's code"
        if result.errors:
            self.problems.append(f"{name} has errors: {describe_errors(result.errors)}")
        elif result.probe is None:
            self._fail(f"the engine judged nothing for {name} (no probe in the result)")
            return
        self._checked.add(side)
        if self._checked != self._sides():
            return
        if self.train_steps > 0 and not self.problems:
            self.stage = f"training {self.train_steps} steps"
            self.window.controls.set_steps(self.train_steps)
            self.window.train()
        else:
            self._settle_then_grab()

    def _on_finished(self, finished: protocol.TrainFinished, side: str = "a") -> None:
        if self._done or not self.stage.startswith("training"):
            return
        if finished.reason != RunEnd.DONE:
            detail = describe_errors(finished.errors) or finished.reason
            self.problems.append(f"training did not finish: {detail}")
        self._finished.add(side)
        if self._finished == self._sides():
            self._settle_then_grab()

    def _on_restarted(self, restarted: protocol.EngineRestarted) -> None:
        """A restart that lost the check or the run is answered by the client with the restart as
        their error, drawn as any other; an engine that cannot start leaves nothing to draw."""
        if not self._done and restarted.reason == RestartReason.FAILED:
            self._fail(f"the engine was restarted while {self.stage}: {restarted.message}")

    def _settle_then_grab(self) -> None:
        if self.graph and self.stage != "running the example":
            self._run_example()
            return
        self.stage = "drawing the window"
        QTimer.singleShot(SETTLE_MS, lambda: self._when_settled(self._grab))

    def _run_example(self) -> None:
        """Run the code's example: its backward calls, step by step, where it makes any."""
        self.stage = "running the example"
        if self.predict:
            self.window.example_tab.view.set_predict(True)
        self.window.bridge.example.connect(self._on_example)
        self.window.example_tab.run()

    def _on_example(self, result: protocol.ExampleResult) -> None:
        if self._done or self.stage != "running the example":
            return
        if not result.graphs and not self.window.show_graph():  # no backward call: the model's graph
            self._fail("the autograd graph view is not available in this build")
            return
        self._settle_then_grab()

    def _grab(self) -> None:
        if self._done:
            return
        if self.sizes:
            self._grab_next_size()
            return
        if self._save(self.out):
            self._finish_drawn(f"wrote {self.out} ({self.window.width()}x{self.window.height()})")

    def _save(self, out: Path) -> bool:
        """The window as a PNG at out, and the plots' sizes and the window's texts as JSON beside it."""
        out.parent.mkdir(parents=True, exist_ok=True)
        picture = self.window.grab()
        if not picture.save(str(out), "PNG"):
            self._fail(f"could not write {out}")
            return False
        parts = self.window.parts
        sizes = self.window.plot_sizes()
        sizes["texts"] = shown_texts(parts.derivative_panel, parts.console, parts.status)
        sizes["texts"]["cut"] = cut_texts(self.window)  # what the window shows cut with "…"
        graph_texts, graph_areas = shown_graphs(self.window.example_tab.view, self.window.graph_view)
        sizes["texts"].update(graph_texts)
        sizes["plots"].update(graph_areas)
        sizes["predict"] = self.window.example_tab.view.hiding
        sizes["lesson"] = self.window.lesson_folders.shown_lesson()  # title and question, or null
        sizes.setdefault("editor", {})["text"] = self.window.editor_pane.editor.toPlainText()
        sizes["editor"]["marks"] = self.window.editor_pane.shown_marks()  # errors, hints, ruff's marks
        sizes["editor"]["inline"] = [{"line": line, "text": text}  # the example's numbers at their lines
                                     for line, text in self.window.editor_pane.editor.inline_texts()]
        write_plot_sizes(sizes, out)
        return True

    def _grab_next_size(self) -> None:
        """Resize to the next size, lay the window out as if it had opened at that size, grab."""
        width, height = self.sizes.pop(0)
        self.window.resize(width, height)
        QApplication.processEvents()
        self.window.apply_default_sizes()
        if self.window.presentation.active:
            self.window.presentation.fit_lesson_soon()
        QTimer.singleShot(SETTLE_MS, lambda: self._when_settled(lambda: self._save_size(width, height)))

    def _when_settled(self, then, waits: int = 40) -> None:
        """``then()`` once the derivative panel has fitted its sentences to where the layout put
        it (on a loaded machine its refits ran past SETTLE_MS, and the picture caught them half
        done), or after ``waits`` more tenths of a second."""
        if waits > 0 and self.window.parts.derivative_panel.refits.busy:
            QTimer.singleShot(100, lambda: self._when_settled(then, waits - 1))
        else:
            then()

    def _save_size(self, width: int, height: int) -> None:
        if self._done:
            return
        out = self.out.with_name(f"{self.out.stem}-{width}x{height}{self.out.suffix or '.png'}")
        if not self._save(out):
            return
        print(f"wrote {out}", flush=True)
        if self.sizes:
            self._grab_next_size()
        else:
            self._finish_drawn("wrote every size")

    def _timed_out(self) -> None:
        self._fail(f"timed out after {self.timeout:g} s while {self.stage}")

    def _finish_drawn(self, message: str) -> None:
        """Written: exit 0, or DRAWN_WITH_ERRORS (saying which) when the code or the run had them."""
        if self.problems:
            self._finish(DRAWN_WITH_ERRORS, f"{message}; {'; '.join(self.problems)}")
        else:
            self._finish(0, message)

    def _fail(self, message: str) -> None:
        self._finish(1, f"snapshot failed: {message}")

    def _finish(self, code: int, message: str) -> None:
        if self._done:
            return
        self._done = True
        self._timer.stop()
        self.exit_code, self.message = code, message
        print(message, file=sys.stderr if code else sys.stdout, flush=True)
        QApplication.exit(code)
