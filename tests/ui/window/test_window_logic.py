"""The window's wiring, driven by a fake engine bridge: every message is scripted, nothing races.

tests/ui/test_main_window.py drives the same window with the real engine.
"""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import (
    QMimeData,
    QPoint,
    QPointF,
    QSettings,
    Qt,
    QUrl,
)
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from playground import protocol
from playground.ui.files.autosave import Autosave
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, result, snap, started

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]

Button = QMessageBox.StandardButton
TWO_FUNCTIONS = "import torch\nclass A(torch.autograd.Function):\n    pass\nclass B(torch.autograd.Function):\n    pass\n"


@pytest.fixture
def bridge():
    return FakeBridge()


@pytest.fixture
def make_window(qtbot, bridge, tmp_path):
    """MainWindow factory; every window is shut down and closed without prompts afterwards
    (not through qtbot.addWidget, whose close would ask about unsaved edits)."""
    made = []

    def make(autosave_dir=None):
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        win = MainWindow(bridge=bridge, settings=settings,
                         autosave_dir=autosave_dir or tmp_path / "autosave")
        made.append(win)
        return win

    yield make
    for win in made:
        win.shutdown()
        win.close()
        win.deleteLater()


@pytest.fixture
def window(make_window):
    win = make_window()
    win.resize(1280, 720)
    win.show()
    win.start_engine()
    return win


def answer_questions(monkeypatch, button):
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda parent, title, text, *a, **k: asked.append(text) or button))
    return asked


def type_into(window, text):
    editor = window.editor_pane.editor
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    editor.insertPlainText(text)


def last_compile_id(bridge):
    return bridge.next_id


# ---------------------------------------------------------------------------- checking


def test_typing_compiles_once_after_a_pause(qtbot, window, bridge):
    before = len(bridge.of("compile"))
    for char in "x = 1\n":
        type_into(window, char)
    assert len(bridge.of("compile")) == before, "no compile while typing"
    assert window.live.timer.isActive(), "the pause is being waited out"
    qtbot.waitUntil(lambda: len(bridge.of("compile")) == before + 1, timeout=2000)
    assert bridge.of("compile")[-1][1].endswith("x = 1\n")
    # The debounce timer is the only way an edit becomes a compile: stopped, none is coming.
    assert not window.live.timer.isActive()
    assert len(bridge.of("compile")) == before + 1


def test_a_result_draws_the_probe_and_errors_mark_their_line(qtbot, window, bridge):
    type_into(window, "import torch\n")
    window.check_now()
    bridge.compiled.emit(result(last_compile_id(bridge)))
    assert window.function_panel.curves[0].xData is not None
    assert "matches" in window.derivative_panel.verdict_label.text()
    window.check_now()
    error = protocol.ErrorInfo(line=1, phase="backward", type="ZeroDivisionError", message="division by zero")
    bridge.compiled.emit(result(last_compile_id(bridge), errors=[error], probe=False))
    assert window.editor_pane.editor.error_lines() == [1]
    assert "ZeroDivisionError" in window.console.plain_text()
    assert "Line 1" in window.console.plain_text()
    assert "error on line 1" in window.status.check_label.text()


def test_a_stale_result_is_ignored(window, bridge):
    type_into(window, "import torch\n")
    window.check_now()
    stale = last_compile_id(bridge)
    window.check_now()
    error = protocol.ErrorInfo(line=1, phase="compile", type="SyntaxError", message="old")
    bridge.compiled.emit(result(stale, errors=[error], probe=False))
    assert window.editor_pane.editor.error_lines() == []


def test_clicking_an_error_goes_to_its_line(window, bridge):
    window.documents.set_text("a = 1\nb = 2\nc = 1 / 0\n", "new")
    error = protocol.ErrorInfo(line=3, phase="compile", type="ZeroDivisionError", message="division by zero")
    bridge.compiled.emit(result(last_compile_id(bridge), errors=[error], probe=False))
    window.console.anchorClicked.emit(QUrl("line:3"))
    assert window.editor_pane.editor.textCursor().blockNumber() == 2


