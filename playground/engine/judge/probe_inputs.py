"""The probe's input: which shape to feed the subject, found by trying the likely ones.

- A Function: each tensor input is a 1-D tensor of the grid's length; if that fails, a column
  (points, 1), then rows of 3 and of 8 features (ProbeData.input_shape says which ran). If the user's own code called it, that call's shape without its first dimension
  (the batch) is used instead; if forward is a linear layer (a matrix product of x), rows of its
  input width, with a weight and a 1-D bias shaped to match (engine/usercode/plan.py,
  engine/usercode/usage.py).
- A Module: a batch (points, *features) where the features are, in order of preference, those of
  its first recorded call, the last dimension of its first parameter (an elementwise weight (n,)
  or a Linear weight (out, in)), the whole first parameter's shape, none (1-D), or (1,).
- A caller's ``shape`` wins over all of these: its first dimension is the batch (replaced by the
  number of grid points), the rest are the features, e.g. (64, 10) → rows of 10 features.
Each candidate is tried on two rows (on the judge's device); the first that runs is used. If none does, the error of the
first is shown, with the shapes that were tried and how to give one.
"""
from __future__ import annotations

import inspect
from typing import Optional

import torch

from playground.engine.judge import placement
from playground.engine.judge.assumed_arguments import assumed_plans
from playground.engine.judge.callers import Caller, FunctionCaller, ModuleCaller, as_tuple
from playground.engine.usercode.errors import (
    UserCodeError,
    error_from_exception,
    method_def_line,
    method_return_line,
    user_error,
)
from playground.engine.usercode.plan import (
    feature_shape_candidates,
    function_plan,
    missing_argument,
    required_positional,
)
from playground.vocabulary import Phase

TRIAL = torch.tensor([0.3, 0.7], dtype=torch.float64, device="cpu")
# Rows of these widths, where neither 1-D nor a column runs: a forward that picks features of x
# (``x[..., idx]`` with ``idx=(2,)``, a split in halves) needs more than one.
WIDER = ((3,), (8,))
STAND_IN_WIDTHS = (3, 2)  # a Module's first required arguments, most often (in_features, out_features)


def make_caller(subject, shape: Optional[tuple] = None, values: Optional[dict] = None,
                device: torch.device = placement.CPU) -> Caller:
    """A Caller for the subject with a working input shape, on ``device``; raises
    UserCodeError(phase="forward")."""
    functions = list(subject.source.functions.values())
    _check_static_methods(functions, subject.source.filename)
    if subject.kind == "function":
        width = int(tuple(shape)[-1]) if shape and len(tuple(shape)) >= 2 else None
        recorded = subject.source.calls.get(subject.cls)
        try:
            plan = function_plan(subject.cls, recorded, values, in_features=width)
            return _function_caller(subject, plan, shape, functions, device)
        except UserCodeError as error:  # an argument nothing gives: what it most likely is
            for assumed in assumed_plans(subject.cls, recorded, values, width, error):
                try:
                    caller = _function_caller(subject, assumed.plan, shape, functions, device)
                except UserCodeError:
                    continue
                caller.notes = [assumed.remark]
                return caller
            raise
    module = _stand_in_module(subject, int(tuple(shape)[-1]) if shape else None)
    if module is not None:
        try:
            return _module_caller(subject, module, shape, functions, device)
        except UserCodeError:
            pass  # some required argument is not a width: the stand-in 1s below
    return _module_caller(subject, subject.probe_module(), shape, functions, device)


def _function_caller(subject, plan, shape: Optional[tuple], functions: list, device: torch.device) -> Caller:
    candidates = [plan.feature_shape] if plan.feature_shape is not None else []
    if plan.feature_shape is None or plan.feature_shape_read:
        candidates += [(), (1,), *WIDER]
    callers = [FunctionCaller(plan, c, functions, device) for c in _given(shape, candidates)]
    return _first_that_runs(subject, callers, given=bool(shape))


def _given(shape: Optional[tuple], candidates: list) -> list:
    """A caller's shape wins: its first dimension is the batch, the rest are the features."""
    return [tuple(int(n) for n in tuple(shape)[1:])] if shape else candidates


def _module_caller(subject, module: torch.nn.Module, shape: Optional[tuple], functions: list,
                   device: torch.device) -> Caller:
    try:
        module = module.to(device)  # a Module the code built on another device (its default) moves too
    except Exception as exc:  # a Module whose _apply the code overrides, a meta tensor
        raise UserCodeError(error_from_exception(exc, "forward", subject.source.filename)) from None
    candidates = feature_shape_candidates(module, subject.source.module_inputs.get(subject.cls))
    callers = [ModuleCaller(module, c, functions, device) for c in _given(shape, candidates)]
    return _first_that_runs(subject, callers, given=bool(shape))


