"""Values for an argument of forward that nothing gives: no default, no call, no value a caller
passed (usercode/plan.py takes such an argument for a tensor shaped like x).

Where that reading fails, the judge tries what such an argument most often is, and the verdict
says which was used (a note):

- a factor or flag (``forward(ctx, x, scale)`` whose backward returns None for it, one annotated
  ``: float``, one the forward cannot take as a tensor: ``x.sum(0, keepdim=flag)``): 1.0, then 1,
  then True (the annotation's own type first), the first the forward runs with;
- an index (the forward raises IndexError with a float tensor in its place: ``x[perm]``): an int64
  permutation of x's rows, remade for every input (plan.index_for), so that only the floating
  tensors are varied and every index stays valid.
"""
from __future__ import annotations

import dataclasses
import inspect
from typing import Iterator, Optional

import torch

from playground.engine.usercode.diagnose import note
from playground.engine.usercode.errors import UserCodeError
from playground.engine.usercode.plan import ArgSpec, FunctionPlan, function_plan
from playground.protocol import Note
from playground.vocabulary import Phase

PLAIN_VALUES = (1.0, 1, True)  # in this order, as a factor is most often a float
_FIRST_BY_ANNOTATION = {float: 1.0, "float": 1.0, int: 1, "int": 1, bool: True, "bool": True}
# Where the plan is asked for a permutation: any 1-D permutation makes plan.index_for draw one of x's rows.
_PERMUTATION = torch.arange(2, dtype=torch.int64)


@dataclasses.dataclass
class AssumedPlan:
    plan: FunctionPlan
    remark: Note


def assumed_plans(cls, recorded, values: Optional[dict], in_features: Optional[int],
                  error: UserCodeError) -> Iterator[AssumedPlan]:
    """Plans to try, in order, after the plan made without them failed with ``error``; none where
    ``error`` is not about an argument nothing gives."""
    name = _argument_of(cls, recorded, values, in_features, error)
    if name is None:
        return
    if error.info.type == "IndexError":
        plan = function_plan(cls, recorded, values, in_features=in_features)
        yield AssumedPlan(_with_permutation(plan, name),
                          note("indices_assumed", function=cls.__name__, argument=name))
    for value in _plain_values(cls, name):
        try:
            plan = function_plan(cls, recorded, {**(values or {}), name: value}, in_features=in_features)
        except UserCodeError:
            return  # another argument nothing gives: said by the first error
        yield AssumedPlan(plan, note("value_assumed", function=cls.__name__, argument=name, value=repr(value)))


def _argument_of(cls, recorded, values: Optional[dict], in_features: Optional[int],
                 error: UserCodeError) -> Optional[str]:
    """The argument ``error`` is about: the one named by missing_argument, or, where the forward
    failed, the one argument the plan took for a tensor with nothing to say so."""
    if recorded is not None:
        return None  # the code's own call gives every argument it passes
    if error.info.code == "missing_argument":
        return str(error.info.params.get("argument"))
    if error.info.phase != Phase.FORWARD:
        return None
    try:
        plan = function_plan(cls, recorded, values, in_features=in_features)
    except UserCodeError:
        return None
    assumed = [spec.name for spec in plan.tensor_specs if spec.assumed]
    return assumed[0] if len(assumed) == 1 else None


def _plain_values(cls, name: str) -> list:
    parameter = inspect.signature(cls.forward).parameters.get(name)
    first = _FIRST_BY_ANNOTATION.get(parameter.annotation) if parameter is not None else None
    return ([first] if first is not None else []) + [v for v in PLAIN_VALUES if not _same(v, first)]


def _same(a, b) -> bool:
    return type(a) is type(b) and a == b


def _with_permutation(plan: FunctionPlan, name: str) -> FunctionPlan:
    specs = [ArgSpec(name, "value", _PERMUTATION.clone(), keyword=spec.keyword, follows_x=True)
             if spec.name == name else spec for spec in plan.specs]
    return dataclasses.replace(plan, specs=specs)
