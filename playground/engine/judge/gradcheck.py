"""torch.autograd.gradcheck (and gradgradcheck) on the subject, at random points away from kinks.

All tensor inputs take part, parameters included, in float64. gradcheck feeds the backward
unit and random upstream gradients, so a backward that ignores ``grad_output`` is caught even
where the curves agree (with an upstream gradient of 1 they would). A failure is explained in
words; the largest error comes from a few random directional checks of the same kind.
"""
from __future__ import annotations

import re
import warnings
from dataclasses import dataclass

import numpy as np
import torch
from torch.autograd.gradcheck import GradcheckError

from playground.engine.judge.callers import Caller, as_tuple
from playground.protocol import GradcheckResult

POINTS = 12
FAST_MODE_ABOVE = 48  # inputs+outputs elements beyond which gradcheck uses its fast mode


def random_points(x: np.ndarray, good: np.ndarray, generator: torch.Generator,
                  count: int = POINTS) -> torch.Tensor:
    """Random x inside grid intervals whose ends and neighbours are ``good`` (smooth, defined)."""
    safe = good[:-1] & good[1:]
    safe[1:] &= good[:-2]
    safe[:-1] &= good[2:]
    intervals = np.flatnonzero(safe)
    u = 0.1 + 0.8 * torch.rand(count, generator=generator, dtype=torch.float64)
    if len(intervals) == 0:
        lo, hi = float(x.min()), float(x.max())
        return lo + (hi - lo) * u
    pick = torch.randint(len(intervals), (count,), generator=generator).numpy()
    left = torch.from_numpy(x[intervals[pick]])
    right = torch.from_numpy(x[intervals[pick] + 1])
    return left + (right - left) * u


@dataclass
class CheckSetup:
    inputs: list
    names: list
    fn: object  # callable(*inputs) -> tuple of the selected outputs


def setup(caller: Caller, t: torch.Tensor, selected: list, generator: torch.Generator) -> CheckSetup:
    X = caller.rows(t)
    if caller.feature_shape:  # break the symmetry of equal features (a transposed index shows)
        X = X + 0.05 * torch.randn(X.shape, generator=generator, dtype=X.dtype)
    inputs, names, fn = caller.gradcheck_setup(X.requires_grad_(), generator)

    def selected_outputs(*tensors):
        outputs = as_tuple(fn(*tensors))
        return tuple(outputs[i] for i in selected)

    return CheckSetup(inputs, names, selected_outputs)


def _settings(output_eps: float, check: CheckSetup) -> dict:
    elements = sum(t.numel() for t in check.inputs)
    loose = output_eps > 1e-10  # the forward computes in float32 or less
    # check_undefined_grad off: it feeds None as an output's gradient, which real training never
    # does, and which breaks correct code such as a hook that clips the gradient it receives.
    return dict(eps=1e-3 if loose else 1e-6, atol=1e-2 if loose else 1e-5,
                rtol=1e-2 if loose else 1e-3, fast_mode=elements > FAST_MODE_ABOVE,
                check_undefined_grad=False)


def run_gradcheck(check: CheckSetup, output_names: list, output_eps: float,
                  generator: torch.Generator) -> tuple[GradcheckResult, bool]:
    """(the result, whether backward ignores grad_output); the second is only looked for when
    gradcheck fails."""
    settings = _settings(output_eps, check)
    error = directional_error(check, generator, settings["eps"])
    points = check.inputs[0].shape[0]
    try:
        with warnings.catch_warnings():  # about float32 outputs: the tolerances allow for them
            warnings.simplefilter("ignore")
            torch.autograd.gradcheck(check.fn, tuple(check.inputs), raise_exception=True, **settings)
    except GradcheckError as failure:
        try:
            ignores = ignores_upstream(check, generator)
        except Exception:
            ignores = False
        return GradcheckResult(False, error, explain(failure, check, output_names, error, ignores),
                               points), ignores
    return GradcheckResult(True, error, "", points), False


def run_gradgradcheck(check: CheckSetup, output_eps: float) -> GradcheckResult:
    settings = _settings(output_eps, check)
    points = check.inputs[0].shape[0]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.autograd.gradgradcheck(check.fn, tuple(check.inputs), raise_exception=True,
                                         **settings)
    except GradcheckError as failure:
        return GradcheckResult(False, float("nan"), "gradgradcheck failed: the derivative of your "
                               "backward (double backward) does not match its numerical derivative. "
                               + _first_line(failure), points)
    return GradcheckResult(True, 0.0, "", points)


def directional_error(check: CheckSetup, generator: torch.Generator, eps: float,
                      repeats: int = 2) -> float:
    """max |vᵀJu (from backward) - vᵀJu (numerical)| over a few random u, v."""
    worst = 0.0
    for _ in range(repeats):
        outputs = check.fn(*check.inputs)
        upstream = [torch.randn(o.shape, generator=generator, dtype=o.dtype) for o in outputs]
        grads = torch.autograd.grad(outputs, check.inputs, upstream, allow_unused=True)
        direction = [torch.randn(i.shape, generator=generator, dtype=i.dtype) for i in check.inputs]
        claimed = sum(float((g * u).sum()) for g, u in zip(grads, direction) if g is not None)
        with torch.no_grad():
            plus = check.fn(*[i + eps * u for i, u in zip(check.inputs, direction)])
            minus = check.fn(*[i - eps * u for i, u in zip(check.inputs, direction)])
        numeric = sum(float((v * (p - m)).sum()) for v, p, m in zip(upstream, plus, minus)) / (2 * eps)
        worst = max(worst, abs(claimed - numeric))
    return worst


def ignores_upstream(check: CheckSetup, generator: torch.Generator) -> bool:
    """Does the backward fail to scale with grad_output (the chain rule's factor)?"""
    outputs = check.fn(*check.inputs)
    upstream = [torch.randn(o.shape, generator=generator, dtype=o.dtype) for o in outputs]
    once = torch.autograd.grad(outputs, check.inputs, upstream, retain_graph=True, allow_unused=True)
    twice = torch.autograd.grad(outputs, check.inputs, [2 * u for u in upstream], allow_unused=True)
    for a, b in zip(once, twice):
        if a is not None and b is not None and not torch.allclose(b, 2 * a, rtol=1e-6, atol=1e-9):
            return True
    return False


def explain(failure: GradcheckError, check: CheckSetup, output_names: list, error: float,
            ignores: bool) -> str:
    """The failure in a student's words."""
    text = str(failure)
    if ignores:
        return ("gradcheck failed: backward does not multiply by grad_output. By the chain rule "
                "the gradient of an input is grad_output times the derivative, so it must grow "
                "when grad_output grows.")
    match = re.search(r"output (\d+) with respect to input (\d+)", text)
    if match:
        output, input_ = int(match.group(1)), int(match.group(2))
        out_name = output_names[output] if output < len(output_names) else f"output {output}"
        in_name = check.names[input_] if input_ < len(check.names) else f"input {input_}"
        return (f"gradcheck failed: the gradient of {out_name} with respect to '{in_name}' does not "
                f"match the numerical one at {check.inputs[0].shape[0]} random points (largest "
                f"difference {error:.3g}).")
    if "not reentrant" in text:
        return ("gradcheck failed: backward gives different results when run twice on the same "
                "input (does it use randomness, or change a saved tensor?).")
    return "gradcheck failed: " + _first_line(failure)


def _first_line(failure: Exception) -> str:
    return (str(failure).strip().splitlines() or [""])[0][:300]


def failure_from_exception(message: str, points: int) -> GradcheckResult:
    return GradcheckResult(False, float("nan"), message, points)

