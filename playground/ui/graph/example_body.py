"""The body of the step-by-step view (example_view.py): the drawing and the step's words, the
words below the drawing or beside it, wherever the drawing comes out larger (a graph is taller
than wide, and on a 1280×720 projector six lines of words below it would hide its leaves).

Beside, the drawing takes the width it needs at its natural size, LEAST_DRAWING_WIDTH at least
(between MIN_DRAWING_SHARE and DRAWING_SHARE per cent), the words the rest; below, the words are DETAIL_LINES high. Words longer
than their room scroll: they are never cut. At each step they scroll so that the chain rule, the
step's point and its last lines, is in view (issue 29: in ja at 1024×768 presentation, stepped
back to MulBackward0 of the tanh post, it was below the fold), as much of what stands above as fits.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontMetricsF, QTextDocument
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

from playground.ui.graph.canvas import GraphCanvas
from playground.ui.graph.example_words import CHAIN_ANCHOR

SIDE_BY_SIDE = 1.25  # with nothing drawn, a view this many times wider than tall puts the words beside
DRAWING_SHARE = 60  # per cent of the width the drawing takes with the words beside it, at most
MIN_DRAWING_SHARE = 35  # and at least (a narrow graph leaves the rest to the words)
# The drawing beside the words is at least this wide where its share allows (a main picture on a
# projector: 250 × 150 logical px; the tanh post's narrow graph was 229 px at 1920×1080, scale 2)
LEAST_DRAWING_WIDTH = 250
MARGINS = 8  # the view's own margins about the body (example_view.py), inside the width it is given
DETAIL_LINES = 6  # lines the step's words take below the drawing, as the layout reckons them
QWIDGETSIZE_MAX = (1 << 24) - 1


class StepWords(QLabel):
    """The step's words, which scroll their area (``area``) to the chain rule at each new text and
    while their size settles (a new text is laid out, wrapped, after it is set)."""

    area: Optional[QScrollArea] = None
    _follow = False  # whether the words still follow the chain rule (no scroll by the user since the step)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        super().setText(text)
        self._follow = True  # until the user scrolls the words, or a new text comes
        self.show_chain_rule()
        QTimer.singleShot(0, self, self.show_chain_rule)  # once the scroll area has resized the words

    def stop_following(self, _action: int = 0) -> None:
        """The user scrolled the words: they stay where the user put them until the next step."""
        self._follow = False

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self._follow:
            self.show_chain_rule()

    def show_chain_rule(self) -> None:
        """The chain rule's lines in view, as much above them as fits: from its first line down,
        never past it (the words above are the step's received and sent)."""
        if self.area is None:
            return
        bar = self.area.verticalScrollBar()
        top = chain_rule_top(self.text(), self.font(), self.contentsRect().width())
        if top is None:
            bar.setValue(bar.minimum())
            return
        scale = self.height() / max(1.0, _laid_out(self.text(), self.font(), self.contentsRect().width()).size().height())
        bar.setValue(min(round(top * scale), bar.maximum()))


def chain_rule_top(html: str, font, width: float) -> Optional[float]:
    """The y, in px from the top of ``html`` laid out at ``width`` in ``font``, of the chain rule's
    first line (example_words.py CHAIN_ANCHOR); None where the words have no chain rule."""
    if CHAIN_ANCHOR not in html:
        return None
    document = _laid_out(html, font, width)
    anchored = [(block, place.fragment().position()) for block in _blocks(document) for place in block
                if CHAIN_ANCHOR in place.fragment().charFormat().anchorNames()]
    if not anchored:
        return None
    block, position = anchored[0]
    top = document.documentLayout().blockBoundingRect(block).top()  # lays the block out first
    line = block.layout().lineForTextPosition(position - block.position())
    return top + line.y() if line.isValid() else top


def _blocks(document: QTextDocument) -> list:
    blocks, block = [], document.begin()
    while block.isValid():
        blocks.append(block)
        block = block.next()
    return blocks


def _laid_out(html: str, font, width: float) -> QTextDocument:
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(font)
    document.setHtml(html)
    document.setTextWidth(max(1.0, width))
    return document


class StepBody(QBoxLayout):
    """``canvas`` and the step's words (``detail``, in its scroll area ``detail_area``)."""

    def __init__(self, canvas: GraphCanvas, parent: QWidget) -> None:
        super().__init__(QBoxLayout.TopToBottom)
        self.canvas = canvas
        self.detail = StepWords(parent)
        self.detail.setTextFormat(Qt.RichText)
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.detail.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        # its share of the width is the layout's to give: a long line wraps, it does not squeeze the drawing
        self.detail.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.detail_area = QScrollArea(parent)
        self.detail_area.setWidget(self.detail)
        self.detail_area.setWidgetResizable(True)
        self.detail.area = self.detail_area
        self.detail_area.verticalScrollBar().actionTriggered.connect(self.detail.stop_following)
        self.detail_area.setFrameShape(QFrame.Shape.NoFrame)
        self.detail_area.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.detail_area.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.addWidget(canvas, 1)
        self.addWidget(self.detail_area)

    def arrange(self, width: int, height: int) -> None:
        """Beside or below, for a view ``width`` × ``height``; the words are reckoned at
        DETAIL_LINES lines whatever the step, so stepping never flips the layout."""
        rect = self.canvas.sceneRect()
        room = height - self.geometry().top() if self.geometry().isValid() else height
        words = DETAIL_LINES * QFontMetricsF(self.detail.font()).height()
        if rect.isEmpty():
            beside = width >= SIDE_BY_SIDE * height
        else:
            scale_beside = min(width * DRAWING_SHARE / 100 / rect.width(), room / rect.height())
            scale_below = min(width / rect.width(), max(room - words, 1.0) / rect.height())
            # a drawing never shrunk below min_scale (presentation mode: 1) scrolls; up and down
            # from its root it reads, across its boxes are cut: below, where only that fits it
            least = self.canvas.min_scale
            fits_beside, fits_below = (width * DRAWING_SHARE / 100 / rect.width() >= least,
                                       width / rect.width() >= least)
            beside = scale_beside > scale_below if fits_beside == fits_below else fits_beside
        direction = QBoxLayout.LeftToRight if beside else QBoxLayout.TopToBottom
        if self.direction() != direction:
            self.setDirection(direction)
        share = DRAWING_SHARE
        if beside and not rect.isEmpty() and width > 0:
            edges = 2 * self.canvas.frameWidth() + self.canvas.verticalScrollBar().sizeHint().width()
            needed = max(rect.width(), LEAST_DRAWING_WIDTH) + edges + self.spacing() + MARGINS
            share = max(MIN_DRAWING_SHARE, min(DRAWING_SHARE, round(100 * needed / width) + 1))
        self.setStretch(0, share if beside else 1)
        self.setStretch(1, 100 - share if beside else 0)
        if beside:
            self.detail_area.setMinimumHeight(0)
            self.detail_area.setMaximumHeight(QWIDGETSIZE_MAX)
        else:
            self.detail_area.setFixedHeight(round(words) + 2 * self.detail_area.frameWidth())
