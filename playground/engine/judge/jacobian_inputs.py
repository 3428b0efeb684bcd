"""The inputs at which the Jacobian is taken: those of the code's own call, else inferred shapes.

- A Function that the code calls (its demo, its example, another Function's forward: the first
  call is recorded while the file runs, engine/usercode/calls.py): every argument as that call
  passed it, and only those (an argument it leaves to its default stays so). Floating tensors
  keep their shapes and are varied, at seeded values (the call's own values where seeded ones
  make the forward fail, e.g. a log of a negative); index, target and other integer tensors, and
  plain values, are the call's own, so they stay consistent with each other.
- A Module whose forward the code calls: its recorded input shapes, the Module's parameters.
- Without a call: the shapes the grid probe found (probe_inputs.py), about ``ELEMENTS`` elements
  per tensor, and a Module's parameters.

In float64; where the forward fails in float64, in the call's own dtype (``Probed`` says which).
A tensor of more than ``MAX_ELEMENTS`` elements is cut down along its first dimension (together
with every tensor of the call whose first dimension is the same).
"""
from __future__ import annotations

import copy
import inspect
import math
from typing import Callable, Optional

import torch
from torch.func import functional_call

from playground.engine.judge.callers import FunctionCaller, ModuleCaller, as_tuple, seeded
from playground.engine.judge.jacobian import Probed
from playground.engine.usercode.calls import OwnOperations, RecordedArg, apply_hook, forward_parameters

ELEMENTS = 8  # elements per tensor of an inferred probe
MAX_ELEMENTS = 256  # a larger tensor of the call is cut along its first dimension
SEED = 20
CPU = torch.device("cpu")  # named, so code that sets another default device cannot move these


def probed_subject(subject, caller=None, on_phase: Callable = lambda phase: None) -> Optional[Probed]:
    """The subject as a function of its varied tensors, at the call's inputs or inferred ones
    (``caller``: the grid probe's, whose shapes are the inferred ones); None where there is no
    floating tensor to vary or no input the forward accepts."""
    candidates = []
    if subject.kind == "function":
        recorded = subject.source.calls.get(subject.cls)
        if recorded is not None:
            candidates += _function_call_candidates(subject, recorded)
        if isinstance(caller, FunctionCaller):
            candidates += _inferred_function(subject, caller)
    else:
        recorded = subject.source.module_inputs.get(subject.cls)
        module = subject.probe_module() if caller is None or not isinstance(caller, ModuleCaller) \
            else caller.module
        if recorded and all(shape is not None for shape in recorded):
            candidates += _module_candidates(subject, module, [tuple(s) for s in recorded], "call")
        if isinstance(caller, ModuleCaller):
            candidates += _module_candidates(subject, module, [_inferred_shape(caller.feature_shape)],
                                             "inferred")
    for probed in candidates:
        if probed is not None and probed.inputs and _runs(probed):
            probed.on_phase = on_phase
            return probed
    return None


def _runs(probed: Probed) -> bool:
    try:
        with torch.no_grad():
            outputs = as_tuple(probed.call(*probed.inputs))
        floating = [o for o in outputs if isinstance(o, torch.Tensor) and o.dtype.is_floating_point]
        return bool(floating) and all(bool(torch.isfinite(o).all()) for o in floating)
    except Exception:
        return False


# ----------------------------------------------------------------------------- a Function's call


def _function_call_candidates(subject, recorded) -> list:
    """The call's arguments: seeded values in float64, the call's values, then the call's dtype."""
    cls = subject.cls
    slots = _slots(cls, recorded)
    if not any(_varied(arg) for _, _, _, arg in slots):
        return []
    cut = _cut_rows(slots)
    found = []
    for values in ("seeded", "recorded", "positive"):
        for dtype in (torch.float64, None):
            found.append(_function_probed(subject, slots, cut, values, dtype))
    return found


