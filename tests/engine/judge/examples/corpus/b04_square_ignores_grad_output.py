# Source: deliberate bug, a backward that returns the derivative without grad_output.
# Code: gradcheck_failed
# Expected: differs (right only for an upstream gradient of 1)
import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 2 * x
