"""The check's curves as data and the first answer they make (judge/stage_curves.py): the grid, the
comparison of the backward's curve with the numerical one, and what the curves alone say, before
gradcheck. Expected values are the mathematics of each function on the grid of 101 points from -5
to 5 (step 0.1): 2x against 3x² differs everywhere but at x = 0 (and 2/3, off the grid), most at
x = -5 (|75 + 10| = 85); 6x² is twice 3x²; round's derivative is 0 where a straight-through estimate
passes 1; |x| has one kink on the grid, at 0."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from playground import protocol
from playground.engine.judge import numeric as num
from playground.engine.judge.check import run_check
from playground.engine.judge.derivative import ClaimedDerivative
from playground.engine.judge.stage_curves import Curves, ProbeInputs, compared, grid_of, held_text
from playground.engine.judge.summary import Findings
from playground.vocabulary import CheckStage, Verdict

POINTS = 101


def function(forward: str, backward: str, extra: str = "") -> str:
    return f"""import torch


class F(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x{extra}):
        ctx.save_for_backward(x)
        return {forward}

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return {backward}
"""


def curves_answer(source: str) -> protocol.CompileResult:
    answers: list = []
    run_check(protocol.CompileRequest(request_id=1, source=source, points=POINTS, stages=True),
              on_stage=answers.append)
    assert answers and answers[0].stage == CheckStage.CURVES
    return answers[0]


def test_the_grid_is_evenly_spaced_with_at_least_two_points():
    np.testing.assert_array_equal(grid_of(-5.0, 5.0, 11), np.linspace(-5.0, 5.0, 11))
    np.testing.assert_array_equal(grid_of(-1.0, 1.0, 1), [-1.0, 1.0])
    np.testing.assert_array_equal(grid_of(0.0, 1.0, 2.9), [0.0, 1.0])  # a whole number of points


def test_a_wrong_backward_differs_where_the_mathematics_says_and_is_decided_by_the_curves():
    probe = curves_answer(function("x ** 3", "grad_output * 2 * x")).probe
    x = probe.x
    assert len(x) == POINTS and probe.input_shape == (POINTS,)
    np.testing.assert_allclose(probe.f[0], x ** 3, rtol=1e-12)
    np.testing.assert_allclose(probe.backward[0], 2 * x, rtol=1e-12)
    np.testing.assert_allclose(probe.numeric[0], 3 * x ** 2, rtol=1e-6, atol=1e-6)
    np.testing.assert_array_equal(probe.differs[0], ~np.isclose(x, 0.0, atol=1e-12))
    assert probe.verdict == Verdict.DIFFERS and probe.differ_fraction == pytest.approx(100 / 101)
    assert probe.max_error == pytest.approx(85.0, rel=1e-5) and probe.summary_params["x"] == "-5"
    assert probe.decided_by == ["grid_curves"] and probe.gradcheck is None and not probe.by_design
    assert probe.summary_code == "differs" and probe.summary_params["percent"] == "99"


def test_a_backward_twice_the_true_one_is_a_factor_of_two():
    probe = curves_answer(function("x ** 3", "grad_output * 6 * x ** 2")).probe
    assert (probe.summary_code, probe.summary_params) == ("wrong_factor", {"factor": "2"})


def test_a_backward_that_fails_is_an_error_with_no_curve_of_its_own():
    result = curves_answer(function("x ** 3", "grad_output * undefined_name"))
    probe = result.probe
    assert probe.verdict == Verdict.ERROR and probe.summary_code == "backward_error" and probe.decided_by == []
    assert np.isnan(probe.backward[0]).all() and not probe.differs[0].any()
    np.testing.assert_allclose(probe.f[0], probe.x ** 3, rtol=1e-12)  # f and the true derivative stay
    assert any("undefined_name" in error.message for error in result.errors)


def test_a_gradient_that_is_not_finite_where_f_is_says_where():
    probe = curves_answer(function("x ** 3", "grad_output * 3 * x ** 2 * (x / x)")).probe  # 0/0 at x = 0
    assert probe.verdict == Verdict.DIFFERS and probe.summary_code == "gradient_not_finite"
    assert probe.summary_params == {"x": "0"}


def test_a_straight_through_estimate_differs_by_design_where_round_is_flat():
    probe = curves_answer(function("torch.round(x)", "grad_output")).probe
    assert probe.verdict == Verdict.DIFFERS and probe.summary_code == "differs_by_design" and probe.by_design


def test_outputs_that_mix_the_points_are_not_compared():
    probe = curves_answer(function("x - x.mean()", "grad_output - grad_output.mean()")).probe
    assert probe.verdict == Verdict.MATCHES and probe.decided_by == [] and not probe.differs[0].any()
    assert probe.differ_fraction == 0.0


def test_a_kink_is_counted_and_not_compared():
    probe = curves_answer(function("x.abs()", "grad_output * torch.sign(x)")).probe
    assert probe.nonsmooth[0].sum() == 1 and probe.nonsmooth[0][np.argmin(np.abs(probe.x))]
    assert probe.verdict == Verdict.MATCHES and probe.decided_by == ["grid_curves"]


def test_a_module_names_no_held_values():
    source = """import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.tensor(2.0))

    def forward(self, x):
        return self.w * x ** 2
