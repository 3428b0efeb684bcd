# Source: Diego999/pyGAT (GitHub), layers.py (SpecialSpmmFunction, SpecialSpmm), MIT; written here after it, with the call its SpGraphAttentionLayer makes: SpecialSpmm()(edge, edge_e, torch.Size([N, N]), h)
# Subject-is: SpecialSpmmFunction
# Expected: matches (a = sparse(edge, values); out = a @ b: d/dvalues[k] = (grad_out @ b^T)[i_k, j_k], d/db = a^T grad_out; float64 gradcheck in values and b passes at the call's edges)
import torch
import torch.nn as nn


class SpecialSpmmFunction(torch.autograd.Function):
    """Special function for only sparse region backpropataion layer."""
    @staticmethod
    def forward(ctx, indices, values, shape, b):
        assert indices.requires_grad == False
        a = torch.sparse_coo_tensor(indices, values, shape)
        ctx.save_for_backward(a, b)
        ctx.N = shape[0]
        return torch.matmul(a, b)

    @staticmethod
    def backward(ctx, grad_output):
        a, b = ctx.saved_tensors
        grad_values = grad_b = None
        if ctx.needs_input_grad[1]:
            grad_a_dense = grad_output.matmul(b.t())
            edge_idx = a._indices()[0, :] * ctx.N + a._indices()[1, :]
            grad_values = grad_a_dense.view(-1)[edge_idx]
        if ctx.needs_input_grad[3]:
            grad_b = a.t().matmul(grad_output)
        return None, grad_values, None, grad_b


class SpecialSpmm(nn.Module):
    def forward(self, indices, values, shape, b):
        return SpecialSpmmFunction.apply(indices, values, shape, b)


N = 4
edge = torch.tensor([[0, 0, 1, 2, 3, 3], [0, 1, 2, 3, 0, 3]])
edge_e = torch.rand(edge.shape[1], dtype=torch.float64, requires_grad=True)
h = torch.randn(N, 3, dtype=torch.float64, requires_grad=True)
h_prime = SpecialSpmm()(edge, edge_e, torch.Size([N, N]), h)
