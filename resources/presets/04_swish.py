"""Swish (SiLU) with a hand-written backward

swish(x) = x · sigmoid(x). By the product rule its derivative is
sigmoid(x) + x · sigmoid(x) · (1 − sigmoid(x)) = s · (1 + x · (1 − s)).

forward saves the input x; backward recomputes s = sigmoid(x) from it. Saving
s as well would trade memory for time. Notice that the derivative goes a
little above 1 and a little below 0: swish is not monotonic.

Topic: ctx.save_for_backward
Question: Where is the derivative negative, and what does that mean for the inputs there?
Verdict: matches
Train: model=classify-2d dataset=moons lr=0.01 steps=1000
View: curves
"""
import torch


class Swish(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * torch.sigmoid(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        s = torch.sigmoid(x)
        return grad_output * s * (1 + x * (1 - s))
