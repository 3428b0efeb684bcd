"""The Jacobian's comparison at its edges, pinned where one-line loosenings went unnoticed (jacobian.py,
jacobian_pattern.py, jacobian_verdict.py): kinks left out, the tolerance's size, swap detection over
every entry, the true Jacobian from autograd only where differences confirm it.

Each subject is a few lines of torch called directly through jacobian.Probed (milliseconds), and each
expected block is what the mathematics says, checked here with plain torch where it is not obvious."""
from __future__ import annotations

import numpy as np
import torch

from playground.engine.judge import jacobian_pattern as pattern
from playground.engine.judge import tolerances as tol
from playground.engine.judge.jacobian import Probed, jacobian, true_jacobian
from playground.engine.judge.jacobian_verdict import _mixes_drawn_input


def function(forward, backward):
    """A Function of any number of tensors: forward(*inputs) and backward(g, *inputs) -> grads."""

    class Subject(torch.autograd.Function):
        @staticmethod
        def forward(ctx, *inputs):
            ctx.save_for_backward(*inputs)
            return forward(*inputs)

        @staticmethod
        def backward(ctx, g):
            return backward(g, *ctx.saved_tensors)

    return Subject.apply


def judged(call, *inputs, own=None, names=None):
    names = names or [f"x{i}" for i in range(len(inputs))]
    return jacobian(Probed([torch.as_tensor(i, dtype=torch.float64) for i in inputs], names,
                           list(range(len(inputs))), call, own=own))


# ----------------------------------------------------------------------------- kinks


RELU = function(lambda x: x.clamp(min=0), lambda g, x: g * (x > 0))


def test_a_correct_relu_matches_at_an_input_that_sits_on_its_kink():
    found = judged(RELU, [-1.0, 0.0, 0.5, 2.0])
    block = found.blocks[0]
    assert block.pattern == "jacobian_matches" and not found.differs
    assert block.true[1, 1] == 0.5  # the central difference across the kink: neither slope
    assert not block.differs.any()


def test_a_wrong_relu_still_differs_away_from_its_kink():
    wrong = function(lambda x: x.clamp(min=0), lambda g, x: g * (x >= 0) * 2)
    block = judged(wrong, [-1.0, 0.0, 0.5, 2.0]).blocks[0]
    assert block.differs.tolist() == np.diag([False, False, True, True]).tolist()  # not at the kink (1, 1)


# ----------------------------------------------------------------------------- the tolerance's size


def off_by(factor: float):
    return function(torch.sin, lambda g, x: g * torch.cos(x) * factor)


def test_a_backward_five_parts_in_ten_thousand_off_differs():
    # rtol is 1e-4 in float64 (tolerances.precision): 5e-4 is 5 tolerances out, well beyond the
    # central difference's own error (1e-10 here) yet within a tolerance ten times wider.
    rtol, atol = tol.precision(float(torch.finfo(torch.float64).eps))
    assert (rtol, atol) == (1e-4, 1e-6)
    found = judged(off_by(1 + 5e-4), [0.3, 0.7, 1.1, -0.4])
    assert found.differs and np.diag(found.blocks[0].differs).all()


def test_a_backward_right_to_a_part_in_a_million_matches():
    found = judged(off_by(1 + 1e-6), [0.3, 0.7, 1.1, -0.4])
    assert not found.differs and found.blocks[0].max_abs_diff < 1e-5


def test_the_block_records_the_largest_tolerance_it_used():
    block = judged(off_by(1.0), [0.3, 0.7, 1.1, -0.4]).blocks[0]
    cosines = np.cos([0.3, 0.7, 1.1, -0.4])
    assert 1e-6 + 1e-4 * cosines.max() <= block.tolerance < 1e-6 + 1e-4 * cosines.max() + 1e-8


# ----------------------------------------------------------------------------- swapped gradients


MUL = lambda a, b: a * b  # noqa: E731


def test_gradients_given_to_the_wrong_inputs_are_named_swapped():
    swapped = function(MUL, lambda g, a, b: (g * a, g * b))
    found = judged(swapped, [0.5, -1.5, 2.0], [1.5, 0.25, -0.75], names=["a", "b"])
    assert [b.pattern for b in found.blocks] == ["jacobian_swapped", "jacobian_swapped"]
    assert found.blocks[0].pattern_params["other"] == "b"


def test_a_block_that_shares_only_its_zeros_with_the_other_inputs_is_not_a_swap():
    # b's gradient is 2a, not a: off the diagonal both blocks are 0, which is no reason to say "swapped".
    doubled = function(MUL, lambda g, a, b: (g * b, 2 * g * a))
    found = judged(doubled, [0.5, -1.5, 2.0], [1.5, 0.25, -0.75], names=["a", "b"])
    assert [b.pattern for b in found.blocks][0] == "jacobian_matches"
    assert found.blocks[1].pattern not in ("jacobian_swapped", "jacobian_matches")
    assert found.differs  # one wrong block of two is enough


