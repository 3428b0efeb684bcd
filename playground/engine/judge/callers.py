"""A subject made callable on a batch of rows, in float64 on the judge's device (the CPU unless
a check names another: placement.py).

Row i of the input is ``x_i`` times ones of the feature shape: for a Function of one tensor that
is just the 1-D grid; for a Module it is a batch whose width comes from its parameters. The
output's row i is the subject at x_i (several features are averaged into one curve).
Every call runs with the global random generator seeded (usercode/seeding.py), so a random forward (dropout, noise)
gives the same answer at x-h and x+h and its derivative can still be measured.
"""
from __future__ import annotations

import contextlib
import dataclasses
from typing import Callable

import torch
from torch.func import functional_call

from playground.engine.judge import forward_work, placement
from playground.engine.usercode.plan import FunctionPlan
from playground.engine.usercode.seeding import seeded


@contextlib.contextmanager
def single_thread():
    """Run torch on one thread: the probe's tensors are small, and on a busy machine waiting
    threads make a tiny matrix product thousands of times slower (measured: 5 µs vs 40 ms)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)


class Caller:
    """What the probe needs from a subject: call it on rows, and list its tensors for gradcheck."""

    name: str
    feature_shape: tuple
    device: torch.device = placement.CPU  # where its inputs, parameters and extra tensors live
    notes: list = []  # Notes on how it was made (a value assumed for an argument nothing gives)

    def rows(self, x: torch.Tensor) -> torch.Tensor:
        """(n,) grid (on any device) → (n, *feature_shape) input on the caller's device whose
        row i is x_i everywhere."""
        x = x.to(self.device)
        if not self.feature_shape:
            return x.clone()
        view = x.reshape(-1, *([1] * len(self.feature_shape)))
        return view.expand(-1, *self.feature_shape).clone()

    def call(self, X: torch.Tensor):
        raise NotImplementedError

    def gradcheck_setup(self, X: torch.Tensor, generator: torch.Generator) -> tuple[list, list, Callable]:
        """(inputs, their names, fn) such that fn(*inputs) is the subject's output."""
        raise NotImplementedError

    def function_classes(self) -> list:
        """The user's Function classes this subject may call (for watching their backward)."""
        raise NotImplementedError

    def changes_input_wrongly(self, X: torch.Tensor, raw) -> bool:
        """X changed during the call: is that a mistake? (A Module's in-place ops are recorded by
        autograd; a Function's forward must mark such an input dirty and return it.)"""
        return False


class FunctionCaller(Caller):
    def __init__(self, plan: FunctionPlan, feature_shape: tuple, functions: list,
                 device: torch.device = placement.CPU):
        self.device = torch.device(device)
        self.plan = plan_on(plan, self.device)
        self.name = plan.cls.__name__
        self.feature_shape = tuple(feature_shape)
        self._functions = functions

    def call(self, X: torch.Tensor):
        args, kwargs = self.plan.arguments(X, self.plan.extras_for(X))
        with seeded(device=self.device), forward_work.forward():
            return self.plan.cls.apply(*args, **kwargs)

    def changes_input_wrongly(self, X: torch.Tensor, raw) -> bool:
        return not any(out is X for out in as_tuple(raw))

    def gradcheck_setup(self, X, generator):
        extras = []
        names, inputs = ["x"], [X]
        for spec, extra in zip(self.plan.tensor_specs, self.plan.extras_for(X)):
            if spec.value is None:  # shaped like x: a different value at every point
                extra = 0.5 + placement.rand(X.shape, generator, X.dtype, X.device)
            if spec.trainable:
                extra = extra.detach().clone().requires_grad_()
                names.append(spec.name)
                inputs.append(extra)
            extras.append(extra)
        trainable = [spec.trainable for spec in self.plan.tensor_specs]

        def fn(x, *grad_extras):
            supplied = iter(grad_extras)
            current = [next(supplied) if t else fixed for t, fixed in zip(trainable, extras)]
            args, kwargs = self.plan.arguments(x.clone(), current)  # gradcheck's inputs stay intact
            with seeded(device=self.device), forward_work.forward():
                return self.plan.cls.apply(*args, **kwargs)

        return inputs, names, fn

    def function_classes(self) -> list:
        return self._functions


class ModuleCaller(Caller):
    def __init__(self, module: torch.nn.Module, feature_shape: tuple, functions: list,
                 device: torch.device = placement.CPU):
        self.device = torch.device(device)
        self.module = module.to(self.device)  # the judge's own copy (probe_module, a stand-in)
        self.name = type(module).__name__
        self.feature_shape = tuple(feature_shape)
        self._functions = functions

    def call(self, X: torch.Tensor):
        with seeded(device=self.device), forward_work.forward():
            return self.module(X)

    def gradcheck_setup(self, X, generator):
        named = [(n, p) for n, p in self.module.named_parameters() if p.dtype.is_floating_point]
        names = [n for n, _ in named]
        params = [p.detach().clone().requires_grad_() for _, p in named]

        def fn(x, *values):
            with seeded(device=self.device), forward_work.forward():
                return functional_call(self.module, dict(zip(names, values)), (x.clone(),))

        return [X] + params, ["x"] + names, fn

    def function_classes(self) -> list:
        return self._functions


def plan_on(plan: FunctionPlan, device: torch.device) -> FunctionPlan:
    """The plan with every tensor it holds (fixed tensors, constants, indices) on ``device``,
    moved once here rather than at every call; the plan itself where nothing moves."""
    def moved(spec):
        if isinstance(spec.value, torch.Tensor) and spec.value.device != device:
            return dataclasses.replace(spec, value=spec.value.to(device))
        return spec
    specs = [moved(spec) for spec in plan.specs]
    if all(new is old for new, old in zip(specs, plan.specs)):
        return plan
    return dataclasses.replace(plan, specs=specs)


def differentiable_outputs(raw, rows: int) -> list:
    """Indices of the float tensor outputs with one row per input row that require grad."""
    outputs = raw if isinstance(raw, (tuple, list)) else (raw,)
    chosen = []
    for index, out in enumerate(outputs):
        if (isinstance(out, torch.Tensor) and out.dtype.is_floating_point and out.requires_grad
                and out.dim() >= 1 and out.shape[0] == rows):
            chosen.append(index)
    return chosen


def as_tuple(raw) -> tuple:
    return tuple(raw) if isinstance(raw, (tuple, list)) else (raw,)


def row_means(out: torch.Tensor) -> torch.Tensor:
    """One value per row: the row itself, or the mean of its features."""
    return out.reshape(out.shape[0], -1).mean(dim=1) if out.dim() > 1 else out
