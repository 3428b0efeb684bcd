# Written for these tests in the shape of the MulConstant example of the autograd notes: the
# constant has no default, so the playground needs the value the code itself passes below.
import torch
from torch.autograd import Function


class MulConstant(Function):
    @staticmethod
    def forward(ctx, tensor, constant):
        ctx.constant = constant
        return tensor * constant

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.constant, None


scaled = MulConstant.apply(torch.randn(5), 5.5)
