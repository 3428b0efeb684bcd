"""A custom op: torch.library.custom_op with register_autograd

A function that leaves torch, here numpy's tanh, is opaque to autograd and to
torch.compile. torch.library.custom_op makes it an operator of torch's own:
register_fake says what shapes and dtypes it gives (torch.compile and export
trace with it), and register_autograd gives its backward with a setup_context
that saves what backward needs.

The judge treats the op like a Function: the curves and gradcheck. It also runs
torch.library.opcheck, which tests the schema, the fake implementation and the
autograd registration (python -m playground check lists each check). Comment
out register_fake and see what opcheck says.

Each check runs the file in an op namespace of its own, so you can edit and
check it again: "mylib::numpy_tanh" never meets the op an earlier version of the
file defined.

Topic: custom ops
Question: What would go wrong under torch.compile without register_fake, and why does autograd need register_autograd?
Verdict: matches
Train: model=fit-1d dataset=sin lr=0.01 steps=1500
View: curves
"""
import numpy as np
import torch
from torch import Tensor


@torch.library.custom_op("mylib::numpy_tanh", mutates_args=())
def numpy_tanh(x: Tensor) -> Tensor:
    return torch.from_numpy(np.tanh(x.detach().cpu().numpy())).to(x.device)


@numpy_tanh.register_fake
def _(x):
    return torch.empty_like(x)


def setup_context(ctx, inputs, output):
    ctx.save_for_backward(output)


def backward(ctx, grad_output):
    (y,) = ctx.saved_tensors
    return grad_output * (1 - y ** 2)


numpy_tanh.register_autograd(backward, setup_context=setup_context)

x = torch.linspace(-2, 2, 5, dtype=torch.float64, requires_grad=True)
(grad,) = torch.autograd.grad(numpy_tanh(x).sum(), x)
print("backward right:", torch.allclose(grad, 1 - torch.tanh(x) ** 2))
