import torch


class Project(torch.autograd.Function):
    """Written for float32 tensors: its fixed matrix is float32, so float64 input fails."""

    @staticmethod
    def forward(ctx, x):
        weight = torch.tensor([[1.0, 2.0], [0.5, -1.0], [3.0, 0.0]])
        ctx.save_for_backward(weight)
        return x @ weight

    @staticmethod
    def backward(ctx, grad_output):
        weight, = ctx.saved_tensors
        return grad_output @ weight.t()


x = torch.randn(4, 3)
Project.apply(x)
