"""The Jacobian view fed with synthetic probes (numpy only: no engine, no torch): three heat maps
on one colour scale, the wrong entries outlined, the worst ringed, a readout under the mouse, and
in the window a tab that comes to the front when the Jacobian decided the verdict."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QSettings
from PySide6.QtWidgets import QApplication

from playground import protocol
from playground.ui.jacobian.panel import BARS_LEAST_PX, MAPS_LEAST_PX, JacobianPanel, element_name, worst_block
from playground.ui.window.main_window import MainWindow
from playground.ui.window.plot_sizes import window_plots
from tests.ui.fakes import FakeBridge, probe_data, result

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]


def softmax_rows(rows: int = 2, width: int = 4) -> tuple[np.ndarray, np.ndarray]:
    """The true Jacobian of a softmax over rows, and the diagonal-only one of g * y * (1 - y)."""
    y = np.random.default_rng(0).dirichlet(np.ones(width), size=rows)
    true = np.zeros((rows * width, rows * width))
    for r in range(rows):
        block = np.diag(y[r]) - np.outer(y[r], y[r])
        true[r * width:(r + 1) * width, r * width:(r + 1) * width] = block
    return np.diag(np.diag(true)), true


def block(output="y", input_="x", index=0, yours=None, true=None, pattern="jacobian_matches",
          params=None) -> protocol.JacobianBlock:
    differs = np.abs(yours - true) > 1e-6
    worst = np.unravel_index(int(np.argmax(np.abs(yours - true))), yours.shape)
    return protocol.JacobianBlock(output, 0, input_, index, *yours.shape, yours, true, differs,
                                  float(np.abs(yours - true).max()), (int(worst[0]), int(worst[1])), pattern,
                                  params or {"output": output, "input": input_})


def probe_with(blocks: list, shapes: list, decided_by=("jacobian",)) -> protocol.ProbeData:
    probe = probe_data()
    probe.decided_by = list(decided_by)
    probe.jacobian = protocol.Jacobian([b.input for b in blocks], shapes, ["y"], [shapes[0]], blocks, "call",
                                       "float64", blocks[0].pattern, {}, any(b.pattern != "jacobian_matches"
                                                                              for b in blocks))
    return probe


def test_the_diagonal_only_softmax_outlines_its_missing_entries_and_says_so(qtbot):
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    panel.resize(1100, 420)
    yours, true = softmax_rows()
    panel.show_probe(probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)]))
    assert panel.plots[0].outlined() == 24 and panel.plots[2].outlined() == 24
    assert panel.plots[1].outlined() == 0  # the true map is left clean
    assert "only the diagonal is right" in panel.pattern_label.text()
    assert "(2, 4)" in panel.where_label.text()
    low, high = panel.colour_bar.levels()
    largest = max(np.abs(yours).max(), np.abs(true).max(), np.abs(yours - true).max())
    assert -low == high == pytest.approx(largest)  # one scale for the three


def test_the_readout_hint_names_the_block_shown_and_the_place_says_where_the_call_was_cut(qtbot):
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    weights = np.eye(3)
    probe = probe_with([block(input_="weights", yours=weights, true=weights)], [(3,)])
    probe.jacobian.rows_of_call = 64
    panel.show_probe(probe)
    assert panel.readout_label.text().startswith("Point at a cell to read ∂y/∂weights:")
    assert panel.where_label.text().endswith("· cut from the call's 64 rows")


def test_hovering_a_cell_reads_both_entries_and_the_difference(qtbot):
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    panel.resize(1100, 420)
    panel.show()
    qtbot.waitExposed(panel)
    yours, true = softmax_rows()
    panel.show_probe(probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)]))
    QApplication.processEvents()
    image = panel.plots[2].image
    panel.readouts[2].on_mouse_moved(image.mapToScene(QPointF(2.5, 1.5)))  # row 1, column 2
    text = panel.readout_label.text()
    assert text.startswith("∂y[0, 1]/∂x[0, 2]") and "yours 0" in text and "true -" in text


def test_the_panel_opens_on_the_wrong_block_and_keeps_the_chosen_one(qtbot):
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    a, b = np.diag([1.0, 2.0, 3.0]), np.diag([4.0, 5.0, 6.0])
    blocks = [block(input_="a", yours=b, true=b), block(input_="b", index=1, yours=b, true=a,
                                                          pattern="jacobian_swapped",
                                                          params={"output": "y", "input": "b", "other": "a"})]
    panel.show_probe(probe_with(blocks, [(3,), (3,)]))
    assert panel.picker.count() == 2 and panel.picker.currentText().startswith("∂y/∂b")
    assert "belongs to a" in panel.pattern_label.text()
    panel.picker.setCurrentIndex(0)
    panel.show_probe(probe_with(blocks, [(3,), (3,)]))  # the next check keeps a's block in front
    assert panel.picker.currentText().startswith("∂y/∂a")


def test_no_jacobian_says_why_and_draws_nothing(qtbot):
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    panel.show_probe(probe_data())
    assert not panel.status_label.isHidden() and panel.block is None
    assert not panel.plots[0].image.isVisible()


def test_presentation_and_staleness_keep_the_maps(qtbot):
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    yours, true = softmax_rows()
    panel.show_probe(probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)]))
    panel.set_presentation(True)
    assert panel.plots[2].outline.pen().width() == 3
    panel.set_stale(True)
    assert panel.plots[0].plot.opacity() < 1


def test_helpers():
    assert element_name("y", (2, 4), 7) == "y[1, 3]" and element_name("loss", (), 0) == "loss"
    assert worst_block([]) == -1


def test_in_the_window_the_jacobian_tab_comes_forward_when_it_decided(qtbot, tmp_path):
    bridge = FakeBridge()
    window = MainWindow(bridge=bridge, settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        autosave=False, compare_bridge_factory=lambda _parent: FakeBridge())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.start_engine()
    window.documents.new()  # not a lesson: a lesson opens on its own view (window/lesson_view.py)
    checked = result(bridge.next_id)
    yours, true = softmax_rows()
    checked.probe = probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)])
    bridge.compiled.emit(checked)
    tabs = window.parts.plot_area.tabs
    assert tabs.currentWidget() is window.parts.jacobian_panel
    assert window.parts.jacobian_panel.plots[2].outlined() == 24
    assert {"jacobian_yours", "jacobian_true", "jacobian_difference"} <= set(window_plots(window.parts, None))


def test_a_short_panel_shows_its_sentences_whole_and_keeps_its_maps(qtbot):
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    panel.show()
    yours, true = softmax_rows()
    panel.show_probe(probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)]))
    labels = (panel.where_label, panel.pattern_label, panel.vjp.caption, panel.readout_label)
    for height in (760, 480):
        panel.resize(500, height)
        qtbot.wait(40)  # the fit, and its refits once the layout moved
        for label in labels:  # what the view teaches, whole (issue 29: cut at "…other inputs…")
            assert label.shown_text().split() == label.text().split(), label.text()
    assert panel.plots[0].view.height() >= MAPS_LEAST_PX - BARS_LEAST_PX  # the maps no strip


def test_the_header_says_random_with_its_seed_beside_random_values_and_the_call_beside_the_calls(qtbot):
    from playground.engine.usercode.seeding import SEED
    from playground.ui.jacobian.panel import JUDGE_SEED
    assert JUDGE_SEED == SEED  # the window's words name the seed the engine draws with
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    panel.resize(1100, 420)
    yours, true = softmax_rows()
    shown = {}
    for inputs_from, values in (("call", "call"), ("call", "random"), ("inferred", "random"),
                                ("chosen", "random")):
        probe = probe_with([block(yours=yours, true=true)], [(2, 4)])
        probe.jacobian.inputs_from, probe.jacobian.values = inputs_from, values
        panel.show_probe(probe)
        shown[inputs_from, values] = panel.where_label.text()
    assert shown["call", "call"] == "at the inputs of the code's own call: x (2, 4)"
    assert shown["call", "random"] == f"at the shapes of the code's own call, random, seed {SEED}: x (2, 4)"
    assert shown["inferred", "random"] == f"at inferred shapes (no call in the code), random, seed {SEED}: x (2, 4)"
    assert shown["chosen", "random"] == f"at your input, random, seed {SEED}: x (2, 4)"
    assert not any("own call" in text and "random" not in text for key, text in shown.items() if key[1] != "call")
