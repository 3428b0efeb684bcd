"""The judge's sensitivity, pinned: small errors are found, tolerances are what they claim, and
every check of the chain rule's use of grad_output is heard in the verdict."""
from __future__ import annotations

import numpy as np
import pytest
import torch

from playground.engine.judge import numeric as num
from playground.engine.judge.gradcheck import point_count
from playground.engine.judge.probe import run_probe
from playground.engine.judge.summary import Findings, decided_by, verdict_of
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject
from playground.protocol import GradcheckResult
from tests.engine.judge.judging import POINTS, function, judged


def test_a_backward_off_by_two_thousandths_differs_and_gradcheck_fails():
    data = judged(function("return torch.sin(x)", "return g * (torch.cos(x) + 2e-3 * torch.sin(3 * x))"))
    assert data.verdict == "differs" and not data.gradcheck.passed
    assert data.summary_code == "differs" and 0.5 < data.differ_fraction < 1
    assert "grid_curves" in data.decided_by and "gradcheck_full" in data.decided_by


def test_gradcheck_alone_fails_a_small_constant_offset_where_f_is_flat():
    # Error 5e-5 against gradcheck's atol of 1e-5 (float64): 100 times looser would pass it.
    data = judged(function("return x * 0", "return g * 5e-5 + 0 * x"))
    assert not data.gradcheck.passed and data.gradcheck.mode == "full"


@pytest.mark.parametrize("k, differs", [(0.0, False), (0.5, False), (0.9, False), (1.5, True), (4.0, True)])
def test_comparison_at_truth_plus_and_minus_k_tolerances(k, differs):
    x = np.linspace(-2, 2, 41)
    h = num.step_sizes(x, np.finfo(np.float64).eps)
    shifted = {o: np.sin(x + o * h) for o in num.OFFSETS}
    numeric = num.analyze(np.sin(x), shifted, h, np.finfo(np.float64).eps)
    for sign in (1, -1):
        claimed = numeric.derivative + sign * k * numeric.tolerance
        comparison = num.compare(x, claimed, numeric)
        assert bool(comparison.differs.all()) is differs and bool(comparison.differs.any()) is differs


def test_tolerance_is_tight_for_float64():
    x = np.linspace(-2, 2, 41)
    eps = np.finfo(np.float64).eps
    h = num.step_sizes(x, eps)
    numeric = num.analyze(np.sin(x), {o: np.sin(x + o * h) for o in num.OFFSETS}, h, eps)
    assert numeric.tolerance.max() < 2e-4  # rtol 1e-4 of |cos| <= 1, plus the error estimate


def test_a_known_value_through_a_compiled_function():
    text = function("return 4 * torch.tanh(x / 4)", "return g * (1 - torch.tanh(x / 4) ** 2)",
                    name="SoftClip")
    cls = compile_source(text).functions["SoftClip"]
    X = torch.tensor([0.0, 4.0], dtype=torch.float64, requires_grad=True)
    y = cls.apply(X)
    (y * y).sum().backward()
    np.testing.assert_allclose(X.grad.numpy(), [0.0, 2.5588], atol=5e-5)


def test_a_backward_returning_none_is_no_gradient_end_to_end():
    text = ("class Square(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x * x\n"
            "    @staticmethod\n    def backward(ctx, g):\n        return None\n")
    data = judged(text)
    assert (data.verdict, data.summary_code) == ("differs", "no_gradient") and not data.by_design


def test_two_outputs_one_wrong_are_not_by_design():
    text = ("class SinCos(Function):\n    @staticmethod\n    def forward(ctx, x):\n"
            "        ctx.save_for_backward(x)\n        return torch.sin(x), torch.cos(x)\n"
            "    @staticmethod\n    def backward(ctx, gs, gc):\n        x, = ctx.saved_tensors\n"
            "        return gs * torch.cos(x) + gc * torch.sin(x)\n")
    data = judged(text)
    assert data.verdict == "differs" and not data.by_design
    assert not data.differs[0].any() and data.differs[1].any()


def test_a_weak_coupling_between_points_is_found():
    # x - 1e-6 mean(x): each output depends (a little) on every input.
    text = function("return x - 1e-6 * x.mean()", "return g - 1e-6 * g.mean()")
    data = judged(text)
    assert data.summary_code == "not_elementwise" and data.verdict == "matches"


