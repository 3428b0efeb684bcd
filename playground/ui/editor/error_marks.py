"""Error marks of the code editor: which lines have errors, their messages, how they are painted.

Each mark holds a QTextCursor at the start of its line, so it follows the line while the user
edits above it (until the next compile replaces the marks).
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextDocument, QTextFormat
from PySide6.QtWidgets import QTextEdit

from playground.ui.editor.python_editing import leading_whitespace
from playground.ui.editor.theme import EditorTheme


class ErrorMarks:
    """The (line, message) errors marked in one document."""

    def __init__(self, document: QTextDocument, theme: EditorTheme):
        self._document = document
        self._theme = theme
        self._marks: list[tuple[QTextCursor, str]] = []
        self.selections: list[QTextEdit.ExtraSelection] = []  # painted by the editor

    def set(self, errors: list[tuple[int, str]]) -> None:
        """Replace the marks: (1-based line, message). A line past the end marks the last line
        (the text may have shrunk since the compile started); a line of None is skipped."""
        line_count = self._document.blockCount()
        self._marks = []
        for line, message in errors:
            if line is None:
                continue
            block = self._document.findBlockByNumber(max(1, min(int(line), line_count)) - 1)
            self._marks.append((QTextCursor(block), str(message)))
        self.selections = [selection for cursor, _ in self._marks
                           for selection in self._line_selections(cursor)]

    def lines(self) -> list[int]:
        """The 1-based lines that carry a mark now, in order."""
        return sorted({cursor.blockNumber() + 1 for cursor, _ in self._marks})

    def message_at_line(self, line: int | None) -> str | None:
        """The message(s) of the marks on a 1-based line, one per line of text; None if none."""
        messages = [message for cursor, message in self._marks if cursor.blockNumber() + 1 == line]
        return "\n".join(messages) if messages else None

    def _line_selections(self, cursor: QTextCursor) -> list[QTextEdit.ExtraSelection]:
        """A tinted background across the line, and a red wavy underline under its code."""
        background = QTextEdit.ExtraSelection()
        background.format.setBackground(QColor(self._theme.error_background))
        background.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        background.cursor = QTextCursor(cursor)
        underline = QTextEdit.ExtraSelection()
        underline.format.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
        underline.format.setUnderlineColor(QColor(self._theme.error_underline))
        block = cursor.block()
        underline.cursor = QTextCursor(cursor)
        underline.cursor.setPosition(block.position() + len(leading_whitespace(block.text())))
        underline.cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                                      QTextCursor.MoveMode.KeepAnchor)
        return [background, underline] if underline.cursor.hasSelection() else [background]
