"""Instruments for a live window: paint counters and an event-loop delay probe.

They watch the real widgets from outside (event filters and timers) and change nothing.
"""
from __future__ import annotations

import time
from typing import Optional

from PySide6.QtCore import QEvent, QObject, Qt, QTimer


class PaintLog(QObject):
    """Records when each watched widget was painted: ``times[name]`` is a list of perf_counter
    stamps, one per Paint event (taken as the paint begins)."""

    def __init__(self, parent: Optional[QObject] = None):
        super().__init__(parent)
        self.times: dict[str, list[float]] = {}
        self._names: dict[int, str] = {}
        self.listeners: list = []  # callables (name, time) told of every paint

    def watch(self, name: str, widget) -> None:
        self._names[id(widget)] = name
        self.times.setdefault(name, [])
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Paint:
            name = self._names.get(id(watched))
            if name is not None:
                now = time.perf_counter()
                self.times[name].append(now)
                for listener in self.listeners:
                    listener(name, now)
        return False

    def count(self, name: str, start: float, end: float) -> int:
        return sum(1 for t in self.times.get(name, ()) if start <= t < end)

    def new_frames(self, name: str, updates: list[float], start: float, end: float) -> int:
        """Paints in [start, end) that showed new data: an update (a panel's flush) came after
        the paint before them. A repaint for any other reason (a layout, a tab) is not a frame."""
        frames, previous, pending = 0, None, sorted(updates)
        index = 0
        for painted in self.times.get(name, ()):
            while index < len(pending) and pending[index] <= painted:
                index += 1
            fresh = index > 0 and (previous is None or pending[index - 1] > previous)
            if fresh and start <= painted < end:
                frames += 1
            previous = painted
        return frames

    def clear(self) -> None:
        for stamps in self.times.values():
            stamps.clear()


class LoopDelayProbe(QObject):
    """A 1 ms precise timer: how late each tick comes is how long the event loop was busy."""

    def __init__(self, parent: Optional[QObject] = None, interval_ms: int = 1):
        super().__init__(parent)
        self.interval = interval_ms / 1000.0
        self.ticks: list[float] = []
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(lambda: self.ticks.append(time.perf_counter()))

    def start(self) -> None:
        self.ticks = [time.perf_counter()]
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def delays_ms(self, start: float, end: float) -> list[float]:
        """Lateness of every tick in [start, end), in milliseconds (never below 0)."""
        delays = []
        for before, after in zip(self.ticks, self.ticks[1:]):
            if start <= after < end:
                delays.append(max(0.0, (after - before - self.interval) * 1000.0))
        return delays
