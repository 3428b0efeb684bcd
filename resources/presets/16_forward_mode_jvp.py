"""Find the bug: a jvp beside a right backward

f(x) = x · e^(−x²/2) has the derivative f'(x) = (1 − x²) · e^(−x²/2). backward
gets grad_output and returns grad_output · f'(x): the transpose of the
Jacobian applied to it. jvp is forward mode: it gets a tangent t and returns
f'(x) · t, the Jacobian applied to it. torch.func.jvp, jacfwd and hessian call
it. For an elementwise function both are f'(x) times what comes in.

Here backward is right, and jvp has one sign wrong. Every reverse-mode check
passes: gradcheck, torch.func.grad. The judge also pushes tangents through the
jvp and holds what comes out against central differences and against backward;
its sentence names the jvp and where it parts from the true derivative. Find
the term, fix it, and the verdict turns to "matches".

The setup_context style (forward without ctx) lets both work under torch.func:
setup_context saves x for backward with ctx.save_for_backward and for the jvp
with ctx.save_for_forward.

Topic: forward mode (jvp)
Question: At which x do the jvp and the true derivative still agree, and what does that tell you about the wrong term?
Verdict: differs
Train: model=fit-1d dataset=sin lr=0.01 steps=1500
View: curves
Focus: return x_tangent * (1 + x ** 2)
"""
import torch


class Wavelet(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x * torch.exp(-x ** 2 / 2)

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x)
        ctx.save_for_forward(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * (1 - x ** 2) * torch.exp(-x ** 2 / 2)

    @staticmethod
    def jvp(ctx, x_tangent):
        (x,) = ctx.saved_tensors
        return x_tangent * (1 + x ** 2) * torch.exp(-x ** 2 / 2)  # bug: one sign is wrong


x = torch.linspace(-2, 2, 5, dtype=torch.float64)
_, forward_mode = torch.func.jvp(Wavelet.apply, (x,), (torch.ones_like(x),))
reverse_mode = torch.func.grad(lambda x: Wavelet.apply(x).sum())(x)
print("jvp and backward agree:", torch.allclose(forward_mode, reverse_mode))
