"""The code editor: highlighting, Python keys, comment toggle, find, error marks, undo, zoom."""
from __future__ import annotations

import pytest
from pygments.token import Comment, Keyword, String
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QTextCursor, QWheelEvent
from PySide6.QtWidgets import QToolTip

from playground.ui.editor.pane import CodeEditor, EditorPane
from playground.ui.editor.python_editing import (
    commented,
    next_line_indent,
    strip_comment,
)
from playground.ui.editor.theme import LIGHT_THEME

# Any Qt warning from the editor fails the test. The offscreen platform itself warns that it
# cannot propagate size hints or raise a window (when a window or tooltip is shown): not ours.
pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]

STYLES = LIGHT_THEME.token_styles
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def pane(qtbot):
    pane = EditorPane()
    qtbot.addWidget(pane)
    pane.resize(700, 400)
    pane.show()
    qtbot.waitExposed(pane)
    pane.editor.setFocus()
    return pane


@pytest.fixture
def editor(pane) -> CodeEditor:
    return pane.editor


def color_at(editor: CodeEditor, line: int, column: int) -> str | None:
    """The highlighter's foreground colour at a 0-based (line, column), None where unstyled."""
    block = editor.document().findBlockByNumber(line)
    for fmt_range in block.layout().formats():
        if fmt_range.start <= column < fmt_range.start + fmt_range.length:
            return fmt_range.format.foreground().color().name()
    return None


def put_caret(editor: CodeEditor, line: int, column: int) -> None:
    cursor = QTextCursor(editor.document().findBlockByNumber(line))
    cursor.movePosition(QTextCursor.MoveOperation.Right, n=column)
    editor.setTextCursor(cursor)


def select_lines(editor: CodeEditor, first: int, last: int) -> None:
    document = editor.document()
    cursor = QTextCursor(document.findBlockByNumber(first))
    end = document.findBlockByNumber(last)
    cursor.setPosition(end.position() + end.length() - 1, QTextCursor.MoveMode.KeepAnchor)
    editor.setTextCursor(cursor)


# --- highlighting ---------------------------------------------------------------------------

def test_keywords_strings_and_comments_get_their_formats(editor):
    editor.set_text('def f(x):\n    return "hi"  # note\n')
    assert color_at(editor, 0, 0) == STYLES[Keyword].color                 # def
    assert color_at(editor, 1, 4) == STYLES[Keyword].color                 # return
    assert color_at(editor, 1, 12) == STYLES[String].color                 # "hi"
    assert color_at(editor, 1, 20) == STYLES[Comment].color                # # note
    assert editor.document().findBlockByNumber(0).layout().formats()[0].format.fontWeight() > 400


def test_multiline_docstring_is_a_string_on_its_inner_lines(editor):
    editor.set_text('def f():\n    """First line.\n\n    if while return\n    """\n    return 1\n')
    doc = STYLES[String.Doc].color
    assert color_at(editor, 1, 4) == doc
    assert color_at(editor, 3, 7) == doc            # 'if' inside the docstring is not a keyword
    assert color_at(editor, 3, 15) == doc
    assert color_at(editor, 4, 5) == doc            # closing quotes
    assert color_at(editor, 5, 4) == STYLES[Keyword].color   # code after the docstring


def test_multiline_string_in_an_expression_is_a_string(editor):
    editor.set_text('text = """\nfor x in y:\n"""\nfor x in y: pass\n')
    assert color_at(editor, 1, 0) == STYLES[String].color
    assert color_at(editor, 3, 0) == STYLES[Keyword].color


def test_typing_triple_quotes_recolours_the_following_lines_and_undo_restores(editor, qtbot):
    editor.set_text("x = 1\nif x:\n    pass\n")
    put_caret(editor, 0, 4)
    qtbot.keyClicks(editor, "'''")
    assert color_at(editor, 1, 0) == STYLES[String].color
    editor.undo()                       # typed characters merge into one undo step
    assert editor.toPlainText() == "x = 1\nif x:\n    pass\n"
    assert color_at(editor, 1, 0) == STYLES[Keyword].color


