"""Run ▸ Check under torch.compile, on a scripted engine bridge: it sends one compile with
compile=True, shows that it runs (4-20 s), then opens the list of checks with its answer; the next
edit checks without it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from playground import protocol
from playground.client.client import COMPILE_CHECK_SECONDS
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, result

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]

COMPILED = protocol.CheckOutcome(
    "compile", True, 0.0, "torch.compile(fullgraph=True) makes one graph of MyReLU and compiles it for the CPU; "
    "its outputs and gradients equal eager mode's.", code="compile_ok",
    params={"function": "MyReLU", "backend": "inductor"})


@pytest.fixture
def bridge():
    return FakeBridge()


@pytest.fixture
def window(qtbot, bridge, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=bridge, settings=settings, autosave=False)
    win.resize(1280, 720)
    win.show()
    win.start_engine()
    win.load_preset("forward_mode_jvp")
    yield win
    win.shutdown()
    win.close()
    win.deleteLater()


NO_JVP = protocol.CheckOutcome("jvp", None, skipped_because="MyReLU has no jvp staticmethod, so forward-mode AD "
                               "(torch.func.jvp, jacfwd, torch.autograd.forward_ad) cannot use it: torch says "
                               "'You must implement the jvp function'.", code="no_jvp", params={"function": "MyReLU"})


def answer(bridge, checks=(NO_JVP,)):
    reply = result(bridge.next_id)
    reply.probe.checks = list(checks)
    bridge.compiled.emit(reply)
    return reply


def test_the_action_is_in_the_run_menu_and_under_the_list_of_checks(window, bridge):
    answer(bridge)
    action, checks = window.menus.check_compile, window.derivative_panel.check_list
    assert action in window.menus.run_menu.actions()
    assert not action.shortcut().isEmpty()
    assert not checks.compile_button.isVisible(), "the plot keeps its height: the button waits in the list"
    checks.toggle()
    assert checks.compile_button.isVisible() and checks.compile_button.text() == action.iconText()
    checks.compile_button.click()
    assert bridge.compile_checks[-1] is True


def test_the_action_sends_one_compile_with_compile_true(window, bridge):
    answer(bridge)  # the lesson's own check
    before = len(bridge.compile_checks)
    assert not any(bridge.compile_checks), "a lesson is checked without torch.compile"
    window.menus.check_compile.trigger()
    assert bridge.compile_checks[before:] == [True]
    assert bridge.of("compile")[-1][1] == window.editor_pane.editor.toPlainText()
    window.menus.check_compile.trigger()  # pressed again while it runs: nothing more is sent
    assert bridge.compile_checks[before:] == [True]


def test_it_shows_that_it_runs_then_shows_its_answer_in_the_list(window, bridge):
    answer(bridge)
    action, panel = window.menus.check_compile, window.derivative_panel
    window.menus.check_compile.trigger()
    assert not action.isEnabled()
    assert panel.check_list.box.isVisible(), "asked for, the list opens: its button says it runs"
    assert "checking" in panel.compile_button.text() and not panel.compile_button.isEnabled()
    status = window.status.check_label.text()
    assert "torch.compile" in status and f"{5 + COMPILE_CHECK_SECONDS:.0f} s" in status, \
        "the time limit is the window's plus the compile's, as check --compile's"
    window.engine._on_phase(protocol.PhaseStarted(request_id=bridge.next_id, phase="check"))
    assert "torch.compile" in window.status.check_label.text(), "a phase does not hide what runs"
    answer(bridge, [NO_JVP, COMPILED])
    assert action.isEnabled() and "checking" not in panel.compile_button.text()
    assert panel.check_list.label.isVisible(), "the answer is in the open list"
    assert "✓ torch.compile" in panel.check_list.brief()
    assert panel.check_list.lines()[-2].startswith("✓ torch.compile passed: torch.compile(fullgraph=True) makes one")


def test_an_edit_while_it_runs_checks_without_it_and_ends_the_wait(qtbot, window, bridge):
    answer(bridge)
    window.menus.check_compile.trigger()
    window.editor_pane.editor.insertPlainText("\n# edited\n")
    window.check_now()
    assert bridge.compile_checks[-1] is False
    assert window.menus.check_compile.isEnabled()
    answer(bridge)
    assert "torch.compile" not in window.derivative_panel.check_list.brief()


def test_the_button_and_the_list_speak_the_language_the_window_is_switched_to(window, bridge):
    answer(bridge, [NO_JVP, COMPILED])
    checks = window.derivative_panel.check_list
    assert checks.compile_button.text() == "Check under torch.compile"
    try:
        window.menus.language.switch("ru", remember=False)
        assert checks.compile_button.text() == "Проверить под torch.compile"
        assert checks.lines()[0].startswith("✓ torch.compile пройден: torch.compile(fullgraph=True) строит")
    finally:
        window.menus.language.switch("en", remember=False)
    assert checks.compile_button.text() == "Check under torch.compile"
