# Source: written here after PACT (Choi et al. 2018, a learned clipping level alpha) as quantization libraries implement it (IntelLabs/distiller's LearnedClippedLinearQuantization, Apache-2.0, without its rounding step), called through its Module
# Subject-is: PACT
# Expected: matches (y = clamp(x, 0, alpha): dy/dx = 1 on [0, alpha], dy/dalpha = 1 above alpha; kinks at 0 and alpha; float64 gradcheck away from them passes)
import torch
import torch.nn as nn
from torch.autograd import Function


class PACTFunction(Function):
    """y = clamp(x, 0, alpha), with alpha learned (PACT, Choi et al. 2018)."""

    @staticmethod
    def forward(ctx, x, alpha):
        ctx.save_for_backward(x, alpha)
        return torch.clamp(torch.clamp(x, min=0), max=alpha.item())

    @staticmethod
    def backward(ctx, grad_output):
        x, alpha = ctx.saved_tensors
        inside = (x >= 0) & (x <= alpha)
        grad_x = grad_output * inside
        grad_alpha = (grad_output * (x > alpha)).sum().view(-1)
        return grad_x, grad_alpha


class PACT(nn.Module):
    def __init__(self, alpha=6.0):
        super().__init__()
        self.alpha = nn.Parameter(torch.tensor([alpha]))

    def forward(self, x):
        return PACTFunction.apply(x, self.alpha)


act = PACT(2.0)
y = act(torch.randn(4, 8))
