"""Typing an edit into the real editor, and timing it until each stage of its check is on screen.

The window draws a check in stages (vocabulary.CheckStage): the curves first, then the Jacobian,
then the complete result. Each stage is timed from the debounce timer firing until the widgets
that show it have painted it: f and its derivative for the curves, the Jacobian tab's heat maps
for the Jacobian, the status bar's "checked in …" for the complete result. A window (or an engine)
that answers in one piece draws every stage at once, when its only answer comes.
"""
from __future__ import annotations

import time
from typing import Optional

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QTextCursor

from benchmarks.edit_source import EDIT_SCALE_LINE
from benchmarks.window_probes import PaintLog
from playground.vocabulary import CheckStage

STAGE_ORDER = (CheckStage.CURVES, CheckStage.JACOBIAN, CheckStage.CHECKS)


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
    """Times one edit: ``fired`` when the debounce timer fires; per stage, ``arrived[stage]`` when
    its answer is handed to the window and ``shown[stage]`` after every widget watched for it
    painted it; ``done`` once the last stage watched is shown."""

    def __init__(self, window, paints: PaintLog, watched: dict):
        """``watched``: stage → the PaintLog names that must all paint it (a stage left out is
        not waited for)."""
        super().__init__()
        self.window = window
        self.paints = paints
        self.watched = {stage: tuple(names) for stage, names in watched.items() if names}
        window.live.timer.installEventFilter(self)
        window.live.staged.connect(self._on_answer)
        window.live.checked.connect(self._on_answer)
        paints.listeners.append(self._on_paint)
        self.arm()

    def arm(self) -> None:
        self.fired: Optional[float] = None
        self.done: Optional[float] = None
        self.arrived: dict[CheckStage, float] = {}
        self.shown: dict[CheckStage, float] = {}
        self.engine_seconds: dict[CheckStage, float] = {}
        self._waiting: dict[CheckStage, set[str]] = {}

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Timer and self.fired is None:
            self.fired = time.perf_counter()
        return False

    def _on_answer(self, result, *_args) -> None:
        """An answer came: it brings its own stage and every earlier one that had not come."""
        if self.fired is None:
            return
        now = time.perf_counter()
        for stage in STAGE_ORDER[:STAGE_ORDER.index(result.stage) + 1]:
            if stage in self.arrived:
                continue
            self.arrived[stage] = now
            self.engine_seconds[stage] = result.elapsed
            if stage in self.watched:
                self._waiting[stage] = set(self.watched[stage])

    def _on_paint(self, name: str, _when: float) -> None:
        for stage, names in list(self._waiting.items()):
            if name in names:
                names.discard(name)
                if not names:
                    del self._waiting[stage]
                    QTimer.singleShot(0, lambda stage=stage: self._painted(stage))

    def _painted(self, stage: CheckStage) -> None:
        self.shown[stage] = time.perf_counter()
        if set(self.shown) >= set(self.watched):
            self.done = self.shown[stage]

    def seconds_to(self, stage: CheckStage) -> float:
        """From the debounce firing to ``stage`` on screen."""
        return self.shown[stage] - self.fired

    def close(self) -> None:
        self.window.live.timer.removeEventFilter(self)
        self.window.live.staged.disconnect(self._on_answer)
        self.window.live.checked.disconnect(self._on_answer)
        self.paints.listeners.remove(self._on_paint)
