"""Find the bug: a sigmoid whose backward is wrong

The derivative of sigmoid(x) = 1 / (1 + e^(−x)) is s · (1 − s), where
s = sigmoid(x). This backward has a mistake in it. Look at the two curves:
where do they agree, where do they part, and by how much?

Then read backward line by line and fix it. The judge turns to "matches" as
soon as the derivative is right. Train before and after the fix and compare
the loss curves.

Topic: ctx.save_for_backward
Question: The two curves agree only for very negative x. Which factor is missing, and why does the error grow with x?
Verdict: differs
Train: model=fit-1d dataset=step lr=0.01 steps=1500
View: curves
"""
import torch


class Sigmoid(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        s = torch.sigmoid(x)
        ctx.save_for_backward(s)
        return s

    @staticmethod
    def backward(ctx, grad_output):
        (s,) = ctx.saved_tensors
        return grad_output * s  # bug: the derivative is s * (1 - s)
