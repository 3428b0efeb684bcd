"""Forward mode judged: a Function's ``jvp`` against central differences and against its own backward.

At gradcheck's random points (all tensor inputs in float64), for each input in turn a random
tangent t of both signs goes in as a dual number (torch.autograd.forward_ad), and what the jvp
makes of it, J·t for every output, is held against

- the central difference (f(x + εt) - f(x - εt)) / 2ε, element by element;
- the backward: for a random v, ⟨v, J·t⟩ from the jvp must equal ⟨Jᵀ·v, t⟩ from the backward.

Along the grid, a tangent of ones gives "your jvp" as a curve beside "your backward" (the
derivative along x, as the backward's curve), compared with the numerical derivative where the
backward is not right and with the backward where it is.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Optional

import numpy as np
import torch
import torch.autograd.forward_ad as fwAD

from playground.engine.judge import numeric as num
from playground.engine.judge import placement
from playground.engine.judge.callers import Caller, as_tuple, row_means
from playground.engine.judge.gradcheck import CheckSetup
from playground.engine.judge.outcomes import check_failed, check_passed
from playground.engine.torch_private import load_jvp_decompositions
from playground.protocol import CheckOutcome, ProbeData
from playground.vocabulary import CheckName

REPEATS = 1  # random tangents per input alone (each of both signs, element by element)
_ready = False


def forward_ad_ready() -> None:
    """Forward mode's first use imports torch's jvp decompositions (about 0.1 s), which warn that
    torch.jit.script is deprecated: import them here, before the user's code prints anything."""
    global _ready
    if not _ready:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            load_jvp_decompositions()
        _ready = True


@dataclass
class JvpFinding:
    """What the jvp check found, beyond its outcome: which side a difference is on."""

    outcome: CheckOutcome
    wrong_jvp: bool = False  # the jvp differs from the numerical derivative (not only from backward)
    raised: Optional[BaseException] = None  # what the user's jvp raised


def directional(setup: CheckSetup, tangents: dict) -> list:
    """J·t for each output, from the jvp: the inputs in ``tangents`` (index → tangent) carry theirs,
    the others none."""
    primals = [value.detach() for value in setup.inputs]
    with fwAD.dual_level():
        args = [fwAD.make_dual(p, tangents[i]) if i in tangents else p for i, p in enumerate(primals)]
        outputs = as_tuple(setup.fn(*args))
        found = [fwAD.unpack_dual(out).tangent for out in outputs]
    return [torch.zeros_like(out.detach()) if t is None else t.detach().clone()
            for out, t in zip(outputs, found)]


def central_difference(setup: CheckSetup, tangents: dict, eps: float) -> list:
    """(f(x + εt) - f(x - εt)) / 2ε for each output, the inputs in ``tangents`` moved together."""
    with torch.no_grad():
        moved = [[value + sign * eps * tangents[i] if i in tangents else value
                  for i, value in enumerate(setup.inputs)] for sign in (1, -1)]
        plus, minus = (as_tuple(setup.fn(*args)) for args in moved)
    return [(p - m) / (2 * eps) for p, m in zip(plus, minus)]


def pulled_back(setup: CheckSetup, index: int, upstream: list) -> Optional[torch.Tensor]:
    """Jᵀ·v for input ``index``, from the backward (None: it gives that input no gradient)."""
    outputs = as_tuple(setup.fn(*setup.inputs))
    # Copies: a backward may write into its grad_output, and upstream is read again afterwards.
    (gradient,) = torch.autograd.grad(outputs, [setup.inputs[index]], [u.clone() for u in upstream],
                                      allow_unused=True)
    return gradient


def directions(setup: CheckSetup, generator: torch.Generator) -> list:
    """The tangents tried: each input alone (REPEATS random ones, both signs element by element),
    then all of them together (a jvp that mixes up its tangents' terms shows only there)."""
    alone = [{index: placement.randn(value.shape, generator, value.dtype, value.device)}
             for index, value in enumerate(setup.inputs) for _ in range(REPEATS)]
    if len(setup.inputs) < 2:
        return alone
    together = {index: placement.randn(value.shape, generator, value.dtype, value.device)
                for index, value in enumerate(setup.inputs)}
    return alone + [together]