def _stand_in_module(subject, in_features: Optional[int] = None) -> Optional[torch.nn.Module]:
    """A Module the user's code never built, built with distinct stand-in widths (3, or the given
    input width, then 2, then 1): with in = out = 1 every weight is 1×1, and a transposed weight
    gradient or a sum over the wrong dimension would pass unseen. None where the code built one,
    nothing is required, or it fails."""
    required = required_positional(subject.cls)
    if required == 0 or any(type(v) is subject.cls for v in subject.source.namespace.values()):
        return None
    widths = ((in_features or STAND_IN_WIDTHS[0]),) + STAND_IN_WIDTHS[1:] + (1,) * required
    try:
        return subject.build(*widths[:required]).double()
    except UserCodeError:
        return None


def stand_in_failure(subject, device: torch.device = placement.CPU) -> Optional[UserCodeError]:
    """For a Module the user's code never built, so that the probe builds it with a stand-in 1 for
    each required argument (a width, but also a target function, a mask, a config): the error
    its trial call raises on every input shape, worded as the stand-ins' failure; else None."""
    if subject.kind != "module" or required_positional(subject.cls) == 0 or \
            any(type(v) is subject.cls for v in subject.source.namespace.values()):
        return None
    try:
        make_caller(subject, device=device)
    except UserCodeError as error:
        if error.info.phase != Phase.FORWARD:
            return None
        call = f"{subject.name}({', '.join(['1'] * required_positional(subject.cls))})"
        return user_error("forward", "stand_in_call_failed",
                          f"{call}, built with a stand-in for each required argument, fails when "
                          f"called: {error.info.message.rstrip('.')}", line=error.info.line,
                          type=error.info.type, module=subject.name, call=call, text=error.info.message)
    return None


def _first_that_runs(subject, callers: list, given: bool) -> Caller:
    errors = []
    for caller in callers:
        try:
            outputs = as_tuple(caller.call(caller.rows(TRIAL).requires_grad_().clone()))
        except UserCodeError:
            raise
        except Exception as exc:
            errors.append(error_from_exception(exc, "forward", subject.source.filename))
            continue
        if any(isinstance(o, torch.Tensor) for o in outputs):
            if isinstance(caller, FunctionCaller):
                _check_assumed_tensors(caller)
            return caller
        errors.append(_no_tensor_output(subject, outputs))
    first_error = errors[0]
    if not given and len({e.message for e in errors}) == 1:  # the same whatever the shape
        raise UserCodeError(first_error)
    tried = ", ".join(_shape_text(c.feature_shape) for c in callers)
    raise user_error(
        "forward", "call_failed",
        f"{subject.name} could not be called on an input of shape {tried}: {first_error.message} "
        f"If it needs another input shape, give it with --shape (e.g. --shape 64,10) or the shape "
        f"field.", line=first_error.line, type=first_error.type, subject=subject.name, tried=tried,
        text=first_error.message)


def _check_static_methods(functions: list, filename: str) -> None:
    """A method written as ``def forward(self, ctx, x)`` without @staticmethod cannot work:
    autograd calls Class.forward(ctx, x), so ctx lands in self and x in ctx."""
    for method in ("forward", "setup_context", "backward", "vjp"):
        for cls in functions:
            value = cls.__dict__.get(method)
            if not callable(value) or isinstance(value, (staticmethod, classmethod)):
                continue
            names = list(inspect.signature(value).parameters)[:2]
            if names == ["self", "ctx"]:
                phase = "backward" if method in ("backward", "vjp") else "forward"
                raise user_error(
                    phase, "missing_staticmethod",
                    f"{cls.__name__}.{method} takes self and ctx but has no @staticmethod above it: "
                    f"autograd calls {cls.__name__}.{method}(ctx, ...) without an instance, so write "
                    f"@staticmethod above it and drop self.",
                    line=method_def_line(cls.__name__, method, filename), function=cls.__name__,
                    method=method)


def _check_assumed_tensors(caller: FunctionCaller) -> None:
    """An argument without a default that was taken for a tensor, but for which backward returns
    no gradient, is most likely a plain value (a constant, a factor): ask for it."""
    assumed = [s for s in caller.plan.tensor_specs if s.assumed and s.trainable]
    if not assumed:
        return
    inputs, names, fn = caller.gradcheck_setup(caller.rows(TRIAL).requires_grad_(),
                                               placement.generator(0))
    try:
        outputs = [o for o in as_tuple(fn(*inputs))
                   if isinstance(o, torch.Tensor) and o.requires_grad and o.dtype.is_floating_point]
        grads = torch.autograd.grad(outputs, inputs, [torch.ones_like(o) for o in outputs],
                                    allow_unused=True)
    except Exception:
        return  # the backward phase will report what is wrong with it
    for spec in assumed:
        if grads[names.index(spec.name)] is None:
            raise missing_argument(caller.plan.cls, spec.name, "no_gradient")


def _no_tensor_output(subject, outputs):
    kinds = ", ".join(type(o).__name__ for o in outputs)
    return user_error("forward", "no_tensor_output",
                      f"{subject.name} returned {kinds}, not a tensor: forward must return the "
                      f"output tensor.", line=method_return_line(subject.cls.__name__, ("forward",),
                                                                 subject.source.filename),
                      subject=subject.name, got=kinds).info


def _shape_text(features: tuple) -> str:
    return "(" + ", ".join(["n"] + [str(f) for f in features]) + ")" if features else "(n,)"
