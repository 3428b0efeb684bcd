# Source: princeton-vl/DPVO (GitHub), dpvo/blocks.py (GRAD_CLIP, GradZero, GradientZero), MIT.
# Expected: differs (forward is the identity, slope 1; the backward drops every gradient larger
# than 0.1 in size, so an upstream gradient of 1 gives 0)
import torch
import torch.nn as nn

GRAD_CLIP = 0.1

class GradZero(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x

    @staticmethod
    def backward(ctx, grad_x):
        grad_x = torch.where(torch.isnan(grad_x), torch.zeros_like(grad_x), grad_x)
        grad_x = torch.where(torch.abs(grad_x) > GRAD_CLIP, torch.zeros_like(grad_x), grad_x)
        return grad_x

class GradientZero(nn.Module):
    def __init__(self):
        super(GradientZero, self).__init__()

    def forward(self, x):
        return GradZero.apply(x)