def test_highlighting_counts_positions_in_utf16_after_an_emoji(editor):
    editor.set_text('s = "\U0001F600"  # smile\n')
    comment_column = editor.document().firstBlock().text().index("#") + 1  # emoji = 2 units
    assert color_at(editor, 0, comment_column) == STYLES[Comment].color
    assert color_at(editor, 0, comment_column - 1) is None


# --- Python keys ----------------------------------------------------------------------------

def test_tab_inserts_spaces_to_the_next_multiple_of_four(editor, qtbot):
    editor.set_text("ab")
    put_caret(editor, 0, 2)
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    assert editor.toPlainText() == "ab  "
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    assert editor.toPlainText() == "ab      "


def test_tab_and_shift_tab_indent_and_dedent_selected_lines(editor, qtbot):
    editor.set_text("a = 1\n\nb = 2\n")
    select_lines(editor, 0, 2)
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    assert editor.toPlainText() == "    a = 1\n\n    b = 2\n"
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    assert editor.toPlainText() == "        a = 1\n\n        b = 2\n"
    qtbot.keyClick(editor, Qt.Key.Key_Backtab, SHIFT)
    assert editor.toPlainText() == "    a = 1\n\n    b = 2\n"
    editor.undo()
    assert editor.toPlainText() == "        a = 1\n\n        b = 2\n"


def test_shift_tab_without_selection_dedents_the_current_line(editor, qtbot):
    editor.set_text("      x = 1")
    put_caret(editor, 0, 8)
    qtbot.keyClick(editor, Qt.Key.Key_Backtab, SHIFT)
    assert editor.toPlainText() == "    x = 1"
    assert editor.textCursor().positionInBlock() == 6


def test_enter_indents_after_a_colon_and_keeps_indentation(editor, qtbot):
    editor.set_text("def f(x):  # comment")
    editor.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.keyClicks(editor, "y = x")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.keyClicks(editor, "return y")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.keyClicks(editor, "z")
    assert editor.toPlainText() == "def f(x):  # comment\n    y = x\n    return y\nz"


def test_shift_enter_starts_a_real_line_not_a_soft_break(editor, qtbot):
    editor.set_text("if x:")
    editor.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClick(editor, Qt.Key.Key_Return, SHIFT)
    assert editor.blockCount() == 2 and editor.toPlainText() == "if x:\n    "


def test_backspace_in_indentation_removes_one_level(editor, qtbot):
    editor.set_text("        x")
    put_caret(editor, 0, 8)
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    assert editor.toPlainText() == "    x"
    put_caret(editor, 0, 5)
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    assert editor.toPlainText() == "    "


def test_comment_toggle_round_trips_and_is_one_undo_step(editor, qtbot):
    original = "def f(x):\n    y = x\n\n    return y\n"
    editor.set_text(original)
    select_lines(editor, 1, 3)
    qtbot.keyClick(editor, Qt.Key.Key_Slash, CTRL)
    assert editor.toPlainText() == "def f(x):\n    # y = x\n\n    # return y\n"
    qtbot.keyClick(editor, Qt.Key.Key_Slash, CTRL)
    assert editor.toPlainText() == original
    editor.undo()
    assert editor.toPlainText() == "def f(x):\n    # y = x\n\n    # return y\n"


def test_comment_rules_on_text():
    assert commented(["  a", "    b"]) == ["  # a", "  #   b"]
    assert commented(["  # a", "  #b", ""]) == ["  a", "  b", ""]
    assert commented(["# a", "b"]) == ["# # a", "# b"]      # mixed: comment all
    assert strip_comment('x = "#":  # real') == 'x = "#":  '
    assert next_line_indent("    if x:") == "        "
    assert next_line_indent("        raise ValueError(x)") == "    "
    assert next_line_indent("    return (") == "    "


# --- find -----------------------------------------------------------------------------------

