"""ElidedLabel: text that keeps to a bounded number of lines, whatever its length.

The derivative panel's verdict, summary and gradcheck lines can be long (a gradcheck message is
a sentence or two). Word-wrapped QLabels grew to ~280 px and crushed the plot at 1280×720, and
their width hints forced a wide window. An ElidedLabel shows at most ``max_lines`` lines,
wrapped at words, the last one shortened at a word with "…"; the whole text is in its tooltip; it
asks for no width at all, and for the height of the lines its text takes at its width, at least
``min_lines`` (the plot below keeps still while one verdict follows another of the same length)
and at most ``max_lines`` (a sentence whose point is near its end, "gradcheck fails, as it must
for a surrogate gradient", is read whole on a projector rather than cut before it).
"""
from __future__ import annotations

import re
from typing import Optional

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

PREFERRED_WIDTH = 400  # what sizeHint asks for at most, by default
# Han, kana and the full-width forms: scripts written without spaces between words
_CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")


def elide_lines(text: str, font: QFont, width: float, max_lines: int) -> str:
    """text wrapped at words into at most max_lines lines of width pixels ("\\n" between them),
    the last line cut with "…" when the text does not fit."""
    text = " ".join(text.split("\n"))
    if width <= 0 or not text:
        return text
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    spans = []
    while len(spans) < max_lines:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    if not spans:
        return ""
    lines = [text[start:start + length].rstrip() for start, length in spans[:-1]]
    start, length = spans[-1]
    if start + length >= len(text):
        lines.append(text[start:].rstrip())
    else:
        lines.append(elide_words(text[start:].strip(), font, width))
    return "\n".join(lines)


def elide_words(text: str, font: QFont, width: float) -> str:
    """As many whole words of text as fit in width with "…" after them; never a cut word
    ("gradcheck fail…" read as a different verdict). A single word too long for the width is
    cut, as there is nothing else to show. Chinese and Japanese write no spaces between words:
    there each character is a word (a sentence cut at its last space kept "在 12…" of
    "在 12 个点通过", issue 29)."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= width:
        return text
    if _CJK.search(text):
        return metrics.elidedText(text, Qt.ElideRight, width)
    words = text.split(" ")
    while len(words) > 1:
        words.pop()
        shown = " ".join(words).rstrip(" ,;:·—-(") + "…"
        if metrics.horizontalAdvance(shown) <= width:
            return shown
    return metrics.elidedText(text, Qt.ElideRight, width)


def bound_lines(labels: list, roomy: tuple, compact: tuple, has_room: bool) -> None:
    """Each ElidedLabel's bound on its lines: its ``roomy`` one in a panel with room, else its
    ``compact`` one (a short panel keeps its plot; the whole sentence is in the tooltip)."""
    for label, most in zip(labels, roomy if has_room else compact):
        label.set_max_lines(most)


class ElidedLabel(QLabel):
    """A plain-text label of at most ``max_lines`` lines; text() is the whole text, shown_text()
    what fits. ``hint`` is a tooltip of its own, shown under the whole text when that is cut."""

    def __init__(self, max_lines: int = 1, parent: Optional[QWidget] = None,
                 preferred_width: int = PREFERRED_WIDTH, min_lines: Optional[int] = None) -> None:
        super().__init__(parent)
        self.max_lines = max_lines
        self.min_lines = max_lines if min_lines is None else max(1, min(min_lines, max_lines))
        self._lines = self.min_lines  # the lines asked for now: what the text takes, within the bounds
        self.preferred_width = preferred_width
        self.hint = ""
        self._full = ""
        self.setTextFormat(Qt.PlainText)  # "<editor>" in a message is not HTML
        self.setWordWrap(False)
        # Preferred: its text's width (at most preferred_width) when there is room, down to 0.
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._full = text or ""
        self._refit()

    def set_max_lines(self, max_lines: int) -> None:
        """At most this many lines from now on (min_lines no more than it)."""
        if max_lines != self.max_lines:
            self.max_lines = max(1, max_lines)
            self.min_lines = min(self.min_lines, self.max_lines)
            self._refit()

    def text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        """What the label shows now: the text, wrapped and cut to fit."""
        return super().text()

    def set_hint(self, hint: str) -> None:
        """An explanation shown as the tooltip (below the whole text when that is cut)."""
        self.hint = hint or ""
        self._refit()

    def setToolTip(self, tip: str) -> None:  # noqa: N802 (Qt's name)
        """A tooltip set from outside is the hint: the cut text's whole stays above it."""
        self.set_hint(tip)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        metrics = QFontMetricsF(self.font())
        margins = self.contentsMargins()
        height = self._lines * metrics.lineSpacing() + margins.top() + margins.bottom()
        width = min(metrics.horizontalAdvance(self._full), self.preferred_width)
        return QSize(int(width) + 2, int(height + 0.999) + 2 * self.margin())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, self.sizeHint().height())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._refit()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.FontChange:  # presentation mode: taller lines, new wrapping
            self.updateGeometry()
            self._refit()

    def _refit(self) -> None:
        shown = elide_lines(self._full, self.font(), self.contentsRect().width(), self.max_lines)
        super().setText(shown)
        lines = max(self.min_lines, shown.count("\n") + 1)
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()
        cut = " ".join(shown.split()) != " ".join(self._full.split())
        tips = [self._full] if cut else []
        tips += [self.hint] if self.hint else []
        super().setToolTip("\n\n".join(tips))
