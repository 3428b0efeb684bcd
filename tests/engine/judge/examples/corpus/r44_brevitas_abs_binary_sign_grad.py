# Source: Xilinx/brevitas (GitHub), src/brevitas/ops/autograd_ste_ops.py (AbsBinarySignGradFn) and
# src/brevitas/function/ops.py (binary_sign), BSD-3-Clause. binary_sign's @brevitas.jit.script is
# left out: it is the identity unless BREVITAS_JIT=1.
# Expected: matches (|x|' = sign(x) away from 0; the backward's binary sign is +1 at 0, a subgradient,
# so the curves agree everywhere but the kink)
from typing import Tuple

import torch
from torch.autograd import Function
from torch import Tensor


def binary_sign(x: Tensor) -> Tensor:
    """
    Computes the 2-valued sign of an input tensor.

    Args:
        x (Tensor): input tensor.

    Returns:
        Tensor: the 2-valued sign tensor of the input tensor.

    Examples:
        >>> binary_sign(torch.tensor([2.1, -0.3, 0.0]))
        tensor([ 1., -1.,  1.])
    """
    positive_mask = torch.ge(x, 0.0)
    negative_mask = torch.lt(x, 0.0)
    y = positive_mask.to(x.dtype) - negative_mask.to(x.dtype)
    return y


class AbsBinarySignGradFn(Function):
    """
    Autograd function that implements :func:`torch.abs` with a binary-sign backward, in order to
    have subgradient 1 in 0. Compare with :func:`torch.abs`' subgradient of 0 in 0.

    ``AbsBinarySignGradFn.apply(*args)`` is first aliased to :func:`abs_binary_sign_grad(*args)
    <brevitas.ops.autograd_ste_ops.abs_binary_sign_grad_impl>` and then wrapped by
    :func:`~brevitas.function.ops_ste.abs_binary_sign_grad` when env ``BREVITAS_JIT=0``.
    See :func:`~brevitas.function.ops_ste.abs_binary_sign_grad` for details on the interface and
    examples.
    """

    @staticmethod
    def forward(ctx, x: Tensor) -> Tensor:
        ctx.save_for_backward(binary_sign(x).type(torch.int8))  # save some memory
        y = torch.abs(x)
        return y

    @staticmethod
    def backward(ctx, grad_y: Tensor) -> Tensor:
        binary_sign, = ctx.saved_tensors
        return binary_sign.float() * grad_y

    @staticmethod
    def symbolic(g, x: Tensor):
        y = g.op('Abs', x)
        return y
