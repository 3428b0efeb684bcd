"""MatrixPlot: one Jacobian block as a heat map, rows the output's elements and columns the
input's (row 0 at the top, as a matrix is printed), with the entries beyond the tolerance
outlined, the largest difference marked, and the row a one-hot grad_output picks framed.

Its image item takes its colours from the panel's one colour bar (panel.py), so the three maps of
a block read on the same scale. Items are made once; a new block refills them.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem

from playground.ui.plots.palette import GREEN, TEXT_COLOUR
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.tensor import IndexAxis
from playground.ui.theme import colours, curve_colour

MARK_SIZE = 14  # px: the ring around the largest difference


class MatrixPlot:
    """The items of one heat map; ``view`` is the widget to put in a layout."""

    def __init__(self, look: PlotStyle, title: str) -> None:
        self.look = look
        self.view = look.plot_view(title, axis_items={"left": IndexAxis("left"), "bottom": IndexAxis("bottom")})
        self.plot = self.view.plot_item
        self.plot.showGrid(x=False, y=False)  # the cells are the grid
        self.plot.invertY(True)
        self.plot.setAspectLocked(False)
        for name in ("left", "bottom"):
            self.plot.getAxis(name).integer = True
        self.image = pg.ImageItem(axisOrder="row-major")
        self.plot.addItem(self.image)
        self.outline = QGraphicsPathItem()
        self.outline.setZValue(10)
        self.plot.addItem(self.outline)
        self.mark_halo = pg.ScatterPlotItem(size=MARK_SIZE, symbol="o", brush=None)  # light under dark:
        self.mark = pg.ScatterPlotItem(size=MARK_SIZE, symbol="o", brush=None)  # seen on any cell
        for z, item in enumerate((self.mark_halo, self.mark)):
            item.setZValue(11 + z)
            self.plot.addItem(item)
        # The row one-hot v picks (vjp_view.py): green, the one hue the blue-white-red map lacks.
        self.row_frame = QGraphicsPathItem()
        self.row_frame.setZValue(13)
        self.plot.addItem(self.row_frame)
        self.plot.disableAutoRange()  # the cells set the range, not the outlines' pens
        self.values = np.zeros((0, 0))
        self._shape: tuple = ()
        self.refresh_theme()

    def show(self, values: Optional[np.ndarray], differs: Optional[np.ndarray],
             worst: Optional[tuple]) -> None:
        """Draw a block's matrix (None: an empty plot), outline ``differs``, ring ``worst``."""
        self.values = np.zeros((0, 0)) if values is None else np.asarray(values, dtype=np.float64)
        rows, columns = self.values.shape if self.values.ndim == 2 else (0, 0)
        if rows and columns:
            self.image.setImage(as_image(self.values), autoLevels=False)
            self.image.setRect(QRectF(-0.5, -0.5, columns, rows))  # cell (r, c) centred on (c, r)
        self.image.setVisible(bool(rows and columns))
        path = QPainterPath()
        if differs is not None and rows and columns:
            for r, c in zip(*np.nonzero(np.asarray(differs, dtype=bool))):
                path.addRect(QRectF(c - 0.5, r - 0.5, 1.0, 1.0))
        self.outline.setPath(path)
        for item in (self.mark_halo, self.mark):
            if worst is not None and rows and columns:
                item.setData([worst[1]], [worst[0]])
            else:
                item.setData([], [])
        if (rows, columns) != self._shape:
            self._shape = (rows, columns)
            if rows and columns:  # the cells exactly (the outlines would widen an autorange)
                self.plot.setRange(xRange=(-0.5, columns - 0.5), yRange=(-0.5, rows - 0.5), padding=0)

    def frame_row(self, row: Optional[int]) -> None:
        """Frame row ``row`` (None: no row)."""
        rows, columns = self.values.shape if self.values.ndim == 2 else (0, 0)
        path = QPainterPath()
        if row is not None and 0 <= row < rows and columns:
            path.addRect(QRectF(-0.5, row - 0.5, columns, 1.0))
        self.row_frame.setPath(path)

    def framed_row(self) -> Optional[int]:
        """The row framed now (None: none), for tests and readers."""
        rect = self.row_frame.path().boundingRect()
        return None if rect.isEmpty() else int(round(rect.center().y()))

    def row_at(self, scene_position) -> Optional[int]:
        """The row of the cell under a scene position (None: not on a cell)."""
        rows, columns = self.values.shape if self.values.ndim == 2 else (0, 0)
        if not (rows and columns) or not self.plot.getViewBox().sceneBoundingRect().contains(scene_position):
            return None
        point = self.plot.getViewBox().mapSceneToView(scene_position)
        row, column = int(round(point.y())), int(round(point.x()))
        return row if 0 <= row < rows and 0 <= column < columns else None

    def outlined(self) -> int:
        """How many cells are outlined now (for tests and readers)."""
        path = self.outline.path()
        return path.elementCount() // 5  # a rectangle is five path elements

    def refresh_theme(self) -> None:
        """Outlines, ring and frame thick enough to see on a projector. The outlines are dark in
        every theme: they lie on the map's cells, which are near white wherever the difference is
        small (the dark theme's light text colour vanished there); the ring keeps its halo."""
        width = 3 if self.look.presentation else 2
        pen = pg.mkPen(TEXT_COLOUR, width=width)
        pen.setCosmetic(True)
        self.outline.setPen(pen)
        self.mark.setPen(pg.mkPen(colours().text, width=width))
        self.mark_halo.setPen(pg.mkPen(colours().plot_background, width=width + 3))
        frame = pg.mkPen(curve_colour(GREEN), width=width + 1)
        frame.setCosmetic(True)
        self.row_frame.setPen(frame)


FLOAT32_MAX = float(np.finfo(np.float32).max)


def as_image(values: np.ndarray) -> np.ndarray:
    """``values`` as the float32 an ImageItem draws: NaN as 0, infinities and entries beyond
    float32's range at its ends (a backward that overflowed still draws, at the scale's ends)."""
    finite = np.nan_to_num(values, nan=0.0, posinf=FLOAT32_MAX, neginf=-FLOAT32_MAX)
    return np.clip(finite, -FLOAT32_MAX, FLOAT32_MAX).astype(np.float32)
