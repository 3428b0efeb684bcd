"""Watching and steering calls of the user's autograd Functions.

Two things need to see every ``SomeFunction.apply(...)`` the user's code makes, including calls
through names bound at import time (``P3 = LegendrePolynomial3.apply``, ``ste = make_ste(0.5)``)
that no later patch of the class could reach:

- while the code's top level runs, the first call of each Function is recorded, so the probe can
  use the values the user's own demo passed (a non-tensor argument without a default, the shapes);
- while the probe asks what autograd alone would give, a user Function's forward runs directly,
  with a stand-in ctx, so autograd differentiates the forward's own operations.

So, inside ``apply_hook(...)``, ``torch.autograd.Function.apply`` is a thin wrapper that hands each
call to the active hook; bound methods taken while it was installed keep working afterwards and
then simply call the original.
"""
from __future__ import annotations

import contextlib
import inspect
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

import torch
from torch.autograd import Function

from playground.engine.torch_private import (
    has_own_setup_context,
    in_backward_pass,
    is_batched,
    is_functorch_wrapped,
    unwrapped,
)

_ORIGINAL_APPLY = Function.__dict__["apply"]
_active_hook: Optional[Callable] = None
_install_depth = 0


def original_apply(cls, *args, **kwargs):
    """Function.apply as torch defines it (for a custom op's class, custom_ops.py: the op itself)."""
    op = cls.__dict__.get("custom_op")
    if op is not None:
        return op(*args, **kwargs)
    return _ORIGINAL_APPLY.__func__(cls, *args, **kwargs)


def hooked_apply(cls, *args, **kwargs):
    """What ``cls.apply(...)`` does now: hand the call to the active hook, if any."""
    return _hooked_apply(cls, *args, **kwargs)


def _hooked_apply(cls, *args, **kwargs):
    hook = _active_hook
    if hook is None:
        return original_apply(cls, *args, **kwargs)
    return hook(cls, args, kwargs)


_HOOKED_APPLY = classmethod(_hooked_apply)


@contextlib.contextmanager
def apply_hook(hook: Optional[Callable]):
    """Route every Function.apply call through ``hook(cls, args, kwargs)`` inside the block."""
    global _active_hook, _install_depth
    previous = _active_hook
    if _install_depth == 0:
        Function.apply = _HOOKED_APPLY
    _install_depth += 1
    _active_hook = hook
    try:
        yield
    finally:
        _active_hook = previous
        _install_depth -= 1
        if _install_depth == 0:
            Function.apply = _ORIGINAL_APPLY


# ----------------------------------------------------------------------------- recording


KEPT_VALUES = 65536  # a tensor of the call this small keeps its values: the judge works at them


@dataclass
class RecordedArg:
    """One argument of a recorded call: a tensor (shape, dtype, small value) or any other value."""

    is_tensor: bool
    value: Any = None  # the object, or a copy of a tensor of at most KEPT_VALUES elements
    shape: tuple = ()
    dtype: Any = None
    requires_grad: bool = False


@dataclass
class RecordedCall:
    args: list = field(default_factory=list)  # list[RecordedArg]
    kwargs: dict = field(default_factory=dict)  # name -> RecordedArg


def record_call(args, kwargs, values: bool = True) -> RecordedCall:
    """A call's arguments as recorded (small tensors copied; with ``values`` False no tensor is:
    their shapes and dtypes only)."""
    limit = KEPT_VALUES if values else -1
    return RecordedCall([_record_arg(a, limit) for a in args],
                        {k: _record_arg(v, limit) for k, v in kwargs.items()})


def _record_arg(value, limit: int = KEPT_VALUES) -> RecordedArg:
    if isinstance(value, torch.Tensor):
        small = value.detach().clone() if value.numel() <= limit else None
        return RecordedArg(True, small, tuple(value.shape), value.dtype, value.requires_grad)
    return RecordedArg(False, value)


class CallRecorder:
    """Keeps the first call of each user Function (classes defined in ``module_name``), and
    enters every call into ``log`` (call_log.CallLog), where one is given."""

    def __init__(self, module_name: str, log=None):
        self.module_name = module_name
        self.calls: dict = {}  # Function class -> RecordedCall
        self.log = log

    def __call__(self, cls, args, kwargs):
        if cls.__module__ != self.module_name:
            return original_apply(cls, *args, **kwargs)
        plain = plain_arguments(args, kwargs) if cls not in self.calls else None
        if plain is not None:
            self.calls[cls] = record_call(*plain)
        if self.log is None:
            return original_apply(cls, *args, **kwargs)
        self.log.enter(cls, "function", args, kwargs)
        try:
            return original_apply(cls, *args, **kwargs)
        finally:
            self.log.leave()


def recordable(args, kwargs) -> bool:
    """Is this a call the code itself makes on plain tensors? Not one inside a backward pass (a
    Function used to write another's backward), nor one under torch.vmap or torch.func (its
    tensors are the transform's wrappers, per-sample shaped, and must not escape it)."""
    if in_backward_pass():
        return False
    return not any(isinstance(value, torch.Tensor) and is_functorch_wrapped(value)
                   for value in (*args, *kwargs.values()))


def plain_arguments(args, kwargs) -> Optional[tuple]:
    """(args, kwargs) with torch.func's gradient wrappers taken off (the same shapes and values),
    or None for a call not to record: one inside a backward pass (a Function used to write
    another's backward), or under vmap (its tensors are per-sample views of a batch)."""
    if in_backward_pass():
        return None
    try:
        return [_unwrapped(a) for a in args], {k: _unwrapped(v) for k, v in kwargs.items()}
    except _Batched:
        return None


class _Batched(Exception):
    pass


def _unwrapped(value):
    while isinstance(value, torch.Tensor) and is_functorch_wrapped(value):
        if is_batched(value):
            raise _Batched()
        value = unwrapped(value)
    return value


# ----------------------------------------------------------------------------- own operations


class StandInContext:
    """A ctx for calling a forward directly: accepts what forward may do with the real one."""

    def __init__(self, args=()):
        self.needs_input_grad = tuple(isinstance(a, torch.Tensor) and a.requires_grad for a in args)
        self.saved_tensors = ()
        self.materialize_grads = True

    def save_for_backward(self, *tensors):
        self.saved_tensors = tensors

    def save_for_forward(self, *tensors):
        self.saved_for_forward = tensors

    def mark_dirty(self, *tensors):
        pass

    def mark_non_differentiable(self, *tensors):
        pass

    def set_materialize_grads(self, value: bool):
        self.materialize_grads = value


def uses_setup_context(cls) -> bool:
    """True for the style where forward takes no ctx and setup_context fills it."""
    return has_own_setup_context(cls)


def call_forward_directly(cls, args, kwargs):
    """Run ``cls.forward`` without the Function machinery, so autograd sees its own operations."""
    if uses_setup_context(cls):
        return cls.forward(*args, **kwargs)
    return cls.forward(StandInContext(args), *args, **kwargs)


class OwnOperations:
    """Hook: user Functions (of ``module_name``) run their forward directly; others as usual."""

    def __init__(self, module_name: str):
        self.module_name = module_name

    def __call__(self, cls, args, kwargs):
        if cls.__module__ == self.module_name:
            return call_forward_directly(cls, args, kwargs)
        return original_apply(cls, *args, **kwargs)


def forward_parameters(cls) -> list:
    """forward's parameters after ctx (after none for the setup_context style)."""
    parameters = list(inspect.signature(cls.forward).parameters.values())
    if not uses_setup_context(cls) and parameters:
        parameters = parameters[1:]
    return parameters
