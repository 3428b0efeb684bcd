"""upstream.py's rules, each at its edge, on a grid of six points (judge/upstream.py called directly).

The subject is f(x) = x³/3 + x, whose derivative x² + 1 is never 0, so every row of a wrong
gradient shows; its backward is written here with one mistake about grad_output each. The
fractions expected are counted from the mathematics: the share of the grid's rows (or, for
mixes, of the rows other than the one-hot one) where the rule breaks.
"""
from __future__ import annotations

import pytest
import torch

from playground.engine.judge.upstream import upstream_finding

ROWS = 6  # the one-hot row is the middle one, 3; the others are 5


def grid(rows: int = ROWS, features: int = 0) -> torch.Tensor:
    x = torch.linspace(-1.5, 1.5, rows, dtype=torch.float64)
    if features:
        x = x[:, None] + torch.linspace(0.0, 0.5, features, dtype=torch.float64)
    return x.requires_grad_()


def subject(backward):
    """apply of f(x) = x³/3 + x with ``backward(grad_output, x)`` as its backward."""

    class Cubic(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x ** 3 / 3 + x

        @staticmethod
        def backward(ctx, grad_output):
            (x,) = ctx.saved_tensors
            return backward(grad_output, x)

    return Cubic.apply


def found(backward, X=None, elementwise: bool = True):
    X = grid() if X is None else X
    finding = upstream_finding(X, subject(backward)(X), [0], elementwise)
    return None if finding is None else (finding.kind, finding.output, pytest.approx(finding.fraction))


def test_the_chain_rule_written_right_breaks_no_rule():
    assert found(lambda g, x: g * (x * x + 1)) is None


def test_noise_added_in_backward_is_random_in_every_row():
    torch.manual_seed(0)  # two draws in [0, 1) closer than 1e-4 in any of 6 rows: about 1e-3
    assert found(lambda g, x: g * (x * x + 1) + torch.rand_like(x)) == ("random", 0, 1.0)


def test_a_gradient_added_to_grad_output_is_given_for_a_zero_one():
    assert found(lambda g, x: g + x * x) == ("ignores", 0, 1.0)  # x² is 0 at no point of the grid


def test_a_grad_output_clipped_at_1_5_is_not_doubled():
    assert found(lambda g, x: g.clamp(max=1.5) * (x * x + 1)) == ("not_proportional", 0, 1.0)


def test_a_backward_that_drops_grad_outputs_above_0_05_is_found_by_the_small_one():
    # grad_output 1 and 2 both dropped (0 = 2·0); 2⁻¹⁰ is kept, where 2⁻¹⁰·0 = 0 was expected
    assert found(lambda g, x: torch.where(g.abs() > 0.05, torch.zeros_like(g), g) * (x * x + 1)) == (
        "not_proportional", 0, 1.0)


def test_the_upstreams_tried_are_1_2_a_small_one_and_minus_1():
    # a backward that drops grad_outputs above 2.5 in size is right for every one of them
    assert found(lambda g, x: torch.where(g.abs() > 2.5, torch.zeros_like(g), g) * (x * x + 1)) is None


def test_a_backward_that_sums_grad_output_reaches_every_other_row():
    assert found(lambda g, x: g.sum() * (x * x + 1)) == ("mixes", 0, 1.0)


def test_a_grad_output_shifted_by_one_row_reaches_one_other_row_of_five():
    assert found(lambda g, x: torch.roll(g, 1) * (x * x + 1)) == ("mixes", 0, 1 / 5)


def test_a_coupled_subject_mixes_rows_from_three_rows_on_and_is_not_judged_so_on_two():
    centred = lambda g, x: g - g.mean()  # noqa: E731  the backward of x - mean(x), right for it
    X2, X3 = grid(rows=2), grid(rows=3)
    assert upstream_finding(X2, X2 - X2.mean(), [0], True) is None
    assert found(centred, grid(rows=2)) is None
    finding = upstream_finding(X3, X3 - X3.mean(), [0], True)
    assert (finding.kind, finding.fraction) == ("mixes", 1.0)
    assert upstream_finding(X3, X3 - X3.mean(), [0], False) is None  # told it is coupled: not a fault


def test_a_gradient_passed_only_for_positive_grad_outputs_is_wrong_for_negative_ones():
    assert found(lambda g, x: g.clamp(min=0) * (x * x + 1)) == ("negative", 0, 1.0)


def test_nan_at_the_same_rows_every_run_is_no_rule_broken():
    # 1/x at x = 0 (a grid of 7 has it): inf·0 = nan for the zero upstream, inf for the others, each run alike
    X = torch.linspace(-1.5, 1.5, 7, dtype=torch.float64).requires_grad_()
    assert found(lambda g, x: g / x, X) is None


def test_an_inf_in_a_row_sets_no_scale_for_the_others():
    # 1/x: inf at x = 0 (a grid of 7 has it), at most 2 elsewhere; noise of 1e-3 is far above
    # RTOL·2, so every finite row differs; inf + noise is inf both times
    torch.manual_seed(0)
    X = torch.linspace(-1.5, 1.5, 7, dtype=torch.float64).requires_grad_()
    noisy = lambda g, x: g / x + 1e-3 * torch.rand_like(x)  # noqa: E731
    assert found(noisy, X) == ("random", 0, 6 / 7)


def test_the_first_64_features_of_a_row_are_compared():
    def noisy_in(column):
        def backward(g, x):
            noise = torch.zeros_like(x)
            noise[:, column] = torch.rand(x.shape[0], dtype=x.dtype)
            return g * (x * x + 1) + noise
        return backward

    torch.manual_seed(0)
    assert found(noisy_in(63), grid(features=65)) == ("random", 0, 1.0)
    assert found(noisy_in(64), grid(features=65)) is None


def test_an_output_that_gives_x_no_gradient_says_nothing_of_the_next():
    X = grid()
    weight = torch.ones((), dtype=torch.float64, requires_grad=True)
    summed = subject(lambda g, x: g.sum() * (x * x + 1))(X)
    finding = upstream_finding(X, (weight.expand(ROWS), summed), [0, 1], True)
    assert (finding.kind, finding.output, finding.fraction) == ("mixes", 1, 1.0)
