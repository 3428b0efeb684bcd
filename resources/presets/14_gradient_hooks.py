"""Changing gradients with hooks: register_hook on an existing graph

No custom Function here: tanh(scale · x) is built from ordinary torch
operations, and autograd knows their derivatives. A hook changes what flows
back anyway: h.register_hook(fn) calls fn with the gradient that reaches h,
and whatever fn returns replaces it.

This hook clips that gradient to ±0.5 (gradient clipping, one tensor at a
time). Where the true slope is steep, near 0, the backward curve is cut flat,
so the judge says "differs". The hook is registered only when h requires a
gradient: on a tensor without a graph, register_hook raises an error.

Topic: changing gradients with hooks
Question: Which inputs are affected by the clipping, and how would a hook that returns grad * 0 change training?
Verdict: differs
Train: model=fit-1d dataset=sin lr=0.01 steps=1500
View: curves
Focus: h.register_hook(lambda grad: grad.clamp(-0.5, 0.5))
"""
import torch
import torch.nn as nn


class ClippedGradTanh(nn.Module):
    def __init__(self, features=1):
        super().__init__()
        self.scale = nn.Parameter(torch.full((features,), 2.0))

    def forward(self, x):
        h = self.scale * x
        if h.requires_grad:
            h.register_hook(lambda grad: grad.clamp(-0.5, 0.5))
        return torch.tanh(h)
