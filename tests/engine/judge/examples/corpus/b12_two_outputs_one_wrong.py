# Source: deliberate bug, two outputs (sin, cos) whose second derivative is wrong (+sin for -sin).
# Expected: differs (not by design: cos is nowhere flat)
import torch


class SinCos(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.sin(x), torch.cos(x)

    @staticmethod
    def backward(ctx, grad_sin, grad_cos):
        x, = ctx.saved_tensors
        return grad_sin * torch.cos(x) + grad_cos * torch.sin(x)
