"""The Function hints as the text is typed: a short pause after the last keystroke, then the
static check (hints/function_hints.py, a parse of the text: about a millisecond for a lesson) and
the editor's ``hints`` marks. Nothing runs; the engine is not asked. While the text does not parse
(a line half typed), the last hints stay. The check and its sentences (hints/, editor/hint_words.py)
load at the first pause: the window's first frame has no text to check (issue 31)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer

from playground.ui.editor.note_marks import EditorMark

SOURCE = "hints"
PAUSE_MS = 250
# A text this long is no Function a student typed (pasted data): parsing it on every pause would
# take the window's time.
LONGEST_TEXT = 200_000


class LiveHints(QObject):
    """Keeps an editor's ``hints`` marks in step with its text (and with the window's language)."""

    def __init__(self, editor):
        super().__init__(editor)
        self._editor = editor
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PAUSE_MS)
        self._timer.timeout.connect(self.refresh)
        editor.text_changed_by_user.connect(self._timer.start)
        editor.installEventFilter(self)

    def refresh(self) -> None:
        """Check the text now and mark what was found."""
        from playground.hints import function_hints, parses
        from playground.ui.editor.hint_words import hint_message

        self._timer.stop()
        text = self._editor.toPlainText()
        hints = function_hints(text) if len(text) <= LONGEST_TEXT else []
        if not hints and any(mark.source == SOURCE for mark in self._editor.marks()) and not parses(text):
            return  # half-typed (an open bracket): the last hints stay until the text parses again
        self._editor.set_marks(SOURCE, [EditorMark(hint.line, hint.column, str(hint.code), hint_message(hint), SOURCE)
                                        for hint in hints])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._editor and event.type() == QEvent.Type.LanguageChange:
            self.refresh()  # the same hints, in the new language
        return super().eventFilter(watched, event)
