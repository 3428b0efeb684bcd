"""Double backward: a polynomial with its first and second derivative

p(x) = x³/3 − x has the derivative p'(x) = x² − 1 and the second derivative
p''(x) = 2x. backward computes grad_output · p'(x) with ordinary torch
operations on the saved x, so autograd can differentiate backward itself:
that is double backward, and the judge draws the second derivative from it.

Decorating backward with @once_differentiable, or computing it in numpy,
would break that: a second backward would then fail. The lines at the bottom
check both derivatives with torch.autograd.grad(..., create_graph=True).

Topic: double backward
Question: What must a backward be written with so that autograd can differentiate it once more?
Verdict: matches
Train: model=fit-1d dataset=cubic lr=0.01 steps=1500
View: curves
"""
import torch


def p(x):
    return x ** 3 / 3 - x


def dp(x):
    return x ** 2 - 1


def d2p(x):
    return 2 * x


class Polynomial(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return p(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * dp(x)  # torch ops only: differentiable again


x = torch.linspace(-2, 2, 5, dtype=torch.float64, requires_grad=True)
(first,) = torch.autograd.grad(Polynomial.apply(x).sum(), x, create_graph=True)
(second,) = torch.autograd.grad(first.sum(), x)
print("p' right:", torch.allclose(first, dp(x)), " p'' right:", torch.allclose(second, d2p(x)))
