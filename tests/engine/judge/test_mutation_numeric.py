"""The numerical comparison's edges, pinned where the mutation run found them unpinned (numeric.py)."""
from __future__ import annotations

from tests.engine.judge.test_sensitivity import function, judged


def test_a_backward_a_twentieth_of_a_percent_off_differs_and_is_not_called_a_factor():
    # 1.0005 × the derivative: "1 times the true derivative" would be no explanation at all.
    data = judged(function("return torch.sin(x)", "return g * 1.0005 * torch.cos(x)"))
    assert (data.verdict, data.summary_code) == ("differs", "differs")
    assert data.summary_params["error"] == "0.0005"


def test_a_nan_at_one_point_is_named_and_adds_no_finite_error():
    data = judged(function("return torch.sin(x)", "y = g * torch.cos(x); y[50] = float('nan'); return y"))
    assert (data.verdict, data.summary_code) == ("differs", "gradient_not_finite")
    assert data.summary_params["x"] == "-2.5" and data.max_error == 0.0
