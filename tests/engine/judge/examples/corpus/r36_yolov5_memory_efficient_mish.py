# Source: ultralytics/yolov5 (GitHub), utils/activations.py (MemoryEfficientMish), AGPL-3.0.
# Expected: matches (F inside the staticmethods is torch.nn.functional: class scope is not enclosing)
import torch
import torch.nn as nn
import torch.nn.functional as F


class MemoryEfficientMish(nn.Module):
    """Efficiently applies the Mish activation function using custom autograd for reduced memory usage."""

    class F(torch.autograd.Function):
        """Implements a custom autograd function for memory-efficient Mish activation."""

        @staticmethod
        def forward(ctx, x):
            """Applies the Mish activation function and saves the input tensor for backward pass."""
            ctx.save_for_backward(x)
            return x.mul(torch.tanh(F.softplus(x)))  # x * tanh(ln(1 + exp(x)))

        @staticmethod
        def backward(ctx, grad_output):
            """Computes the gradient of the Mish activation function with respect to input `x`."""
            x = ctx.saved_tensors[0]
            sx = torch.sigmoid(x)
            fx = F.softplus(x).tanh()
            return grad_output * (fx + x * sx * (1 - fx * fx))

    def forward(self, x):
        """Applies the Mish activation function to the input tensor `x`."""
        return self.F.apply(x)
