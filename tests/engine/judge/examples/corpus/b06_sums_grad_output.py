# Source: deliberate bug, grad_output summed over the batch.
# Code: sums_grad_output
# Expected: differs (each point's gradient must use its own grad_output)
import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output.sum() * 3 * x ** 2