def check_jvp(setup: CheckSetup, output_names: list, settings: dict, generator: torch.Generator,
              function: str) -> JvpFinding:
    """The jvp at gradcheck's points, for every input alone and all together, and every output
    (``settings``: gradcheck's eps, atol, rtol)."""
    forward_ad_ready()
    eps, atol, rtol = settings["eps"], settings["atol"], settings["rtol"]
    points = int(setup.inputs[0].shape[0]) if setup.inputs[0].dim() else 1
    worst = 0.0
    transposed = None
    for tangents in directions(setup, generator):
        try:
            claimed = directional(setup, tangents)
        except Exception as error:
            params = {"function": function, "text": _first_line(error)}
            return JvpFinding(check_failed(CheckName.JVP, "jvp_raised", params), True, error)
        numeric = central_difference(setup, tangents, eps)
        for output, (mine, true) in enumerate(zip(claimed, numeric)):
            error = float((mine - true).abs().max()) if mine.numel() else 0.0
            worst = max(worst, error)
            if not torch.allclose(mine, true, rtol=rtol, atol=atol):
                params = {"function": function, "output": _name(output_names, output),
                          "input": _moved(setup, tangents), "points": points, "error": error}
                return JvpFinding(check_failed(CheckName.JVP, "jvp_mismatch", params, error), True)
        if transposed is None and len(tangents) == 1:
            transposed = _transpose_mismatch(setup, tangents, claimed, generator, atol, rtol, function)
    if transposed is not None:
        return JvpFinding(transposed)
    return JvpFinding(check_passed(CheckName.JVP, worst))


def _moved(setup: CheckSetup, tangents: dict) -> str:
    return " and ".join(str(setup.names[i]) for i in sorted(tangents))


def _transpose_mismatch(setup: CheckSetup, tangents: dict, claimed: list, generator: torch.Generator,
                        atol: float, rtol: float, function: str) -> Optional[CheckOutcome]:
    """⟨v, J·t⟩ (jvp) against ⟨Jᵀ·v, t⟩ (backward); an outcome only where they disagree. An input
    the backward gives no gradient (a tensor the code never differentiates) is not compared."""
    ((index, tangent),) = tangents.items()
    upstream = [placement.randn(c.shape, generator, c.dtype, c.device) for c in claimed]
    try:
        gradient = pulled_back(setup, index, upstream)
    except Exception:  # the backward fails: gradcheck says how
        return None
    if gradient is None:
        return None
    forward = float(sum((v * c).sum() for v, c in zip(upstream, claimed)))
    backward = float((gradient * tangent).sum())
    scale = float(sum((v * c).abs().sum() for v, c in zip(upstream, claimed))) + float((gradient * tangent).abs().sum())
    if abs(forward - backward) <= atol + rtol * scale:
        return None
    params = {"function": function, "input": setup.names[index], "jvp": forward, "backward": backward}
    return check_failed(CheckName.JVP, "jvp_transpose_mismatch", params, abs(forward - backward))


# ----------------------------------------------------------------------------- along the grid


def jvp_curves(caller: Caller, x: np.ndarray, selected: list) -> list:
    """The jvp's derivative along the probe's path (tangent ones), one array per selected output."""
    forward_ad_ready()
    X = caller.rows(torch.from_numpy(x))
    with fwAD.dual_level():
        outputs = as_tuple(caller.call(fwAD.make_dual(X, torch.ones_like(X))))
        tangents = [fwAD.unpack_dual(outputs[i]).tangent for i in selected]
    return [np.zeros(len(x)) if t is None else row_means(t.detach()).cpu().numpy().astype(np.float64)
            for t in tangents]


@dataclass
class GridComparison:
    differs: int
    fraction: float
    max_error: float
    worst_x: float


def compare_on_grid(probe: ProbeData, curves: list, dtype_eps: float) -> GridComparison:
    """Where the jvp's curve differs: from the backward's where that is right, else from the
    numerical derivative (kinks and jumps left out)."""
    rtol, atol = num.precision(dtype_eps)
    differs = np.zeros(len(probe.x), bool)
    errors = np.zeros(len(probe.x))
    for j, curve in enumerate(curves):
        numeric, backward = probe.numeric[j], probe.backward[j]
        compared = ~probe.nonsmooth[j] & np.isfinite(numeric)
        right = ~probe.differs[j] & np.isfinite(backward)
        reference = np.where(right, backward, numeric)
        with np.errstate(all="ignore"):
            error = np.where(compared, np.abs(curve - reference), 0.0)
            error = np.where(compared & ~np.isfinite(curve), np.inf, error)
            here = compared & (error > atol + rtol * np.abs(reference))
        differs |= here
        errors = np.maximum(errors, np.where(here, error, 0.0))
    count = int(differs.sum())
    if not count:
        return GridComparison(0, 0.0, 0.0, float("nan"))
    finite = np.where(np.isfinite(errors), errors, np.finfo(float).max)
    worst = int(np.argmax(finite))
    return GridComparison(count, count / len(probe.x), float(errors[worst]), float(probe.x[worst]))


def _name(names: list, index: int) -> str:
    return str(names[index]) if index < len(names) else f"output {index}"


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return (f"{type(error).__name__}: {text[0]}" if text else type(error).__name__)[:300]
