# Source: tadeephuy/GradientReversal (GitHub), gradient_reversal/functional.py + module.py, MIT.
# The Module needs alpha (no default): the judge falls back to the Function.
# Expected: differs (-alpha times the identity's derivative)
import torch
from torch import nn
from torch.autograd import Function


class GradientReversal(Function):
    @staticmethod
    def forward(ctx, x, alpha):
        ctx.save_for_backward(x, alpha)
        return x

    @staticmethod
    def backward(ctx, grad_output):
        grad_input = None
        _, alpha = ctx.saved_tensors
        if ctx.needs_input_grad[0]:
            grad_input = - alpha*grad_output
        return grad_input, None
revgrad = GradientReversal.apply


class GradientReversal(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = torch.tensor(alpha, requires_grad=False)

    def forward(self, x):
        return revgrad(x, self.alpha)