def test_a_swap_between_inputs_of_equal_values_is_no_swap():
    # a = b: each true block is the other's, a right backward must not be called swapped.
    right = function(MUL, lambda g, a, b: (g * b, g * a))
    values = [0.5, -1.5, 2.0]
    found = judged(right, values, values, names=["a", "b"])
    assert not found.differs


# ----------------------------------------------------------------------------- the true Jacobian


def test_autograd_of_the_forward_is_the_truth_only_where_differences_confirm_it():
    x = torch.tensor([0.3, -0.2, 1.3], dtype=torch.float64)
    honest = Probed([x], ["x"], [0], torch.sin, own=torch.sin)
    lying = Probed([x], ["x"], [0], torch.sin, own=torch.cos)  # the "own" forward is another function
    assert true_jacobian(honest, [0])[1] == "autograd"
    truth, source = true_jacobian(lying, [0])
    assert source == "numeric" and np.allclose(np.diag(truth[0][0].derivative), np.cos(x.numpy()), atol=1e-8)


def test_where_the_forward_is_undefined_autograd_is_not_taken_for_the_truth():
    # log(-1) is NaN, yet autograd's derivative there is 1/x = -1: a finite number no difference confirms.
    x = torch.tensor([-1.0, 1.0, 2.0], dtype=torch.float64)
    assert true_jacobian(Probed([x], ["x"], [0], torch.log, own=torch.log), [0])[1] == "numeric"


def test_a_kink_within_a_step_of_the_input_sends_the_truth_to_differences_entry_by_entry():
    x = torch.tensor([1e-7, 1.0], dtype=torch.float64)  # |x| bends 1e-7 away, inside the step (6e-6)
    truth, source = true_jacobian(Probed([x], ["x"], [0], torch.abs, own=torch.abs), [0])
    assert source == "numeric" and truth[0][0].nonsmooth[0, 0] and not truth[0][0].nonsmooth[1, 1]


# ----------------------------------------------------------------------------- patterns


def test_a_factor_is_named_only_when_the_block_is_that_multiple_everywhere():
    true = np.diag([1.0, 2.0, 3.0])
    close = pattern._closeness(np.full(true.shape, 1e-6))
    real = np.ones(true.shape, dtype=bool)
    assert pattern._factor(0.5 * true, true, real, close) == 0.5
    uneven = 0.5 * true
    uneven[2, 2] = 3.0
    assert pattern._factor(uneven, true, real, close) is None
    assert pattern._factor(true * (1 + 1e-8), true, real, close) is None  # 1 is no factor


# ----------------------------------------------------------------------------- mixing, in the verdict


class _Block:
    def __init__(self, true, input_="x"):
        self.true, self.input = np.asarray(true, dtype=np.float64), input_


class _Found:
    def __init__(self, *blocks):
        self.blocks, self.input_names = list(blocks), ["x"]


class _Probe:
    inputs: list = []


def test_an_off_diagonal_entry_of_a_part_in_a_million_is_mixing_and_rounding_is_not():
    assert _mixes_drawn_input(_Probe(), _Found(_Block([[1.0, 1e-6], [0.0, 1.0]])))
    assert not _mixes_drawn_input(_Probe(), _Found(_Block([[1.0, 1e-12], [0.0, 1.0]])))
    assert _mixes_drawn_input(_Probe(), _Found(_Block([[1.0, 0.0, 0.0]])))  # not square: a reduction
    assert not _mixes_drawn_input(_Probe(), _Found(_Block([[1.0, 1e-6], [0.0, 1.0]], input_="w")))


# ----------------------------------------------------------------------------- how the rows are made, and carried


def test_every_row_of_a_block_comes_from_one_batched_backward_where_vmap_can_run_it():
    calls = []

    def counted(g, x):
        calls.append(g.shape)
        return g * torch.cos(x)

    found = judged(function(torch.sin, counted), [0.1, 0.2, 0.3, 0.4])
    assert not found.differs and len(calls) == 1  # four rows, one call (vmap over the one-hot rows)


def test_a_block_of_more_than_256_by_256_entries_travels_without_its_matrices():
    def total(x):
        return x.sum()

    small = judged(total, torch.linspace(-1, 1, 65536), own=total).blocks[0]  # autograd: exact, quick
    large = judged(total, torch.linspace(-1, 1, 65537), own=total).blocks[0]
    assert (small.rows, small.cols) == (1, 65536) and small.yours is not None and small.true is not None
    assert (large.rows, large.cols) == (1, 65537) and large.yours is None and large.true is None
    assert large.pattern == "jacobian_matches"


def test_two_outputs_are_named_y0_and_y1_and_one_is_named_y():
    class Both(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2, x * 3

        @staticmethod
        def backward(ctx, g0, g1):
            return 2 * g0 + 3 * g1

    assert judged(Both.apply, [0.5, 1.5]).output_names == ["y0", "y1"]
    assert judged(RELU, [0.5, 1.5]).output_names == ["y"]
