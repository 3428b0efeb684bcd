# Source: lukemelas/EfficientNet-PyTorch (GitHub), efficientnet_pytorch/utils.py
# (SwishImplementation, MemoryEfficientSwish), Apache-2.0.
# Expected: matches (d/dx x*s(x) = s(x) (1 + x (1 - s(x))))
import torch
from torch import nn


class SwishImplementation(torch.autograd.Function):
    @staticmethod
    def forward(ctx, i):
        result = i * torch.sigmoid(i)
        ctx.save_for_backward(i)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        i = ctx.saved_tensors[0]
        sigmoid_i = torch.sigmoid(i)
        return grad_output * (sigmoid_i * (1 + i * (1 - sigmoid_i)))


class MemoryEfficientSwish(nn.Module):
    def forward(self, x):
        return SwishImplementation.apply(x)
