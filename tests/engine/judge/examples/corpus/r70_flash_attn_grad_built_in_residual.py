# Source: modelled on flash-attention, flash_attn/bert_padding.py, IndexFirstAxisResidual (BSD-3-Clause); written here
# Expected: matches (gathered rows and the input as a residual: the input's gradient is grad_residual plus grad_rows scattered back; the backward builds it in grad_residual, in place, which is legal: plain float64 gradcheck passes)
import torch


class IndexRowsResidual(torch.autograd.Function):
    """Rows picked by index, and the input itself as a residual for a later layer."""

    @staticmethod
    def forward(ctx, hidden, rows):
        ctx.save_for_backward(rows)
        return hidden[rows], hidden.detach()

    @staticmethod
    def backward(ctx, grad_rows, grad_residual):
        (rows,) = ctx.saved_tensors
        grad_hidden = grad_residual  # built in the incoming gradient: autograd never reads it again
        index = rows.reshape(-1, *([1] * (grad_rows.dim() - 1))).expand_as(grad_rows)
        grad_hidden.scatter_add_(0, index, grad_rows)
        return grad_hidden, None


hidden = torch.randn(6, 4, requires_grad=True)
rows = torch.tensor([0, 2, 3, 5])
picked, residual = IndexRowsResidual.apply(hidden, rows)
