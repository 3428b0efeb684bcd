"""The check's first stages as data: the probe's inputs (a caller and a grid), then the curves.

``probe_inputs`` makes the subject's caller (probe_inputs.py tries the shapes) and the grid;
``probe_curves`` runs the forward on the grid and around it, autograd's own derivative and the
backward: everything the curves are, before gradcheck. ``curves_preview`` words what the curves
alone show, for the window's first answer (CheckStage.CURVES); the verdict that counts is made
after gradcheck (probe.py, ``probe_verdict``), from the same data.
"""
from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Iterator, Optional

import numpy as np
import torch

from playground import protocol
from playground.engine.judge import numeric as num
from playground.engine.judge import placement
from playground.engine.judge.callers import Caller, FunctionCaller, single_thread
from playground.engine.judge.derivative import autograd_derivatives
from playground.engine.judge.probe_inputs import make_caller
from playground.engine.judge.probe_steps import Evaluation, ProbeSteps
from playground.engine.judge.summary import Findings, held_words, summarize_curves
from playground.engine.usercode.printed import captured
from playground.vocabulary import Verdict


@dataclass(frozen=True, kw_only=True)
class ProbeInputs:
    """What the subject is called with: a caller of a working shape, and the grid of x."""

    steps: ProbeSteps  # the probe's phases and the errors of the user's code so far
    caller: Caller
    grid: np.ndarray


@dataclass(frozen=True, kw_only=True)
class Curves:
    """The subject on the grid: f, the numerical and autograd's derivatives, and the backward's."""

    inputs: ProbeInputs
    found: Evaluation
    numerics: list  # num.analyze of each studied output
    coupled: bool  # moving some points changes f at others: not elementwise
    own: list  # autograd's derivative of the forward's own operations (None where it cannot follow)
    claimed: Optional[list]  # the backward's derivatives (None: it failed)
    backward_error: Optional[str]  # why the backward failed, in words


@contextlib.contextmanager
def probing(subject) -> Iterator[None]:
    """The probe's surroundings: the code's prints kept, one thread, autograd on."""
    with captured(subject.source.printed), single_thread(), torch.enable_grad():
        yield


def grid_of(x_min: float, x_max: float, points: int) -> np.ndarray:
    return np.linspace(x_min, x_max, max(2, int(points)))


def probe_inputs(steps: ProbeSteps, grid: np.ndarray, shape=None, values: Optional[dict] = None,
                 device: torch.device = placement.CPU) -> ProbeInputs:
    """The caller, made in the forward phase (an endless loop or an exit while it tries shapes is
    the forward's); raises UserCodeError."""
    steps.phase("forward")
    caller = make_caller(steps.subject, shape, values, device)
    return ProbeInputs(steps=steps, caller=caller, grid=grid)


def probe_curves(inputs: ProbeInputs) -> Curves:
    """The forward on the grid and around it, then the backward; a backward that fails leaves f
    and the true derivatives (its error is kept in ``inputs.steps.errors``)."""
    steps, caller, x = inputs.steps, inputs.caller, inputs.grid
    found = steps.evaluate(caller, x)
    numerics = steps.numeric(caller, x, found)
    coupled = len(x) > 2 and steps.coupled(caller, x, found)
    own = autograd_derivatives(caller, torch.from_numpy(x), found.selected, steps.subject.source.module_name)
    steps.phase("backward")
    claimed, backward_error = None, None
    try:
        claimed = steps.claimed(caller, found)
    except Exception as error:
        info = steps.error_info(error)
        steps.errors.append(info)
        backward_error = info.message
    return Curves(inputs=inputs, found=found, numerics=numerics, coupled=coupled, own=own, claimed=claimed,
                  backward_error=backward_error)


