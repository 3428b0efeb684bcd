"""Lesson 11's derivative plot as in Russian at 1024×768 in presentation mode (issue 29): the
straight-through backward of sign is a wide band along 0 with a bump to 1 on |x| ≤ 1, the
numerical derivative and autograd's lie along 0, four entries, and a data area of 356 × 150 px
(the ``--snapshot`` JSON's derivative plot). No place inside is free for the legend on one line
and there is no room above: it lies beside the bump, its words wrapped, and covers no segment of
the backward line. The same plot laid out twice, by different paths, gives the same legend."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from playground.ui.plots.palette import BLUE, GREEN, VERMILLION
from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.style import PlotStyle

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")

DATA_AREA = (356, 150)  # lesson 11's derivative plot, ru, 1024x768 presentation (--snapshot JSON)
RUSSIAN_ENTRIES = ["ваш backward", "численная производная", "autograd от forward", "backward расходится"]
X = np.linspace(-5, 5, 401)
# the window's font in presentation mode (window/presentation.py: 1.3 × its own 9 pt), which the
# plots' text follows, 1.3 × again (plots/style.py): the legend's entries at 15 pt
PRESENTATION_APP_POINTS = 11.7


@pytest.fixture(autouse=True)
def presentation_font(qapp):
    own = QFont(QApplication.font())
    font = QFont(own)
    font.setPointSizeF(PRESENTATION_APP_POINTS)
    QApplication.setFont(font)
    yield
    QApplication.setFont(own)


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def lesson_11_plot(qtbot, sizes: tuple[tuple[int, int], ...] = ()) -> tuple[PlotView, pg.PlotDataItem]:
    """The plot with sign's straight-through backward, at a data area of DATA_AREA, or resized
    through widget ``sizes`` where given (as a window that resizes on its way)."""
    look = PlotStyle()
    look.set_presentation(True)
    view = look.plot_view("", "df/dx", "x", legend_columns=5)
    qtbot.addWidget(view)
    view.resize(*(sizes[0] if sizes else (430, 220)))
    view.show()
    qtbot.waitExposed(view)
    backward = look.band(view.plot_item, VERMILLION, connect="finite")
    numeric = look.curve(view.plot_item, BLUE, Qt.DashLine, connect="finite")
    autograd = look.curve(view.plot_item, GREEN, Qt.DotLine, connect="finite")
    backward.setData(X, (np.abs(X) <= 1).astype(float))
    numeric.setData(X, np.zeros_like(X))
    autograd.setData(X, np.zeros_like(X))
    shade_key = pg.PlotDataItem(pen=None, fillLevel=0, fillBrush=pg.mkBrush(213, 94, 0, 50))
    view.set_legend([(backward, RUSSIAN_ENTRIES[0]), (numeric, RUSSIAN_ENTRIES[1]),
                     (autograd, RUSSIAN_ENTRIES[2]), (shade_key, RUSSIAN_ENTRIES[3])])
    settle()
    for size in sizes[1:]:
        view.resize(*size)
        settle()
    for _ in range(0 if sizes else 3):  # the axes keep their widths: the widget's size less the data area's
        box = view.plot_item.getViewBox().geometry()
        view.resize(round(view.width() + DATA_AREA[0] - box.width()),
                    round(view.height() + DATA_AREA[1] - box.height()))
        settle()
    return view, backward


def backward_line_in_scene(view: PlotView, backward: pg.PlotDataItem) -> np.ndarray:
    """Points every 0.5 px along the backward's line as drawn (joined samples), in scene pixels."""
    box = view.plot_item.getViewBox()
    x, y = backward.getData()
    corners = np.array([[box.mapViewToScene(QPointF(a, b)).x(), box.mapViewToScene(QPointF(a, b)).y()]
                        for a, b in zip(x, y)])
    points = []
    for start, end in zip(corners[:-1], corners[1:]):
        steps = max(int(np.hypot(*(end - start)) / 0.5), 1)
        points.append(start + np.linspace(0, 1, steps + 1)[:, None] * (end - start))
    return np.concatenate(points)


def test_the_legend_covers_no_segment_of_the_backward(qtbot):
    view, backward = lesson_11_plot(qtbot)
    box = view.plot_item.getViewBox().geometry()
    assert (box.width(), box.height()) == pytest.approx(DATA_AREA, abs=1)
    assert view.legend_inside and view.legend.isVisible()
    legend = view.legend.sceneBoundingRect()
    data = view.plot_item.getViewBox().sceneBoundingRect()
    assert data.contains(legend)
    half_pen = backward.opts["pen"].widthF() / 2
    points = backward_line_in_scene(view, backward)
    hidden = ((points[:, 0] > legend.left() - half_pen) & (points[:, 0] < legend.right() + half_pen) &
              (points[:, 1] > legend.top() - half_pen) & (points[:, 1] < legend.bottom() + half_pen))
    assert not hidden.any(), (legend, points[hidden][:3])


def legend_shape(view: PlotView) -> tuple:
    """The legend's place, size and each entry's text size and wrap width."""
    rect = view.legend.sceneBoundingRect()
    entries = tuple((label.opts.get("size"), label.item.textWidth()) for _sample, label in view.legend.items)
    return view.legend_inside, view.legend_corner, (rect.x(), rect.y(), rect.width(), rect.height()), entries


@pytest.mark.parametrize("detour", [(900, 600), (300, 200), (28, 206)])
def test_the_same_plot_laid_out_twice_gets_the_same_legend(qtbot, detour):
    straight, _backward = lesson_11_plot(qtbot)
    size = (straight.width(), straight.height())
    again, _backward = lesson_11_plot(qtbot, (size,))
    roundabout, _backward = lesson_11_plot(qtbot, (detour, size))
    assert legend_shape(again) == legend_shape(straight)
    assert legend_shape(roundabout) == legend_shape(straight)
    roundabout.fit_legend()  # as the window refits once its layout moved
    settle()
    assert legend_shape(roundabout) == legend_shape(straight)
