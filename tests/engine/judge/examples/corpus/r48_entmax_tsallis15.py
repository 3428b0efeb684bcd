# Source: deep-spin/entmax (GitHub), entmax/activations.py (_make_ix_like,
# _tsallis_threshold_and_support, Tsallis15Function, entmax15 — the 1.5-entmax of an early
# version), MIT.
# Expected: matches (1.5-entmax: Y = clamp(X/2 - tau, 0)^2; its Jacobian-vector product is
# sqrt(Y) g - sqrt(Y) (sum sqrt(Y) g / sum sqrt(Y)); outputs mix inputs, so gradcheck decides)
import torch
from torch.autograd import Function


def _make_ix_like(input, dim=0):
    d = input.size(dim)
    rho = torch.arange(1, d + 1, device=input.device, dtype=input.dtype)
    view = [1] * input.dim()
    view[0] = -1
    return rho.view(view).transpose(0, dim)


def _tsallis_threshold_and_support(input, dim=0):
    Xsrt, _ = torch.sort(input, descending=True, dim=dim)

    rho = _make_ix_like(input, dim)
    mean = Xsrt.cumsum(dim) / rho
    mean_sq = (Xsrt ** 2).cumsum(dim) / rho
    ss = rho * (mean_sq - mean ** 2)
    delta = (1 - ss) / rho

    # NOTE this is not exactly the same as in reference algo
    # Fortunately it seems the clamped values never wrongly
    # get selected by tau <= sorted_z. Prove this!
    delta_nz = torch.clamp(delta, 0)
    tau = mean - torch.sqrt(delta_nz)

    support_size = (tau <= Xsrt).sum(dim).unsqueeze(dim)
    tau_star = tau.gather(dim, support_size - 1)
    return tau_star, support_size


class Tsallis15Function(Function):
    @staticmethod
    def forward(ctx, X, dim=0):
        ctx.dim = dim

        max_val, _ = X.max(dim=dim, keepdim=True)
        X = X - max_val  # same numerical stability trick as for softmax
        X = X / 2  # divide by 2 to solve actual Tsallis

        tau_star, _ = _tsallis_threshold_and_support(X, dim)

        Y = torch.clamp(X - tau_star, min=0) ** 2
        ctx.save_for_backward(Y)
        return Y

    @staticmethod
    def backward(ctx, dY):
        Y, = ctx.saved_tensors
        gppr = Y.sqrt()  # = 1 / g'' (Y)
        dX = dY * gppr
        q = dX.sum(ctx.dim) / gppr.sum(ctx.dim)
        q = q.unsqueeze(ctx.dim)
        dX -= q * gppr
        return dX, None


entmax15 = Tsallis15Function.apply
