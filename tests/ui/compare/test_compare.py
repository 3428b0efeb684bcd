"""Compare: subject B beside A, trained with the same config, curves overlaid, Stop stops both.

The first tests script both engines (FakeBridge); the last ones train A and B on two real engines.
"""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QSettings, Qt

from playground import protocol
from playground.ui.bridge import EngineBridge
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, result, snap, started

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)"),
              pytest.mark.timeout(180)]

ENGINE_START_S, ANSWER_S = 60, 60


def make_window(tmp_path, bridge, bridge_b):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=bridge, settings=settings, autosave=False,
                     compare_bridge_factory=lambda parent: bridge_b)
    win.resize(1280, 720)
    win.show()
    win.start_engine()
    return win


@pytest.fixture
def fakes():
    return FakeBridge(), FakeBridge()


@pytest.fixture
def window(qtbot, tmp_path, fakes):
    win = make_window(tmp_path, *fakes)
    yield win
    win.shutdown()
    win.close()
    win.deleteLater()


def answer(bridge, subject):
    bridge.compiled.emit(result(bridge.next_id, functions=(subject,), subject=subject))


def test_compare_mode_adds_tab_b_and_the_compare_view(window, fakes):
    bridge_a, bridge_b = fakes
    assert window.editor_tabs.count() == 1 and window.editor_tabs.tabBar().isHidden()
    window.menus.compare.trigger()
    assert window.compare.active and window.menus.compare.isChecked()
    assert ("start",) in bridge_b.calls, "B has an engine of its own"
    assert window.editor_tabs.count() == 2 and window.editor_tabs.tabText(1) == "B"
    assert window.right_stack.currentWidget() is window.compare.view
    window.menus.compare.trigger()
    assert window.editor_tabs.count() == 1
    assert window.right_stack.currentWidget() is window.plot_area


def test_a_lesson_for_b_is_checked_by_bs_engine_and_drawn_beside_a(window, fakes):
    bridge_a, bridge_b = fakes
    window.load_preset("round_ste")
    answer(bridge_a, "RoundSTE")
    preset_b = next(p for p in window.presets if p.name == "sign_clipped_ste")
    assert window.compare.load_preset(preset_b.name)
    assert bridge_b.of("compile")[-1][1] == preset_b.source()
    assert window.compare.pane.text() == preset_b.source()
    answer(bridge_b, "SignSTE")
    view = window.compare.view
    assert len(view.derivatives["a"].backward.xData) == 101
    assert len(view.derivatives["b"].backward.xData) == 101
    assert "A · RoundSTE" in view.name_labels["a"].text()
    assert "B · SignSTE" in view.name_labels["b"].text()


def test_train_trains_both_with_one_config_and_overlays_their_curves(window, fakes):
    bridge_a, bridge_b = fakes
    window.load_preset("round_ste")
    answer(bridge_a, "RoundSTE")
    window.compare.load_preset("sign_clipped_ste")
    answer(bridge_b, "SignSTE")
    window.controls.seed_spin.setValue(11)
    window.controls.run_actions.train.trigger()
    train_a, train_b = bridge_a.of("train")[-1], bridge_b.of("train")[-1]
    assert train_a[3] == train_b[3] and train_b[3].seed == 11, "same data, seed and settings"
    assert train_b[1] == window.compare.pane.text() and train_b[2] == window.compare.live.subject
    assert window.controls.run_actions.stop.isEnabled()
    rid_a, rid_b = bridge_a.next_id, bridge_b.next_id
    for bridge, rid in ((bridge_a, rid_a), (bridge_b, rid_b)):
        bridge.train_started.emit(started(rid))
        bridge.snapshot.emit(snap(rid, 10))
    view = window.compare.view
    view.flush()
    for side in ("a", "b"):
        assert len(view.loss_curves[side].yData) == 10
        assert np.allclose(view.norm_curves[side].yData, np.sqrt(2 * 0.1 ** 2))
    assert view.loss_curves["a"].opts["pen"].style() == Qt.PenStyle.SolidLine
    assert view.loss_curves["b"].opts["pen"].style() == Qt.PenStyle.DashLine
    legend = [label.text for _sample, label in view.loss_view.legend.items]
    assert legend == ["A · RoundSTE", "B · SignSTE"]
    view.param_picker.setCurrentIndex(view.param_picker.findData("out.bias"))
    assert np.allclose(view.norm_curves["b"].yData, 0.1)

    window.controls.run_actions.stop.trigger()
    assert ("control", "stop") in bridge_a.calls and ("control", "stop") in bridge_b.calls
    bridge_a.train_finished.emit(protocol.TrainFinished(rid_a, "stopped", 10, 0.5, 100.0))
    assert window.controls.run_actions.stop.isEnabled(), "B still runs"
    bridge_b.train_finished.emit(protocol.TrainFinished(rid_b, "stopped", 10, 0.5, 100.0))
    assert not window.controls.run_actions.stop.isEnabled()
    assert window.controls.run_actions.train.isEnabled()


