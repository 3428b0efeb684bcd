# Source: facebookresearch/fairseq (GitHub), fairseq/modules/grad_multiply.py, MIT.
# Expected: differs (scale times the identity's derivative; the call below uses 0.1)
import torch


class GradMultiply(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale):
        ctx.scale = scale
        res = x.new(x)
        return res

    @staticmethod
    def backward(ctx, grad):
        return grad * ctx.scale, None


x = GradMultiply.apply(torch.randn(4, requires_grad=True), 0.1)
