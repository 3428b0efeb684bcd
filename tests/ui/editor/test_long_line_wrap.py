"""A line too long to be read is not wrapped: Qt lays a wrapped line out whole (seconds for a few
hundred thousand characters), while a lesson's long lines still wrap under their line."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit

from playground.ui.editor.highlighter import LONG_LINE
from playground.ui.editor.pane import CodeEditor

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]

WRAP = QPlainTextEdit.LineWrapMode.WidgetWidth
NO_WRAP = QPlainTextEdit.LineWrapMode.NoWrap
CODE = "def backward(ctx, grad_output):\n    return grad_output * (1 - y * y)  # " + "long " * 30 + "\n"


@pytest.fixture
def editor(qtbot) -> CodeEditor:
    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.resize(400, 300)
    return editor


def test_code_wraps_and_a_text_with_a_line_past_the_limit_does_not(editor):
    editor.set_text(CODE)
    assert editor.lineWrapMode() == WRAP
    editor.set_text("# " + "y" * LONG_LINE + "\n" + CODE)
    assert editor.lineWrapMode() == NO_WRAP
    editor.reset_text(CODE)  # a file opened after it: wrapped again
    assert editor.lineWrapMode() == WRAP


def test_pasting_a_long_line_into_code_stops_the_wrapping_and_typing_does_not(editor):
    editor.set_text(CODE)
    cursor = editor.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    cursor.insertText("x = 1\n")
    assert editor.lineWrapMode() == WRAP
    cursor.insertText("data = '" + "0" * (LONG_LINE + 1) + "'\ny = 2\n")
    assert editor.lineWrapMode() == NO_WRAP
    cursor.insertText("z = 3\n")  # a later short paste does not wrap the long line again
    assert editor.lineWrapMode() == NO_WRAP
