# Source: written here (issue 27's case: a forward that uses a float32 nn.Linear from the file's scope, a closure, and no call; the float64 probe fails on it)
# Expected: matches (y = (W x + b)^2: dy/dx = 2 y W, which backward gives; float64 gradcheck passes with the layer in float64)
import torch
from torch.autograd import Function

proj = torch.nn.Linear(3, 3)


class ProjectedSquare(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return proj(x) ** 2

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        y = proj(x)
        return (2 * y * grad_output) @ proj.weight
