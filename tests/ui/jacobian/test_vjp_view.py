"""The vector–Jacobian product under the Jacobian's maps: for a grad_output v (one-hot at a row
clicked on a map, all ones, random), your backward(v) beside vᵀJ as bars per input element,
computed from the matrices the probe carries, a plot per input of the output; where the
matrices were too large to send, it says so."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from playground.ui.jacobian import vjp
from playground.ui.jacobian.panel import JacobianPanel
from tests.ui.jacobian.test_jacobian_panel import block, probe_with, softmax_rows

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]


def shown_panel(qtbot, probe) -> JacobianPanel:
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    panel.resize(1100, 700)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_probe(probe)
    QApplication.processEvents()
    return panel


def heights(bars) -> np.ndarray:
    return np.asarray(bars.opts["height"], dtype=np.float64)


def softmax_probe():
    yours, true = softmax_rows()
    return yours, true, probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)])


def test_it_opens_one_hot_at_the_worst_row_whose_bars_are_that_row_of_each_jacobian(qtbot):
    yours, true, probe = softmax_probe()
    panel = shown_panel(qtbot, probe)
    row = probe.jacobian.blocks[0].worst[0]
    bars = panel.vjp.plots[0]
    assert heights(bars.yours) == pytest.approx(yours[row]) and heights(bars.true) == pytest.approx(true[row])
    assert [plot.framed_row() for plot in panel.plots] == [row] * 3  # the row v picks, on every map
    assert "v is 1 at y[" in panel.vjp.caption.text()
    outlined = [pen.style() != Qt.PenStyle.NoPen for pen in bars.yours.opts["pens"]]
    assert outlined == list(np.abs(yours[row] - true[row]) > 1e-6)  # your bars that differ, outlined


def test_clicking_a_row_of_a_map_makes_v_one_hot_there(qtbot):
    yours, true, probe = softmax_probe()
    panel = shown_panel(qtbot, probe)
    panel.vjp.picker.setCurrentIndex(panel.vjp.picker.findData(vjp.ONES))
    image = panel.plots[1].image
    panel.pick_row_at(panel.plots[1], image.mapToScene(_cell(2, 1)))
    assert panel.vjp.kind == vjp.ONE_HOT and panel.vjp.row == 1
    assert heights(panel.vjp.plots[0].true) == pytest.approx(true[1])
    assert [plot.framed_row() for plot in panel.plots] == [1, 1, 1]
    assert "y[0, 1]" in panel.vjp.caption.text()


def _cell(column: int, row: int):
    return QPointF(column + 0.5, row + 0.5)  # the image's pixel (row, column), centred


def test_all_ones_gives_the_column_sums_and_random_is_the_same_each_time(qtbot):
    yours, true, probe = softmax_probe()
    panel = shown_panel(qtbot, probe)
    panel.vjp.picker.setCurrentIndex(panel.vjp.picker.findData(vjp.ONES))
    assert heights(panel.vjp.plots[0].yours) == pytest.approx(yours.sum(axis=0))
    assert heights(panel.vjp.plots[0].true) == pytest.approx(true.sum(axis=0), abs=1e-12)
    assert [plot.framed_row() for plot in panel.plots] == [None] * 3  # no row is v's
    panel.vjp.picker.setCurrentIndex(panel.vjp.picker.findData(vjp.RANDOM))
    first = heights(panel.vjp.plots[0].yours)
    panel.show_probe(probe)
    assert heights(panel.vjp.plots[0].yours) == pytest.approx(first)
    assert first == pytest.approx(vjp.grad_output(vjp.RANDOM, 8) @ yours)


def test_an_output_with_several_inputs_gets_a_plot_each_made_once(qtbot):
    a, b = np.diag([1.0, 2.0, 3.0]), np.diag([4.0, 5.0, 6.0])
    two = probe_with([block(input_="a", yours=b, true=b),
                      block(input_="b", index=1, yours=b, true=a, pattern="jacobian_swapped",
                            params={"output": "y", "input": "b", "other": "a"})], [(3,), (3,)])
    panel = shown_panel(qtbot, two)
    first, second = panel.vjp.plots
    assert first.view.isVisible() and second.view.isVisible()
    assert [p.view.title_label.text for p in panel.vjp.plots] == ["vᵀ·∂y/∂a", "vᵀ·∂y/∂b"]
    assert len(panel.bar_views()) == 2
    yours, true, one = softmax_probe()
    panel.show_probe(one)
    assert panel.vjp.plots == [first, second] and not second.view.isVisible()  # kept, hidden
    panel.show_probe(two)
    assert panel.vjp.plots == [first, second] and second.view.isVisible()


def test_hovering_a_bar_reads_the_input_element_yours_true_and_the_difference(qtbot):
    yours, true, probe = softmax_probe()
    panel = shown_panel(qtbot, probe)
    panel.vjp.set_row(1)
    plot = panel.vjp.plots[0]
    box = plot.view.plot_item.getViewBox()
    panel.vjp.describe(plot, box.mapViewToScene(QPointF(2.0, 0.0)))
    text = panel.readout_label.text()
    assert text.startswith("x[0, 2]: your backward(v)") and "vᵀJ" in text and "difference" in text


def test_a_block_too_large_to_send_says_so_and_draws_no_bars(qtbot):
    yours, true, probe = softmax_probe()
    big = probe.jacobian.blocks[0]
    big.yours = big.true = big.differs = None
    panel = shown_panel(qtbot, probe)
    assert "Too large to draw" in panel.vjp.caption.text() and "(8×8)" in panel.vjp.caption.text()
    assert len(heights(panel.vjp.plots[0].yours)) == 0


def test_presentation_stale_and_theme(qtbot):
    yours, true, probe = softmax_probe()
    panel = shown_panel(qtbot, probe)
    panel.set_presentation(True)
    marked = [pen for pen in panel.vjp.plots[0].yours.opts["pens"] if pen.style() != Qt.PenStyle.NoPen]
    assert marked and all(pen.width() == 3 for pen in marked)
    panel.set_stale(True)
    assert panel.vjp.plots[0].view.plot_item.opacity() < 1
    from playground.ui import theme
    from playground.ui.plots.palette import VERMILLION

    switch = theme.ThemeSwitch()
    light_key = theme.curve_colour(VERMILLION)
    try:
        switch.apply("dark")
        panel.refresh_theme()
        dark_key = theme.curve_colour(VERMILLION)
        assert dark_key != light_key and f"color:{dark_key}" in panel.vjp.legend.text()  # the keys follow
    finally:
        switch.apply("light")


def test_products_on_their_own():
    yours, true = softmax_rows()
    found = vjp.products([block(yours=yours, true=true)], vjp.grad_output(vjp.ONE_HOT, 8, 3))
    assert found[0].yours == pytest.approx(yours[3]) and found[0].true == pytest.approx(true[3])
    assert vjp.grad_output(vjp.ONE_HOT, 4, 9).sum() == 0  # a row that is no longer there: no v
