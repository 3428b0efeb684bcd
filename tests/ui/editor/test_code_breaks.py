"""Soft-wrapped code breaks where a reader expects it, never inside a name or a number (issue 29:
"torch.autograd.Func|tion", "save_for_backward(y|)" on a projector), and the text stays the text
typed. Where a name or a number is is read from Python's own tokenizer, not from the editor."""
from __future__ import annotations

import io
import tokenize

import pytest
from PySide6.QtGui import QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import QPlainTextEdit

from playground.ui.editor.code_breaks import Break, break_points
from playground.ui.editor.pane import CodeEditor

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]

CLASS_LINE = "class SignSTE(torch.autograd.Function):"
LESSON_LINES = (
    CLASS_LINE,
    "        ctx.save_for_backward(y)",
    "        y, = ctx.saved_tensors",
    "        return y * (grad_output - (grad_output * y).sum(dim=-1, keepdim=True))",
    "        return grad_output * 1.5e-3 + 0x1F * torch.ones_like(y, dtype=torch.float64)",
    "class LinearDetachedBias(nn.Module):",
)


def inside_tokens(line: str) -> set[int]:
    """The indices that split a name or a number of ``line``, as Python's tokenizer reads it."""
    inside = set()
    for token in tokenize.generate_tokens(io.StringIO(line.strip() + "\n").readline):
        if token.type in (tokenize.NAME, tokenize.NUMBER):
            offset = len(line) - len(line.lstrip())
            start, end = token.start[1] + offset, token.end[1] + offset
            inside.update(range(start + 1, end))
    return inside


def row_starts(editor: CodeEditor, block_number: int) -> list[int]:
    block = editor.document().findBlockByNumber(block_number)
    editor.blockBoundingRect(block)  # laid out, wrapped, as for a paint
    layout = block.layout()
    return [layout.lineAt(index).textStart() for index in range(layout.lineCount())]


@pytest.mark.parametrize("line", LESSON_LINES)
def test_no_break_point_splits_a_name_or_a_number(line):
    points = break_points(line)
    assert not {index for index, kind in enumerate(points) if kind != Break.NEVER} & inside_tokens(line)


def test_an_attribute_chain_breaks_before_its_dots_and_a_call_after_its_bracket():
    points = break_points(CLASS_LINE)
    for place in ("torch", ".autograd", ".Function"):
        assert points[CLASS_LINE.index(place)] == Break.READER  # after "(", before each "."
    assert points[CLASS_LINE.index(")")] == Break.BETWEEN  # "):" stays with the name before it
    spaced = "class custom_tanh(torch.autograd.Function ):"  # the tanh post's own spacing
    assert break_points(spaced)[spaced.index(")")] == Break.BETWEEN


@pytest.fixture
def editor(qtbot) -> CodeEditor:
    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def narrower_than(editor: CodeEditor, characters: int) -> None:
    """The editor's text area about ``characters`` wide."""
    advance = QFontMetricsF(editor.font()).horizontalAdvance(" ")
    chrome = editor.width() - editor.viewport().width() + 2 * editor.document().documentMargin()
    editor.resize(int(chrome + advance * characters) + 2, 400)


@pytest.mark.parametrize("characters", [16, 20, 25, 33])
def test_a_class_line_wider_than_the_editor_wraps_between_names(editor, characters):
    editor.set_text(CLASS_LINE + "\n")
    narrower_than(editor, characters)
    starts = row_starts(editor, 0)
    assert len(starts) > 1  # it does wrap
    assert not set(starts) & inside_tokens(CLASS_LINE)
    assert editor.toPlainText() == CLASS_LINE + "\n"


def test_a_lesson_wraps_between_names_and_its_text_is_the_text_typed(editor):
    text = "\n".join(LESSON_LINES) + "\n"
    editor.set_text(text)
    narrower_than(editor, 30)
    wrapped = 0
    for number, line in enumerate(LESSON_LINES):
        starts = row_starts(editor, number)
        wrapped += len(starts) > 1
        assert not set(starts) & inside_tokens(line), line
    assert wrapped >= 3
    assert editor.toPlainText() == text  # saved and checked as typed
    editor.selectAll()
    editor.copy()
    assert QGuiApplication.clipboard().text() == text  # copied as typed


def test_a_name_wider_than_the_row_still_wraps_whole(editor):
    line = "x = " + "a_very_long_name_" * 4
    editor.set_text(line)
    narrower_than(editor, 20)
    block = editor.document().firstBlock()
    starts = row_starts(editor, 0)
    layout = block.layout()
    rows = [line[start:start + layout.lineAt(index).textLength()] for index, start in enumerate(starts)]
    assert len(rows) > 2 and "".join(rows) == line  # nothing left out: broken inside the name
    assert editor.lineWrapMode() == QPlainTextEdit.LineWrapMode.WidgetWidth
