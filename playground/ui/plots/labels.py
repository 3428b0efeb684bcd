"""ElidedLabel: text that keeps to a bounded number of lines, whatever its length.

The derivative panel's verdict, summary and gradcheck lines can be long (a gradcheck message is
a sentence or two). Word-wrapped QLabels grew to ~280 px and crushed the plot at 1280×720, and
their width hints forced a wide window. An ElidedLabel shows at most ``max_lines`` lines,
wrapped at words, the last one shortened at a word with "…"; the whole text is in its tooltip; it
asks for no width at all, and for the height of the lines its text takes at its width, at least
``min_lines`` (the plot below keeps still while one verdict follows another of the same length)
and at most ``max_lines`` (a sentence whose point is near its end, "gradcheck fails, as it must
for a surrogate gradient", is read whole on a projector rather than cut before it).

A panel with a plot to keep (the derivative's) gives its sentences the room the plot leaves
(``fit_to_room``): whole at their size where they fit, else whole in a smaller one, cut only where
even the smallest does not fit (issue 29: the class read "as if it were…" and "在 12…").
"""
from __future__ import annotations

import re
from typing import Optional

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QSizePolicy, QWidget

PREFERRED_WIDTH = 400  # what sizeHint asks for at most, by default
# The sizes a label's text may shrink to (fit_to_room) before it is cut: presentation mode's text
# (1.3× the window's) down to a little under the window's normal size, never below SMALLEST_POINTS
# (the window's own text, 10 pt here, a step). At most WHOLE_LINES lines.
FONT_SCALES = (1.0, 0.9, 0.8, 0.7)
SMALLEST_POINTS = 9.0
WHOLE_LINES = 12
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


def text_width(text: str, font: QFont) -> float:
    """The width ``text`` takes on one line in ``font`` as drawn: Chinese and Japanese characters
    come from a fallback font that QFontMetricsF does not measure ("✓ gradcheck 成功（12 点）" was
    measured narrower than drawn, wrapped and cut)."""
    layout = QTextLayout(" ".join(text.split("\n")), font)
    layout.beginLayout()
    line = layout.createLine()
    if line.isValid():
        line.setLineWidth(1e6)
    layout.endLayout()
    return line.naturalTextWidth() if line.isValid() else 0.0


def font_scales(font: QFont) -> tuple:
    """The FONT_SCALES that keep ``font`` at least SMALLEST_POINTS large (the first, 1, always)."""
    return tuple(scale for scale in FONT_SCALES if scale == 1.0 or font.pointSizeF() * scale >= SMALLEST_POINTS)


def body_points() -> float:
    """The window's own text size, presentation mode's included: fit_to_room shrinks no sentence
    below it (a verdict's summary at 0.7 of presentation mode's size read 14 px beside the
    window's 16, issue 29)."""
    return max(SMALLEST_POINTS, QApplication.font().pointSizeF())


def shown_scale(label: QLabel, scale: float) -> float:
    """``scale`` of the label's font, but never below the window's text: a headline larger than
    its summary shrinks further than the summary."""
    points = label.font().pointSizeF()
    return 1.0 if points <= 0 else min(1.0, max(scale, body_points() / points))


def sentence_scales(labels: list) -> tuple:
    """The sizes fit_to_room tries, largest first: FONT_SCALES and each label's own floor, down to
    where every label is at the window's text size."""
    floors = [shown_scale(label, 0.0) for label in labels]
    return tuple(sorted({scale for scale in (*FONT_SCALES, *floors) if scale >= min(floors)}, reverse=True))


def scaled_font(font: QFont, scale: float) -> QFont:
    if scale == 1.0:
        return font
    smaller = QFont(font)
    smaller.setPointSizeF(font.pointSizeF() * scale)
    return smaller


def fit_to_room(labels: list, room: float, widths: Optional[list] = None, spare: float = 0.0) -> float:
    """Bounded labels stacked in ``room`` px (their panel's height less what its plot must keep):
    each sentence whole, at the label's own size where they all fit, else at a smaller one down
    to the floor (issue 29: a projector's class read "as if it were…", "在 12…"). Where even the
    floor does not fit, the plot gives up to ``spare`` px more: each sentence whole at the floor
    where that is enough (a Russian surrogate verdict at 1024×768), else cut, each keeping at
    least one line, the first ones first.
    ``widths``: each label's width once laid out (before that its own is not yet known).
    Returns the scale of their fonts they are shown at."""
    widths = widths or [None] * len(labels)
    for scale in sentence_scales(labels):  # none under the window's text
        if _whole_height(labels, widths, scale) <= room:
            break
    else:
        if _whole_height(labels, widths, scale) > room + spare:
            _cut_to_room(labels, room + spare, widths, scale)
            return shown_scale(min(labels, key=lambda label: label.font().pointSizeF()), scale)
    for label, width in zip(labels, widths):
        label.show_at(shown_scale(label, scale), label.lines_at(shown_scale(label, scale), width))
    return shown_scale(min(labels, key=lambda label: label.font().pointSizeF()), scale)


def _whole_height(labels: list, widths: list, scale: float) -> float:
    return sum(label.whole_height(shown_scale(label, scale), width) for label, width in zip(labels, widths))