def _slots(cls, recorded) -> list:
    """(name, position, keyword, RecordedArg) for each argument the call passed."""
    parameters = [p for p in forward_parameters(cls) if p.kind is not inspect.Parameter.VAR_KEYWORD]
    slots = []
    for position, arg in enumerate(recorded.args):
        parameter = parameters[min(position, len(parameters) - 1)] if parameters else None
        if parameter is None:
            name = f"args[{position}]"
        elif parameter.kind is inspect.Parameter.VAR_POSITIONAL:
            name = f"{parameter.name}[{position - parameters.index(parameter)}]"
        else:
            name = parameter.name
        slots.append((name, position, False, arg))
    names = [p.name for p in parameters]
    for name, arg in recorded.kwargs.items():
        slots.append((name, names.index(name) if name in names else len(names), True, arg))
    return slots


def _varied(arg: RecordedArg) -> bool:
    return arg.is_tensor and arg.dtype is not None and arg.dtype.is_floating_point


def _cut_rows(slots: list) -> Optional[tuple]:
    """(first dimension, rows to keep) where a varied tensor is larger than MAX_ELEMENTS."""
    for _, _, _, arg in slots:
        if _varied(arg) and math.prod(arg.shape) > MAX_ELEMENTS and len(arg.shape) >= 1:
            rest = math.prod(arg.shape[1:]) or 1
            return arg.shape[0], max(1, MAX_ELEMENTS // rest)
    return None


def _function_probed(subject, slots: list, cut: Optional[tuple], values: str,
                     dtype: Optional[torch.dtype]) -> Optional[Probed]:
    generator = torch.Generator(device=CPU).manual_seed(SEED)
    fixed: list = []  # per slot: the value, or None for a varied tensor
    varied, names, positions, optional = [], [], [], []
    for name, position, keyword, arg in slots:
        if _varied(arg):
            tensor = _float_value(arg, values, generator, dtype or arg.dtype)
            if tensor is None:
                return None
            varied.append(_cut(tensor, cut))
            names.append(name)
            positions.append(position)
            optional.append(not arg.requires_grad)
            fixed.append(None)
        elif arg.is_tensor:
            value = arg.value if arg.value is not None else torch.zeros(arg.shape, dtype=arg.dtype, device=CPU)
            fixed.append(_cut(value, cut))
        else:
            fixed.append(arg.value)
    cls, module_name = subject.cls, subject.source.module_name

    def arguments(tensors):
        supplied = iter(tensors)
        args, kwargs = [], {}
        for (name, _, keyword, _), value in zip(slots, fixed):
            value = next(supplied) if value is None else value
            if keyword:
                kwargs[name] = value
            else:
                args.append(value)
        return args, kwargs

    def call(*tensors):
        args, kwargs = arguments(tensors)
        with seeded():
            return cls.apply(*args, **kwargs)

    def own(*tensors):
        args, kwargs = arguments(tensors)
        with seeded(), apply_hook(OwnOperations(module_name)):
            return cls.apply(*args, **kwargs)

    return Probed(varied, names, positions, call, own, optional, "call")


def _float_value(arg: RecordedArg, values: str, generator: torch.Generator,
                 dtype: torch.dtype) -> Optional[torch.Tensor]:
    shape = tuple(arg.shape)
    if values == "recorded":
        return None if arg.value is None else arg.value.detach().clone().to(dtype)
    drawn = torch.randn(shape, generator=generator, dtype=torch.float64, device=CPU)
    if values == "positive":
        drawn = 0.1 + drawn.abs()
    return drawn.to(dtype)


def _cut(tensor, cut: Optional[tuple]):
    if cut is None or not isinstance(tensor, torch.Tensor) or tensor.dim() == 0 or tensor.shape[0] != cut[0]:
        return tensor
    return tensor[:cut[1]].clone()


# ----------------------------------------------------------------------------- inferred


def _inferred_shape(feature_shape: tuple) -> tuple:
    if not feature_shape:
        return (ELEMENTS,)
    rows = max(1, ELEMENTS // max(1, math.prod(feature_shape)))
    return (rows,) + tuple(feature_shape)


def _inferred_function(subject, caller: FunctionCaller) -> list:
    """x of the grid probe's feature shape; each other tensor argument as the plan makes it, the
    ones that get a gradient varied."""
    found = []
    for dtype in (torch.float64, torch.float32):
        generator = torch.Generator(device=CPU).manual_seed(SEED)
        x = torch.randn(_inferred_shape(caller.feature_shape), generator=generator, dtype=torch.float64,
                        device=CPU)
        plan = caller.plan
        extras = plan.extras_for(x)
        trainable = [spec.trainable for spec in plan.tensor_specs]
        varied = [x] + [0.5 + torch.rand(e.shape, generator=generator, dtype=torch.float64, device=CPU)
                        if spec.value is None else e.detach().clone()
                        for spec, e, t in zip(plan.tensor_specs, extras, trainable) if t]
        varied = [t.to(dtype) for t in varied]
        x_spec = next(s for s in plan.specs if s.role == "x")
        parameters = [s.name for s in plan.specs]
        names = [x_spec.name] + [s.name for s, t in zip(plan.tensor_specs, trainable) if t]
        positions = [parameters.index(name) for name in names]
        fixed = [e.to(dtype) if e.dtype.is_floating_point else e for e in extras]
        found.append(_plan_probed(subject, plan, trainable, fixed, varied, names, positions))
    return found


def _plan_probed(subject, plan, trainable: list, fixed: list, varied: list, names: list,
                 positions: list) -> Probed:
    cls, module_name = subject.cls, subject.source.module_name

    def arguments(tensors):
        x, *rest = tensors
        supplied = iter(rest)
        extras = [next(supplied) if t else f for t, f in zip(trainable, fixed)]
        return plan.arguments(x, extras)

    def call(*tensors):
        args, kwargs = arguments(tensors)
        with seeded():
            return cls.apply(*args, **kwargs)

    def own(*tensors):
        args, kwargs = arguments(tensors)
        with seeded(), apply_hook(OwnOperations(module_name)):
            return cls.apply(*args, **kwargs)

    return Probed(varied, names, positions, call, own, [False] * len(varied), "inferred")


# ----------------------------------------------------------------------------- a Module


def _module_candidates(subject, module: torch.nn.Module, shapes: list, inputs_from: str) -> list:
    found = []
    for dtype in (torch.float64, torch.float32):
        generator = torch.Generator(device=CPU).manual_seed(SEED)
        inputs = [torch.randn(_cut_shape(shape), generator=generator, dtype=torch.float64, device=CPU).to(dtype)
                  for shape in shapes]
        found.append(_module_probed(subject, module, inputs, dtype, inputs_from))
    return found


def _cut_shape(shape: tuple) -> tuple:
    if math.prod(shape) > MAX_ELEMENTS and len(shape) >= 1:
        return (max(1, MAX_ELEMENTS // (math.prod(shape[1:]) or 1)),) + tuple(shape[1:])
    return tuple(shape)


def _module_probed(subject, module: torch.nn.Module, inputs: list, dtype: torch.dtype,
                   inputs_from: str) -> Probed:
    module = copy.deepcopy(module).to(dtype)  # each candidate its own copy
    named = [(n, p) for n, p in module.named_parameters() if p.dtype.is_floating_point]
    try:
        arguments = [p.name for p in inspect.signature(module.forward).parameters.values()
                     if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        arguments = []
    input_names = [arguments[i] if i < len(arguments) else f"input{i}" for i in range(len(inputs))]
    count = len(inputs)
    parameter_names = [n for n, _ in named]
    module_name = subject.source.module_name

    def call(*tensors):
        with seeded():
            return functional_call(module, dict(zip(parameter_names, tensors[count:])),
                                   tuple(t.clone() for t in tensors[:count]))

    def own(*tensors):
        with apply_hook(OwnOperations(module_name)):
            return call(*tensors)

    varied = inputs + [p.detach().clone() for _, p in named]
    positions = list(range(count)) + [count + i for i in range(len(named))]
    return Probed(varied, input_names + parameter_names, positions, call, own, [False] * len(varied),
                  inputs_from)
