"""The body of the step-by-step view (example_view.py): the drawing and the step's words, the
words below the drawing or beside it, wherever the drawing comes out larger (a graph is taller
than wide, and on a 1280×720 projector six lines of words below it would hide its leaves).

Beside, the drawing takes the width it needs at its natural size, LEAST_DRAWING_WIDTH at least
(between MIN_DRAWING_SHARE and DRAWING_SHARE per cent), the words the rest; below, the words are DETAIL_LINES high. Words longer
than their room scroll: they are never cut.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

from playground.ui.graph.canvas import GraphCanvas

SIDE_BY_SIDE = 1.25  # with nothing drawn, a view this many times wider than tall puts the words beside
DRAWING_SHARE = 60  # per cent of the width the drawing takes with the words beside it, at most
MIN_DRAWING_SHARE = 35  # and at least (a narrow graph leaves the rest to the words)
# The drawing beside the words is at least this wide where its share allows (a main picture on a
# projector: 250 × 150 logical px; the tanh post's narrow graph was 229 px at 1920×1080, scale 2)
LEAST_DRAWING_WIDTH = 250
MARGINS = 8  # the view's own margins about the body (example_view.py), inside the width it is given
DETAIL_LINES = 6  # lines the step's words take below the drawing, as the layout reckons them
QWIDGETSIZE_MAX = (1 << 24) - 1


class StepBody(QBoxLayout):
    """``canvas`` and the step's words (``detail``, in its scroll area ``detail_area``)."""

    def __init__(self, canvas: GraphCanvas, parent: QWidget) -> None:
        super().__init__(QBoxLayout.TopToBottom)
        self.canvas = canvas
        self.detail = QLabel(parent)
        self.detail.setTextFormat(Qt.RichText)
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.detail.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        # its share of the width is the layout's to give: a long line wraps, it does not squeeze the drawing
        self.detail.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.detail_area = QScrollArea(parent)
        self.detail_area.setWidget(self.detail)
        self.detail_area.setWidgetResizable(True)
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
