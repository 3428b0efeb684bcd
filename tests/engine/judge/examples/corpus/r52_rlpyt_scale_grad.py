# Source: astooke/rlpyt (GitHub), rlpyt/models/utils.py (ScaleGrad, scale_grad), MIT.
# Expected: matches (scale has no default and no call passes one, and backward returns None for it: a
# plain factor, judged at scale = 1.0, which a note says (issue 27 item 2); there backward's grad * scale
# is the identity's derivative, and float64 gradcheck at scale = 1.0 passes. It asked for scale before.)
import torch


class ScaleGrad(torch.autograd.Function):

    @staticmethod
    def forward(ctx, tensor, scale):
        ctx.scale = scale
        return tensor

    @staticmethod
    def backward(ctx, grad_output):
        # We return as many input gradients as there were arguments.
        # Gradients of non-Tensor arguments to forward must be None.
        return grad_output * ctx.scale, None


scale_grad = ScaleGrad.apply
