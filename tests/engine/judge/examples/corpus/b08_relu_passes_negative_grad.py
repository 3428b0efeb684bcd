# Source: deliberate bug, CompressAI's LowerBound rule copied into a plain ReLU.
# Code: wrong_for_negative_grad_output
# Expected: differs (slope 0 below 0, but a negative grad_output passes there)
import torch


class ReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * ((x > 0) | (grad_output < 0))