def test_printed_output_shows_in_the_console(window, bridge):
    type_into(window, "print('hi')\n")
    window.check_now()
    rid = last_compile_id(bridge)
    bridge.output.emit(protocol.Output(request_id=rid, text="hello from the code\n"))
    bridge.compiled.emit(result(rid))
    assert "hello from the code" in window.console.plain_text()


def test_several_subjects_show_a_picker_that_recompiles(window, bridge):
    window.documents.set_text(TWO_FUNCTIONS, "new")
    bridge.compiled.emit(result(last_compile_id(bridge), functions=("A", "B"), subject="B"))
    assert window.subject_row.isVisible()
    assert window.subject_row.picker.currentData() == "B"
    window.subject_row.picker.setCurrentIndex(0)
    window.subject_row.picker.activated.emit(0)
    assert bridge.of("compile")[-1][2] == "A"
    bridge.compiled.emit(result(last_compile_id(bridge), functions=("A", "B"), subject="A"))
    assert window.subject_row.picker.currentData() == "A"
    # The user deletes A: the window falls back to the engine's own choice and hides the picker.
    window.check_now()
    assert bridge.of("compile")[-1][2] == "A"
    bridge.compiled.emit(result(last_compile_id(bridge), functions=("B",), subject=None, probe=False,
                                errors=[protocol.ErrorInfo(line=None, phase="compile", type="UserCodeError",
                                                           message="no A")]))
    assert bridge.of("compile")[-1][2] is None
    bridge.compiled.emit(result(last_compile_id(bridge), functions=("B",), subject="B"))
    assert not window.subject_row.isVisible()


def test_a_new_x_range_recompiles_with_it(window, bridge):
    type_into(window, "import torch\n")
    window.function_panel.range_requested.emit(-2.0, 3.0)
    assert bridge.of("compile")[-1][3:] == (-2.0, 3.0)


def test_an_opened_file_runs_only_when_asked(qtbot, window, bridge, tmp_path):
    path = tmp_path / "mine.py"
    path.write_text("print('side effect')\n")
    before = len(bridge.of("compile"))
    assert window.open_file(path)
    type_into(window, "# edit\n")
    # The edit did not start the debounce timer, the only way an edit becomes a compile.
    assert not window.live.timer.isActive()
    assert len(bridge.of("compile")) == before
    assert "has not run" in window.console.plain_text()
    window.menus.check.trigger()
    assert len(bridge.of("compile")) == before + 1


# ---------------------------------------------------------------------------- presets


def test_picking_a_preset_loads_code_lesson_and_training_defaults(window, bridge):
    preset = next(p for p in window.presets if p.train.get("model") == "tutorial-2layer")
    window.lesson.preset_chosen.emit(preset.name)
    assert window.editor_pane.editor.toPlainText() == preset.source()
    assert preset.title in window.lesson.text.toPlainText()
    assert preset.question in window.lesson.text.toPlainText()
    assert window.controls.config().model == "tutorial-2layer"
    assert window.controls.config().lr == pytest.approx(preset.train["lr"])
    assert bridge.of("compile")[-1][1] == preset.source()
    assert not window.documents.is_modified()


def test_a_preset_does_not_replace_unsaved_edits_without_asking(window, bridge, monkeypatch):
    type_into(window, "my precious work\n")
    asked = answer_questions(monkeypatch, Button.Cancel)
    window.lesson.preset_chosen.emit(window.presets[0].name)
    assert asked
    assert "my precious work" in window.editor_pane.editor.toPlainText()
    assert window.lesson.current_name() is None


def test_next_lesson_button_walks_the_lessons_in_order(window):
    window.load_preset(window.presets[0].name)
    window.lesson.next_button.click()
    assert window.documents.preset_name == window.presets[1].name
    window.lesson.previous_button.click()
    assert window.documents.preset_name == window.presets[0].name


