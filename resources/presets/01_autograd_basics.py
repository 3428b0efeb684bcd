"""Autograd basics: requires_grad, .grad, detach and no_grad

A linear model y = x·Wᵀ + b has two parameters. Both are tensors with
requires_grad=True, so autograd records every operation on them and, after
loss.backward(), leaves a gradient in weight.grad and bias.grad.

Here the bias is used through .detach(): the same numbers, cut out of the
graph. The output still moves when the bias moves, but no gradient reaches
it, so the judge says "differs" for the bias. Train it in layer mode, where a
hidden layer of the network is this model, and look at the gradient panel:
that layer's bias stays at a gradient norm of zero and never learns.

torch.no_grad() does the same for a whole block: nothing inside is recorded.
The lines at the bottom print what requires_grad and .grad say in each case.

Topic: autograd basics
Question: The bias still changes the output. Why does it never learn, and how would you make it learn again?
Predict: The example's loss is the sum of the model's four outputs on inputs of 1. Before Run ▸ Run
    Example reveals it (Predict on): what will weight.grad be, and bias.grad?
Verdict: differs
Train: model=layer dataset=cubic lr=0.01 steps=1000
View: curves
Focus: return x @ self.weight.t() + self.bias.detach()
"""
import torch
import torch.nn as nn


class LinearDetachedBias(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        # detach(): same values, no graph behind them, so bias.grad stays None.
        return x @ self.weight.t() + self.bias.detach()


model = LinearDetachedBias(1, 1)
loss = model(torch.ones(4, 1)).sum()
loss.backward()
print("weight.grad:", model.weight.grad)  # a number
print("bias.grad:", model.bias.grad)      # None: the bias was detached

with torch.no_grad():
    y = model(torch.ones(4, 1))
print("under no_grad, y.requires_grad =", y.requires_grad)  # False: nothing recorded
