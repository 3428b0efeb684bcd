"""PlotStyle: how a panel's plots look, now and in presentation mode.

Curves use width-1 opaque pens without antialiasing (1k points draw in under a millisecond;
width 2 is 5-7x slower); presentation mode switches every registered curve to width-3 pens and
large fonts. Antialiasing a thick pen costs ~15x more again, and a noisy loss curve of a few
thousand vertices then takes ~50 ms a frame: so only the few-thousand-point probe curves are
antialiased in presentation mode, live training curves are not. Plots have a white background
for projectors. The colours are palette.py's, a plot and its legend plot_view.py's, the live
redraws redraw.py's, and the hover readout that says the values under the mouse is hover.py's.
"""
from __future__ import annotations

from typing import Optional

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from playground.ui.plots.plot_view import PlotView, legend_backing
from playground.ui.theme import colours, curve_colour

THIN_WIDTH, THICK_WIDTH = 1, 3
# "Your backward" under the reference curves: a wide translucent band, so where it matches, the
# truth's thin lines run inside it and both stay visible (a thin line under them vanished).
BAND_WIDTH, PRESENTATION_BAND_WIDTH, BAND_ALPHA = 6, 11, 150
NORMAL_POINTS = 10  # at least; a larger application font (a zoomed window) is followed
PRESENTATION_SCALE = 1.3  # of the window font, itself 1.3x in presentation mode
SYMBOL_SIZE, PRESENTATION_SYMBOL_SIZE = 6, 11


def make_pen(colour, dash=Qt.SolidLine, presentation: bool = False):
    """A cosmetic pen in the theme's variant of colour: width 1 for live drawing, width 3 in
    presentation mode."""
    return pg.mkPen(curve_colour(colour), width=THICK_WIDTH if presentation else THIN_WIDTH, style=dash)


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
                if view.legend_inside:
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
        """Titles, axis labels and legend entries in another language (a ui.words.reword.Rewording)."""
        self._views = [(view, *(reword.text(self, f"{index}.{part}", text) for part, text in
                                zip(("title", "left", "bottom"), texts)))
                       for index, (view, *texts) in enumerate(self._views)]
        for index, item in enumerate([curve for curve, *_style in self._curves] + self._scatters):
            if item.opts.get("name"):  # the legend is filled from these names later
                item.opts["name"] = reword.text(self, f"curve{index}", item.opts["name"])
        for index, (item, _colour) in enumerate(self._bands):  # "your backward"
            if item.opts.get("name"):
                item.opts["name"] = reword.text(self, f"band{index}", item.opts["name"])
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
