"""The client's rules, against a server made for them (fake_server.py): a stale reply is dropped,
a server that dies is started again and gets the text again, one that keeps dying is given up
with one line, a missing one is said once, and shutdown ends the process."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QProcess, Qt
from PySide6.QtTest import QTest

from playground.ui.editor.pane import EditorPane
from playground.ui.lsp import editor_help, programs, server
from playground.ui.lsp.editor_help import EditorHelp

FAKE = [sys.executable, str(Path(__file__).with_name("fake_server.py"))]
pytestmark = [pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]


@pytest.fixture
def pane(qtbot):
    pane = EditorPane()
    qtbot.addWidget(pane)
    pane.resize(700, 400)
    pane.show()
    qtbot.waitExposed(pane)
    return pane


def _help(qtbot, pane, monkeypatch, jedi=FAKE, ruff=FAKE) -> EditorHelp:
    monkeypatch.setattr(programs, "jedi_command", lambda: jedi)
    monkeypatch.setattr(programs, "ruff_command", lambda: ruff)
    monkeypatch.setattr(server, "RESTART_DELAY_MS", 100)
    help_ = EditorHelp(pane.editor)
    help_.start()
    qtbot.waitUntil(lambda: help_.completer.is_running(), timeout=10_000)
    return help_


def test_a_reply_that_comes_after_a_newer_one_is_dropped(qtbot, pane, monkeypatch):
    help_ = _help(qtbot, pane, monkeypatch)
    editor = pane.editor
    editor.set_text("at")
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    help_.request_completion()  # at 0:2, held back by the server until the next one
    QTest.keyClicks(editor, "_")  # both replies' labels start with the word typed: at_0_2, at_0_3
    with qtbot.waitSignal(help_.completion_shown, timeout=5000):
        help_.request_completion()
    qtbot.wait(300)  # the first reply has come by now, after the second
    assert help_.popup.labels() == ["at_0_3"]
    help_.shutdown()


def test_a_server_that_dies_is_started_again_and_is_sent_the_text(qtbot, pane, monkeypatch):
    help_ = _help(qtbot, pane, monkeypatch)
    first = help_.completer.process_id()
    help_.completer.notify("fake/crash", {})
    qtbot.waitUntil(lambda: help_.completer.launches == 2 and help_.completer.is_running(), timeout=10_000)
    assert help_.completer.process_id() not in (None, first)
    pane.editor.set_text("at_0_")
    pane.editor.moveCursor(pane.editor.textCursor().MoveOperation.End)
    with qtbot.waitSignal(help_.completion_shown, timeout=5000):
        help_.request_completion()
        help_.request_completion()  # the fake holds the first of each process back
    assert help_.popup.labels() == ["at_0_5"]
    help_.shutdown()


def test_a_server_that_keeps_dying_is_given_up_with_one_line(qtbot, pane, monkeypatch):
    monkeypatch.setenv("FAKE_SERVER_DIES", "1")
    monkeypatch.setattr(programs, "jedi_command", lambda: FAKE)
    monkeypatch.setattr(programs, "ruff_command", lambda: None)
    monkeypatch.setattr(server, "RESTART_DELAY_MS", 50)
    help_ = EditorHelp(pane.editor)
    lines = []
    help_.unavailable.connect(lines.append)
    help_.start()
    qtbot.waitUntil(lambda: len(lines) == 2, timeout=10_000)
    assert "ruff server is not installed" in lines[0]
    assert lines[1].startswith("jedi-language-server stopped 4 times in a minute")
    assert help_.completer.launches == server.RESTARTS + 1
    qtbot.wait(300)
    assert len(lines) == 2 and not help_.completer.is_running()


def test_a_program_that_cannot_start_is_said_once(qtbot, pane, monkeypatch):
    monkeypatch.setattr(programs, "jedi_command", lambda: ["/nonexistent/jedi-language-server"])
    monkeypatch.setattr(programs, "ruff_command", lambda: FAKE)
    help_ = EditorHelp(pane.editor)
    lines = []
    help_.unavailable.connect(lines.append)
    help_.start()
    qtbot.waitUntil(lambda: lines != [], timeout=5000)
    qtbot.wait(200)
    assert lines == ["jedi-language-server could not start (/nonexistent/jedi-language-server); "
                     "the editor goes on without it"]
    help_.shutdown()


def test_shutdown_ends_the_processes_and_the_switch_keeps_a_windows_servers_off(qtbot, pane, monkeypatch):
    help_ = _help(qtbot, pane, monkeypatch)
    qtbot.waitUntil(lambda: help_.linter.is_running(), timeout=10_000)
    processes = [help_.completer._process, help_.linter._process]
    help_.shutdown()
    assert all(process.state() == QProcess.ProcessState.NotRunning for process in processes)
    monkeypatch.setenv(editor_help.SWITCH, "0")
    other = EditorHelp(pane.editor)

    class ReadyBridge:
        is_ready = True

    other.start_after(ReadyBridge())
    qtbot.wait(100)
    assert other.completer.launches == 0 and other.linter.launches == 0


def test_keys_move_accept_and_close_the_list(qtbot, pane, monkeypatch):
    help_ = _help(qtbot, pane, monkeypatch)
    editor = pane.editor
    editor.setFocus()
    editor.set_text("at_")
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    with qtbot.waitSignal(help_.completion_shown, timeout=5000):
        help_.request_completion()
        help_.request_completion()
    QTest.keyClick(editor, Qt.Key.Key_Return)  # accepted: the word replaced, no new line
    assert editor.toPlainText() == "at_0_3" and not help_.popup.isVisible()
    editor.set_text("at_0_")
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    QTest.keyClick(editor, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(help_.popup.isVisible, timeout=5000)
    assert help_.popup.labels() == ["at_0_5"]
    QTest.keyClick(editor, Qt.Key.Key_Escape)
    assert not help_.popup.isVisible() and editor.toPlainText() == "at_0_"
    help_.shutdown()


def test_enter_after_a_word_typed_whole_is_a_new_line_not_an_acceptance(qtbot, pane, monkeypatch):
    help_ = _help(qtbot, pane, monkeypatch)
    editor = pane.editor
    editor.setFocus()
    editor.set_text("at_0_")
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    with qtbot.waitSignal(help_.completion_shown, timeout=5000):
        help_.request_completion()
        help_.request_completion()
    QTest.keyClicks(editor, "5")  # the list's only word, typed to its end
    assert help_.popup.labels() == ["at_0_5"]
    QTest.keyClick(editor, Qt.Key.Key_Return)
    assert editor.toPlainText() == "at_0_5\n" and not help_.popup.isVisible()
    help_.shutdown()


def test_a_reply_that_comes_after_the_word_was_left_is_dropped(qtbot, pane, monkeypatch):
    help_ = _help(qtbot, pane, monkeypatch)
    editor = pane.editor
    editor.setFocus()
    editor.set_text("\n" * 9 + "at_9_")  # the fake answers on line 10 half a second late
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    help_.request_completion()
    QTest.keyClicks(editor, "x)")  # the caret left the word before the answer came
    qtbot.wait(900)
    assert not help_.popup.isVisible() and help_.popup.labels() == []
    editor.set_text("\n" * 9 + "at_9_")
    editor.moveCursor(editor.textCursor().MoveOperation.End)  # typing on within the word is kept:
    with qtbot.waitSignal(help_.completion_shown, timeout=5000):
        help_.request_completion()
        QTest.keyClicks(editor, "5")
    assert help_.popup.labels() == ["at_9_5"]
    help_.shutdown()


def test_a_completion_asked_while_the_server_starts_is_asked_once_it_is_up(qtbot, pane, monkeypatch):
    monkeypatch.setattr(programs, "jedi_command", lambda: FAKE)
    monkeypatch.setattr(programs, "ruff_command", lambda: FAKE)
    help_ = EditorHelp(pane.editor)
    pane.editor.set_text("at_0_")
    pane.editor.moveCursor(pane.editor.textCursor().MoveOperation.End)
    help_.start()
    assert not help_.completer.is_running()
    with qtbot.waitSignal(help_.completion_shown, timeout=10_000):
        help_.request_completion()  # the fake holds its first completion (the warm-up's) back
    assert help_.popup.labels() == ["at_0_5"]
    help_.shutdown()
