"""The Function hints in the editor: marked at their line as the text is typed, with a gutter dot
and a tooltip, gone once the text is mended, worded in the window's language."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QTextCursor

from playground.resource_files import resource_dir
from playground.ui.editor.live_hints import PAUSE_MS
from playground.ui.editor.pane import EditorPane
from playground.ui.editor.theme import DARK_THEME
from tests.hints.published_functions import MUL_CONSTANT, ONE_FOR_TWO

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]


@pytest.fixture
def pane(qtbot):
    pane = EditorPane()
    qtbot.addWidget(pane)
    pane.resize(700, 400)
    pane.show()
    qtbot.waitExposed(pane)
    return pane


def test_a_backward_returning_one_value_for_two_inputs_is_marked_as_it_is_typed(qtbot, pane):
    editor = pane.editor
    editor.set_text(MUL_CONSTANT)
    qtbot.wait(PAUSE_MS + 100)
    assert editor.marks() == []
    cursor = editor.document().find(", None")  # the user deletes the second gradient
    cursor.removeSelectedText()
    qtbot.waitUntil(lambda: editor.marks() != [], timeout=2000)
    [mark] = editor.marks()
    assert (mark.line, mark.code, mark.source) == (14, "too_few_gradients", "hints")
    assert "returns 1 value(s), but forward takes 2 input(s) (tensor, constant)" in mark.message
    assert editor.mark_lines() == [14] and mark.message in editor.message_at_line(14)
    # The mark follows its line when a line is added above it, until the next check.
    editor.setTextCursor(QTextCursor(editor.document()))
    editor.insertPlainText("# a comment\n")
    assert editor.mark_lines() == [15]
    editor.set_theme(DARK_THEME)  # repainted in the dark theme's amber, still there
    assert editor.mark_lines() == [15]


def test_the_mark_goes_once_the_backward_is_mended(qtbot, pane):
    editor = pane.editor
    editor.set_text(ONE_FOR_TWO)
    qtbot.waitUntil(lambda: editor.mark_lines() == [14], timeout=2000)
    editor.set_text(MUL_CONSTANT)
    assert editor.marks() == []  # the old text's marks go with it at once
    qtbot.wait(PAUSE_MS + 100)
    assert editor.marks() == []


def test_the_hint_stays_while_a_line_is_half_typed_and_goes_when_mended(qtbot, pane):
    editor = pane.editor
    editor.set_text(ONE_FOR_TWO)
    qtbot.waitUntil(lambda: editor.mark_lines() == [14], timeout=2000)
    editor.moveCursor(QTextCursor.MoveOperation.End)
    editor.insertPlainText("y = torch.where(")  # does not parse until its bracket closes
    qtbot.wait(PAUSE_MS + 100)
    assert editor.mark_lines() == [14]
    cursor = editor.document().find("grad_output * ctx.constant")
    cursor.insertText("grad_output * ctx.constant, None")
    editor.insertPlainText(")")
    qtbot.waitUntil(lambda: editor.marks() == [], timeout=2000)


def test_the_hint_is_worded_in_japanese_and_russian(qtbot, pane):
    for language, word in (("ja", "backward"), ("ru", "backward")):
        translator = QTranslator()
        assert translator.load(str(resource_dir("i18n") / f"playground_{language}.qm"))
        QCoreApplication.installTranslator(translator)
        try:
            pane.hints.refresh()
            pane.editor.set_text(ONE_FOR_TWO)
            pane.hints.refresh()
            [mark] = pane.editor.marks()
            english = "return one gradient per input"
            assert english not in mark.message and word in mark.message and "tensor, constant" in mark.message
        finally:
            QCoreApplication.removeTranslator(translator)
