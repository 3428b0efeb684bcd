"""Live gradients: every parameter's gradient norm over steps, and one parameter in detail.

The detail shows the chosen parameter's current gradient as a heat map (a matrix, colours
symmetric around zero) or as bars (a vector; a step curve when it is long), its histogram, its
largest |gradient| and the fraction of exact zeros, highlighted when it is large: a dead ReLU or
a rounding forward with a zero derivative shows up there first.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from playground.protocol import TrainSnapshot, TrainStarted
from playground.ui.plots.flow_layout import FlowLayout
from playground.ui.plots.hover import HoverReadout, hover_label
from playground.ui.plots.live_text import LiveText
from playground.ui.plots.on_demand import OnDemandPanel, as_built
from playground.ui.plots.palette import BLUE, GREY, series_style
from playground.ui.plots.plot_turns import PlotTurns
from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.redraw import make_live_timer
from playground.ui.plots.smoothing import SmoothedBuffer, SmoothingControl
from playground.ui.plots.step_room import StepRoom
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.tensor import TensorPlot
from playground.ui.plots.training import SeriesBuffer, make_live_curve, speed_up_live_plot
from playground.ui.plots.values import format_value
from playground.ui.theme import Faint, colours

ZERO_FRACTION_WORTH_SAYING = 0.10
# Shorter than this (logical px), the norms and the chosen parameter's detail take turns
# (plots/plot_turns.py): together they need about 150 px of data each besides titles and axes.
FOLD_DETAIL_BELOW_PX = 560


def _sides(shape: tuple) -> str:
    return " × ".join(str(side) for side in shape)


def highlight_style() -> str:
    """"Many exact zeros": highlighted in the theme's colours."""
    theme = colours()
    return (f"background: {theme.highlight_background}; color: {theme.highlight_text}; "
            "font-weight: bold; padding: 2px;")


