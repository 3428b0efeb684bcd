"""Live training curves: LossPanel (train and test loss, accuracy), and the buffer they grow in.

Snapshots arrive up to ~30 times a second, each with the records of the steps since the previous
one. add() only appends to numpy buffers (amortised growth, no Qt work); a single-shot ~30 Hz
timer, started when data became dirty, calls flush(), which hands the buffers to the existing
curves with setData. Curves downsample (peak) and clip to the view, so 100k steps stay fast.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from playground.protocol import TrainSnapshot, TrainStarted
from playground.ui.plot_hover import HoverReadout, hover_label
from playground.ui.plot_style import (BLUE, GREEN, ORANGE, PlotStyle, PlotView, format_value,
                                      make_live_timer)


class SeriesBuffer:
    """(step, value) pairs in numpy arrays that double when full, so appending is amortised O(1)."""

    def __init__(self, capacity: int = 1024) -> None:
        self._steps = np.empty(capacity, dtype=np.float64)
        self._values = np.empty(capacity, dtype=np.float64)
        self._length = 0

    def __len__(self) -> int:
        return self._length

    def extend(self, steps, values, finite_only: bool = True) -> None:
        """Append steps and values (same length); non-finite values are left out (a gap in a
        test-loss record means "not measured at this step", not zero)."""
        steps = np.asarray(steps, dtype=np.float64).ravel()
        values = np.asarray(values, dtype=np.float64).ravel()
        count = min(len(steps), len(values))
        steps, values = steps[:count], values[:count]
        if finite_only:
            keep = np.isfinite(values)
            steps, values = steps[keep], values[keep]
        needed = self._length + len(steps)
        if needed > len(self._steps):
            self._grow(needed)
        self._steps[self._length:needed] = steps
        self._values[self._length:needed] = values
        self._length = needed

    def _grow(self, needed: int) -> None:
        capacity = max(needed, 2 * len(self._steps))
        for name in ("_steps", "_values"):
            old = getattr(self, name)
            new = np.empty(capacity, dtype=np.float64)
            new[: self._length] = old[: self._length]
            setattr(self, name, new)

    def clear(self) -> None:
        self._length = 0

    @property
    def steps(self) -> np.ndarray:
        return self._steps[: self._length]

    @property
    def values(self) -> np.ndarray:
        return self._values[: self._length]

    def last(self) -> Optional[float]:
        return float(self._values[self._length - 1]) if self._length else None


def make_live_curve(look: PlotStyle, plot: pg.PlotItem, colour, dash, name: str) -> pg.PlotDataItem:
    """A curve fed by a SeriesBuffer (finite values only, so the finite check is skipped).

    Peak downsampling to one bin per pixel column draws the same envelope as every point, and
    keeps thick presentation pens affordable.
    """
    return look.curve(plot, colour, dash, name=name, live=True, skipFiniteCheck=True,
                      autoDownsampleFactor=1.0)


def speed_up_live_plot(plot: pg.PlotItem) -> None:
    """Peak downsampling and clipping to the view keep long runs at a few ms per frame."""
    plot.setDownsampling(auto=True, mode="peak")
    plot.setClipToView(True)


class LossPanel(QWidget):
    """Train and test loss over steps (log scale on demand), and accuracy for classification."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.look = PlotStyle()
        self.train = SeriesBuffer()
        self.test = SeriesBuffer()
        self.accuracy = SeriesBuffer()
        self._request_id: Optional[int] = None
        self._dirty = False
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
        self.test_curve = make_live_curve(self.look, self.loss_plot, ORANGE, Qt.DashLine,
                                          self.tr("test loss"))
        self.loss_view.set_legend([(self.train_curve, self.train_curve.name()),
                                   (self.test_curve, self.test_curve.name())])
        self.accuracy_view = self.look.plot_view(self.tr("Accuracy"), self.tr("accuracy"),
                                                 self.tr("step"))
        self.accuracy_plot = self.accuracy_view.plot_item
        self.accuracy_plot.setYRange(0.0, 1.0, padding=0.02)
        self.accuracy_plot.setXLink(self.loss_plot)
        self.accuracy_curve = make_live_curve(self.look, self.accuracy_plot, GREEN, Qt.SolidLine,
                                              self.tr("accuracy"))
        for plot in (self.loss_plot, self.accuracy_plot):
            speed_up_live_plot(plot)

    def _make_header(self) -> None:
        self.log_box = self.look.text(QCheckBox(self.tr("log scale"), self))
        self.log_box.setToolTip(self.tr("Show the loss on a logarithmic axis: late, small "
                                        "improvements become visible."))
        self.log_box.toggled.connect(self.set_log_scale)
        self.latest_label = self.look.text(QLabel())
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
        header.addWidget(self.latest_label, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(header)
        layout.addWidget(self.loss_view, 2)
        layout.addWidget(self.accuracy_view, 1)
        self.accuracy_view.setMinimumHeight(140)  # room for the 0..1 ticks even on a projector
        layout.addWidget(self.readout_label)

    def start(self, msg: TrainStarted) -> None:
        """A new run: forget the old curves; show accuracy only for classification."""
        self.clear()
        self._request_id = msg.request_id
        self.accuracy_view.setVisible(msg.task == "classification")

    def add(self, snap: TrainSnapshot) -> None:
        """Append a snapshot's records (cheap); the timer draws them within ~33 ms."""
        if self._request_id is not None and snap.request_id != self._request_id:
            return  # a late snapshot of a previous run
        self.train.extend(snap.steps, snap.loss)
        if snap.test_loss is not None:
            self.test.extend(snap.steps, snap.test_loss)
        if snap.accuracy is not None:
            self.accuracy.extend(snap.steps, snap.accuracy)
            self.accuracy_view.setVisible(True)
        self._dirty = True
        if not self.timer.isActive():
            self.timer.start()

    def flush(self) -> None:
        """Hand the buffers to the curves (the timer calls this; tests call it directly)."""
        self.timer.stop()
        if not self._dirty:
            return
        self._dirty = False
        for curve, series in ((self.train_curve, self.train), (self.test_curve, self.test),
                              (self.accuracy_curve, self.accuracy)):
            curve.setData(series.steps, series.values)
        self.latest_label.setText(self._latest_text())

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
        for series in (self.train, self.test, self.accuracy):
            series.clear()
        self._request_id = None
        self._dirty = True
        self.flush()
        self.latest_label.setText(self.tr("No training yet: press Train."))
        self.accuracy_view.setVisible(False)

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
