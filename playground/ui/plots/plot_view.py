"""PlotView: one plot with its title and legend stacked above it, so the legend never hides data.

Its axes label log scales readably (ReadableAxis); its legend takes as many columns as the plot's
width allows and moves inside the plot, over a translucent backing, when its rows would leave
the plot too little height. How a panel's plots look (pens, fonts, presentation mode) is
PlotStyle's (style.py).
"""
from __future__ import annotations

from typing import Optional

import pyqtgraph as pg
from PySide6.QtCore import Qt

from playground.ui.plots.legend_entries import (
    LEAST_WRAP_PX,
    columns_in,
    entry_widths,
    legend_width,
    release_anchor,
    set_entry_scale,
    wrap_at,
    wrap_wide_entries,
)
from playground.ui.plots.legend_place import PLACES, Cover, Marks, least_covered, marks_in_view
from playground.ui.plots.plot_parts import LazyMenuViewBox, ReadableAxis
from playground.ui.theme import colours

# A legend of several rows lies above the plot when that leaves the plot this much height (axes
# and data, logical px), inside it (over a translucent backing) when not.
LEGEND_ABOVE_LEAVES_PX = 260
# Where every place inside would hide data, above after all while that leaves the plot this much
# (150 px of data and its axes); a plot shorter still keeps its legend inside, where it hides least.
LEGEND_ABOVE_AT_LEAST_PX = 220
INSIDE_OFFSET_PX = 4  # a legend inside the plot keeps this far from the data area's edges
AXIS_PX = 60  # the left axis's width, before the plot is first laid out
# A legend inside the plot taller than the data area, or over a line wherever it lies: its text
# smaller, down to 60 % of the rest's (at 70 % lesson 11's four entries found no room beside the
# bump in Russian at 1024×768 presentation, wrapped or not: 9 pt, beside 15 pt axes)
INSIDE_SCALES = (1.0, 0.9, 0.8, 0.7, 0.6)
# A legend inside lies over the curves where it covers none, under them (over the grid, which
# lies under the data area: plots/style.py) where every place and shape would hide some line
INSIDE_Z, UNDER_CURVES_Z = 50, -1
# ... and narrower, its entries wrapped at these fractions of the widest one's text
WRAP_FRACTIONS = (0.8, 0.7, 0.6, 0.5)


def legend_backing():
    """The translucent plot background behind a legend that lies inside the plot."""
    backing = pg.mkColor(colours().plot_background)
    backing.setAlpha(210)
    return backing