class GradientPanel(OnDemandPanel):
    """Gradient norms of every parameter, and the chosen parameter's gradient now."""

    def _build(self) -> None:  # when first shown or used (on_demand.py), not with the window
        self.look = PlotStyle()
        self.norms: dict[str, SeriesBuffer] = {}
        self._moved: set[str] = set()  # parameters whose gradient norm was ever above zero
        self._legend: list[tuple[str, str]] = []  # (parameter, legend text) shown now
        self.norm_curves: dict[str, pg.PlotDataItem] = {}
        self.raw_curves: dict[pg.PlotDataItem, pg.PlotDataItem] = {}  # norm curve → its raw values
        self.smoothed: dict[str, SmoothedBuffer] = {}
        self.smoothing = SmoothingControl(self)
        self.smoothing.changed.connect(self.set_smoothing)
        self._spare_curves: list[pg.PlotDataItem] = []
        self._latest: Optional[TrainSnapshot] = None
        self._request_id: Optional[int] = None
        self._shapes: dict[str, tuple] = {}  # parameter → its whole shape (the run's TrainStarted)
        self._wanted_parameter = ""
        self.timer = make_live_timer(self, self.flush)
        self._make_norm_plot()
        self._make_detail_plot()
        self._make_histogram_plot()
        self._make_header()
        self._build_layout()
        self.clear()

    def _make_norm_plot(self) -> None:
        self.norm_view = self.look.plot_view(self.tr("Gradient norm of each parameter"),
                                             self.tr("‖gradient‖"), self.tr("step"),
                                             legend_columns=8)
        self.norm_plot = self.norm_view.plot_item
        self.norm_plot.setLogMode(x=False, y=True)
        speed_up_live_plot(self.norm_plot)
        self.step_room = StepRoom(self.norm_plot)

    def _make_detail_plot(self) -> None:
        self.detail = TensorPlot(self.look, self.tr("Current gradient"))
        self.detail_view = self.detail.view

    def _make_histogram_plot(self) -> None:
        self.histogram_view = self.look.plot_view(self.tr("Histogram"),
                                                  self.tr("count"), self.tr("gradient value"))
        self.histogram = self.look.curve(self.histogram_view.plot_item, GREY, Qt.SolidLine,
                                         live=True, stepMode="center", fillLevel=0,
                                         fillBrush=pg.mkBrush(140, 140, 140, 120))

    def _make_header(self) -> None:
        self.picker = self.look.text(QComboBox(self))
        self.picker.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.picker.setToolTip(self.tr("The parameter whose gradient is shown below."))
        self.picker.currentIndexChanged.connect(lambda _index: self._draw_detail())
        self.picker_label = self.look.text(QLabel(self.tr("parameter")))
        self.info_label = self.look.text(QLabel())
        self.info_label.setWordWrap(True)
        self.info_line = LiveText(self, self._show_info_line)
        self.info_label.setToolTip(self.tr(
            "Exact zeros: entries whose gradient is exactly 0 now. Dead activations: outputs of "
            "your function that pass no gradient back (a ReLU that is off, a rounding step)."))
        self.readout_label = self.look.text(hover_label())
        self.norm_readout = HoverReadout(self.norm_view, self.readout_label, x_name=self.tr("step"))
        self.detail_readout = HoverReadout(self.detail_view, self.readout_label,
                                           x_name=self.tr("index"))
        vector = self.detail
        self.detail_readout.add_series(self.tr("gradient"),
                                       lambda: (np.arange(len(vector.vector)), vector.vector),
                                       lambda: not vector.image.isVisible())
        self.detail_readout.add_image(self.detail.image, self.detail.describe_pixel)
        self.histogram_readout = HoverReadout(self.histogram_view, self.readout_label,
                                              x_name=self.tr("gradient value"))
        self.histogram_readout.add_series(self.tr("count"), self._histogram_centres, lambda: True)

    def _build_layout(self) -> None:
        # The controls wrap and the zeros' line has a row of its own: in one row they asked for
        # 533 px, and a 1024-px presentation window could not give the editor its room (issue 29).
        header = FlowLayout(spacing=12)
        for widget in self.smoothing.text_widgets():
            self.look.text(widget)
        for widget in (self.smoothing, self.picker_label, self.picker):
            header.addWidget(widget)
        # The detail beside its histogram, in a row that hides with both (an empty layout kept its
        # share of the height from the norms); a hidden histogram gives its width back.
        row = QWidget(self)
        grid = QHBoxLayout(row)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.detail_view, 3)
        grid.addWidget(self.histogram_view, 2)
        # The chosen parameter now takes turns with the norms in a short panel, and its histogram
        # with it in a narrow one (960x540: the gradient 200 px wide beside it).
        self.turns = PlotTurns(self, [(self.tr("‖gradient‖"), (self.norm_view,), lambda: True),
                                      (self.tr("Current gradient"), (self.info_label, row, self.detail_view), lambda: True),
                                      (self.tr("Histogram"), (row, self.histogram_view), lambda: True)],
                               FOLD_DETAIL_BELOW_PX, secondary=(self.histogram_view,))  # 960x540: the norms 90 px tall, the detail 64
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.turns)
        layout.addWidget(self.norm_view, 3)
        layout.addLayout(header)
        layout.addWidget(self.info_label)
        layout.addWidget(row, 2)
        layout.addWidget(self.readout_label)
        self.turns.fit()

    def start(self, msg: TrainStarted) -> None:
        """A new run: one norm curve per parameter, named as in the model."""
        self.clear()
        self._request_id = msg.request_id
        self._shapes = {name: tuple(shape) for name, shape in zip(msg.param_names, msg.param_shapes)}
        self._ensure_parameters(list(msg.param_names))

    def add(self, snap: TrainSnapshot) -> None:
        """Append a snapshot's norms and keep it for the detail (cheap); the timer draws."""
        if self._request_id is not None and snap.request_id != self._request_id:
            return  # a late snapshot of a previous run
        for name, values in snap.grad_norms.items():
            self.norms.setdefault(name, SeriesBuffer()).extend(snap.steps, values)
            if self.smoothing.weight() > 0:
                self.smoothed.setdefault(name, SmoothedBuffer(self.smoothing.weight())).extend(
                    snap.steps, values)
            if name not in self._moved and np.any(np.asarray(values) != 0):
                self._moved.add(name)
        if snap.grad_max:  # with the gradient detail (a hidden tab's snapshots have none)
            self._latest = snap
        self.timer.mark_dirty()

    def flush(self) -> None:
        """Hand the buffers to the curves and redraw the detail (the timer calls this)."""
        if not self.timer.take():
            return
        self._ensure_parameters(list(self.norms))
        smooth = self.smoothing.weight() > 0
        for name, curve in self.norm_curves.items():
            series, raw = self.norms[name], self.raw_curves[curve]
            if smooth and name in self.smoothed:
                curve.setData(self.smoothed[name].steps, self.smoothed[name].values)
                raw.setData(series.steps, series.values)
            else:
                curve.setData(series.steps, series.values)
                if raw.isVisible():  # emptied once, not on every redraw
                    raw.setData([], [])
            if raw.isVisible() != smooth:
                raw.setVisible(smooth)
        self.step_room.follow(max((series.steps[-1] for series in self.norms.values() if len(series)), default=None))
        self._show_legend()
        self._draw_detail(live=True)

    @as_built()  # the build clears it
    def clear(self) -> None:
        """Forget every curve and the detail (no run shown)."""
        for curve in self.norm_curves.values():
            curve.setData([], [])
            curve.hide()
            self.raw_curves[curve].setData([], [])
            self.raw_curves[curve].hide()
            self._spare_curves.append(curve)
        self.norm_curves, self.norms, self._moved, self.smoothed = {}, {}, set(), {}
        self._latest, self._request_id = None, None
        self.timer.take()  # nothing waits to be drawn
        if self.picker.currentText():
            self._wanted_parameter = self.picker.currentText()  # the next run shows it again
        self.picker.blockSignals(True)
        self.picker.clear()
        self.picker.blockSignals(False)
        self._show_legend()
        self._draw_detail()

    def _ensure_parameters(self, names: list[str]) -> None:
        """A norm curve (from the pool where possible) and a picker entry for each new name."""
        new = [name for name in names if name not in self.norm_curves]
        for name in new:
            colour, dash = series_style(len(self.norm_curves))
            curve = self._spare_curves.pop(0) if self._spare_curves else self._new_norm_curve()
            self.look.restyle_curve(curve, colour, dash)
            self.look.restyle_curve(self.raw_curves[curve], Faint(colour), Qt.SolidLine)
            curve.opts["name"] = name
            # named for File ▸ Export's CSV columns (the legend names the smoothed curve only)
            self.raw_curves[curve].opts["name"] = self.tr("{name} (raw)").format(name=name)
            curve.show()
            self.norm_curves[name] = curve
            self.picker.addItem(name)
        if new:
            self._show_legend()
        if self._wanted_parameter in new:
            self.picker.setCurrentText(self._wanted_parameter)

    def _show_legend(self) -> None:
        """One entry per parameter. A log axis cannot draw 0, so a parameter whose gradient has
        been exactly 0 all along (a bias used through .detach()) says so in the legend instead
        of silently missing from the plot."""
        entries = []
        for name in self.norm_curves:
            never_moved = len(self.norms.get(name, ())) and name not in self._moved
            entries.append((name, self.tr("{name}: always 0 (not drawn on a log axis)").format(
                name=name) if never_moved else name))
        if entries != self._legend:  # relayout only when the entries change
            self._legend = entries
            self.norm_view.set_legend([(self.norm_curves[name], text) for name, text in entries])

    def _new_norm_curve(self) -> pg.PlotDataItem:
        """A norm curve, and below it the faint curve of its raw values."""
        curve = make_live_curve(self.look, self.norm_plot, BLUE, Qt.SolidLine, "")
        raw = make_live_curve(self.look, self.norm_plot, Faint(BLUE), Qt.SolidLine, "")
        raw.setZValue(curve.zValue() - 1)
        raw.hide()
        self.raw_curves[curve] = raw
        self.norm_readout.add_curve(curve)
        return curve

    def set_smoothing(self, weight: float) -> None:
        """The moving average's weight for the norm curves (0: raw values alone)."""
        if self.smoothing.weight() != weight:
            self.smoothing.set_weight(weight)  # calls back here
            return
        self.smoothed = {}
        if weight > 0:
            for name, series in self.norms.items():
                self.smoothed[name] = SmoothedBuffer(weight)
                self.smoothed[name].extend(series.steps, series.values)
        self.timer.redraw()

    def _draw_detail(self, live: bool = False) -> None:
        name = self.picker.currentText()
        snap = self._latest
        gradient = snap.gradients.get(name) if snap is not None and name else None
        self._show_gradient(name, gradient)
        histogram = snap.histograms.get(name) if snap is not None and name else None
        counts, edges = histogram if histogram is not None else ([], [])
        if len(edges) == len(counts) + 1 and len(counts):
            self.histogram.setData(np.asarray(edges, dtype=np.float64),
                                   np.asarray(counts, dtype=np.float64))
        else:
            self.histogram.setData([], [])
        self._show_info(name, snap, gradient, live)

    def _show_gradient(self, name: str, gradient) -> None:
        if not name:
            self.detail.show(self.tr("Current gradient"), None)
            return
        shown = tuple(np.shape(gradient)) if gradient is not None else ()
        whole = self._shapes.get(name, shown)
        if gradient is not None and whole != shown:
            # a large gradient travels as evenly spread rows and columns (engine/train/grad_stats.py)
            title = self.tr("Gradient of {name} ({shape}; {shown} of it shown, evenly spread)").format(
                name=name, shape=_sides(whole), shown=_sides(shown))
        else:
            title = self.tr("Gradient of {name} ({shape})").format(name=name, shape=_sides(shown) or "1")
        self.detail.show(title, gradient)

    def _show_info(self, name: str, snap: Optional[TrainSnapshot], gradient, live: bool = False) -> None:
        if snap is None or not name:
            self.info_line.set_now((self.tr("No training yet: press Train."), False))
            return
        parts = [self.tr("step {step}").format(step=snap.step)]
        if gradient is None:
            parts.append(self.tr("no gradient (is {name} used by the loss?)").format(name=name))
        zeros = snap.zero_fraction.get(name)
        largest = format_value(snap.grad_max.get(name))
        parts.append(self.tr("largest |gradient| {value}").format(value=largest))
        if zeros is not None:
            parts.append(self.tr("exact zeros {percent}%").format(percent=f"{100 * zeros:.0f}"))
        if snap.dead_fraction is not None:
            dead = f"{100 * snap.dead_fraction:.0f}"
            parts.append(self.tr("dead activations {percent}%").format(percent=dead))
        worth_saying = max(zeros or 0.0, snap.dead_fraction or 0.0) > ZERO_FRACTION_WORTH_SAYING
        line = (("⚠ " if worth_saying else "") + "   ".join(parts), worth_saying)
        if live:
            self.info_line.set(line)  # a few times a second: see live_text.py
        else:
            self.info_line.set_now(line)

    def _show_info_line(self, line: tuple[str, bool]) -> None:
        text, highlighted = line
        self.info_label.setText(text)
        style = highlight_style() if highlighted else ""
        if self.info_label.styleSheet() != style:  # a style sheet set re-polishes the label
            self.info_label.setStyleSheet(style)

    def _histogram_centres(self) -> tuple:
        edges, counts = self.histogram.getOriginalDataset()
        if edges is None or len(edges) < 2:
            return np.empty(0), np.empty(0)
        return (edges[:-1] + edges[1:]) / 2, counts

    def set_presentation(self, on: bool) -> None:
        """Thick lines and large fonts for a projector."""
        self.look.set_presentation(on)
        self.detail.fit_colour_bar()

    def plot_views(self) -> list[PlotView]:
        """The plots of this panel (pyqtgraph GraphicsLayoutWidgets), for export."""
        return [self.norm_view, self.detail_view, self.histogram_view]
