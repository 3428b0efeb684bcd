"""The shared look of the plot panels.

Colours are the Okabe-Ito palette (told apart with every common colour-vision deficiency), and
curves differ in line style as well as colour. Plots have a white background for projectors.
Curves use width-1 opaque pens without antialiasing (1k points draw in under a millisecond;
width 2 is 5-7x slower); presentation mode switches every registered curve to width-3 pens and
large fonts. Antialiasing a thick pen costs ~15x more again, and a noisy loss curve of a few
thousand vertices then takes ~50 ms a frame: so only the few-thousand-point probe curves are
antialiased in presentation mode, live training curves are not. The hover readout that says
the values under the mouse is in plot_hover.py.
"""
from __future__ import annotations

from typing import Callable, Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from playground.ui.theme import colours, curve_colour

# Okabe & Ito (2008). Yellow (#F0E442) is left out: it vanishes on a white projector screen.
BLACK = "#000000"
ORANGE = "#E69F00"
SKY_BLUE = "#56B4E9"
GREEN = "#009E73"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
PURPLE = "#CC79A7"
GREY = "#8C8C8C"
TEXT_COLOUR = "#1A1A1A"
GRID_COLOUR = "#ECECEC"
SERIES_COLOURS = (BLUE, VERMILLION, GREEN, ORANGE, PURPLE, SKY_BLUE, BLACK)
SERIES_DASHES = (Qt.SolidLine, Qt.DashLine, Qt.DotLine, Qt.DashDotLine)

THIN_WIDTH, THICK_WIDTH = 1, 3
# "Your backward" under the reference curves: a wide translucent band, so where it matches, the
# truth's thin lines run inside it and both stay visible (a thin line under them vanished).
BAND_WIDTH, PRESENTATION_BAND_WIDTH, BAND_ALPHA = 6, 11, 150
NORMAL_POINTS = 10  # at least; a larger application font (a zoomed window) is followed
PRESENTATION_SCALE = 1.3  # of the window font, itself 1.3x in presentation mode
SYMBOL_SIZE, PRESENTATION_SYMBOL_SIZE = 6, 11
# A cap on redraws (50 Hz), below the engine's ~33 ms between snapshots: a snapshot that lands
# early still gets its own frame (at a 33 ms cap one frame in thirty was lost), and redraws
# stay bounded however fast snapshots come.
LIVE_REFRESH_MS = 20
DIVERGING_MAP = "CET-D1A"  # blue - white - red, white at zero
# A legend of several rows lies above the plot when that leaves the plot this much height (axes
# and data, logical px), inside it (over a translucent backing) when not.
LEGEND_ABOVE_LEAVES_PX = 260
LEGEND_ENTRY_EXTRA = 40  # beside its text a legend entry has a 20 px line sample and 2 gaps of 8


def tr(text: str) -> str:
    """Translate a string that is not owned by a QObject method."""
    return QCoreApplication.translate("plots", text)


