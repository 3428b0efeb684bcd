# Source: deliberate bug, backward that returns None.
# Code: no_gradient
# Expected: differs (f = x^2 changes with x, no gradient flows)
import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        return None