def test_find_highlights_all_matches_and_moves_the_cursor(pane, qtbot):
    editor, bar = pane.editor, pane.find_bar
    editor.set_text("grad = 1\nx = grad\nGrad(grad)\n")
    qtbot.keyClick(editor, Qt.Key.Key_F, CTRL)
    assert bar.isVisible() and bar.field.hasFocus()
    qtbot.keyClicks(bar.field, "grad")
    assert bar.match_count() == 4 and editor.search_match_count() == 4
    assert bar.status_text() == "1 of 4"
    assert editor.textCursor().selectionStart() == 0
    qtbot.keyClick(bar.field, Qt.Key.Key_Return)
    assert bar.status_text() == "2 of 4"
    assert editor.textCursor().selectedText() == "grad"
    assert editor.textCursor().blockNumber() == 1
    qtbot.keyClick(bar.field, Qt.Key.Key_Return, SHIFT)
    qtbot.keyClick(bar.field, Qt.Key.Key_Return, SHIFT)
    assert bar.status_text() == "4 of 4"                     # wrapped around backwards
    bar.match_case.setChecked(True)
    assert bar.match_count() == 3
    qtbot.keyClick(bar.field, Qt.Key.Key_Escape)
    assert not bar.isVisible() and editor.search_match_count() == 0
    assert editor.hasFocus()


def test_f3_goes_to_the_next_match_from_the_editor(pane, qtbot):
    editor = pane.editor
    editor.set_text("a b a b a\n")
    pane.show_find_bar()
    qtbot.keyClicks(pane.find_bar.field, "a")
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key.Key_F3)
    assert pane.find_bar.status_text() == "2 of 3"
    qtbot.keyClick(editor, Qt.Key.Key_F3, SHIFT)
    assert pane.find_bar.status_text() == "1 of 3"


def test_find_says_not_found(pane, qtbot):
    pane.editor.set_text("x = 1\n")
    pane.show_find_bar()
    qtbot.keyClicks(pane.find_bar.field, "zzz")
    assert pane.find_bar.match_count() == 0
    assert pane.find_bar.status_text() == "not found"


def test_find_starts_from_the_selected_word(pane, qtbot):
    editor = pane.editor
    editor.set_text("alpha beta alpha\n")
    cursor = editor.textCursor()
    cursor.setPosition(11)
    cursor.setPosition(16, QTextCursor.MoveMode.KeepAnchor)
    editor.setTextCursor(cursor)
    pane.show_find_bar()
    assert pane.find_bar.field.text() == "alpha"
    assert pane.find_bar.status_text() == "2 of 2"


# --- error marks ----------------------------------------------------------------------------

