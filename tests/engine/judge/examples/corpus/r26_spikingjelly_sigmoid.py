# Source: fangwei123456/spikingjelly (GitHub), spikingjelly/activation_based/surrogate.py
# (heaviside, sigmoid_backward, sigmoid, Sigmoid; SurrogateFunctionBase folded in), MIT-style licence.
# Expected: differs by design (heaviside forward; alpha s(ax)(1 - s(ax)) surrogate)
import torch
import torch.nn as nn


def heaviside(x: torch.Tensor):
    return (x >= 0).to(x)


@torch.jit.script
def sigmoid_backward(grad_output: torch.Tensor, x: torch.Tensor, alpha: float):
    sgax = (x * alpha).sigmoid_()
    return grad_output * (1. - sgax) * sgax * alpha, None


class sigmoid(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, alpha):
        if x.requires_grad:
            ctx.save_for_backward(x)
            ctx.alpha = alpha
        return heaviside(x)

    @staticmethod
    def backward(ctx, grad_output):
        return sigmoid_backward(grad_output, ctx.saved_tensors[0], ctx.alpha)


class Sigmoid(nn.Module):
    def __init__(self, alpha=4.0, spiking=True):
        super().__init__()
        self.spiking = spiking
        self.alpha = alpha

    def forward(self, x: torch.Tensor):
        if self.spiking:
            return sigmoid.apply(x, self.alpha)
        return (x * self.alpha).sigmoid()
