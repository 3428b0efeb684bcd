"""FunctionPanel: f(x) of the subject on a grid, for each of its outputs, over a range the user
can change.

It is fed a ``protocol.ProbeData`` (or None) by the window. Plot items are created once and
refilled with setData; a probe arrives a few times a second at most, so no timer is needed here.
Its partner beside it, the judged derivative, is derivative_panel.py's.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QDoubleSpinBox, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from playground.protocol import ProbeData
from playground.ui.plots.hover import HoverReadout
from playground.ui.plots.labels import ElidedLabel
from playground.ui.plots.overlay_readout import OverlayReadout
from playground.ui.plots.palette import series_style
from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.probe_look import AUTORANGE_FRACTION, STALE_OPACITY, output_entry
from playground.ui.plots.ranges import SpanFloor
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.values import finite_or_nan
from playground.ui.theme import colours

RANGE_DEBOUNCE_MS = 300  # the window re-probes on each request: wait until the user stops typing
X_LIMIT = 1e4  # of the range spin boxes: wider ranges are not readable, and the boxes stay narrow


class CompactSpinBox(QDoubleSpinBox):
    """A spin box that may shrink to the width of "-88.88" (not of its widest value, -10000.00),
    so f(x) fits beside its derivative on a 1024×768 projector."""

    def minimumSizeHint(self):  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        hint.setWidth(min(hint.width(), self.fontMetrics().horizontalAdvance("-88.88") + 28))
        return hint


class FunctionPanel(QWidget):
    """f(x) for each output of the subject, over a range the user can change."""

    range_requested = Signal(float, float)  # the user asks for a new x range (debounced)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.look = PlotStyle()
        # No title: the tab or the panel beside the derivative says what it is, the axis says f(x),
        # and a title row costs the plot ~30 px of a 1280×720 projector.
        self.view = self.look.plot_view("", "f(x)", "x", legend_columns=4)
        self.plot_item = self.view.plot_item
        # 1/x near 0: leave the few huge values out of the automatic y range.
        self.plot_item.getViewBox().enableAutoRange(axis="y", enable=AUTORANGE_FRACTION)
        self.curves: list[pg.PlotDataItem] = []
        self.span_floor = SpanFloor(self.plot_item)
        self.readout_label = self.look.text(OverlayReadout(self.view))
        self.readout = HoverReadout(self.view, self.readout_label)
        self.x_min = self._spin_box(-5.0)
        self.x_max = self._spin_box(5.0)
        self.status_label = self.look.text(ElidedLabel(1, self))
        self.status_label.setText(self.tr("No function to show yet."))
        self._range_timer = QTimer(self, singleShot=True, interval=RANGE_DEBOUNCE_MS)
        self._range_timer.timeout.connect(self.request_range)
        self._build_layout()

    def _spin_box(self, value: float) -> QDoubleSpinBox:
        box = CompactSpinBox(self)
        box.setRange(-X_LIMIT, X_LIMIT)
        box.setDecimals(2)
        box.setValue(value)
        box.setKeyboardTracking(False)  # typing "-10" must not request -1 first
        box.setSizePolicy(QSizePolicy.Maximum, QSizePolicy.Fixed)
        box.valueChanged.connect(lambda _value: self._range_timer.start())
        return self.look.text(box)

    def _build_layout(self) -> None:
        header = QHBoxLayout()
        for widget in (QLabel(self.tr("x from")), self.x_min, QLabel(self.tr("to")), self.x_max):
            header.addWidget(self.look.text(widget))
        header.addSpacing(12)
        header.addWidget(self.status_label, 1)
        header.addStretch(0)  # the boxes keep their width when the status is hidden
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(header)
        layout.addWidget(self.view, 1)

    def request_range(self) -> None:
        """Emit range_requested with the spin boxes' range, if it is a range."""
        low, high = self.x_min.value(), self.x_max.value()
        if low < high:
            self.range_requested.emit(low, high)

    def show_probe(self, probe: Optional[ProbeData]) -> None:
        """Draw f for every output of probe; None clears the plot."""
        count = len(probe.f) if probe is not None else 0
        self._ensure_curves(count)
        for index, curve in enumerate(self.curves):
            if index >= count:
                curve.setData([], [])
                curve.hide()
                continue
            name = str(output_entry(probe.output_names, index) or f"y{index}")
            curve.opts["name"] = name
            curve.setData(finite_or_nan(probe.x), finite_or_nan(probe.f[index]))
            curve.show()
        self.span_floor.follow(probe.x if probe is not None else np.empty(0),
                               probe.f if probe is not None else [])
        self.view.set_legend([(c, c.name()) for c in self.curves[:count]] if count > 1 else [])
        self.status_label.setVisible(probe is None)
        if probe is not None and len(probe.x):
            self._show_range(float(probe.x[0]), float(probe.x[-1]))

    def refresh_theme(self) -> None:
        """The stale mark's colour in the theme now in use."""
        if self.plot_item.opacity() < 1.0:
            self.set_stale(True)

    def reset_range(self, low: float, high: float) -> None:
        """Show this x range in the boxes (without asking for it) and let the plot follow its
        data again; the hover text of the last code goes."""
        self._range_timer.stop()
        self._show_range(low, high)
        self.plot_item.getViewBox().enableAutoRange(axis="x")
        self.plot_item.getViewBox().enableAutoRange(axis="y", enable=AUTORANGE_FRACTION)
        self.readout_label.setText("")

    def set_stale(self, stale: bool) -> None:
        """Grey the plot and say so while the editor's code is broken: it shows the last code
        that ran, not the code on screen."""
        self.plot_item.setOpacity(STALE_OPACITY if stale else 1.0)
        if stale:
            self.status_label.setText(self.tr("From the last code that ran"))
            self.status_label.setStyleSheet(f"color: {colours().hint_text};")
        else:
            self.status_label.setText(self.tr("No function to show yet."))
            self.status_label.setStyleSheet("")
        self.status_label.setVisible(stale or not self.curves or not any(c.isVisible() for c in self.curves))

    def _ensure_curves(self, count: int) -> None:
        while len(self.curves) < count:
            colour, dash = series_style(len(self.curves))
            curve = self.look.curve(self.plot_item, colour, dash, connect="finite")
            self.readout.add_curve(curve)
            self.curves.append(curve)

    def _show_range(self, low: float, high: float) -> None:
        for box, value in ((self.x_min, low), (self.x_max, high)):
            box.blockSignals(True)  # showing the engine's range is not a new request
            box.setValue(value)
            box.blockSignals(False)

    def set_presentation(self, on: bool) -> None:
        """Thick lines and large fonts for a projector."""
        self.look.set_presentation(on)

    def plot_views(self) -> list[PlotView]:
        """The plots of this panel (pyqtgraph GraphicsLayoutWidgets), for export."""
        return [self.view]
