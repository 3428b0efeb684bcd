"""Smoothing of the per-step loss and gradient-norm curves, as TensorBoard does it.

Per-step values are noisy bands; an exponential moving average, y = w·y_prev + (1 − w)·x, shows
the trend. The raw curve stays behind it, faint, so nothing is hidden. The average is extended
as snapshots arrive (only the new points are computed), in vectorised blocks short enough that
w^-k cannot overflow, and rebuilt from the raw buffer when the weight changes.
"""
from __future__ import annotations

import math
from typing import Optional

import numpy as np
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDoubleSpinBox, QHBoxLayout, QLabel, QWidget

from playground.ui.plots.series import SeriesBuffer

# Off by default: a second, faint curve per series costs each redraw; a class turns it on
# (TensorBoard's usual 0.6 is one click of the box's arrow away from 0.5).
DEFAULT_WEIGHT = 0.0
SHORT_CHUNK = 64  # up to this many new values, a plain loop beats numpy's per-call overhead
MAX_WEIGHT = 0.99
SAFE_EXPONENT = 27.0  # w^-k stays below e^27 ≈ 5e11 inside a block: no overflow, little rounding


def ema(values: np.ndarray, weight: float, previous: Optional[float] = None) -> np.ndarray:
    """The exponential moving average of ``values``, continuing from ``previous`` (None: start
    at the first value)."""
    values = np.asarray(values, dtype=np.float64)
    if len(values) == 0 or weight <= 0:
        return values.copy()
    out = np.empty_like(values)
    start = 0
    if previous is None:
        previous, out[0], start = values[0], values[0], 1
    if len(values) - start <= SHORT_CHUNK:  # a snapshot's few new steps
        keep = 1.0 - weight
        for index in range(start, len(values)):
            previous = weight * previous + keep * values[index]
            out[index] = previous
        return out
    block = max(1, int(SAFE_EXPONENT / -math.log(weight)))
    for first in range(start, len(values), block):
        chunk = values[first:first + block]
        powers = weight ** np.arange(1, len(chunk) + 1)  # w^1 … w^n
        # y_j = w^(j+1)·y_prev + (1 − w)·Σ_k≤j w^(j−k)·x_k, with w^(j−k) = w^(j+1) / w^(k+1)
        out[first:first + len(chunk)] = powers * (previous + (1 - weight) * np.cumsum(chunk / powers))
        previous = out[first + len(chunk) - 1]
    return out


class SmoothedBuffer(SeriesBuffer):
    """A SeriesBuffer of the moving average of what is appended to it (finite values only, as
    the raw buffer keeps them, so both halve alike on long runs)."""

    def __init__(self, weight: float = DEFAULT_WEIGHT) -> None:
        super().__init__()
        self.weight = weight

    def extend(self, steps, values, finite_only: bool = True) -> None:
        steps = np.asarray(steps, dtype=np.float64).ravel()
        values = np.asarray(values, dtype=np.float64).ravel()
        count = min(len(steps), len(values))
        steps, values = steps[:count], values[:count]
        keep = np.isfinite(values)
        steps, values = steps[keep], values[keep]
        super().extend(steps, ema(values, self.weight, self.last()), finite_only=False)

    def rebuild(self, raw: SeriesBuffer, weight: float) -> None:
        """A new weight: the average of ``raw`` again."""
        self.weight = weight
        self.clear()
        self.extend(raw.steps, raw.values)


class SmoothingControl(QWidget):
    """"smoothing [0.60]": the moving average's weight, 0 (raw) to 0.99; ``changed(weight)``."""

    changed = Signal(float)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self.tr("smoothing"))
        self.spin = QDoubleSpinBox()
        self.spin.setRange(0.0, MAX_WEIGHT)
        self.spin.setSingleStep(0.1)
        self.spin.setDecimals(2)
        self.spin.setValue(DEFAULT_WEIGHT)
        self.spin.setKeyboardTracking(False)
        self.spin.setToolTip(self.tr(
            "An exponential moving average of the per-step values (0: none, 0.99: very smooth); "
            "the raw curve stays faint behind it"))
        self.label.setBuddy(self.spin)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.label)
        row.addWidget(self.spin)
        self.spin.valueChanged.connect(self.changed)

    def weight(self) -> float:
        return float(self.spin.value())

    def set_weight(self, weight: float) -> None:
        self.spin.setValue(weight)

    def text_widgets(self) -> list[QWidget]:
        """For PlotStyle.text: these grow in presentation mode."""
        return [self.label, self.spin]


class SmoothedCurve:
    """A live curve drawn smoothed, with its raw values faint behind it.

    ``main``: the panel's curve (its legend entry and hover readout read the smooth values);
    a second, faint curve of the raw values is made below it. ``raw`` is the raw SeriesBuffer."""

    def __init__(self, main, raw_curve, weight: float = DEFAULT_WEIGHT) -> None:
        self.main = main
        self.raw_curve = raw_curve
        self.raw_curve.setZValue(main.zValue() - 1)
        self.raw = SeriesBuffer()
        self.smooth = SmoothedBuffer(weight)

    @property
    def weight(self) -> float:
        return self.smooth.weight

    def extend(self, steps, values) -> None:
        self.raw.extend(steps, values)
        if self.weight > 0:
            self.smooth.extend(steps, values)

    def set_weight(self, weight: float) -> None:
        self.smooth.rebuild(self.raw, weight) if weight > 0 else self.smooth.clear()
        self.smooth.weight = weight

    def clear(self) -> None:
        self.raw.clear()
        self.smooth.clear()

    def draw(self) -> None:
        """setData on both curves: smooth over faint raw, or (weight 0) the raw values alone."""
        if self.weight > 0 and len(self.raw):
            self.main.setData(self.smooth.steps, self.smooth.values)
            self.raw_curve.setData(self.raw.steps, self.raw.values)
            self.raw_curve.setVisible(self.main.isVisible())
        else:
            self.main.setData(self.raw.steps, self.raw.values)
            if self.raw_curve.isVisible():  # emptied once, not on every redraw
                self.raw_curve.setData([], [])
                self.raw_curve.hide()
