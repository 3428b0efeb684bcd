"""Your own custom backward passes, checked by pytest: one line per Function.

    pip install autograd-playground pytest
    pytest examples/test_my_functions.py

Each check runs the Function in an engine process (an endless loop or a crash in it fails that
test, not the run) and fails with the verdict sentence and where the backward differs.
"""
import torch

from playground.testing import assert_backward_correct


class Clamp01(torch.autograd.Function):
    """clamp(x, 0, 1): the gradient passes where the input was inside the range."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.clamp(0.0, 1.0)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * ((x > 0) & (x < 1)).to(grad_output.dtype)


class Swish(torch.autograd.Function):
    """x * sigmoid(x), with the derivative written out by hand."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * torch.sigmoid(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        s = torch.sigmoid(x)
        return grad_output * (s + x * s * (1 - s))


class RoundSTE(torch.autograd.Function):
    """round(x) forward, identity backward: a straight-through estimator (differs by design)."""

    @staticmethod
    def forward(ctx, x):
        return torch.round(x)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output


def test_clamp01():
    assert_backward_correct(Clamp01)


def test_swish():
    assert_backward_correct(Swish)


def test_round_ste_differs_only_by_design():
    assert_backward_correct(RoundSTE, allow_by_design=True)
