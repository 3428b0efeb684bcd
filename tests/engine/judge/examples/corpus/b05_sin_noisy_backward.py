# Source: deliberate bug, gradient noise added inside backward.
# Code: backward_random
# Expected: differs (a derivative is not random)
import torch


class NoisySin(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.sin(x)

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * torch.cos(x) + 0.01 * torch.randn_like(x)
