"""A hover readout that floats over its plot instead of taking a row of text under it.

On a 1280×720 projector a readout row under f(x) and another under the derivative cost the two
plots ~50 px of height that they need. This label lies over the plot's top edge while the mouse
is over the plot and hides when it leaves; the hint "Point at a plot to read its values" is the
plot's tooltip instead.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

from playground.ui.plots.words import tr

MARGIN_PX = 4


class OverlayReadout(QLabel):
    """A label over ``view`` (a PlotView): shown with the values under the mouse, hidden after."""

    def __init__(self, view: QWidget, parent: Optional[QObject] = None) -> None:
        super().__init__(view)
        self.view = view
        self.setTextFormat(Qt.PlainText)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)  # the plot under it keeps the mouse
        self.setAutoFillBackground(True)
        self.setMargin(2)
        self.hide()
        view.setToolTip(tr("Point at a plot to read its values."))
        view.installEventFilter(self)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self.setVisible(bool(text) and self.view.underMouse())
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Leave:
            self.hide()
        elif event.type() == QEvent.Resize:
            self._place()
        return False

    def _place(self) -> None:
        """Top right of the data area, above the axes and inside the plot."""
        self.adjustSize()
        width = min(self.sizeHint().width(), max(self.view.width() - 2 * MARGIN_PX, 0))
        self.resize(width, self.sizeHint().height())
        self.move(max(self.view.width() - width - MARGIN_PX, 0), MARGIN_PX)
        self.raise_()
