"""The checks beyond the backward's curves, each with its outcome: `check --json`'s "checks".

After the probe: ``backward`` and ``double_backward`` are gradcheck's and gradgradcheck's results;
then, as the subject's style calls for them (function_style.py),

- ``jvp``: a jvp staticmethod against central differences and against the backward (forward_mode.py);
  a wrong jvp makes the verdict "differs", and the sentence names the jvp and where it differs;
- ``torch_func`` and ``vmap``: torch.func.vjp/grad/jacrev and torch.vmap (func_checks.py), for the
  setup_context style; a Function in the classic style is told plainly that it will not work
  there, which is no verdict on its maths;
- ``opcheck``: torch.library.opcheck of a custom op (opcheck.py);
- ``compile``: torch.compile(fullgraph=True), only when asked (compile_check.py).

All run at gradcheck's random points away from kinks, in float64 on the CPU.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import numpy as np
import torch

from playground import codes
from playground.engine.judge import gradcheck as gc
from playground.engine.judge import placement
from playground.engine.judge.backward_calls import habit_notes
from playground.engine.judge.callers import as_tuple, differentiable_outputs, single_thread
from playground.engine.judge.forward_mode import GridComparison, JvpFinding, check_jvp, compare_on_grid, jvp_curves
from playground.engine.judge.func_checks import check_torch_func, check_vmap
from playground.engine.judge.function_style import has_jvp, has_vmap_rule, is_op_function, uses_setup_context
from playground.engine.judge.jvp_inputs import at_call, every_floating_input
from playground.engine.judge.opcheck import check_op
from playground.engine.judge.outcomes import check_failed, check_skipped, from_gradcheck
from playground.engine.judge.probe_inputs import make_caller
from playground.engine.judge.summary import percent_text
from playground.engine.usercode.diagnose import note
from playground.engine.usercode.printed import captured
from playground.protocol import CheckOutcome, ProbeData
from playground.vocabulary import CheckName, Verdict

SEED = 1  # the probe's gradcheck uses 0: these points are others


@dataclass(frozen=True, kw_only=True)
class ExtraChecks:
    """What the further checks found, as far as they got (a check that broke ends the run: what
    ran before it stands): their outcomes, your jvp's curves, the jvp's finding for the verdict,
    and the backward's habits in words. None: not reached."""

    outcomes: tuple = ()  # CheckOutcomes after gradcheck's and gradgradcheck's
    jvp: Optional[list] = None  # your jvp along the grid, per output
    jvp_verdict: Optional[tuple] = None  # (JvpFinding, GridComparison or None, the Function named)
    habits: Optional[list] = None  # Notes


def run_extra_checks(subject, probe: ProbeData, caller=None, compile: bool = False,
                     on_phase: Callable = lambda phase: None) -> None:
    """Fill ``probe.checks`` (every check that ran, or was skipped and why) and ``probe.jvp``, and
    let a wrong jvp change the verdict. ``caller``: the probe's (probe_inputs.make_caller; None:
    made here, on the CPU at inferred shapes). Never raises for the user's code."""
    with_extra_checks(probe, extra_checks(subject, probe, caller, compile, on_phase))


def extra_checks(subject, probe: ProbeData, caller=None, compile: bool = False,
                 on_phase: Callable = lambda phase: None) -> Optional[ExtraChecks]:
    """The further checks of the subject judged in ``probe`` (read, not changed); None where
    gradcheck did not run, so neither do they."""
    if probe.gradcheck is None:
        return None
    on_phase("check")
    found = _Found()
    with captured(subject.source.printed), single_thread(), torch.enable_grad():
        try:
            _Checks(subject, probe, caller or make_caller(subject), found).run(compile)
        except Exception:  # the probe itself ran: what fails here is said by the checks that ran
            pass
    return ExtraChecks(outcomes=tuple(found.outcomes), jvp=found.jvp, jvp_verdict=found.jvp_verdict,
                       habits=found.habits)


def with_extra_checks(probe: ProbeData, checks: Optional[ExtraChecks]) -> None:
    """The checks into ``probe``: gradcheck's outcomes first, then the others', a wrong jvp in the
    verdict, the habits beside it."""
    probe.checks = [c for c in (from_gradcheck(CheckName.BACKWARD, probe.gradcheck),
                                from_gradcheck(CheckName.DOUBLE_BACKWARD, probe.gradgradcheck)) if c is not None]
    if checks is None:
        return
    probe.checks.extend(checks.outcomes)
    if checks.jvp is not None:
        probe.jvp = checks.jvp
    if checks.jvp_verdict is not None:
        judge_jvp(probe, *checks.jvp_verdict)
    if checks.habits is not None:
        probe.notes = list(probe.notes) + checks.habits
        probe.summary = " ".join([probe.summary] + [r.message for r in checks.habits])


