"""Several outputs: sin and cos at once

This Function returns two tensors, sin(x) and cos(x). backward then receives
two gradients, one for each output, and adds up what each contributes to the
input:  grad_x = grad_sin · cos(x) − grad_cos · sin(x).

The judge draws each output with its own derivative. When only one output is
used later, the other one's gradient arrives as zeros.

Topic: several outputs
Question: If a model uses only the sine, which gradient does backward receive for the cosine?
Verdict: matches
Train: model=fit-1d dataset=sawtooth lr=0.01 steps=1500
View: curves
"""
import torch


class SinCos(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.sin(x), torch.cos(x)

    @staticmethod
    def backward(ctx, grad_sin, grad_cos):
        (x,) = ctx.saved_tensors
        return grad_sin * torch.cos(x) - grad_cos * torch.sin(x)
