# Source: fungtion/DANN (GitHub), models/functions.py (ReverseLayerF), MIT.
# Expected: error (asks for alpha: backward is -alpha times the identity's derivative 1, so the
# verdict depends on alpha (alpha = -1 would match), and the file never calls it with a value.
# Derived first as "differs"; the judge's question is the better answer: noted in the report.)
from torch.autograd import Function


class ReverseLayerF(Function):

    @staticmethod
    def forward(ctx, x, alpha):
        ctx.alpha = alpha

        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad_output):
        output = grad_output.neg() * ctx.alpha

        return output, None
