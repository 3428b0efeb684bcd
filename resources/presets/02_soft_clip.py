"""A first custom Function: 4·tanh(x/4) with a hand-written derivative

A torch.autograd.Function is a pair: forward computes the value, backward
receives grad_output (how much the loss changes with our output) and returns
how much the loss changes with our input: grad_output × f'(x).

f(x) = 4·tanh(x/4) looks like x near 0 and flattens out at ±4: a soft clip.
Its derivative, written by hand in the helper soft_clip_derivative, is
1 − tanh²(x/4). Compare the curve of your backward with the numerical one:
they should lie on top of each other.

Topic: a first custom Function
Question: Where is the derivative largest, and what happens to the gradient for very large |x|?
Verdict: matches
Train: model=fit-1d dataset=sin lr=0.01 steps=1500
View: curves
"""
import torch


def soft_clip_derivative(x):
    # d/dx 4·tanh(x/4) = 4 · (1 − tanh²(x/4)) · 1/4
    return 1 - torch.tanh(x / 4) ** 2


class SoftClip(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return 4 * torch.tanh(x / 4)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * soft_clip_derivative(x)
