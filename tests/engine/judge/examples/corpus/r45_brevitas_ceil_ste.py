# Source: Xilinx/brevitas (GitHub), src/brevitas/ops/autograd_ste_ops.py (CeilSteFn, ceil_ste_impl),
# BSD-3-Clause.
# Expected: differs by design (ceil is a staircase, flat between integers; the backward passes the
# gradient straight through, a straight-through estimator)
import torch
from torch.autograd import Function
from torch import Tensor


class CeilSteFn(Function):
    """ 
    Autograd function that implements :func:`torch.ceil` with a straight-through gradient estimator.

    ``CeilSteFn.apply(*args)`` is first aliased to :func:`ceil_ste_impl(*args)
    <brevitas.ops.autograd_ste_ops.ceil_ste_impl>` and then wrapped by
    :func:`~brevitas.function.ops_ste.ceil_ste` when env ``BREVITAS_JIT=0``.
    See :func:`~brevitas.function.ops_ste.ceil_ste` for details on the interface and
    examples.
    """

    @staticmethod
    def forward(ctx, x: Tensor) -> Tensor:
        y = torch.ceil(x)
        return y

    @staticmethod
    def backward(ctx, grad_y: Tensor) -> Tensor:
        return grad_y

    @staticmethod
    def symbolic(g, x: Tensor):
        y = g.op('Ceil', x)
        return y


#: Alias for :class:`CeilSteFn.apply(*args)
#: <brevitas.ops.autograd_ste_ops.CeilSteFn>`
ceil_ste_impl = CeilSteFn.apply
