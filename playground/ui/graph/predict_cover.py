"""A cover over a view that would give Predict mode's answers away (the Jacobian's maps and its
vᵀJ bars: their numbers are the example's gradients), while the step-by-step view hides them.

The cover is a child laid over the whole of the covered widget (no change to it): it follows its
size, shows and hides with it (a tab behind another), and says why it is there and what lifts
it, in the window's language.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

WORDS_SCALE = 1.3  # of the window's font: a sentence alone in a large empty panel, read from the back row


class PredictCover(QLabel):
    """Covers ``covered`` while ``set_covering(True)``; it takes the mouse too (a hover readout
    would say a number)."""

    def __init__(self, covered: QWidget) -> None:
        super().__init__(covered)
        self.covered = covered
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Window)
        self.setMargin(12)
        covered.installEventFilter(self)
        self._retranslate()
        self.hide()

    def set_covering(self, on: bool) -> None:
        if on:
            font = QFont(QApplication.font())
            font.setPointSizeF(font.pointSizeF() * WORDS_SCALE)
            self.setFont(font)
            self._follow()
            self.show()
            self.raise_()
        else:
            self.hide()

    def covering(self) -> bool:
        return not self.isHidden()

    def _follow(self) -> None:
        self.setGeometry(self.covered.rect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.covered and event.type() == QEvent.Type.Resize:
            self._follow()
        return False

    def _retranslate(self) -> None:
        self.setText(self.tr("Predict: the Jacobian would give the gradients away. It is shown when "
                             "they are revealed (Reveal all, or ▶ through the last step)."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
