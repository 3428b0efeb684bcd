"""A text browser that shows only whole lines: the line its bottom (or top) edge runs through is
covered with the background, not drawn sliced.

The file-info box above the editor (window/lesson.py: the opened file's name and what the
playground does with it) is a few lines tall at 1920×1080 at scale 2, and its third line was
drawn with its lower half missing (issue 29): a sliced line reads as noise. The scroll bar
beside it still says there is more, and scrolling brings the covered line in whole.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QTextBrowser

HALF_PIXEL = 0.5  # a line that pokes out by rounding alone is whole


class WholeLinesBrowser(QTextBrowser):
    """QTextBrowser that never shows a line cut by its viewport's top or bottom edge."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        covers = self.sliced_lines()
        if not covers:
            return
        painter = QPainter(self.viewport())
        background = self.viewport().palette().color(self.viewport().backgroundRole())
        for rect in covers:
            painter.fillRect(rect, background)
        painter.end()

    def sliced_lines(self) -> list[QRectF]:
        """The parts of the viewport where a line shows only in part, in the viewport's
        coordinates, from the line's shown edge to the viewport's."""
        height = self.viewport().height()
        offset = self.verticalScrollBar().value()
        layout = self.document().documentLayout()
        covers = []
        block = self.document().begin()
        while block.isValid():
            top_of_block = layout.blockBoundingRect(block).top() - offset
            lines = block.layout()
            for index in range(lines.lineCount()):
                line = lines.lineAt(index)
                top, bottom = top_of_block + line.y(), top_of_block + line.y() + line.height()
                if top < height < bottom - HALF_PIXEL:  # the bottom edge runs through it
                    covers.append(QRectF(0, top, self.viewport().width(), height - top))
                elif top + HALF_PIXEL < 0 < bottom:  # so does the top edge, scrolled part way
                    covers.append(QRectF(0, 0, self.viewport().width(), bottom))
            block = block.next()
        return covers
