# Written for these tests in the shape of the autograd notes' MyCube, with the jvp staticmethod
# that forward-mode AD asks for: setup_context saves the input and the derivative for backward and
# for forward mode, and the jvp pushes a tangent through both outputs.
import torch


class MyCube(torch.autograd.Function):
    generate_vmap_rule = True

    @staticmethod
    def forward(x):
        return x ** 3, 3 * x ** 2

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        _, dx = output
        ctx.save_for_backward(x, dx)
        ctx.save_for_forward(x, dx)

    @staticmethod
    def backward(ctx, grad_output, grad_dx):
        x, dx = ctx.saved_tensors
        return grad_output * dx + grad_dx * 6 * x

    @staticmethod
    def jvp(ctx, x_tangent):
        x, dx = ctx.saved_tensors
        return x_tangent * dx, x_tangent * 6 * x


def my_cube(x):
    result, _ = MyCube.apply(x)
    return result
