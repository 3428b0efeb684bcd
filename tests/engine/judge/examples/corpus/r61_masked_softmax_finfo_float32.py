# Source: written here after the masked softmax of attention codes that fill masked scores with -torch.finfo(dtype).max in a float32 buffer (issue 27's case: it fails in float64)
# Expected: matches (softmax's Jacobian diag(p) - p p^T on the kept entries; in float32 the VJP equals autograd's of the same forward exactly)
import torch
from torch.autograd import Function


class MaskedSoftmax(Function):
    @staticmethod
    def forward(ctx, scores, mask):
        filled = torch.empty(scores.shape, dtype=torch.float32)
        filled.fill_(-torch.finfo(scores.dtype).max)
        filled = torch.where(mask, scores.float(), filled)
        out = torch.softmax(filled, dim=-1).to(scores.dtype)
        ctx.save_for_backward(out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        out, = ctx.saved_tensors
        grad = out * (grad_output - (grad_output * out).sum(-1, keepdim=True))
        return grad, None


scores = torch.randn(2, 4)
mask = torch.tensor([[True, True, False, True], [True, False, True, True]])
p = MaskedSoftmax.apply(scores, mask)