def fits_in_room(labels: list, room: float, widths: Optional[list] = None) -> bool:
    """Whether the labels' whole texts fit in ``room`` px at some size of fit_to_room's."""
    return any(height <= room for height in whole_heights(labels, widths))


def whole_heights(labels: list, widths: Optional[list] = None) -> list[float]:
    """The height the labels' whole texts take together at each size of fit_to_room's, largest first."""
    widths = widths or [None] * len(labels)
    return [_whole_height(labels, widths, scale) for scale in sentence_scales(labels)]


def _cut_to_room(labels: list, room: float, widths: list, scale: float) -> None:
    """The labels at ``scale`` cut to ``room``, each keeping at least one line, the first ones first."""
    lines_left = max(len(labels), int(room // max(labels[0].line_height(shown_scale(labels[0], scale)), 1.0)))
    for index, (label, width) in enumerate(zip(labels, widths)):
        at = shown_scale(label, scale)
        lines = max(1, min(label.lines_at(at, width), lines_left - (len(labels) - index - 1)))
        label.show_at(at, lines)
        lines_left -= lines


class Refits:
    """A panel's fit of its sentences (``fit``), run again a few times after the layout has moved:
    each fit measures what the plot below can spare, which the fit before it changed."""

    TIMES = 3

    def __init__(self, parent: QWidget, fit) -> None:
        self.fit = fit
        self.left = 0
        self.timer = QTimer(parent)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._run)

    def start(self) -> None:
        """Fit now, and again after the layout (the size or the text changed)."""
        self.left = self.TIMES
        self.fit()

    @property
    def busy(self) -> bool:
        """Whether a fit is still to come (the layout has not settled)."""
        return self.timer.isActive()

    def again(self) -> None:
        """Called by ``fit``: once more after the layout, while any of the times are left."""
        if self.left > 0:
            self.timer.start()

    def _run(self) -> None:
        self.left -= 1
        self.fit()


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
        self._scale = 1.0  # of the label's font that the text is drawn in (whole_text)
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
        if (text or "") != self._full:
            self._full = text or ""
            self.updateGeometry()  # its width hint is its text's ("✓ gradcheck passed…" kept the 2 px of "")
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
        metrics = QFontMetricsF(self.shown_font())
        margins = self.contentsMargins()
        # the text's own height too: Chinese and Japanese come from a fallback font with taller lines
        drawn = metrics.boundingRect(QRectF(0, 0, max(self.contentsRect().width(), 1), 1e6), 0, super().text())
        height = max(self._lines * metrics.lineSpacing(), drawn.height()) + margins.top() + margins.bottom()
        width = min(text_width(self._full, self.shown_font()), self.preferred_width)
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

    def shown_font(self) -> QFont:
        """The font the text is drawn in: the label's own, or smaller where the text needs it."""
        return scaled_font(self.font(), self._scale)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self._scale == 1.0:
            super().paintEvent(event)
            return
        painter = QPainter(self)  # the shown text in the smaller font, as QLabel would draw it
        painter.setFont(self.shown_font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin()),
                         int(self.alignment()), super().text())
        painter.end()

    def show_at(self, scale: float, max_lines: int) -> None:
        """Draw the text at ``scale`` of the label's font, on at most ``max_lines`` lines."""
        if (scale, max_lines) != (self._scale, self.max_lines):
            self._scale = scale
            self.max_lines = max(1, max_lines)
            self.min_lines = min(self.min_lines, self.max_lines)
            self.updateGeometry()
            self._refit()

    def lines_at(self, scale: float, width: Optional[float] = None) -> int:
        """The lines the whole text takes at ``width`` (the label's own by default) at ``scale``."""
        if not self._full:
            return self.min_lines
        wrapped = elide_lines(self._full, scaled_font(self.font(), scale), self._width(width), WHOLE_LINES)
        return max(self.min_lines, wrapped.count("\n") + 1)

    def _width(self, width: Optional[float]) -> float:
        if width is None:
            return self.contentsRect().width()
        margins = self.contentsMargins()
        return width - margins.left() - margins.right() - 2 * self.margin()

    def line_height(self, scale: float) -> float:
        return QFontMetricsF(scaled_font(self.font(), scale)).lineSpacing()

    def whole_height(self, scale: float, width: Optional[float] = None) -> float:
        """The height of the whole text at ``scale`` and ``width`` (a fallback font's taller lines
        counted); 0 for a hidden label."""
        if self.isHidden():
            return 0.0
        font, inside = scaled_font(self.font(), scale), self._width(width)
        wrapped = elide_lines(self._full, font, inside, WHOLE_LINES)
        drawn = QFontMetricsF(font).boundingRect(QRectF(0, 0, max(inside, 1), 1e6), 0, wrapped)
        margins = self.contentsMargins()
        return (max(self.lines_at(scale, width) * self.line_height(scale), drawn.height()) + margins.top()
                + margins.bottom() + 2 * self.margin())

    def _refit(self) -> None:
        shown = elide_lines(self._full, self.shown_font(), self.contentsRect().width(), self.max_lines)
        super().setText(shown)
        lines = max(self.min_lines, shown.count("\n") + 1)
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()
        cut = " ".join(shown.split()) != " ".join(self._full.split())
        tips = [self._full] if cut else []
        tips += [self.hint] if self.hint else []
        super().setToolTip("\n\n".join(tips))
