"""What the editor shows beside the code as it is typed and run: the marks as you type
(note_marks.py: the hints, ruff's), the example's numbers after their lines (inline_values.py,
painted by inline_paint.py), and the tooltip of a line that says them all with its errors.

A mixin of CodeEditor (code_editor.py), before QPlainTextEdit in its bases: it uses the editor's
``_errors``, ``_notes``, ``_inline``, ``_step_line``, ``theme`` and ``_refresh_extra_selections``.
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QTextCursor, QTextFormat
from PySide6.QtWidgets import QTextEdit

from playground.ui.editor.inline_paint import paint_inline
from playground.ui.editor.note_marks import EditorMark


class LineAnnotations:
    """Marks as you type, inline texts, and each line's tooltip (see the module's docstring)."""

    def set_marks(self, source: str, marks: list[EditorMark]) -> None:
        """Replace one source's marks as you type (``hints``, ``ruff``): an amber wavy underline
        from the mark's column, an amber gutter dot, the message as a tooltip."""
        self._notes.set(source, marks)
        self._refresh_extra_selections()

    def set_inline(self, texts: list[tuple[int, str]]) -> None:
        """Faint text after the code of 1-based lines (inline_values.py); [] clears. Each follows
        its line while the user edits above it."""
        count = self.document().blockCount()
        self._inline = [(QTextCursor(self.document().findBlockByNumber(min(line, count) - 1)), text)
                        for line, text in texts if line >= 1]
        self.viewport().update()

    def set_step_line(self, line: int | None) -> None:
        """Tint the 1-based line of the node the example's step view is at (None: none); it
        follows its line while the user edits above it."""
        count = self.document().blockCount()
        self._step_line = (QTextCursor(self.document().findBlockByNumber(line - 1))
                           if line is not None and 1 <= line <= count else None)
        self._refresh_extra_selections()

    def ensure_line_shown(self, line: int, above: int = 3) -> None:
        """Scroll only where the 1-based ``line`` is out of sight, then to show it with ``above``
        lines before it (the caret stays where the user left it)."""
        block = self.document().findBlockByNumber(line - 1)
        if not block.isValid():
            return
        shown = self.blockBoundingGeometry(block).translated(self.contentOffset())
        if shown.top() < 0 or shown.bottom() > self.viewport().height():
            self.scroll_to_line(max(1, line - above))

    def step_line(self) -> int | None:
        """The 1-based line the step view's node tints now, or None."""
        return self._step_line.blockNumber() + 1 if self._step_line is not None else None

    def _step_line_selection(self) -> list[QTextEdit.ExtraSelection]:
        if self._step_line is None:
            return []
        selection = QTextEdit.ExtraSelection()
        selection.format.setBackground(QColor(self.theme.step_line))
        selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        selection.cursor = QTextCursor(self._step_line)
        selection.cursor.clearSelection()
        return [selection]

    def inline_texts(self) -> list[tuple[int, str]]:
        """The inline texts shown now: (1-based line, text)."""
        return [(cursor.blockNumber() + 1, text) for cursor, text in self._inline]

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().paintEvent(event)
        if self._inline:
            paint_inline(self, self._inline, QColor(self.theme.inline_text))

    def marks(self) -> list[EditorMark]:
        """Every mark as you type, at the line it is on now."""
        return self._notes.marks()

    def mark_lines(self) -> list[int]:
        """The 1-based lines that carry a mark as you type."""
        return self._notes.lines()

    def message_at_line(self, line: int | None) -> str | None:
        """The tooltip of a 1-based line: its errors' messages, then its marks', then its inline
        text (the example's numbers, whole), or None."""
        inline = [text for at, text in self.inline_texts() if at == line]
        messages = [message for message in (self.error_message_at_line(line), self._notes.message_at_line(line),
                                            *inline) if message]
        return "\n".join(messages) if messages else None
