"""The editor's find bar: search as you type, every match highlighted, "n of m", wrap-around.

Keys in the search field: Enter next match, Shift+Enter previous, Esc closes and returns to the
editor. The bar drives the editor only through QTextCursor selections and
CodeEditor.set_search_matches().
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QToolButton, QWidget

if TYPE_CHECKING:
    from playground.ui.editor.code_editor import CodeEditor

# Beyond this many matches only the first ones are painted (counting still counts them all):
# thousands of extra selections would make every keystroke slow.
MAX_PAINTED_MATCHES = 2000
_NOT_FOUND_STYLE = "QLineEdit { background: #ffe1e1; }"


def find_spans(text: str, needle: str, match_case: bool) -> list[tuple[int, int]]:
    """(start, end) of every non-overlapping occurrence of needle in text, in Qt (UTF-16) units."""
    if not needle:
        return []
    flags = 0 if match_case else re.IGNORECASE
    spans = [match.span() for match in re.finditer(re.escape(needle), text, flags)]
    if text.isascii() or all(ord(ch) <= 0xFFFF for ch in text):
        return spans
    return [(_utf16_index(text, start), _utf16_index(text, end)) for start, end in spans]


def _utf16_index(text: str, index: int) -> int:
    return index + sum(1 for ch in text[:index] if ord(ch) > 0xFFFF)


class FindBar(QWidget):
    """Find in a CodeEditor: a search field, previous/next, match case, a count, a close button."""

    def __init__(self, editor: CodeEditor, parent: QWidget | None = None):
        super().__init__(parent)
        self._editor = editor
        self._spans: list[tuple[int, int]] = []
        self._search_from = 0  # where search-as-you-type starts looking (the caret at open time)
        self.field = QLineEdit(self)
        self.field.setPlaceholderText(self.tr("Find"))
        self.field.setClearButtonEnabled(True)
        self.field.installEventFilter(self)
        self.previous_button = self._tool_button("\u2191", self.tr("Previous match (Shift+Enter)"))
        self.next_button = self._tool_button("\u2193", self.tr("Next match (Enter)"))
        self.match_case = QCheckBox(self.tr("Match case"), self)
        self.status = QLabel(self)
        self._fit_widths_to_font()
        self.close_button = self._tool_button("\u2715", self.tr("Close (Esc)"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        for widget in (self.field, self.previous_button, self.next_button, self.match_case, self.status):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.close_button)
        self.field.textEdited.connect(self._search_as_you_type)
        self.match_case.toggled.connect(lambda _checked: self._search_as_you_type())
        self.previous_button.clicked.connect(lambda: self.find_next(backward=True))
        self.next_button.clicked.connect(lambda: self.find_next(backward=False))
        self.close_button.clicked.connect(self.close_bar)
        editor.document().contentsChanged.connect(self._on_document_changed)

    def _tool_button(self, glyph: str, tooltip: str) -> QToolButton:
        button = QToolButton(self)
        button.setText(glyph)
        button.setToolTip(tooltip)
        button.setAutoRaise(True)
        return button

    def _fit_widths_to_font(self) -> None:
        self.field.setMinimumWidth(self.fontMetrics().horizontalAdvance("x") * 32)
        self.status.setMinimumWidth(self.fontMetrics().horizontalAdvance("0000 of 0000") + 8)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_widths_to_font()

    # --- public ----------------------------------------------------------------------------

    def open(self, text: str = "") -> None:
        """Show the bar, focus the field (with text in it if given) and highlight the matches."""
        cursor = self._editor.textCursor()
        self._search_from = cursor.selectionStart()
        if text:
            self.field.setText(text)
        self.show()
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.field.selectAll()
        self._refresh_matches()
        if text or not self._current_index():
            self._select_match_from(self._search_from, backward=False)

    def close_bar(self) -> None:
        """Hide the bar, clear the match highlights and give the editor its focus back."""
        self.hide()
        self._spans = []
        self._editor.set_search_matches([])
        self._editor.setFocus(Qt.FocusReason.OtherFocusReason)

    def find_next(self, backward: bool = False) -> None:
        """Select the next (or previous) match after (before) the caret, wrapping around."""
        if not self.isVisible():
            self.open()
            return
        cursor = self._editor.textCursor()
        self._select_match_from(cursor.selectionStart() if backward else cursor.selectionEnd(), backward)

    def match_count(self) -> int:
        """How many matches the current search has."""
        return len(self._spans)

    def status_text(self) -> str:
        """What the count label says: "n of m", "m found" (caret not on a match), "not found" or ""."""
        return self.status.text()

    # --- internals -------------------------------------------------------------------------

    def _search_as_you_type(self) -> None:
        self._refresh_matches()
        self._select_match_from(self._search_from, backward=False)

    def _on_document_changed(self) -> None:
        if self.isVisible():
            self._refresh_matches()

    def _refresh_matches(self) -> None:
        self._spans = find_spans(self._editor.toPlainText(), self.field.text(),
                                 self.match_case.isChecked())
        document = self._editor.document()
        cursors = []
        for start, end in self._spans[:MAX_PAINTED_MATCHES]:
            cursor = QTextCursor(document)
            cursor.setPosition(start)
            cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            cursors.append(cursor)
        self._editor.set_search_matches(cursors)
        self._update_status()

    def _select_match_from(self, position: int, backward: bool) -> None:
        if not self._spans:
            self._update_status()
            return
        if backward:
            before = [span for span in self._spans if span[1] <= position]
            start, end = before[-1] if before else self._spans[-1]
        else:
            after = [span for span in self._spans if span[0] >= position]
            start, end = after[0] if after else self._spans[0]
        cursor = self._editor.textCursor()
        cursor.setPosition(start)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        self._editor.setTextCursor(cursor)
        self._editor.ensureCursorVisible()
        self._update_status()

    def _current_index(self) -> int | None:
        cursor = self._editor.textCursor()
        selected = (cursor.selectionStart(), cursor.selectionEnd())
        try:
            return self._spans.index(selected) + 1
        except ValueError:
            return None

    def _update_status(self) -> None:
        total = len(self._spans)
        if not self.field.text():
            self.status.setText("")
        elif total == 0:
            self.status.setText(self.tr("not found"))
        elif (index := self._current_index()) is not None:
            self.status.setText(self.tr("{current} of {total}").format(current=index, total=total))
        else:
            self.status.setText(self.tr("{total} found").format(total=total))
        not_found = bool(self.field.text()) and total == 0
        self.field.setStyleSheet(_NOT_FOUND_STYLE if not_found else "")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.field and event.type() == QEvent.Type.KeyPress:
            return self._handle_field_key(event)
        return super().eventFilter(watched, event)

    def _handle_field_key(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.find_next(backward=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            return True
        if event.key() == Qt.Key.Key_Escape:
            self.close_bar()
            return True
        if event.key() == Qt.Key.Key_F3:
            self.find_next(backward=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            return True
        return False
