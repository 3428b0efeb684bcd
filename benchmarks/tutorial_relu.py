"""The MyReLU Function of PyTorch's "Defining new autograd functions" tutorial, as a normal module.

The raw PyTorch loops and the function-cost benchmark import it from here: the playground's copy
of the same class is compiled from the preset's text by the engine.
"""
from __future__ import annotations

import torch

PRESET = "relu_tutorial"  # resources/presets/05_relu_tutorial.py holds the same class


class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return input.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad_input[input < 0] = 0
        return grad_input


class MyReLUModule(torch.nn.Module):
    """The Function as an activation layer, the way a hand-written model would use it."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return MyReLU.apply(x)
