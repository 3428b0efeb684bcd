"""Softmax done wrong: only the diagonal of its Jacobian

Softmax mixes its inputs: each output y_i = exp(x_i) / sum_j exp(x_j) depends
on every x_j of its row. Its Jacobian is dy_i/dx_j = y_i (delta_ij - y_j):
y_i (1 - y_i) on the diagonal, and -y_i y_j everywhere else in the row.

The backward below keeps only the diagonal, grad_output * y * (1 - y), as if
softmax were elementwise. The curves cannot show this: open the Jacobian tab.
Your backward's map is empty where the true one has its -y_i y_j entries, and
the difference map outlines each of them. The verdict names the pattern. The
next lesson mends the backward.

Topic: Jacobians
Question: Which entries of the Jacobian does g * y * (1 - y) leave out, and why does a gradient that flows through softmax need them?
Verdict: differs
Train: model=fit-1d dataset=sin lr=0.01 steps=1500
View: jacobian
"""
import torch


class Softmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = torch.softmax(x, dim=-1)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad_output):
        y, = ctx.saved_tensors
        return grad_output * y * (1 - y)  # the diagonal only: the classic mistake


x = torch.randn(2, 4)  # two rows of four: the Jacobian is 8 by 8
y = Softmax.apply(x)
