# Source: snntorch, snntorch/surrogate.py (StraightThroughEstimator), MIT.
# Expected: differs by design (a step whose backward passes grad_output through: f is flat
# everywhere but the jump)
import torch


class StraightThroughEstimator(torch.autograd.Function):
    """
    Straight Through Estimator.
    """

    @staticmethod
    def forward(ctx, input_):
        out = (input_ > 0).float()
        return out

    @staticmethod
    def backward(ctx, grad_output):
        grad_input = grad_output.clone()
        return grad_input


def straight_through_estimator():
    """Straight Through Estimator surrogate gradient enclosed
    with a parameterized slope."""

    def inner(x):
        return StraightThroughEstimator.apply(x)

    return inner