class _Found:
    """What the checks found so far (kept where one breaks)."""

    def __init__(self) -> None:
        self.outcomes: list = []
        self.jvp: Optional[list] = None
        self.jvp_verdict: Optional[tuple] = None
        self.habits: Optional[list] = None


class _Checks:
    def __init__(self, subject, probe: ProbeData, caller, found: _Found):
        self.subject, self.probe = subject, probe
        self.found = found
        self.caller = caller
        self.generator = placement.generator(SEED)
        good = np.logical_and.reduce([~n & np.isfinite(d) for n, d in zip(probe.nonsmooth, probe.numeric)])
        points = gc.random_points(probe.x, good, self.generator, gc.point_count(self.caller.feature_shape))
        outputs = as_tuple(self.caller.call(self.caller.rows(points).requires_grad_().clone()))
        self.selected = differentiable_outputs(outputs, len(points))
        self.setup = gc.setup(self.caller, points, self.selected, self.generator)
        self.eps = max(float(torch.finfo(outputs[i].dtype).eps) for i in self.selected)
        self.output_shapes = [(tuple(outputs[i].shape), outputs[i].dtype) for i in self.selected]
        elements = sum(i.numel() for i in self.setup.inputs) + sum(outputs[i].numel() for i in self.selected)
        self.settings = gc._settings(self.eps, self.setup, elements)  # gradcheck's eps and tolerances

    def run(self, compile: bool) -> None:
        cls = self.subject.cls if self.subject.kind == "function" else None
        function = self.subject.name
        finding, grid = self.jvp(cls, function)
        if cls is not None:
            self.add(*self.torch_func_and_vmap(cls, function))
        if cls is not None and is_op_function(cls):
            self.add(self.opcheck(cls, function))
        if compile:
            from playground.engine.judge.compile_check import check_compile

            self.add(check_compile(self.subject, self.caller, self.setup, self.settings))
        if finding is not None:
            self.found.jvp_verdict = (finding, grid, _jvp_owner(cls, self.caller, function))
        # what training never notices, in words and not as a verdict
        self.found.habits = habit_notes(self.setup, self.generator, function, self.probe.notes)

    def add(self, *outcomes: Optional[CheckOutcome]) -> None:
        self.found.outcomes.extend(o for o in outcomes if o is not None)

    # ------------------------------------------------------------------ jvp

    def jvp(self, cls, function: str) -> tuple[Optional[JvpFinding], Optional[GridComparison]]:
        if cls is not None and is_op_function(cls):
            self.add(check_skipped(CheckName.JVP, "op_no_jvp", {"function": function}))
            return None, None
        if cls is not None and not has_jvp(cls):
            self.add(check_skipped(CheckName.JVP, "no_jvp", {"function": function}))
            return None, None
        if cls is None and not any(has_jvp(c) for c in self.caller.function_classes()):
            return None, None  # a Module of torch's own operations: forward mode is autograd's
        owner = _jvp_owner(cls, self.caller, function)
        moved = every_floating_input(self.caller, self.setup, self.selected, self.generator)
        finding = check_jvp(moved, self.probe.output_names, self.settings, self.generator, owner)
        grid = None
        if finding.raised is None and self.probe.summary_code != "not_elementwise":
            try:
                self.found.jvp = jvp_curves(self.caller, self.probe.x, self.selected)
                grid = compare_on_grid(self.probe, self.found.jvp, self.eps)
            except Exception:
                self.found.jvp = []
        if finding.outcome.passed and grid is not None and grid.differs:
            finding = JvpFinding(check_failed(CheckName.JVP, "jvp_grid_mismatch", {
                "function": owner, "percent": percent_text(grid.fraction), "error": grid.max_error,
                "x": grid.worst_x}, grid.max_error), True)
        self.add(finding.outcome)
        return finding, grid

    # ------------------------------------------------------------------ torch.func, vmap, opcheck

    def torch_func_and_vmap(self, cls, function: str) -> list:
        if not uses_setup_context(cls):
            skipped = {"function": function}
            return [check_skipped(CheckName.TORCH_FUNC, "classic_style", skipped),
                    check_skipped(CheckName.VMAP, "classic_style", skipped)]
        vmappable = has_vmap_rule(cls)
        outcomes = [check_torch_func(self.setup, self.generator, self.settings, function, vmappable,
                                     self.output_shapes)]
        if is_op_function(cls) and outcomes[0].code == "torch_func_unsupported":
            outcomes[0] = check_skipped(CheckName.TORCH_FUNC, "op_torch_func_unsupported",
                                        {"function": function, "text": outcomes[0].params.get("text", "")})
        if vmappable:
            outcomes.append(check_vmap(self.setup, self.generator, self.settings, function,
                                       self.probe.output_names))
        elif is_op_function(cls):
            outcomes.append(check_skipped(CheckName.VMAP, "op_no_vmap_rule", {"function": function}))
        else:
            outcomes.append(check_skipped(CheckName.VMAP, "no_vmap_rule", {"function": function}))
        return outcomes

    def opcheck(self, cls, function: str) -> CheckOutcome:
        X = self.setup.inputs[0].detach().clone().requires_grad_()
        extras = self.caller.plan.extras_for(X)
        extras = [e.detach().clone().requires_grad_() if e.dtype.is_floating_point else e for e in extras]
        args, kwargs = self.caller.plan.arguments(X, extras)
        return check_op(cls.custom_op, args, kwargs, function)


