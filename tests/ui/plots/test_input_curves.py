"""A curve set per tensor input in the derivative panel, where the Function is elementwise in each
of several (``a * b``: ∂/∂a and ∂/∂b): each input in its own hue, the legend naming yours and the
true one of each, the shade where any input's backward differs; one set where there is one."""
from __future__ import annotations

import numpy as np
import pytest

from playground import protocol
from playground.ui.jacobian.blocks import jacobian_is_main
from playground.ui.plots.derivative_panel import DerivativePanel
from tests.ui.fakes import probe_data
from tests.ui.jacobian.test_jacobian_panel import block, probe_with

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]


def mul_probe(wrong: bool = True) -> protocol.ProbeData:
    """Mul(a, b) along the grid, b held at 0.7: ∂/∂a = 0.7, ∂/∂b = a; wrong: g * b for both."""
    probe = probe_data()
    x, held = probe.x, 0.7
    flat = np.full(len(x), held)
    b_yours = flat.copy() if wrong else x.copy()
    probe.inputs = [protocol.InputCurves("a", 0, [flat], [flat.copy()], [flat.copy()], [np.zeros(len(x), bool)]),
                    protocol.InputCurves("b", 1, [b_yours], [x.copy()], [x.copy()],
                                         [np.abs(b_yours - x) > 1e-6], held)]
    return probe


def legend_names(panel: DerivativePanel) -> list:
    return [label.text for _sample, label in panel.view.legend.items]


def test_each_input_gets_its_band_and_its_true_line_in_one_hue(qtbot):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    probe = mul_probe()
    panel.show_probe(probe)
    first, second = panel.input_sets.sets
    assert not panel.backward.isVisible() and not panel.numeric.isVisible()  # the sets replace the single one
    assert np.allclose(second.backward.getData()[1], 0.7) and np.allclose(second.numeric.getData()[1], probe.x)
    names = legend_names(panel)
    assert names[:4] == ["yours ∂/∂a", "true ∂/∂a", "yours ∂/∂b", "true ∂/∂b"]
    assert "backward differs" in names  # b's curve differs: shaded
    assert first.numeric.opts["pen"].color() != second.numeric.opts["pen"].color()
    assert second.autograd.name() == "autograd ∂/∂b"  # the hover readout names all three
    assert second.backward.name() == "your backward ∂/∂b"


def test_a_right_mul_is_not_shaded_and_one_input_gets_the_single_set_again(qtbot):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.show_probe(mul_probe(wrong=False))
    assert "backward differs" not in legend_names(panel)
    sets = list(panel.input_sets.sets)
    panel.show_probe(probe_data())
    assert panel.backward.isVisible() and panel.input_sets.sets == sets  # kept, hidden
    assert not any(item.isVisible() for one in sets for item in one.items())
    assert legend_names(panel)[0] == "your backward"


def test_presentation_thickens_the_sets_lines(qtbot):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.show_probe(mul_probe())
    panel.set_presentation(True)
    assert panel.input_sets.sets[1].numeric.opts["pen"].width() == 3


def test_the_jacobian_is_not_the_main_picture_where_the_curves_show_every_input():
    a, b = np.diag([1.0, 2.0]), np.diag([3.0, 4.0])
    probe = probe_with([block(input_="a", yours=b, true=b), block(input_="b", index=1, yours=b, true=a,
                                                                  pattern="jacobian_swapped")], [(2,), (2,)])
    assert jacobian_is_main(probe)  # a Module's weights, or Mul without curves per input
    probe.inputs = mul_probe().inputs
    assert not jacobian_is_main(probe)
