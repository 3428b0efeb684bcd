# Source: deliberate bug, tanh with its derivative's sign flipped (a plain slip).
# Code: wrong_sign
# Expected: differs (-1 times 1 - tanh^2)
import torch


class Tanh(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        t = torch.tanh(x)
        ctx.save_for_backward(t)
        return t

    @staticmethod
    def backward(ctx, grad_output):
        t, = ctx.saved_tensors
        return -grad_output * (1 - t * t)
