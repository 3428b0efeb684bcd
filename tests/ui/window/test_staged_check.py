"""A check answered in stages, as the window shows it (issue 31 item 2): the curves drawn first,
then the Jacobian, then the rest; the status bar naming what still runs; an edit cancelling the
stages still to come. Driven by the scripted FakeBridge: every answer is the test's."""
from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings

from playground import protocol
from playground.ui.window.main_window import MainWindow
from playground.vocabulary import CheckStage
from tests.ui.fakes import FakeBridge, result

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]


@pytest.fixture
def bridge():
    return FakeBridge()


@pytest.fixture
def window(qtbot, bridge, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=bridge, settings=settings, autosave_dir=tmp_path / "autosave")
    win.resize(1280, 720)
    win.show()
    win.start_engine()
    win.documents.set_text("import torch\n", "new")
    yield win
    win.shutdown()
    win.close()
    win.deleteLater()


def stage(request_id: int, at: CheckStage, elapsed: float = 0.02) -> protocol.CompileResult:
    return dataclasses.replace(result(request_id), stage=at, elapsed=elapsed)


def test_the_curves_come_first_and_the_status_bar_names_what_still_runs(window, bridge):
    window.check_now()
    request_id = bridge.next_id
    complete: list = []
    window.live.checked.connect(lambda answer, *_: complete.append(answer))
    curves = stage(request_id, CheckStage.CURVES)
    bridge.compiled.emit(curves)
    assert window.last_probe is curves.probe
    assert window.function_panel.curves[0].xData is not None and "matches" in window.derivative_panel.verdict_label.text()
    assert window.parts.jacobian_panel.stale, "the Jacobian on screen is the last code's until its stage comes"
    status = window.status.check_label.text()
    assert "curves in 20 ms" in status and "Jacobian, other checks" in status
    assert complete == [], "the complete result has not come"
    bridge.compiled.emit(stage(request_id, CheckStage.JACOBIAN, elapsed=0.05))
    assert not window.parts.jacobian_panel.stale
    assert "Jacobian in 50 ms" in window.status.check_label.text()
    assert "other checks" in window.status.check_label.text().split("still running")[1]
    bridge.compiled.emit(stage(request_id, CheckStage.CHECKS, elapsed=0.09))
    assert window.status.check_label.text() == "· checked in 90 ms"
    assert [answer.stage for answer in complete] == [CheckStage.CHECKS]


def test_an_edit_cancels_the_stages_still_to_come(window, bridge):
    window.check_now()
    request_id = bridge.next_id
    curves = stage(request_id, CheckStage.CURVES)
    bridge.compiled.emit(curves)
    editor = window.editor_pane.editor
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    editor.insertPlainText("x = 1\n")  # a keystroke: the old text's Jacobian is not to be drawn
    assert window.status.check_label.text() == "· curves in 20 ms · the rest cancelled by the edit"
    bridge.compiled.emit(stage(request_id, CheckStage.JACOBIAN))
    bridge.compiled.emit(stage(request_id, CheckStage.CHECKS))
    assert window.last_probe is curves.probe and window.parts.jacobian_panel.stale
    assert window.status.check_label.text() == "· curves in 20 ms · the rest cancelled by the edit"
    assert window.live.timer.isActive(), "the edited text is checked after the pause"


def test_the_phase_is_said_only_until_the_first_stage_is_drawn(window, bridge):
    window.check_now()
    request_id = bridge.next_id
    bridge.phase.emit(protocol.PhaseStarted(request_id=request_id, phase="backward"))
    assert "backward" in window.status.check_label.text()
    bridge.compiled.emit(stage(request_id, CheckStage.CURVES))
    bridge.phase.emit(protocol.PhaseStarted(request_id=request_id, phase="forward"))
    assert "still running" in window.status.check_label.text()


def test_each_stage_draws_only_what_it_adds(window, bridge, monkeypatch):
    """The later stages carry the curves unchanged: drawing them again would only hold up the GUI
    thread between the stages. An answer in one piece draws everything once."""
    drawn: list = []
    for name in ("function_panel", "derivative_panel", "jacobian_panel"):
        panel = getattr(window.parts, name)
        original = panel.show_probe
        monkeypatch.setattr(panel, "show_probe", lambda probe, name=name, original=original: (
            drawn.append(name), original(probe)))
    window.check_now()
    request_id = bridge.next_id
    for at in (CheckStage.CURVES, CheckStage.JACOBIAN, CheckStage.CHECKS):
        bridge.compiled.emit(stage(request_id, at))
    assert drawn == ["function_panel", "derivative_panel", "jacobian_panel", "derivative_panel"]
    drawn.clear()
    window.check_now()
    bridge.compiled.emit(stage(bridge.next_id, CheckStage.CHECKS))
    assert sorted(drawn) == ["derivative_panel", "function_panel", "jacobian_panel"]


def test_curves_drawn_stay_when_a_later_check_runs_past_the_time_limit(window, bridge):
    """The restart's answer carries no picture; the curves that came are this code's own."""
    window.check_now()
    request_id = bridge.next_id
    curves = stage(request_id, CheckStage.CURVES)
    bridge.compiled.emit(curves)
    error = protocol.ErrorInfo(line=1, phase="gradcheck", type="TimeLimitExceeded", message="past the time limit")
    bridge.compiled.emit(result(request_id, errors=[error], probe=False))
    assert window.last_probe is curves.probe and window.function_panel.curves[0].xData is not None
    assert window.editor_pane.editor.error_lines() == [1]
    assert window.status.check_label.text() == "· error on line 1"
