# Source: PyTorch docs, notes/extending.rst, "MulConstant" (a non-tensor argument), BSD-3-Clause.
# Expected: matches (d/dx (c x) = c, whatever the constant)
import torch
from torch.autograd import Function


class MulConstant(Function):
    @staticmethod
    def forward(tensor, constant):
        return tensor * constant

    @staticmethod
    def setup_context(ctx, inputs, output):
        # ctx is a context object that can be used to stash information
        # for backward computation
        tensor, constant = inputs
        ctx.constant = constant

    @staticmethod
    def backward(ctx, grad_output):
        # We return as many input gradients as there were arguments.
        # Gradients of non-Tensor arguments to forward must be None.
        return grad_output * ctx.constant, None


y = MulConstant.apply(torch.randn(3, requires_grad=True), 0.5)
