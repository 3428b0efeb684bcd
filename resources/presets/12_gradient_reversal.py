"""Gradient reversal: identity forward, negated backward

Used in domain-adversarial training: forward leaves x as it is; backward
multiplies the gradient by −λ. The layers before it are pushed to make the
loss after it larger instead of smaller.

The judge says "differs", and not by design: the forward is the identity,
whose derivative is 1 everywhere, and backward claims −λ. Train it and watch:
the layer before the reversal climbs the loss while the one after descends.

Topic: straight-through estimators
Question: The layers before and after the reversal now pull in opposite directions. Who wins, and what happens to the loss?
Verdict: differs
Train: model=fit-1d dataset=sin lr=0.01 steps=1500
View: curves
"""
import torch


class GradientReversal(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, lambda_=1.0):
        ctx.lambda_ = lambda_
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad_output):
        return -ctx.lambda_ * grad_output, None
