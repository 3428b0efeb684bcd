# Source: deliberate bug, modelled on a cheetah-style Function whose jvp is wrong only along its second input, which the code's call holds fixed
# Expected: differs (d/dy [x sin y] = x cos y; the jvp gives x sin y along y: torch's forward-AD gradcheck with y's tangent fails)
import torch


class ScaledProduct(torch.autograd.Function):
    @staticmethod
    def forward(x, y):
        return x * torch.sin(y)

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, y = inputs
        ctx.save_for_backward(x, y)
        ctx.save_for_forward(x, y)

    @staticmethod
    def backward(ctx, g):
        x, y = ctx.saved_tensors
        return g * torch.sin(y), g * x * torch.cos(y)

    @staticmethod
    def jvp(ctx, tx, ty):
        x, y = ctx.saved_tensors
        return tx * torch.sin(y) + ty * x * torch.sin(y)   # wrong: cos(y)


x = torch.randn(5, requires_grad=True)
y = torch.randn(5)
z = ScaledProduct.apply(x, y)
