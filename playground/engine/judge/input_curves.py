"""One derivative curve per tensor input, for a Function elementwise in each of several (a · b).

The grid probe moves the first input x along the grid; a second tensor shaped like x holds its
probe value (a seeded constant, or the mean of the code's own call's values: usercode/plan.py). Along
that same path the derivative of each output with respect to that second tensor is a curve too,
where output element i depends on its element i only: yours (one backward of the upstream
gradient the grid's own curve uses), the central differences (the second tensor moved by ±h,
±2h at every point at once, as x is) and autograd's of the forward's own operations. For
``Mul(a, b)`` at b = 0.7 that is ∂/∂a = 0.7 and ∂/∂b = a: a backward that returns ``g * b`` for
both shows b's curve flat where the true one rises.

A tensor that is not shaped like x (a weight, a bias: its gradient sums over the grid's points),
or that the forward mixes across points, gets no curve; the Jacobian shows it.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import torch

from playground import protocol
from playground.engine.judge import numeric as num
from playground.engine.judge.callers import FunctionCaller, as_tuple, row_means, seeded
from playground.engine.judge.derivative import output_gradient, path_sum
from playground.engine.judge.placement import to_numpy
from playground.engine.usercode.calls import OwnOperations, apply_hook


def input_curves(caller, x: np.ndarray, found, numerics: list, own: list, claimed: Optional[list],
                 comparisons: list, module_name: str) -> list:
    """[InputCurves] for x and each other tensor input the Function is elementwise in, where
    there is at least one such other (else [], the grid's own curves say it all). ``found``,
    ``numerics``, ``own``, ``claimed`` and ``comparisons``: the grid probe's, for x."""
    if not isinstance(caller, FunctionCaller) or claimed is None:
        return []
    plan = caller.plan
    candidates = [j for j, spec in enumerate(plan.tensor_specs) if spec.value is None]  # shaped like x
    if not candidates:
        return []
    path = _Path(caller, x, found)
    others = [j for j in candidates if path.elementwise_in(j)]
    gradients = path.gradients(others) if others else []
    # A tensor the code's call passes without requires_grad, to which backward gives no gradient,
    # is a constant (the Jacobian leaves it out too).
    kept = [k for k, j in enumerate(others)
            if plan.tensor_specs[j].trainable or any(g is not None for g in gradients[k])]
    if not kept:
        return []
    others, gradients = [others[k] for k in kept], [gradients[k] for k in kept]
    x_spec = next(spec for spec in plan.specs if spec.role == "x")
    positions = [spec.name for spec in plan.specs]
    curves = [protocol.InputCurves(
        x_spec.name, positions.index(x_spec.name), [c.first for c in claimed], [n.derivative for n in numerics],
        list(own), [c.differs for c in comparisons])]
    zeros = np.zeros(len(x))
    yours = [[zeros.copy() if g is None else g for g in row] for row in gradients]  # none: 0, as for x
    autograd = path.autograd(others, module_name)
    for k, j in enumerate(others):
        spec = plan.tensor_specs[j]
        numeric = path.numeric(j)
        curves.append(protocol.InputCurves(
            spec.name, positions.index(spec.name), yours[k], [n.derivative for n in numeric], autograd[k],
            [num.compare(x, mine, n).differs for mine, n in zip(yours[k], numeric)], float(spec.fill)))
    return curves


class _Path:
    """The grid's path, x = the grid's points, with the Function's other tensors swappable."""

    def __init__(self, caller: FunctionCaller, x: np.ndarray, found):
        self.caller, self.x, self.found = caller, x, found
        self.X = caller.rows(torch.from_numpy(x))
        self.extras = caller.plan.extras_for(self.X)

    def call(self, X: torch.Tensor, extras: list):
        args, kwargs = self.caller.plan.arguments(X, extras)
        with seeded(device=self.caller.device):
            return self.caller.plan.cls.apply(*args, **kwargs)

    def f(self, j: int, moved: torch.Tensor) -> list:
        """f along the grid (row means, per studied output) with extra ``j`` replaced by ``moved``."""
        extras = list(self.extras)
        extras[j] = moved
        with torch.no_grad():
            outputs = as_tuple(self.call(self.X.clone(), extras))
        return [to_numpy(row_means(outputs[i])) for i in self.found.selected]

    def steps(self, j: int) -> tuple[np.ndarray, torch.Tensor]:
        """h per point (for the values extra ``j`` holds there) and h shaped to move its rows."""
        values = to_numpy(self.extras[j].reshape(len(self.x), -1)[:, 0])
        h = num.step_sizes(values, max(self.found.eps))
        shaped = torch.from_numpy(h).to(self.extras[j]).reshape(-1, *([1] * (self.extras[j].dim() - 1)))
        return h, shaped

    def elementwise_in(self, j: int) -> bool:
        """Does moving extra ``j`` at the even points leave f at the odd ones as it was?"""
        try:
            _, h = self.steps(j)
            even = (torch.arange(len(self.x), device=self.X.device) % 2 == 0).reshape(h.shape)
            moved = self.f(j, self.extras[j] + torch.where(even, h, torch.zeros_like(h)))
            base = self.f(j, self.extras[j])
        except Exception:  # the tensor cannot move alone (an in-place trick, a shape check)
            return False
        odd = np.arange(len(self.x)) % 2 == 1
        for f, g, eps in zip(base, moved, self.found.eps):
            keep = odd & np.isfinite(f)
            if np.any(np.abs(g[keep] - f[keep]) > 64 * eps * (np.abs(f[keep]) + 1e-300)):
                return False
        return True

    def numeric(self, j: int) -> list:
        h, shaped = self.steps(j)
        shifted = {k: self.f(j, self.extras[j] + k * shaped) for k in num.OFFSETS}
        base = self.f(j, self.extras[j])
        return [num.analyze(f, {k: shifted[k][o] for k in num.OFFSETS}, h, eps)
                for o, (f, eps) in enumerate(zip(base, self.found.eps))]

    def gradients(self, others: list, hook=None) -> list:
        """[other][output] → the path derivative (None: no gradient reaches that input)."""
        X = self.X.clone().requires_grad_()  # as in the grid's own call: x needs a gradient too
        leaves = [e.detach().clone().requires_grad_() if j in others else e for j, e in enumerate(self.extras)]
        if hook is not None:
            with apply_hook(hook):
                outputs = as_tuple(self.call(X.clone(), leaves))
        else:
            outputs = as_tuple(self.call(X.clone(), leaves))
        found = [[None] * len(self.found.selected) for _ in others]
        for o, index in enumerate(self.found.selected):
            out = outputs[index]
            if not (isinstance(out, torch.Tensor) and out.requires_grad):
                continue
            grads = torch.autograd.grad(out, [leaves[j] for j in others], output_gradient(out),
                                        retain_graph=True, allow_unused=True)
            for k, gradient in enumerate(grads):
                found[k][o] = None if gradient is None else to_numpy(path_sum(gradient))
        return found

    def autograd(self, others: list, module_name: str) -> list:
        """Autograd's of the forward's own operations (None where it cannot follow them)."""
        try:
            return self.gradients(others, OwnOperations(module_name))
        except Exception:  # numpy in forward, a detach: not autograd's to follow
            return [[None] * len(self.found.selected) for _ in others]
