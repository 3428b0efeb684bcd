# Source: written here (issue 27's case: a forward that picks features of x with a default index, forward(ctx, x, idx=(2,)), and no call in the file), with the backward's factor 2 where forward multiplies by 3
# Expected: differs (2/3 of the true gradient in the picked feature: float64 gradcheck fails)
import torch
from torch.autograd import Function


class PickScale(Function):
    @staticmethod
    def forward(ctx, x, idx=(2,)):
        ctx.idx = idx
        ctx.shape = x.shape
        return x[:, idx] * 3

    @staticmethod
    def backward(ctx, grad_output):
        grad = grad_output.new_zeros(ctx.shape)
        grad[:, ctx.idx] = grad_output * 2
        return grad, None
