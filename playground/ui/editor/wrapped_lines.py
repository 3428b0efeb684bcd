"""Soft-wrapped code with a continuation indent: a line too long for the editor's width goes on
below, indented one level deeper than the line itself, so a wrapped piece never reads as a
statement of its own (at column 0 it would look like a dedent).

On a projector the editor shows 20–40 characters: lesson 18's wrong line read `return grad_`
and lesson 19's `return y * (grad_output - (grad_output * y).sum(...))` was cut (issue 29).
QPlainTextEdit's own wrapping (WidgetWidth) starts every piece at the left edge; Qt has no
hanging indent for it. HangingIndentLayout is its document layout with the pieces after a
block's first line moved right: it lays a block out again, the first time the view asks for the
block's rectangle after Qt laid it out flush (Qt lays blocks out lazily, and a paint, the caret
and a click all ask for the rectangle first). The gutter numbers a block once, on its first line.

Each row ends where a reader expects (editor/code_breaks.py), not inside a name: Qt fills the row
as far as it fits, breaking anywhere, and the row is then laid out again to its last break point
(QTextLine.setNumColumns). Only the layout changes: the text the user edits, copies, saves and
checks is the text typed.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetricsF, QTextBlock, QTextLayout, QTextLine, QTextOption
from PySide6.QtWidgets import QPlainTextDocumentLayout

from playground.ui.editor.code_breaks import Break, break_points, last_break

CONTINUATION_COLUMNS = 4  # a wrapped piece starts one indent level right of its line's start
# The continuation may take at most this share of the width: a deeply indented line in a narrow
# editor keeps room for its words.
MAX_INDENT_SHARE = 0.5


def leading_columns(text: str) -> int:
    """How many columns a line's indentation takes (a tab as four)."""
    columns = 0
    for character in text:
        if character == " ":
            columns += 1
        elif character == "\t":
            columns += 4 - columns % 4
        else:
            break
    return columns


class HangingIndentLayout(QPlainTextDocumentLayout):
    """A QPlainTextDocumentLayout whose wrapped lines hang below their line's text."""

    def continuation_indent(self, block: QTextBlock, width: float) -> float:
        """How far right (px) the pieces after a block's first line start."""
        metrics = QFontMetricsF(self.document().defaultFont())
        columns = leading_columns(block.text()) + CONTINUATION_COLUMNS
        return min(columns * metrics.horizontalAdvance(" "), width * MAX_INDENT_SHARE)

    def blockBoundingRect(self, block: QTextBlock):  # noqa: N802 (Qt's name)
        rect = super().blockBoundingRect(block)  # lays the block out (flush) where Qt has not
        if block.isValid() and block.isVisible() and self._flush(block.layout()):
            self._hang(block)
            rect = super().blockBoundingRect(block)
        return rect

    def _flush(self, layout: QTextLayout) -> bool:
        """Whether Qt laid this block out in more than one line, all at the left margin."""
        if layout.lineCount() < 2:
            return False
        return abs(layout.lineAt(1).x() - layout.lineAt(0).x()) < 0.5

    def _hang(self, block: QTextBlock) -> None:
        layout = block.layout()
        first = layout.lineAt(0)
        margin, width = first.x(), first.width()
        indent = self.continuation_indent(block, width)
        lines_before = layout.lineCount()
        option = QTextOption(layout.textOption())
        option.setWrapMode(QTextOption.WrapMode.WrapAnywhere)  # a full row: as much as fits
        layout.setTextOption(option)
        points = break_points(block.text())
        layout.beginLayout()
        height = 0.0
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLeadingIncluded(True)
            shift = indent if line.lineNumber() > 0 else 0.0
            end_at_break(line, width - shift, points)
            line.setPosition(QPointF(margin + shift, height))
            height += line.height()
        layout.endLayout()
        if layout.lineCount() != lines_before:
            block.setLineCount(layout.lineCount())  # the scroll bar counts visual lines
            self.documentSizeChanged.emit(self.documentSize())


def end_at_break(line: QTextLine, width: float, points: list[Break]) -> None:
    """Lay ``line`` out ``width`` px wide, ending at its last break point (between two names
    where a reader's break is too far back for the row; anywhere where a single name or number
    is wider than the row)."""
    line.setLineWidth(width)
    start = line.textStart()
    full = start + line.textLength()
    end = last_break(points, start, full)
    if end is None or end == full:
        return
    line.setNumColumns(end - start, width)
    if line.textStart() + line.textLength() != end:  # a character of several glyphs: as Qt filled it
        line.setLineWidth(width)
