"""Where a legend inside a plot may lie: how much of the drawn lines each place would cover
(plots/plot_view.py chooses, issue 29).

A place is judged by what a reader sees, in the data area's pixels: each curve's line as
pyqtgraph draws it, segment by segment (a NaN or inf breaks it, as ``connect`` says), widened by
its pen, and each symbol. Counting only the sample points missed a steep or jumping line: round's
staircase, sign's jump and a narrow surrogate bump cross a legend-sized patch with no sample
inside it, and the legend lay over lesson 11's bump in Russian at 1024×768.
"""
from __future__ import annotations

from typing import NamedTuple, Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

# where a legend inside may lie (x, y: 0 left/top, 1 right/bottom, 0.5 halfway), in the order
# taken on a tie: the corners, top-left first; halfway down a side (round's straight-through
# backward runs along the top, the true derivative along the bottom: the middle is empty); and
# halfway along the top and the bottom (a ramp or a bump on each side leaves the middle free)
Place = tuple[float, float]
CORNERS: tuple[Place, ...] = ((0, 0), (1, 0), (0, 1), (1, 1))
PLACES: tuple[Place, ...] = CORNERS + ((0, 0.5), (1, 0.5), (0.5, 0), (0.5, 1))
COORDINATE_LIMIT_PX = 1e7  # a finite value far off the plot: Qt clips its line at the edge too


class Rect(NamedTuple):
    """A rectangle in the data area's pixels, y growing downwards."""

    left: float
    top: float
    right: float
    bottom: float

    def widened(self, margin: float) -> Rect:
        return Rect(self.left - margin, self.top - margin, self.right + margin, self.bottom + margin)


class Cover(NamedTuple):
    """What a patch covers: the length of line inside it (px) and how many segments and symbols
    touch it. Ordered by length, then by touches: less is better."""

    length: float
    touches: int

    @property
    def free(self) -> bool:
        return self.touches == 0


class Drawn(NamedTuple):
    """One item's marks in the data area's pixels: its line's segments (N × 4: x0, y0, x1, y1),
    its pen's width, and its symbols' centres (M × 2) and size."""

    segments: np.ndarray
    pen_px: float
    symbols: np.ndarray
    symbol_px: float


class Marks(NamedTuple):
    """Every item's marks together, each with the margin its pen or symbol adds around it, and
    each segment's bounding box so widened: most segments lie far from a legend-sized patch, and
    comparing boxes is a tenth of clipping (a 10k-point curve: 8 ms a fit, not 70)."""

    segments: np.ndarray  # N × 4
    margins: np.ndarray  # N: half the pen's width
    boxes: np.ndarray  # N × 4: left, top, right, bottom
    symbols: np.ndarray  # M × 2
    symbol_margins: np.ndarray  # M: half the symbol's size


def gathered(drawn: list[Drawn]) -> Marks:
    """The marks of ``drawn`` items, together."""
    segments = np.concatenate([np.empty((0, 4))] + [item.segments for item in drawn])
    margins = np.concatenate([np.empty(0)] + [np.full(len(item.segments), item.pen_px / 2) for item in drawn])
    x0, y0, x1, y1 = segments.T
    boxes = np.column_stack((np.minimum(x0, x1) - margins, np.minimum(y0, y1) - margins,
                             np.maximum(x0, x1) + margins, np.maximum(y0, y1) + margins))
    symbols = np.concatenate([np.empty((0, 2))] + [item.symbols for item in drawn])
    symbol_margins = np.concatenate([np.empty(0)] + [np.full(len(item.symbols), item.symbol_px / 2) for item in drawn])
    return Marks(segments, margins, boxes, symbols, symbol_margins)


def place_rect(place: Place, area: tuple[float, float], size: tuple[float, float], offset: float) -> Rect:
    """The patch a legend of ``size`` (width, height) takes at ``place`` in a data area of ``area``
    (width, height), ``offset`` px in from the sides it lies against."""
    left = _along(place[0], area[0], size[0], offset)
    top = _along(place[1], area[1], size[1], offset)
    return Rect(left, top, left + size[0], top + size[1])


def _along(fraction: float, room: float, length: float, offset: float) -> float:
    """Where a legend ``length`` long starts along a side ``room`` long: against its start (0),
    its end (1) or centred (0.5)."""
    insets: dict[float, float] = {0: offset, 1: -offset}
    inset = insets.get(fraction, 0.0)
    return (room - length) * fraction + inset


def drawn_segments(x: np.ndarray, y: np.ndarray, connect) -> np.ndarray:
    """The segments (N × 4) pyqtgraph draws between points x, y (functions.arrayToQPath):
    'all' joins the finite points across any gap; 'pairs' joins 0–1, 2–3, …; an array joins
    point i to i + 1 where it is true; 'finite' and 'auto' join neighbours that are both finite."""
    finite = np.isfinite(x) & np.isfinite(y)
    if isinstance(connect, str) and connect == "all":
        x, y = x[finite], y[finite]
        joined = np.ones(max(len(x) - 1, 0), dtype=bool)
    else:
        joined = finite[:-1] & finite[1:]
        if isinstance(connect, str) and connect == "pairs":
            joined &= np.arange(len(joined)) % 2 == 0
        elif isinstance(connect, np.ndarray) and len(connect) == len(x):
            joined &= connect[:-1].astype(bool)
    return np.column_stack((x[:-1], y[:-1], x[1:], y[1:]))[joined]


