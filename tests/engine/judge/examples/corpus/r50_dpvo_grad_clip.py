# Source: princeton-vl/DPVO (GitHub), dpvo/blocks.py (GradClip, GradientClip), MIT.
# Expected: differs (forward is the identity, slope 1; the backward clamps grad_output to
# [-0.01, 0.01], so for an upstream gradient of 1 it returns 0.01: a gradient clip on purpose, but
# not the derivative of x)
import torch
import torch.nn as nn


class GradClip(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x

    @staticmethod
    def backward(ctx, grad_x):
        grad_x = torch.where(torch.isnan(grad_x), torch.zeros_like(grad_x), grad_x)
        return grad_x.clamp(min=-0.01, max=0.01)

class GradientClip(nn.Module):
    def __init__(self):
        super(GradientClip, self).__init__()

    def forward(self, x):
        return GradClip.apply(x)
