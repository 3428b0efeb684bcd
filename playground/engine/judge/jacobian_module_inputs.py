"""A Module's inputs for its Jacobian: its forward's inputs (the first one as the person chose it,
jacobian_choice.py), then its floating parameters, each a varied tensor of the Jacobian.
"""
from __future__ import annotations

import copy
import inspect
from typing import Iterator

import torch
from torch.func import functional_call

from playground.engine.judge import forward_work
from playground.engine.judge.callers import seeded
from playground.engine.judge.jacobian import Probed
from playground.engine.judge.jacobian_choice import CPU, SEED, JacobianChoice
from playground.engine.usercode.calls import OwnOperations, apply_hook


def module_candidates(subject, module: torch.nn.Module, shapes: list, inputs_from: str,
                      choice: JacobianChoice) -> Iterator[Probed]:
    """The Module at inputs of these ``shapes`` (cut already), in float64 and then float32, each
    made when it is asked for (a deep copy of the Module each)."""
    for dtype in (torch.float64, torch.float32):
        generator = torch.Generator(device=CPU).manual_seed(SEED)
        first = choice.first_input(tuple(shapes[0]), generator)
        inputs = [first.to(dtype)] + [
            torch.randn(tuple(shape), generator=generator, dtype=torch.float64, device=CPU).to(dtype)
            for shape in shapes[1:]]
        yield module_probed(subject, module, inputs, dtype, inputs_from)


def module_probed(subject, module: torch.nn.Module, inputs: list, dtype: torch.dtype,
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
        with seeded(), forward_work.forward():
            return functional_call(module, dict(zip(parameter_names, tensors[count:])),
                                   tuple(t.clone() for t in tensors[:count]))

    def own(*tensors):
        with apply_hook(OwnOperations(module_name)):
            return call(*tensors)

    varied = inputs + [p.detach().clone() for _, p in named]
    positions = list(range(count)) + [count + i for i in range(len(named))]
    return Probed(varied, input_names + parameter_names, positions, call, own, [False] * len(varied),
                  inputs_from)