def series_style(index: int) -> tuple[str, Qt.PenStyle]:
    """Colour and dash for the index-th curve of a family: colours first, then dashes."""
    colour = SERIES_COLOURS[index % len(SERIES_COLOURS)]
    dash = SERIES_DASHES[(index // len(SERIES_COLOURS)) % len(SERIES_DASHES)]
    return colour, dash


def make_pen(colour, dash=Qt.SolidLine, presentation: bool = False):
    """A cosmetic pen in the theme's variant of colour: width 1 for live drawing, width 3 in
    presentation mode."""
    return pg.mkPen(curve_colour(colour), width=THICK_WIDTH if presentation else THIN_WIDTH, style=dash)


def format_value(value) -> str:
    """A number for a readout or a label: four significant digits, a dash for nothing."""
    if value is None:
        return "—"
    value = float(value)
    if not np.isfinite(value):
        return "—" if np.isnan(value) else ("∞" if value > 0 else "−∞")
    return f"{value:.4g}"


def finite_or_nan(values) -> np.ndarray:
    """A float64 copy with ±inf made NaN: pyqtgraph draws NaN as a gap; inf breaks autorange."""
    array = np.array(values, dtype=np.float64, copy=True).ravel()
    array[~np.isfinite(array)] = np.nan
    return array


class LiveTimer(QTimer):
    """A live panel's redraws. ``mark_dirty()`` when new data came: the panel's flush runs at
    once when the last was at least LIVE_REFRESH_MS ago, else when it will be (a cap on the
    redraw rate, not a delay added to every redraw, which halved the frames a second). The
    flush begins with ``take()``: whether there is anything new to draw. ``redraw()`` draws now."""

    def __init__(self, parent: QWidget, flush: Callable[[], None]):
        super().__init__(parent)
        self.setSingleShot(True)
        self.dirty = False
        self._flush = flush
        self._views: Callable[[], list] = getattr(parent, "plot_views", list)
        self._since_flush = QElapsedTimer()
        self.timeout.connect(self._fire)

    def _fire(self) -> None:
        self._since_flush.restart()
        self._draw()

    def _draw(self) -> None:
        """The panel's flush, then its plots settled (see PlotView.settle)."""
        self._flush()
        for view in self._views():
            view.settle()

    def mark_dirty(self) -> None:
        """New data to draw: a flush soon, within the redraw cap."""
        self.dirty = True
        if not self.isActive():
            self.start()

    def take(self) -> bool:
        """At the start of a flush (or to drop what waits): whether there was new data; the
        timer stops and the panel is clean again."""
        self.stop()
        dirty, self.dirty = self.dirty, False
        return dirty

    def redraw(self) -> None:
        """Draw now, new data or not (a setting of the panel changed)."""
        self.dirty = True
        self._draw()

    def start(self, msec: Optional[int] = None) -> None:  # noqa: D102 (QTimer's)
        if msec is None:
            elapsed = self._since_flush.elapsed() if self._since_flush.isValid() else LIVE_REFRESH_MS
            msec = max(0, LIVE_REFRESH_MS - int(elapsed))
        super().start(msec)


def make_live_timer(parent: QWidget, flush: Callable[[], None]) -> LiveTimer:
    """The ~30 Hz redraw timer of a live panel: add() starts it when data became dirty."""
    return LiveTimer(parent, flush)


class ReadableAxis(pg.AxisItem):
    """An axis whose log-scale labels do not pile up: besides the decades, only the ticks at
    2x and 5x a power of ten are labelled, in plain numbers (0.02, 200, 1e-05)."""

    def logTickStrings(self, values, scale, spacing):  # noqa: N802 (pyqtgraph's name)
        strings = []
        for value in values:
            mantissa = round(10 ** (value % 1), 6)
            number = 10 ** value * scale
            labelled = spacing is not None or mantissa in (1.0, 2.0, 5.0, 10.0)
            strings.append(f"{number:.3g}" if labelled else "")
        return strings


def legend_backing():
    """The translucent plot background behind a legend that lies inside the plot."""
    backing = pg.mkColor(colours().plot_background)
    backing.setAlpha(210)
    return backing


def legend_width(widths: list[float], columns: int) -> float:
    """Width of a row-major legend grid: each column as wide as its widest entry."""
    return sum(max(widths[column::columns]) for column in range(columns))


class PlotView(pg.GraphicsLayoutWidget):
    """A white plot with its title and legend stacked above it, so the legend never hides data."""

    def __init__(self, legend_columns: int = 0, axis_items: Optional[dict] = None) -> None:
        super().__init__()
        self.setBackground(colours().plot_background)
        self.ci.setContentsMargins(4, 4, 8, 4)
        self.ci.setSpacing(2)
        self.title_label = self.addLabel("", row=0, col=0, color=colours().text)
        self.legend: Optional[pg.LegendItem] = None
        self._legend_inside = False
        self._legend_columns = legend_columns  # at most; fewer when the plot is narrow
        if legend_columns:
            self.legend = pg.LegendItem(colCount=legend_columns, labelTextColor=colours().text,
                                        horSpacing=8, pen=None)
            self.addItem(self.legend, row=1, col=0)
            self.ci.layout.setAlignment(self.legend, Qt.AlignHCenter)
            self.legend.hide()  # hidden items take no room in the layout
        axes = {"left": ReadableAxis("left"), "bottom": ReadableAxis("bottom")}
        axes.update(axis_items or {})
        self.plot_item: pg.PlotItem = self.addPlot(row=2, col=0, axisItems=axes)

    def getPlotItem(self) -> pg.PlotItem:
        return self.plot_item

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
        wide as its own entries, and the legend no wider than them (a layout would stretch it)."""
        if self.legend is None or not self.legend.items:
            return
        widths = [label.item.boundingRect().width() + LEGEND_ENTRY_EXTRA
                  for _sample, label in self.legend.items]
        room = 0.95 * self.width()
        columns = min(self._legend_columns, len(widths))
        while columns > 1 and legend_width(widths, columns) > room:
            columns -= 1
        self.legend.setColumnCount(columns)
        self.legend.setMaximumWidth(legend_width(widths, columns))
        rows = -(-len(widths) // columns)
        row_height = max(label.item.boundingRect().height() for _sample, label in self.legend.items)
        crowded = self.height() - rows * row_height < LEGEND_ABOVE_LEAVES_PX
        self._place_legend(inside=rows > 1 and crowded)
        self.legend.updateSize()  # this moves the legend to (0, 0): let the layout place it again
        self.legend.updateGeometry()
        self.ci.layout.invalidate()

    def _place_legend(self, inside: bool) -> None:
        """Above the plot where it hides no data; inside its top-left corner (over a translucent
        backing) when its rows would leave the plot too little height (LEGEND_ABOVE_LEAVES_PX):
        beside f(x) on a small screen four rows cost the plot half its height."""
        if inside == self._legend_inside:
            return
        self._legend_inside = inside
        if inside:
            self.ci.removeItem(self.legend)
            self.legend.setParentItem(self.plot_item.getViewBox())
            self.legend.setBrush(pg.mkBrush(legend_backing()))
            self.legend.setZValue(50)
            self.legend.anchor((0, 0), (0, 0), offset=(4, 4))
        else:
            self.legend.setParentItem(None)
            self.legend.setBrush(None)
            self.addItem(self.legend, row=1, col=0)
            self.ci.layout.setAlignment(self.legend, Qt.AlignHCenter)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if hasattr(self, "_legend_columns"):  # pyqtgraph resizes once inside __init__
            self.fit_legend()


class PlotStyle:
    """Creates a panel's plots and curves and registers its widgets for presentation mode."""

    def __init__(self) -> None:
        self.presentation = False
        self._views: list[tuple[PlotView, str, str, str]] = []
        self._curves: list[tuple[pg.PlotDataItem, str, Qt.PenStyle, bool]] = []
        self._scatters: list[pg.ScatterPlotItem] = []
        self._bands: list[tuple[pg.PlotDataItem, str]] = []
        self._widgets: list[tuple[QWidget, float]] = []
        self._axes: list[pg.AxisItem] = []

    def plot_view(self, title: str = "", left: str = "", bottom: str = "",
                  legend_columns: int = 0, axis_items: Optional[dict] = None) -> PlotView:
        """A white plot with dark axes, the given title and axis labels, and an optional legend
        (legend_columns > 0); axis_items: pyqtgraph's {"left": AxisItem, ...} to replace axes."""
        view = PlotView(legend_columns, axis_items)
        plot = view.plot_item
        for name in ("left", "bottom", "right", "top"):
            self.axis(plot.getAxis(name))
        plot.showGrid(x=True, y=True)
        for name in ("left", "bottom"):
            # Opaque grid lines: pyqtgraph's translucent ones cost ~3 ms per axis per frame,
            # more than the curves; opaque light grey draws 15x faster and reads the same.
            # Opaque lines would hide a curve lying on them (a derivative of exactly 0 or 1),
            # so the axes go below the view box (z -100): the grid is drawn under the data.
            axis = plot.getAxis(name)
            axis.setStyle(tickAlpha=255, maxTickLevel=1)  # no faint third level
            axis.setTickPen(colours().grid)
            axis.setZValue(-200)
        self._views.append((view, title, left, bottom))
        self._style_view(view, title, left, bottom)
        return view

    def axis(self, axis: pg.AxisItem) -> pg.AxisItem:
        """Dark axis with plain numbers; its tick font grows in presentation mode."""
        axis.setPen(colours().text)
        axis.setTextPen(colours().text)
        axis.enableAutoSIPrefix(False)  # "(x0.001)" beside a label puzzles newcomers
        if all(axis is not known for known in self._axes):
            self._axes.append(axis)
        axis.setStyle(tickFont=self._font())
        return axis

    def set_titles(self, view: PlotView, title: Optional[str] = None, left: Optional[str] = None,
                   bottom: Optional[str] = None) -> None:
        """Change a registered plot's title and axis labels (None keeps one as it is)."""
        for index, (known, old_title, old_left, old_bottom) in enumerate(self._views):
            if known is view:
                entry = (view, old_title if title is None else title,
                         old_left if left is None else left,
                         old_bottom if bottom is None else bottom)
                if entry != (known, old_title, old_left, old_bottom):  # relayout only on change
                    self._views[index] = entry
                    self._style_view(*entry)

    def curve(self, plot: pg.PlotItem, colour, dash=Qt.SolidLine, name: Optional[str] = None,
              live: bool = False, **options) -> pg.PlotDataItem:
        """A curve added to plot, styled now and on every presentation change.

        live: redrawn ~30 times a second while training, so never antialiased;
        options: PlotDataItem's, and item_class (a PlotDataItem subclass) to make another kind."""
        kind = options.pop("item_class", pg.PlotDataItem)
        item = kind(name=name, antialias=self.presentation and not live,
                    pen=make_pen(colour, dash, self.presentation), **options)
        plot.addItem(item)
        self._curves.append((item, colour, dash, live))
        return item

    def band(self, plot: pg.PlotItem, colour, name: Optional[str] = None,
             **options) -> pg.PlotDataItem:
        """A static curve drawn as a wide translucent band (for a curve that others lie on)."""
        item = pg.PlotDataItem(name=name, antialias=self.presentation, pen=self._band_pen(colour),
                               **options)
        plot.addItem(item)
        self._bands.append((item, colour))
        return item

    def _band_pen(self, colour):
        rgba = pg.mkColor(curve_colour(colour))
        rgba.setAlpha(BAND_ALPHA)
        width = PRESENTATION_BAND_WIDTH if self.presentation else BAND_WIDTH
        return pg.mkPen(rgba, width=width, capStyle=Qt.RoundCap, joinStyle=Qt.RoundJoin)

    def restyle_curve(self, item: pg.PlotDataItem, colour, dash=Qt.SolidLine) -> None:
        """Give a registered curve another colour or dash (pooled curves change owner)."""
        self._curves = [(c, colour, dash, live) if c is item else (c, k, d, live)
                        for c, k, d, live in self._curves]
        item.setPen(make_pen(colour, dash, self.presentation))

    def scatter(self, plot: pg.PlotItem, brush, symbol: str = "o",
                name: Optional[str] = None) -> pg.ScatterPlotItem:
        """Data points: filled symbols with a dark outline, so they show on any background."""
        item = pg.ScatterPlotItem(name=name, symbol=symbol, brush=pg.mkBrush(brush),
                                  pen=pg.mkPen(colours().text, width=0.5), size=self._symbol_size())
        plot.addItem(item)
        self._scatters.append(item)
        return item

    def text(self, widget: QWidget, scale: float = 1.0):
        """Register a label, check box, spin box...: its font grows in presentation mode."""
        self._widgets.append((widget, scale))
        self._style_widget(widget, scale)
        return widget

    def set_presentation(self, on: bool) -> None:
        """Thick pens (antialiased where cheap) and large fonts (on), or thin fast pens (off)."""
        self.presentation = bool(on)
        for item, colour, dash, live in self._curves:
            item.opts["antialias"] = self.presentation and not live
            item.setPen(make_pen(colour, dash, self.presentation))
        for item in self._scatters:
            item.setSize(self._symbol_size())
        for item, colour in self._bands:
            item.opts["antialias"] = self.presentation  # as the other probe curves
            item.setPen(self._band_pen(colour))
        for axis in self._axes:
            axis.setStyle(tickFont=self._font())
        for view, title, left, bottom in self._views:
            self._style_view(view, title, left, bottom)
        for widget, scale in self._widgets:
            self._style_widget(widget, scale)

    def apply_theme(self) -> None:
        """Repaint in the theme of ``colours()``: backgrounds, axes, grid, legends, curves."""
        theme = colours()
        for view, _title, _left, _bottom in self._views:
            view.setBackground(theme.plot_background)
            if view.legend is not None:
                view.legend.setLabelTextColor(theme.text)
                if view._legend_inside:
                    view.legend.setBrush(pg.mkBrush(legend_backing()))
            for name in ("left", "bottom"):
                view.plot_item.getAxis(name).setTickPen(theme.grid)
        for axis in self._axes:
            axis.setPen(theme.text)
            axis.setTextPen(theme.text)
        for item in self._scatters:
            item.setPen(pg.mkPen(theme.text, width=0.5))
        self.set_presentation(self.presentation)  # pens in the theme's colours, titles, labels

    def reword(self, reword) -> None:
        """Titles, axis labels and legend entries in another language (a ui.reword.Rewording)."""
        self._views = [(view, *(reword.text(self, f"{index}.{part}", text) for part, text in
                                zip(("title", "left", "bottom"), texts)))
                       for index, (view, *texts) in enumerate(self._views)]
        for index, item in enumerate([curve for curve, *_style in self._curves] + self._scatters):
            if item.opts.get("name"):  # the legend is filled from these names later
                item.opts["name"] = reword.text(self, f"curve{index}", item.opts["name"])
        for view, _title, _left, _bottom in self._views:
            for _sample, label in (view.legend.items if view.legend is not None else []):
                label.text = reword(label.text)
        self.set_presentation(self.presentation)

    def _points(self) -> float:
        """Text size: the application's font (at least NORMAL_POINTS), larger for a projector.
        Call set_presentation again after changing the application font to follow it."""
        base = max(QApplication.font().pointSizeF(), NORMAL_POINTS)
        return base * PRESENTATION_SCALE if self.presentation else base

    def _font(self) -> QFont:
        font = QFont()
        font.setPointSizeF(self._points())
        return font

    def _symbol_size(self) -> int:
        return PRESENTATION_SYMBOL_SIZE if self.presentation else SYMBOL_SIZE

    def _style_view(self, view: PlotView, title: str, left: str, bottom: str) -> None:
        points = self._points()
        plot = view.plot_item
        css = {"color": colours().text, "font-size": f"{points:.0f}pt"}
        for side, text in (("left", left), ("bottom", bottom)):
            if text:
                plot.setLabel(side, text, **css)
            else:
                plot.showLabel(side, False)
        self._style_title(view, title)
        if view.legend is not None:
            view.legend.setLabelTextSize(f"{points:.0f}pt")
            for _sample, label in view.legend.items:
                label.setText(label.text)  # a LabelItem re-renders only on setText
            view.fit_legend()

    def _style_title(self, view: PlotView, title: str) -> None:
        size = f"{self._points() + 1:.0f}pt"
        view.title_label.setText(title, color=colours().text, size=size, bold=True)
        view.title_label.setVisible(bool(title))
        view.title_label.setMaximumHeight(1e6 if title else 0)  # no title: no empty row

    def _style_widget(self, widget: QWidget, scale: float) -> None:
        font = widget.font()
        font.setPointSizeF(self._points() * scale)
        widget.setFont(font)
