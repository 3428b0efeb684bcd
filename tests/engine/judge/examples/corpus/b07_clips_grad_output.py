# Source: deliberate bug, grad_output clipped before the chain rule.
# Code: not_proportional
# Expected: differs (for |grad_output| > 0.5 the gradient is not grad_output times 2x)
import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output.clamp(-0.5, 0.5) * 2 * x
