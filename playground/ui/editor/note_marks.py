"""Marks the editor shows as the text is typed, before anything runs: the Function hints
(hints/function_hints.py) and the language servers' diagnostics (ruff's). Fainter than the
engine's error marks (error_marks.py): an amber wavy underline under the spot, an amber dot in the
gutter where no error dot is, the message as a tooltip.

Each source (``hints``, ``ruff``) replaces only its own marks. A mark holds a QTextCursor at its
line's start, so it follows the line while the user edits above it until its source speaks again.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QTextEdit

from playground.ui.editor.theme import EditorTheme


@dataclass(frozen=True)
class EditorMark:
    """One mark: a 1-based line, a 0-based column, and what it says (the snapshot's fields)."""

    line: int
    column: int
    code: str
    message: str
    source: str
    end_column: int | None = None  # None: to the end of the line


class NoteMarks:
    """The marks of every source in one document."""

    def __init__(self, document: QTextDocument, theme: EditorTheme):
        self._document = document
        self.theme = theme
        self._marks: dict[str, list[tuple[QTextCursor, EditorMark]]] = {}
        self.selections: list[QTextEdit.ExtraSelection] = []  # painted by the editor

    def set(self, source: str, marks: list[EditorMark]) -> None:
        """Replace one source's marks (a line past the end marks the last line)."""
        line_count = self._document.blockCount()
        placed = []
        for mark in marks:
            block = self._document.findBlockByNumber(max(1, min(mark.line, line_count)) - 1)
            placed.append((QTextCursor(block), mark))
        self._marks[source] = placed
        self.repaint()

    def repaint(self) -> None:
        """Make the selections again (after a new theme or new marks)."""
        self.selections = [self._underline(cursor, mark) for placed in self._marks.values()
                           for cursor, mark in placed]

    def marks(self) -> list[EditorMark]:
        """Every mark, at the line it is on now, in order of line and column."""
        current = [EditorMark(cursor.blockNumber() + 1, mark.column, mark.code, mark.message, mark.source,
                              mark.end_column)
                   for placed in self._marks.values() for cursor, mark in placed]
        return sorted(current, key=lambda mark: (mark.line, mark.column, mark.source))

    def lines(self) -> list[int]:
        return sorted({mark.line for mark in self.marks()})

    def message_at_line(self, line: int | None) -> str | None:
        messages = [mark.message for mark in self.marks() if mark.line == line]
        return "\n".join(messages) if messages else None

    def _underline(self, cursor: QTextCursor, mark: EditorMark) -> QTextEdit.ExtraSelection:
        selection = QTextEdit.ExtraSelection()
        selection.format.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
        selection.format.setUnderlineColor(QColor(self.theme.hint_underline))
        block = cursor.block()
        length = len(block.text())
        start = min(max(0, mark.column), length)
        end = length if mark.end_column is None else min(max(start + 1, mark.end_column), length)
        if start >= end:  # a mark at the end of a line (a missing bracket): its last character
            start = max(0, end - 1)
        selection.cursor = QTextCursor(cursor)
        selection.cursor.setPosition(block.position() + start)
        selection.cursor.setPosition(block.position() + end, QTextCursor.MoveMode.KeepAnchor)
        return selection
