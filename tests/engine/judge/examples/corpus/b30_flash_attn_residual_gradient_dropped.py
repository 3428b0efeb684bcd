# Source: deliberate bug in r70's Function: the scattered rows overwrite grad_residual instead of adding to it
# Expected: differs (the input's gradient loses grad_residual where a row was picked: scatter_ replaces, scatter_add_ adds)
import torch


class IndexRowsResidual(torch.autograd.Function):
    @staticmethod
    def forward(ctx, hidden, rows):
        ctx.save_for_backward(rows)
        return hidden[rows], hidden.detach()

    @staticmethod
    def backward(ctx, grad_rows, grad_residual):
        (rows,) = ctx.saved_tensors
        grad_hidden = grad_residual
        index = rows.reshape(-1, *([1] * (grad_rows.dim() - 1))).expand_as(grad_rows)
        grad_hidden.scatter_(0, index, grad_rows)
        return grad_hidden, None


hidden = torch.randn(6, 4, requires_grad=True)
rows = torch.tensor([0, 2, 3, 5])
picked, residual = IndexRowsResidual.apply(hidden, rows)