def test_relu_without_mask_names_both_readings():
    data = judged(function("return x.clamp(min=0)", "return g.clone()"))
    assert (data.verdict, data.summary_code) == ("differs", "relu_mask_missing")
    assert "straight-through estimator" in data.summary and "forgot the mask" in data.summary


@pytest.mark.parametrize("backward, code, percent", [
    ("return g * ((x > 0) | (g < 0))", "wrong_for_negative_grad_output", "50"),
    ("return g.clamp(-0.5, 0.5) * 2 * x", "not_proportional", None),
    ("return g.sum() * 2 * x", "sums_grad_output", None),
    ("return g * 2 * x + 1e-3 * torch.randn_like(x)", "backward_random", None),
    ("return 2 * x", "gradcheck_failed", None),
])
def test_grad_output_mistakes_are_differs_with_their_cause(backward, code, percent):
    forward = "return x.clamp(min=0)" if "g < 0" in backward else "return x * x"
    data = judged(function(forward, backward))
    assert (data.verdict, data.summary_code) == ("differs", code), data.summary
    assert "random_upstream" in data.decided_by
    if percent is not None:
        assert data.summary_params["percent"] == percent


def test_a_wrong_sign_is_not_called_a_reversal_unless_the_names_say_so():
    plain = judged(function("return torch.tanh(x)", "return -g * (1 - torch.tanh(x) ** 2)"))
    assert plain.summary_code == "wrong_sign" and "reversal" not in plain.summary
    named = judged(function("return x.clone()", "return -g", name="GradientReversal"))
    assert named.summary_code == "differs_scaled" and "reversal" in named.summary


def test_no_verdict_matches_while_a_check_found_the_backward_wrong():
    base = dict(points=11, gradcheck=GradcheckResult(True, 0.0, "", 12, "full"))
    assert verdict_of(Findings(**base)) == "matches"
    for wrong in (dict(differ_count=1), dict(not_finite_x=0.0), dict(upstream="negative")):
        assert verdict_of(Findings(**base, **wrong)) == "differs"
    failed = dict(base, gradcheck=GradcheckResult(False, 1.0, "no", 12, "fast"))
    assert verdict_of(Findings(**failed)) == "differs"
    assert decided_by(Findings(**failed), None) == ["gradcheck_fast"]


def test_wide_layers_get_fewer_gradcheck_rows():
    assert point_count(()) == 12 and point_count((10,)) == 12
    assert point_count((800,)) == 2 and point_count((128, 800)) == 2


def test_a_realistic_shape_gives_the_default_verdict_with_a_bounded_gradcheck():
    text = ("class GradientReversalFunction(Function):\n    @staticmethod\n    def forward(ctx, x, lambda_):\n"
            "        ctx.lambda_ = lambda_\n        return x.clone()\n    @staticmethod\n"
            "    def backward(ctx, grads):\n        return -ctx.lambda_ * grads, None\n"
            "class GradientReversal(torch.nn.Module):\n    def __init__(self, lambda_=1):\n"
            "        super().__init__()\n        self.lambda_ = lambda_\n"
            "    def forward(self, x):\n        return GradientReversalFunction.apply(x, self.lambda_)\n")
    default = judged(text)
    wide = judged(text, shape=(128, 800))
    assert (wide.verdict, wide.summary_code) == (default.verdict, default.summary_code) == ("differs", "differs_scaled")
    assert wide.gradcheck.points == 2 and wide.input_shape == (POINTS, 800)


def test_gradcheck_fails_a_backward_that_is_right_only_for_positive_upstreams():
    # CompressAI's LowerBound rule: one-hot (+1) upstreams, all gradcheck uses, cannot see it.
    from playground.engine.judge.gradcheck import CheckSetup, run_gradcheck

    cls = compile_source(function("return x.clamp(min=0)", "return g * ((x > 0) | (g < 0))",
                                  name="Bound")).functions["Bound"]
    x = torch.tensor([-1.2, -0.7, -0.3, 0.4, 0.9], dtype=torch.float64, requires_grad=True)
    check = CheckSetup([x], ["x"], lambda t: (cls.apply(t),))
    result, ignores = run_gradcheck(check, ["y"], float(torch.finfo(torch.float64).eps),
                                    torch.Generator().manual_seed(0))
    assert not result.passed and "both signs" in result.message and result.max_abs_error > 0.1
    assert not ignores  # it does multiply by grad_output: only its sign rule is wrong


