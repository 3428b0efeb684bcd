"""Straight-through estimator: round with an identity backward

round(x) is a staircase: flat almost everywhere, so its true derivative is 0
(and undefined at the jumps). A network with round inside gets no gradient
at all and cannot learn.

The straight-through estimator pretends, on the way back, that round was the
identity: backward passes grad_output through unchanged. The judge says
"differs", by design: the surrogate gradient is not the true one, and that is
the point. Compare with plain torch.round, whose gradient is zero.

Topic: straight-through estimators
Question: The true gradient of round is zero. Why does training with a wrong gradient of 1 still work?
Verdict: differs by design
Train: model=fit-1d dataset=step lr=0.01 steps=1500
View: curves
"""
import torch


class RoundSTE(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return torch.round(x)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output  # straight through: as if forward were x
