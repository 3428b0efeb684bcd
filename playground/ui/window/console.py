"""The console pane: what the user's code printed, and its errors with clickable line numbers.

An error is worded in the window's language (ui/words/codes.py); text that is not ours to translate
(Python's or torch's own message) waits behind a "details" link that opens it below the error.

While Predict mode hides the example's gradients (graph/example_view.py), what the code printed
(``print(X.grad)``: the answer) is held behind a line that says so (``set_held``, console_held.py).
The same error twice among the errors just shown (a backward's, at its line and at the line that
called backward) is one entry that names both lines. A note of how the code was read (a stray
space forgiven, ``append_note``) is said once until the console is cleared: the check and Run
Example read the same text, and the checks during a run (which keep the console) read it again.
"""
from __future__ import annotations

import html
import itertools
from typing import Callable, Optional

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QTextBrowser

from playground.codes import restart_of_error
from playground.protocol import ErrorInfo
from playground.ui.theme import colours
from playground.ui.window.console_held import OUTPUT_LINE, HeldLines
from playground.ui.words.codes import error_words, phase_words
from playground.vocabulary import Phase

# The console keeps this many blocks; older ones scroll away (a print flood must not eat memory),
# and the first block says how many printed lines did.
MAX_BLOCKS = 5000
LINE_SCHEME = "line"
DETAIL_SCHEME = "detail"
DETAIL_LINE = 2  # block user state of an error's detail, opened by its link
ERROR_LINE = -1000  # block user state ERROR_LINE - key: an error's entry
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
        self._errors: dict[int, tuple] = {}  # an entry's errors (one bug, its places), words, detail key
        self._error_keys = itertools.count(1)
        self._recent_errors: dict[tuple, int] = {}  # the errors since anything else was shown: (words) → key
        self.held = False  # Predict mode hides the gradients: printed lines wait (set_held)
        self._notes_said: set[str] = set()  # the notes of how the code was read, since the last clear
        self._held = HeldLines()  # the printed lines behind each held line
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
        """One error: its line as a link, its phase, type and message (and a "details" link).
        The same error again among the errors just shown (a backward's error at its line, and
        again at the line that called backward) joins the first: one bug, one entry, its lines
        all named, the one inside the code's own function first."""
        words = error_words(error)
        same = self._recent_errors.get((words.text, words.detail))
        if same is not None and self._join_error(same, error):
            return
        key = next(self._error_keys)
        detail_key = None
        if words.detail:
            detail_key = next(self._detail_keys)
            self._details[detail_key] = words.detail
        self._errors[key] = ([error], words, detail_key)
        self.append(f"<div style='color:{colours().console_error}'>{self._error_html(key)}</div>")
        self.document().lastBlock().setUserState(ERROR_LINE - key)
        self._recent_errors[(words.text, words.detail)] = key
        self._trim()

    def _error_html(self, key: int) -> str:
        places, words, detail_key = self._errors[key]
        first, others = places[0], places[1:]
        # A restart names no exception of the user's: its type is the app's own word.
        shown_type = first.type and first.type not in INTERNAL_TYPES and restart_of_error(first.code or "") is None
        kind = f"<b>{html.escape(first.type)}</b>: " if shown_type else ""
        body = html.escape(words.text).replace("\n", "<br>")
        if detail_key is not None:
            body += f" <a href='{DETAIL_SCHEME}:{detail_key}'>{html.escape(self.tr('details'))}</a>"
        also = "".join(" (" + html.escape(self.tr("also: {place}")).replace("{place}", self._place_html(place)) + ")"
                       for place in others)
        return f"{self._place_html(first, capital=True)} — {kind}{body}{also}"

    def _place_html(self, error: ErrorInfo, capital: bool = False) -> str:
        """"Line 14 · in backward", its line a link."""
        where = phase_words(error.phase)
        if error.line is None:
            return html.escape(where[:1].upper() + where[1:] if capital else where)
        link = self.tr("Line {line}").format(line=error.line)
        return f"<a href='{LINE_SCHEME}:{error.line}'>{html.escape(link)}</a> · {html.escape(where)}"

    def _join_error(self, key: int, error: ErrorInfo) -> bool:
        """Name ``error``'s place in entry ``key`` (False: the entry scrolled away)."""
        block = self._block_of_state(ERROR_LINE - key)
        if block is None:
            return False
        places = self._errors[key][0]
        if any((p.line, p.phase) == (error.line, error.phase) for p in places):
            return True
        places.append(error)
        # where the bug is (in backward, in forward) before where it surfaced (running the file)
        places.sort(key=lambda place: place.phase == Phase.COMPILE)
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertHtml(f"<span style='color:{colours().console_error}'>{self._error_html(key)}</span>")
        return True

    def _block_of_state(self, state: int):
        return self._first_block(lambda block: block.userState() == state)

    def _first_block(self, test: Callable[[QTextBlock], bool]) -> Optional[QTextBlock]:
        """The document's first block for which ``test`` is true."""
        block = self.document().begin()
        while block.isValid():
            if test(block):
                return block
            block = block.next()
        return None

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
        return self._first_block(lambda block: _has_link(block, href))

    def append_note(self, text: str) -> None:
        """How the code was read (a stray space forgiven), in grey, once: a note said since the
        last clear is not said again, here or by ``append_info`` (Run Example's own note of it)."""
        self.append_info(text)
        self._notes_said.add(text)

    def append_info(self, text: str) -> None:
        """A message of the app itself (grey); not one ``append_note`` said already."""
        if text in self._notes_said:
            return
        self._recent_errors.clear()
        self.append(f"<div style='color:{colours().hint_text}'>{html.escape(text)}</div>")
        self._trim()

    def append_warning(self, text: str) -> None:
        """A message of the app that needs attention (orange, bold)."""
        self._recent_errors.clear()
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
            self._held.show(self.document())
            self._trim()

    def held_lines(self) -> int:
        """Printed lines held now."""
        return self._held.count()

    def _hold_printed(self) -> None:
        self._held.hold(self.document(), lambda count: self.tr(
            "What the code printed is held until the gradients are revealed (Reveal all, or ▶ through "
            "the last step) · lines: {count}").format(count=count), colours().hint_text)

    def _append_printed(self, text: str) -> None:
        """Plain text, one block a line, each marked as printed so trimming can count it."""
        self._recent_errors.clear()
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
            removed_output += self._held.drop(state)  # a held line's printed lines go with it
            self._errors.pop(ERROR_LINE - state, None)
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
        self._errors.clear()
        self._recent_errors.clear()
        self._notes_said.clear()
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


def _has_link(block: QTextBlock, href: str) -> bool:
    fragments = block.begin()
    while not fragments.atEnd():
        if fragments.fragment().charFormat().anchorHref() == href:
            return True
        fragments += 1
    return False
