"""Every private torch API the engine uses, each with why it is needed; no other engine module
reaches one (tests/engine/test_torch_private.py reads them all). A torch release that moves or
drops one breaks here, in one place, and the reason beside it says what its replacement must do.

Importing this module imports nothing beyond torch itself: what costs seconds (torch._dynamo,
inductor's config, the jvp decompositions) is imported by the function that needs it, when asked.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Callable, Optional

import torch
from torch._library.custom_ops import CustomOpDef  # noqa: F401 - re-exported, see below
from torch.autograd.function import _SingleLevelFunction
from torch.overrides import _get_current_function_mode

# The class of what ``@torch.library.custom_op`` makes: the judge recognises a custom op as a
# subject, and watches its calls by wrapping ``CustomOpDef.__call__`` (usercode/custom_ops.py);
# torch has no public name for the class.
__all__ = ["CustomOpDef"]


def has_own_setup_context(cls: type) -> bool:
    """Whether a Function defines setup_context (the style torch.func and vmap need) rather than
    inheriting the base class's, which only raises; torch names no public base to compare with."""
    return cls.setup_context is not _SingleLevelFunction.setup_context


def in_backward_pass() -> bool:
    """Whether autograd's engine is running a backward now: a Function applied inside another's
    backward is no call of the user's own code. (Public torch cannot tell, short of hooks.)"""
    return torch._C._current_graph_task_id() != -1


def is_functorch_wrapped(value: torch.Tensor) -> bool:
    """Whether ``value`` is a torch.func/vmap wrapper (its shape is per sample, its values a
    transform's): such tensors must not be recorded as the code's own call."""
    return torch._C._functorch.is_functorch_wrapped_tensor(value)


def is_batched(value: torch.Tensor) -> bool:
    """Whether a functorch wrapper is vmap's batched view (no values of one call to record)."""
    return torch._C._functorch.is_batchedtensor(value)


def unwrapped(value: torch.Tensor) -> torch.Tensor:
    """One functorch wrapper taken off: torch.func.grad's tensors hold the call's real values."""
    return torch._C._functorch.get_unwrapped(value)


def builtin_op_namespaces() -> set:
    """The namespaces of every operator registered now (aten, prim, …): a custom op's namespace
    the user's code made is told from torch's own by not being among these."""
    return {name.split("::")[0] for name in torch._C._dispatch_get_all_op_names()}


# A context in which ``__torch_function__`` modes and subclasses are off: the example recorder's
# own copies and reads are not operations of the example to log.
torch_functions_disabled = torch._C.DisableTorchFunction
# A context in which tensor subclasses' ``__torch_function__`` is off (modes stay): a submission's
# answers are read as plain tensors, whatever subclass it returned.
torch_function_subclasses_disabled = torch._C.DisableTorchFunctionSubclass


def current_function_mode():
    """The innermost ``TorchFunctionMode`` now: the forward log checks that its own mode is the
    one active before it logs (a user's mode inside it is the user's)."""
    return _get_current_function_mode()


# Each tensor's 2-norm in one call: the training loop's gradient norms, every step (torch's own
# names, not wrapped: a Python call more per step would show in the tutorial's 2,000 steps/s).
foreach_norm = torch._foreach_norm
# ``targets[i] += alpha * tensors[i]`` in one call: plain SGD's step without an optimizer.
foreach_add_ = torch._foreach_add_


def fused_mse_loss() -> Optional[Callable]:
    """The op ``F.mse_loss`` ends in (its Python wrapper costs ~2 % of a tutorial step), or None."""
    return getattr(torch._C._nn, "mse_loss", None)


def reduction_enum(reduction: str) -> Optional[int]:
    """The number ``fused_mse_loss`` takes for "mean", "sum" or "none"; None where torch has none."""
    try:
        from torch.nn import _reduction

        return _reduction.get_enum(reduction)
    except (ImportError, AttributeError, ValueError):  # pragma: no cover - another torch
        return None


def engine_run_backward() -> Optional[Callable]:
    """What ``torch.autograd.backward`` itself calls, without its argument checks (a training
    step's backward of a scalar loss); None where this torch has it elsewhere."""
    try:
        from torch.autograd.graph import _engine_run_backward
    except ImportError:  # pragma: no cover - an older or newer torch: the ordinary path
        return None
    return _engine_run_backward


def load_jvp_decompositions() -> None:
    """Import torch's jvp decompositions, which forward mode imports on first use (and which warn
    that torch.jit.script is deprecated): the caller does it early, with the warning silenced."""
    import torch._decomp.decompositions_for_jvp  # noqa: F401


def dynamo() -> ModuleType:
    """torch._dynamo, for ``explain`` (the graph breaks of torch.compile) and ``reset``: only
    when a torch.compile check is asked, since importing it costs seconds."""
    import torch._dynamo

    return torch._dynamo


def inductor_config() -> ModuleType:
    """Inductor's settings, to compile on one thread: the engine runs no pool of compile workers."""
    import torch._inductor.config

    return torch._inductor.config


def without_slow_mode_message():
    """A context in which gradcheck's fast mode, when it fails, does not recompute both Jacobians
    in full (torch.autograd.gradcheck's private ``_run_slow_mode_and_get_error``) only to print
    them in its message: for a wide layer that costs minutes, and the message is not shown here
    (judge/gradcheck.py). torch has no switch for it."""
    from unittest import mock

    gradcheck_module = importlib.import_module("torch.autograd.gradcheck")  # the module, not the function
    return mock.patch.object(gradcheck_module, "_run_slow_mode_and_get_error", lambda *args, **kwargs: "")