"""
    probe = curves_answer(source).probe
    assert probe.summary_code == "curves_agree" and "held" not in probe.summary_params


def test_a_second_input_of_one_element_is_named_at_its_value():
    source = function("x ** 3 * a", "grad_output * 2 * x * a, None", extra=", a").replace(
        "ctx.save_for_backward(x)", "ctx.save_for_backward(x)\n        ctx.a = a").replace(
        "2 * x * a", "2 * x * ctx.a")
    source += "\n\ny = F.apply(torch.ones(4, dtype=torch.float64), torch.tensor([0.5], dtype=torch.float64))\n"
    probe = curves_answer(source).probe
    assert probe.summary_code == "differs" and probe.summary_params["held"] == "a = 0.5"


def numeric_of(f, x: np.ndarray):
    """Central differences of ``f`` on ``x`` in float64, as the probe takes them."""
    eps = float(np.finfo(np.float64).eps)
    h = num.step_sizes(x, eps)
    return num.analyze(f(x), {k: f(x + k * h) for k in num.OFFSETS}, h, eps)


def test_a_backward_that_gives_one_output_no_gradient_is_named_beside_a_right_one():
    # y1 = x², y2 = x³: no gradient for y1 (None, read as 0 where 2x is not) and 3x² for y2, right
    x = np.linspace(-5.0, 5.0, POINTS)
    numerics = [numeric_of(lambda t: t ** 2, x), numeric_of(lambda t: t ** 3, x)]
    claimed = [ClaimedDerivative(np.zeros(POINTS), np.zeros(POINTS), no_gradient=True),
               ClaimedDerivative(3 * x ** 2, 6 * x)]
    findings = Findings(points=POINTS)
    comparisons = compared(x, numerics, claimed, findings)
    assert comparisons[0].differs.sum() == POINTS - 1 and not comparisons[1].differs.any()  # 2x = 0 at x = 0 only
    assert findings.no_gradient and findings.differ_count == POINTS - 1
    assert findings.differ_fraction == pytest.approx((POINTS - 1) / (2 * POINTS))


def test_the_curves_stages_data_cannot_be_changed_by_a_later_stage():
    x = grid_of(-1.0, 1.0, 3)
    inputs = ProbeInputs(steps=None, caller=None, grid=x)  # type: ignore[arg-type]
    with pytest.raises(dataclasses.FrozenInstanceError):
        inputs.grid = x  # type: ignore[misc]
    curves = Curves(inputs=inputs, found=None, numerics=[], coupled=False, own=[], claimed=None,  # type: ignore[arg-type]
                    backward_error=None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        curves.claimed = []  # type: ignore[misc]


def test_a_relu_whose_backward_forgot_the_mask_is_not_called_a_surrogate_by_design():
    # relu's derivative is 0 for x < 0, where grad_output passed through unchanged gives 1
    probe = curves_answer(function("torch.relu(x)", "grad_output")).probe
    assert probe.verdict == Verdict.DIFFERS and probe.summary_code == "relu_mask_missing" and not probe.by_design


def test_three_points_are_enough_to_see_outputs_that_mix_them():
    answers: list = []
    run_check(protocol.CompileRequest(request_id=1, source=function("x - x.mean()", "grad_output - grad_output.mean()"),
                                      points=3, stages=True), on_stage=answers.append)
    assert answers[0].probe.summary_params == {"shown": "not_compared"}


def test_a_caller_that_is_not_a_functions_holds_no_values():
    assert held_text(object()) == ""  # a Module's parameters are its own; the sentence names x alone


def test_two_outputs_one_passed_through_where_flat_and_one_wrong_are_neither_by_design_nor_a_pass_through():
    # y1 = relu(x) with 1 passed through (0 is the truth for x < 0, where it is flat), y2 = x³ with 2x for 3x²
    x = np.linspace(-5.0, 5.0, POINTS)
    numerics = [numeric_of(lambda t: np.maximum(t, 0.0), x), numeric_of(lambda t: t ** 3, x)]
    claimed = [ClaimedDerivative(np.ones(POINTS), np.zeros(POINTS)), ClaimedDerivative(2 * x, 2 * np.ones(POINTS))]
    alone = Findings(points=POINTS)
    compared(x, numerics[:1], claimed[:1], alone)
    assert alone.by_design and alone.identity_backward  # relu's alone: a surrogate, or a forgotten mask
    findings = Findings(points=POINTS)
    compared(x, numerics, claimed, findings)
    assert not findings.by_design and not findings.identity_backward


def test_the_stages_data_is_made_with_named_fields_only():
    with pytest.raises(TypeError):
        ProbeInputs(None, None, grid_of(-1.0, 1.0, 3))  # type: ignore[misc]
    with pytest.raises(TypeError):
        Curves(None, None, [], False, [], None, None)  # type: ignore[misc]


def test_two_points_are_too_few_to_tell_whether_outputs_mix_and_are_compared():
    # moving one of two points to see whether the other's output moves needs a third to be sure of
    answers: list = []
    run_check(protocol.CompileRequest(request_id=1, source=function("x - x.mean()", "grad_output - grad_output.mean()"),
                                      points=2, stages=True), on_stage=answers.append)
    assert answers[0].probe.summary_params == {"shown": "points", "points": 2}
