"""Straight-through readings and backward habits at their edges (judge/straight_through.py,
judge/backward_calls.py), pinned where mutants survived: a step is named once and only where it
changed something, a backward of zeros is no estimate "scaled by 0", a sign-flipped estimate reads
"scaled by -1", round passed with clamp's mask kept reads as round alone (not as a mask forgotten),
and an input a backward gives no gradient is not taken for a backward that runs once per graph.

Each expected value is the mathematics of round (its straight-through estimate is the identity)
and of y = 2a, checked with plain torch."""
from __future__ import annotations

import numpy as np
import torch

from playground import protocol
from playground.engine.judge.backward_calls import habits
from playground.engine.judge.check import run_check
from playground.engine.judge.straight_through import _PassedThrough, constant_factor

FLIPPED_ROUND = ("class FlippedRound(Function):\n    @staticmethod\n    def forward(ctx, x):\n"
                 "        return torch.round(x)\n    @staticmethod\n    def backward(ctx, g):\n        return -g\n")


def steps_met(forward, x) -> list:
    mode = _PassedThrough(masks=False)
    with mode:
        y = forward(x)
    (gradient,) = torch.autograd.grad(y.sum(), x)
    return mode.seen, gradient


def test_a_step_met_twice_is_named_once():
    x = torch.tensor([0.3, 1.6, -2.2], dtype=torch.float64, requires_grad=True)
    seen, gradient = steps_met(lambda t: torch.round(t) + torch.round(2 * t) / 2, x)
    assert seen == ["round"]
    assert torch.equal(gradient, torch.full_like(x, 2.0))  # d/dx (x + 2x/2) with round as the identity


def test_a_step_that_changes_nothing_is_not_named():
    x = torch.tensor([1.0, -2.0, 3.0], dtype=torch.float64, requires_grad=True)  # already whole numbers
    seen, gradient = steps_met(torch.round, x)
    assert seen == [] and torch.equal(gradient, torch.ones_like(x))


def test_a_backward_of_zeros_is_no_estimate_scaled_by_zero():
    assert constant_factor(np.zeros((2, 2)), np.eye(2), np.full((2, 2), 1e-9)) is None


def test_a_sign_flipped_straight_through_estimate_reads_scaled_by_minus_one():
    result = run_check(protocol.CompileRequest(request_id=1, source=FLIPPED_ROUND, points=201))
    assert result.errors == [] and result.probe.verdict == "differs"
    (reading,) = [n for n in result.probe.notes if n.code == "straight_through"]
    assert (reading.params["steps"], reading.params["factor"]) == ("round", "-1")


CLAMPED_ROUND = ("class ClampedRound(Function):\n    @staticmethod\n    def forward(ctx, x):\n"
                 "        ctx.save_for_backward(x)\n        return torch.round(torch.clamp(x, -1.5, 1.5))\n"
                 "    @staticmethod\n    def backward(ctx, g):\n        x, = ctx.saved_tensors\n"
                 "        return g * ((x > -1.5) & (x < 1.5)).to(g.dtype)\n")


def test_round_passed_through_with_the_clamps_mask_kept_reads_as_round_alone():
    # The backward keeps clamp's derivative (1 inside (-1.5, 1.5), else 0) and passes round as the
    # identity: the estimate of the rounding step alone, said before any reading that passes clamp too.
    x = torch.tensor([-2.7, -1.9, -1.2, -0.4, 0.3, 1.1, 1.8, 2.6], dtype=torch.float64, requires_grad=True)
    clamped = torch.clamp(x, -1.5, 1.5)
    (estimate,) = torch.autograd.grad((clamped + (clamped.round() - clamped).detach()).sum(), x)
    assert torch.equal(estimate, ((x > -1.5) & (x < 1.5)).double())
    result = run_check(protocol.CompileRequest(request_id=1, source=CLAMPED_ROUND, points=201))
    assert result.errors == [] and result.probe.verdict == "differs"
    readings = [(n.code, n.params["steps"], n.params["factor"]) for n in result.probe.notes
                if n.code.startswith("straight_through")]
    assert readings == [("straight_through", "round", "1")]


class ScaleFirst(torch.autograd.Function):
    """y = 2a; b is taken and saved but never used, so its gradient is None."""

    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(b)
        return a * 2

    @staticmethod
    def backward(ctx, g):
        return g * 2, None


def test_an_input_given_no_gradient_is_no_sign_of_a_backward_that_runs_once_per_graph():
    a = torch.tensor([0.5, -1.0], dtype=torch.float64, requires_grad=True)
    b = torch.tensor([1.0, 2.0], dtype=torch.float64, requires_grad=True)
    upstream = [torch.tensor([1.0, -3.0], dtype=torch.float64)]
    y = ScaleFirst.apply(a, b)
    first = torch.autograd.grad(y, [a, b], upstream, retain_graph=True, allow_unused=True)
    second = torch.autograd.grad(y, [a, b], upstream, allow_unused=True)  # plain torch runs it twice
    assert torch.equal(first[0], second[0]) and first[1] is None
    assert habits(ScaleFirst.apply, [a, b], upstream) == []
