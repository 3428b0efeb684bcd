"""One derivative curve per tensor input where a Function is elementwise in each of several
(``Mul(a, b)``: ∂/∂a and ∂/∂b along the grid, b held at its probe value), and none where an
input is not (a weight, a tensor the forward mixes, a constant without a gradient)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from playground import protocol
from playground.engine.judge.check import run_check

EXAMPLES = Path(__file__).parent / "examples" / "jacobian"
TWO = """
class Two(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, b):
        ctx.save_for_backward(x, b)
        return {forward}

    @staticmethod
    def backward(ctx, g):
        x, b = ctx.saved_tensors
        return {backward}


Two.apply(torch.randn(5), torch.randn(5){grad})
"""


def probe(text: str) -> protocol.ProbeData:
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=51))
    assert result.probe is not None, result.errors
    return result.probe


def two(forward: str, backward: str, grad: bool = True) -> str:
    return TWO.format(forward=forward, backward=backward, grad=".requires_grad_()" if grad else "")


def test_mul_has_a_curve_per_input_whose_derivatives_are_b_and_a():
    found = probe((EXAMPLES / "mul.py").read_text())
    a, b = found.inputs
    assert (a.input, a.input_index, a.held) == ("a", 0, None) and (b.input, b.input_index) == ("b", 1)
    assert np.array_equal(a.backward[0], found.backward[0])  # the first is the grid's own curve
    assert a.backward[0] == pytest.approx(np.full(51, b.held))  # ∂(a·b)/∂a = b, held
    for curve in (b.backward[0], b.numeric[0], b.autograd[0]):
        assert curve == pytest.approx(found.x, abs=1e-6)  # ∂(a·b)/∂b = a, which the grid moves
    assert not b.differs[0].any()


def test_a_backward_that_gives_b_the_gradient_of_a_differs_on_bs_curve_only():
    found = probe((EXAMPLES / "mul_wrong.py").read_text())
    a, b = found.inputs
    assert not a.differs[0].any()
    assert b.backward[0] == pytest.approx(np.full(51, b.held))  # g * b: b's value, not a's
    assert b.differs[0].sum() >= 49  # everywhere but where a is near b


@pytest.mark.parametrize("forward, backward, grad", [
    ("x * b.sum()", "g * b.sum(), (g * x).sum() * torch.ones_like(b)", True),  # b mixed across points
    ("x * b", "g * b, None", False),  # b passed without requires_grad, and no gradient: a constant
])
def test_an_input_that_is_not_elementwise_or_gets_no_gradient_gets_no_curve(forward, backward, grad):
    assert probe(two(forward, backward, grad)).inputs == []


@pytest.mark.parametrize("name", ["softmax.py", "linear.py", "russian_module.py"])
def test_functions_that_mix_points_take_weights_or_are_modules_have_no_input_curves(name):
    assert probe((EXAMPLES / name).read_text()).inputs == []


def test_a_sine_of_x_times_b_has_both_curves_right():
    found = probe(two("torch.sin(x * b)", "g * b * torch.cos(x * b), g * x * torch.cos(x * b)"))
    x_curve, b_curve = found.inputs
    held = b_curve.held
    assert b_curve.numeric[0] == pytest.approx(found.x * np.cos(found.x * held), abs=1e-6)
    assert not x_curve.differs[0].any() and not b_curve.differs[0].any()
