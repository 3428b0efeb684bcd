"""ctx.save_for_backward: exp saves its output

backward often needs values from forward. ctx.save_for_backward(...) keeps
tensors for it, and ctx.saved_tensors gives them back.

The derivative of exp(x) is exp(x) itself, so there is no need to keep x or
to compute exp again: this Function saves its own output. PyTorch's own exp
does exactly this.

Topic: ctx.save_for_backward
Question: Why save the output instead of the input here, and what would it cost to save x instead?
Verdict: matches
Train: model=fit-1d dataset=abs lr=0.003 steps=1500
View: curves
"""
import torch


class Exp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        result = torch.exp(x)
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * result
