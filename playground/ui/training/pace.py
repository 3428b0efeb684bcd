"""The Pace box: a cap on training steps per second, from full speed down to slow motion.

A toy model's 1,000 steps are over in under 3 s; a class watching the gradients move needs
tens of steps a second, or a few. The cap travels in TrainConfig.max_steps_per_second and the
engine's loop waits between steps (engine/train/pace.py); full speed (0) costs nothing.

The items are made from the caps ("30 steps/s"), so a language switch in a running window makes
them again (changeEvent), and the box takes the width of its longest item in each language
("Полная скорость" is wider than "Full speed").
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QComboBox

# Steps per second; 0 is no cap.
PACES = (0.0, 1000.0, 300.0, 100.0, 30.0, 10.0, 3.0, 1.0)


class PaceBox(QComboBox):
    """Full speed, then ever slower caps; ``value()`` is the cap in steps per second (0: none)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for pace in PACES:
            self.addItem(self.describe(pace), pace)
        self._word()

    def _word(self) -> None:
        """The items' texts and the tooltips in the language installed now."""
        for index, pace in enumerate(PACES):
            self.setItemText(index, self.describe(pace))
        self.setToolTip(self.tr("How fast training runs: full speed, or at most so many steps a "
                                "second, so a class can watch the curves and gradients move"))
        self.setItemData(len(PACES) - 1, self.tr("Slow motion: one step a second"),
                         Qt.ItemDataRole.ToolTipRole)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._word()

    def describe(self, pace: float) -> str:
        if pace <= 0:
            return self.tr("Full speed")
        return self.tr("{rate:g} steps/s").format(rate=pace)

    def value(self) -> float:
        return float(self.currentData() or 0.0)

    def set_value(self, pace: float) -> None:
        """Select the cap nearest to ``pace`` (0 or less: full speed)."""
        pace = max(float(pace or 0.0), 0.0)
        nearest = min(range(len(PACES)), key=lambda i: abs(PACES[i] - pace) if PACES[i] or not pace
                      else float("inf"))
        self.setCurrentIndex(nearest)
