"""The console pane: what the user's code printed, and its errors with clickable line numbers.

An error is worded in the window's language (ui/words/codes.py); text that is not ours to translate
(Python's or torch's own message) waits behind a "details" link that opens it below the error.

While Predict mode hides the example's gradients (graph/example_view.py), what the code printed
(``print(X.grad)``: the answer) is held: each run of printed lines waits behind one grey line that
says so, and comes back in its place when the gradients are revealed (``set_held``).
"""
from __future__ import annotations

import html
import itertools

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QColor, QFont, QFontDatabase, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextBrowser

from playground.codes import restart_of_error
from playground.protocol import ErrorInfo
from playground.ui.theme import colours
from playground.ui.words.codes import error_words, phase_words

# The console keeps this many blocks; older ones scroll away (a print flood must not eat memory),
# and the first block says how many printed lines did.
MAX_BLOCKS = 5000
LINE_SCHEME = "line"
DETAIL_SCHEME = "detail"
OUTPUT_LINE = 1  # block user state of a line the user's code printed
DETAIL_LINE = 2  # block user state of an error's detail, opened by its link
HELD_LINE = 1000  # block user state HELD_LINE + key: the line that stands for printed lines held
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
        self._details: dict[int, str] = {}  # the detail behind each error's "details" link
        self._detail_keys = itertools.count(1)
        self.held = False  # Predict mode hides the gradients: printed lines wait (set_held)
        self._held: dict[int, str] = {}  # the printed lines behind each held line
        self._held_keys = itertools.count(1)
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
        """One error: its line as a link, its phase, type and message (and a "details" link)."""
        where = phase_words(error.phase)
        if error.line is not None:
            link = self.tr("Line {line}").format(line=error.line)
            head = f"<a href='{LINE_SCHEME}:{error.line}'>{html.escape(link)}</a> · {html.escape(where)}"
        else:
            head = html.escape(where[:1].upper() + where[1:])
        # A restart names no exception of the user's: its type is the app's own word.
        shown_type = error.type and error.type not in INTERNAL_TYPES and restart_of_error(error.code or "") is None
        kind = f"<b>{html.escape(error.type)}</b>: " if shown_type else ""
        words = error_words(error)
        body = html.escape(words.text).replace("\n", "<br>")
        if words.detail:
            key = next(self._detail_keys)
            self._details[key] = words.detail
            body += f" <a href='{DETAIL_SCHEME}:{key}'>{html.escape(self.tr('details'))}</a>"
        self.append(f"<div style='color:{colours().console_error}'>{head} — {kind}{body}</div>")
        self._trim()

    def toggle_detail(self, key: int) -> None:
        """Open the detail of error ``key`` below it, or close it again."""
        block = self._block_of_link(f"{DETAIL_SCHEME}:{key}")
        if block is None or key not in self._details:
            return
        cursor = QTextCursor(block)
        following = block.next()
        if following.isValid() and following.userState() == DETAIL_LINE:
            cursor.setPosition(block.position() + block.length() - 1)
            cursor.setPosition(following.position() + following.length() - 1, QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            return
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        grey = QTextCharFormat()
        grey.setForeground(QColor(colours().hint_text))
        cursor.insertBlock(QTextBlockFormat(), grey)
        cursor.insertText(self._details[key].replace("\n", "\u2028"), grey)  # one block, its lines kept
        cursor.block().setUserState(DETAIL_LINE)

    def _block_of_link(self, href: str):
        block = self.document().begin()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                if fragments.fragment().charFormat().anchorHref() == href:
                    return block
                fragments += 1
            block = block.next()
        return None

    def append_info(self, text: str) -> None:
        """A message of the app itself (grey)."""
        self.append(f"<div style='color:{colours().hint_text}'>{html.escape(text)}</div>")
        self._trim()

    def append_warning(self, text: str) -> None:
        """A message of the app that needs attention (orange, bold)."""
        self.append(f"<div style='color:{colours().console_warning}'><b>{html.escape(text)}</b></div>")
        self._trim()

    def set_held(self, held: bool) -> None:
        """Hold what the code printed behind a line each (Predict mode hides the gradients), or
        show it again in its place (they are revealed)."""
        if bool(held) == self.held:
            return
        self.held = bool(held)
        if self.held:
            self._hold_printed()
        else:
            self._show_held()

    def held_lines(self) -> int:
        """Printed lines held now."""
        return sum(len(text.split("\n")) for text in self._held.values())

    def _hold_printed(self) -> None:
        """Each run of printed lines (and held lines beside them) becomes one held line."""
        runs: list[list[int]] = []  # block numbers
        block, previous = self.document().begin(), False
        while block.isValid():
            printed = block.userState() == OUTPUT_LINE or block.userState() > HELD_LINE
            if printed and previous:
                runs[-1].append(block.blockNumber())
            elif printed:
                runs.append([block.blockNumber()])
            previous = printed
            block = block.next()
        document = self.document()
        for run in reversed(runs):  # from the end: the numbers of earlier blocks stay
            lines = [self._held.pop(state - HELD_LINE) if state > HELD_LINE else block.text()
                     for block in map(document.findBlockByNumber, run) for state in [block.userState()]]
            first, last = document.findBlockByNumber(run[0]), document.findBlockByNumber(run[-1])
            cursor = QTextCursor(document)
            cursor.setPosition(first.position())
            cursor.setPosition(last.position() + last.length() - 1, QTextCursor.MoveMode.KeepAnchor)
            key = next(self._held_keys)
            self._held[key] = "\n".join(lines)
            grey = QTextCharFormat()
            grey.setForeground(QColor(colours().hint_text))
            cursor.insertText(self.tr("What the code printed is held until the gradients are revealed "
                                      "(Reveal all, or ▶ through the last step) · lines: {count}")
                              .format(count=self._held[key].count("\n") + 1), grey)
            cursor.block().setUserState(HELD_LINE + key)

    def _show_held(self) -> None:
        """Every held line gives its printed lines back, in its place."""
        document = self.document()
        block = document.lastBlock()
        while block.isValid():
            above = block.previous()
            key = block.userState() - HELD_LINE
            if key > 0 and key in self._held:
                cursor = QTextCursor(block)
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                cursor.setCharFormat(QTextCharFormat())
                cursor.insertText(self._held.pop(key), QTextCharFormat())
                number = block.blockNumber()
                while number <= cursor.block().blockNumber():
                    document.findBlockByNumber(number).setUserState(OUTPUT_LINE)
                    number += 1
            block = above
        self._held.clear()
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
        if self.held:
            self._hold_printed()
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
            state = block.userState()
            removed_output += state == OUTPUT_LINE
            if state > HELD_LINE and state - HELD_LINE in self._held:  # its lines go with it
                removed_output += self._held.pop(state - HELD_LINE).count("\n") + 1
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
        self._details.clear()
        self._held.clear()
        super().clear()

    def plain_text(self) -> str:
        """Everything shown, as text (for tests and copy)."""
        return self.toPlainText()

    def _on_anchor(self, url: QUrl) -> None:
        try:
            number = int(url.path())
        except ValueError:
            return
        if url.scheme() == LINE_SCHEME:
            self.line_activated.emit(number)
        elif url.scheme() == DETAIL_SCHEME:
            self.toggle_detail(number)
