"""Judging a backward: f, the derivative the backward claims, the true ones, and gradcheck.

On a grid of x (float64), for each output of the subject: f; the derivative its backward gives
for an upstream gradient of 1; what autograd alone makes of the forward's operations; the
central-difference derivative, with kinks and jumps found and left out of the comparison; the
second derivative through double backward. Then torch's gradcheck (and gradgradcheck) at random
points away from the kinks, and a verdict in one sentence. How the input is shaped: probe_inputs.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import numpy as np
import torch

from playground import protocol
from playground.engine.judge import gradcheck as checks
from playground.engine.judge import placement
from playground.engine.judge.derivative import autograd_derivatives
from playground.engine.judge.input_curves import input_curves
from playground.engine.judge.probe_inputs import make_caller
from playground.engine.judge.probe_steps import ProbeSteps
from playground.engine.judge.stage_curves import (
    Curves,
    compared,
    grid_of,
    held_text,
    probe_curves,
    probe_inputs,
    probing,
)
from playground.engine.judge.summary import (
    Findings,
    decided_by,
    parameter_curve_differs,
    reversal_named,
    summarize,
    verdict_of,
)
from playground.engine.judge.upstream import upstream_finding
from playground.engine.usercode.errors import UserCodeError, backward_return_line, user_error


def run_probe(subject, x_min=-5.0, x_max=5.0, points=1001, shape=None,
              on_phase: Callable = lambda phase: None, values: Optional[dict] = None,
              device: torch.device = placement.CPU):
    """(ProbeData or None, [ErrorInfo]): the data as far as it could be computed, and every
    failure of the user's code. A backward that fails still leaves f and the true derivatives.
    ``device``: where the subject is judged (placement.judge_device); the data comes back as numpy.
    The stages one after another (the check's own pipeline, check.py, runs them with its answers
    in between)."""
    run = ProbeRun(subject, on_phase)
    with probing(subject):
        curves = attempt(run, lambda: probe_curves(probe_inputs(run, grid_of(x_min, x_max, points), shape,
                                                               values, device)))
        if curves is None:
            return None, run.errors
        checked = attempt(run, lambda: probe_gradchecks(curves))
        return (attempt(run, lambda: probe_verdict(curves, checked)) if checked is not None else None), run.errors


def attempt(run: "ProbeRun", stage: Callable):
    """``stage()``, or None with the user code's failure in ``run.errors``."""
    try:
        return stage()
    except UserCodeError as error:
        run.errors.append(error.info)
    except Exception as error:
        run.errors.append(run.error_info(error))
    return None


@dataclass(frozen=True, kw_only=True)
class Gradchecks:
    """torch's gradcheck and gradgradcheck at random points away from the kinks, and the backward
    for other upstream gradients than 1 (upstream.py): what the curves alone cannot see."""

    gradcheck: Optional[protocol.GradcheckResult] = None  # None: the backward failed, nothing to check
    gradgradcheck: Optional[protocol.GradcheckResult] = None
    ignores_upstream: bool = False  # gradcheck found the backward not linear in grad_output
    upstream: Optional[object] = None  # upstream.py's finding, None where it found nothing


def probe_gradchecks(curves: Curves) -> Gradchecks:
    """gradcheck, gradgradcheck and other upstream gradients, for a backward that ran."""
    run, caller, x, found = curves.inputs.steps, curves.inputs.caller, curves.inputs.grid, curves.found
    run.phase("check")
    if curves.claimed is None:
        return Gradchecks()
    gradcheck, gradgradcheck = run.gradchecks(caller, x, found, curves.numerics, curves.claimed)
    return Gradchecks(gradcheck=gradcheck, gradgradcheck=gradgradcheck, ignores_upstream=run.ignores_upstream,
                      upstream=run.upstream(found, curves.coupled))


def probe_verdict(curves: Curves, checked: Gradchecks) -> protocol.ProbeData:
    """The curves and gradcheck judged: the comparison and the verdict, then a curve per further input."""
    run, caller, x = curves.inputs.steps, curves.inputs.caller, curves.inputs.grid
    found, numerics, claimed = curves.found, curves.numerics, curves.claimed
    findings = Findings(points=len(x), coupled=curves.coupled, backward_error=curves.backward_error,
                        gradcheck=checked.gradcheck, ignores_upstream=checked.ignores_upstream,
                        reversal_named=reversal_named(run.subject.source.text), held=held_text(caller))
    if checked.upstream is not None:
        findings.upstream, findings.upstream_fraction = checked.upstream.kind, checked.upstream.fraction
    comparisons = run.compare(x, numerics, claimed, findings)
    probe = run.assemble(caller, x, found, numerics, curves.own, claimed, comparisons, findings,
                         checked.gradgradcheck)
    if not curves.coupled:  # a function that mixes points has no curves of its own, nor per input
        probe.inputs = run.input_curves(caller, x, found, numerics, curves.own, claimed, comparisons)
        _where_parameter_differs(probe, findings)
    return probe


