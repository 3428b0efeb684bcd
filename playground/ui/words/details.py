"""The "details" of a message: text that is not ours to translate (Python's or torch's own words,
an operating system's error), kept out of the sentence and shown only when asked for.

``DetailsToggle`` is a small link-like button ("details ▸") with a label it shows and hides below
it; with no detail, both are hidden. The console does the same inside its text
(ui/window/console.py).
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolButton, QWidget

SHOWN, HIDDEN = "▾", "▸"


class DetailsToggle(QToolButton):
    """"details ▸": shows ``label`` (the detail, plain text, selectable) while checked."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setCheckable(True)
        self.setAutoRaise(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.label = QLabel(parent)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # torch's "<...>" is not HTML
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.toggled.connect(self._show)
        self.set_detail("")

    def set_detail(self, detail: str) -> None:
        """The detail to offer ("": none, so nothing shows); a new one starts folded."""
        self.label.setText(detail)
        self.setChecked(False)
        self.setVisible(bool(detail))
        self._show(False)

    def detail(self) -> str:
        return self.label.text()

    def _show(self, shown: bool) -> None:
        self.setText(self.tr("details") + " " + (SHOWN if shown else HIDDEN))
        self.label.setVisible(shown and bool(self.label.text()))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().changeEvent(event)
        if event.type() == event.Type.LanguageChange:
            self._show(self.isChecked())
