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
    def __init__(self):
        super().__init__()
        self.weights = nn.Parameter(torch.rand(10))
        self.fn = F.apply

    def forward(self, x):
        return self.fn(x, self.weights)


layer = LayerWithCustomGrad()
x = torch.randn(10, requires_grad=True)
y = layer(x)
y.mean().backward()
