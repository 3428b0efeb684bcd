"""What a run of the editor's code (subject A) puts on screen: the loss, gradient and model
panels (the plot area brings them forward as it starts), its progress in the status bar, and its
errors on their editor lines and in the console (compare mode shows A's curves beside B's too).
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject

from playground import protocol
from playground.ui.compare.controller import Compare
from playground.ui.graph.tab import GraphTab
from playground.ui.window.layout import WindowParts
from playground.ui.words.codes import error_message
from playground.ui.words.restart import run_finished_text


class RunDisplay(QObject):
    """Shows A's run in the window's ``parts``, in the graph tab and in compare mode's view."""

    def __init__(self, parts: WindowParts, compare: Compare, graph_tab: GraphTab,
                 parent: Optional[QObject] = None):
        super().__init__(parent)
        self.parts, self.compare, self.graph_tab = parts, compare, graph_tab

    def clear(self) -> None:
        """A new run, or new code: the panels and the graph start empty."""
        for panel in self.parts.training_panels():
            panel.clear()
        self.graph_tab.clear()

    def started(self, message: protocol.TrainStarted) -> None:
        self.parts.editor_pane.editor.clear_errors()
        self.parts.plot_area.show_training()
        self.compare.a_started(message)
        for panel in self.parts.training_panels():
            panel.start(message)
        self.parts.status.training_started(message.total_steps)

    def add(self, snapshot: protocol.TrainSnapshot) -> None:
        for panel in self.parts.training_panels():
            panel.add(snapshot)
        self.compare.a_snapshot(snapshot)
        self.parts.status.training_progress(snapshot.step, snapshot.steps_per_second)

    def finished(self, finished: protocol.TrainFinished) -> None:
        self.parts.status.training_finished(finished)
        for error in finished.errors:
            self.parts.console.append_error(error)
        lines = [(e.line, error_message(e)) for e in finished.errors if e.line is not None]
        if lines:
            self.parts.editor_pane.editor.set_errors(lines)
        self.parts.console.append_info(run_finished_text(finished))
