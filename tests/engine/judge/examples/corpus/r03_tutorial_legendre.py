# Source: PyTorch tutorials, beginner_source/examples_autograd/polynomial_custom_function.py, BSD-3-Clause.
# Expected: matches (P3 = (5x^3 - 3x)/2, P3' = 1.5 (5x^2 - 1))
import torch


class LegendrePolynomial3(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return 0.5 * (5 * input ** 3 - 3 * input)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output * 1.5 * (5 * input ** 2 - 1)
