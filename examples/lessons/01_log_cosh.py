"""Log-cosh, a smooth absolute value: write its backward

f(x) = log(cosh(x)) is x²/2 near 0 and |x| − log 2 far from it: a loss that is gentle with
outliers, as Huber's is, but smooth everywhere. Its derivative is tanh(x).

The forward is written so that cosh(x) never overflows: log(cosh(x)) = |x| + softplus(−2|x|) − log 2.
Your part is the backward: it receives grad_output and returns grad_output × f'(x).

- Fill in the line with `...` in `backward`.
- The plots show the derivative your backward claims beside the numerical one: they should lie on
  top of each other.

Topic: a first custom Function
Question: What does the derivative tend to for very large |x|, and why is that gentle with outliers?
Verdict: matches
Train: model=fit-1d dataset=abs lr=0.01 steps=1500
View: curves
Points: forward=1, backward=3, double_backward=1, consistency=1
Function: LogCosh
Seed: 3
Timeout: 10
Hidden: double_backward
"""
import math

import torch


class LogCosh(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.abs() + torch.nn.functional.softplus(-2 * x.abs()) - math.log(2.0)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        # BEGIN SOLUTION
        return grad_output * torch.tanh(x)
        # STARTER
        # return grad_output * ...  # f'(x) = ?
        # END SOLUTION
