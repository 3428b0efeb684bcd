# Source: ultralytics/yolov5 (GitHub), utils/activations.py (MemoryEfficientSwish), AGPL-3.0.
# Expected: matches
import torch
import torch.nn as nn
import torch.nn.functional as F


class MemoryEfficientSwish(nn.Module):
    """Memory-efficient Swish activation function using custom autograd for reduced memory usage."""

    class F(torch.autograd.Function):
        """Implements a custom autograd function for memory-efficient Swish activation."""

        @staticmethod
        def forward(ctx, x):
            """Applies Swish activation and saves input for backward pass."""
            ctx.save_for_backward(x)
            return x * torch.sigmoid(x)

        @staticmethod
        def backward(ctx, grad_output):
            """Computes gradient of the Swish activation function for backpropagation."""
            x = ctx.saved_tensors[0]
            sx = torch.sigmoid(x)
            return grad_output * (sx * (1 + x * (1 - sx)))

    def forward(self, x):
        """Applies Swish activation to input `x` using custom autograd function for memory efficiency."""
        return self.F.apply(x)
