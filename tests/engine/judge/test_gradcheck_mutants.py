"""gradcheck.py's helpers at their edges (judge/gradcheck.py called directly): how many rows a
wide input gets, where the random points fall, which input's gradient shows noise or ignores
grad_output, and a forward slow only once. Each expectation is counted from the rule it tests."""
from __future__ import annotations

import time

import numpy as np
import torch

from playground.engine.judge import forward_work, tolerances
from playground.engine.judge import gradcheck as checks


def test_a_wide_row_gets_as_many_rows_as_1024_elements_hold_and_at_least_two():
    assert checks.point_count(()) == checks.POINTS  # one element a row: every point
    assert checks.point_count((205,)) == 4  # 4·205 = 820 ≤ 1024 < 5·205 = 1025
    assert checks.point_count((16, 16)) == 4  # 1024 / 256
    assert checks.point_count((2000,)) == 2  # not even one row fits: two all the same
    assert checks.point_count((5, 0)) == checks.POINTS  # rows of no elements cost nothing


def generator() -> torch.Generator:
    return torch.Generator().manual_seed(0)


def test_points_fall_in_the_middle_four_fifths_of_an_interval_whose_neighbours_are_good_too():
    x = np.arange(10.0)
    good = np.array([True, True, True] + [False] * 7)  # [0, 1] alone has good ends and neighbours
    t = checks.random_points(x, good, generator(), count=40).numpy()
    assert np.all((t >= 0.1) & (t <= 0.9)) and t.max() - t.min() > 0.5


def test_no_point_falls_in_an_interval_that_touches_a_bad_point_or_its_neighbour():
    x = np.arange(10.0)
    good = np.ones(10, bool)
    good[5] = False  # intervals 3..6 ([3, 4] … [6, 7]) have 5 at an end or as a neighbour
    t = checks.random_points(x, good, generator(), count=200).numpy()
    interval = np.floor(t).astype(int)
    assert set(interval) == {0, 1, 2, 7, 8}
    assert np.all((t - interval >= 0.1) & (t - interval <= 0.9))


def test_with_no_good_interval_points_fall_in_the_middle_four_fifths_of_the_grid():
    x = np.linspace(1.0, 3.0, 9)
    t = checks.random_points(x, np.zeros(9, bool), generator(), count=100).numpy()
    assert np.all((t >= 1.2) & (t <= 2.8)) and t.max() - t.min() > 1.0


def two_inputs(backward) -> checks.CheckSetup:
    """f(a, b) = a·b with ``backward(grad_output, a, b)`` as its backward, at a = 1..3, b = 4..6."""

    class Product(torch.autograd.Function):
        @staticmethod
        def forward(ctx, a, b):
            ctx.save_for_backward(a, b)
            return a * b

        @staticmethod
        def backward(ctx, grad_output):
            return backward(grad_output, *ctx.saved_tensors)

    a = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64, requires_grad=True)
    b = torch.tensor([4.0, 5.0, 6.0], dtype=torch.float64, requires_grad=True)
    return checks.CheckSetup([a, b], ["a", "b"], lambda a, b: (Product.apply(a, b),))


def test_noise_in_one_inputs_gradient_is_noise():
    right = two_inputs(lambda g, a, b: (g * b, g * a))
    noisy_b = two_inputs(lambda g, a, b: (g * b, g * a + torch.rand_like(a)))
    assert not checks.differs_run_to_run(right, generator())
    assert checks.differs_run_to_run(noisy_b, generator())


def test_noise_where_one_input_has_no_gradient_is_still_seen_in_the_other():
    noisy_a = two_inputs(lambda g, a, b: (g * b + torch.rand_like(a), None))
    assert checks.differs_run_to_run(noisy_a, generator())
    assert not checks.differs_run_to_run(two_inputs(lambda g, a, b: (g * b, None)), generator())


def test_one_inputs_gradient_that_ignores_grad_output_is_ignoring_it():
    assert not checks.ignores_upstream(two_inputs(lambda g, a, b: (g * b, g * a)), generator())
    assert checks.ignores_upstream(two_inputs(lambda g, a, b: (g * b, a.clone())), generator())
    assert checks.ignores_upstream(two_inputs(lambda g, a, b: (b.clone(), None)), generator())
    assert not checks.ignores_upstream(two_inputs(lambda g, a, b: (g * b, None)), generator())


