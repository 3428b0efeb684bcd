"""Live training curves: LossPanel (train and test loss, accuracy), and the buffer they grow in.

Snapshots arrive up to ~30 times a second, each with the records of the steps since the previous
one. add() only appends to numpy buffers (amortised growth, no Qt work); a single-shot ~30 Hz
timer, started when data became dirty, calls flush(), which hands the buffers to the existing
curves with setData. Curves downsample (peak) and clip to the view, so 100k steps stay fast.
"""
from __future__ import annotations

from typing import Optional

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QVBoxLayout, QWidget

from playground.protocol import TrainSnapshot, TrainStarted
from playground.ui.plots.hover import HoverReadout, hover_label
from playground.ui.plots.labels import ElidedLabel
from playground.ui.plots.live_text import LiveText
from playground.ui.plots.palette import BLUE, GREEN, ORANGE
from playground.ui.plots.plot_turns import PlotTurns
from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.redraw import make_live_timer
from playground.ui.plots.series import MAX_POINTS, SeriesBuffer  # noqa: F401 (imported from here)
from playground.ui.plots.smoothing import SmoothedCurve, SmoothingControl
from playground.ui.plots.step_room import StepRoom
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.values import format_value
from playground.ui.theme import Faint


class LiveCurve(pg.PlotDataItem):
    """A curve whose x extent, for auto range, is that of all its data (steps, increasing).

    pyqtgraph measures what it draws: clipped to the view and downsampled by a factor that
    depends on the view's width. Then the x range decides the data that decide the x range, and
    after ~21,000 steps it flipped between two ranges 0.07 % apart on every paint, freezing the
    window (tests/ui/test_soak.py). The first and last step do not depend on the view.
    """

    def dataBounds(self, ax, frac=1.0, orthoRange=None):  # noqa: N802, N803 (pyqtgraph's names)
        if ax != 0:
            return super().dataBounds(ax, frac, orthoRange)
        x, _y = self.getOriginalDataset()
        if x is None or len(x) == 0:
            return None, None
        return float(min(x[0], x[-1])), float(max(x[0], x[-1]))


def make_live_curve(look: PlotStyle, plot: pg.PlotItem, colour, dash, name: str) -> pg.PlotDataItem:
    """A curve fed by a SeriesBuffer (finite values only, so the finite check is skipped).

    Peak downsampling to one bin per pixel column draws the same envelope as every point, and
    keeps thick presentation pens affordable.
    """
    return look.curve(plot, colour, dash, name=name, live=True, skipFiniteCheck=True,
                      autoDownsampleFactor=1.0, item_class=LiveCurve)


def speed_up_live_plot(plot: pg.PlotItem) -> None:
    """Peak downsampling and clipping to the view keep long runs at a few ms per frame."""
    plot.setDownsampling(auto=True, mode="peak")
    plot.setClipToView(True)


# Shorter than this (logical px), the loss and accuracy plots take turns (plots/plot_turns.py):
# both need about 150 px of data each besides their titles, axes, the controls and the readout.
FOLD_ACCURACY_BELOW_PX = 500
LATEST_LINES = 3  # the latest step's numbers: wrapped to the panel's width, never cut short of three lines


