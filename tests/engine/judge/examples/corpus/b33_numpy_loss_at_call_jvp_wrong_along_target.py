# Source: deliberate bug, a numpy loss judged by its Jacobian at the call (one number per batch), its jvp wrong along the target, which the call holds fixed
# Expected: differs (d/dt sum((p - t)^2) = -2 (p - t); the jvp gives +2 (p - t): forward-AD gradcheck with the target's tangent fails)
import numpy as np
import torch


class NumpySquaredError(torch.autograd.Function):
    """sum((p - t)²) in numpy: one number for the whole batch."""

    @staticmethod
    def forward(prediction, target):
        difference = prediction.detach().numpy() - target.detach().numpy()
        return torch.tensor((difference ** 2).sum())

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)
        ctx.save_for_forward(*inputs)

    @staticmethod
    def backward(ctx, grad_output):
        prediction, target = ctx.saved_tensors
        return 2 * grad_output * (prediction - target), -2 * grad_output * (prediction - target)

    @staticmethod
    def jvp(ctx, prediction_tangent, target_tangent):
        prediction, target = ctx.saved_tensors
        return (2 * (prediction - target) * prediction_tangent).sum() + (2 * (prediction - target) * target_tangent).sum()


prediction = torch.randn(3, 4, requires_grad=True)
target = torch.randn(3, 4)
loss = NumpySquaredError.apply(prediction, target)
