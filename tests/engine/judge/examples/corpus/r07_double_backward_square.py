# Source: PyTorch tutorials, intermediate_source/custom_function_double_backward_tutorial.rst,
# "Saving the Inputs" (Square), BSD-3-Clause.
# Expected: matches (d/dx x^2 = 2x, and twice differentiable through autograd)
import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        # Because we are saving one of the inputs use `save_for_backward`
        # Save non-tensors and non-inputs/non-outputs directly on ctx
        ctx.save_for_backward(x)
        return x**2

    @staticmethod
    def backward(ctx, grad_out):
        # A function support double backward automatically if autograd
        # is able to record the computations performed in backward
        x, = ctx.saved_tensors
        return grad_out * 2 * x
