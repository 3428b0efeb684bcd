"""A plot's legend lies whole where the plot has room for it (plots/plot_view.py, issue 29): inside
the data area, every entry within the area's edges ("数値微分" ran past lesson 01's derivative
plot in Japanese at 1024×768); above the plot, below its title (lesson 11's loss legend lay over
"Функция потерь" in Russian, held at the corner it had inside). Judged by what the window
reports: shown_texts.legend_entries_cut and the items' rectangles in the scene."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtWidgets import QApplication

from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.style import PlotStyle
from playground.ui.window.shown_texts import legend_entries_cut

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")

JAPANESE_ENTRIES = ["あなたの backward", "数値微分", "forward の autograd", "backward が不一致"]
RUSSIAN_ENTRIES = ["потери на обучении", "потери на тесте"]


def plot_with_legend(qtbot, names: list[str], columns: int, width: int, height: int) -> PlotView:
    """A plot whose curves fill every corner and side (dense noise over the whole range), so a
    legend inside covers data wherever it lies, with ``names`` in its legend."""
    view = PlotView(legend_columns=columns)
    view.title_label.setText("Функция потерь")
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    x = np.arange(400.0)
    curves = [view.plot_item.plot(x, np.sin(0.7 * x + k), name=name) for k, name in enumerate(names)]
    view.set_legend([(curve, name) for curve, name in zip(curves, names)])
    settle(view)
    return view


def settle(view: PlotView) -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("width", range(300, 620, 20))
def test_a_legend_inside_the_plot_shows_each_entry_whole(qtbot, width):
    view = plot_with_legend(qtbot, JAPANESE_ENTRIES, columns=5, width=width, height=200)
    view.fit_legend()  # as the window refits once its layout moved
    settle(view)
    assert legend_entries_cut(view) == []
    if view.legend_inside:
        box = view.plot_item.getViewBox().sceneBoundingRect()
        assert view.legend.sceneBoundingRect().right() <= box.right() + 0.5


def test_the_check_finds_an_entry_past_the_plots_edge(qtbot):
    view = plot_with_legend(qtbot, JAPANESE_ENTRIES, columns=5, width=360, height=200)
    assert view.legend_inside
    view.legend.setColumnCount(4)  # wider than the data area: the last entries run past its edge
    view.legend.updateSize()
    settle(view)
    assert legend_entries_cut(view) != []


def test_a_legend_sent_back_above_the_plot_lies_between_title_and_data(qtbot):
    # the loss plot's: one entry, then two in two rows of presentation mode's large text, which
    # go inside a short plot, cover data in every place and go back above
    look = PlotStyle()
    look.set_presentation(True)
    view = look.plot_view("Функция потерь", "потери", "шаг", legend_columns=2)
    qtbot.addWidget(view)
    view.resize(360, 300)
    view.show()
    qtbot.waitExposed(view)
    x = np.arange(400.0)
    curves = [view.plot_item.plot(x, np.sin(0.7 * x + k), name=name) for k, name in enumerate(RUSSIAN_ENTRIES)]
    view.set_legend([(curves[0], RUSSIAN_ENTRIES[0])])
    settle(view)
    view.set_legend([(curve, name) for curve, name in zip(curves, RUSSIAN_ENTRIES)])
    for size in ((360, 300), (360, 290), (370, 300)):  # the view box moves, as the panel's plots share room
        view.resize(*size)
        settle(view)
        assert not view.legend_inside
        legend = view.legend.sceneBoundingRect()
        assert legend.top() >= view.title_label.sceneBoundingRect().bottom() - 0.5
        assert legend.bottom() <= view.plot_item.getViewBox().sceneBoundingRect().top() + 0.5
        assert legend_entries_cut(view) == []


def test_an_entry_wider_than_the_plot_wraps_whole(qtbot):
    look = PlotStyle()
    look.set_presentation(True)
    view = look.plot_view("", "df/dx", "x", legend_columns=5)
    qtbot.addWidget(view)
    view.resize(250, 240)
    view.show()
    qtbot.waitExposed(view)
    names = ["ваш backward", "численная производная", "autograd от forward"]
    x = np.arange(400.0)
    curves = [view.plot_item.plot(x, np.sin(0.7 * x + k), name=name) for k, name in enumerate(names)]
    view.set_legend([(curve, name) for curve, name in zip(curves, names)])
    settle(view)
    view.fit_legend()
    settle(view)
    assert legend_entries_cut(view) == []
    narrow = {label.text: label.item.boundingRect().height() for _sample, label in view.legend.items}
    view.resize(900, 600)  # room again: each on one line
    settle(view)
    wide = {label.text: label.item.boundingRect().height() for _sample, label in view.legend.items}
    # on two lines, beside an entry on one at the same size (a legend that covers data in every
    # place, with no room above, takes smaller text: plot_view.py _cover_less)
    assert narrow["численная производная"] > 1.5 * narrow["ваш backward"], (narrow, wide)
    assert len(set(wide.values())) == 1 and legend_entries_cut(view) == []
