"""Typing an edit into the real editor, and timing it until the new curves are on screen."""
from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QTextCursor

from benchmarks.edit_source import EDIT_SCALE_LINE
from benchmarks.window_probes import PaintLog


def replace_scale(editor, value: str) -> None:
    """Select the number after ``SCALE = `` and type ``value`` over it (one user edit)."""
    document = editor.document()
    found = document.find(EDIT_SCALE_LINE)
    block = found.block()
    cursor = QTextCursor(block)
    cursor.setPosition(block.position() + len(EDIT_SCALE_LINE))
    cursor.setPosition(block.position() + block.length() - 1, QTextCursor.MoveMode.KeepAnchor)
    cursor.insertText(value)


class EditProbe(QObject):
    """Times one edit: ``fired`` when the debounce timer fires, ``arrived`` when the result is
    handed to the window, ``done`` after every watched plot painted it."""

    def __init__(self, window, paints: PaintLog, watched: tuple = ("function.0", "derivative.0")):
        """``watched``: the PaintLog names that must all paint the result (default: f and f')."""
        super().__init__()
        self.window = window
        self.paints = paints
        self.watched = watched
        window.live.timer.installEventFilter(self)
        window.live.checked.connect(self._on_checked)
        paints.listeners.append(self._on_paint)
        self.arm()

    def arm(self) -> None:
        self.fired = self.arrived = self.done = None
        self.engine_seconds = 0.0
        self.waiting: set[str] = set()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Timer and self.fired is None:
            self.fired = time.perf_counter()
        return False

    def _on_checked(self, result, *_args) -> None:
        if self.fired is None or self.arrived is not None:
            return
        self.arrived = time.perf_counter()
        self.engine_seconds = result.elapsed
        self.waiting = set(self.watched)

    def _on_paint(self, name: str, _when: float) -> None:
        if name in self.waiting:
            self.waiting.discard(name)
            if not self.waiting and self.done is None:
                QTimer.singleShot(0, self._painted)

    def _painted(self) -> None:
        self.done = time.perf_counter()

    def close(self) -> None:
        self.window.live.timer.removeEventFilter(self)
        self.window.live.checked.disconnect(self._on_checked)
        self.paints.listeners.remove(self._on_paint)
