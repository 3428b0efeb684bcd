# Source: a deliberate bug in r74, modelled on Deep Declarative Networks (anucvml/ddn), ddn/pytorch/optimal_transport.py, OptimalTransportFcn and OptimalTransportLayer (MIT); written here
# Subject-is: OptimalTransportFcn
# Expected: differs (the marginal c's gradient leaves out the projection that the normalisation c / c.sum() makes: dJ/dc is ub / sum(c) instead of (ub - <ub, c>) / sum(c); plain float64 gradcheck at the call's values fails on input 2, and the VJP against torch.func.vjp of the unrolled iterations differs in c only)
import torch
import torch.nn as nn


def sinkhorn_plan(M, r, c, gamma, eps, maxiters):
    """Rows scaled to r, then columns to c, until the columns are within eps of c."""
    B, H, W = M.shape
    P = torch.exp(-gamma * (M - torch.amin(M, 2, keepdim=True)))
    for _ in range(maxiters):
        P = P / P.sum(2).view(B, H, 1) * r.view(-1, H, 1)
        col = P.sum(1)
        if torch.max(torch.abs(col - c)) <= eps:
            break
        P = P / col.view(B, 1, W) * c.view(-1, 1, W)
    return P


class OptimalTransportFcn(torch.autograd.Function):
    """Entropy-regularised optimal transport between marginals r (B, H) and c (B, W).

    Both r and c must be positive. They are normalised to sum to one.
    """

    @staticmethod
    def forward(ctx, M, r, c, gamma=1.0, eps=1.0e-6, maxiters=1000):
        with torch.no_grad():
            ctx.inv_r_sum = 1.0 / r.sum(1, keepdim=True)
            ctx.inv_c_sum = 1.0 / c.sum(1, keepdim=True)
            r, c = r * ctx.inv_r_sum, c * ctx.inv_c_sum
            P = sinkhorn_plan(M, r, c, gamma, eps, maxiters)
        ctx.save_for_backward(r, c, P)
        ctx.gamma = gamma
        return P

    @staticmethod
    def backward(ctx, dJdP):
        # Implicit differentiation: P = exp(-gamma M + a_i + b_j) with a_0 held at 0 (one row
        # constraint is implied by the others); the duals' change solves the constraints' system.
        r, c, P = ctx.saved_tensors
        B, H, W = P.shape
        vP = dJdP * P
        rhs = torch.cat((vP[:, 1:, :].sum(2), vP.sum(1)), dim=1)
        system = torch.zeros(B, H - 1 + W, H - 1 + W, dtype=P.dtype, device=P.device)
        system[:, :H - 1, :H - 1] = torch.diag_embed(P[:, 1:, :].sum(2))
        system[:, H - 1:, H - 1:] = torch.diag_embed(P.sum(1))
        system[:, :H - 1, H - 1:] = P[:, 1:, :]
        system[:, H - 1:, :H - 1] = P[:, 1:, :].transpose(1, 2)
        u = torch.linalg.solve(system, rhs)
        ua = torch.cat((torch.zeros(B, 1, dtype=P.dtype, device=P.device), u[:, :H - 1]), dim=1)
        ub = u[:, H - 1:]
        dJdM = ctx.gamma * P * (ua.view(B, H, 1) + ub.view(B, 1, W) - dJdP)
        dJdr = ctx.inv_r_sum * (ua - (ua * r).sum(1, keepdim=True))
        dJdc = ctx.inv_c_sum * ub
        return dJdM, dJdr, dJdc, None, None, None


class OptimalTransportLayer(nn.Module):
    def __init__(self, gamma=1.0, eps=1.0e-6, maxiters=1000):
        super().__init__()
        self.gamma, self.eps, self.maxiters = gamma, eps, maxiters

    def forward(self, M, r, c):
        return OptimalTransportFcn.apply(M, r, c, self.gamma, self.eps, self.maxiters)


torch.manual_seed(0)
M = torch.randn(2, 5, 6, dtype=torch.float64, requires_grad=True)
r = torch.rand(2, 5, dtype=torch.float64) + 0.1
c = torch.rand(2, 6, dtype=torch.float64) + 0.1
r.requires_grad_()
c.requires_grad_()
layer = OptimalTransportLayer(gamma=30.0, eps=1.0e-12)
P = layer(M, r, c)