def test_set_errors_marks_lines_with_a_message_and_a_gutter_dot(editor, qtbot):
    editor.set_text("def f(x):\n    return x +\n")
    editor.set_errors([(2, "invalid syntax"), (2, "second problem")])
    assert editor.error_lines() == [2]
    assert editor.error_message_at_line(2) == "invalid syntax\nsecond problem"
    assert editor.error_message_at_line(1) is None
    image = editor.gutter.grab().toImage()
    y = int(editor.blockBoundingGeometry(editor.document().findBlockByNumber(1))
            .translated(editor.contentOffset()).center().y())
    marker = QColor(LIGHT_THEME.error_marker)
    row = [image.pixelColor(x, y) for x in range(image.width() // 2)]
    assert any(abs(c.red() - marker.red()) < 30 and c.green() < 120 for c in row)
    editor.clear_errors()
    assert editor.error_lines() == [] and editor.error_message_at_line(2) is None


def test_error_tooltip_shows_on_hovering_the_line(editor, qtbot):
    editor.set_text("a = 1\nb = oops\n")
    editor.set_errors([(2, "name 'oops' is not defined")])
    rect = editor.blockBoundingGeometry(editor.document().findBlockByNumber(1)).translated(
        editor.contentOffset())
    pos = QPoint(40, int(rect.center().y()))
    event = QHelpEvent(QEvent.Type.ToolTip, pos, editor.viewport().mapToGlobal(pos))
    editor.viewportEvent(event)
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == "name 'oops' is not defined"
    QToolTip.hideText()


def test_error_mark_follows_its_line_and_clamps_past_the_end(editor, qtbot):
    editor.set_text("a = 1\nb = 2\n")
    editor.set_errors([(2, "boom"), (99, "past the end"), (None, "no line")])
    assert editor.error_lines() == [2, 3]
    put_caret(editor, 0, 0)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert editor.error_lines() == [3, 4]
    assert editor.error_message_at_line(3) == "boom"


def test_replacing_the_text_clears_marks(editor):
    editor.set_text("a = 1\n")
    editor.set_errors([(1, "boom")])
    editor.setPlainText("b = 2\n")
    assert editor.error_lines() == []


# --- text, undo, signals --------------------------------------------------------------------

def test_undo_after_set_text_restores_the_previous_text(editor, qtbot):
    editor.set_text("first = 1\n")
    editor.set_errors([(1, "x")])
    editor.set_text("second = 2\n")
    assert editor.error_lines() == []
    assert editor.textCursor().position() == 0
    editor.undo()
    assert editor.toPlainText() == "first = 1\n"
    editor.redo()
    assert editor.toPlainText() == "second = 2\n"


def test_reset_text_starts_a_fresh_unmodified_history(editor, qtbot):
    editor.set_text("old")
    editor.reset_text("new")
    assert not editor.is_modified() and not editor.document().isUndoAvailable()
    qtbot.keyClicks(editor, "x")
    assert editor.is_modified()
    editor.set_modified(False)
    assert not editor.is_modified()


def test_text_changed_signal_fires_for_edits_not_for_marks(editor, qtbot):
    with qtbot.waitSignal(editor.text_changed_by_user, timeout=1000):
        editor.set_text("x = 1\n")
    with qtbot.waitSignal(editor.text_changed_by_user, timeout=1000):
        qtbot.keyClicks(editor, "y")
    with qtbot.assertNotEmitted(editor.text_changed_by_user):
        editor.set_errors([(1, "e")])
        editor.highlighter.rehighlight()
        editor.set_font_point_size(20)


# --- zoom -----------------------------------------------------------------------------------

def test_zoom_changes_the_font_size_and_the_gutter(editor, qtbot):
    editor.set_text("x = 1\n" * 5)
    editor.set_font_point_size(12)
    gutter_width = editor.gutter.width()
    with qtbot.waitSignal(editor.font_size_changed) as blocker:
        editor.zoom_in()
    assert blocker.args == [13.0] and editor.font_point_size() == 13.0
    editor.set_font_point_size(24)
    assert editor.gutter.width() > gutter_width
    editor.zoom_out()
    assert editor.font_point_size() == 22.0
    editor.set_font_point_size(500)
    assert editor.font_point_size() == 72.0
    editor.zoom_reset()
    assert editor.font_point_size() == pytest.approx(11.0)


def test_zooming_the_editor_scales_the_find_bar(pane):
    before = pane.find_bar.font().pointSizeF()
    pane.editor.set_font_point_size(pane.editor.default_point_size * 2)
    assert pane.find_bar.font().pointSizeF() == pytest.approx(before * 2)


def test_ctrl_wheel_zooms(editor):
    size = editor.font_point_size()
    pos = QPointF(20, 20)
    wheel = QWheelEvent(pos, editor.mapToGlobal(pos), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, CTRL, Qt.ScrollPhase.NoScrollPhase, False)
    editor.wheelEvent(wheel)
    assert editor.font_point_size() > size


def test_an_extremely_long_line_is_left_plain_and_the_next_lines_still_highlighted(qtbot):
    from playground.ui.editor.code_editor import CodeEditor
    from playground.ui.editor.highlighter import LONG_LINE

    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.set_text("x = '" + "a" * (LONG_LINE * 30) + "'\nimport torch\n")
    long_block = editor.document().findBlockByNumber(0)
    assert long_block.layout().formats() == []
    import_block = editor.document().findBlockByNumber(1)
    assert any(r.format.foreground().color().name() != "#000000" for r in import_block.layout().formats())