class LossPanel(QWidget):
    """Train and test loss over steps (log scale on demand), and accuracy for classification."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.look = PlotStyle()
        self.test = SeriesBuffer()
        self.accuracy = SeriesBuffer()
        self._request_id: Optional[int] = None
        self._classification = False  # accuracy is shown for classification runs only
        self._legend_names: list[str] = []
        self.timer = make_live_timer(self, self.flush)
        self._make_plots()
        self._make_header()
        self._build_layout()
        self.clear()

    def _make_plots(self) -> None:
        self.loss_view = self.look.plot_view(self.tr("Loss"), self.tr("loss"), self.tr("step"),
                                             legend_columns=2)
        self.loss_plot = self.loss_view.plot_item
        self.train_curve = make_live_curve(self.look, self.loss_plot, BLUE, Qt.SolidLine,
                                           self.tr("train loss"))
        # Per-step train loss is a noisy band: drawn smoothed, the raw values faint behind.
        raw = make_live_curve(self.look, self.loss_plot, Faint(BLUE),
                              Qt.SolidLine, self.tr("train loss (raw)"))  # its name: a CSV column
        self.train_series = SmoothedCurve(self.train_curve, raw)
        self.train = self.train_series.raw
        self.test_curve = make_live_curve(self.look, self.loss_plot, ORANGE, Qt.DashLine,
                                          self.tr("test loss"))
        self.accuracy_view = self.look.plot_view(self.tr("Accuracy"), self.tr("accuracy"),
                                                 self.tr("step"))
        self.accuracy_plot = self.accuracy_view.plot_item
        self.accuracy_plot.setYRange(0.0, 1.0, padding=0.02)
        # The accuracy plot follows the loss plot's steps one way. A two-way setXLink froze the
        # window after ~21,000 steps of a classification run: the two views map ranges through
        # their pixel geometry, which differs by a fraction of a pixel when the axes' widths
        # differ, and they passed two slightly different ranges back and forth without end.
        self.accuracy_plot.setMouseEnabled(x=False, y=True)
        self.accuracy_plot.enableAutoRange(axis="x", enable=False)
        self.loss_plot.sigXRangeChanged.connect(
            lambda _plot, steps: self.accuracy_plot.setXRange(*steps, padding=0))
        self.accuracy_curve = make_live_curve(self.look, self.accuracy_plot, GREEN, Qt.SolidLine,
                                              self.tr("accuracy"))
        for plot in (self.loss_plot, self.accuracy_plot):
            speed_up_live_plot(plot)
        self.step_room = StepRoom(self.loss_plot)  # the accuracy plot follows its steps

    def _make_header(self) -> None:
        self.log_box = self.look.text(QCheckBox(self.tr("log scale"), self))
        self.log_box.setToolTip(self.tr("Show the loss on a logarithmic axis: late, small "
                                        "improvements become visible."))
        self.log_box.toggled.connect(self.set_log_scale)
        # Wrapped, never wider than the panel: one QLabel's line of step, losses and accuracy grew
        # a 1024-px presentation window to 1198 px after a classification run (issue 29).
        self.latest_label = self.look.text(ElidedLabel(LATEST_LINES, min_lines=1))
        self.latest_line = LiveText(self, self.latest_label.setText)
        self.smoothing = SmoothingControl(self)
        for widget in self.smoothing.text_widgets():
            self.look.text(widget)
        self.smoothing.changed.connect(self.set_smoothing)
        self.readout_label = self.look.text(hover_label())
        self.readout = HoverReadout(self.loss_view, self.readout_label, x_name=self.tr("step"))
        self.readout.add_curve(self.train_curve)
        self.readout.add_curve(self.test_curve)
        self.accuracy_readout = HoverReadout(self.accuracy_view, self.readout_label,
                                             x_name=self.tr("step"))
        self.accuracy_readout.add_curve(self.accuracy_curve)

    def _build_layout(self) -> None:
        header = QHBoxLayout()
        header.addWidget(self.log_box)
        header.addSpacing(12)
        header.addWidget(self.smoothing)
        header.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(header)
        layout.addWidget(self.latest_label)  # a row of its own: beside the controls it was a sliver
        self.turns = PlotTurns(self, [(self.tr("Loss"), (self.loss_view,), lambda: True),
                                      (self.tr("Accuracy"), (self.accuracy_view,), lambda: self._classification)],
                               FOLD_ACCURACY_BELOW_PX)  # 960x540: the loss plot 59 px tall beside it
        layout.addWidget(self.turns)
        layout.addWidget(self.loss_view, 2)
        layout.addWidget(self.accuracy_view, 1)
        self.accuracy_view.setMinimumHeight(140)  # room for the 0..1 ticks even on a projector
        layout.addWidget(self.readout_label)

    def start(self, msg: TrainStarted) -> None:
        """A new run: forget the old curves; show accuracy only for classification."""
        self.clear()
        self._request_id = msg.request_id
        self._classification = msg.task == "classification"
        self.turns.fit()  # accuracy only for classification, beside the loss or in turns with it

    def add(self, snap: TrainSnapshot) -> None:
        """Append a snapshot's records (cheap); the timer draws them within ~33 ms."""
        if self._request_id is not None and snap.request_id != self._request_id:
            return  # a late snapshot of a previous run
        self.train_series.extend(snap.steps, snap.loss)
        if snap.test_loss is not None:
            self.test.extend(snap.steps, snap.test_loss)
        if snap.accuracy is not None and self._classification:
            self.accuracy.extend(snap.steps, snap.accuracy)
        self.timer.mark_dirty()

    def flush(self) -> None:
        """Hand the buffers to the curves (the timer calls this; tests call it directly)."""
        if not self.timer.take():
            return
        self.train_series.draw()
        self.step_room.follow(self.train.steps[-1] if len(self.train) else None)
        for curve, series in ((self.test_curve, self.test), (self.accuracy_curve, self.accuracy)):
            curve.setData(series.steps, series.values)
        self._show_legend()
        self.latest_line.set(self._latest_text())  # a few times a second: see live_text.py

    def _show_legend(self) -> None:
        """Name only the curves that have data: a regression run has no test loss to name."""
        curves = [curve for curve, series in ((self.train_curve, self.train),
                                              (self.test_curve, self.test)) if len(series)]
        names = [curve.name() for curve in curves]
        if names != self._legend_names:  # relayout only when the entries change
            self._legend_names = names
            self.loss_view.set_legend([(curve, curve.name()) for curve in curves])

    def _latest_text(self) -> str:
        if not len(self.train):
            return ""
        parts = [self.tr("step {step}").format(step=int(self.train.steps[-1])),
                 self.tr("train loss {value}").format(value=format_value(self.train.last()))]
        if len(self.test):
            parts.append(self.tr("test loss {value}").format(value=format_value(self.test.last())))
        if len(self.accuracy):
            parts.append(self.tr("accuracy {value}%").format(
                value=f"{100 * self.accuracy.last():.1f}"))
        return "   ".join(parts)

    def clear(self) -> None:
        """Empty every curve (no run shown)."""
        self.train_series.clear()
        for series in (self.test, self.accuracy):
            series.clear()
        self._request_id = None
        self._classification = False
        self.timer.redraw()
        self.latest_line.set_now(self.tr("No training yet: press Train."))
        self.turns.fit()  # no accuracy without a classification run: the loss alone

    def set_smoothing(self, weight: float) -> None:
        """The moving average's weight (0: the raw curve alone)."""
        if self.smoothing.weight() != weight:
            self.smoothing.set_weight(weight)  # calls back here
            return
        self.train_series.set_weight(weight)
        self.timer.redraw()

    def set_log_scale(self, on: bool) -> None:
        """Loss on a logarithmic y axis (zeros are not drawn there)."""
        self.log_box.setChecked(on)
        self.loss_plot.setLogMode(x=False, y=on)

    def set_presentation(self, on: bool) -> None:
        """Thick lines and large fonts for a projector."""
        self.look.set_presentation(on)

    def plot_views(self) -> list[PlotView]:
        """The plots of this panel (pyqtgraph GraphicsLayoutWidgets), for export."""
        return [self.loss_view, self.accuracy_view]
