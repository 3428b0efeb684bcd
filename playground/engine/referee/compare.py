"""A submission's answers against the reference's, criterion by criterion, as findings.

A comparison passes when every element agrees within ``RTOL``·|reference| + ``ATOL`` wherever the
reference's value is finite (where it overflows, any answer is accepted), and shapes agree.
Gradients are compared away from the reference's kinks (inputs.py). A finding counts the
comparisons that pass (partial credit is the command line's to give) and says, for the first
that does not, where: the case, the input (x at the first differing element), the value given
and the one expected, and the largest error over every comparison that failed.

Per case: forward compares each output; backward each argument's gradient, once per set of
grad_outputs; double backward the derivatives of the gradients with respect to each argument
and each grad_output. Each criterion is asked and compared on its own (criteria.py), so a backward
that hangs still leaves the forward its points.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from playground import protocol
from playground.codes import finding_english
from playground.engine.judge import tolerances
from playground.engine.referee.inputs import Case
from playground.engine.referee.reference import Reference
from playground.vocabulary import Criterion

RTOL, ATOL = tolerances.REFEREE_RTOL, tolerances.REFEREE_ATOL  # derived in judge/tolerances.py
MAX_TEXT = 300


@dataclass
class Miss:
    """The first disagreement of one comparison."""

    code: str  # "values" | "shape" | "missing" | "raised"
    params: dict
    largest: float = 0.0


def forward_finding(reference: Reference, results: list) -> protocol.CriterionFinding:
    """``results``: the answers to ``reference.calls(Evaluation.FORWARD)``."""
    tally = _Tally(Criterion.FORWARD)
    for case, answers, ours in zip(reference.cases, reference.answers, results):
        tally.add(_compare_forward(case, answers.forward, ours, reference.specs))
    return tally.finding(reference)


def backward_finding(reference: Reference, results: list) -> protocol.CriterionFinding:
    """``results``: the answers to ``reference.calls(Evaluation.BACKWARD)``."""
    tally = _Tally(Criterion.BACKWARD)
    answers_of = iter(results)
    for case, answers in zip(reference.cases, reference.answers):
        for upstreams, theirs in zip(case.grad_outputs, answers.backward):
            ours = next(answers_of)
            if theirs.error is None:
                tally.add(_compare_gradients(reference, case, theirs, ours, upstreams))
    return tally.finding(reference)


def double_finding(reference: Reference, results: list) -> protocol.CriterionFinding:
    """``results``: the answers to ``reference.calls(Evaluation.DOUBLE_BACKWARD)``."""
    tally = _Tally(Criterion.DOUBLE_BACKWARD)
    for case, answers, ours in zip(reference.cases, reference.answers, results):
        if answers.double.error is None:
            tally.add(_compare_double(reference, case, answers.double, ours))
    return tally.finding(reference)


class _Tally:
    def __init__(self, criterion: Criterion):
        self.criterion = criterion
        self.cases = 0
        self.passed = 0
        self.first: Optional[Miss] = None
        self.largest = 0.0

    def add(self, miss: Optional[Miss]) -> None:
        self.cases += 1
        if miss is None:
            self.passed += 1
            return
        self.first = self.first or miss
        self.largest = max(self.largest, miss.largest)

    def finding(self, reference: Reference) -> protocol.CriterionFinding:
        why = reference.not_graded.get(self.criterion)
        if why is not None:
            return not_graded(self.criterion, why)
        if self.first is None:
            params: dict = {"criterion": str(self.criterion), "cases": self.cases}
            return protocol.CriterionFinding(criterion=self.criterion, cases=self.cases, passed=self.passed,
                                             code="matches", params=params,
                                             message=finding_english("matches", params))
        params = {**self.first.params, "criterion": str(self.criterion), "passed": self.passed,
                  "cases": self.cases, "largest": self.largest}
        return protocol.CriterionFinding(criterion=self.criterion, cases=self.cases, passed=self.passed,
                                         code=self.first.code, params=params,
                                         message=finding_english(self.first.code, params))


def not_graded(criterion: Criterion, why: str) -> protocol.CriterionFinding:
    params = {"criterion": str(criterion), "why": why}
    return protocol.CriterionFinding(criterion=criterion, cases=0, passed=0, code="not_graded", params=params,
                                     message=finding_english("not_graded", params))


def failed(criterion: Criterion, cases: int, code: str, params: dict) -> protocol.CriterionFinding:
    """A criterion none of whose cases could be compared (the submission gave no answers)."""
    params = {**params, "criterion": str(criterion), "cases": cases, "passed": 0}
    return protocol.CriterionFinding(criterion=criterion, cases=cases, passed=0, code=code, params=params,
                                     message=finding_english(code, params))


def raised(case: Case, error: protocol.ErrorInfo) -> Miss:
    at_line = f" at line {error.line}" if error.line else ""
    return Miss("raised", {"case": f"case {case.name}", "phase": str(error.phase), "type": error.type[:80],
                           "at_line": at_line, "line": error.line, "text": error.message[:MAX_TEXT]})


def _compare_forward(case: Case, theirs: protocol.EvaluationResult, ours: protocol.EvaluationResult,
                     specs: list) -> Optional[Miss]:
    if ours.error is not None:
        return raised(case, ours.error)
    if len(ours.values) != len(theirs.values):
        return Miss("shape", {"case": f"case {case.name}", "what": "its number of outputs",
                              "got": str(len(ours.values)), "expected": str(len(theirs.values))})
    for index, (expected, got) in enumerate(zip(theirs.values, ours.values)):
        what = "its output" if len(theirs.values) == 1 else f"output {index}"
        miss = _compare_arrays(case, what, got, expected, case.x, None, specs=specs)
        if miss is not None:
            return miss
    return None


def _compare_gradients(reference: Reference, case: Case, theirs: protocol.EvaluationResult,
                       ours: protocol.EvaluationResult, upstreams: list) -> Optional[Miss]:
    if ours.error is not None:
        return raised(case, ours.error)
    for index, expected in enumerate(theirs.values):
        if expected is None:
            continue
        got = ours.values[index] if index < len(ours.values) else None
        what = f"the gradient of {reference.specs[index].name}"
        shape = case.arguments[index].array.shape
        mask = case.smooth if shape == case.x.shape else None
        sign = _sign_words(upstreams)
        miss = _compare_arrays(case, what, got, expected, case.x, mask, extra=sign, specs=reference.specs)
        if miss is not None:
            return miss
    return None


def _compare_double(reference: Reference, case: Case, theirs: protocol.EvaluationResult,
                    ours: protocol.EvaluationResult) -> Optional[Miss]:
    if ours.error is not None:
        return raised(case, ours.error)
    names = [spec.name for spec in reference.specs] + [f"grad_output {i}" for i in range(reference.outputs)]
    for index, expected in enumerate(theirs.values):
        got = ours.values[index] if index < len(ours.values) else None
        if expected is None and got is None:
            continue
        if expected is None:
            expected = np.zeros_like(got)
        if got is None and expected is not None:
            got = np.zeros_like(expected)
        what = f"the derivative of its gradients with respect to {names[index] if index < len(names) else index}"
        mask = case.smooth if expected.shape == case.x.shape else None
        miss = _compare_arrays(case, what, got, expected, case.x, mask, specs=reference.specs)
        if miss is not None:
            return miss
    return None


def _compare_arrays(case: Case, what: str, got: Optional[np.ndarray], expected: np.ndarray, x: np.ndarray,
                    mask: Optional[np.ndarray], extra: str = "", specs: list = ()) -> Optional[Miss]:
    where_case = f"case {case.name}{extra}"
    if got is None:
        return Miss("missing", {"case": where_case, "what": what})
    if got.shape != expected.shape:
        return Miss("shape", {"case": where_case, "what": what, "got": str(tuple(got.shape)),
                              "expected": str(tuple(expected.shape))})
    compared = np.isfinite(expected)
    if mask is not None:
        compared &= mask
    with np.errstate(invalid="ignore", over="ignore"):
        error = np.abs(got - expected)
        bad = compared & ~(error <= ATOL + RTOL * np.abs(expected))
    if not bad.any():
        return None
    first = int(np.flatnonzero(bad)[0])
    largest = float(np.nanmax(np.where(bad, error, 0.0))) if np.isfinite(error[bad]).any() else np.inf
    place = where(first, expected.shape, x) + (_held(case, specs, first) if expected.shape == x.shape else "")
    return Miss("values", {"case": where_case, "what": what, "where": place, "index": first,
                           "got": _number(got.flat[first]), "expected": _number(expected.flat[first])}, largest)


def where(index: int, shape: tuple, x: np.ndarray) -> str:
    """Element ``index`` of an array of ``shape`` in words: the x it is at, where it is shaped like x."""
    if tuple(shape) == tuple(x.shape):
        return f"x = {_number(x.flat[index])}"
    return f"element {tuple(int(i) for i in np.unravel_index(index, shape))}" if shape else "its value"


def _held(case: Case, specs: list, index: int) -> str:
    """The other arguments shaped like x at element ``index`` (", g = 0.734"): x alone does not say
    where a Function of several such inputs was asked (a teacher's gate x·σ(g))."""
    return "".join(f", {spec.name} = {_number(argument.array.flat[index])}"
                   for spec, argument in zip(specs, case.arguments) if getattr(spec, "kind", "") == "like_x")


def _sign_words(upstreams: list) -> str:
    values = [u for u in upstreams if u is not None]
    if values and all((u < 0).all() for u in values):
        return ", negative grad_outputs"
    return ", random grad_outputs"


def _number(value: float) -> str:
    return f"{float(value):.6g}"
