"""Which of PyTorch 2's ways to write a gradient a Function (or custom op) uses.

- the ``setup_context`` style: forward without ctx, a separate ``setup_context(ctx, inputs,
  output)``; only this style works under torch.func (grad, vjp, jacrev, vmap);
- a ``jvp`` staticmethod: forward-mode AD;
- a ``vmap`` staticmethod or ``generate_vmap_rule = True``: torch.vmap (a custom op: register_vmap);
- a custom op (``torch.library.custom_op`` + ``register_autograd``), which the judge sees as a
  Function class (engine/usercode/custom_ops.py).
"""
from __future__ import annotations

from torch.autograd import Function

from playground.engine.usercode.calls import uses_setup_context
from playground.engine.usercode.custom_ops import is_op_function

__all__ = ["uses_setup_context", "is_op_function", "has_jvp", "has_vmap_rule"]


def has_jvp(cls) -> bool:
    """Does the Function define a jvp staticmethod (forward mode)? A custom op cannot."""
    return not is_op_function(cls) and getattr(cls, "jvp", Function.jvp) is not Function.jvp


def has_vmap_rule(cls) -> bool:
    """Can torch.vmap batch it: a vmap staticmethod, generate_vmap_rule, or an op's register_vmap."""
    if is_op_function(cls):
        return cls.custom_op._vmap_fn is not None
    return bool(getattr(cls, "generate_vmap_rule", False)) or getattr(cls, "vmap", Function.vmap) is not Function.vmap
