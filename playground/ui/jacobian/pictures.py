"""PictureSwitch: the Jacobian's two pictures, its heat maps and the vᵀJ bars, one at a time where
the panel is too short for both at a readable size, with a tab bar to switch between them.

Sharing the height, lesson 18's bars were a strip 0.5 px tall at 1024×768 in presentation mode
and 60 px at 1280×720, its maps 96 px (issue 29: every main plot at least 250×150 logical px).
One at a time, the maps come first (what the lesson asks about); a click on a map's row shows
that row's bars, and the tab bar goes back. Where the panel is tall enough both show, as before.
"""
from __future__ import annotations

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QTabBar, QWidget

PICTURE_LEAST_PX = 150  # a picture's data area, logical px, when it shows
# Lines of text the pictures carry besides their data areas, in the panel's font: the maps'
# titles (2) and axis (2); the bars' picker and legend (2), caption (2) and axis (2).
PICTURE_TEXT_LINES = 10
MAPS, BARS = 0, 1


class PictureSwitch(QTabBar):
    """``maps`` and ``bars``: the two widgets that share the height (or take turns)."""

    def __init__(self, maps: QWidget, bars: QWidget) -> None:
        super().__init__()
        self.addTab(self.tr("Jacobian maps"))
        self.addTab(self.tr("vᵀJ bars"))
        self.setDocumentMode(True)
        self.setDrawBase(False)
        self.setExpanding(False)
        self.pictures = (maps, bars)
        self.one_at_a_time = False
        self.currentChanged.connect(lambda _index: self._show_chosen())
        self.hide()

    @staticmethod
    def needed_height(line_height: float) -> float:
        """The height both pictures need together, readable, text lines ``line_height`` px."""
        return 2 * PICTURE_LEAST_PX + PICTURE_TEXT_LINES * line_height

    def fit(self, room: int, text_font) -> bool:
        """Both pictures in ``room`` px (what they share now, this bar's height included), or one
        at a time where that is less than they need in ``text_font``; True when that changed."""
        needed = self.needed_height(QFontMetricsF(text_font).lineSpacing())
        one = room < needed
        changed = one != self.one_at_a_time
        self.one_at_a_time = one
        self.setVisible(one)
        self._show_chosen()
        return changed

    def show_picture(self, index: int) -> None:
        """MAPS or BARS in front (both stay shown where the panel is tall enough)."""
        self.setCurrentIndex(index)

    def _show_chosen(self) -> None:
        for index, picture in enumerate(self.pictures):
            picture.setVisible(not self.one_at_a_time or index == self.currentIndex())

    def room_taken(self) -> int:
        """This bar's height while it shows (the pictures had it before)."""
        return self.sizeHint().height() if not self.isHidden() else 0
