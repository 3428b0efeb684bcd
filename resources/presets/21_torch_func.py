"""torch.func needs the setup_context style

f(x) = x / (1 + |x|) (softsign) has the derivative f'(x) = 1 / (1 + |x|)². The
backward below is right: the curves agree and gradcheck passes, so the verdict
is "matches". Yet torch.func.grad, vjp, jacrev and vmap refuse this Function:
its forward takes ctx, the classic style, and torch.func cannot run a forward
that writes into ctx while it transforms it. The list of checks says so, as a
skipped check, not as a verdict on the maths; the example below prints the
error torch.func raises.

Move ctx out of forward: forward(x) only computes, a new staticmethod
setup_context(ctx, inputs, output) saves what backward needs, and
generate_vmap_rule = True lets torch.vmap batch it. Check again: the torch.func
and vmap checks now run, and pass.

Topic: torch.func and vmap
Question: Which checks are skipped, and what in the code decides it?
Verdict: matches
Train: model=fit-1d dataset=sin lr=0.01 steps=1500
View: curves
"""
import torch


class Softsign(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x / (1 + x.abs())

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output / (1 + x.abs()) ** 2


x = torch.linspace(-2, 2, 5, dtype=torch.float64)
try:
    print("torch.func.grad:", torch.func.grad(lambda x: Softsign.apply(x).sum())(x))
except RuntimeError as error:
    print("torch.func.grad refuses it:", str(error).splitlines()[0][:110])
