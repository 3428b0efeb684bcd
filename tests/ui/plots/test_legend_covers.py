"""A legend inside a small plot lies where it covers no line as drawn, above the plot where every
place inside covers one and there is room, and where it covers least where there is none
(plots/plot_view.py, plots/legend_place.py; issue 29: a legend over lesson 11's surrogate bump in
Russian at 1024×768, over round's backward in Chinese).

Each plot shows the data range 0..10 × 0..1 exactly (no auto range, no padding), so where a line
crosses the data area follows from its points; its legend has four rows, which a plot of these
heights cannot take above it without crowding (PlotView.LEGEND_ABOVE_LEAVES_PX)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from playground.ui.plots.legend_entries import DEFAULT_POINTS
from playground.ui.plots.palette import BLUE, GREEN, VERMILLION
from playground.ui.plots.plot_view import INSIDE_SCALES, PlotView
from playground.ui.plots.style import PlotStyle

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")

OFFSET = 4  # plot_view.py INSIDE_OFFSET_PX: a legend inside keeps this far from the edges
# lines near the edges, not on them: a legend OFFSET px in from an edge leaves a line on it free
TOP, BOTTOM, LEFT, RIGHT = 0.95, 0.05, 0.3, 9.8
# Four rows of about 20 px (15 to 25 with other fonts) go inside a plot shorter than
# LEGEND_ABOVE_LEAVES_PX (260) below them, and back above where that leaves LEGEND_ABOVE_AT_LEAST_PX
# (220): room above at 320 px, none at 250.
ROOM_ABOVE, NO_ROOM_ABOVE = 320, 250


def plot_showing(qtbot, height: int, x, y, pen=None) -> PlotView:
    """A 500 px wide plot of one line through points ``x``, ``y`` (a NaN breaks it) over 0..10 ×
    0..1, with a legend of four entries."""
    view = PlotView(legend_columns=1)
    qtbot.addWidget(view)
    view.resize(500, height)
    view.show()
    qtbot.waitExposed(view)
    view.plot_item.setRange(xRange=(0, 10), yRange=(0, 1), padding=0)
    line = view.plot_item.plot(np.asarray(x, float), np.asarray(y, float), connect="finite",
                               **({"pen": pen} if pen is not None else {}))
    view.set_legend([(line, "line")] + [(view.plot_item.plot([], []), f"empty {k}") for k in range(3)])
    for _ in range(3):
        QApplication.processEvents()
    return view


def data_area(view: PlotView) -> tuple[float, float]:
    box = view.plot_item.getViewBox().geometry()
    return box.width(), box.height()


def test_a_jump_through_the_top_left_corner_keeps_the_legend_out_of_it(qtbot):
    # a step from -5 to 5 between x = 0.5 and 0.6: every sample lies outside the range shown,
    # and the jump crosses the whole height at x ≈ 0.55, 5.5 % of the way across
    view = plot_showing(qtbot, NO_ROOM_ABOVE, [0, 0.5, 0.6, 10], [-5, -5, 5, 5])
    width, _height = data_area(view)
    assert OFFSET < 0.056 * width < OFFSET + view.legend.width()  # the jump runs through the left places
    assert view.legend_inside
    assert view.legend_corner == (1, 0)  # the first free place: top-right


def test_narrow_spikes_under_every_place_send_the_legend_above(qtbot):
    # spikes every 0.25 (about 11 px) whose tips and feet lie outside the range shown: no sample
    # in sight, and lines through every place a legend could take
    x = np.arange(0, 10.01, 0.125)
    view = plot_showing(qtbot, ROOM_ABOVE, x, np.where(np.arange(len(x)) % 2, 5.0, -5.0))
    assert not view.legend_inside
    legend, data = view.legend.sceneBoundingRect(), view.plot_item.getViewBox().sceneBoundingRect()
    assert legend.center().y() < data.top()


def test_an_empty_corner_gets_the_legend_inside(qtbot):
    # near the top and down near the left side, near the bottom to x = 5; apart, a short stroke
    # near the right side's middle (0.55..0.6 of the height): only the bottom-right corner is
    # free. A line joined across the NaN would run from (5, 0.05) to (9.8, 0.55), through it too,
    # and the legend would go above.
    view = plot_showing(qtbot, ROOM_ABOVE, [10, LEFT, LEFT, 5, np.nan, RIGHT, RIGHT],
                        [TOP, TOP, BOTTOM, BOTTOM, np.nan, 0.55, 0.6])
    width, height = data_area(view)
    assert width - OFFSET - view.legend.width() > 0.5 * width + 1  # right of the bottom line's end
    assert height - OFFSET - view.legend.height() > 0.45 * height + 1  # below the stroke
    assert view.legend_inside and view.legend_corner == (1, 1)


def test_with_no_room_above_the_legend_lies_where_it_covers_least_at_its_own_size(qtbot):
    # lines near the edges but the left one, and a stub 0.2 long at the left side's middle: every
    # place covers a line, the left middle only the stub's few px, however small the legend's text
    view = plot_showing(qtbot, NO_ROOM_ABOVE, [0, RIGHT, RIGHT, 0, np.nan, 0, 0.2],
                        [TOP, TOP, BOTTOM, BOTTOM, np.nan, 0.5, 0.5])
    assert view.legend_inside and view.legend_corner == (0, 0.5)
    assert {label.opts["size"] for _sample, label in view.legend.items} == {f"{DEFAULT_POINTS:.1f}pt"}


def test_with_no_room_above_smaller_text_covers_less(qtbot):
    # lines near the edges but the left one and across the middle: wherever the legend lies it
    # covers a stretch of line as wide or as tall as itself, less the smaller its text
    view = plot_showing(qtbot, NO_ROOM_ABOVE, [0, RIGHT, RIGHT, 0, np.nan, 0, 10],
                        [TOP, TOP, BOTTOM, BOTTOM, np.nan, 0.5, 0.5])
    assert view.legend_inside
    assert {label.opts["size"] for _sample, label in view.legend.items} == {f"{DEFAULT_POINTS * INSIDE_SCALES[-1]:.1f}pt"}


def test_a_legend_that_must_cover_a_line_lies_under_it(qtbot):
    # a red line 5 px wide near three edges and across the middle: every place and shape covers
    # some of it, and there is no room above. Where the legend lies, the line's pixels stay red
    # (over it, the legend's backing would whiten them to pink)
    x, y = [0, RIGHT, RIGHT, 0, np.nan, 0, 10], [TOP, TOP, BOTTOM, BOTTOM, np.nan, 0.5, 0.5]
    view = plot_showing(qtbot, NO_ROOM_ABOVE, x, y, pen=pg.mkPen((255, 0, 0), width=5))
    assert view.legend_inside
    box = view.plot_item.getViewBox()
    legend = view.legend.sceneBoundingRect().adjusted(3, 3, -3, -3)
    along = [(x0 + t * (x1 - x0), y0 + t * (y1 - y0)) for x0, y0, x1, y1 in zip(x, y, x[1:], y[1:])
             for t in np.linspace(0, 1, 400) if np.isfinite([x0, y0, x1, y1]).all()]
    scene = [box.mapViewToScene(QPointF(a, b)) for a, b in along]
    hidden = [point for point in scene if legend.contains(point)]
    assert hidden  # the legend lies over the line somewhere
    image = view.grab().toImage()
    for point in hidden[::max(len(hidden) // 5, 1)]:
        pixel = image.pixelColor(view.mapFromScene(point))
        assert pixel.red() > 200 and pixel.green() < 90 and pixel.blue() < 90, (point, pixel.name())


def test_rounds_legend_lies_between_its_backward_and_the_references(qtbot):
    """zh_CN round_ste at 1024×768 in presentation mode: the straight-through backward (a wide
    band) along the top, the true derivatives along the bottom, four entries in a plot whose data
    area is 168 px tall. The legend lies between the lines, clear of the band's width."""
    look = PlotStyle()
    look.set_presentation(True)
    view = look.plot_view("", "df/dx", "x", legend_columns=5)
    qtbot.addWidget(view)
    view.resize(430, 220)  # a data area 168 px tall, as in the window
    view.show()
    qtbot.waitExposed(view)
    x = np.linspace(-5, 5, 401)
    backward = look.band(view.plot_item, VERMILLION, connect="finite")
    numeric = look.curve(view.plot_item, BLUE, Qt.DashLine, connect="finite")
    autograd = look.curve(view.plot_item, GREEN, Qt.DotLine, connect="finite")
    backward.setData(x, np.ones_like(x))
    numeric.setData(x, np.zeros_like(x))
    autograd.setData(x, np.zeros_like(x))
    shade_key = pg.PlotDataItem(pen=None, fillLevel=0, fillBrush=pg.mkBrush(213, 94, 0, 50))
    view.set_legend([(backward, "你的 backward"), (numeric, "数值导数"), (autograd, "forward 的 autograd"),
                     (shade_key, "backward 不一致")])
    for _ in range(3):
        QApplication.processEvents()
    box = view.plot_item.getViewBox()
    assert view.legend_inside
    band_half = backward.opts["pen"].widthF() / 2
    top_line = box.mapViewToScene(QPointF(0, 1)).y() + band_half
    bottom_line = box.mapViewToScene(QPointF(0, 0)).y() - numeric.opts["pen"].widthF() / 2
    legend = view.legend.sceneBoundingRect()
    assert top_line < legend.top() and legend.bottom() < bottom_line, (top_line, legend, bottom_line)
