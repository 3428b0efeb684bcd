# Source: deliberate bug, a backward off by 2e-3 sin 3x (the judge's sensitivity).
# Code: differs
# Expected: differs
import torch


class Sin(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.sin(x)

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * (torch.cos(x) + 2e-3 * torch.sin(3 * x))