def _where_parameter_differs(probe: protocol.ProbeData, findings: Findings) -> None:
    """A parameter gradcheck blames that has a curve of its own: its sentence says where that
    curve differs (x, and the values the other inputs are held at), as the x curve's would."""
    if probe.summary_code != "gradcheck_fails_for_parameter":
        return
    name = probe.summary_params.get("parameter")
    curve = next((c for c in probe.inputs if c.input == name), None)
    if curve is None or not any(d.any() for d in curve.differs):
        return
    differs = np.concatenate([np.asarray(d, bool) for d in curve.differs])
    errors = np.concatenate([np.where(d, np.abs(np.asarray(y) - np.asarray(n)), -np.inf)
                             for d, y, n in zip(curve.differs, curve.backward, curve.numeric)])
    worst = int(np.argmax(errors))
    probe.summary, probe.summary_code, probe.summary_params = parameter_curve_differs(
        findings, dict(probe.summary_params), differs.mean(), float(errors[worst]), float(probe.x[worst % len(probe.x)]))


def values_at(subject, xs: list, shape=None, values: Optional[dict] = None,
              device: torch.device = placement.CPU) -> dict:
    """{"x", "f", "backward", "numeric", "autograd"} lists (autograd may be None) — for `check --at`.
    The values are those of the subject's first output; NaN and Inf become None."""
    run = ProbeRun(subject, lambda phase: None)
    try:
        with probing(subject):
            caller = make_caller(subject, shape, values, device)
            x = np.asarray(xs, dtype=np.float64)
            found = run.evaluate(caller, x)
            numeric = run.numeric(caller, x, found)[0]
            own = autograd_derivatives(caller, torch.from_numpy(x), found.selected[:1],
                                       subject.source.module_name)[0]
            run.phase("backward")
            claimed = run.claimed(caller, found)[0].first
    except UserCodeError:
        raise
    except Exception as error:
        raise UserCodeError(run.error_info(error)) from None
    return {"x": _json_list(x), "f": _json_list(found.f[0]), "backward": _json_list(claimed),
            "numeric": _json_list(numeric.derivative),
            "autograd": None if own is None else _json_list(own)}


class ProbeRun(ProbeSteps):
    """One probe's steps beyond the curves: gradcheck, other upstreams, the comparison, the data."""

    def input_curves(self, caller, x, found, numerics, own, claimed, comparisons) -> list:
        """A derivative curve per tensor input the Function is elementwise in (input_curves.py);
        [] where it has one, or where they cannot be had (they are a picture, not the verdict)."""
        try:
            return input_curves(caller, x, found, numerics, own, claimed, comparisons,
                                self.subject.source.module_name)
        except Exception:
            return []

    def gradchecks(self, caller, x, found, numerics, claimed):
        generator = placement.generator(0)
        good = np.logical_and.reduce([n.defined & ~n.nonsmooth for n in numerics])
        t = checks.random_points(x, good, generator, checks.point_count(caller.feature_shape))
        try:
            setup = checks.setup(caller, t, found.selected, generator)
            gradcheck, self.ignores_upstream = checks.run_gradcheck(setup, found.names,
                                                                    max(found.eps), generator)
        except Exception as error:
            info = self.error_info(error)
            self.errors.append(info)
            return checks.could_not_run("gradcheck", info.message, len(t)), None
        if any(c.second is None for c in claimed):
            return gradcheck, None
        try:
            return gradcheck, checks.run_gradgradcheck(setup, max(found.eps))
        except Exception as error:
            return gradcheck, checks.could_not_run("gradgradcheck", self.error_info(error).message, len(t))

    def upstream(self, found, coupled: bool):
        """Other upstream gradients than 1 (upstream.py): a backward must be linear in them. The
        finding, or None."""
        try:
            return upstream_finding(found.X, found.raw, found.selected, not coupled)
        except Exception:  # the backward fails for another upstream: gradcheck says how
            return None

    def compare(self, x, numerics, claimed, findings: Findings) -> list:
        comparisons = compared(x, numerics, claimed, findings)
        if findings.not_finite_x is not None:
            self.errors.append(self.not_finite_error(findings.not_finite_x))
        return comparisons

    def not_finite_error(self, at: float) -> protocol.ErrorInfo:
        names = self.not_finite_in or [self.subject.cls.__name__]
        return user_error("backward", "gradient_not_finite",
                          f"{names[0]}.backward returns NaN or Inf at x = {at:.4g}, where f and its "
                          f"numerical derivative are finite (a division by zero? a log or sqrt of "
                          f"0?).", line=backward_return_line(names[0], self.filename),
                          function=names[0], x=at).info

    def assemble(self, caller, x, found, numerics, own, claimed, comparisons, findings,
                 gradgradcheck) -> protocol.ProbeData:
        nan = np.full(len(x), np.nan)
        summary, code, params = summarize(findings)
        by_design = bool(findings.differ_count and findings.by_design) and code == "differs_by_design"
        return protocol.ProbeData(
            x=x, output_names=found.names, f=found.f,
            backward=[c.first for c in claimed] if claimed else [nan.copy() for _ in found.f],
            numeric=[n.derivative for n in numerics], autograd=own,
            second=[c.second for c in claimed] if claimed else [None for _ in found.f],
            differs=[c.differs for c in comparisons] or [np.zeros(len(x), bool) for _ in found.f],
            nonsmooth=[n.nonsmooth for n in numerics], verdict=verdict_of(findings),
            by_design=by_design, decided_by=decided_by(findings, gradgradcheck),
            differ_fraction=findings.differ_fraction, max_error=findings.max_error,
            gradcheck=findings.gradcheck, gradgradcheck=gradgradcheck, summary=summary,
            summary_code=code, summary_params=params,
            input_shape=(len(x),) + tuple(caller.feature_shape))


def _json_list(values: np.ndarray) -> list:
    return [float(v) if np.isfinite(v) else None for v in np.asarray(values, dtype=np.float64)]
