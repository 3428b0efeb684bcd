"""Non-tensor arguments: backward returns None for them

forward can take more than tensors: here `slope`, a plain float with a
default. backward must return one gradient per input of forward, in the
same order, and a number has no gradient: its place gets None.

Forgetting that None is a classic error ("returned an incorrect number of
gradients"). Try deleting ", None" below and read the message.

Topic: non-tensor arguments and None gradients
Question: Why must backward return exactly as many values as forward had inputs, even for a plain float?
Verdict: matches
Train: model=classify-2d dataset=circles lr=0.01 steps=1000
View: curves
"""
import torch


class LeakyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, slope=0.1):
        ctx.save_for_backward(x)
        ctx.slope = slope  # not a tensor: keep it on ctx directly
        return torch.where(x > 0, x, slope * x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        grad_x = torch.where(x > 0, grad_output, ctx.slope * grad_output)
        return grad_x, None  # one gradient per input: slope gets None
