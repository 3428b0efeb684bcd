"""gradcheck's settings and wording, pinned where the mutation run found them unpinned (gradcheck.py)."""
from __future__ import annotations

import importlib

import numpy as np
import torch
from torch.autograd.gradcheck import GradcheckError

from playground.engine.judge import gradcheck as checks
from tests.engine.judge.judging import function, judged

FLOAT64_EPS = float(np.finfo(np.float64).eps)


def test_the_full_check_runs_up_to_its_element_budget_and_the_fast_one_beyond():
    check = checks.CheckSetup([], [], lambda: ())
    assert not checks._settings(FLOAT64_EPS, check, checks.FULL_MODE_UP_TO)["fast_mode"]
    assert checks._settings(FLOAT64_EPS, check, checks.FULL_MODE_UP_TO + 1)["fast_mode"]
    assert checks.FULL_MODE_UP_TO == 1024


def test_a_correct_float32_backward_of_a_steep_function_passes_gradcheck():
    # Float32 gets eps 1e-3: a step 100× larger makes the numerical derivative of exp(3x) wrong by ~1.5 %.
    data = judged(function("return torch.exp(3 * x).float()", "return g * 3 * torch.exp(3 * x).float()"))
    assert data.verdict == "matches" and data.gradcheck.passed


def test_a_failure_is_explained_by_its_first_line_or_as_randomness():
    check = checks.CheckSetup([torch.zeros(3)], ["x"], lambda x: (x,))
    plain = checks.explain(GradcheckError("Jacobian mismatch somewhere\nmore detail"), check, ["y"], 0.5, False)
    assert plain == "gradcheck failed: Jacobian mismatch somewhere"
    reentrant = checks.explain(GradcheckError("Backward is not reentrant, i.e., running backward twice"),
                               check, ["y"], 0.5, False)
    assert reentrant == checks.RANDOM_MESSAGE


def test_points_fall_inside_the_grid_when_no_interval_is_smooth():
    x = np.linspace(1, 3, 9)
    t = checks.random_points(x, np.zeros(9, bool), torch.Generator().manual_seed(0), count=50).numpy()
    assert np.all((t > 1) & (t < 3)) and t.max() - t.min() > 1


def test_a_wrong_backward_on_wide_rows_fails_the_fast_check_without_torchs_slow_report(monkeypatch):
    # On a failure in fast mode torch recomputes both Jacobians in full only to word its message
    # (minutes for a wide layer); the judge words its own, so that step must never run.
    def slow_report(*args, **kwargs):
        raise AssertionError("torch's slow-mode report ran")

    monkeypatch.setattr(importlib.import_module("torch.autograd.gradcheck"), "_run_slow_mode_and_get_error",
                        slow_report)
    data = judged(function("return torch.sin(x)", "return g * 1.1 * torch.cos(x)"), shape=(1, 100))
    assert data.gradcheck.mode == "fast" and not data.gradcheck.passed
    assert "could not run" not in data.gradcheck.message


def test_a_backward_half_a_percent_off_fails_the_full_check_on_rows_of_twenty():
    """torch's fast mode passes 1.005·cos x on 12 rows of 20 (a random projection of the
    Jacobian averages the error away); up to 1,024 elements the full check runs and fails it."""
    data = judged(function("return torch.sin(x)", "return g * 1.005 * torch.cos(x)"), shape=(1, 20))
    assert data.verdict == "differs"
    assert data.gradcheck.mode == "full" and not data.gradcheck.passed


def test_noise_in_one_of_two_gradients_is_told_as_randomness():
    text = ("class Scale(Function):\n    @staticmethod\n    def forward(ctx, x, w):\n        ctx.save_for_backward(x, w)\n"
            "        return x * w\n    @staticmethod\n    def backward(ctx, g):\n        x, w = ctx.saved_tensors\n"
            "        return g * w + 1e-3 * torch.randn_like(x), (g * x).sum().reshape(1)\n"
            "class Layer(torch.nn.Module):\n    def __init__(self):\n        super().__init__()\n"
            "        self.w = torch.nn.Parameter(torch.full((1,), 2.0))\n"
            "    def forward(self, x):\n        return Scale.apply(x, self.w)\n")
    data = judged(text)
    assert data.summary_code == "backward_random" and "run twice" in data.gradcheck.message


def test_a_passing_gradgradcheck_reports_no_error():
    data = judged(function("return x * x", "return g * 2 * x"))
    assert data.gradgradcheck.passed and data.gradgradcheck.max_abs_error == 0.0


def test_a_backward_that_never_sees_an_undefined_grad_output_is_not_fed_one():
    # set_materialize_grads(False) lets grad_output be None, which real training never passes here.
    data = judged(function("ctx.set_materialize_grads(False)\n        return x * x", "return g * 2 * x"))
    assert (data.verdict, data.summary_code) == ("matches", "matches")


def test_a_log_checked_on_wide_rows_stays_inside_its_domain():
    # Features get a little noise to break their symmetry: little enough to keep x = 1..3 positive.
    data = judged(function("return torch.log(x)", "return g / x"), x_min=1, x_max=3, shape=(1, 4))
    assert (data.verdict, data.summary_code) == ("matches", "matches")
    assert data.output_names == ["mean(y)"]  # four features per row: the curve is their mean


def test_a_gradcheck_failure_names_the_output_and_the_input():
    data = judged(function("return x * x", "return g * 2.2 * x"))
    assert data.gradcheck.message.startswith("gradcheck failed: the gradient of y with respect to 'x' does not")


def test_float32_tolerances_still_fail_an_absolute_or_a_relative_error():
    flat = judged(function("return (x * 0).float()", "return g * 0.05"))
    assert not flat.gradcheck.passed  # 0.05 against float32's atol of 1e-2
    steep = judged(function("return torch.sin(x).float()", "return g * 1.5 * torch.cos(x).float()"))
    assert not steep.gradcheck.passed  # 50 % against float32's rtol of 1e-2


def test_a_wrong_parameter_gradient_is_named_with_its_output():
    text = ("class Scale(Function):\n    @staticmethod\n    def forward(ctx, x, w):\n        ctx.save_for_backward(x, w)\n"
            "        return x * w\n    @staticmethod\n    def backward(ctx, g):\n        x, w = ctx.saved_tensors\n"
            "        return g * w, 2 * (g * x).sum().reshape(1)\n"
            "class Layer(torch.nn.Module):\n    def __init__(self):\n        super().__init__()\n"
            "        self.w = torch.nn.Parameter(torch.full((1,), 2.0))\n"
            "    def forward(self, x):\n        return Scale.apply(x, self.w)\n")
    data = judged(text)
    assert (data.summary_code, data.summary_params["parameter"]) == ("gradcheck_fails_for_parameter", "w")
    assert data.gradcheck.message.startswith("gradcheck failed: the gradient of y with respect to 'w' does not")
