"""The Compare view: two subjects, A and B, trained on the same data, seed and settings.

Top: their derivative plots side by side (two DerivativePanels, each with its verdict).
Bottom: their loss curves overlaid in one plot and their gradient-norm curves overlaid in
another — A solid blue, B dashed vermillion, a legend naming both. The gradient norm is the
whole model's (the L2 norm over every parameter's gradient) or one chosen parameter's.
Like the other panels, add() only appends to buffers and a ~30 Hz timer draws with setData.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QSplitter, QTabWidget, QVBoxLayout, QWidget

from playground.protocol import ProbeData, TrainSnapshot, TrainStarted
from playground.ui.plots.hover import HoverReadout, hover_label
from playground.ui.plots.palette import BLUE, VERMILLION
from playground.ui.plots.panels import DerivativePanel
from playground.ui.plots.redraw import make_live_timer
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.training import SeriesBuffer, make_live_curve, speed_up_live_plot
from playground.ui.plots.values import format_value

SIDES = ("a", "b")
SIDE_STYLE = {"a": (BLUE, Qt.PenStyle.SolidLine), "b": (VERMILLION, Qt.PenStyle.DashLine)}
SIDE_COLOUR_CSS = {"a": BLUE, "b": VERMILLION}
TOTAL = ""  # the parameter picker's "whole model" entry
# Below this height (or in presentation mode) the derivatives and the curves become two tabs,
# each with the whole height: at 1280×720 they cannot share it readably.
TABS_BELOW_PX = 820


def total_norm(grad_norms: dict) -> np.ndarray:
    """Per step, the L2 norm of the whole gradient: sqrt of the sum of each parameter's norm²."""
    arrays = [np.asarray(values, dtype=np.float64) for values in grad_norms.values()]
    if not arrays:
        return np.empty(0)
    length = min(len(values) for values in arrays)
    return np.sqrt(sum(values[:length] ** 2 for values in arrays))


