"""The numerical comparison's edges, pinned where the mutation run found them unpinned (numeric.py)."""
from __future__ import annotations

from tests.engine.judge.judging import SQUARE, function, judged, two_outputs


def test_a_backward_a_twentieth_of_a_percent_off_differs_and_is_not_called_a_factor():
    # 1.0005 × the derivative: "1 times the true derivative" would be no explanation at all.
    data = judged(function("return torch.sin(x)", "return g * 1.0005 * torch.cos(x)"))
    assert (data.verdict, data.summary_code) == ("differs", "differs")
    assert data.summary_params["error"] == "0.0005"


def test_a_nan_at_one_point_is_named_and_adds_no_finite_error():
    data = judged(function("return torch.sin(x)", "y = g * torch.cos(x); y[50] = float('nan'); return y"))
    assert (data.verdict, data.summary_code) == ("differs", "gradient_not_finite")
    assert data.summary_params["x"] == "-2.5" and data.max_error == 0.0


def test_three_sloped_points_are_enough_to_find_a_wrong_sign():
    data = judged(function("return torch.tanh(x)", "return -g * (1 - torch.tanh(x) ** 2)"), points=3)
    assert (data.verdict, data.summary_code) == ("differs", "wrong_sign")


def test_a_missing_mask_beside_a_correct_output_is_still_named():
    relu = function("return x.clamp(min=0)", "return g.clone()", name="Relu")
    data = judged(two_outputs(SQUARE, relu))
    assert (data.verdict, data.summary_code) == ("differs", "relu_mask_missing")


def test_a_backward_five_percent_too_large_is_a_wrong_factor():
    data = judged(function("return torch.sin(x)", "return g * 1.05 * torch.cos(x)"))
    assert (data.summary_code, data.summary_params) == ("wrong_factor", {"factor": "1.05"})


def test_points_left_out_at_a_kink_add_no_error_to_a_match():
    data = judged(function("return x.clamp(min=0)", "return g * (x > 0)"))
    assert data.summary_code == "matches_with_kinks" and data.max_error < 1e-6


def test_a_backward_twice_too_large_is_a_wrong_factor_of_two():
    data = judged(function("return torch.sin(x)", "return g * 2 * torch.cos(x)"))
    assert (data.summary_code, data.summary_params) == ("wrong_factor", {"factor": "2"})