def test_a_backward_that_changes_grad_output_in_place_is_judged_on_its_result():
    data = judged(function("return x.clamp(min=0)", "g[x < 0] = 0; return g"))
    assert (data.verdict, data.summary_code) == ("matches", "matches_with_kinks"), data.summary


def test_an_error_verdict_needs_only_one_of_its_causes():
    passed = GradcheckResult(True, 0.0, "", 12, "full")
    assert verdict_of(Findings(points=11, backward_error="boom", gradcheck=passed)) == "error"
    assert verdict_of(Findings(points=11)) == "error"  # no gradcheck result: nothing to stand on


def test_a_differs_verdict_is_decided_by_first_order_evidence_only():
    failed_twice = GradcheckResult(False, float("nan"), "gradgradcheck failed", 12, "full")
    found = Findings(points=11, differ_count=3, gradcheck=GradcheckResult(True, 0.0, "", 12, "full"))
    assert decided_by(found, failed_twice) == ["grid_curves"]


def test_a_backward_ignoring_grad_output_where_the_curves_agree_says_so_to_the_headline():
    data = judged(function("return x * x", "return 2 * x"))
    assert data.summary_code == "gradcheck_failed" and data.summary_params["ignores_grad_output"] is True


def test_gradcheck_points_stay_inside_the_smooth_intervals():
    from playground.engine.judge.gradcheck import random_points

    x = np.linspace(-1, 1, 21)
    good = np.abs(x) > 0.15  # a kink at 0 and its neighbours
    t = random_points(x, good, torch.Generator().manual_seed(0), count=200).numpy()
    assert np.all(np.abs(t) > 0.2) and np.all(np.abs(t) < 1)


def test_a_backward_that_differs_run_to_run_is_told_by_gradcheck_too():
    data = judged(function("return torch.sin(x)", "return g * torch.cos(x) + 1e-3 * torch.randn_like(x)"))
    assert data.summary_code == "backward_random" and "run twice" in data.gradcheck.message


def test_a_gradcheck_that_could_not_run_never_passes():
    text = function("return x * x", "if (g < 0).any():\n            raise ValueError('no negative upstream')\n"
                                    "        return g * 2 * x")
    data, errors = run_probe(choose_subject(compile_source(text), None), points=POINTS)
    assert not data.gradcheck.passed and "could not run" in data.gradcheck.message
    assert data.verdict == "differs" and "no negative upstream" in errors[0].message
    assert data.summary_params["ignores_grad_output"] is False  # nothing was found about grad_output


def test_float32_outputs_get_a_tolerance_for_their_precision():
    rtol, atol = num.precision(float(np.finfo(np.float32).eps))
    assert rtol == pytest.approx(np.finfo(np.float32).eps ** 0.5) and atol == pytest.approx(2.4e-5, rel=0.01)
    assert num.precision(float(np.finfo(np.float64).eps)) == (1e-4, 1e-6)


def test_a_backward_autograd_cannot_differentiate_again_fails_gradgradcheck():
    # x.detach() hides the backward's own dependence on x: first derivative right, second wrong.
    data = judged(function("return x * x", "return g * 2 * x.detach()"))
    assert data.gradcheck.passed and not data.gradgradcheck.passed
    assert "second_derivative" not in data.decided_by and "gradgradcheck failed" in data.gradgradcheck.message


def test_a_backward_that_drops_large_gradients_is_told_it_does_not_scale_with_grad_output():
    # DPVO's GradZero (corpus r51): 0 for an upstream of 1 and of 2 alike, so doubling alone
    # cannot see it; a grad_output 1,024 times smaller passes through. Not "a constant factor".
    data = judged(function("return x * 1", "return torch.where(g.abs() > 0.1, torch.zeros_like(g), g)"))
    assert data.verdict == "differs" and data.summary_code == "not_proportional"
