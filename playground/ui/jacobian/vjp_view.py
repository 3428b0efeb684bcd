"""VjpView: "backward returns grad_output times the Jacobian", shown. For a grad_output v of the
chosen block's output — one-hot at a row of the heat maps (click one), all ones, or random —
your backward(v) beside vᵀJ with the true Jacobian, as bars per input element, a plot per input
of that output (the forward's argument names as titles), from the matrices ProbeData carries
(vjp.py). Bars beyond the tolerance are outlined; hovering reads an element.

Bar items are made once per plot and refilled with setOpts; plots are made as the first output
with that many inputs needs them and kept, hidden, for later.
"""
from __future__ import annotations

import html
from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from playground.protocol import Jacobian, JacobianBlock
from playground.ui.jacobian import vjp
from playground.ui.jacobian.blocks import element_name, tensor_shape
from playground.ui.plots.flow_layout import FlowLayout
from playground.ui.plots.labels import ElidedLabel
from playground.ui.plots.palette import BLUE, VERMILLION
from playground.ui.plots.probe_look import STALE_OPACITY
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.tensor import IndexAxis
from playground.ui.plots.values import format_value
from playground.ui.plots.whole_combo import WholeComboBox
from playground.ui.theme import colours, curve_colour

BAR_WIDTH = 0.4  # each of the two bars of an element: side by side, a gap between elements


class _BarPlot:
    """One input's bars: yours (vermillion) left of the true ones (blue) at each element."""

    def __init__(self, look: PlotStyle) -> None:
        self.look = look
        # No legend of its own: the view's header names the two colours once for every plot.
        self.view = look.plot_view("", axis_items={"bottom": IndexAxis("bottom")})
        self.view.plot_item.getAxis("bottom").integer = True
        self.view.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.yours = pg.BarGraphItem(x=[], height=[], width=BAR_WIDTH)
        self.true = pg.BarGraphItem(x=[], height=[], width=BAR_WIDTH)
        for item in (self.yours, self.true):
            self.view.plot_item.addItem(item)
        self.product: Optional[vjp.Product] = None
        self.refresh_theme()

    def show(self, product: Optional[vjp.Product], title: str) -> None:
        self.product = product
        self.look.set_titles(self.view, title)
        drawn = product is not None and product.yours is not None
        count = len(product.yours) if drawn else 0
        index = np.arange(count)
        self.yours.setOpts(x=index - BAR_WIDTH / 2, height=product.yours if drawn else [], pens=self._pens())
        self.true.setOpts(x=index + BAR_WIDTH / 2, height=product.true if drawn else [])
        if drawn:
            self.view.plot_item.setXRange(-0.6, count - 0.4, padding=0)
            self.view.plot_item.enableAutoRange(axis="y")

    def _pens(self) -> Optional[list]:
        """An outline in the text's colour around your bars beyond the tolerance."""
        product = self.product
        if product is None or product.differs is None:
            return None
        width = 3 if self.look.presentation else 2
        marked, plain = pg.mkPen(colours().text, width=width), pg.mkPen(None)
        return [marked if differs else plain for differs in product.differs]

    def refresh_theme(self) -> None:
        self.yours.setOpts(brush=pg.mkBrush(curve_colour(VERMILLION)), pen=None, pens=self._pens())
        self.true.setOpts(brush=pg.mkBrush(curve_colour(BLUE)), pen=None)


