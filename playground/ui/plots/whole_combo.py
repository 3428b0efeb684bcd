"""WholeComboBox: a combo box as wide as its widest entry, measured as it is drawn.

QComboBox sizes itself to its entries (AdjustToContents) with integer font metrics of the
primary font, and then draws the chosen entry in a field a few pixels narrower than that text
where a fallback font draws part of it: Chinese and Japanese brackets and kana came out cut (the
block picker lost its last bracket, "1 行だけ 1（one-hot）" read "1 行だけ 1（one-h…", issue 29).
This one asks for the room the entry takes.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QSize
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox


class WholeComboBox(QComboBox):
    """A QComboBox whose size hints leave room for its widest entry, whole."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self._widened(super().sizeHint())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self._widened(super().minimumSizeHint())

    def _widened(self, hint: QSize) -> QSize:
        """``hint`` widened so that the edit field holds the widest entry's text."""
        metrics = QFontMetricsF(self.font())
        widest = max((metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0.0)
        around = hint.width() - self._field_width_at(hint.width())  # the frame and the arrow
        return QSize(max(hint.width(), math.ceil(widest) + 2 + around), hint.height())

    def _field_width_at(self, width: int) -> int:
        """The edit field's width were the box ``width`` px wide."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.rect.setWidth(width)
        return self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, self).width()
