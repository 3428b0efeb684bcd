"""A cap on training steps per second, for a class that wants to watch the gradients move.

A toy model trains 1,000 steps in well under 3 s, over before anyone sees a curve move. With a cap
the loop waits after each step until 1/cap seconds have passed since the step began, in short
sleeps between which it answers Pause, Stop and edits. Without a cap (0, the default) the loop
pays one comparison a step.
"""
from __future__ import annotations

import time
from typing import Callable

# The longest single sleep: Stop and Pause are answered within this.
SLICE_S = 0.02


class Pace:
    """``wait(step_started, answer)`` after each step; ``answer()`` handles incoming messages and
    returns False when the run should stop waiting (stopped or paused)."""

    def __init__(self, steps_per_second: float, clock: Callable[[], float] = time.perf_counter,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.period = 1.0 / steps_per_second if steps_per_second and steps_per_second > 0 else 0.0
        self.clock = clock
        self.sleep = sleep

    @property
    def capped(self) -> bool:
        return self.period > 0

    def wait(self, step_started: float, answer: Callable[[], bool]) -> float:
        """Wait out the rest of this step's period; the seconds waited."""
        if not self.period:
            return 0.0
        waited_from = self.clock()
        due = step_started + self.period
        while (left := due - self.clock()) > 0:
            self.sleep(min(left, SLICE_S))
            if not answer():
                break
        return self.clock() - waited_from