class VjpView(QWidget):
    """The grad_output picker, what v is, and the bars of each input of the chosen output."""

    redrawn = Signal()  # v changed: the maps frame ``chosen_row()`` (None: no row)

    def __init__(self, look: PlotStyle, readout: QLabel, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.look, self.readout = look, readout
        self.picker = WholeComboBox()
        for text, kind in ((self.tr("one-hot at a row"), vjp.ONE_HOT), (self.tr("all ones"), vjp.ONES),
                           (self.tr("random"), vjp.RANDOM)):
            self.picker.addItem(text, kind)
        self.picker.setToolTip(self.tr("The grad_output v that backward receives. One-hot: click a row "
                                       "of a map, and the bars are that row of the Jacobian."))
        self.picker.currentIndexChanged.connect(lambda _index: self.redraw())
        self.caption = ElidedLabel(3, min_lines=1)  # the panel lowers its bound in a short panel
        self.legend = QLabel()
        self.plots: list[_BarPlot] = []
        self.jacobian: Optional[Jacobian] = None
        self.output: Optional[str] = None
        self.row = 0
        self.stale = False
        self.maps_in_sight = True  # beside the maps, or in their place (pictures.py)
        # wraps: the legend goes under the picker where the row is too narrow for both (ja, ru)
        header = FlowLayout(spacing=6)
        self.picker_label = QLabel(self.tr("grad_output v:"))
        for widget in (self.picker_label, self.picker, self.legend):
            header.addWidget(widget)
        self.plots_row = QHBoxLayout()
        self.plots_row.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.caption)
        layout.addLayout(self.plots_row, 1)
        for widget in (self.picker_label, self.picker, self.caption, self.legend):
            look.text(widget)
        self.refresh_theme()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)

    @property
    def kind(self) -> str:
        return self.picker.currentData() or vjp.ONE_HOT

    def show_block(self, jacobian: Optional[Jacobian], block: Optional[JacobianBlock]) -> None:
        """The chosen block's output, starting one-hot at its worst row when the output is new."""
        if block is not None and (self.output is None or block.output != self.output or self.row >= block.rows):
            self.row = int(block.worst[0])  # a first look: the row that differs most
        self.jacobian = jacobian
        self.output = block.output if block is not None else None
        self.redraw()

    def set_row(self, row: int) -> None:
        """v one-hot at output element ``row`` (a click on a map's row)."""
        self.row = int(row)
        self.picker.blockSignals(True)
        self.picker.setCurrentIndex(self.picker.findData(vjp.ONE_HOT))
        self.picker.blockSignals(False)
        self.redraw()

    def chosen_row(self) -> Optional[int]:
        """The row one-hot v picks (None: v is all ones or random), for the maps to mark."""
        blocks = vjp.output_blocks(self.jacobian, self.output)
        return self.row if self.kind == vjp.ONE_HOT and blocks and self.row < blocks[0].rows else None

    def redraw(self) -> None:
        blocks = vjp.output_blocks(self.jacobian, self.output)
        rows = blocks[0].rows if blocks else 0
        v = vjp.grad_output(self.kind, rows, self.row)
        found = vjp.products(blocks, v)
        while len(self.plots) < len(found):
            self._add_plot()
        for index, plot in enumerate(self.plots):
            product = found[index] if index < len(found) else None
            plot.view.setVisible(product is not None)
            # One input: the block picker names it, and a title would cost the bars a line.
            plot.show(product, self._title(product.block) if product is not None and len(found) > 1 else "")
        self.caption.setText(self._caption(found, rows))
        self.redrawn.emit()

    def _add_plot(self) -> None:
        plot = _BarPlot(self.look)
        plot.view.plot_item.setOpacity(STALE_OPACITY if self.stale else 1.0)
        plot.view.scene().sigMouseMoved.connect(lambda position, plot=plot: self.describe(plot, position))
        self.plots_row.addWidget(plot.view, 1)
        self.plots.append(plot)

    def _title(self, block: JacobianBlock) -> str:
        return self.tr("vᵀ·∂{output}/∂{input}").format(output=block.output, input=block.input)

    def _caption(self, found: list, rows: int) -> str:
        if not found:
            return ""
        if self.kind == vjp.ONE_HOT and not self.maps_in_sight:  # no map to click: a line less
            words = self.tr("v is 1 at {element}, 0 elsewhere: the bars are that row of each "
                            "Jacobian.").format(element=self._element(self.row))
        elif self.kind == vjp.ONE_HOT:
            words = self.tr("v is 1 at {element}, 0 elsewhere: the bars are that row of each Jacobian. "
                            "Click a row of a map for another.").format(element=self._element(self.row))
        elif self.kind == vjp.ONES:
            words = self.tr("v is 1 at every element of {output}: the bars are each Jacobian's column "
                            "sums.").format(output=self.output)
        else:
            words = self.tr("v is random (seeded) over the {rows} elements of {output}.").format(
                rows=rows, output=self.output)
        omitted = [p.block for p in found if p.yours is None]
        if omitted:
            words += " " + self.tr("Too large to draw: the matrices of {blocks} were not sent.").format(
                blocks=", ".join(f"∂{b.output}/∂{b.input} ({b.rows}×{b.cols})" for b in omitted))
        return words

    def _element(self, flat: int) -> str:
        jacobian = self.jacobian
        shape = tensor_shape(jacobian.output_names, jacobian.output_shapes, self.output) if jacobian else ()
        return element_name(self.output or "y", shape, flat)

    def describe(self, plot: _BarPlot, position: QPointF) -> None:
        """Hover: the input element under the mouse, yours, true, and their difference."""
        product = plot.product
        box = plot.view.plot_item.getViewBox()
        if product is None or product.yours is None or not box.sceneBoundingRect().contains(position):
            return
        column = int(round(box.mapSceneToView(position).x()))
        if not 0 <= column < len(product.yours):
            return
        jacobian, block = self.jacobian, product.block
        shape = tensor_shape(jacobian.input_names, jacobian.input_shapes, block.input) if jacobian else ()
        yours, true = float(product.yours[column]) + 0.0, float(product.true[column]) + 0.0
        self.readout.setText(self.tr("{element}: your backward(v) {yours}, vᵀJ {true}, difference {difference}").format(
            element=element_name(block.input, shape, column), yours=format_value(yours),
            true=format_value(true), difference=format_value(yours - true)))

    def set_maps_in_sight(self, in_sight: bool) -> None:
        """The maps show beside the bars (their rows can be clicked), or take turns with them."""
        if in_sight != self.maps_in_sight:
            self.maps_in_sight = in_sight
            self.redraw()

    def set_stale(self, stale: bool) -> None:
        self.stale = stale
        for plot in self.plots:
            plot.view.plot_item.setOpacity(STALE_OPACITY if stale else 1.0)

    def refresh_theme(self) -> None:
        """Bars and the legend's colour keys in the theme's colours."""
        for plot in self.plots:
            plot.refresh_theme()
        self.legend.setText("&nbsp;&nbsp;".join(
            f'<span style="color:{curve_colour(colour)}">■</span>&nbsp;{html.escape(words)}'
            for colour, words in ((VERMILLION, self.tr("your backward(v)")), (BLUE, self.tr("vᵀJ (true)")))))
