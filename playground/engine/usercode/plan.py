"""How to call a Function: which argument is x, which are other tensors, which are plain values.

Read from forward's signature, filled in from the first call the user's own code made (recorded
while its top level ran) and from values a caller gives:

- the first tensor argument is x, the one the probe varies;
- another tensor argument without a default is a fixed tensor: shaped like x and filled with a
  seeded constant (so the curve of f stays a curve), or the value the user's demo passed when its
  shape differs from x's; it gets a gradient (gradcheck checks it; as an activation it trains);
- an argument with a default that the user's own call leaves out is left out (forward takes its
  default, and backward returns as many gradients as that call passes arguments);
- a tensor default (``alpha=torch.tensor(1.)``) is a constant hyper-parameter: no gradient;
- a non-tensor argument takes its default, else the demo's value, else the caller's value,
  else a literal that a call written in the code passes (call_sites.py, e.g. from a helper
  ``def f(x, alpha=100.0): return Fn.apply(x, alpha)``); without any of them it is named in an
  error (an annotation ``: int``/``: float`` marks it);
- in a Function written like a linear layer (``torch.addmm(bias, input, weight.t())``), forward's
  own arithmetic gives the shapes (usage.py): x is rows of ``in`` features, the weight a seeded
  matrix and the bias a seeded 1-D tensor of the output width, also where its default is None.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any, Optional

import torch

from playground import codes
from playground.engine.usercode.call_sites import written_values
from playground.engine.usercode.calls import RecordedArg, RecordedCall, forward_parameters
from playground.engine.usercode.errors import method_def_line, user_error
from playground.engine.usercode.usage import IN_FEATURES, INPUT, OUT_FEATURES, Roles, linear_roles

_NON_TENSOR_ANNOTATIONS = {int, float, bool, str, "int", "float", "bool", "str", "Optional[float]",
                           "Optional[int]", "float | None", "int | None"}


@dataclass
class ArgSpec:
    name: str
    role: str  # "x" | "tensor" | "value"
    value: Any = None  # "value": the object; "tensor": a fixed tensor, or None when shaped like x
    fill: float = 1.0  # "tensor" shaped like x: the constant it holds
    trainable: bool = True  # "tensor": gets a gradient
    keyword: bool = False  # passed by name
    assumed: bool = False  # no default, annotation or recorded value said it is a tensor
    follows_x: bool = False  # "value": an index tensor shaped like x, remade for each x (index_for)


@dataclass
class FunctionPlan:
    cls: type
    specs: list  # list[ArgSpec]
    feature_shape: Optional[tuple] = None  # from the demo call: x's shape without its first dim
    feature_shape_read: bool = False  # feature_shape read from forward's arithmetic, not a demo call

    @property
    def tensor_specs(self) -> list:
        return [s for s in self.specs if s.role == "tensor"]

    def extras_for(self, x: torch.Tensor) -> list:
        """The fixed tensor arguments for an input x (float64 on x's device)."""
        extras = []
        for spec in self.tensor_specs:
            if spec.value is None:
                extras.append(torch.full_like(x, spec.fill))
            else:
                extras.append(spec.value.to(dtype=x.dtype, device=x.device))
        return extras

    def arguments(self, x: torch.Tensor, extras: list) -> tuple[list, dict]:
        """(args, kwargs) for ``cls.apply``."""
        args, kwargs = [], {}
        tensors = iter(extras)
        made: list = []  # (recorded, made) index tensors so far: an inverse follows its pair
        for spec in self.specs:
            value = x if spec.role == "x" else next(tensors) if spec.role == "tensor" else spec.value
            if spec.follows_x:
                value = index_for(spec.value, x.shape[0], made)
                made.append((spec.value, value))
            if spec.keyword:
                kwargs[spec.name] = value
            else:
                args.append(value)
        return args, kwargs


def function_plan(cls, recorded: Optional[RecordedCall] = None, values: Optional[dict] = None,
                  in_features: Optional[int] = None, out_features: Optional[int] = None) -> FunctionPlan:
    """Decide every argument of ``cls.forward``; raises UserCodeError for a missing one.
    ``in_features``/``out_features``: the widths of a linear layer's input and output, where
    forward is one (else the demo's input width, or small defaults)."""
    values = values or {}
    recorded_args = list(recorded.args) if recorded else []
    recorded_kwargs = dict(recorded.kwargs) if recorded else {}
    roles = linear_roles(cls)
    written = written_values(cls)
    recorded_in, recorded_out = roles.widths(_recorded_shapes(cls, recorded_args, recorded_kwargs))
    in_features = in_features or recorded_in
    out_features = out_features or recorded_out or OUT_FEATURES
    specs: list = []
    x_shape = None
    for position, parameter in enumerate(forward_parameters(cls)):
        if parameter.kind is inspect.Parameter.VAR_KEYWORD:
            continue
        if parameter.kind is inspect.Parameter.VAR_POSITIONAL:
            rest = recorded_args[position:] or ([] if specs else [None])
            for offset, arg in enumerate(rest):
                specs.append(_from_recorded(f"{parameter.name}[{offset}]", arg, x_shape, len(specs)))
                x_shape = x_shape or _shape_if_tensor(arg)
            break
        keyword = parameter.kind is inspect.Parameter.KEYWORD_ONLY
        arg = recorded_args[position] if position < len(recorded_args) and not keyword else \
            recorded_kwargs.get(parameter.name)
        if keyword and arg is None and parameter.name not in values and \
                parameter.default is not inspect.Parameter.empty:
            continue  # left to its default (apply passes keywords badly in the classic style)
        if parameter.name in values:
            spec = _from_value(parameter.name, values[parameter.name], len(specs))
        elif arg is not None:
            spec = _from_recorded(parameter.name, arg, x_shape, len(specs))
            x_shape = x_shape or _shape_if_tensor(arg)
        elif roles.by_name.get(parameter.name) and (parameter.default is None
                                                    or parameter.default is inspect.Parameter.empty):
            width = in_features or (x_shape[-1] if x_shape else IN_FEATURES)
            spec = _from_role(parameter.name, roles, width, out_features, len(specs))
        elif parameter.default is not inspect.Parameter.empty and recorded is not None:
            continue  # the code's own call leaves it to its default: so does the probe
        elif parameter.default is not inspect.Parameter.empty:
            spec = _from_default(parameter.name, parameter.default)
        elif parameter.name in written:
            spec = ArgSpec(parameter.name, "value", written[parameter.name])
        elif parameter.annotation in _NON_TENSOR_ANNOTATIONS:
            raise missing_argument(cls, parameter.name)
        else:
            spec = ArgSpec(parameter.name, "tensor", fill=_seeded_fill(len(specs)), assumed=True)
        spec.keyword = keyword
        specs.append(spec)
    return _with_x(cls, specs, x_shape, roles, in_features)


def _with_x(cls, specs: list, x_shape, roles: Roles, in_features: Optional[int]) -> FunctionPlan:
    """Make the first tensor argument x (the input of a linear layer's product, wherever it is)."""
    linear_inputs = [s for s in specs if s.role == "tensor" and s.value is None
                     and roles.by_name.get(s.name) == INPUT and not x_shape]
    for spec in linear_inputs + specs:
        if spec.role == "tensor" and (spec.value is None or spec.trainable):
            spec.role, spec.value = "x", None
            if x_shape:
                return FunctionPlan(cls, specs, tuple(x_shape[1:]))
            if roles.by_name.get(spec.name) == INPUT:
                return FunctionPlan(cls, specs, roles.shape(spec.name, in_features or IN_FEATURES), True)
            return FunctionPlan(cls, specs)
    raise user_error("forward", "no_tensor_input",
                     f"{cls.__name__}.forward takes no tensor input to vary: the playground "
                     f"studies a Function of a tensor x, e.g. def forward(ctx, x).",
                     line=method_def_line(cls.__name__, "forward"), function=cls.__name__)


def missing_argument(cls, name: str, why: str = "no_default"):
    """The error for an argument of forward whose value the playground cannot know: it has no
    default (``why`` "no_default"), and also gets no gradient ("no_gradient": not a tensor)."""
    params = {"function": cls.__name__, "argument": name, "why": why}
    return user_error("forward", "missing_argument", codes.word(codes.ERRORS["missing_argument"], params) or "",
                      line=method_def_line(cls.__name__, "forward"), **params)


def _recorded_shapes(cls, recorded_args: list, recorded_kwargs: dict) -> dict:
    """name -> shape of each tensor the user's own call passed."""
    shapes = {name: arg.shape for name, arg in recorded_kwargs.items() if arg.is_tensor}
    for parameter, arg in zip(forward_parameters(cls), recorded_args):
        if arg.is_tensor and parameter.kind is not inspect.Parameter.VAR_POSITIONAL:
            shapes[parameter.name] = arg.shape
    return shapes


def _shape_if_tensor(arg) -> Optional[tuple]:
    """x's shape, where ``arg`` is the first floating tensor (an integer mask or index before it,
    as in YOSO's ``forward(ctx, query_mask, key_mask, query, ...)``, is not x)."""
    floating = isinstance(arg, RecordedArg) and arg.is_tensor and arg.dtype is not None and arg.dtype.is_floating_point
    return tuple(arg.shape) if floating else None


def _from_recorded(name: str, arg: Optional[RecordedArg], x_shape, index: int) -> ArgSpec:
    if arg is None:  # *args and nothing recorded: a single tensor input
        return ArgSpec(name, "tensor", fill=_seeded_fill(index))
    if not arg.is_tensor:
        return ArgSpec(name, "value", arg.value)
    if not arg.dtype.is_floating_point:
        follows_x = (arg.value is not None and x_shape is not None and tuple(arg.shape) == tuple(x_shape)
                     and arg.dtype in (torch.int64, torch.int32) and arg.value.dim() >= 1)
        return ArgSpec(name, "value", arg.value if arg.value is not None else
                       torch.zeros(arg.shape, dtype=arg.dtype, device="cpu"), follows_x=follows_x)
    if x_shape is None or tuple(arg.shape) == tuple(x_shape):  # x, or shaped like x
        fill = float(arg.value.double().mean()) if arg.value is not None and arg.value.numel() else \
            _seeded_fill(index)
        return ArgSpec(name, "tensor", None, fill, trainable=arg.requires_grad or x_shape is None)
    value = arg.value if arg.value is not None else _seeded_tensor(arg.shape, index)
    return ArgSpec(name, "tensor", value.double(), trainable=arg.requires_grad)


def _from_role(name: str, roles: Roles, in_features: int, out_features: int, index: int) -> ArgSpec:
    """A weight or bias of a linear layer: a seeded tensor of the shape forward's arithmetic needs
    (it trains, so gradcheck checks its gradient); the input: shaped like x."""
    if roles.by_name[name] == INPUT:
        return ArgSpec(name, "tensor", fill=_seeded_fill(index))
    return ArgSpec(name, "tensor", _seeded_tensor(roles.shape(name, in_features, out_features), index))


def _from_default(name: str, default) -> ArgSpec:
    if isinstance(default, torch.Tensor):
        return ArgSpec(name, "tensor", default.detach().clone(), trainable=False)
    return ArgSpec(name, "value", default)


def _from_value(name: str, value, index: int) -> ArgSpec:
    if isinstance(value, torch.Tensor):
        return ArgSpec(name, "tensor", value.detach().double(), trainable=True)
    return ArgSpec(name, "value", value)


def index_for(recorded: torch.Tensor, rows: int, made: list) -> torch.Tensor:
    """An index tensor like the one the user's demo passed, for an x of ``rows`` rows: a 1-D
    permutation becomes a (seeded) permutation of the rows, or the inverse of an earlier one when
    the demo's was its inverse (argsort pairs such as ind, ind_inv); other 1-D indices are kept
    valid (cycled, modulo the rows); indices along later dimensions keep their rows, cycled.
    The result is on the recorded tensor's device; a permutation is drawn on the CPU (the same
    one on every device)."""
    device = recorded.device
    if recorded.dim() >= 2:
        return recorded[torch.arange(rows, device=device) % recorded.shape[0]]
    length = recorded.shape[0]
    if not torch.equal(torch.sort(recorded).values, torch.arange(length, dtype=recorded.dtype, device=device)):
        return recorded[torch.arange(rows, device=device) % length] % rows
    for earlier_recorded, earlier_made in made:
        if earlier_recorded.shape == recorded.shape and torch.equal(torch.argsort(earlier_recorded), recorded):
            return torch.argsort(earlier_made).to(recorded.dtype)
    generator = torch.Generator(device="cpu").manual_seed(len(made) + 1)
    return torch.randperm(rows, generator=generator, device="cpu").to(device=device, dtype=recorded.dtype)


def _seeded_fill(index: int) -> float:
    """A fixed 'random' constant in [0.5, 1.5) for the index-th argument (golden-ratio steps)."""
    return 0.5 + ((index + 1) * 0.6180339887498949) % 1.0


def _seeded_tensor(shape, index: int) -> torch.Tensor:
    generator = torch.Generator(device="cpu").manual_seed(1000 + index)
    return torch.randn(tuple(shape), generator=generator, dtype=torch.float64, device="cpu")


# ----------------------------------------------------------------------------- modules


def required_positional(cls) -> int:
    """How many positional arguments ``cls(...)`` needs (those without defaults)."""
    try:
        parameters = inspect.signature(cls).parameters.values()
    except (TypeError, ValueError):
        return 0
    return sum(1 for p in parameters
               if p.default is inspect.Parameter.empty
               and p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD))


def feature_shape_candidates(module: torch.nn.Module, recorded: Optional[tuple]) -> list:
    """Shapes (without the batch dim) to try for a Module's input, most likely first."""
    candidates = []
    if recorded and recorded[0] is not None and len(recorded[0]) >= 1:
        candidates.append(tuple(recorded[0][1:]))
    first = next(iter(module.parameters()), None)
    if first is not None and first.dim() >= 1:
        candidates += [(first.shape[-1],), tuple(first.shape)]
    candidates += [(), (1,)]
    unique = []
    for shape in candidates:
        if shape not in unique:
            unique.append(shape)
    return unique
