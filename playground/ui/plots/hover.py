"""HoverReadout: the values under the mouse, written into a label under the plot.

Curves are read at the nearest x (every curve the panels draw has increasing x: a grid or
steps); images are read at the pixel under the mouse. Each panel wires one readout per plot to
its label; tests call ``on_mouse_moved`` with a scene position.
"""
from __future__ import annotations

from typing import Callable, Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QLabel

from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.values import format_value
from playground.ui.plots.words import tr


def nearest_index(sorted_x: np.ndarray, x: float) -> Optional[int]:
    """Index of the value of an increasing array nearest to x, or None for an empty array."""
    if sorted_x is None or len(sorted_x) == 0:
        return None
    i = int(np.searchsorted(sorted_x, x))
    if i <= 0:
        return 0
    if i >= len(sorted_x):
        return len(sorted_x) - 1
    return i if abs(sorted_x[i] - x) < abs(x - sorted_x[i - 1]) else i - 1


class HoverReadout:
    """Writes the values under the mouse into a label.

    For curves: x and each visible curve's y at the nearest x (curves must have increasing x).
    For images: whatever ``describe(row, column)`` says about the pixel under the mouse.
    """

    def __init__(self, view: PlotView, label: QLabel, x_name: str = "x") -> None:
        self.plot = view.plot_item
        self.label = label
        self.x_name = x_name
        self._series: list[tuple[Callable[[], str], Callable, Callable[[], bool]]] = []
        self._images: list[tuple[pg.ImageItem, Callable[[int, int], Optional[str]]]] = []
        view.scene().sigMouseMoved.connect(self.on_mouse_moved)

    def add_curve(self, item: pg.PlotDataItem, name: Optional[str] = None) -> None:
        """Read item's y at the nearest x; named by name, else by the curve's legend name."""
        self._series.append((lambda: name or item.name() or "y", item.getOriginalDataset,
                             item.isVisible))

    def add_series(self, name: str, data: Callable[[], tuple], visible: Callable[[], bool]) -> None:
        """Read any (x, y) pair of arrays with increasing x, e.g. the bars of a bar graph."""
        self._series.append((lambda: name, data, visible))

    def add_image(self, item: pg.ImageItem, describe: Callable[[int, int], Optional[str]]) -> None:
        """Describe the pixel (row, column) of a row-major image under the mouse."""
        self._images.append((item, describe))

    def on_mouse_moved(self, scene_pos: QPointF) -> None:
        """Slot of the scene's sigMouseMoved; tests call it with a scene position."""
        view = self.plot.getViewBox()
        if not view.sceneBoundingRect().contains(scene_pos):
            return
        point = view.mapSceneToView(scene_pos)
        parts = self._describe_curves(point.x()) + self._describe_images(scene_pos)
        if parts:
            self.label.setText("   ".join(parts))

    def _describe_curves(self, x: float) -> list[str]:
        parts, nearest_x = [], None
        for name, data, visible in self._series:
            xs, ys = data()
            if not visible() or xs is None or len(xs) == 0:
                continue
            i = nearest_index(xs, x)
            nearest_x = xs[i] if nearest_x is None else nearest_x
            # A curve with other x values (test loss measured every few steps) says where.
            where = "" if xs[i] == nearest_x else f" ({self.x_name} {format_value(xs[i])})"
            parts.append(f"{name()} = {format_value(ys[i])}{where}")
        return [f"{self.x_name} = {format_value(nearest_x)}"] + parts if parts else []

    def _describe_images(self, scene_pos: QPointF) -> list[str]:
        parts = []
        for item, describe in self._images:
            if not item.isVisible() or item.image is None:
                continue
            pixel = item.mapFromScene(scene_pos)
            row, column = int(np.floor(pixel.y())), int(np.floor(pixel.x()))
            rows, columns = item.image.shape[:2]
            if 0 <= row < rows and 0 <= column < columns:
                text = describe(row, column)
                if text:
                    parts.append(text)
        return parts


def hover_label(text: str = "") -> QLabel:
    """The line of text under a plot where HoverReadout writes (selectable, to copy values)."""
    label = QLabel(text or tr("Point at a plot to read its values."))
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextSelectableByMouse)
    return label