def held_text(caller: Caller) -> str:
    """The Function's other tensor inputs and the one value each holds while the grid moves x
    ("g = 0.31"): a constant shaped like x, or a tensor of one element. Where one of them holds many
    values (a weight) no few words say where the grid is, and a Module's parameters are its own:
    "" for those (the sentence then names x alone, as for a Function of one input)."""
    if not isinstance(caller, FunctionCaller):
        return ""
    values = {}
    for spec in caller.plan.tensor_specs:
        if spec.value is not None and spec.value.numel() != 1:
            return ""
        values[spec.name] = spec.fill if spec.value is None else float(spec.value.reshape(-1)[0])
    return held_words(values)


def compared(x: np.ndarray, numerics: list, claimed: Optional[list], findings: Findings) -> list:
    """The backward's curves against the numerical ones, point by point, into ``findings``."""
    if claimed is None:
        return []
    comparisons = [num.compare(x, c.first, n) for c, n in zip(claimed, numerics)]
    if findings.coupled:  # no point is compared: nothing differs (by design or not)
        for comparison in comparisons:
            comparison.differs[:] = False
    differs = [c.differs for c in comparisons]
    findings.differ_count = int(sum(d.sum() for d in differs))
    findings.differ_fraction = findings.differ_count / max(1, sum(len(d) for d in differs))
    worst = max(comparisons, key=lambda c: c.max_error)
    findings.max_error, findings.worst_x = worst.max_error, worst.worst_x
    findings.by_design = all(c.by_design or not c.differs.any() for c in comparisons)
    findings.kinks = int(np.logical_or.reduce([n.nonsmooth for n in numerics]).sum())
    findings.no_gradient = any(c.no_gradient and cmp.differs.any() for c, cmp in zip(claimed, comparisons))
    findings.identity_backward = all(num.passes_through(c.first, n, cmp)
                                     for c, n, cmp in zip(claimed, numerics, comparisons))
    factors = {num.constant_ratio(c.first, n, cmp) for c, n, cmp in zip(claimed, numerics, comparisons)}
    findings.factor = factors.pop() if len(factors) == 1 else None
    bad = [c for c in comparisons if c.not_finite.any()]
    if bad and not findings.coupled:
        findings.not_finite_x = float(x[np.argmax(bad[0].not_finite)])
    return comparisons


def curves_preview(curves: Curves, reversal: bool) -> protocol.ProbeData:
    """What the curves alone show, before gradcheck: "differs" where they differ (in the verdict's
    own words), "error" where the backward failed, "matches" otherwise, saying that gradcheck is
    still running where the complete sentence names it. ``reversal``: the code speaks of reversing
    the gradient."""
    x, found = curves.inputs.grid, curves.found
    findings = Findings(points=len(x), coupled=curves.coupled, backward_error=curves.backward_error,
                        reversal_named=reversal, held=held_text(curves.inputs.caller))
    comparisons = compared(x, curves.numerics, curves.claimed, findings)
    if findings.backward_error is not None:
        verdict = Verdict.ERROR
    elif findings.differ_count or findings.not_finite_x is not None:
        verdict = Verdict.DIFFERS
    else:
        verdict = Verdict.MATCHES
    summary, code, params = summarize_curves(findings)
    nan = np.full(len(x), np.nan)
    claimed = curves.claimed
    return protocol.ProbeData(
        x=x, output_names=found.names, f=found.f,
        backward=[c.first for c in claimed] if claimed else [nan.copy() for _ in found.f],
        numeric=[n.derivative for n in curves.numerics], autograd=curves.own,
        second=[c.second for c in claimed] if claimed else [None for _ in found.f],
        differs=[c.differs for c in comparisons] or [np.zeros(len(x), bool) for _ in found.f],
        nonsmooth=[n.nonsmooth for n in curves.numerics], verdict=verdict,
        by_design=bool(findings.differ_count and findings.by_design) and code == "differs_by_design",
        decided_by=[] if curves.coupled or verdict == Verdict.ERROR else ["grid_curves"],
        differ_fraction=findings.differ_fraction, max_error=findings.max_error, gradcheck=None,
        gradgradcheck=None, summary=summary, summary_code=code, summary_params=params,
        input_shape=(len(x),) + tuple(curves.inputs.caller.feature_shape))
