"""DerivativePanel: the user's backward (and jvp, where the Function has one) against the
numerical derivative and autograd's own, with the verdict and the list of checks above them.

It is fed a ``protocol.ProbeData`` (or None) by the window, as FunctionPanel beside it
(function_panel.py). Plot items are created once and refilled with setData. A Function
elementwise in each of several tensor inputs gets a curve set per input (input_curves.py:
∂/∂a and ∂/∂b) in place of the single set.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget

from playground.protocol import ProbeData
from playground.ui.plots.check_list import CheckList
from playground.ui.plots.flow_layout import FlowLayout
from playground.ui.plots.header_room import (
    PLOT_FLOOR_PX,
    PLOT_LEAST_PX,
    RowOfChecks,
    header_forms,
    header_room,
)
from playground.ui.plots.hover import HoverReadout
from playground.ui.plots.input_curves import InputCurveSets
from playground.ui.plots.labels import ElidedLabel, Refits, fit_to_room, text_width, whole_heights
from playground.ui.plots.overlay_readout import OverlayReadout
from playground.ui.plots.palette import BLUE, GREEN, JVP_COLOUR, JVP_DASH, PURPLE, VERMILLION
from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.probe_look import AUTORANGE_FRACTION, STALE_OPACITY, output_entry
from playground.ui.plots.ranges import SpanFloor
from playground.ui.plots.shading import SHADE_BRUSH, ShadePool, differing_runs, run_span
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.values import finite_or_nan
from playground.ui.plots.verdict import check_detail, check_words, headline, short_check_words
from playground.ui.plots.whole_combo import WholeComboBox
from playground.ui.theme import colours
from playground.ui.words.codes import summary_words
from playground.ui.words.details import DetailsToggle

HEADLINE_SCALE = 1.15  # the verdict's font, relative to the panel's text
# The headline (the verdict), the summary and gradcheck's sentence whole in what the plot leaves
# (labels.fit_to_room): in a short panel (presentation mode at 1024×768) in a smaller font rather
# than cut ("…as if it were…", the Chinese gradcheck sentence "在 12…").
HEADLINE_LINES = 2  # at first
# Where even the smallest text does not fit whole above the plot's PLOT_LEAST_PX (a Russian
# surrogate verdict beside the stacked curves at 1024×768 took 9 lines), the header says less,
# whole, each sentence it leaves out under "details ▸" (whole there once opened): first
# gradcheck's sentence in brief ("≈ gradcheck fails, as it must"), then
# the summary without the judge's notes; only then does the plot give up height.
# (PLOT_LEAST_PX and PLOT_FLOOR_PX live in plots/header_room.py, which measures the room.)
WHOLE_ROW_PX = 4000  # gradcheck's sentence may take the row of checks' whole width
SHORT_NOTE_PX = 320  # "autograd: not differentiable": whole in Russian (cut at 220), on two lines beside f(x)
AXES_PX = 60  # the axes and the legend row around the data, before the plot is first laid out
CHECK_ROWS_GAP_PX = 1  # between the wrapped rows of checks (FlowLayout's default: 5)
HEADER_GAP_PX = 1  # between the headline, the summary, the row of checks and the plot


class DerivativePanel(QWidget):
    """The user's backward against the numerical derivative and autograd's own, with a verdict.

    The header is compact, so the plot keeps most of the height on a 1280×720 projector: a
    one-line headline, the engine's sentence on at most two lines, and one row with gradcheck,
    gradgradcheck and the options; cut text is whole in the tooltips.
    """

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.look = PlotStyle()
        # No title: the verdict headline above names the plot, and a title row would cost the
        # plot ~30 px of a 1280×720 screen; the axis says df/dx and the legend names each curve.
        self.view = self.look.plot_view("", "df/dx", "x", legend_columns=5)
        self.plot_item = self.view.plot_item
        # A jump makes the numerical derivative spike to 1/(2h); leave those few points out of
        # the automatic y range so the rest of the curves stay readable.
        self.plot_item.getViewBox().enableAutoRange(axis="y", enable=AUTORANGE_FRACTION)
        # Your backward is a wide band under the thin reference curves: where it matches, they
        # run inside it and it stays visible; where it differs, the band stands apart.
        self.backward = self.look.band(self.plot_item, VERMILLION, name=self.tr("your backward"),
                                       connect="finite")
        self.backward.setZValue(1)
        self.numeric = self._curve(BLUE, Qt.DashLine, self.tr("numerical derivative"), 2)
        self.autograd = self._curve(GREEN, Qt.DotLine, self.tr("autograd of the forward"), 3)
        self.second = self._curve(PURPLE, Qt.DashDotLine, self.tr("second derivative"), 4)
        # Your jvp (forward mode), where the Function has one: a solid line just above the band,
        # below the dashed and dotted references, so all stay visible where they coincide.
        self.jvp = self._curve(JVP_COLOUR, JVP_DASH, self.tr("your jvp"), 1.5)
        self.shade_key = pg.PlotDataItem(pen=None, fillLevel=0, fillBrush=pg.mkBrush(*SHADE_BRUSH))
        self.shades = ShadePool(self.plot_item)
        self.span_floor = SpanFloor(self.plot_item)
        self.readout_label = self.look.text(OverlayReadout(self.view))
        self.readout = HoverReadout(self.view, self.readout_label)
        for curve in (self.backward, self.jvp, self.numeric, self.autograd, self.second):
            self.readout.add_curve(curve)
        self.input_sets = InputCurveSets(self.look, self.plot_item, self.readout)
        self._make_header()
        self._build_layout()
        self.refits = Refits(self, self.fit_text_to_height)
        self._probe: Optional[ProbeData] = None
        self.stale = False
        self.show_probe(None)

    def _curve(self, colour, dash, name: str, z: float) -> pg.PlotDataItem:
        curve = self.look.curve(self.plot_item, colour, dash, name=name, connect="finite")
        curve.setZValue(z)  # dashed and dotted on top, so coinciding curves all stay visible
        return curve

    def _make_header(self) -> None:
        self.verdict_label = ElidedLabel(HEADLINE_LINES, self, min_lines=1)
        bold = self.verdict_label.font()
        bold.setBold(True)
        self.verdict_label.setFont(bold)
        self.look.text(self.verdict_label, HEADLINE_SCALE)
        self.summary_label = self.look.text(ElidedLabel(2, self, min_lines=2))
        self.gradcheck_label = self.look.text(ElidedLabel(2, self, min_lines=1, preferred_width=WHOLE_ROW_PX))
        self.gradgradcheck_label = self.look.text(ElidedLabel(1, self, preferred_width=260))
        self.details = DetailsToggle(self)  # torch's and Python's own words, untranslated
        self.check_list = self.look.text(CheckList(self.view, self))  # jvp, torch.func, vmap...: "✗ jvp ▸"
        self.look.text(self.check_list.label)
        # Check under torch.compile, under the list: the window gives it its action (Run menu).
        self.compile_button = self.look.text(self.check_list.compile_button)
        self.look.text(self.details)
        self.look.text(self.details.label)
        # The header's forms, fullest first: (summary, gradcheck's line, sentences under "details")
        self._forms: list[tuple[str, str, list[str]]] = [("", "", [])]
        self._form = 0
        self._torch_details: list[str] = []  # Python's and torch's own words, under "details" always
        self._verdicts = 0
        self.output_label = self.look.text(QLabel(self.tr("output")))
        self.output_picker = self.look.text(WholeComboBox(self))
        self.output_picker.currentIndexChanged.connect(lambda _index: self._draw_output())
        self.second_box = QCheckBox(self.tr("second derivative"), self)
        self.look.text(self.second_box)
        self.second_box.toggled.connect(lambda _on: self._draw_output())
        self.autograd_note = self.look.text(ElidedLabel(2, self, preferred_width=SHORT_NOTE_PX, min_lines=1))
        self.autograd_note.setText(self.tr("autograd: not differentiable"))
        self.autograd_note.set_hint(self.tr(
            "The forward's own operations have no derivative here (e.g. round or sign), "
            "so there is no autograd curve to compare with."))
        self.row_of_checks = RowOfChecks([
            self.gradgradcheck_label, self.check_list, self.check_list.label, self.compile_button, self.details,
            self.autograd_note, self.output_label, self.output_picker, self.second_box])

    def _build_layout(self) -> None:
        # wraps beside f(x) on a narrow projector, its rows close: the checks' buttons have their
        # own padding, and each px between rows is the plot's (issue 29: Russian lesson 10 at
        # 1024×768 in presentation mode, three rows, left the plot 141 px of data)
        checks = FlowLayout(spacing=10, row_spacing=CHECK_ROWS_GAP_PX)
        for widget in (self.gradcheck_label, self.gradgradcheck_label, self.check_list, self.details,
                       self.autograd_note, self.output_label, self.output_picker, self.second_box):
            checks.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)  # the panel's neighbours keep their own margins
        layout.setSpacing(HEADER_GAP_PX)
        layout.addWidget(self.verdict_label)
        layout.addWidget(self.summary_label)
        layout.addLayout(checks)
        layout.addWidget(self.details.label)
        layout.addWidget(self.view, 1)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.refits.start()

    def fit_text_to_height(self) -> None:
        """The headline, the summary and gradcheck's sentence whole in the height the plot leaves
        (PLOT_LEAST_PX of data), smaller where they need it, in brief where even that does not fit."""
        labels = [self.verdict_label, self.summary_label, self.gradcheck_label]
        margins = self.layout().contentsMargins()
        width = self.width() - margins.left() - margins.right()
        room = header_room(self, labels)
        # gradcheck's sentence in full takes its row of checks, which sends the other checks to a
        # row of their own: a fuller form than the one shown must leave room for that row too
        row = self.second_box.sizeHint().height() + self.layout().spacing()
        shown = self._form
        for form in range(len(self._forms)):
            self._show_form(form)
            widths = self._widths(width)
            if room.fits(whole_heights(labels, widths), row if form < shown else 0):
                break
        widths = self._widths(width)
        scale = fit_to_room(labels, room.for_heights(whole_heights(labels, widths)), widths,
                            spare=PLOT_LEAST_PX - PLOT_FLOOR_PX)
        self.row_of_checks.follow((self._verdicts, self.size(), self.look.presentation), scale)
        self.refits.again()  # the plot's new height, once the layout has moved

    def _widths(self, width: int) -> list:
        """The headline's, the summary's and gradcheck's widths: gradcheck's sentence sits in the
        row of checks, as wide as its text up to the row."""
        return [width, width, min(width, text_width(self.gradcheck_label.text(), self.gradcheck_label.font()) + 4)]

    def header_room_unlaid(self) -> float:
        """Before the panel is laid out: the height the headline, summary and gradcheck's sentence
        may take, from the size hints, the plot keeping PLOT_LEAST_PX of data."""
        layout = self.layout()
        margins = layout.contentsMargins()
        rows = [self.details.label] if self.details.label.isVisible() else []
        # gradcheck's sentence heads the row of checks: the row's height without it
        row_of_checks = (layout.itemAt(2).layout().heightForWidth(max(self.width(), 1))
                         - self.gradcheck_label.sizeHint().height())
        return (self.height() - margins.top() - margins.bottom() - self._plot_least_height() - row_of_checks
                - sum(label.sizeHint().height() for label in rows) - layout.spacing() * (len(rows) + 2))

    def _show_form(self, form: int) -> None:
        """Say the header's ``form`` (0: every sentence whole; more: briefer, see _forms)."""
        self._form = min(form, len(self._forms) - 1)
        summary, gradcheck, moved = self._forms[self._form]
        self.summary_label.setText(summary)
        self.summary_label.setVisible(bool(summary))  # the briefest form: under "details"
        self.gradcheck_label.setText(gradcheck)
        detail = "\n\n".join(text for text in [*moved, *self._torch_details] if text)
        if detail != self.details.detail():
            opened = self.details.isChecked()  # a new form keeps the details open where they were
            self.details.set_detail(detail)
            self.details.setChecked(opened and bool(detail))

    def _plot_least_height(self) -> float:
        """The plot's height with PLOT_LEAST_PX of data: its axes measured where it is drawn."""
        data = self.plot_item.getViewBox().sceneBoundingRect().height()
        axes = self.view.height() - data if self.view.height() > 0 and data > 0 else AXES_PX
        return PLOT_LEAST_PX + min(max(axes, 0), 2 * AXES_PX)

    def header_height(self) -> int:
        """Height the text above the plot asks for (its size hints and the spacing)."""
        rows = [self.verdict_label, self.summary_label] + ([self.details.label] if self.details.label.isVisible() else [])
        row_of_checks = self.layout().itemAt(2).layout().heightForWidth(max(self.width(), 1))
        spacing = self.layout().spacing() * len(rows)
        return sum(label.sizeHint().height() for label in rows) + row_of_checks + spacing

    def show_probe(self, probe: Optional[ProbeData]) -> None:
        """Draw the derivatives of probe's selected output and say the verdict; None clears."""
        self._probe = probe
        names = [str(name) for name in probe.output_names] if probe is not None else []
        if names != [self.output_picker.itemText(i) for i in range(self.output_picker.count())]:
            self.output_picker.blockSignals(True)
            self.output_picker.clear()
            self.output_picker.addItems(names)
            self.output_picker.blockSignals(False)
        self.output_label.setVisible(len(names) > 1)
        self.output_picker.setVisible(len(names) > 1)
        self._show_verdict(probe)
        self._draw_output()

    @property
    def output_index(self) -> int:
        return max(self.output_picker.currentIndex(), 0)

    def _draw_output(self) -> None:
        probe, index = self._probe, self.output_index
        x = finite_or_nan(probe.x) if probe is not None else np.empty(0)
        lines = {self.backward: None, self.jvp: None, self.numeric: None, self.autograd: None, self.second: None}
        if probe is not None:
            lines = {self.backward: output_entry(probe.backward, index),
                     self.jvp: output_entry(probe.jvp, index),
                     self.numeric: _numeric_off_jumps(output_entry(probe.numeric, index),
                                                      output_entry(probe.nonsmooth, index)),
                     self.autograd: output_entry(probe.autograd, index),
                     self.second: output_entry(probe.second, index)}
        self._set_second_available(probe is not None and lines[self.second] is not None)
        if not self.second_box.isChecked():
            lines[self.second] = None
        self.autograd_note.setVisible(probe is not None and lines[self.autograd] is None)
        per_input = self.input_sets.wanted(probe)
        if per_input:  # a set per input (a · b: ∂/∂a and ∂/∂b) in place of the single one
            for curve in (self.backward, self.numeric, self.autograd):
                lines[curve] = None
        nonsmooth = output_entry(probe.nonsmooth, index) if probe is not None else None
        legend, drawn, differs = self.input_sets.show(probe, index, x, lambda n: _numeric_off_jumps(n, nonsmooth))
        for curve, values in lines.items():
            curve.setVisible(values is not None)
            if values is None:
                curve.setData([], [])
            else:
                drawn.append(finite_or_nan(values))
                curve.setData(x, drawn[-1])
        self.span_floor.follow(x, drawn)
        legend += [(curve, self._legend_name(curve, probe, per_input)) for curve, values in lines.items()
                   if values is not None]
        if not per_input:
            differs = output_entry(probe.differs, index) if probe is not None else None
        if self._shade(x, differs):
            legend.append((self.shade_key, self.tr("backward differs")))
        self.view.set_legend(legend)

    def _legend_name(self, curve, probe: Optional[ProbeData], per_input: bool) -> str:
        """A curve's legend entry; your jvp, beside a set per input, says which input its
        tangent moves: the grid's, the first."""
        if curve is self.jvp and per_input:
            return self.tr("your jvp ∂/∂{input}").format(input=probe.inputs[0].input)
        return curve.name()

    def _set_second_available(self, available: bool) -> None:
        self.second_box.setEnabled(available)
        self.second_box.setToolTip(self.tr(
            "Show the second derivative: your backward differentiated again (double backward)."
        ) if available else self.tr(
            "Double backward does not work for this function, so there is no second derivative."))

    def _shade(self, x: np.ndarray, differs) -> bool:
        """Shade where the backward differs; True if anything is shaded."""
        runs = differing_runs(differs) if differs is not None and len(x) else []
        self.shades.show_spans([run_span(x, first, last) for first, last in runs])
        return bool(runs)

    def refresh_theme(self) -> None:
        """The verdict's colours in the theme now in use."""
        self._show_headline(self._probe)
        self.check_list.set_checks(self.check_list.checks, self.check_list.by_design, self.check_list.lead)

    def reset_range(self) -> None:
        """The plot follows its data again (undo the user's zoom); the hover text goes."""
        self.plot_item.getViewBox().enableAutoRange(axis="x")
        self.plot_item.getViewBox().enableAutoRange(axis="y", enable=AUTORANGE_FRACTION)
        self.readout_label.setText("")

    def set_stale(self, stale: bool) -> None:
        """The code in the editor is broken: the verdict and curves are those of the last code
        that ran, so grey them and say so (a green ✓ there would vouch for code that cannot run)."""
        self.stale = stale
        self.plot_item.setOpacity(STALE_OPACITY if stale else 1.0)
        self._show_headline(self._probe)

    def _show_headline(self, probe: Optional[ProbeData]) -> None:
        words, colour = headline(probe)
        if self.stale and probe is not None:
            words = self.tr("From the last code that ran: {verdict}").format(verdict=words)
            colour = colours().hint_text
        self.verdict_label.setText(words)
        self.verdict_label.setStyleSheet(f"color: {colour};")

    def _show_verdict(self, probe: Optional[ProbeData]) -> None:
        self._show_headline(probe)
        summary = summary_words(probe)  # worded from its code, in the window's language
        self.summary_label.setVisible(bool(summary))
        by_design = probe is not None and probe.by_design
        self._forms = header_forms(probe, summary.text, by_design)
        self._verdicts += 1  # a new verdict: its row of checks starts at its full size
        self.gradcheck_label.setVisible(probe is not None)
        # gradgradcheck in two words (the details in its tooltip): gradcheck needs the room.
        gradgrad = probe.gradgradcheck if probe is not None else None
        self.gradgradcheck_label.setText(short_check_words("gradgradcheck", gradgrad))
        self.gradgradcheck_label.set_hint(check_words("gradgradcheck", gradgrad) if gradgrad else "")
        # The other checks take gradgradcheck's place in the row, its words first: a row more
        # would cost the plot its height on a projector.
        self.check_list.set_checks(probe.checks if probe is not None else [], by_design,
                                   short_check_words("gradgradcheck", gradgrad))
        self.gradgradcheck_label.setVisible(gradgrad is not None and self.check_list.isHidden())
        checks = [check_detail(name, result) for name, result in
                  (("gradcheck", probe.gradcheck if probe else None), ("gradgradcheck", gradgrad))]
        self._torch_details = [summary.detail, *checks, *self.check_list.details()]
        self.details.set_detail("")  # a new verdict's details start folded
        self._show_form(0)
        self.refits.start()  # the new sentences' lines and size in the room there is

    def set_compile_action(self, action) -> None:
        """Show ``action`` (Run ▸ Check under torch.compile) under the list of checks."""
        self.check_list.set_compile_action(action)

    def set_presentation(self, on: bool) -> None:
        """Thick lines and large fonts for a projector."""
        self.look.set_presentation(on)
        self.fit_text_to_height()  # presentation mode's larger text

    def plot_views(self) -> list[PlotView]:
        """The plots of this panel (pyqtgraph GraphicsLayoutWidgets), for export."""
        return [self.view]


def _numeric_off_jumps(numeric, nonsmooth):
    """The numerical derivative with NaN (a gap) at kinks and jumps: there a central difference
    is 1/(2h)-sized nonsense (~30,000 at each step of round) that would dwarf the real curves."""
    if numeric is None or nonsmooth is None:
        return numeric
    values = finite_or_nan(numeric)
    mask = np.asarray(nonsmooth, dtype=bool).ravel()
    if len(mask) == len(values):
        values[mask] = np.nan
    return values
