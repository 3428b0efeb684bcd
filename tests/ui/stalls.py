"""How long the window's thread stalled, counting only the time our process is to blame for.

A timer ticks on the window's event loop; the gap between two ticks is the time the loop did not
turn. On a loaded machine much of such a gap is spent waiting for a CPU (the thread was ready to
run; the scheduler ran someone else), and that part says nothing about our code. Linux counts
exactly that wait per thread (``/proc/thread-self/schedstat``, its second field: nanoseconds
spent runnable on a run queue), so each gap less the run-queue wait within it is the stall our
own code caused: its work on the CPU and every time it blocked (a read from the engine's pipe,
a lock, a sleep). A window that waited for the engine still shows its whole wait; a window that
did too much in one turn still shows its work; other processes' load does not count.
"""
from __future__ import annotations

import contextlib
import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer

SCHEDSTAT = Path("/proc/thread-self/schedstat")


def run_queue_wait() -> float:
    """Seconds this thread has spent ready to run but waiting for a CPU (0 where not counted)."""
    try:
        return int(SCHEDSTAT.read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


class Ticks:
    """A timer ticking every ``tick_ms`` on the window's thread while something is under way.

    ``longest_stall``: the longest gap between ticks that our process is to blame for (the wall
    gap less the time the thread waited for a CPU); ``longest_wall_gap``: the gap as a clock saw
    it, for the message. ``max_stall_s``: a window that waited for the engine would stall for a
    whole time limit (2 s in the fault tests) or longer; ordinary work (a compile's plots, a
    thousand console lines) costs it under 0.3 s of its own."""

    def __init__(self, tick_ms: int = 20, max_stall_s: float = 1.5):
        self.tick_ms = tick_ms
        self.max_stall_s = max_stall_s
        self.times: list[tuple[float, float]] = []  # (monotonic, run-queue wait) at each tick
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        self.times.append((time.monotonic(), run_queue_wait()))

    @contextlib.contextmanager
    def running(self):
        self.times = []
        self._tick()
        self.timer.start(self.tick_ms)
        try:
            yield self
        finally:
            self.timer.stop()
            self._tick()

    @property
    def ticks(self) -> int:
        """Ticks of the timer itself (not the two marks at start and end)."""
        return max(0, len(self.times) - 2)

    def _gaps(self) -> list[tuple[float, float]]:
        """(our stall, wall gap) between each two marks."""
        return [(max(0.0, (t2 - t1) - (w2 - w1)), t2 - t1)
                for (t1, w1), (t2, w2) in zip(self.times, self.times[1:])]

    @property
    def longest_stall(self) -> float:
        return max((ours for ours, _ in self._gaps()), default=0.0)

    @property
    def longest_wall_gap(self) -> float:
        return max((wall for _, wall in self._gaps()), default=0.0)

    def assert_responsive(self) -> None:
        assert self.ticks > 0, "the timer never ticked during the fault"
        assert self.longest_stall < self.max_stall_s, (
            f"the window stalled for {self.longest_stall:.1f} s of its own (the longest gap by the "
            f"clock: {self.longest_wall_gap:.1f} s; ticks: {self.ticks} in "
            f"{self.times[-1][0] - self.times[0][0]:.1f} s)")