def line_length_inside(segments: np.ndarray, rect: Rect, margins=0.0) -> tuple[float, int]:
    """The length of the segments (N × 4) inside ``rect``, widened by each one's ``margins``, and
    how many touch it: Liang–Barsky clipping of every segment at once."""
    if not len(segments):
        return 0.0, 0
    x0, y0, x1, y1 = segments.T
    dx, dy = x1 - x0, y1 - y0
    start, end = np.zeros(len(x0)), np.ones(len(x0))
    inside = np.ones(len(x0), dtype=bool)
    sides = ((-dx, x0 - rect.left + margins), (dx, rect.right + margins - x0),
             (-dy, y0 - rect.top + margins), (dy, rect.bottom + margins - y0))
    with np.errstate(divide="ignore", invalid="ignore"):
        for p, q in sides:  # each side: p · t ≤ q keeps the point at t on its inner side
            parallel = p == 0
            inside &= ~(parallel & (q < 0))
            t = np.where(parallel, 0.0, q / np.where(parallel, 1.0, p))
            start = np.where(p < 0, np.maximum(start, t), start)
            end = np.where(p > 0, np.minimum(end, t), end)
    inside &= start <= end
    lengths = (end - start) * np.hypot(dx, dy)
    return float(lengths[inside].sum()), int(np.count_nonzero(inside))


def cover(marks: Marks, rect: Rect) -> Cover:
    """What a legend lying over ``rect`` would hide of the ``marks``."""
    boxes = marks.boxes
    near = ((boxes[:, 2] >= rect.left) & (boxes[:, 0] <= rect.right) &
            (boxes[:, 3] >= rect.top) & (boxes[:, 1] <= rect.bottom))
    length, touches = line_length_inside(marks.segments[near], rect, marks.margins[near])
    (x, y), margin = marks.symbols.T, marks.symbol_margins
    hidden = ((x >= rect.left - margin) & (x <= rect.right + margin) &
              (y >= rect.top - margin) & (y <= rect.bottom + margin))
    return Cover(length + float((2 * margin[hidden]).sum()), touches + int(np.count_nonzero(hidden)))


def least_covered(marks: Marks, area: tuple[float, float], size: tuple[float, float],
                  offset: float) -> tuple[Place, Cover]:
    """The place of PLACES whose patch covers the least line (the first on a tie), and what it covers."""
    covers = {place: cover(marks, place_rect(place, area, size, offset)) for place in PLACES}
    place = min(PLACES, key=lambda place: covers[place])
    return place, covers[place]


def marks_in_view(view: pg.ViewBox, items: list) -> Marks:
    """The visible ``items``' marks in ``view``'s data area pixels, at the range it shows (apply
    any pending auto range first: ViewBox.prepareForPaint)."""
    to_pixels = view.childGroup.transform()
    drawn = []
    for item in items:
        marks = _item_marks(item) if item.isVisible() else None
        if marks is not None:
            drawn.append(_in_pixels(marks, to_pixels))
    return gathered(drawn)


def _item_marks(item) -> Optional[tuple]:
    """(x, y, connect, pen, symbol size or None) of a plot data item as drawn: its shown data
    (after log scales, downsampling and clipping), a centred step's staircase."""
    x, y = item.getData() if hasattr(item, "getData") else (None, None)
    if x is None or y is None or not len(x):
        return None
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    opts = getattr(item, "opts", {})
    if len(x) == len(y) + 1:  # stepMode 'center': edges around each value
        x, y = np.repeat(x, 2)[1:-1], np.repeat(y, 2)
    if len(x) != len(y):
        return None
    pen = opts.get("pen") if not isinstance(item, pg.ScatterPlotItem) else None
    symbol = opts.get("symbol") if isinstance(item, pg.PlotDataItem) else None
    symbol_px = float(opts.get("symbolSize", 0)) if symbol is not None else None
    if isinstance(item, pg.ScatterPlotItem):
        symbol_px = float(opts.get("size", 0))
    return x, y, opts.get("connect", "auto"), pen, symbol_px


def _in_pixels(marks: tuple, to_pixels) -> Drawn:
    x, y, connect, pen, symbol_px = marks
    px = np.clip(to_pixels.m11() * x + to_pixels.m21() * y + to_pixels.dx(), -COORDINATE_LIMIT_PX, COORDINATE_LIMIT_PX)
    py = np.clip(to_pixels.m12() * x + to_pixels.m22() * y + to_pixels.dy(), -COORDINATE_LIMIT_PX, COORDINATE_LIMIT_PX)
    # np.clip keeps NaN, and an infinite value is no point pyqtgraph draws
    px[~np.isfinite(x)] = np.nan
    py[~np.isfinite(y)] = np.nan
    segments = drawn_segments(px, py, connect) if _draws_line(pen) else np.empty((0, 4))
    finite = np.isfinite(px) & np.isfinite(py)
    symbols = np.column_stack((px, py))[finite] if symbol_px is not None else np.empty((0, 2))
    return Drawn(segments, _pen_width(pen), symbols, symbol_px or 0.0)


def _pen_width(pen) -> float:
    """A pen's width in px: a cosmetic width of 0 draws 1 px."""
    return max(pg.mkPen(pen).widthF(), 1.0)


def _draws_line(pen) -> bool:
    return pen is not None and pg.mkPen(pen).style() != Qt.PenStyle.NoPen
