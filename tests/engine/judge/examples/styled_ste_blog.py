# Written for these tests in the shape of blog posts on straight-through estimators: a helper
# beside the Function, a clipped STE for sign(), a Function made in a factory and exposed as
# .apply, and a Module that wraps the factory's Function with a learnable scale.
import torch
import torch.nn as nn
from torch.autograd import Function


def clip_mask(x, limit=1.0):
    """1 where |x| <= limit: the clipped straight-through window."""
    return (x.abs() <= limit).to(x.dtype)


class SignSTE(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.sign(x)

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * clip_mask(x)


def make_quantizer(levels):
    class Quantize(Function):
        @staticmethod
        def forward(ctx, x):
            return torch.round(x * levels) / levels

        @staticmethod
        def backward(ctx, grad_output):
            return grad_output

    return Quantize.apply


quantize = make_quantizer(4)


class QuantizedScale(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(features))

    def forward(self, x):
        return quantize(x) * self.scale
