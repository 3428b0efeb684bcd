"""Painting faint text after the code of a line (the example's numbers, inline_values.py): after
the end of the line's last row (a wrapped line's too), in the editor's font, never over the code;
cut with "…" where the row has no room for it all (the line's tooltip says it whole)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit

GAP_CHARACTERS = 3  # room between the code and its numbers


def paint_inline(editor: QPlainTextEdit, texts: list[tuple[QTextCursor, str]], color: QColor) -> None:
    """Draw each text after its line's code, where that line is on screen."""
    painter = QPainter(editor.viewport())
    painter.setPen(color)
    painter.setFont(editor.font())
    metrics = editor.fontMetrics()
    height = editor.viewport().height()
    for cursor, text in texts:
        block = cursor.block()
        if not block.isVisible():
            continue
        end = QTextCursor(block)
        end.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        caret = editor.cursorRect(end)  # the end of the code, on the row it ends in
        if caret.bottom() < 0 or caret.top() > height:
            continue
        x = caret.right() + GAP_CHARACTERS * metrics.horizontalAdvance(" ")
        room = editor.viewport().width() - x - metrics.averageCharWidth()
        if room < 4 * metrics.averageCharWidth():
            continue  # a line that fills the width: its numbers are in its tooltip
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)  # the whole in the tooltip
        painter.drawText(x, caret.top() + metrics.ascent() + (caret.height() - metrics.height()) // 2, shown)
    painter.end()
