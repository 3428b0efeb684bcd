# Source: deliberate bug, d/dx x^2 written as x.
# Code: wrong_factor
# Expected: differs (half the true derivative everywhere)
import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * x
