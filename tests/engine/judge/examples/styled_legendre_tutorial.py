# -*- coding: utf-8 -*-
"""
Written for these tests in the shape of the "Defining New autograd Functions" tutorial:
a module docstring, tab indentation, docstrings inside the methods, the Function bound to a
name (P3 = ....apply) inside a training loop that runs at import and prints as it goes.
"""
import torch
import math


class LegendrePolynomial3(torch.autograd.Function):
	"""P3(x) = (5x^3 - 3x) / 2, with its derivative written by hand."""

	@staticmethod
	def forward(ctx, input):
		"""Save the input; return P3 of it."""
		ctx.save_for_backward(input)
		return 0.5 * (5 * input ** 3 - 3 * input)

	@staticmethod
	def backward(ctx, grad_output):
		"""P3'(x) = 3 (5x^2 - 1) / 2, times the incoming gradient."""
		input, = ctx.saved_tensors
		return grad_output * 1.5 * (5 * input ** 2 - 1)


dtype = torch.float
device = torch.device("cpu")
x = torch.linspace(-math.pi, math.pi, 200, device=device, dtype=dtype)
y = torch.sin(x)
a = torch.full((), 0.0, device=device, dtype=dtype, requires_grad=True)
b = torch.full((), -1.0, device=device, dtype=dtype, requires_grad=True)
c = torch.full((), 0.0, device=device, dtype=dtype, requires_grad=True)
d = torch.full((), 0.3, device=device, dtype=dtype, requires_grad=True)
learning_rate = 5e-6
for t in range(50):
	P3 = LegendrePolynomial3.apply
	y_pred = a + b * P3(c + d * x)
	loss = (y_pred - y).pow(2).sum()
	if t % 10 == 9:
		print(t, loss.item())
	loss.backward()
	with torch.no_grad():
		a -= learning_rate * a.grad
		b -= learning_rate * b.grad
		c -= learning_rate * c.grad
		d -= learning_rate * d.grad
		a.grad = None
		b.grad = None
		c.grad = None
		d.grad = None
print(f"Result: y = {a.item()} + {b.item()} * P3({c.item()} + {d.item()} x)")
