# Written for these tests after a bug found in a published scientific code base: the backward of
# x * sin(x) is right, and the jvp has the sign of one term flipped. Every reverse-mode check
# passes; only forward mode (torch.func.jvp, jacfwd, forward_ad) gets the wrong derivative.
import torch


class XSin(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x * torch.sin(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        ctx.save_for_backward(x)
        ctx.save_for_forward(x)

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * (torch.sin(x) + x * torch.cos(x))

    @staticmethod
    def jvp(ctx, x_tangent):
        x, = ctx.saved_tensors
        return x_tangent * (torch.sin(x) - x * torch.cos(x))
