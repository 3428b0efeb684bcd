# Source: written here (issue 27's case: a forward that picks features of x with a default index, forward(ctx, x, idx=(2,)), and no call in the file)
# Expected: matches (y = 3 x[:, idx]: the gradient is 3 grad_output scattered back into idx, zero elsewhere; float64 gradcheck passes on rows of 3 features; 1-D and column inputs have no feature 2)
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
        grad[:, ctx.idx] = grad_output * 3
        return grad, None
