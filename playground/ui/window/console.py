"""The console pane: what the user's code printed, and its errors with clickable line numbers."""
from __future__ import annotations

import html

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QColor, QFont, QFontDatabase, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextBrowser

from playground.protocol import ErrorInfo
from playground.ui.engine_words import error_message
from playground.ui.phase_words import phase_words
from playground.ui.theme import colours

__all__ = ["ConsolePane", "phase_words"]  # phase_words: where the window's modules import it

# The console keeps this many blocks; older ones scroll away (a print flood must not eat memory),
# and the first block says how many printed lines did.
MAX_BLOCKS = 5000
LINE_SCHEME = "line"
OUTPUT_LINE = 1  # block user state of a line the user's code printed
# Types that name the app's machinery, not the student's code: the message says it all.
INTERNAL_TYPES = {"EngineRestarted", "KeyboardInterrupt", "InputError", "ConfigError",
                  "NonFiniteError", "UserCodeError"}


class ConsolePane(QTextBrowser):
    """Read-only log. Errors carry a link to their line; clicking it emits ``line_activated``."""

    line_activated = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.scrolled_away = 0  # printed lines removed from the top to keep MAX_BLOCKS
        self._has_header = False  # the first block states scrolled_away
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setPlaceholderText(self.tr("What your code prints, and its errors, appear here."))
        self.anchorClicked.connect(self._on_anchor)

    def set_font_point_size(self, size: float) -> None:
        """Used by presentation mode / zoom."""
        font = QFont(self.font())
        font.setPointSizeF(size)
        self.setFont(font)

    def append_output(self, text: str, dropped: int = 0) -> None:
        """What user code printed, verbatim."""
        text = text.rstrip("\n")
        if text:
            self._append_printed(text)
        if dropped:  # lines the engine kept back: earlier than those shown, like trimmed ones
            self.scrolled_away += dropped
            self._ensure_header()
            self._write_header()

    def append_error(self, error: ErrorInfo) -> None:
        """One error: its line as a link, its phase, type and message."""
        where = phase_words(error.phase)
        if error.line is not None:
            link = self.tr("Line {line}").format(line=error.line)
            head = f"<a href='{LINE_SCHEME}:{error.line}'>{html.escape(link)}</a> · {html.escape(where)}"
        else:
            head = html.escape(where[:1].upper() + where[1:])
        shown_type = error.type and error.type not in INTERNAL_TYPES
        kind = f"<b>{html.escape(error.type)}</b>: " if shown_type else ""
        body = html.escape(error_message(error)).replace("\n", "<br>")
        self.append(f"<div style='color:{colours().console_error}'>{head} — {kind}{body}</div>")
        self._trim()

    def append_info(self, text: str) -> None:
        """A message of the app itself (grey)."""
        self.append(f"<div style='color:{colours().hint_text}'>{html.escape(text)}</div>")
        self._trim()

    def append_warning(self, text: str) -> None:
        """A message of the app that needs attention (orange, bold)."""
        self.append(f"<div style='color:{colours().console_warning}'><b>{html.escape(text)}</b></div>")
        self._trim()

    def _append_printed(self, text: str) -> None:
        """Plain text, one block a line, each marked as printed so trimming can count it."""
        document = self.document()
        cursor = QTextCursor(document)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        first_new = document.blockCount()
        if not document.isEmpty():
            cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        else:
            first_new = 0
        cursor.insertText(text, QTextCharFormat())
        block = document.findBlockByNumber(first_new)
        while block.isValid():
            block.setUserState(OUTPUT_LINE)
            block = block.next()
        self._trim()
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def _trim(self) -> None:
        """Remove the oldest blocks past MAX_BLOCKS, counting the printed lines among them (the
        first block, once there is one, states how many printed lines are not shown)."""
        document = self.document()
        header = 1 if self._has_header else 0
        excess = document.blockCount() - MAX_BLOCKS + (1 - header)  # room for a new header
        if excess <= 0:
            return
        first = block = document.findBlockByNumber(header)
        removed_output = 0
        for _ in range(excess):
            removed_output += block.userState() == OUTPUT_LINE
            block = block.next()
        cursor = QTextCursor(document)
        cursor.setPosition(first.position())
        cursor.setPosition(block.position() if block.isValid() else document.characterCount() - 1,
                           QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        self._ensure_header()
        self.scrolled_away += removed_output
        self._write_header()

    def _ensure_header(self) -> None:
        if self._has_header:
            return
        document = self.document()
        kept_state = document.begin().userState()  # splitting the block leaves it on top
        cursor = QTextCursor(document)
        cursor.setPosition(0)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        document.begin().next().setUserState(kept_state)
        self._has_header = True

    def _write_header(self) -> None:
        """The first block: how many printed lines scrolled away (kept in place, updated)."""
        cursor = QTextCursor(self.document())
        cursor.setPosition(0)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        grey = QTextCharFormat()
        grey.setForeground(QColor(colours().hint_text))
        cursor.insertText(self.tr("… {count} earlier lines not shown (the console keeps the last {kept}).")
                          .format(count=f"{self.scrolled_away:,}", kept=f"{MAX_BLOCKS:,}"), grey)
        cursor.block().setUserState(0)

    def clear(self) -> None:  # noqa: D102 (Qt override)
        self.scrolled_away = 0
        self._has_header = False
        super().clear()

    def plain_text(self) -> str:
        """Everything shown, as text (for tests and copy)."""
        return self.toPlainText()

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == LINE_SCHEME:
            try:
                self.line_activated.emit(int(url.path()))
            except ValueError:
                pass
