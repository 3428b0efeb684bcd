# Source: written here (issue 27's case: a forward that uses a float32 nn.Linear from the file's scope, and no call), with the backward's factor 2 left out
# Expected: differs (half the true gradient: float64 gradcheck with the layer in float64 fails)
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
        return (y * grad_output) @ proj.weight
