"""The real servers, offscreen, as a student meets them: `torch.sigm` then Ctrl+Space lists
sigmoid; `torch.where(` shows its parameters; a misspelt name in a branch that never runs is
marked at its line by ruff without Check. One pair of servers for the module (jedi reads torch
once: tens of seconds on a busy machine, the reason the window warms it at start-up)."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from playground.ui.editor.pane import EditorPane
from playground.ui.lsp import programs
from playground.ui.lsp.editor_help import EditorHelp

pytestmark = [pytest.mark.skipif(programs.jedi_command() is None or programs.ruff_command() is None,
                                 reason="jedi-language-server or ruff is not installed"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)"),
              pytest.mark.slow]
COLD_JEDI_MS = 180_000  # its first read of torch, on two cores shared with others


@pytest.fixture(scope="module")
def helped():
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([])
    pane = EditorPane()
    pane.resize(800, 500)
    pane.show()
    help_ = EditorHelp(pane.editor)
    lines = []
    help_.unavailable.connect(lines.append)
    help_.start()
    _wait(lambda: help_.completer.is_running() and help_.linter.is_running(), COLD_JEDI_MS / 1000)
    yield pane, help_, lines
    help_.shutdown()
    pane.close()
    pane.deleteLater()


def _wait(condition, timeout_s: float) -> None:
    """Until the servers answered initialize: a request before that is not sent at all."""
    from PySide6.QtCore import QCoreApplication

    end = time.monotonic() + timeout_s
    while not condition() and time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.01)
    assert condition(), "the language servers did not start"


def _type_at_end(editor, text: str) -> None:
    editor.setFocus()
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    for line_number, line in enumerate(text.split("\n")):
        if line_number:
            QTest.keyClick(editor, Qt.Key.Key_Return)
        QTest.keyClicks(editor, line)


def test_a_misspelt_name_in_a_branch_that_never_runs_is_marked_at_its_line(qtbot, helped):
    pane, help_, lines = helped
    pane.editor.set_text("import torch\n\nx = torch.ones(3)\nif False:\n    y = undefned + x\n")
    qtbot.waitUntil(lambda: [mark.line for mark in pane.editor.marks() if mark.source == "ruff"] == [5],
                    timeout=30_000)
    [mark] = [mark for mark in pane.editor.marks() if mark.source == "ruff"]
    assert (mark.code, mark.column, mark.end_column) == ("F821", 8, 16) and "undefned" in mark.message
    _type_at_end(pane.editor, "z = F.relu(x)")  # F is the app's: no mark for it
    qtbot.wait(1500)
    assert [mark.line for mark in pane.editor.marks() if mark.source == "ruff"] == [5]
    assert lines == []


def test_torch_sigm_then_ctrl_space_lists_sigmoid(qtbot, helped):
    pane, help_, _ = helped
    editor = pane.editor
    editor.set_text("import torch\n")
    _type_at_end(editor, "y = torch.sigm")
    with qtbot.waitSignal(help_.completion_shown, timeout=COLD_JEDI_MS):
        QTest.keyClick(editor, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert help_.popup.isVisible() and help_.popup.labels()[0] == "sigmoid"
    QTest.keyClick(editor, Qt.Key.Key_Return)
    assert editor.toPlainText().split("\n")[-1] == "y = torch.sigmoid"


def test_torch_completes_in_a_file_that_never_imports_it_as_the_engine_gives_it(qtbot, helped):
    # README: torch, nn, F, Function and Tensor are already imported; a student who cleared the
    # template's import found no completion at all. The names sit a line above the text jedi sees.
    pane, help_, _ = helped
    editor = pane.editor
    editor.set_text("x = 1\n")
    _type_at_end(editor, "y = F.rel")
    with qtbot.waitSignal(help_.completion_shown, timeout=COLD_JEDI_MS):
        QTest.keyClick(editor, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert "relu" in help_.popup.labels()
    QTest.keyClick(editor, Qt.Key.Key_Escape)
    _type_at_end(editor, "\nz = torch.sigm")
    with qtbot.waitSignal(help_.completion_shown, timeout=COLD_JEDI_MS):
        QTest.keyClick(editor, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert help_.popup.labels()[0] == "sigmoid"


def test_a_dot_asks_for_completion_by_itself(qtbot, helped):
    pane, help_, _ = helped
    pane.editor.set_text("import torch\n")
    with qtbot.waitSignal(help_.completion_shown, timeout=COLD_JEDI_MS):
        _type_at_end(pane.editor, "t = torch.")
    QTest.keyClicks(pane.editor, "zeros_l")
    assert help_.popup.labels()[0] == "zeros_like"


def test_torch_where_shows_its_parameters_and_the_one_being_typed(qtbot, helped):
    pane, help_, _ = helped
    pane.editor.set_text("import torch\nx = torch.ones(2)\n")
    with qtbot.waitSignal(help_.signature_shown, timeout=COLD_JEDI_MS):
        _type_at_end(pane.editor, "z = torch.where(")
    assert help_.signature.isVisible() and "where(condition" in help_.signature.plain_text
    with qtbot.waitSignal(help_.signature_shown, timeout=COLD_JEDI_MS):
        QTest.keyClicks(pane.editor, "x > 0,")
    assert "<b>input: Tensor</b>" in help_.signature.text()
    QTest.keyClicks(pane.editor, "x, -x)")
    assert not help_.signature.isVisible()


def test_hover_shows_the_first_paragraph_of_torchs_docstring(qtbot, helped):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent, QTextCursor
    from PySide6.QtWidgets import QApplication, QToolTip

    pane, help_, _ = helped
    editor = pane.editor
    editor.set_text("import torch\nz = torch.where(torch.ones(2) > 0, 1.0, 0.0)\n")
    cursor = QTextCursor(editor.document().findBlockByNumber(1))
    cursor.setPosition(cursor.position() + len("z = torch.wh"))
    pos = editor.cursorRect(cursor).center()
    QApplication.sendEvent(editor.viewport(), QHelpEvent(QEvent.Type.ToolTip, pos, editor.viewport().mapToGlobal(pos)))
    qtbot.waitUntil(lambda: QToolTip.isVisible() and "where(condition" in QToolTip.text(), timeout=COLD_JEDI_MS)
    assert QToolTip.text().startswith("where(condition, input, other")
    assert "Return a tensor of elements selected from either" in QToolTip.text()
    assert ".. math::" not in QToolTip.text()  # the first paragraph only
