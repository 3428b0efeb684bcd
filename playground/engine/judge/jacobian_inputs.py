"""The inputs at which the Jacobian is taken: those of the code's own call, else inferred shapes.

- A Function that the code calls (its demo, its example, another Function's forward: the first
  call is recorded while the file runs, engine/usercode/calls.py): every argument as that call
  passed it, and only those (an argument it leaves to its default stays so). Floating tensors
  keep their shapes and are varied around the call's own values (they may carry a meaning the
  forward needs: entmax's alpha > 1, a Sinkhorn layer's positive marginals, unit rows under an
  acos); seeded values only where the call's were too large to keep or make the forward fail;
  index, target and other integer tensors, and plain values, are the call's own, so they stay
  consistent with each other.
- A Module whose forward the code calls: its recorded input shapes, the Module's parameters
  (jacobian_module_inputs.py).
- Without a call: the shapes the grid probe found (probe_inputs.py), about ``ELEMENTS`` elements
  per tensor, and a Module's parameters.

In float64; where the forward fails in float64, in the call's own dtype (``Probed`` says which).
A tensor of more than ``MAX_ELEMENTS`` elements is cut down along its first dimension (together
with every tensor of the call whose first dimension is the same).

The person may choose the first input's shape and values (jacobian_choice.py): then only their
values are tried (in float64, then the call's dtype; "random" also with positive values), the
call's tensors are reshaped to fit (``_resized``), and where none runs the forward's own error
says why (JacobianInputError).
"""
from __future__ import annotations

import dataclasses
import inspect
import math
from typing import Callable, Iterator, Optional

import torch

from playground.engine.judge import forward_work
from playground.engine.judge.callers import FunctionCaller, ModuleCaller, as_tuple, seeded
from playground.engine.judge.jacobian import Probed
from playground.engine.judge.jacobian_choice import CPU, SEED, JacobianChoice, input_failed
from playground.engine.judge.jacobian_module_inputs import module_candidates, module_probed
from playground.engine.judge.probe_inputs import WIDER
from playground.engine.usercode.calls import OwnOperations, RecordedArg, apply_hook, forward_parameters
from playground.engine.usercode.plan import function_plan
from playground.vocabulary import ProbeValues

ELEMENTS = 8  # elements per tensor of an inferred probe
MAX_ELEMENTS = 256  # a larger tensor of the call is cut along its first dimension


def probed_subject(subject, caller=None, on_phase: Callable = lambda phase: None,
                   choice: JacobianChoice = JacobianChoice()) -> Optional[Probed]:
    """The subject as a function of its varied tensors, at the call's inputs or inferred ones
    (``caller``: the grid probe's, whose shapes are the inferred ones), with the person's
    ``choice`` for the first; None where there is no floating tensor to vary or no input the
    forward accepts. Raises JacobianInputError where the choice cannot be honoured."""
    choice = choice.checked()
    first_failure = None
    # made one at a time, as they are tried: the first usually runs (a Module's is a deep copy)
    for probed in _candidates(subject, caller, choice):
        if probed is None or not probed.inputs:
            continue
        failure = _failure(probed)
        if failure is None:
            probed.on_phase = on_phase
            if choice.chosen:
                probed.inputs_from, probed.values = "chosen", str(choice.values)
            return probed
        first_failure = first_failure or (probed, failure)
    if choice.chosen and first_failure is not None:
        probed, failure = first_failure
        raise input_failed(tuple(probed.inputs[0].shape), failure if isinstance(failure, BaseException) else None,
                           subject.source.filename)
    return None


def _candidates(subject, caller, choice: JacobianChoice) -> Iterator[Optional[Probed]]:
    """The inputs to try, in order: the code's own call's, then inferred ones."""
    if subject.kind == "function":
        recorded = subject.source.calls.get(subject.cls)
        if recorded is not None:
            yield from _function_call_candidates(subject, recorded, choice)
        for inferred in [caller] if isinstance(caller, FunctionCaller) else _untried_callers(subject):
            yield from _inferred_function(subject, inferred, choice)
        return
    recorded = subject.source.module_inputs.get(subject.cls)
    module = subject.probe_module() if caller is None or not isinstance(caller, ModuleCaller) else caller.module
    if recorded and all(shape is not None for shape in recorded):
        shapes = [_cut_shape(tuple(s)) for s in recorded]
        if not choice.chosen:
            yield from _module_call_values(subject, module, shapes)
        for probed in module_candidates(subject, module, shapes, "call", choice):
            if shapes[0] != tuple(recorded[0]):
                probed.rows_of_call = tuple(recorded[0])[0]
            yield probed
    if isinstance(caller, ModuleCaller):
        yield from module_candidates(subject, module, [_inferred_shape(caller.feature_shape)], "inferred", choice)


