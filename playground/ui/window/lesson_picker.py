"""LessonPicker: the lesson combo box, its chosen title wrapped onto the lines it needs.

A lesson's title in Russian or Japanese is wider than the picker's field on a projector ("10 ·
Straight-through estimator: round с тождественным ba…" at 1024×768, issue 29), and the picker may
not widen the editor's column for it. So the chosen entry is drawn wrapped at words (anywhere in
Chinese and Japanese, labels.elide_lines) on up to MOST_LINES lines, and the box asks for the
height of those lines at its width (heightForWidth, which the folded lesson pane's fit reads:
window/presentation.py). ``shown_text()`` is what is drawn, for shown_texts.cut_texts.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPalette
from PySide6.QtWidgets import QComboBox, QSizePolicy, QStyle, QStyleOptionComboBox, QStylePainter

from playground.ui.plots.labels import elide_lines

MOST_LINES = 3  # the longest title at 1024×768 in presentation mode takes two
LEAST_CHARACTERS = 12  # the field's least width, in characters: the editor keeps its column


class LessonPicker(QComboBox):
    """A combo box whose current entry wraps instead of being cut; the list drops down as usual."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        # A long lesson title must not widen the editor column past what the plots can spare.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(LEAST_CHARACTERS)
        self.currentIndexChanged.connect(lambda _index: self.updateGeometry())

    def shown_text(self) -> str:
        """The current entry as drawn: wrapped to the field, "\\n" between its lines."""
        return self._wrapped(self._field_width(self.width()))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        """One line's box, and a line's height more for each further line the title takes."""
        lines = self._wrapped(self._field_width(width)).count("\n") + 1
        return super().sizeHint().height() + (lines - 1) * self._line_height()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()
        return QSize(hint.width(), self.heightForWidth(self.width()) if self.width() > 0 else hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        return QSize(hint.width(), self.sizeHint().height())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # the title's lines, and so the height, follow the width

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        self.updateGeometry()  # a new font (presentation mode): new lines

    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt's name)
        """The frame and arrow as the style draws them, the title wrapped in the field."""
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.currentText = ""
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        painter.setPen(option.palette.color(QPalette.ColorRole.ButtonText))
        painter.drawText(field, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         self._wrapped(field.width()))

    def _wrapped(self, width: float) -> str:
        return elide_lines(self.currentText(), self.font(), width, MOST_LINES)

    def _line_height(self) -> int:
        return int(QFontMetricsF(self.font()).lineSpacing() + 0.999)

    def _field_width(self, width: int) -> int:
        """The edit field's width were the box ``width`` px wide."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.rect.setWidth(width)
        return self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, self).width()
