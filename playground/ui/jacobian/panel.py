"""JacobianPanel: one block of the subject's Jacobian as three heat maps, your backward's, the
true one and their difference, on one colour scale (white at 0, a diverging map that reads with
every common colour-vision deficiency), fed ``protocol.ProbeData.jacobian`` by the window.

Above the maps: the block picker (one entry per output and input, labelled with the forward's
argument names; it opens on the worst block), the probe input the person may set (its shape and
values, input_choice.py: the ``input_choice.chosen`` signal asks the window for a check with
them) and what the difference looks like, in the window's language. On the maps: entries beyond the tolerance outlined, the largest difference
ringed. Under them: the vector–Jacobian product (vjp_view.py): for a grad_output v — one-hot
at a row clicked on a map, all ones, random — your backward(v) beside vᵀJ, as bars per input
element. Hovering a cell or a bar reads the entry's name (output element i, input element j),
yours, true, and the difference. In a panel too short for both, the maps and the bars take turns
(pictures.py); in one too narrow for three readable maps, the maps do (maps_row.py).
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QSizePolicy, QSplitter, QVBoxLayout

from playground.protocol import Jacobian, JacobianBlock, Note, ProbeData
from playground.ui.jacobian.blocks import element_name, is_diagonal, shared_limit, tensor_shape, worst_block
from playground.ui.jacobian.input_choice import DEFAULT, JUDGE_SEED, InputChoice
from playground.ui.jacobian.maps_row import MapsRow
from playground.ui.jacobian.matrix_plot import MatrixPlot
from playground.ui.jacobian.pictures import BARS, PictureSwitch
from playground.ui.jacobian.vjp_view import VjpView
from playground.ui.plots.hover import HoverReadout
from playground.ui.plots.labels import ElidedLabel, Refits, fit_to_room
from playground.ui.plots.on_demand import OnDemandPanel, as_built
from playground.ui.plots.palette import DIVERGING_MAP
from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.probe_look import STALE_OPACITY
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.tensor import colour_bar_axis_width
from playground.ui.plots.values import format_value
from playground.ui.plots.whole_combo import WholeComboBox
from playground.ui.theme import colours
from playground.ui.words.codes import error_words, note_words
from playground.vocabulary import ProbeValues

# Lines each sentence takes at first (where, pattern, caption, readout); fit_text_to_height gives
# each the lines its whole text needs (at 1280×720 in presentation mode the pattern's sentence,
# what the view teaches, was cut at "…from the other inputs…", and in Russian the caption).
ROOMY_LINES = (2, 3, 3, 2)
# The maps and the bars, where they show, keep at least this much height (logical px, axes and
# titles included: a data area of pictures.py's 150 px or more); the sentences take the rest,
# whole, in a smaller font where they need it (labels.fit_to_room).
MAPS_LEAST_PX, BARS_LEAST_PX = 190, 174
MINIMUM_WIDTH, MINIMUM_HEIGHT = 120, 90  # px: no more than the training panels ask of a tab
TITLE_SCALE = 1.1  # the maps' titles, a little larger than the panel's text, as plot titles are


class JacobianPanel(OnDemandPanel):
    """Your backward's Jacobian against the true one, block by block."""

    def _build(self) -> None:  # when first shown or used (plots/on_demand.py), not with the window
        self.refits = Refits(self, self.fit_text_to_height)
        self.look = PlotStyle()
        self.jacobian: Optional[Jacobian] = None
        self.block: Optional[JacobianBlock] = None
        self.stale = False
        self._first_look: tuple = ()  # the block and whether yours was wrong, when its first map was chosen
        self.picker = WholeComboBox()
        self.picker.currentIndexChanged.connect(self._show_chosen)
        # Sentences that take the lines they need up to a bound, which fit_text_to_height lowers in
        # a short panel (presentation mode's large font at 1280×720): the maps and bars keep room.
        self.where_label = ElidedLabel(ROOMY_LINES[0], min_lines=1)
        self.pattern_label = ElidedLabel(ROOMY_LINES[1], min_lines=1)
        self.status_label = QLabel(self.tr("No Jacobian yet: it appears when the code is checked."))
        self.status_label.setWordWrap(True)
        self.input_choice = InputChoice()
        self.input_error = False  # the status says why the person's probe input was not used
        titles = (self.tr("your backward"), self.tr("true"), self.tr("yours − true"))
        # Not linked: pyqtgraph links views by their position on screen, which side by side
        # would shift one map's cells against another's.
        self.plots = [MatrixPlot(self.look, "") for _title in titles]
        self.map_titles = [ElidedLabel(2, min_lines=1) for _title in titles]
        for label, title in zip(self.map_titles, titles):
            label.setText(title)
            self.look.text(label, TITLE_SCALE)
        self.colour_bar = pg.ColorBarItem(values=(-1, 1), colorMap=pg.colormap.get(DIVERGING_MAP),
                                          interactive=False, width=14)
        self.colour_bar.setImageItem([plot.image for plot in self.plots])
        self.look.axis(self.colour_bar.axis)
        self.readout_label = ElidedLabel(ROOMY_LINES[3], min_lines=1)
        self.readout_label.setTextInteractionFlags(Qt.TextSelectableByMouse)  # to copy the values read
        self.readout_label.setText(self.tr("Point at a cell to read ∂y/∂x: yours, true and their difference."))
        self.readouts = [HoverReadout(plot.view, self.readout_label) for plot in self.plots]
        for readout, plot in zip(self.readouts, self.plots):
            readout.add_image(plot.image, self.describe_cell)
            plot.view.scene().sigMouseClicked.connect(
                lambda event, plot=plot: self.pick_row_at(plot, event.scenePos()))
        self.vjp = VjpView(self.look, self.readout_label)
        self.vjp.redrawn.connect(self._frame_rows)
        self._lay_out()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.fit_colour_bar()
        self.show_probe(None)

    def _lay_out(self) -> None:
        header = QHBoxLayout()
        header.addWidget(QLabel(self.tr("Block:")))
        header.addWidget(self.picker)
        header.addWidget(self.where_label, 1)
        self.maps = maps_widget = MapsRow([plot.view for plot in self.plots], self.map_titles, self.colour_bar,
                                          MINIMUM_WIDTH // 2)
        # The maps above the bars (the rows clicked there are the v of the bars below), half
        # the height; the handle between them gives either more.
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        for widget, stretch in ((maps_widget, 1), (self.vjp, 1)):
            widget.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            self.splitter.addWidget(widget)
            self.splitter.setStretchFactor(self.splitter.count() - 1, stretch)
        self.splitter.setSizes([1000, 1000])  # scaled to the height there is, half each
        self.pictures = PictureSwitch(maps_widget, self.vjp)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # the tab's width rules
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(header)
        layout.addWidget(self.input_choice)
        layout.addWidget(self.pattern_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.pictures)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.readout_label)
        for widget in (self.where_label, self.readout_label):
            self.look.text(widget)
        self.look.text(self.pattern_label, 1.05)
        self.look.text(self.status_label)
        for widget in self.input_choice.text_widgets():
            self.look.text(widget)

    # ------------------------------------------------------------------------- what is shown

    @as_built(when=lambda probe: probe is None)  # the build shows none
    def show_probe(self, probe: Optional[ProbeData]) -> None:
        """Show the probe's Jacobian (None, or a probe without one: empty maps and a word why)."""
        jacobian = probe.jacobian if probe is not None else None
        chosen = self.picker.currentText()
        self.jacobian = jacobian
        blocks = jacobian.blocks if jacobian is not None else []
        self.picker.blockSignals(True)
        self.picker.clear()
        self.picker.addItems([self.block_label(block) for block in blocks])
        labels = [self.block_label(block) for block in blocks]
        index = labels.index(chosen) if chosen in labels and self.block is not None else worst_block(blocks)
        self.picker.setCurrentIndex(index)
        self.picker.blockSignals(False)
        self.picker.setVisible(bool(blocks))
        error = probe.jacobian_error if probe is not None else None
        self.status_label.setVisible(jacobian is None or not blocks or error is not None)
        self.input_error = error is not None
        self.status_label.setToolTip("")
        if error is not None:  # the person's input could not be used: say why, beside the fields
            words = error_words(error)
            self.status_label.setText(words.text)
            self.status_label.setToolTip(words.detail)
        elif probe is not None and jacobian is None:
            self.status_label.setText(self.tr("No Jacobian for this code: its forward could not be run "
                                              "on a small input."))
        elif jacobian is None:
            self.status_label.setText(self.tr("No Jacobian yet: it appears when the code is checked."))
        self._colour_status()
        self.input_choice.show_used(tuple(jacobian.input_shapes[0]) if jacobian and jacobian.input_shapes else None,
                                    jacobian.inputs_from if jacobian else None, jacobian.values if jacobian else None)
        self.where_label.setText(self.where_words(jacobian) if jacobian is not None else "")
        self._show_chosen(index)

    def _colour_status(self) -> None:
        self.status_label.setStyleSheet(f"color: {colours().console_error};" if self.input_error else "")

    @as_built(returns=DEFAULT)  # the build makes the input's defaults
    def reset_input(self) -> dict:
        """The probe input's defaults again, unsent (a new document): the request fields they give."""
        return self.input_choice.reset()

    def _show_chosen(self, index: int) -> None:
        blocks = self.jacobian.blocks if self.jacobian is not None else []
        self.block = blocks[index] if 0 <= index < len(blocks) else None
        block = self.block
        if block is None:
            for plot in self.plots:
                plot.show(None, None, None)
            self.pattern_label.setText("")
            self._show_vjp()
            return
        yours, true = block.yours, block.true
        difference = None if yours is None or true is None else yours - np.nan_to_num(true)
        limit = shared_limit(yours, true, difference)
        self.colour_bar.setLevels((-limit, limit))
        worst = tuple(block.worst) if block.max_abs_diff > 0 else None
        self.plots[0].show(yours, block.differs, None)
        self.plots[1].show(true, None, None)
        self.plots[2].show(difference, block.differs, worst)
        first_look = (self.picker.currentText(), block.pattern != "jacobian_matches")
        if first_look != self._first_look:  # a new block, or yours turned right or wrong
            self._first_look = first_look
            self.maps.show_first(yours_wrong=first_look[1])
        self.pattern_label.setText(self.pattern_words(block))
        self.pattern_label.setStyleSheet(f"color: {self._pattern_colour(block)};")
        # the block's own names: a bias block says bias, not x
        self.readout_label.setText(self.tr("Point at a cell to read ∂{output}/∂{input}: yours, true and their "
                                           "difference.").format(output=block.output, input=block.input))
        self._show_vjp()

    def _show_vjp(self) -> None:
        self.vjp.show_block(self.jacobian, self.block)  # the maps' frames follow (redrawn)
        self.refits.start()  # new sentences: their lines and size in the room there is

    def _frame_rows(self) -> None:
        row = self.vjp.chosen_row()
        for plot in self.plots:
            plot.frame_row(row)

    def pick_row_at(self, plot: MatrixPlot, scene_position) -> None:
        """A click on a map: v one-hot at the clicked cell's row (the slot of the maps' clicks)."""
        row = plot.row_at(scene_position)
        if row is not None and self.block is not None:
            self.vjp.set_row(row)
            self.pictures.show_picture(BARS)  # where they take turns: the row's bars

    def block_label(self, block: JacobianBlock) -> str:
        return self.tr("∂{output}/∂{input}  ({rows}×{cols})").format(
            output=block.output, input=block.input, rows=block.rows, cols=block.cols)

    def where_words(self, jacobian: Jacobian) -> str:
        shapes = ", ".join(f"{name} {tuple(shape)}" for name, shape in
                           zip(jacobian.input_names, jacobian.input_shapes))
        random = self.tr("random, seed {seed}").format(seed=JUDGE_SEED)
        if jacobian.inputs_from == "call" and jacobian.values == ProbeValues.CALL:
            text = self.tr("at the inputs of the code's own call: {shapes}")
        elif jacobian.inputs_from == "call":  # the call's values made the forward fail, or were too large
            text = self.tr("at the shapes of the code's own call, {values}: {shapes}").replace("{values}", random)
        elif jacobian.inputs_from == "chosen":
            values = {ProbeValues.LINSPACE: self.tr("evenly spaced values"),
                      ProbeValues.NUMBERS: self.tr("your numbers")}.get(jacobian.values, random)
            text = self.tr("at your input, {values}: {shapes}").replace("{values}", values)
        else:
            text = self.tr("at inferred shapes (no call in the code), {values}: {shapes}").replace("{values}", random)
        text = text.format(shapes=shapes)
        if jacobian.rows_of_call is not None:
            text += " · " + self.tr("cut from the call's {rows} rows").format(rows=jacobian.rows_of_call)
        if jacobian.dtype != "float64":
            text += " · " + jacobian.dtype
        return text

    def pattern_words(self, block: JacobianBlock) -> str:
        words = note_words(Note(block.pattern, dict(block.pattern_params))).text
        single = self.jacobian is not None and len(set(self.jacobian.input_names)) == 1
        if block.pattern == "jacobian_matches" and is_diagonal(block.true) and block.rows == block.cols > 1:
            if single:
                words += " " + self.tr("The Jacobian is diagonal: the function is elementwise, and its "
                                       "curves are the main picture.")
            else:
                words += " " + self.tr("The block is diagonal: each output depends on its own element "
                                       "of {input} only.").format(input=block.input)
        if block.yours is None:
            words += " " + self.tr("(Too large to draw: {rows}×{cols}; largest difference {error}.)").format(
                rows=block.rows, cols=block.cols, error=format_value(block.max_abs_diff))
        return words

    def _pattern_colour(self, block: JacobianBlock) -> str:
        if self.stale:
            return colours().hint_text
        verdict = "matches" if block.pattern == "jacobian_matches" else \
            "surrogate" if block.pattern == "jacobian_flat" else "differs"
        return colours().verdict.get(verdict, colours().text)

    def describe_cell(self, row: int, column: int) -> Optional[str]:
        """Hover text for cell (row, column) of the block shown: which entry, yours, true, difference."""
        block = self.block
        if block is None or block.yours is None or block.true is None or self.jacobian is None:
            return None
        output = element_name(block.output, tensor_shape(self.jacobian.output_names, self.jacobian.output_shapes,
                                                         block.output), row)
        input_ = element_name(block.input, tensor_shape(self.jacobian.input_names, self.jacobian.input_shapes,
                                                        block.input), column)
        yours, true = float(block.yours[row, column]) + 0.0, float(block.true[row, column]) + 0.0  # no -0
        return self.tr("∂{output}/∂{input}: yours {yours}, true {true}, difference {difference}").format(
            output=output, input=input_, yours=format_value(yours), true=format_value(true),
            difference=format_value(yours - true))

    # ------------------------------------------------------------------------- like every panel

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Small: as a tab beside Loss, Gradients and Model, this panel must not make the tab
        widget taller than those (it would take the height f(x) and its derivative need)."""
        return QSize(MINIMUM_WIDTH, MINIMUM_HEIGHT)

    @as_built(when=lambda stale: not stale)  # the build leaves it fresh
    def set_stale(self, stale: bool) -> None:
        """The editor's code is broken: these maps are the last code's; grey them."""
        self.stale = stale
        for plot in self.plots:
            plot.plot.setOpacity(STALE_OPACITY if stale else 1.0)
        self.vjp.set_stale(stale)
        if self.block is not None:
            self.pattern_label.setStyleSheet(f"color: {self._pattern_colour(self.block)};")

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if hasattr(self, "refits"):  # built (plots/on_demand.py)
            self.refits.start()

    def fit_text_to_height(self) -> None:
        """The sentences whole in what they take now and what the maps and bars can spare past
        MAPS_LEAST_PX and BARS_LEAST_PX: at their size where that holds them, else smaller."""
        labels = [self.where_label, self.pattern_label, self.vjp.caption, self.readout_label]
        shown = [label for label in labels if not label.isHidden()]
        if not shown or self.width() <= 0:
            return
        self.pictures.fit(self.splitter.height() + self.pictures.room_taken(), self.status_label.font())
        self.vjp.set_maps_in_sight(not self.pictures.one_at_a_time)
        # The map shown keeps a data area of 150 px below its axis, as laid out (presentation
        # mode's axis took more than MAPS_LEAST_PX allowed: 147.5 px at 960x540).
        maps_least = max(MAPS_LEAST_PX, self.maps.least_height())
        maps = self.maps.shown_view().height() if self.maps.isVisibleTo(self) else maps_least
        bars = max((view.height() for view in self.bar_views()), default=BARS_LEAST_PX) \
            if self.vjp.isVisibleTo(self) else BARS_LEAST_PX
        spare = max(maps - maps_least, 0) + max(bars - BARS_LEAST_PX, 0)
        fit_to_room(shown, sum(label.height() for label in shown) + spare)
        self.refits.again()  # the maps' new height, once the layout has moved

    def set_presentation(self, on: bool) -> None:
        """Large fonts and thick outlines for a projector."""
        self.look.set_presentation(on)
        for plot in self.plots:
            plot.refresh_theme()
        self.vjp.refresh_theme()  # its bars' outlines; fonts and titles follow self.look
        self.fit_colour_bar()
        self.fit_text_to_height()  # the font's new height

    def refresh_theme(self) -> None:
        """Outlines, frames, bars and the input's problems in the theme's colours."""
        for plot in self.plots:
            plot.refresh_theme()
        self.vjp.refresh_theme()
        self.input_choice.refresh_theme()
        self.maps.refresh_theme()
        self._colour_status()
        self.set_stale(self.stale)

    def fit_colour_bar(self) -> None:
        self.maps.fit_bar(colour_bar_axis_width(self.look.presentation))

    def plot_views(self) -> list[PlotView]:
        """The three maps (pyqtgraph widgets), for export and --snapshot's sizes."""
        return [plot.view for plot in self.plots]

    def bar_views(self) -> list[PlotView]:
        """The vector–Jacobian product's plots shown now, one per input, for --snapshot's sizes."""
        return [plot.view for plot in self.vjp.plots if plot.view.isVisibleTo(self)]
