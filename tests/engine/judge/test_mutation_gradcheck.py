"""gradcheck's settings and wording, pinned where the mutation run found them unpinned (gradcheck.py)."""
from __future__ import annotations

import numpy as np
import torch
from torch.autograd.gradcheck import GradcheckError

from playground.engine.judge import gradcheck as checks
from tests.engine.judge.test_sensitivity import function, judged

FLOAT64_EPS = float(np.finfo(np.float64).eps)


def test_the_full_check_runs_up_to_its_element_budget_and_the_fast_one_beyond():
    check = checks.CheckSetup([], [], lambda: ())
    assert not checks._settings(FLOAT64_EPS, check, checks.FULL_MODE_UP_TO)["fast_mode"]
    assert checks._settings(FLOAT64_EPS, check, checks.FULL_MODE_UP_TO + 1)["fast_mode"]
    assert checks.FULL_MODE_UP_TO == 256


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
    x = np.linspace(-1, 3, 9)
    t = checks.random_points(x, np.zeros(9, bool), torch.Generator().manual_seed(0), count=50).numpy()
    assert np.all((t > -1) & (t < 3)) and t.max() - t.min() > 1
