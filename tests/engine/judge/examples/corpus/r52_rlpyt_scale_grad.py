# Source: astooke/rlpyt (GitHub), rlpyt/models/utils.py (ScaleGrad, scale_grad), MIT.
# Expected: error (scale has no default and no call in this code passes one; backward returns None
# for it, so it is a plain factor the judge must be given, not a tensor to invent)
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
