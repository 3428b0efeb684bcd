"""The autograd graph as a tab of the plots, opened from View ▸ Autograd Graph.

The tab appears when the user first asks for it: most lessons never need it. It receives each
run's graph from the start all the same (the engine sends a run's GraphData with its start), and
asks the engine for the last run's graph when it is opened with none shown. Its view (graph/view.py
and the drawing modules under it) is made when first needed, the tab shown or a graph to draw:
not before the window's first frame (issue 31).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QTabWidget, QWidget

from playground import protocol
from playground.ui.compare.controller import Compare
from playground.ui.training.session import TrainingSession

if TYPE_CHECKING:
    from playground.ui.graph.view import GraphView


class GraphTab(QObject):
    """The graph view (``view``), its action in ``view_menu`` (``show_action``), and the bridge's
    graphs drawn into it. ``tabs``: the plot area's tabs, where it opens; ``compare``: compare
    mode is left to show it; ``session``: whether there is a run whose graph can be asked for;
    ``view_made(view)``: called once the view is made (the window gives it presentation mode's fonts)."""

    def __init__(self, bridge, tabs: QTabWidget, view_menu: QMenu, compare: Compare,
                 session: TrainingSession, parent: QObject,
                 view_made: Callable[[QWidget], None] = lambda _view: None):
        super().__init__(parent)
        self.bridge, self.tabs, self.compare, self.session = bridge, tabs, compare, session
        self._view: Optional[GraphView] = None
        self._view_made = view_made
        self.bridge.graph.connect(self._on_graph)
        self.show_action = view_menu.addAction(self.tr("Autograd &Graph"))
        self.show_action.setShortcut(QKeySequence("Ctrl+Shift+G"))
        self.show_action.setToolTip(self.tr(
            "The graph behind the toy model's loss, from loss.grad_fn back to the leaves"))
        self.show_action.triggered.connect(self.show_graph)

    @property
    def view(self) -> GraphView:
        """The graph view, made the first time it is asked for."""
        if self._view is None:
            from playground.ui.graph.view import GraphView

            self._view = GraphView()
            self._view_made(self._view)
        return self._view

    @property
    def has_view(self) -> bool:
        """Whether the view is made yet (what is not made needs no new font, theme or words)."""
        return self._view is not None

    def show_graph(self) -> bool:
        """Bring the graph tab to the front (leaving compare mode); ask the engine for the graph
        of the last run if none is shown yet."""
        if self.compare.active:
            self.compare.set_active(False)
        if self.tabs.indexOf(self.view) < 0:
            self.tabs.addTab(self.view, self.tr("Autograd graph"))
        self.tabs.setCurrentWidget(self.view)
        if self.view.data is None and self.session.has_run:
            self.bridge.request_graph()
        return True

    def _on_graph(self, data: protocol.GraphData) -> None:
        self.view.show_graph(data)

    def clear(self) -> None:
        if self._view is not None:  # one not made yet is made clear
            self._view.clear()

    def disconnect_bridge(self) -> None:
        self.bridge.graph.disconnect(self._on_graph)