class CompareView(QWidget):
    """Draws A and B. ``set_name(side, text)``, ``show_probe(side, probe)``,
    ``start(side, TrainStarted)``, ``add(side, TrainSnapshot)``, ``clear()``."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.look = PlotStyle()
        self.names = {"a": "A", "b": "B"}
        self.derivatives = {side: DerivativePanel() for side in SIDES}
        self.name_labels = {side: self.look.text(QLabel(), 1.1) for side in SIDES}
        self.losses = {side: SeriesBuffer() for side in SIDES}
        self.norms = {side: {} for side in SIDES}  # parameter name → SeriesBuffer
        self.totals = {side: SeriesBuffer() for side in SIDES}
        self.request_ids = {side: None for side in SIDES}
        self.timer = make_live_timer(self, self.flush)
        self._make_plots()
        self._make_header()
        self._build_layout()
        for side in SIDES:
            self.set_name(side, side.upper())

    def _make_plots(self) -> None:
        self.loss_view = self.look.plot_view(self.tr("Loss: A and B"), self.tr("train loss"),
                                             self.tr("step"), legend_columns=2)
        self.norm_view = self.look.plot_view(self.tr("Gradient norm: A and B"),
                                             self.tr("gradient norm"), self.tr("step"),
                                             legend_columns=2)
        self.loss_curves, self.norm_curves = {}, {}
        for side in SIDES:
            colour, dash = SIDE_STYLE[side]
            self.loss_curves[side] = make_live_curve(self.look, self.loss_view.plot_item, colour,
                                                     dash, side.upper())
            self.norm_curves[side] = make_live_curve(self.look, self.norm_view.plot_item, colour,
                                                     dash, side.upper())
        self.norm_view.plot_item.setXLink(self.loss_view.plot_item)
        for view in (self.loss_view, self.norm_view):
            speed_up_live_plot(view.plot_item)

    def _make_header(self) -> None:
        self.log_box = self.look.text(QCheckBox(self.tr("log scale"), self))
        self.log_box.setToolTip(self.tr("Loss and gradient norm on logarithmic axes "
                                        "(exact zeros, e.g. a gradient that never flows, vanish there)"))
        self.log_box.toggled.connect(self.set_log_scale)
        self.param_label = self.look.text(QLabel(self.tr("gradient of")))
        self.param_picker = self.look.text(QComboBox(self))
        self.param_picker.addItem(self.tr("the whole model"), TOTAL)
        self.param_picker.setToolTip(self.tr("Whose gradient norm to compare: every parameter "
                                             "together, or one parameter"))
        self.param_picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.param_picker.currentIndexChanged.connect(lambda _index: self._redraw())
        self.latest_label = self.look.text(QLabel())
        self.latest_label.setWordWrap(True)
        self.readout_label = self.look.text(hover_label())
        self.loss_readout = HoverReadout(self.loss_view, self.readout_label, x_name=self.tr("step"))
        self.norm_readout = HoverReadout(self.norm_view, self.readout_label, x_name=self.tr("step"))
        for side in SIDES:
            self.loss_readout.add_curve(self.loss_curves[side])
            self.norm_readout.add_curve(self.norm_curves[side])

    def _build_layout(self) -> None:
        derivatives = QSplitter(Qt.Orientation.Horizontal)
        derivatives.setChildrenCollapsible(False)
        for side in SIDES:
            box = QWidget()
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(0)
            column.addWidget(self.name_labels[side])
            column.addWidget(self.derivatives[side], 1)
            derivatives.addWidget(box)
        curves = QWidget()
        header = QHBoxLayout()
        header.setContentsMargins(4, 0, 4, 0)
        for widget in (self.log_box, self.param_label, self.param_picker):
            header.addWidget(widget)
        header.addStretch(1)
        plots = QSplitter(Qt.Orientation.Horizontal)
        plots.setChildrenCollapsible(False)
        plots.addWidget(self.loss_view)
        plots.addWidget(self.norm_view)
        lower = QVBoxLayout(curves)
        lower.setContentsMargins(0, 0, 0, 0)
        lower.addLayout(header)
        lower.addWidget(self.latest_label)
        lower.addWidget(plots, 1)
        lower.addWidget(self.readout_label)
        self.halves = (derivatives, curves)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(derivatives)
        self.splitter.addWidget(curves)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.hide()
        self.tabbed = False
        self.presentation = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        layout.addWidget(self.tabs)

    def _arrange(self) -> None:
        """Tabs when the height is short or the text is large; one above the other otherwise."""
        tabbed = self.presentation or 0 < self.height() < TABS_BELOW_PX
        if tabbed == self.tabbed:
            return
        self.tabbed = tabbed
        derivatives, curves = self.halves
        if tabbed:
            self.tabs.addTab(derivatives, self.tr("Derivatives"))
            self.tabs.addTab(curves, self.tr("Loss and gradient norm"))
            self.splitter.hide()
            self.tabs.show()
        else:
            self.splitter.addWidget(derivatives)
            self.splitter.addWidget(curves)
            for half in self.halves:
                half.show()  # a tab behind the other one was hidden by the tab widget
            self.tabs.hide()
            self.splitter.show()

    def show_training(self) -> None:
        """A run started: in tabs, bring the curves to the front."""
        if self.tabbed:
            self.tabs.setCurrentWidget(self.halves[1])

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self._arrange()

    # ------------------------------------------------------------------ names and probes

    def set_name(self, side: str, name: Optional[str]) -> None:
        """Name a side after its subject, e.g. "A · RoundSTE"."""
        letter = side.upper()
        self.names[side] = f"{letter} · {name}" if name and name != letter else letter
        colour = SIDE_COLOUR_CSS[side]
        style = self.tr("solid") if side == "a" else self.tr("dashed")
        self.name_labels[side].setText(
            f"<b style='color:{colour}'>{self.names[side]}</b> <span style='color:#666'>({style})</span>")
        for view, curves in ((self.loss_view, self.loss_curves), (self.norm_view, self.norm_curves)):
            view.set_legend([(curves[s], self.names[s]) for s in SIDES])

    def show_probe(self, side: str, probe: Optional[ProbeData]) -> None:
        """Draw one side's derivatives. Two panels share the width, so each keeps its verdict
        headline and plot; the explanation and the gradcheck lines move into the headline's
        tooltip."""
        panel = self.derivatives[side]
        panel.show_probe(probe)
        details = []
        for name in ("summary_label", "gradcheck_label"):
            label = getattr(panel, name, None)
            if label is not None:
                if label.text():
                    details.append(label.text())
                label.setVisible(False)
        verdict = getattr(panel, "verdict_label", None)
        if verdict is not None:
            verdict.setToolTip("\n".join(details))

    # ------------------------------------------------------------------ training

    def start(self, side: str, message: TrainStarted) -> None:
        """A new run of one side: forget its curves; offer its parameters in the picker."""
        self.request_ids[side] = message.request_id
        self.show_training()
        self.losses[side].clear()
        self.totals[side].clear()
        self.norms[side] = {name: SeriesBuffer() for name in message.param_names}
        known = {self.param_picker.itemData(i) for i in range(self.param_picker.count())}
        for name in message.param_names:
            if name not in known:
                self.param_picker.addItem(name, name)
        self.timer.mark_dirty()

    def add(self, side: str, snap: TrainSnapshot) -> None:
        """Append one side's snapshot (cheap); the timer draws it."""
        if self.request_ids[side] is not None and snap.request_id != self.request_ids[side]:
            return
        self.losses[side].extend(snap.steps, snap.loss)
        for name, values in snap.grad_norms.items():
            self.norms[side].setdefault(name, SeriesBuffer()).extend(snap.steps, values)
        self.totals[side].extend(snap.steps, total_norm(snap.grad_norms))
        self.timer.mark_dirty()

    def clear(self, side: Optional[str] = None) -> None:
        """Empty one side's curves (or both)."""
        for s in (SIDES if side is None else (side,)):
            self.losses[s].clear()
            self.totals[s].clear()
            self.norms[s] = {}
            self.request_ids[s] = None
        self.timer.redraw()

    def norm_series(self, side: str) -> SeriesBuffer:
        """The gradient-norm series of ``side`` that the picker selects."""
        name = self.param_picker.currentData() or TOTAL
        if name == TOTAL:
            return self.totals[side]
        return self.norms[side].get(name) or SeriesBuffer(1)

    def flush(self) -> None:
        """Hand the buffers to the curves (the timer calls this; tests call it directly)."""
        if not self.timer.take():
            return
        for side in SIDES:
            loss, norm = self.losses[side], self.norm_series(side)
            self.loss_curves[side].setData(loss.steps, loss.values)
            self.norm_curves[side].setData(norm.steps, norm.values)
        self.latest_label.setText(self._latest_text())

    def _redraw(self) -> None:
        self.timer.redraw()

    def _latest_text(self) -> str:
        parts = []
        for side in SIDES:
            loss = self.losses[side]
            if len(loss):
                parts.append(self.tr("{side}: step {step}, loss {loss}, ‖grad‖ {norm}").format(
                    side=side.upper(), step=int(loss.steps[-1]), loss=format_value(loss.last()),
                    norm=format_value(self.norm_series(side).last())))
        return "    ".join(parts) if parts else self.tr("Press Train: A and B train side by side.")

    def set_log_scale(self, on: bool) -> None:
        self.log_box.setChecked(on)
        for view in (self.loss_view, self.norm_view):
            view.plot_item.setLogMode(x=False, y=on)

    def set_presentation(self, on: bool) -> None:
        """Thick lines and large fonts for a projector (the derivative panels too)."""
        self.look.set_presentation(on)
        for panel in self.derivatives.values():
            panel.set_presentation(on)
        self.presentation = bool(on)
        self._arrange()

    def plot_views(self) -> list:
        """Every plot of the view (pyqtgraph widgets), for export."""
        views = [self.loss_view, self.norm_view]
        for panel in self.derivatives.values():
            views.extend(panel.plot_views())
        return views