# ---------------------------------------------------------------------------- training


def test_train_sends_the_controls_config_and_runs_the_buttons(window, bridge):
    window.controls.seed_spin.setValue(7)
    window.controls.run_actions.train.trigger()
    call = bridge.of("train")[-1]
    assert call[3].seed == 7 and call[4] is False
    assert window.session.state == "running"
    assert not window.controls.run_actions.train.isEnabled() and window.controls.run_actions.stop.isEnabled()
    assert not window.controls.seed_spin.isEnabled(), "settings are fixed during a run"
    rid = bridge.next_id
    bridge.train_started.emit(started(rid))
    bridge.snapshot.emit(snap(rid, 10))
    window.loss_panel.flush()
    window.gradient_panel.flush()
    assert len(window.loss_panel.train.values) == 10
    assert set(window.gradient_panel.norm_curves) == {"fc1.weight", "out.bias"}
    assert window.status.progress.value() == 10
    assert "1,000 steps/s" in window.status.speed_label.text()
    window.controls.run_actions.pause.trigger()
    assert bridge.calls[-1] == ("control", "pause")
    assert window.controls.run_actions.pause.text() == "Resume"
    window.controls.run_actions.pause.trigger()
    assert bridge.calls[-1] == ("control", "resume")
    window.controls.run_actions.stop.trigger()
    assert bridge.calls[-1] == ("control", "stop")
    bridge.train_finished.emit(protocol.TrainFinished(rid, "stopped", 10, 0.5, 1000.0))
    assert window.session.state == "idle" and window.controls.seed_spin.isEnabled()
    assert "stopped at step 10" in window.console.plain_text()


def test_pause_before_the_run_has_started_waits_for_it(window, bridge):
    window.train()
    window.controls.run_actions.pause.trigger()
    assert ("control", "pause") not in bridge.calls
    bridge.train_started.emit(started(bridge.next_id))
    assert bridge.calls[-1] == ("control", "pause")


def test_step_with_no_run_starts_one_paused_and_steps_it(window, bridge):
    window.controls.run_actions.step.trigger()
    assert bridge.of("train")[-1][4] is True
    bridge.train_started.emit(started(bridge.next_id))
    assert bridge.calls[-1] == ("control", "step")
    assert window.session.state == "paused"


def test_reset_stops_then_replays_the_same_config(window, bridge):
    window.train()
    first = bridge.next_id
    bridge.train_started.emit(started(first))
    bridge.snapshot.emit(snap(first, 10))
    window.controls.run_actions.reset.trigger()
    assert bridge.calls[-1] == ("control", "stop")
    window.loss_panel.flush()
    assert len(window.loss_panel.train.values) == 0, "Reset clears the plots at once"
    bridge.train_finished.emit(protocol.TrainFinished(first, "stopped", 10, 0.5, 1000.0))
    trains = bridge.of("train")
    assert len(trains) == 2 and trains[0][3] == trains[1][3]
    assert window.session.state == "running"


def test_a_training_error_marks_its_line(window, bridge):
    window.documents.set_text("a\nb\nc\n", "new")
    window.train()
    rid = bridge.next_id
    error = protocol.ErrorInfo(line=2, phase="train", type="RuntimeError", message="shape mismatch")
    bridge.train_finished.emit(protocol.TrainFinished(rid, "error", 3, None, 0.0, [error]))
    assert window.editor_pane.editor.error_lines() == [2]
    assert "shape mismatch" in window.console.plain_text()


def test_training_output_goes_to_the_console(window, bridge):
    window.train()
    bridge.output.emit(protocol.Output(request_id=bridge.next_id, text="printed in backward\n"))
    assert "printed in backward" in window.console.plain_text()


