"""The probe's steps: running the subject's forward on the grid and around it, and its backward.

Each step names the phase it is in, so a failure (and a hang) is attributed to forward or
backward; an error raised where torch calls a user method (no user frame in the traceback)
points at that method's def line.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import torch

from playground import protocol
from playground.engine.judge import numeric as num
from playground.engine.judge.callers import Caller, as_tuple, differentiable_outputs, row_means
from playground.engine.judge.derivative import claimed_derivatives
from playground.engine.judge.placement import to_numpy
from playground.engine.usercode.errors import (
    UserCodeError,
    error_from_exception,
    method_def_line,
    method_return_line,
    user_error,
)
from playground.engine.usercode.spy import BackwardWatch, line_that_changes


@dataclass
class Evaluation:
    X: torch.Tensor  # the input rows, a leaf that requires grad
    raw: object  # what the subject returned for X (with its graph)
    selected: list  # indices of the outputs that are studied
    names: list
    f: list  # np arrays, one per selected output
    eps: list  # machine epsilon of each selected output's dtype


class ProbeSteps:
    """Running the subject for the probe: its forward on the grid and around it, its backward."""

    def __init__(self, subject, on_phase: Callable):
        self.subject = subject
        self.filename = subject.source.filename
        self.on_phase = on_phase
        self.current = "forward"
        self.errors: list = []
        self.not_finite_in: list = []  # Functions whose backward returned NaN/Inf
        self.ignores_upstream = False

    def phase(self, name: str) -> None:
        self.current = name
        self.on_phase(name)

    def error_info(self, error: BaseException) -> protocol.ErrorInfo:
        info = error_from_exception(error, self.current, self.filename)
        info.phase = info.phase or self.current
        functions = list(self.subject.source.functions.values())
        if info.line is None and functions and self.current in ("forward", "backward"):
            # Raised where torch calls the method (e.g. a wrong signature): point at its def.
            cls = self.subject.cls if self.subject.cls in functions else functions[0]
            method = "backward" if self.current == "backward" else "forward"
            if method == "backward" and "vjp" in cls.__dict__:
                method = "vjp"
            info.line = method_def_line(cls.__name__, method, self.filename)
        hint = _staticmethod_hint(functions)
        if hint and isinstance(error, TypeError):
            info.message += " " + hint
        return info

    def evaluate(self, caller: Caller, x: np.ndarray) -> Evaluation:
        self.phase("forward")
        X = caller.rows(torch.from_numpy(x)).requires_grad_()
        X_in = X.clone()  # not a leaf, as in a real network: in-place ops on it are allowed
        raw = caller.call(X_in)
        if X_in._version != 0 and caller.changes_input_wrongly(X_in, raw):
            fresh = caller.rows(torch.from_numpy(x)).requires_grad_().clone()
            line = line_that_changes(fresh, lambda: caller.call(fresh), self.filename)
            raise user_error("forward", "forward_modifies_input",
                             f"{caller.name}.forward changes its input in place: compute a new tensor "
                             f"instead (e.g. x.clamp(min=0), not x.clamp_(min=0)), or mark the input "
                             f"with ctx.mark_dirty(x) and return it.",
                             line=line or method_def_line(caller.name, "forward", self.filename),
                             function=caller.name)
        selected = differentiable_outputs(raw, len(x))
        if not selected:
            raise _no_output_error(caller, raw, len(x), self.filename)
        outputs = as_tuple(raw)
        names = ["y"] if len(selected) == 1 else [f"y{i}" for i in selected]
        names = [f"mean({n})" if outputs[i].dim() > 1 and outputs[i][0].numel() > 1 else n
                 for n, i in zip(names, selected)]
        f = [to_numpy(row_means(outputs[i])) for i in selected]
        eps = [float(torch.finfo(outputs[i].dtype).eps) for i in selected]
        return Evaluation(X, raw, selected, names, f, eps)

    def f_at(self, caller: Caller, x: np.ndarray, selected: list) -> list:
        with torch.no_grad():
            outputs = as_tuple(caller.call(caller.rows(torch.from_numpy(x))))
        return [to_numpy(row_means(outputs[i])) for i in selected]

    def numeric(self, caller: Caller, x: np.ndarray, found: Evaluation) -> list:
        h = num.step_sizes(x, max(found.eps))
        shifted = {k: self.f_at(caller, x + k * h, found.selected) for k in num.OFFSETS}
        return [num.analyze(f, {k: shifted[k][j] for k in num.OFFSETS}, h, eps)
                for j, (f, eps) in enumerate(zip(found.f, found.eps))]

    def coupled(self, caller: Caller, x: np.ndarray, found: Evaluation) -> bool:
        """Does moving some points change f at the others (not elementwise)?"""
        h = num.step_sizes(x, max(found.eps))
        even = np.arange(len(x)) % 2 == 0
        moved = self.f_at(caller, np.where(even, x + h, x), found.selected)
        for f, g, eps in zip(found.f, moved, found.eps):
            odd = ~even & np.isfinite(f)
            if np.any(np.abs(g[odd] - f[odd]) > 64 * eps * (np.abs(f[odd]) + 1e-300)):
                return True
        return False

    def claimed(self, caller: Caller, found: Evaluation):
        with BackwardWatch(caller.function_classes(), self.filename) as watch:
            claimed = claimed_derivatives(found.X, found.raw, found.selected)
        self.not_finite_in = watch.not_finite
        return claimed


def _no_output_error(caller: Caller, raw, rows: int, filename: str) -> UserCodeError:
    line = method_return_line(caller.name, ("forward",), filename)
    tensors = [o for o in as_tuple(raw) if isinstance(o, torch.Tensor)]
    if not tensors:
        kinds = ", ".join(type(o).__name__ for o in as_tuple(raw))
        return user_error("forward", "no_tensor_output", f"{caller.name} returned {kinds}, not a "
                          f"tensor: forward must return the output tensor.", line=line,
                          function=caller.name, subject=caller.name, got=kinds)
    misfit = [o for o in tensors if o.dim() == 0 or o.shape[0] != rows]
    if misfit:
        got = tuple(misfit[0].shape)
        return user_error("forward", "output_not_elementwise",
                          f"{caller.name} returns a tensor of shape {got} for an input of {rows} "
                          f"rows: the playground plots a function that gives one output per input "
                          f"point (elementwise, or row by row for a layer).", line=line,
                          function=caller.name, got=str(got), rows=rows)
    return user_error("forward", "no_differentiable_output",
                      f"The output of {caller.name} does not depend on x for autograd (was it "
                      f"detached, computed under no_grad, or marked non-differentiable?).",
                      line=line, function=caller.name)


def _staticmethod_hint(functions) -> str:
    missing = [f"{cls.__name__}.{method}" for cls in functions
               for method in ("forward", "setup_context", "backward", "vjp")
               if callable(cls.__dict__.get(method))
               and not isinstance(cls.__dict__.get(method), (staticmethod, classmethod))]
    if not missing:
        return ""
    return (f"(Is @staticmethod missing above {' and '.join(missing)}? Autograd calls these as "
            f"Class.method(ctx, ...), without an instance, so they take no self.)")
