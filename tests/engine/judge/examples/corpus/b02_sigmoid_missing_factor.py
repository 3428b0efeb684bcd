# Source: deliberate bug, sigmoid's backward without (1 - s).
# Code: differs
# Expected: differs (s' = s (1 - s), backward gives s)
import torch


class Sigmoid(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        s = torch.sigmoid(x)
        ctx.save_for_backward(s)
        return s

    @staticmethod
    def backward(ctx, grad_output):
        s, = ctx.saved_tensors
        return grad_output * s
