# Source: PyTorch docs, notes/extending.func.rst, NumpyMul (BSD-3-Clause), with its jvp's second term changed (y_tangent * y for y_tangent * x)
# Expected: differs (d/dy [x y] = x: the jvp's term along y is wrong; forward-AD gradcheck fails)
import numpy as np
import torch


def to_numpy(tensor):
    return tensor.cpu().numpy()


class NumpyMul(torch.autograd.Function):
    @staticmethod
    def forward(x, y):
        return torch.tensor(to_numpy(x) * to_numpy(y), device=x.device)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)
        ctx.save_for_forward(*inputs)

    @staticmethod
    def backward(ctx, grad_output):
        x, y = ctx.saved_tensors
        gx = None
        if ctx.needs_input_grad[0]:
            gx = NumpyMul.apply(grad_output, y)
        gy = None
        if ctx.needs_input_grad[1]:
            gy = NumpyMul.apply(grad_output, x)
        return gx, gy

    @staticmethod
    def vmap(info, in_dims, x, y):
        x_bdim, y_bdim = in_dims
        x = x.movedim(x_bdim, -1) if x_bdim is not None else x.unsqueeze(-1)
        y = y.movedim(y_bdim, -1) if y_bdim is not None else y.unsqueeze(-1)
        result = NumpyMul.apply(x, y)
        result = result.movedim(-1, 0)
        return result, 0

    @staticmethod
    def jvp(ctx, x_tangent, y_tangent):
        x, y = ctx.saved_tensors
        return x_tangent * y + y_tangent * y   # the docs: y_tangent * x


def numpy_mul(x, y):
    return NumpyMul.apply(x, y)


x = torch.randn(3, 4, requires_grad=True)
y = torch.randn(3, 4, requires_grad=True)
z = numpy_mul(x, y)
