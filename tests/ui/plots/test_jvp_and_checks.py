"""The derivative panel draws "your jvp" beside "your backward" where the Function has a jvp, and
lists the checks of ProbeData.checks (jvp, torch.func, vmap, opcheck, torch.compile) in words
(scripted probes; tests/ui/window/test_jvp_lesson.py draws lesson 16 from a real engine)."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from playground.protocol import CheckOutcome, GradcheckResult
from playground.ui.plots.derivative_panel import DerivativePanel
from playground.ui.plots.palette import BLUE, JVP_COLOUR, VERMILLION
from playground.ui.plots.panels import set_presentation
from playground.ui.plots.style import THICK_WIDTH, THIN_WIDTH
from playground.ui.theme import curve_colour
from playground.ui.window.shown_texts import verdict_texts
from tests.ui.plots.test_plots import hover, make_probe, shown

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]

WAVELET_CHECKS = [
    CheckOutcome("backward", True, 1e-11),
    CheckOutcome("double_backward", True, 0.0),
    CheckOutcome("jvp", False, 4.77, "Wavelet.jvp gives a directional derivative of y along 'x' that differs "
                 "from the numerical one at 12 random points (largest difference 4.77).", code="jvp_mismatch",
                 params={"function": "Wavelet", "output": "y", "input": "x", "points": 12, "error": 4.77}),
    CheckOutcome("torch_func", True, 0.0, "torch.func.grad and vjp give the gradients backward gives; jacrev is "
                 "left out because it batches the backward with vmap, which Wavelet does not support.",
                 code="torch_func_without_jacrev", params={"function": "Wavelet"}),
    CheckOutcome("vmap", None, skipped_because="Wavelet has neither a vmap staticmethod nor generate_vmap_rule = "
                 "True, so torch.vmap (and jacrev, hessian) cannot batch it.", code="no_vmap_rule",
                 params={"function": "Wavelet"}),
]
CLASSIC_REASON = ("MyReLU.forward takes ctx, so MyReLU will not work under torch.func (grad, vjp, jacrev, vmap): "
                  "they need forward without ctx and a separate setup_context(ctx, inputs, output) staticmethod.")


def wavelet_probe():
    """A right backward beside a jvp with one sign wrong (lesson 16's shape), as the engine says it."""
    probe = make_probe(verdict="differs")
    probe.summary_code = "jvp_differs"
    probe.summary_params = {"function": "Wavelet", "where": "grid", "percent": "100", "error": "1.47", "x": "-1.41"}
    probe.jvp = [probe.numeric[0] + np.sin(probe.x) ** 2]
    probe.checks = list(WAVELET_CHECKS)
    return probe


def legend_names(panel):
    return [label.text for _sample, label in panel.view.legend.items]


def test_your_jvp_is_drawn_beside_your_backward_with_its_legend_entry(qtbot):
    panel = shown(qtbot, DerivativePanel())
    probe = wavelet_probe()
    panel.show_probe(probe)
    assert panel.jvp.isVisible()
    x, y = panel.jvp.getOriginalDataset()
    np.testing.assert_allclose(y, probe.jvp[0])
    assert legend_names(panel)[:2] == ["your backward", "your jvp"]
    assert panel.verdict_label.text() == "✗ Differs: wrong jvp (forward mode)"
    text = hover(panel.readout, 1.0, 0.0)
    assert "your jvp = " in text and "your backward = " in text


def test_the_jvp_curve_has_a_colour_and_a_line_of_its_own_and_thickens_for_a_projector(qtbot):
    panel = shown(qtbot, DerivativePanel())
    panel.show_probe(wavelet_probe())
    pen = panel.jvp.opts["pen"]
    assert pen.color().name().upper() == curve_colour(JVP_COLOUR).upper()
    assert JVP_COLOUR not in (BLUE, VERMILLION)  # not the numerical derivative's, not your backward's
    others = {(c.opts["pen"].color().name(), c.opts["pen"].style()) for c in (panel.numeric, panel.autograd, panel.second)}
    assert (pen.color().name(), pen.style()) not in others
    assert pen.width() == THIN_WIDTH and not panel.jvp.opts["antialias"]
    set_presentation([panel], True)
    assert panel.jvp.opts["pen"].width() == THICK_WIDTH
    set_presentation([panel], False)
    assert panel.jvp.opts["pen"].width() == THIN_WIDTH


@pytest.mark.parametrize("jvp", [[], [None]])
def test_a_function_without_a_jvp_draws_no_jvp_curve(qtbot, jvp):
    panel = shown(qtbot, DerivativePanel())
    panel.show_probe(wavelet_probe())
    probe = make_probe()
    probe.jvp = jvp
    panel.show_probe(probe)
    assert not panel.jvp.isVisible()
    assert "your jvp" not in legend_names(panel)
    assert "your jvp" not in hover(panel.readout, 1.0, 0.0)


def test_the_row_names_each_check_that_ran_and_the_list_says_each_in_a_sentence(qtbot):
    panel = shown(qtbot, DerivativePanel())
    panel.show_probe(wavelet_probe())
    row = panel.check_list
    assert row.isVisible()
    assert row.brief() == "✗ jvp  ✓ torch.func", "what was skipped is left to the list"
    assert "torch.vmap skipped" in row.toolTip()
    assert not row.label.isVisible()
    row.toggle()
    assert row.label.isVisible()
    lines = row.lines()
    assert lines[0].startswith("✗ jvp (forward mode) failed: Wavelet.jvp gives a directional derivative"), \
        "what failed first: on a projector the list may be cut at the plot's height"
    assert lines[1] == "✓ backward (gradcheck) passed"
    assert lines[3].startswith("✓ torch.func passed: torch.func.grad and vjp")
    assert lines[4].startswith("– torch.vmap skipped: Wavelet has neither a vmap staticmethod")
    assert lines[0] in verdict_texts(panel), "the snapshot's texts say the open list"
    assert row.box.parent() is panel.view and row.box.height() < panel.view.height(), \
        "over the plot, not above it (the plot keeps its height)"
    panel.show_probe(wavelet_probe())
    assert row.label.isVisible(), "a re-check (typing) keeps the list open"
    QTest.mouseClick(row.label, Qt.MouseButton.LeftButton)
    assert not row.label.isVisible(), "a click on the list closes it"


def test_checks_skipped_for_one_reason_share_a_line_and_a_classic_function_says_why(qtbot):
    panel = shown(qtbot, DerivativePanel())
    probe = make_probe()
    probe.checks = [CheckOutcome("backward", True, 0.0),
                    CheckOutcome("jvp", None, skipped_because="MyReLU has no jvp staticmethod, so forward-mode AD "
                                 "(torch.func.jvp, jacfwd, torch.autograd.forward_ad) cannot use it: torch says "
                                 "'You must implement the jvp function'.", code="no_jvp", params={"function": "MyReLU"}),
                    CheckOutcome("torch_func", None, skipped_because=CLASSIC_REASON, code="classic_style",
                                 params={"function": "MyReLU"}),
                    CheckOutcome("vmap", None, skipped_because=CLASSIC_REASON, code="classic_style",
                                 params={"function": "MyReLU"})]
    panel.show_probe(probe)
    assert panel.check_list.brief() == "– skipped: 3", "all skipped: the row says how many"
    lines = panel.check_list.lines()
    assert len(lines) == 3
    assert lines[2] == "– torch.func, torch.vmap skipped: " + CLASSIC_REASON
    panel.show_probe(make_probe())
    assert not panel.check_list.isVisible(), "no checks beyond gradcheck's: no row"


def test_a_surrogate_gradient_fails_gradcheck_as_it_must_in_the_list_too(qtbot):
    panel = shown(qtbot, DerivativePanel())
    probe = make_probe(verdict="differs", by_design=True)
    probe.checks = [CheckOutcome("backward", False, 1.37, "gradcheck failed: the gradient of y with respect to 'x' "
                                 "does not match the numerical one at 12 random points (largest difference 1.37).",
                                 code="gradcheck_mismatch",
                                 params={"output": "y", "input": "x", "points": 12, "error": 1.37})]
    panel.show_probe(probe)
    line = panel.check_list.lines()[0]
    assert line.startswith("≈ backward (gradcheck) fails, as it must for a surrogate gradient: the gradient of y")
    assert "gradcheck failed" not in line


def test_a_compile_check_says_what_torch_compile_found(qtbot):
    panel = shown(qtbot, DerivativePanel())
    probe = wavelet_probe()
    probe.checks.append(CheckOutcome(
        "compile", False, None, "torch.compile(fullgraph=True) cannot make one graph of Wavelet: torch.compile does "
        "not trace an autograd.Function with a jvp staticmethod (forward mode) yet. (torch: Unsupported custom jvp)",
        code="compile_graph_break", params={"function": "Wavelet", "kind": "jvp", "count": 1,
                                            "text": "Unsupported custom jvp"}))
    panel.show_probe(probe)
    assert "✗ torch.compile" in panel.check_list.brief()
    assert panel.check_list.lines()[1].startswith(
        "✗ torch.compile failed: torch.compile(fullgraph=True) cannot make one graph of Wavelet: torch.compile "
        "does not trace")


def test_the_checks_take_gradgradchecks_place_in_the_row(qtbot):
    panel = shown(qtbot, DerivativePanel())
    probe = wavelet_probe()
    probe.gradgradcheck = GradcheckResult(True, 0.0, "", 12, "full")
    panel.show_probe(probe)
    assert panel.check_list.brief() == "✓ gradgradcheck  ✗ jvp  ✓ torch.func"
    assert panel.gradgradcheck_label.isHidden()
    probe.checks = [check for check in probe.checks if check.name in ("backward", "double_backward")]
    panel.show_probe(probe)
    assert panel.check_list.isHidden() and panel.gradgradcheck_label.isVisible()
    assert panel.gradgradcheck_label.text() == "✓ gradgradcheck"


def test_beside_a_curve_set_per_input_your_jvp_names_the_input_its_tangent_moves(qtbot):
    from tests.ui.plots.test_input_curves import mul_probe

    panel = shown(qtbot, DerivativePanel())
    probe = mul_probe()
    probe.jvp = [np.full(len(probe.x), 0.7)]
    panel.show_probe(probe)
    assert panel.jvp.isVisible() and "your jvp ∂/∂a" in legend_names(panel)
