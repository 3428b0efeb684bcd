"""Room to grow on a live plot's step axis, so the axis is not redrawn with every frame.

With automatic range, a curve that gains steps 30 times a second changes the x range 30 times a
second, and pyqtgraph regenerates the axis (ticks, labels, their picture) every time: on the
Gradients tab, axes were the largest share of the window's drawing. StepRoom is an invisible item
at a round number of steps past the last one (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k): the
automatic range includes it, so the step axis changes only when training passes that number
(at most a quarter of the axis stays empty ahead of the curve). It takes no part in the y range,
and a user who zooms or pans turns automatic range off, as before.
"""
from __future__ import annotations

import math
from typing import Optional

import pyqtgraph as pg
from PySide6.QtCore import QRectF

ROUND_STEPS = (1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0)
LEAST_ROOM = 10  # steps: the first frames of a run share one axis


def room_for(last_step: float) -> float:
    """The smallest round number of steps at or above ``last_step`` (at least LEAST_ROOM)."""
    if not math.isfinite(last_step) or last_step <= LEAST_ROOM:
        return float(LEAST_ROOM)
    decade = 10.0 ** math.floor(math.log10(last_step))
    for factor in ROUND_STEPS:
        # A little tolerance: 3000 steps are room enough for step 3000.0000000004.
        if factor * decade >= last_step * (1 - 1e-12):
            return factor * decade
    return 10.0 * decade  # unreachable: ROUND_STEPS ends at 10


class StepRoom(pg.GraphicsObject):
    """Add to a plot; ``follow(last_step)`` after each new batch of steps, ``clear()`` for none."""

    def __init__(self, plot: pg.PlotItem) -> None:
        super().__init__()
        self.end: Optional[float] = None
        plot.addItem(self)

    def follow(self, last_step: Optional[float]) -> None:
        end = None if last_step is None else room_for(float(last_step))
        if end != self.end:
            self.end = end
            self.informViewBoundsChanged()

    def clear(self) -> None:
        self.follow(None)

    def dataBounds(self, axis: int, frac: float = 1.0, orthoRange=None):  # noqa: N802 (pyqtgraph's)
        """Its step on the x axis; nothing on the y axis (None leaves y to the curves)."""
        return (self.end, self.end) if axis == 0 and self.end is not None else None

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's)
        return QRectF()

    def paint(self, painter, option, widget=None) -> None:
        """Draws nothing: it is there for the range."""
