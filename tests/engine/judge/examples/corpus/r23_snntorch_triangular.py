# Source: snntorch, snntorch/surrogate.py (Triangular), MIT.
# Expected: differs by design (step forward; backward +threshold below the threshold, -threshold
# above it: nonzero only where f is flat)
import torch


class Triangular(torch.autograd.Function):
    """
    Triangular Surrogate Gradient.
    """

    @staticmethod
    def forward(ctx, input_, threshold=1):
        ctx.save_for_backward(input_)
        ctx.threshold = threshold
        out = (input_ > 0).float()
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (input_,) = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad = grad_input * ctx.threshold
        grad[input_ >= ctx.threshold] *= -1
        return grad, None


def triangular(threshold=1):
    """Triangular surrogate gradient enclosed with
    a parameterized threshold."""
    threshold = threshold

    def inner(x):
        return Triangular.apply(x, threshold)

    return inner