def _failure(probed: Probed):
    """None where the forward runs at the probe's inputs and gives finite floating outputs; else
    the exception it raised, or "not finite"."""
    try:
        with torch.no_grad():
            outputs = as_tuple(probed.call(*probed.inputs))
    except Exception as error:
        return error
    floating = [o for o in outputs if isinstance(o, torch.Tensor) and o.dtype.is_floating_point]
    if not floating:
        return ValueError("the forward returns no floating-point tensor")
    return None if all(bool(torch.isfinite(o).all()) for o in floating) else "not finite"


# ----------------------------------------------------------------------------- a Function's call


def _function_call_candidates(subject, recorded, choice: JacobianChoice) -> Iterator[Optional[Probed]]:
    """The call's arguments: seeded values in float64, the call's values, then the call's dtype
    (the person's ``choice``: their first input, the rest fitted to it)."""
    cls = subject.cls
    slots = _slots(cls, recorded)
    if not any(_varied(arg) for _, _, _, arg in slots):
        return
    cut = _cut_rows(slots)
    if choice.chosen:
        yield from _chosen_call_candidates(subject, slots, cut, choice)
        return
    for values in ("recorded", "seeded", "positive"):  # the call's values mean something (alpha > 1)
        for dtype in (torch.float64, None):
            yield _function_probed(subject, slots, cut, values, dtype)


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


def _chosen_call_candidates(subject, slots: list, cut: Optional[tuple], choice: JacobianChoice) -> list:
    """The call with the person's first input: the others that had its shape take its new one,
    and tensors that shared its first dimension are cut or cycled to its new one."""
    first = next(i for i, (_, _, _, arg) in enumerate(slots) if _varied(arg))
    old_shape = tuple(slots[first][3].shape)
    default = (cut[1],) + old_shape[1:] if cut and old_shape and old_shape[0] == cut[0] else old_shape
    new_shape = choice.shape_for(default)
    rows = (old_shape[0], new_shape[0]) if old_shape and len(new_shape) == len(old_shape) else None
    found = []
    for positive in ((False, True) if choice.values == "random" else (False,)):
        x = choice.first_input(default, torch.Generator(device=CPU).manual_seed(SEED), positive)
        fitted = [(name, position, keyword,
                   dataclasses.replace(arg, value=x, shape=new_shape) if i == first else
                   _resized(arg, old_shape, new_shape, rows))
                  for i, (name, position, keyword, arg) in enumerate(slots)]
        for dtype in (torch.float64, None):
            found.append(_function_probed(subject, fitted, None, "seeded", dtype, kept=first))
    return found


def _resized(arg: RecordedArg, old_shape: tuple, new_shape: tuple, rows: Optional[tuple]) -> RecordedArg:
    """A tensor of the call fitted to the person's first input: its shape if it had the first's,
    its first dimension cut or cycled (an index's, a target's rows) if it shared that."""
    if not arg.is_tensor:
        return arg
    shape = tuple(arg.shape)
    if _varied(arg) and shape == old_shape:
        return dataclasses.replace(arg, shape=new_shape, value=None)
    if rows is None or not shape or shape[0] != rows[0] or rows[0] == rows[1]:
        return arg
    if _varied(arg) or arg.value is None:
        return dataclasses.replace(arg, shape=(rows[1],) + shape[1:], value=None)
    value = arg.value[torch.arange(rows[1]) % rows[0]].clone()
    return dataclasses.replace(arg, shape=tuple(value.shape), value=value)