class PlotView(pg.GraphicsLayoutWidget):
    """A white plot with its title and legend stacked above it, so the legend never hides data."""

    def __init__(self, legend_columns: int = 0, axis_items: Optional[dict] = None) -> None:
        super().__init__()
        self.setBackground(colours().plot_background)
        self.ci.setContentsMargins(4, 4, 8, 4)
        self.ci.setSpacing(2)
        self.title_label = self.addLabel("", row=0, col=0, color=colours().text)
        self.legend: Optional[pg.LegendItem] = None
        self.legend_corner = (0, 0)  # where the legend lies when inside the plot
        self._legend_inside = False
        self._fitting = False  # a fit under way: the data area's moves are its own
        self._legend_columns = legend_columns  # at most; fewer when the plot is narrow
        if legend_columns:
            self.legend = pg.LegendItem(colCount=legend_columns, labelTextColor=colours().text,
                                        horSpacing=8, pen=None)
            self.addItem(self.legend, row=1, col=0)
            self.ci.layout.setAlignment(self.legend, Qt.AlignHCenter)
            self.legend.hide()  # hidden items take no room in the layout
        axes = {"left": ReadableAxis("left"), "bottom": ReadableAxis("bottom")}
        axes.update(axis_items or {})
        self.plot_item: pg.PlotItem = self.addPlot(row=2, col=0, axisItems=axes, viewBox=LazyMenuViewBox())
        # the data area narrows without the widget resizing where the axis's numbers widen
        self.plot_item.getViewBox().sigResized.connect(self._data_area_resized)

    def getPlotItem(self) -> pg.PlotItem:
        return self.plot_item

    @property
    def legend_inside(self) -> bool:
        """Whether the legend lies inside the plot, over a translucent backing (see fit_legend)."""
        return self._legend_inside

    def settle(self) -> None:
        """Apply a pending auto range now, not in the coming paint. pyqtgraph defers it to the
        paint, and a range that changes there asks for a second paint: each live frame was
        drawn twice (193 paints for 93 updates of a growing curve; 100 when settled first)."""
        if self.isVisible():
            self.plot_item.getViewBox().prepareForPaint()

    def set_legend(self, entries: list[tuple[object, str]]) -> None:
        """Show exactly these (item, name) entries in the legend; hide it when there are none."""
        if self.legend is None:
            return
        self.legend.clear()
        for item, name in entries:
            self.legend.addItem(item, name)
        self.legend.setVisible(bool(entries))
        self.fit_legend()

    def fit_legend(self) -> None:
        """As many legend columns as fit the plot's width (one row where it can), each column as
        wide as its own entries, and the legend no wider than them (a layout would stretch it).
        Inside the plot it has only the data area (the axis takes the rest of the width): there
        it takes fewer columns ("数値微分" ran past lesson 01's plot in Japanese at 1024×768) and
        smaller text where its rows would be taller than the area. An entry wider than its room
        alone wraps."""
        if self.legend is None or not self.legend.items:
            return
        self._fitting = True
        try:
            self._fit_legend()
        finally:
            self._fitting = False

    def _fit_legend(self) -> None:
        set_entry_scale(self.legend, 1.0)
        widths = entry_widths(self.legend)
        above = columns_in(widths, self._legend_columns, 0.95 * self.width())
        rows = -(-len(widths) // above)
        row_height = max(label.item.boundingRect().height() for _sample, label in self.legend.items)
        crowded = self.height() - rows * row_height < LEGEND_ABOVE_LEAVES_PX
        self._place_legend(inside=rows > 1 and crowded)
        if self._legend_inside:
            scale = self._fit_inside(above)
            marks = self._marks()
            corner, covered = self._least_covered_place(marks)
            if not covered.free and self.height() - rows * row_height >= LEGEND_ABOVE_AT_LEAST_PX:
                self._place_legend(inside=False)  # no place free (it covered round's backward): above
                set_entry_scale(self.legend, 1.0)
            else:
                if not covered.free:  # no room above either: smaller, where it covers least
                    corner, covered = self._cover_less(above, marks, scale, (corner, covered))
                self._anchor_inside(corner)
                # where it still covers a line, under the curves: they cross its corner, whole
                self.legend.setZValue(INSIDE_Z if covered.free else UNDER_CURVES_Z)
        if not self._legend_inside:
            self._set_columns(above)
        room = self._inside_room()[0] if self._legend_inside else 0.95 * self.width()
        if wrap_wide_entries(self.legend, room):
            self._set_columns(self.legend.columnCount)
        self.ci.layout.invalidate()
        self._lay_out_at_widget_size()

    def _lay_out_at_widget_size(self) -> None:
        """The plot's layout at the widget's size now. A legend above, wider than the widget (one
        row of four at 900 px, then 432), held the layout at its own width, its least; once the
        fit took it inside or into more rows the layout kept that width until the next resize,
        so the same plot at the same size got another legend (the legend fit an 760-px data area
        in a 432-px widget) depending on the size it came from."""
        self.ci.setGeometry(self.range)
        self.ci.layout.activate()

    def _fit_inside(self, most: int) -> float:
        """Inside the plot: the columns, up to ``most``, that fit the data area's width, at the
        largest text whose rows fit its height (the smallest where none does); that text's scale."""
        height = self._inside_room()[1]
        for scale in INSIDE_SCALES:
            self._scale_inside(scale, most)
            if self.legend.height() <= height:
                break
        return scale

    def _cover_less(self, most: int, marks: Optional[Marks], fitted: float,
                    best: tuple[tuple, Cover]) -> tuple[tuple, Cover]:
        """Where every place covers a line and there is no room above (lesson 11's bump under a
        four-row legend at 1024×768): a narrower legend, its entries' words wrapped, that fits
        beside the line (the free corner left of a bump), else smaller text, down to
        INSIDE_SCALES' least; the first free shape in that order, the largest text first, else
        the one that covers the least line. ``best`` is the place at ``fitted`` and one line."""
        chosen = (fitted, None)
        for scale in [scale for scale in INSIDE_SCALES if scale <= fitted]:
            for width in self._wrap_widths(scale, most):
                self._shape_inside(scale, width, most)
                if self.legend.height() > self._inside_room()[1]:
                    continue  # taller than the data area
                place, covered = self._least_covered_place(marks)
                if covered < best[1]:
                    chosen, best = (scale, width), (place, covered)
                if covered.free:
                    break
            if best[1].free:
                break
        self._shape_inside(*chosen, most)
        return best

    def _wrap_widths(self, scale: float, most: int) -> list[Optional[float]]:
        """The text widths a legend at ``scale`` is tried at: its entries on one line (None), then
        wrapped narrower (WRAP_FRACTIONS of its widest entry's text), no narrower than a word's room."""
        self._scale_inside(scale, most)
        widest = max(label.item.boundingRect().width() for _sample, label in self.legend.items)
        return [None] + [fraction * widest for fraction in WRAP_FRACTIONS if fraction * widest >= LEAST_WRAP_PX]

    def _shape_inside(self, scale: float, width: Optional[float], most: int) -> None:
        """The legend inside at text ``scale``, its entries wrapped at ``width`` in one column
        (None: on one line, in the columns that fit)."""
        self._scale_inside(scale, most)
        if width is not None:
            for _sample, label in self.legend.items:
                if label.item.boundingRect().width() > width:
                    wrap_at(label, width)
            self._set_columns(1)

    def _scale_inside(self, scale: float, most: int) -> None:
        set_entry_scale(self.legend, scale)
        self._set_columns(columns_in(entry_widths(self.legend), most, self._inside_room()[0]))

    def _set_columns(self, columns: int) -> None:
        widths = entry_widths(self.legend)
        self.legend.setColumnCount(columns)
        self.legend.setMaximumWidth(legend_width(widths, columns))
        # The legend's size from its entries' own (LegendItem.updateSize reads their present sizes,
        # which its layout had stretched to a former, larger legend: its rows stayed 60 px apart);
        # this moves it to (0, 0): its anchor or the plot's layout places it again.
        self.legend.layout.invalidate()
        size = self.legend.layout.effectiveSizeHint(Qt.SizeHint.PreferredSize)
        self.legend.setGeometry(0, 0, size.width(), size.height())
        self.legend.updateGeometry()

    def _inside_room(self) -> tuple[float, float]:
        """The width and height a legend inside the plot has: the data area's, less its offsets
        from the sides, once the plot's layout has placed it at the widget's present size (it
        does that later, in an event: until then the area is the last size's); before the plot
        is first laid out, the widget's less an axis's."""
        self._lay_out_at_widget_size()
        box = self.plot_item.getViewBox().geometry()
        if box.width() <= 0 or box.height() <= 0:
            return self.width() - AXIS_PX - 2 * INSIDE_OFFSET_PX, self.height() - AXIS_PX - 2 * INSIDE_OFFSET_PX
        return box.width() - 2 * INSIDE_OFFSET_PX, box.height() - 2 * INSIDE_OFFSET_PX

    def _marks(self) -> Optional[Marks]:
        """The visible curves' lines and symbols as drawn in the data area (none before it is
        laid out), at the range a pending auto range is about to give it."""
        view = self.plot_item.getViewBox()
        if view.width() <= 0 or view.height() <= 0:
            return None
        view.prepareForPaint()
        return marks_in_view(view, self.plot_item.listDataItems())

    def _least_covered_place(self, marks: Optional[Marks]) -> tuple[tuple, Cover]:
        """The place (legend_place.py PLACES) whose legend-sized patch covers the least of the
        ``marks`` (the first, top-left, on a tie), and what it covers: a legend inside must not
        lie over the curve that matters (lesson 06's backward is high on the right, lesson 11's
        surrogate a narrow bump in the middle)."""
        if marks is None:
            return PLACES[0], Cover(0.0, 0)
        view = self.plot_item.getViewBox()
        size = (self.legend.width(), self.legend.height())
        return least_covered(marks, (view.width(), view.height()), size, INSIDE_OFFSET_PX)

    def _anchor_inside(self, corner: tuple) -> None:
        inset = {0: INSIDE_OFFSET_PX, 1: -INSIDE_OFFSET_PX}  # halfway along a side: none
        offset = (inset.get(corner[0], 0), inset.get(corner[1], 0))
        self.legend.anchor(corner, corner, offset=offset)
        self.legend_corner = corner

    def _place_legend(self, inside: bool) -> None:
        """Above the plot where it hides no data; inside, in its emptiest corner (over a translucent
        backing) when its rows would leave the plot too little height (LEGEND_ABOVE_LEAVES_PX):
        beside f(x) on a small screen four rows cost the plot half its height."""
        if inside == self._legend_inside:
            return
        self._legend_inside = inside
        if inside:
            self.ci.removeItem(self.legend)
            self.legend.setParentItem(self.plot_item.getViewBox())
            self.legend.setBrush(pg.mkBrush(legend_backing()))
            self.legend.setZValue(INSIDE_Z)
            self.legend.anchor((0, 0), (0, 0), offset=(INSIDE_OFFSET_PX, INSIDE_OFFSET_PX))
        else:
            release_anchor(self.legend)
            self.legend.setParentItem(None)
            self.legend.setBrush(None)
            self.addItem(self.legend, row=1, col=0)
            self.ci.layout.setAlignment(self.legend, Qt.AlignHCenter)

    def _data_area_resized(self) -> None:
        """Refit a legend inside the plot, whose room is the data area's (the layout's own moves
        while a fit places a legend above are that fit's)."""
        if self._legend_inside and not self._fitting:
            self.fit_legend()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        # pyqtgraph resizes once inside __init__, and once more in close(), its items deleted
        if hasattr(self, "_legend_columns") and not self.closed:
            self.fit_legend()

