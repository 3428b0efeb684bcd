"""A floor under the automatic y range, so rounding noise is never blown up to fill a plot.

A constant derivative (0.3137 everywhere) computed numerically wobbles by ~1e-11; pyqtgraph's
auto range zooms into that wobble and shows a frantic zig-zag labelled 0.313725739715 …720.
SpanFloor adds an invisible two-point item to the plot, centred on the data, whose height is
the least span the y axis may show: a fraction of the data's magnitude, and never below an
absolute floor. Auto range then includes it; where the data span more, it changes nothing.
"""
from __future__ import annotations

from typing import Iterable, Optional

import numpy as np
import pyqtgraph as pg

MIN_RELATIVE_SPAN = 0.1  # of the data's magnitude: 0.3137 ± 0.016
MIN_ABSOLUTE_SPAN = 1e-6  # a derivative of 1e-12 everywhere reads as 0, not as noise
ROBUST_PERCENTILES = (0.5, 99.5)  # like the plots' 99 % auto range: a spike does not count


def robust_bounds(arrays: Iterable[Optional[np.ndarray]]) -> Optional[tuple[float, float]]:
    """(low, high) of the finite values of the arrays, a few extreme ones left out; None if
    there are no finite values."""
    finite = [np.asarray(a, dtype=np.float64).ravel() for a in arrays if a is not None]
    values = np.concatenate(finite) if finite else np.empty(0)
    values = values[np.isfinite(values)]
    if values.size == 0:
        return None
    low, high = np.percentile(values, ROBUST_PERCENTILES)
    return float(low), float(high)


def least_span(low: float, high: float) -> float:
    """The smallest y span worth showing for data between low and high."""
    magnitude = max(abs(low), abs(high))
    return max(MIN_RELATIVE_SPAN * magnitude, MIN_ABSOLUTE_SPAN)


class SpanFloor:
    """An invisible item that keeps a plot's automatic y range at least least_span() tall."""

    def __init__(self, plot: pg.PlotItem) -> None:
        # A transparent pen, not pen=None: pyqtgraph leaves hidden curves out of the range.
        self.item = pg.PlotDataItem(pen=pg.mkPen(0, 0, 0, 0))
        self.item.setZValue(-100)
        plot.addItem(self.item)

    def follow(self, x: np.ndarray, arrays: Iterable[Optional[np.ndarray]]) -> None:
        """Centre the floor on the finite values of arrays (drawn against x)."""
        bounds = robust_bounds(arrays)
        finite_x = np.asarray(x, dtype=np.float64)
        finite_x = finite_x[np.isfinite(finite_x)]
        if bounds is None or finite_x.size == 0:
            self.item.setData([], [])
            return
        low, high = bounds
        centre, half = (low + high) / 2, least_span(low, high) / 2
        middle = float(np.median(finite_x))
        self.item.setData([middle, middle], [centre - half, centre + half])

    def span(self) -> Optional[tuple[float, float]]:
        """The y interval the floor covers now (None when there is no data)."""
        _x, y = self.item.getOriginalDataset()
        return None if y is None or len(y) == 0 else (float(y[0]), float(y[1]))
