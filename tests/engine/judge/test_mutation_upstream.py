"""The other-upstream checks at their edges, pinned where the mutation run found them unpinned (upstream.py)."""
from __future__ import annotations

from tests.engine.judge.judging import function, judged


def test_a_grid_of_two_points_is_too_small_to_call_a_backward_mixing():
    data = judged(function("return x * x", "return g * 2 * x"), points=2)
    assert (data.verdict, data.summary_code) == ("matches", "matches") and len(data.x) == 2


def test_three_points_are_enough_to_find_a_backward_that_sums_grad_output():
    data = judged(function("return x * x", "return g.sum() * 2 * x"), points=3)
    assert (data.verdict, data.summary_code) == ("differs", "sums_grad_output")


def test_a_backward_that_is_zero_for_positive_upstreams_is_wrong_for_negative_ones():
    # Its gradients for the unit upstream are all zero: comparing zeros with zeros must still work.
    data = judged(function("return x * x", "return g.clamp(max=0) * 2 * x"))
    assert (data.verdict, data.summary_code) == ("differs", "wrong_for_negative_grad_output")


def test_a_backward_that_is_nan_at_the_same_points_every_run_is_not_random():
    # sqrt|x|: at x = 0 the backward gives 0·inf = NaN, the same NaN each time it runs.
    data = judged(function("return x.abs().sqrt()", "return g * torch.sign(x) * 0.5 / x.abs().sqrt()"))
    assert 0.0 in data.x and data.summary_code != "backward_random"
