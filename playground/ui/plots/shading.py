"""Shading where the user's backward differs from the numerical derivative.

A ProbeData carries a boolean mask per output; each run of True becomes one vertical band.
Bands are pooled: created on first need, then moved and hidden, never re-created.
"""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

MAX_SHADES = 64  # more separate differing runs are merged across their smallest gaps
SHADE_BRUSH = (213, 94, 0, 50)  # faint vermillion, the colour of "your backward"


def differing_runs(mask, limit: int = MAX_SHADES) -> list[tuple[int, int]]:
    """(first, last) index of each run of True in mask; at most limit runs (closest ones merged)."""
    mask = np.asarray(mask, dtype=bool).ravel()
    if not mask.any():
        return []
    steps = np.diff(np.concatenate(([0], mask.astype(np.int8), [0])))
    starts, ends = np.flatnonzero(steps == 1), np.flatnonzero(steps == -1) - 1
    if len(starts) > limit:
        gaps = starts[1:] - ends[:-1]
        breaks = np.sort(np.argsort(gaps, kind="stable")[::-1][: limit - 1])
        starts = np.concatenate(([starts[0]], starts[breaks + 1]))
        ends = np.concatenate((ends[breaks], [ends[-1]]))
    return [(int(a), int(b)) for a, b in zip(starts, ends)]


def run_span(x: np.ndarray, first: int, last: int) -> tuple[float, float]:
    """The x interval a run of grid points covers: half a grid step beyond each end point."""
    left = x[first] - (x[first] - x[first - 1]) / 2 if first > 0 else x[first]
    right = x[last] + (x[last + 1] - x[last]) / 2 if last + 1 < len(x) else x[last]
    if right <= left:  # a single-point grid: keep the shade visible
        left, right = left - 0.5, right + 0.5
    return float(left), float(right)


class ShadePool:
    """Vertical shaded bands, created on first need and then reused (hidden when unused)."""

    def __init__(self, plot: pg.PlotItem) -> None:
        self.plot = plot
        self.items: list[pg.LinearRegionItem] = []

    def show_spans(self, spans: list[tuple[float, float]]) -> None:
        while len(self.items) < len(spans):
            band = pg.LinearRegionItem(movable=False, brush=pg.mkBrush(*SHADE_BRUSH),
                                       pen=pg.mkPen(None))
            band.setZValue(-10)
            self.plot.addItem(band, ignoreBounds=True)
            self.items.append(band)
        for band, span in zip(self.items, spans):
            band.setRegion(span)
            band.show()
        for band in self.items[len(spans):]:
            band.hide()

    @property
    def visible_count(self) -> int:
        return sum(1 for band in self.items if band.isVisible())
