# Source: spikingjelly, spikingjelly/activation_based/surrogate.py (atan_backward, atan, ATan), MIT-style.
# Expected: differs by design
import math

import torch
import torch.nn as nn


def heaviside(x: torch.Tensor):
    return (x >= 0).to(x)


@torch.jit.script
def atan_backward(grad_output: torch.Tensor, x: torch.Tensor, alpha: float):
    return alpha / 2 / (1 + (math.pi / 2 * alpha * x).pow_(2)) * grad_output, None


class atan(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, alpha):
        if x.requires_grad:
            ctx.save_for_backward(x)
            ctx.alpha = alpha
        return heaviside(x)

    @staticmethod
    def backward(ctx, grad_output):
        return atan_backward(grad_output, ctx.saved_tensors[0], ctx.alpha)


class ATan(nn.Module):
    def __init__(self, alpha=2.0, spiking=True):
        super().__init__()
        self.spiking = spiking
        self.alpha = alpha

    def forward(self, x: torch.Tensor):
        if self.spiking:
            return atan.apply(x, self.alpha)
        return (math.pi / 2 * self.alpha * x).atan_() / math.pi + 0.5
