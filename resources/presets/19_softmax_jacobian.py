"""Softmax done right: the whole Jacobian without building it

backward never needs the Jacobian as a matrix: it returns grad_output times the
Jacobian. For softmax that product is y_i (g_i - sum_j g_j y_j), which is
y * (g - (g * y).sum(-1, keepdim=True)) below: the sum over j brings in every
off-diagonal entry -y_i y_j at once.

In the Jacobian tab your backward's map and the true one now agree entry by
entry, off the diagonal too, and the difference is below 1e-6 everywhere.
Point at a cell to read dy_i/dx_j, yours and the true one.

Topic: Jacobians
Question: Why does subtracting (g * y).sum() supply the off-diagonal entries, without a loop over them?
Verdict: matches
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
        return y * (grad_output - (grad_output * y).sum(dim=-1, keepdim=True))


x = torch.randn(2, 4)
y = Softmax.apply(x)
