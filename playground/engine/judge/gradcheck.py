"""torch.autograd.gradcheck (and gradgradcheck) on the subject, at random points away from kinks.

All tensor inputs take part, parameters included, in float64 on the judge's device; the random
points, directions and upstream gradients are drawn on the CPU (placement.py), the same numbers
on every device. gradcheck feeds the backward
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

from playground import codes
from playground.engine.judge import forward_work, placement
from playground.engine.judge import tolerances as tol
from playground.engine.judge.backward_calls import fresh_per_backward, vjp
from playground.engine.judge.callers import Caller, as_tuple
from playground.engine.torch_private import without_slow_mode_message
from playground.engine.usercode.diagnose import note
from playground.protocol import GradcheckResult

POINTS = 12
ROW_ELEMENTS = 1024  # gradcheck's input rows hold at most this many elements (at least 2 rows)
RANDOM_UPSTREAM_MARGIN = tol.RANDOM_UPSTREAM_MARGIN  # times gradcheck's own tolerance, for random signed upstreams
FULL_MODE_UP_TO = 1024  # input + output elements up to which the full gradcheck is affordable


def point_count(feature_shape: tuple, count: int = POINTS) -> int:
    """How many random rows gradcheck gets: POINTS for narrow inputs, fewer (at least 2) for a
    wide layer, so a 128×800 batch costs about what the default shape does (a full Jacobian
    grows with the square of the elements)."""
    features = int(np.prod(feature_shape))  # np.prod(()) is 1
    fitting = ROW_ELEMENTS // features if features else count  # rows of no elements cost nothing
    return int(max(2, min(count, fitting)))


def random_points(x: np.ndarray, good: np.ndarray, generator: torch.Generator,
                  count: int = POINTS) -> torch.Tensor:
    """Random x inside grid intervals whose ends and neighbours are ``good`` (smooth, defined),
    on the CPU (the caller's rows move them to its device)."""
    safe = good[:-1] & good[1:]
    safe[1:] &= good[:-2]
    safe[:-1] &= good[2:]
    intervals = np.flatnonzero(safe)
    u = 0.1 + 0.8 * placement.rand((count,), generator)
    if len(intervals) == 0:
        lo, hi = float(x.min()), float(x.max())
        return lo + (hi - lo) * u
    pick = placement.randint(len(intervals), (count,), generator).numpy()
    left = torch.from_numpy(x[intervals[pick]])
    right = torch.from_numpy(x[intervals[pick] + 1])
    return left + (right - left) * u


@dataclass
class CheckSetup:
    inputs: list
    names: list
    fn: object  # callable(*inputs) -> tuple of the selected outputs
    # Each backward gets a forward of its own (backward_calls.py); False where every call of fn's
    # backward already runs a forward of its own (the referee's proxy: the submission's process
    # answers each backward from a fresh forward), so gradcheck need not ask for one more.
    fresh: bool = True


def setup(caller: Caller, t: torch.Tensor, selected: list, generator: torch.Generator) -> CheckSetup:
    X = caller.rows(t)
    if caller.feature_shape:  # break the symmetry of equal features (a transposed index shows)
        X = torch.add(X, placement.randn(X.shape, generator, X.dtype, X.device), alpha=0.05)
    inputs, names, fn = caller.gradcheck_setup(X.requires_grad_(), generator)

    def selected_outputs(*tensors):
        outputs = as_tuple(fn(*tensors))
        return tuple(outputs[i] for i in selected)

    return CheckSetup(inputs, names, selected_outputs)


def _elements(check: CheckSetup) -> tuple[int, float]:
    """(input and output elements, the seconds full mode's forwards would take: two per input
    element for central differences, and a fresh forward per output element for each of the two
    passes over the backward's rows, backward_calls.py)."""
    def outputs() -> tuple:
        with torch.no_grad():
            return as_tuple(check.fn(*check.inputs))

    found, seconds = forward_work.timed(outputs)
    inputs, produced = sum(t.numel() for t in check.inputs), sum(o.numel() for o in found)
    forwards = 2 * inputs + 2 * produced
    if forwards * seconds > forward_work.GRADCHECK_FULL_SECONDS:
        seconds = min(seconds, forward_work.timed(outputs)[1])  # not one slow moment of a loaded machine
    return inputs + produced, forwards * seconds


def _settings(output_eps: float, check: CheckSetup, elements: int, full_mode_seconds: float = 0.0) -> dict:
    loose = output_eps > tol.LOOSE_ABOVE_EPS  # the forward computes in float32 or less
    fast = elements > FULL_MODE_UP_TO or full_mode_seconds > forward_work.GRADCHECK_FULL_SECONDS
    # check_undefined_grad off: it feeds None as an output's gradient, which real training never
    # does, and which breaks correct code such as a hook that clips the gradient it receives.
    return dict(tol.GRADCHECK_LOOSE if loose else tol.GRADCHECK_FLOAT64, fast_mode=fast,
                check_undefined_grad=False)


def _settings_for(output_eps: float, check: CheckSetup) -> dict:
    """_settings at ``check``'s size; where only the time asks for fast mode, a note says so."""
    elements, seconds = _elements(check)
    settings = _settings(output_eps, check, elements, seconds)
    if settings["fast_mode"] and elements <= FULL_MODE_UP_TO:
        forwards = 2 * elements
        forward_work.chose_for_time(note("gradcheck_fast_for_time", forwards=forwards,
                                         forward_ms=round(1000 * seconds / forwards, 1), seconds=round(seconds, 1)))
    return settings


def run_gradcheck(check: CheckSetup, output_names: list, output_eps: float,
                  generator: torch.Generator) -> tuple[GradcheckResult, bool]:
    """(the result, whether backward ignores grad_output); the second is only looked for when
    gradcheck fails."""
    settings = _settings_for(output_eps, check)
    mode = "fast" if settings["fast_mode"] else "full"
    error, size = directional_error(check, generator, settings["eps"])
    points = check.inputs[0].shape[0]
    try:
        _gradcheck(torch.autograd.gradcheck, check, settings)
    except GradcheckError as failure:
        try:
            random = differs_run_to_run(check, generator)
            ignores = not random and ignores_upstream(check, generator)
        except Exception:
            random = ignores = False
        code, params = ("gradcheck_random", {}) if random else reason(failure, check, output_names, error,
                                                                        ignores)
        return failed(code, params, error, points, mode), ignores
    if error > RANDOM_UPSTREAM_MARGIN * (settings["atol"] + settings["rtol"] * size):
        # gradcheck's upstreams are one-hot (+1): a backward right only for some signs passes it.
        return failed("gradcheck_random_upstream", {"error": error}, error, points, mode), False
    return GradcheckResult(True, error, "", points, mode), False


def failure_message(code: str, params: dict, name: str = "gradcheck") -> str:
    """"gradcheck failed: " and why, in English (``code``: one of GRADCHECKS, playground/codes/gradcheck.py)."""
    return f"{name} failed: {codes.word_english(codes.GRADCHECKS[code], params)}"


def failed(code: str, params: dict, error: float, points: int, mode: str,
           name: str = "gradcheck") -> GradcheckResult:
    """A failed gradcheck (or gradgradcheck, ``name``), saying why in English and as a code."""
    return GradcheckResult(False, error, failure_message(code, params, name), points, mode, code, params)


def _gradcheck(check_function, check: CheckSetup, settings: dict) -> None:
    """Run torch's gradcheck or gradgradcheck; raises GradcheckError.

    When fast mode fails, torch recomputes both Jacobians in full only to print them in its
    message, which costs minutes for a wide layer; the message is not shown here, so that step
    is left out. gradcheck's backwards each get a fresh forward (backward_calls.py); gradgradcheck
    differentiates the backward's graph itself."""
    fresh = check.fresh and check_function is torch.autograd.gradcheck
    fn = fresh_per_backward(check.fn) if fresh else check.fn
    with warnings.catch_warnings():  # about float32 outputs: the tolerances allow for them
        warnings.simplefilter("ignore")
        if not settings["fast_mode"]:
            check_function(fn, tuple(check.inputs), raise_exception=True, **settings)
            return
        with without_slow_mode_message():
            check_function(fn, tuple(check.inputs), raise_exception=True, **settings)


def run_gradgradcheck(check: CheckSetup, output_eps: float) -> GradcheckResult:
    settings = _settings_for(output_eps, check)
    mode = "fast" if settings["fast_mode"] else "full"
    points = check.inputs[0].shape[0]
    try:
        _gradcheck(torch.autograd.gradgradcheck, check, settings)
    except GradcheckError as failure:
        return failed("gradgradcheck_mismatch", {"text": _first_line(failure)}, float("nan"), points, mode,
                      "gradgradcheck")
    return GradcheckResult(True, 0.0, "", points, mode)


def directional_error(check: CheckSetup, generator: torch.Generator, eps: float,
                      repeats: int = 2) -> tuple[float, float]:
    """(max |vᵀJu (from backward) - vᵀJu (numerical)| over a few random u, v; the size of the
    numerical vᵀJu there, against which the error is weighed)."""
    worst, size = 0.0, 0.0
    for _ in range(repeats):
        with torch.no_grad():
            outputs = as_tuple(check.fn(*check.inputs))
        upstream = [placement.randn(o.shape, generator, o.dtype, o.device) for o in outputs]
        grads = vjp(check.fn, check.inputs, upstream)
        direction = [placement.randn(i.shape, generator, i.dtype, i.device) for i in check.inputs]
        claimed = sum(float((g * u).sum()) for g, u in zip(grads, direction) if g is not None)
        with torch.no_grad():
            plus = check.fn(*[i + eps * u for i, u in zip(check.inputs, direction)])
            minus = check.fn(*[i - eps * u for i, u in zip(check.inputs, direction)])
        numeric = sum(float((v * (p - m)).sum()) for v, p, m in zip(upstream, plus, minus)) / (2 * eps)
        if abs(claimed - numeric) >= worst:
            worst, size = abs(claimed - numeric), abs(numeric)
    return worst, size


RANDOM_MESSAGE = failure_message("gradcheck_random", {})


def differs_run_to_run(check: CheckSetup, generator: torch.Generator) -> bool:
    """Does the backward give another gradient for the same input and upstream (noise)?"""
    upstream = _random_upstream(check, generator)
    first, second = vjp(check.fn, check.inputs, upstream), vjp(check.fn, check.inputs, upstream)
    return any(a is not None and b is not None and not torch.equal(a, b) for a, b in zip(first, second))


def ignores_upstream(check: CheckSetup, generator: torch.Generator) -> bool:
    """Does the backward fail to scale with grad_output (the chain rule's factor)?"""
    upstream = _random_upstream(check, generator)
    once, twice = vjp(check.fn, check.inputs, upstream), vjp(check.fn, check.inputs, [2 * u for u in upstream])
    return any(a is not None and b is not None and not torch.allclose(b, 2 * a, **tol.DOUBLED_UPSTREAM)
               for a, b in zip(once, twice))


def _random_upstream(check: CheckSetup, generator: torch.Generator) -> list:
    with torch.no_grad():
        outputs = as_tuple(check.fn(*check.inputs))
    return [placement.randn(o.shape, generator, o.dtype, o.device) for o in outputs]


def explain(failure: GradcheckError, check: CheckSetup, output_names: list, error: float,
            ignores: bool) -> str:
    """The failure in a student's words."""
    return failure_message(*reason(failure, check, output_names, error, ignores))


def reason(failure: GradcheckError, check: CheckSetup, output_names: list, error: float,
           ignores: bool) -> tuple[str, dict]:
    """Why gradcheck failed: (a code of GRADCHECKS, playground/codes/gradcheck.py, and its parameters)."""
    text = str(failure)
    if ignores:
        return "gradcheck_ignores_grad_output", {}
    match = re.search(r"output (\d+) with respect to input (\d+)", text)
    if match:
        output, input_ = int(match.group(1)), int(match.group(2))
        out_name = output_names[output] if output < len(output_names) else f"output {output}"
        in_name = check.names[input_] if input_ < len(check.names) else f"input {input_}"
        return "gradcheck_mismatch", {"output": str(out_name), "input": str(in_name),
                                      "points": int(check.inputs[0].shape[0]), "error": float(error)}
    if "not reentrant" in text:
        return "gradcheck_random", {}
    return "gradcheck_torch", {"text": _first_line(failure)}


def _first_line(failure: Exception) -> str:
    return (str(failure).strip().splitlines() or [""])[0][:300]


def could_not_run(name: str, text: str, points: int) -> GradcheckResult:
    """gradcheck (or gradgradcheck, ``name``) could not run: the user's code raised ``text``."""
    params = {"check": name, "text": text}
    return GradcheckResult(False, float("nan"), codes.word_english(codes.GRADCHECKS["check_could_not_run"], params)
                           or text, points, code="check_could_not_run", params=params)

