# Source: modelled on brevitas' clamp straight-through estimator (src/brevitas/ops/autograd_ste_ops.py, scalar_clamp_ste_impl); written here
# Expected: differs (clamp's derivative is 0 outside [-1, 1]; the backward passes grad_output everywhere: the straight-through estimate of clamp, which a forgotten mask would also give)
import torch
from torch.autograd import Function


class ScalarClampSte(Function):
    @staticmethod
    def forward(ctx, x, min_val, max_val):
        return torch.clamp(x, min_val, max_val)

    @staticmethod
    def backward(ctx, grad_y):
        return grad_y, None, None


x = torch.randn(10, requires_grad=True)
y = ScalarClampSte.apply(x, -1.0, 1.0)
