"""InputCurveSets: one derivative curve set per tensor input, for a Function elementwise in each
of several (``a * b``: ∂/∂a and ∂/∂b), from ProbeData.inputs; the derivative panel draws them in
place of its single set.

Each input has one hue (``INPUT_COLOURS``) and the three kinds keep
their styles: your backward a translucent band, the numerical derivative dashed, autograd's
dotted. Where yours is right the two lines of its hue run inside its band; where it is wrong the
band stands apart, and the panel shades there. The legend names two per input, "yours ∂/∂b"
and "true ∂/∂b" (the dashed line, with the dotted one on it: seven entries and more would
take the plot's height beside f(x)); the hover readout names all three.
Sets are made when a subject first needs that many and kept for later, refilled with setData.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
from PySide6.QtCore import Qt

from playground.protocol import InputCurves, ProbeData
from playground.ui.plots.hover import HoverReadout
from playground.ui.plots.palette import BLACK, BLUE, GREEN, PURPLE, SKY_BLUE
from playground.ui.plots.probe_look import output_entry
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.values import finite_or_nan
from playground.ui.plots.words import tr

# No vermillion or orange: the shade where a backward differs is of their hue, and a thin line of
# it vanished there.
INPUT_COLOURS = (BLUE, GREEN, PURPLE, SKY_BLUE, BLACK)


class _Set:
    """The band and the two reference lines of one input, in one hue."""

    def __init__(self, look: PlotStyle, plot, readout: HoverReadout, index: int) -> None:
        colour = INPUT_COLOURS[index % len(INPUT_COLOURS)]
        self.backward = look.band(plot, colour, name="", connect="finite")
        self.numeric = look.curve(plot, colour, Qt.DashLine, name="", connect="finite")
        self.autograd = look.curve(plot, colour, Qt.DotLine, name="", connect="finite")
        for z, item in enumerate(self.items(), start=1):
            item.setZValue(z)  # as the panel's own: the band under the dashed under the dotted
            readout.add_curve(item)

    def items(self) -> tuple:
        return self.backward, self.numeric, self.autograd


class InputCurveSets:
    """The per-input sets of a derivative plot."""

    def __init__(self, look: PlotStyle, plot, readout: HoverReadout) -> None:
        self.look, self.plot, self.readout = look, plot, readout
        self.sets: list[_Set] = []

    @staticmethod
    def wanted(probe: Optional[ProbeData]) -> bool:
        """Does the probe have curves for several inputs (else the panel's single set)?"""
        return probe is not None and len(probe.inputs) > 1

    def show(self, probe: Optional[ProbeData], index: int, x: np.ndarray, numeric_gaps) -> tuple:
        """Draw output ``index`` of each input (nothing where not ``wanted``); returns (legend
        entries, the arrays drawn, where any input's backward differs or None).
        ``numeric_gaps(numeric)``: the numerical derivative with its kinks left out."""
        inputs: list[InputCurves] = list(probe.inputs) if self.wanted(probe) else []
        while len(self.sets) < len(inputs):
            self.sets.append(_Set(self.look, self.plot, self.readout, len(self.sets)))
        legend, drawn, differs = [], [], None
        for k, one in enumerate(self.sets):
            curves = inputs[k] if k < len(inputs) else None
            values = (output_entry(curves.backward, index), numeric_gaps(output_entry(curves.numeric, index)),
                      output_entry(curves.autograd, index)) if curves is not None else (None, None, None)
            names = (tr("your backward ∂/∂{input}"), tr("numerical ∂/∂{input}"), tr("autograd ∂/∂{input}"))
            legend_names = (tr("yours ∂/∂{input}"), tr("true ∂/∂{input}"), None)  # short: two columns fit
            for item, array, name, legend_name in zip(one.items(), values, names, legend_names):
                item.setVisible(array is not None)
                if array is None:
                    item.setData([], [])
                    continue
                item.opts["name"] = name.format(input=curves.input)  # what the hover readout says
                drawn.append(finite_or_nan(array))
                item.setData(x, drawn[-1])
                if legend_name is not None:
                    legend.append((item, legend_name.format(input=curves.input)))
            mask = output_entry(curves.differs, index) if curves is not None else None
            if mask is not None and len(mask) == len(x):
                differs = np.asarray(mask, dtype=bool) if differs is None else differs | np.asarray(mask, bool)
        return legend, drawn, differs