def _function_probed(subject, slots: list, cut: Optional[tuple], values: str,
                     dtype: Optional[torch.dtype], kept: Optional[int] = None) -> Optional[Probed]:
    """The subject as a function of the call's floating tensors, filled with ``values`` (the slot
    ``kept`` keeps its own: the person's first input)."""
    generator = torch.Generator(device=CPU).manual_seed(SEED)
    fixed: list = []  # per slot: the value, or None for a varied tensor
    varied, names, positions, optional = [], [], [], []
    for index, (name, position, keyword, arg) in enumerate(slots):
        if _varied(arg):
            tensor = _float_value(arg, "recorded" if index == kept else values, generator, dtype or arg.dtype)
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
        with seeded(), forward_work.forward():
            return cls.apply(*args, **kwargs)

    def own(*tensors):
        args, kwargs = arguments(tensors)
        with seeded(), forward_work.forward(), apply_hook(OwnOperations(module_name)):
            return cls.apply(*args, **kwargs)

    probed = Probed(varied, names, positions, call, own, optional, "call",
                    values=ProbeValues.CALL if values == "recorded" else ProbeValues.RANDOM)
    if cut is not None and any(t.dim() and t.shape[0] == cut[1] for t in varied):
        probed.rows_of_call = cut[0]
    return probed


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


def _module_call_values(subject, module: torch.nn.Module, shapes: list) -> Iterator[Probed]:
    """The Module at its first call's own tensors (the log keeps them where they are small), in
    float64 then the call's dtype: the values Run Example and the step view show too."""
    logged = next((c for c in subject.source.log.calls if c.cls is subject.cls and c.kind == "module"), None)
    if logged is None:
        return
    args = logged.call.args
    if len(args) != len(shapes) or any(not a.is_tensor or a.value is None or not _varied(a) for a in args):
        return
    values = [a.value.detach().to(CPU)[:shape[0]] if a.value.dim() else a.value.detach().to(CPU)
              for a, shape in zip(args, shapes)]
    for dtype in (torch.float64, None):
        probed = module_probed(subject, module, [v.to(dtype or v.dtype).clone() for v in values],
                               dtype or values[0].dtype, "call")
        probed.values = ProbeValues.CALL
        if shapes[0] != tuple(args[0].shape):
            probed.rows_of_call = tuple(args[0].shape)[0]
        yield probed


# ----------------------------------------------------------------------------- inferred


def _inferred_shape(feature_shape: tuple) -> tuple:
    if not feature_shape:
        return (ELEMENTS,)
    rows = max(1, ELEMENTS // max(1, math.prod(feature_shape)))
    return (rows,) + tuple(feature_shape)


def _untried_callers(subject) -> list:
    """Where the grid probe found no input that runs (in float64: a closure's float32 layer fails
    there), callers of the likely shapes, for the Jacobian to try in float64 and float32 too."""
    try:
        plan = function_plan(subject.cls, subject.source.calls.get(subject.cls))
    except Exception:  # an argument the plan cannot know: the grid probe said which
        return []
    shapes = [plan.feature_shape] if plan.feature_shape is not None else [(), (1,), *WIDER]
    return [FunctionCaller(plan, shape, []) for shape in shapes]


def _inferred_function(subject, caller: FunctionCaller, choice: JacobianChoice) -> Iterator[Optional[Probed]]:
    """x of the grid probe's feature shape (or the person's); each other tensor argument as the
    plan makes it, the ones that get a gradient varied."""
    for dtype in (torch.float64, torch.float32):
        generator = torch.Generator(device=CPU).manual_seed(SEED)
        x = choice.first_input(_inferred_shape(caller.feature_shape), generator)
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
        yield _plan_probed(subject, plan, trainable, fixed, varied, names, positions)


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
        with seeded(), forward_work.forward():
            return cls.apply(*args, **kwargs)

    def own(*tensors):
        args, kwargs = arguments(tensors)
        with seeded(), forward_work.forward(), apply_hook(OwnOperations(module_name)):
            return cls.apply(*args, **kwargs)

    return Probed(varied, names, positions, call, own, [False] * len(varied), "inferred")


def _cut_shape(shape: tuple) -> tuple:
    """A Module's recorded input shape, cut along its first dimension to ``MAX_ELEMENTS``."""
    if math.prod(shape) > MAX_ELEMENTS and len(shape) >= 1:
        return (max(1, MAX_ELEMENTS // (math.prod(shape[1:]) or 1)),) + tuple(shape[1:])
    return tuple(shape)
