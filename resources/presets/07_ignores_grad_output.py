"""Find the bug: a backward that forgets grad_output

backward must return grad_output × f'(x): the chain rule. This tanh returns
only f'(x) = 1 − tanh²(x). With grad_output = 1, which is how the derivative
plot is drawn, the mistake is invisible: both curves agree.

gradcheck sends random upstream gradients instead of ones, and there the
mistake shows. In a real model grad_output is never all ones, so training
with this Function follows the wrong direction.

Topic: ctx.save_for_backward
Question: The plot looks right but the judge says "differs". What does gradcheck do that the plot does not?
Verdict: differs
Train: model=fit-1d dataset=sin lr=0.01 steps=1500
View: curves
"""
import torch


class Tanh(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = torch.tanh(x)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad_output):
        (y,) = ctx.saved_tensors
        return 1 - y * y  # bug: should be grad_output * (1 - y * y)
