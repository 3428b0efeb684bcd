"""The editor pane: the CodeEditor (see code_editor.py) with its find bar below it and its hints
as you type (live_hints.py).

CodeEditor is re-exported here: `from playground.ui.editor.pane import CodeEditor, EditorPane`.
"""
from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QVBoxLayout, QWidget

from playground.ui.editor.code_editor import CodeEditor
from playground.ui.editor.find_bar import FindBar
from playground.ui.editor.live_hints import LiveHints
from playground.ui.editor.theme import LIGHT_THEME, EditorTheme

__all__ = ["CodeEditor", "EditorPane"]


class EditorPane(QWidget):
    """The CodeEditor with its find bar below it (hidden until Ctrl+F)."""

    def __init__(self, parent: QWidget | None = None, theme: EditorTheme = LIGHT_THEME):
        super().__init__(parent)
        self.editor = CodeEditor(self, theme)
        self.find_bar = FindBar(self.editor, self)
        self.find_bar.hide()
        self.hints = LiveHints(self.editor)  # the Function hints as the text is typed
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.editor)
        layout.addWidget(self.find_bar)
        self.editor.find_requested.connect(self.find_bar.open)
        self.editor.find_next_requested.connect(self.find_bar.find_next)
        self._find_bar_point_size = self.find_bar.font().pointSizeF()
        self.editor.font_size_changed.connect(self._scale_find_bar)

    def shown_marks(self) -> list[dict]:
        """Every mark the editor shows, as --snapshot writes them: the engine's errors (source
        "engine") and the marks as you type (the hints, checked now; ruff's as they last came)."""
        self.hints.refresh()
        editor = self.editor
        errors = [{"line": line, "column": 0, "code": "error", "message": editor.error_message_at_line(line),
                   "source": "engine"} for line in editor.error_lines()]
        return sorted(errors + [{"line": mark.line, "column": mark.column, "code": mark.code, "message": mark.message,
                                 "source": mark.source} for mark in editor.marks()],
                      key=lambda mark: (mark["line"], mark["column"], mark["source"]))

    def show_find_bar(self) -> None:
        """Open the find bar (on the editor's selected text, if any) and focus it."""
        self.editor.show_find_bar()

    def _scale_find_bar(self, editor_size: float) -> None:
        # Zooming the editor for a projector should not leave the find bar tiny.
        scale = max(1.0, editor_size / self.editor.default_point_size)
        font = QFont(self.find_bar.font())
        font.setPointSizeF(self._find_bar_point_size * scale)
        self.find_bar.setFont(font)
