# Source: fungtion/DANN (GitHub), models/functions.py (ReverseLayerF), MIT.
# Expected: differs (alpha has no default and no call gives it: judged at alpha = 1.0, which a note
# says (issue 27 item 2); backward is -alpha times the identity's derivative 1, a gradient reversal;
# float64 gradcheck at alpha = 1.0 fails. It asked for alpha before.)
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
