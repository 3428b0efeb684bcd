"""Both gradients of a Module: input * weights

An often asked question (this one from a Russian Q&A site): how do I change the
backward of an nn.Module? A Module's own backward method is never called. The
answer: a Function does the arithmetic, and a Module owns the weights and calls
it. F multiplies the input by the weights and returns a gradient for each:
weights * grad_output for the input, input * grad_output for the weights.

The Jacobian tab has a block for each: dy/dx and dy/dweights. Pick one in the
Block list. Each is diagonal, since y_i depends on x_i and w_i only. Now return
weights * grad_output for the weights too, and see which block goes wrong.

Topic: Jacobians
Question: Why is each block diagonal here, and which block shows a mix-up of the two gradients?
Predict: y.mean() averages 10 outputs. Before Run ▸ Run Example reveals them (Predict on): what
    reaches F's node, and what will x.grad and layer.weights.grad be?
Verdict: matches
Train: model=fit-1d dataset=sin lr=0.01 steps=1500
View: jacobian
"""
import torch
from torch import nn


class F(torch.autograd.Function):
    """Both forward and backward are static methods."""

    @staticmethod
    def forward(ctx, input, weights):
        ctx.save_for_backward(input, weights)
        return input * weights

    @staticmethod
    def backward(ctx, grad_output):
        input, weights = ctx.saved_tensors
        grad_input = weights.clone() * grad_output
        grad_weights = input.clone() * grad_output
        return grad_input, grad_weights


class LayerWithCustomGrad(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.weights = nn.Parameter(torch.rand(features))
        self.fn = F.apply

    def forward(self, x):
        return self.fn(x, self.weights)


layer = LayerWithCustomGrad(10)
x = torch.randn(10, requires_grad=True)
y = layer(x)
y.mean().backward()