def test_the_plots_rearrange_for_the_height_there_is(qtbot, window, bridge):
    area = window.plot_area
    assert area.mode == "tabs", "1280×720: f(x) and its derivative become a tab"
    assert window.training_tabs.count() == 5  # and Loss, Gradients, Model, Jacobian
    assert window.training_tabs.currentWidget() is area.probe_row
    window.train()
    bridge.train_started.emit(started(bridge.next_id))
    assert window.training_tabs.currentWidget() is window.loss_panel, "a run shows its loss"
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: area.mode == "split", timeout=2000)
    assert window.training_tabs.count() == 4 and area.probe_holder.isVisible()
    assert window.derivative_panel.isVisible() and window.loss_panel.isVisible()
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: area.mode == "tabs", timeout=2000)
    assert window.training_tabs.count() == 5


# ---------------------------------------------------------------------------- engine state


def test_engine_state_and_devices_come_from_engine_ready(window, bridge):
    assert "Starting engine" in window.status.engine_label.text()
    devices = [protocol.DeviceInfo(id="cpu", name="x86_64", available=True),
               protocol.DeviceInfo(id="cuda:0", name="NVIDIA H100", available=False, reason="CUDA driver not found")]
    bridge.ready.emit(protocol.EngineReady(pid=123, torch_version="2.13.0", devices=devices, threads=2))
    assert window.status.engine_label.text() == "Engine ready — torch 2.13.0, CPU"
    combo = window.controls.device_combo
    assert window.controls.device_ids() == ["cpu"]
    assert combo.count() == 2 and not combo.model().item(1).isEnabled()
    assert combo.itemData(1, Qt.ItemDataRole.ToolTipRole) == "CUDA driver not found"
    assert "CUDA driver not found" in combo.toolTip()


def test_a_restart_is_explained_and_the_editor_is_untouched(window, bridge):
    window.documents.set_text("while True: pass\n", "new")
    rid = last_compile_id(bridge)
    restart = protocol.EngineRestarted(reason="timeout", phase="backward", request_id=rid, message="",
                                       lost_request_ids=[rid])
    lost = protocol.ErrorInfo(line=None, phase="backward", type="TimeLimitExceeded", message="", code="engine_timeout",
                              params={"phase": "backward", "limit": 5.0})
    bridge.restarted.emit(restart)  # as the client says it: the restart, then the lost request's answer
    bridge.compiled.emit(result(rid, errors=[lost], probe=False))
    text = "Your code ran longer than the time limit of 5 s in backward; the engine was stopped and started again."
    assert text in window.status.currentMessage()
    assert window.console.plain_text().count(text) == 1, "said once, as the lost check's error"
    assert bridge.of("compile")[-1][1] == "while True: pass\n" and len(bridge.of("compile")) == 1
    assert "Restarting engine" in window.status.engine_label.text()
    assert window.editor_pane.editor.toPlainText() == "while True: pass\n"
    bridge.ready.emit(protocol.EngineReady(pid=1, torch_version="2.13.0",
                                           devices=[protocol.DeviceInfo(id="cpu", name="", available=True)], threads=2))
    assert "Engine ready" in window.status.engine_label.text()


def test_a_stop_that_needed_a_restart_says_so(window, bridge):
    window.train()
    bridge.restarted.emit(protocol.EngineRestarted(reason="stop", phase="train", request_id=bridge.next_id, message=""))
    assert "did not stop" in window.console.plain_text()


