# Source: PyTorch, torch/utils/hooks.py (BackwardHookFunction), BSD-3-Clause.
# Expected: matches (identity forward, identity backward)
import torch


class BackwardHookFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, *args):
        ctx.mark_non_differentiable(*[arg for arg in args if not arg.requires_grad])
        return args

    @staticmethod
    def backward(ctx, *args):
        return args
