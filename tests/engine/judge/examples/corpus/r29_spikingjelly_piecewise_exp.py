# Source: spikingjelly, spikingjelly/activation_based/surrogate.py (piecewise_exp, PiecewiseExp), MIT-style.
# Expected: differs by design (heaviside; a/2 exp(-a|x|) surrogate)
import torch
import torch.nn as nn


def heaviside(x: torch.Tensor):
    return (x >= 0).to(x)


class piecewise_exp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, alpha):
        if x.requires_grad:
            ctx.save_for_backward(x)
            ctx.alpha = alpha
        return heaviside(x)

    @staticmethod
    def backward(ctx, grad_output):
        grad_x = None
        if ctx.needs_input_grad[0]:
            grad_x = ctx.alpha / 2 * (- ctx.alpha * ctx.saved_tensors[0].abs()).exp_() * grad_output

        return grad_x, None


class PiecewiseExp(nn.Module):
    def __init__(self, alpha=2.0, spiking=True):
        super().__init__()
        self.spiking = spiking
        self.alpha = alpha

    def forward(self, x: torch.Tensor):
        return piecewise_exp.apply(x, self.alpha)