def test_a_compile_lost_with_an_older_hung_one_is_sent_again(window, bridge):
    window.documents.set_text("while True: pass\n", "new")
    hung = last_compile_id(bridge)
    window.documents.set_text("fixed = True\n", "new")
    lost = last_compile_id(bridge)
    error = protocol.ErrorInfo(line=None, phase="engine", type="TimeLimitExceeded", message="ran longer",
                               code="engine_timeout")
    bridge.restarted.emit(protocol.EngineRestarted(reason="timeout", phase="backward", request_id=hung,
                                                   message="ran longer",
                                                   lost_request_ids=[hung, lost]))
    bridge.compiled.emit(result(lost, errors=[error], probe=False))  # the client's answer: stale now
    assert bridge.of("compile")[-1][1] == "fixed = True\n"
    assert last_compile_id(bridge) == lost + 1
    bridge.compiled.emit(result(lost + 1))
    assert window.editor_pane.editor.error_lines() == []
    assert "ran longer" not in window.console.plain_text()


# ---------------------------------------------------------------------------- files and closing


def test_dropping_a_python_file_opens_it(window, tmp_path):
    path = tmp_path / "dropped.py"
    path.write_text("x = 1\n")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    viewport = window.editor_pane.editor.viewport()
    where, action = QPoint(10, 10), Qt.DropAction.CopyAction
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(where, action, mime, buttons, keys)
    QApplication.sendEvent(viewport, enter)  # Qt delivers the drop to whoever accepted this
    assert enter.isAccepted()
    QApplication.sendEvent(viewport, QDropEvent(QPointF(where), action, mime, buttons, keys))
    assert window.editor_pane.editor.toPlainText() == "x = 1\n"
    assert window.documents.path == path.resolve()


def test_dragging_something_else_is_left_to_the_editor(window, tmp_path):
    image = tmp_path / "picture.png"
    image.write_bytes(b"\x89PNG")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(image))])
    enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    enter.ignore()
    window.drop_filter.eventFilter(window.editor_pane.editor.viewport(), enter)
    assert not enter.isAccepted()


def test_closing_with_unsaved_edits_asks_and_cancel_keeps_the_window(window, monkeypatch):
    type_into(window, "unsaved\n")
    answer_questions(monkeypatch, Button.Cancel)
    assert not window.close()
    assert window.isVisible()
    answer_questions(monkeypatch, Button.Discard)
    assert window.close()


def test_closing_shuts_down_an_engine_the_window_owns(make_window, bridge):
    win = make_window()
    win.owns_bridge = True
    win.show()
    assert win.close()
    assert bridge.shut_down


def test_text_left_by_a_killed_session_is_offered_back(make_window, tmp_path, monkeypatch):
    directory = tmp_path / "autosave"
    orphan = Autosave(directory, lambda: "restored = True\n", lambda: True,
                      lambda: {"path": None, "preset": None})
    assert orphan.start()
    orphan.save_now()
    orphan._lock.unlock()  # as if its process had died: the lock is gone, the text is not
    orphan._lock = None
    asked = answer_questions(monkeypatch, Button.Yes)
    win = make_window(autosave_dir=directory)
    assert win.offer_restore()
    assert asked and "closed without saving" in asked[0]
    assert win.editor_pane.editor.toPlainText() == "restored = True\n"
    assert win.documents.is_modified()
    assert not orphan.text_path.exists()


def test_several_texts_left_behind_are_one_question_that_names_the_newest(make_window, tmp_path, monkeypatch):
    # A student's first Return answered the second of a queue of these dialogs: one a start now.
    directory = tmp_path / "autosave"
    for name in ("older.py", "newer.py"):
        orphan = Autosave(directory, lambda name=name: f"# {name}\n", lambda: True,
                          lambda name=name: {"path": str(tmp_path / name), "preset": None})
        assert orphan.start()
        orphan.save_now()
        orphan._lock.unlock()  # its process died
        orphan._lock = None
        time.sleep(0.05)  # the second is the newer by its time stamp
    asked = answer_questions(monkeypatch, Button.No)
    win = make_window(autosave_dir=directory)
    assert not win.offer_restore()
    assert len(asked) == 1 and "newer.py" in asked[0]
    asked.clear()
    assert not make_window(autosave_dir=directory).offer_restore()  # the next start asks about the older one
    assert len(asked) == 1 and "older.py" in asked[0]