def test_pause_and_step_act_on_both(window, fakes):
    bridge_a, bridge_b = fakes
    window.load_preset("round_ste")
    window.compare.load_preset("sign_clipped_ste")
    window.controls.run_actions.step.trigger()
    assert bridge_a.of("train")[-1][4] is True and bridge_b.of("train")[-1][4] is True


def test_copy_a_puts_as_code_in_b(window, fakes):
    window.load_preset("buggy_sigmoid")
    window.menus.compare.trigger()
    window.compare.pane.copy_button.click()
    assert window.compare.pane.text() == window.editor_pane.editor.toPlainText()


def test_b_with_an_error_says_so_on_its_line(window, fakes):
    bridge_a, bridge_b = fakes
    window.menus.compare.trigger()
    window.compare.set_code("x = 1 +\n")
    error = protocol.ErrorInfo(line=1, phase="compile", type="SyntaxError", message="invalid syntax")
    bridge_b.compiled.emit(result(bridge_b.next_id, errors=[error], probe=False))
    assert window.compare.pane.editor.error_lines() == [1]
    assert "SyntaxError" in window.compare.pane.state_label.text()


# ---------------------------------------------------------------------------- two real engines


@pytest.fixture(scope="module")
def engines(qapp):
    pair = EngineBridge(), EngineBridge()
    for engine in pair:
        engine.start()
    yield pair
    for engine in pair:
        engine.shutdown()


@pytest.fixture
def real_window(qtbot, tmp_path, engines):
    win = make_window(tmp_path, *engines)
    qtbot.waitUntil(lambda: all(e.is_ready for e in engines), timeout=ENGINE_START_S * 1000)
    yield win
    win.runs.stop()
    qtbot.waitUntil(lambda: not win.runs.active, timeout=ANSWER_S * 1000)
    win.shutdown()
    win.close()
    win.deleteLater()


def start_both(qtbot, window, steps):
    checked = []
    window.live.checked.connect(lambda r, *_: checked.append(("a", r)))
    window.load_preset("round_ste")
    window.compare.set_active(True)
    window.compare.live.checked.connect(lambda r, *_: checked.append(("b", r)))
    window.compare.load_preset("sign_clipped_ste")
    qtbot.waitUntil(lambda: {side for side, _ in checked} == {"a", "b"}, timeout=ANSWER_S * 1000)
    assert all(r.errors == [] for _, r in checked), checked
    window.controls.apply_preset_train({"model": "fit-1d", "dataset": "step", "steps": steps,
                                        "width": 8, "batch_size": 16, "seed": 3})
    finished = {}
    window.session.finished.connect(lambda f: finished.setdefault("a", f))
    window.compare.session.finished.connect(lambda f: finished.setdefault("b", f))
    window.controls.run_actions.train.trigger()
    return finished


def test_two_engines_train_a_and_b_on_the_same_data(qtbot, real_window):
    finished = start_both(qtbot, real_window, steps=30)
    qtbot.waitUntil(lambda: len(finished) == 2, timeout=ANSWER_S * 1000)
    assert finished["a"].reason == finished["b"].reason == "done", finished
    view = real_window.compare.view
    view.flush()
    for side in ("a", "b"):
        assert len(view.losses[side]) == 30
        assert len(view.totals[side]) == 30
    assert not np.array_equal(view.losses["a"].values, view.losses["b"].values), \
        "two different subjects, two different runs"
    assert view.derivatives["a"].backward.xData is not None
    assert view.derivatives["b"].backward.xData is not None


def test_stop_stops_both_real_runs(qtbot, real_window):
    finished = start_both(qtbot, real_window, steps=10_000_000)
    view = real_window.compare.view
    qtbot.waitUntil(lambda: len(view.losses["a"]) > 0 and len(view.losses["b"]) > 0, timeout=ANSWER_S * 1000)
    real_window.controls.run_actions.stop.trigger()
    qtbot.waitUntil(lambda: len(finished) == 2, timeout=20_000)
    assert finished["a"].reason == finished["b"].reason == "stopped"
    assert real_window.controls.run_actions.train.isEnabled()
