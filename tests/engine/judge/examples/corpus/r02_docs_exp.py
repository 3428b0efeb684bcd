# Source: PyTorch docs, torch.autograd.Function docstring (torch/autograd/function.py), BSD-3-Clause.
# Expected: matches (d/dx e^x = e^x, the saved result)
import torch
from torch.autograd import Function


class Exp(Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result
