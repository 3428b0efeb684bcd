"""Learning-rate input: a slider on a log scale and a spin box that steps 1-2-5, kept in step."""
from __future__ import annotations

import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QDoubleSpinBox, QHBoxLayout, QSlider, QWidget

LR_MIN = 1e-7
LR_MAX = 10.0
SLIDER_STEPS_PER_DECADE = 20


def one_two_five(value: float, direction: int) -> float:
    """The next value of the 1-2-5 series (…, 0.001, 0.002, 0.005, 0.01, …) above or below ``value``."""
    exponent = math.floor(math.log10(value))
    series = [m * 10.0 ** e for e in (exponent - 1, exponent, exponent + 1) for m in (1, 2, 5)]
    if direction > 0:
        return min(s for s in series if s > value * (1 + 1e-9))
    return max(s for s in series if s < value * (1 - 1e-9))


class LrSpinBox(QDoubleSpinBox):
    """Shows 0.01 or 1e-06 rather than fixed decimals; the arrows step through 1-2-5."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setDecimals(12)  # stored precision; the text shows what matters
        self.setRange(LR_MIN, LR_MAX)
        self.setKeyboardTracking(False)

    def textFromValue(self, value: float) -> str:  # noqa: N802 (Qt's name)
        return f"{value:.3g}"

    def valueFromText(self, text: str) -> float:  # noqa: N802
        try:
            return float(text)
        except ValueError:
            return self.value()

    def validate(self, text: str, pos: int):
        stripped = text.strip()
        try:
            value = float(stripped)
        except ValueError:
            partial = all(ch in "0123456789.eE+-" for ch in stripped)
            state = QValidator.State.Intermediate if partial else QValidator.State.Invalid
            return state, text, pos
        if LR_MIN <= value <= LR_MAX:
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Intermediate, text, pos

    def stepBy(self, steps: int) -> None:  # noqa: N802
        value = self.value()
        for _ in range(abs(steps)):
            value = one_two_five(value, 1 if steps > 0 else -1)
        self.setValue(min(max(value, LR_MIN), LR_MAX))


class LearningRateInput(QWidget):
    """Slider (log scale) + spin box; ``value_changed(float)`` when either moves.

    The widget itself shows the slider; ``spin`` is laid out by the owner (beside its label)."""

    value_changed = Signal(float)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(self._position(LR_MIN), self._position(LR_MAX))
        self.slider.setToolTip(self.tr("Learning rate, on a log scale"))
        self.spin = LrSpinBox()
        self.spin.setToolTip(self.tr("Learning rate (type a value such as 0.003 or 1e-4)"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.slider, 1)
        self.slider.valueChanged.connect(self._slider_moved)
        self.spin.valueChanged.connect(self._spin_changed)
        self.set_value(1e-2)

    def value(self) -> float:
        return self.spin.value()

    def set_value(self, value: float) -> None:
        self.spin.setValue(value)
        self._sync_slider(self.spin.value())

    @staticmethod
    def _position(value: float) -> int:
        return round(math.log10(value) * SLIDER_STEPS_PER_DECADE)

    def _sync_slider(self, value: float) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(self._position(value))
        self.slider.blockSignals(False)

    def _slider_moved(self, position: int) -> None:
        value = float(f"{10.0 ** (position / SLIDER_STEPS_PER_DECADE):.2g}")
        self.spin.blockSignals(True)
        self.spin.setValue(value)
        self.spin.blockSignals(False)
        self.value_changed.emit(self.spin.value())

    def _spin_changed(self, value: float) -> None:
        self._sync_slider(value)
        self.value_changed.emit(value)