def test_a_forward_slow_only_the_first_time_is_timed_again_and_gets_the_full_check():
    calls = []

    def fn(x):
        calls.append(1)
        if len(calls) == 1:  # one slow moment: 48 forwards × 0.1 s would be past the limit
            time.sleep(0.1)
        return (x * x,)

    x = torch.linspace(-1.0, 1.0, 12, dtype=torch.float64, requires_grad=True)
    check = checks.CheckSetup([x], ["x"], fn)
    elements, _ = checks._elements(check)
    assert elements == 24 and len(calls) == 2  # 12 inputs and 12 outputs; timed a second time
    assert 48 * 0.1 > forward_work.GRADCHECK_FULL_SECONDS  # why: the first time alone is past the limit


def test_the_largest_error_is_looked_for_along_two_random_directions_of_four_forwards_each():
    calls = []

    def fn(x):
        calls.append(1)
        return (x * x,)

    x = torch.linspace(-1.0, 1.0, 5, dtype=torch.float64, requires_grad=True)
    error, size = checks.directional_error(checks.CheckSetup([x], ["x"], fn), generator(), 1e-6)
    assert len(calls) == 2 * 4  # the outputs, the backward's own forward, x + eps·u and x - eps·u
    assert error < 1e-8 and size > 0.0  # x² differentiated right: only the differences' error


def square(x):
    return (x * x,)


def test_a_passing_gradcheck_does_not_say_the_backward_ignores_grad_output():
    x = torch.linspace(-1.0, 1.0, 6, dtype=torch.float64, requires_grad=True)
    result, ignores = checks.run_gradcheck(checks.CheckSetup([x], ["x"], square), ["y"], 2.2e-16, generator())
    assert result.passed and ignores is False and result.mode == "full" and result.points == 6


def test_a_slow_forward_at_exactly_1024_elements_gets_the_fast_check_and_its_note():
    def slow(x):  # 2 × 1024 forwards of 2 ms: past the 2 s a full check may spend on them
        time.sleep(0.002)
        return (x * 2,)

    x = torch.zeros(512, dtype=torch.float64, requires_grad=True)
    forward_work.begin()
    settings = checks._settings_for(2.2e-16, checks.CheckSetup([x], ["x"], slow))
    assert settings["fast_mode"]
    assert [(n.code, n.params["forwards"]) for n in forward_work.notes()] == [("gradcheck_fast_for_time", 2048)]


def test_the_thresholds_are_strict_the_loose_eps_and_the_full_checks_seconds():
    check = checks.CheckSetup([], [], lambda: ())
    at_eps = checks._settings(tolerances.LOOSE_ABOVE_EPS, check, 10)
    assert {k: at_eps[k] for k in ("eps", "atol", "rtol")} == tolerances.GRADCHECK_FLOAT64  # not above it
    at_limit = checks._settings(2.2e-16, check, 10, forward_work.GRADCHECK_FULL_SECONDS)
    assert not at_limit["fast_mode"]  # the full check's forwards may take the limit itself


def test_the_full_checks_seconds_are_two_forwards_an_input_element_and_two_an_output_element(monkeypatch):
    timings = []

    def timed(call):  # every forward takes 1/24 s here: 48 of them take 2 s, the limit itself
        timings.append(1)
        return call(), 1 / 24

    monkeypatch.setattr(forward_work, "timed", timed)
    x = torch.zeros(12, dtype=torch.float64, requires_grad=True)
    elements, seconds = checks._elements(checks.CheckSetup([x], ["x"], square))
    assert (elements, seconds, len(timings)) == (24, 2.0, 1)  # at the limit, not past it: timed once


def test_torchs_own_wording_is_its_first_line_cut_at_300_characters():
    from torch.autograd.gradcheck import GradcheckError

    check = checks.CheckSetup([torch.zeros(3)], ["x"], square)
    text = checks.explain(GradcheckError("w" * 400 + "\nsecond line"), check, ["y"], 0.5, False)
    assert text == "gradcheck failed: " + "w" * 300
