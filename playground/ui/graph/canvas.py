"""The scrollable drawing of the autograd graph: fits the whole graph in view (a small one is
not blown up, a big one not shrunk past reading) until the user zooms with the wheel, around the
mouse; a double click fits again. Its background is the plots' own in the theme in use."""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from playground.ui.graph.colours import canvas_colour

MAX_FIT_SCALE = 1.5  # a tiny graph is not blown up to fill the view
# A big graph is not shrunk below this either: its boxes' text stays readable, and the view opens
# on the top of the graph (the loss end); drag or zoom out (the wheel) to see the rest.
MIN_FIT_SCALE = 0.75
# On a projector the graph's text (PRESENTATION_SCALE times the window's, as the step's words beside
# it) is not shrunk: shrunk to the window's own size, it read smaller than the window's text from
# the back row. A bigger graph scrolls (a step scrolls to its node); its boxes write fewer elements.
PRESENTATION_MIN_FIT_SCALE = 1.0
ZOOM_STEP = 1.15


class GraphCanvas(QGraphicsView):
    """The drawing: fits itself to the view until the user zooms with the wheel."""

    def __init__(self, scene: QGraphicsScene, parent: Optional[QWidget] = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.Antialiasing)
        self.setDragMode(QGraphicsView.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.min_scale = MIN_FIT_SCALE
        self.fitted: Callable[[], None] = lambda: None  # called after each fit (a view's own scrolling)
        self.refresh_colours()
        self.user_zoomed = False

    def refresh_colours(self) -> None:
        """The background of the theme in use now."""
        self.setBackgroundBrush(QBrush(QColor(canvas_colour())))

    def set_presentation(self, on: bool) -> None:
        """On a projector a big graph is shrunk at most to text as large as the window's."""
        self.min_scale = PRESENTATION_MIN_FIT_SCALE if on else MIN_FIT_SCALE

    def fit(self) -> None:
        """Show the whole graph, at most MAX_FIT_SCALE times its natural size and at least
        ``min_scale`` (a bigger graph opens on its top, the loss end)."""
        rect = self.sceneRect()
        if rect.isEmpty() or not self.scene().items():
            return
        self.fitInView(rect, Qt.KeepAspectRatio)
        if self.transform().m11() > MAX_FIT_SCALE:
            self.resetTransform()
            self.scale(MAX_FIT_SCALE, MAX_FIT_SCALE)
            self.centerOn(rect.center())
        elif self.transform().m11() < self.min_scale:
            self.resetTransform()
            self.scale(self.min_scale, self.min_scale)
            self.ensureVisible(rect.left(), rect.top(), 1, 1)  # the top of the graph
            self.centerOn(rect.center().x(), rect.top() + self.viewport().height() / (2 * self.min_scale))
        self.fitted()

    def zoom(self, steps: float) -> None:
        factor = ZOOM_STEP ** steps
        self.scale(factor, factor)
        self.user_zoomed = True

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom(steps)
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        self.user_zoomed = False
        self.fit()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if not self.user_zoomed:
            self.fit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not self.user_zoomed:
            self.fit()
