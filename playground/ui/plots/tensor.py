"""TensorPlot: one gradient tensor drawn as a heat map (a matrix) or as bars (a vector).

Heat map colours are symmetric around zero (white = no gradient) with a colour bar; vectors of
up to MAX_BARS entries are bars, longer ones a step curve. The plot's items are made once and
shown or hidden by the kind of tensor; the view is re-ranged only when that kind or shape
changes, so a user's zoom survives the ~30 updates a second of a training run.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt

from playground.ui.plots.palette import BLUE, DIVERGING_MAP
from playground.ui.plots.plot_view import ReadableAxis
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.values import format_value
from playground.ui.plots.words import tr

MAX_BARS = 64  # longer vectors are drawn as a step curve: bars would be thinner than a pixel
COLOUR_BAR_AXIS_WIDTH = 45  # the colour bar's axis has a fixed width; its ticks need this much


def colour_bar_axis_width(presentation: bool) -> float:
    """The width a colour bar's axis needs for its ticks at the font size in use."""
    return COLOUR_BAR_AXIS_WIDTH * (1.6 if presentation else 1.0)


def fit_colour_bar(bar: pg.ColorBarItem, presentation: bool) -> None:
    """A colour bar's axis as wide as its ticks need at the font size in use."""
    bar.axis.setWidth(colour_bar_axis_width(presentation))


def tensor_layout(tensor) -> tuple[str, np.ndarray]:
    """("matrix", 2-D array) when both sides exceed 1, else ("vector", 1-D array).

    A (32, 1) weight reads better as 32 bars than as a one-pixel-wide heat map; tensors of more
    than two dimensions (convolution kernels) are shown as (first dimension, everything else).
    """
    array = np.asarray(tensor, dtype=np.float64)
    if array.ndim >= 2:
        matrix = array.reshape(array.shape[0], -1)
        if min(matrix.shape) > 1:
            return "matrix", matrix
    return "vector", array.ravel()


def symmetric_limit(values: np.ndarray) -> float:
    """Largest finite |value|, so colours are symmetric around zero (white = zero gradient)."""
    finite = np.abs(values[np.isfinite(values)])
    limit = float(finite.max()) if finite.size else 0.0
    return limit if limit > 0 else 1.0


class IndexAxis(ReadableAxis):
    """An axis that, while ``integer`` is set, puts ticks on whole numbers only (indices)."""

    integer = False

    def tickSpacing(self, minVal, maxVal, size):  # noqa: N802 (pyqtgraph's name)
        levels = super().tickSpacing(minVal, maxVal, size)
        if not self.integer:
            return levels
        return [(spacing, offset) for spacing, offset in levels if spacing >= 1] or [(1.0, 0.0)]


class TensorPlot:
    """The items of a plot that shows one tensor; ``view`` is the widget to put in a layout."""

    def __init__(self, look: PlotStyle, title: str) -> None:
        self.look = look
        self.view = look.plot_view(title, axis_items={"left": IndexAxis("left"),
                                                      "bottom": IndexAxis("bottom")})
        self.plot = self.view.plot_item
        self.image = pg.ImageItem(axisOrder="row-major")
        self.plot.addItem(self.image)
        self.colour_bar = pg.ColorBarItem(values=(-1, 1), colorMap=pg.colormap.get(DIVERGING_MAP),
                                          interactive=False, width=14)
        self.colour_bar.setImageItem(self.image, insert_in=self.plot)
        look.axis(self.colour_bar.axis)
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.8, brush=BLUE, pen=None)
        self.plot.addItem(self.bars)
        self.steps = look.curve(self.plot, BLUE, Qt.SolidLine, live=True, stepMode="center",
                                fillLevel=0, fillBrush=pg.mkBrush(0, 114, 178, 90))
        self.vector = np.empty(0)  # what the bars or steps show now, for the hover readout
        self._layout: tuple = ()  # (kind, shape) shown now

    def show(self, title: str, tensor) -> None:
        """Draw tensor (None: nothing) under the given title."""
        kind, values = tensor_layout(tensor) if tensor is not None else ("none", np.empty(0))
        matrix, vector = kind == "matrix", kind == "vector"
        self.look.set_titles(self.view, title, tr("row") if matrix else tr("gradient"),
                             tr("column") if matrix else tr("index"))
        bars = vector and len(values) <= MAX_BARS
        if (kind, values.shape) != self._layout:
            self._layout = (kind, values.shape)
            self._arrange(matrix, bars, vector and not bars)
        self.vector = values if vector else np.empty(0)
        if matrix:
            limit = symmetric_limit(values)
            self.image.setImage(values.astype(np.float32), autoLevels=False)
            rows, columns = values.shape
            self.image.setRect(QRectF(-0.5, -0.5, columns, rows))  # pixel (r, c) centred on (c, r)
            self.colour_bar.setLevels((-limit, limit))
        self.bars.setOpts(x=np.arange(len(values)) if bars else [], height=values if bars else [])
        if vector and not bars:
            self.steps.setData(np.arange(len(values) + 1) - 0.5, values)
        else:
            self.steps.setData([], [])

    def _arrange(self, matrix: bool, bars: bool, steps: bool) -> None:
        """Show the item for this kind of tensor and range the view (once per kind and shape)."""
        self.image.setVisible(matrix)
        self.colour_bar.setVisible(matrix)
        self.fit_colour_bar()
        self.bars.setVisible(bars)
        self.steps.setVisible(steps)
        self.plot.invertY(matrix)  # row 0 at the top, as a matrix is printed
        self.plot.getAxis("bottom").integer = matrix or bars or steps
        self.plot.getAxis("left").integer = matrix
        self.plot.enableAutoRange()

    def fit_colour_bar(self) -> None:
        """Room for the colour bar's ticks at the present font size. An axis sized while hidden
        gets no room, so this runs whenever the bar is shown and on presentation changes."""
        fit_colour_bar(self.colour_bar, self.look.presentation)

    def describe_pixel(self, row: int, column: int) -> Optional[str]:
        """Hover text for a heat-map pixel."""
        value = self.image.image[row, column]
        return tr("row {row}, column {column}: gradient {value}").format(
            row=row, column=column, value=format_value(value))