def _jvp_owner(cls, caller, function: str) -> str:
    """The Function whose jvp is judged: the subject, or the one with a jvp its Module uses."""
    if cls is not None:
        return function
    owners = [c.__name__ for c in caller.function_classes() if has_jvp(c)]
    return owners[-1] if owners else function


# ----------------------------------------------------------------------------- the verdict


def judge_jvp(probe: ProbeData, finding: JvpFinding, grid: Optional[GridComparison], function: str) -> None:
    """A wrong jvp makes a matching backward's verdict "differs", its sentence naming the jvp and
    where; beside a backward that differs already, a note says the jvp differs too."""
    outcome = finding.outcome
    if outcome.passed:
        if probe.verdict == Verdict.MATCHES:
            probe.decided_by = list(probe.decided_by) + ["jvp"]
        return
    if probe.verdict == Verdict.MATCHES:
        code, params = jvp_summary(finding, grid, function)
        probe.verdict = Verdict.DIFFERS
        probe.summary_code, probe.summary_params = code, params
        sentence = codes.word_english(codes.SUMMARIES[code], params) or code
        probe.summary = " ".join([sentence] + [n.message for n in probe.notes])
        probe.decided_by = ["jvp"]
        probe.by_design = False
    elif probe.verdict == Verdict.DIFFERS and finding.wrong_jvp and finding.raised is None:
        remark = note("jvp_differs_too", function=function)
        probe.notes = list(probe.notes) + [remark]
        probe.summary = f"{probe.summary} {remark.message}"


def jvp_summary(finding: JvpFinding, grid: Optional[GridComparison], function: str) -> tuple[str, dict]:
    """The verdict's sentence for a wrong jvp: (a code of SUMMARIES, playground/codes/verdict.py, and params)."""
    params = finding.outcome.params
    if finding.raised is not None:
        return "jvp_error", {"function": function, "text": params.get("text", "")}
    if grid is not None and grid.differs:
        return "jvp_differs", {"function": function, "where": "grid", "percent": percent_text(grid.fraction),
                               "error": _number(grid.max_error), "x": _number(grid.worst_x)}
    if finding.wrong_jvp:
        return "jvp_differs", {"function": function, "where": "points", "output": params.get("output", "y"),
                               "input": params.get("input", "x"), "error": _number(finding.outcome.max_abs_error)}
    return "jvp_differs", {"function": function, "where": "transpose", "input": params.get("input", "x")}


def _number(value) -> str:
    text = f"{float(value):.3g}" if value is not None else "nan"
    return "0" if text in ("-0", "0") else text


# ----------------------------------------------------------------------------- at the call's inputs


def jvp_at_call(subject, probe: ProbeData, probed, selected: list) -> None:
    """Where the Jacobian at the code's own call decides (no grid), the jvp is checked there too,
    along every floating tensor of the call: a wrong jvp makes the verdict "differs" as on the grid."""
    cls = subject.cls if subject.kind == "function" else None
    if cls is None or is_op_function(cls) or not has_jvp(cls):
        return
    setup = at_call(probed, selected)
    if setup is None:
        return
    generator = placement.generator(SEED)
    with torch.no_grad():
        outputs = as_tuple(setup.fn(*setup.inputs))
    eps = max(float(torch.finfo(o.dtype).eps) for o in outputs)
    elements = sum(i.numel() for i in setup.inputs) + sum(o.numel() for o in outputs)
    settings = gc._settings(eps, setup, elements)
    finding = check_jvp(setup, probe.output_names, settings, generator, subject.name)
    probe.checks = list(probe.checks or []) + [finding.outcome]
    judge_jvp(probe, finding, None, subject.name)
