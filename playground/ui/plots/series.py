"""SeriesBuffer: the (step, value) pairs a live curve grows in, in numpy arrays."""
from __future__ import annotations

from typing import Optional

import numpy as np

MAX_POINTS = 1 << 18  # per curve: past this, every other point is dropped (a screen shows far fewer)


class SeriesBuffer:
    """(step, value) pairs in numpy arrays that double when full, so appending is amortised O(1).

    A run of millions of steps must not grow the window without bound: at ``max_points`` the
    buffer keeps every other point, halving its resolution (the curves are downsampled to the
    screen's width anyway), so memory stays flat however long a run lasts."""

    def __init__(self, capacity: int = 1024, max_points: int = MAX_POINTS) -> None:
        self.max_points = max_points
        self._steps = np.empty(capacity, dtype=np.float64)
        self._values = np.empty(capacity, dtype=np.float64)
        self._length = 0

    def __len__(self) -> int:
        return self._length

    def extend(self, steps, values, finite_only: bool = True) -> None:
        """Append steps and values (same length); non-finite values are left out (a gap in a
        test-loss record means "not measured at this step", not zero)."""
        steps = np.asarray(steps, dtype=np.float64).ravel()
        values = np.asarray(values, dtype=np.float64).ravel()
        count = min(len(steps), len(values))
        steps, values = steps[:count], values[:count]
        if finite_only:
            keep = np.isfinite(values)
            steps, values = steps[keep], values[keep]
        needed = self._length + len(steps)
        while needed > self.max_points and self._length > 1:
            self._halve()
            needed = self._length + len(steps)
        if needed > len(self._steps):
            self._grow(needed)
        self._steps[self._length:needed] = steps
        self._values[self._length:needed] = values
        self._length = needed

    def _grow(self, needed: int) -> None:
        capacity = max(needed, 2 * len(self._steps))
        for name in ("_steps", "_values"):
            old = getattr(self, name)
            new = np.empty(capacity, dtype=np.float64)
            new[: self._length] = old[: self._length]
            setattr(self, name, new)

    def _halve(self) -> None:
        kept = self._steps[: self._length : 2].copy(), self._values[: self._length : 2].copy()
        self._length = len(kept[0])
        self._steps[: self._length], self._values[: self._length] = kept

    def clear(self) -> None:
        self._length = 0

    @property
    def steps(self) -> np.ndarray:
        return self._steps[: self._length]

    @property
    def values(self) -> np.ndarray:
        return self._values[: self._length]

    def last(self) -> Optional[float]:
        return float(self._values[self._length - 1]) if self._length else None
