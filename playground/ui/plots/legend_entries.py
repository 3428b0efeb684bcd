"""A legend's entries sized to the room the plot has for them (plots/plot_view.py places the
legend): how many columns fit, an entry's words wrapped where it is wider than its room alone, its
text smaller where a legend inside the plot would be taller than the data area, and pyqtgraph's
anchor let go of once the legend leaves the plot (issue 29: entries past the plot's edge, a
legend over the title)."""
from __future__ import annotations

import re
from typing import Optional

import pyqtgraph as pg
from PySide6.QtGui import QTransform

# pyqtgraph's legend grid: beside its text an entry has a 20 px line sample and a gap of 8 (the
# legend's horSpacing, plot_view.py), the columns 8 apart, the grid 9 px in from each side
LEGEND_ENTRY_EXTRA = 28
SAMPLE_PX = 20
COLUMN_GAP = 8
GRID_MARGINS = 18
# a legend with smaller text: its line samples as much smaller (they set a row's least height:
# four rows at 70 % took 98 px in lesson 11's 150-px plot, 20 a row), the grid 3 px in
SMALL_GRID_MARGIN_PX = 3.0
DEFAULT_POINTS = 9.0  # pyqtgraph's legend text size where none was given
LEAST_WRAP_PX = 60  # an entry's words wrap no narrower (a plot not laid out yet has no width)
# Qt's margin around an entry's text (QTextDocument's default), which spaced four rows of a legend
# shrunk inside round's small derivative plot 29 px apart at 8 pt; smaller text keeps 1 px
TEXT_MARGIN_PX = 4.0
SMALL_TEXT_MARGIN_PX = 1.0


def legend_width(widths: list[float], columns: int) -> float:
    """Width of a row-major legend grid of entries ``widths`` wide: each column as wide as its
    widest entry."""
    columns_width = sum(max(widths[column::columns]) for column in range(columns))
    return columns_width + COLUMN_GAP * (columns - 1) + GRID_MARGINS


def columns_in(widths: list[float], columns: int, room: float) -> int:
    """The most columns, up to ``columns``, whose grid of ``widths`` fits ``room``: at least one."""
    columns = min(columns, len(widths))
    while columns > 1 and legend_width(widths, columns) > room:
        columns -= 1
    return max(columns, 1)


def entry_widths(legend: pg.LegendItem) -> list[float]:
    """Each entry's width: its text's and its line sample's."""
    return [label.item.boundingRect().width() + LEGEND_ENTRY_EXTRA - SAMPLE_PX + sample.maximumWidth()
            for sample, label in legend.items]


def set_entry_scale(legend: pg.LegendItem, scale: float) -> None:
    """The entries' text at ``scale`` times the legend's own size (its labelTextSize), on one line;
    smaller text with less margin around it and smaller line samples (a legend that must shrink
    inside a small plot)."""
    size = f"{_points(legend.labelTextSize()) * scale:.1f}pt"
    margin = TEXT_MARGIN_PX if scale >= 1.0 else SMALL_TEXT_MARGIN_PX
    _scale_samples(legend, min(scale, 1.0))
    for _sample, label in legend.items:
        wrap_at(label, None)
        document = label.item.document()
        if label.opts.get("size") != size or document.documentMargin() != margin:
            document.setDocumentMargin(margin)
            label.setText(label.text, size=size)  # a LabelItem re-renders only on setText
            _take_text_size(label)


def _scale_samples(legend: pg.LegendItem, scale: float) -> None:
    """Draw the line samples (ItemSample paints in a fixed 20 px square) at ``scale``, and the
    grid's margins less where they shrink."""
    side = round(SAMPLE_PX * scale)
    for sample, _label in legend.items:
        sample.setTransform(QTransform.fromScale(side / SAMPLE_PX, side / SAMPLE_PX))
        sample.setFixedWidth(side)
        sample.setFixedHeight(side)
    margin = GRID_MARGINS / 2 if scale >= 1.0 else SMALL_GRID_MARGIN_PX
    legend.layout.setContentsMargins(margin, margin, margin, margin)


def wrap_at(label: pg.LabelItem, width: Optional[float]) -> bool:
    """Wrap a legend entry's words at ``width`` (None: on one line); whether that changed it."""
    width = -1.0 if width is None else width
    if label.item.textWidth() == width:
        return False
    label.item.setTextWidth(width)
    label.updateMin()
    _take_text_size(label)
    return True


def _take_text_size(label: pg.LabelItem) -> None:
    """Size the entry to its text now: the legend measures its rows from its entries' sizes
    (LegendItem.updateSize), which its layout sets only later, and a legend inside the plot has
    no layout around it to correct them (an entry wrapped once at a tiny width kept the legend
    900 px tall)."""
    label.resize(label.itemRect().size())


def wrap_wide_entries(legend: pg.LegendItem, room: float) -> bool:
    """Wrap each entry wider than ``room`` on its own (in a legend of one column); whether any
    wrapped."""
    wrapped = False
    text_room = room - LEGEND_ENTRY_EXTRA - GRID_MARGINS
    for _sample, label in legend.items:
        if label.item.boundingRect().width() > text_room >= LEAST_WRAP_PX:
            wrapped = wrap_at(label, text_room) or wrapped
    return wrapped


def release_anchor(legend: pg.LegendItem) -> None:
    """Let go of the anchor a legend inside the plot had: pyqtgraph's anchor (GraphicsWidgetAnchor)
    keeps moving it to the old corner whenever the view box or the legend changes size, also once
    the legend is back above the plot, where it then lay over the title (lesson 11's loss plot in
    Russian at 1024×768). Its fields are private (name-mangled); anchor() sets them again."""
    parent = legend._GraphicsWidgetAnchor__parent
    if parent is not None:
        parent.geometryChanged.disconnect(legend._GraphicsWidgetAnchor__geometryChanged)
    legend._GraphicsWidgetAnchor__parent = None
    legend._GraphicsWidgetAnchor__itemAnchor = None


def _points(size: Optional[str]) -> float:
    match = re.fullmatch(r"\s*([0-9.]+)\s*pt\s*", size or "")
    return float(match.group(1)) if match else DEFAULT_POINTS
