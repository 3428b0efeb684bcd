"""Each criterion's judge: a submission's answers to ``Reference.calls_of(criterion)`` → its finding.

Forward, backward and double backward are compare.py's, on the default cases. The edges
criterion asks all three at the edge case (inputs.py: ±30 … ±1e4) and counts each comparison;
it is off unless it is given points, because a formula right in mathematics can overflow there
(``1 / (1 + exp(-x))`` differentiated again is ``inf·0 = nan`` at x = -1000, where the reference's
is 0). Where a submission's value is inf or nan and the reference's is finite, its finding says
so (``overflow``) and at which input. Consistency is proxy.py's: gradcheck's calls are its own;
its point then needs the forward gradcheck differentiated to be the reference's around gradcheck's
input wherever it claims to be the reference's (``steps_checked``): a forward that remembers the
inputs it was called at and answers differently near them fakes gradcheck's central differences.
"""
from __future__ import annotations

import math
from dataclasses import replace
from typing import Callable, Optional

import numpy as np

from playground import protocol
from playground.codes import finding_english
from playground.engine.judge import tolerances
from playground.engine.referee import compare
from playground.engine.referee.reference import Reference
from playground.engine.submission.evaluate import evaluate
from playground.vocabulary import Criterion, Evaluation

Judge = Callable[[Reference, list], protocol.CriterionFinding]
_PARTS = ((Evaluation.FORWARD, compare.forward_finding), (Evaluation.BACKWARD, compare.backward_finding),
          (Evaluation.DOUBLE_BACKWARD, compare.double_finding))


def edges_finding(reference: Reference, results: list) -> protocol.CriterionFinding:
    """``results``: the answers to ``reference.calls_of(Criterion.EDGES)``."""
    criterion = Criterion.EDGES
    if criterion in reference.not_graded or reference.edges is None or reference.edge_answers is None:
        return compare.not_graded(criterion, reference.not_graded.get(criterion, "no edge case"))
    at_edges = replace(reference, cases=[reference.edges], answers=[reference.edge_answers], not_graded={})
    parts, start = [], 0
    for kind, judge in _PARTS:
        count = len(at_edges.calls(kind))
        parts.append(judge(at_edges, results[start:start + count]))
        start += count
    cases, passed = sum(p.cases for p in parts), sum(p.passed for p in parts)
    first = next((p for p in parts if p.passed < p.cases), None)
    if first is None:
        params: dict = {"criterion": str(criterion), "cases": cases}
        return protocol.CriterionFinding(criterion=criterion, cases=cases, passed=passed, code="matches", params=params,
                                         message=finding_english("matches", params))
    params = {**first.params, "criterion": str(criterion), "passed": passed, "cases": cases}
    code = "overflow" if first.code == "values" and _overflowed(params) else first.code
    return protocol.CriterionFinding(criterion=criterion, cases=cases, passed=passed, code=code, params=params,
                                     message=finding_english(code, params))


def _overflowed(params: dict) -> bool:
    """The submission's value is inf or nan where the reference's is finite."""
    try:
        return not math.isfinite(float(params["got"])) and math.isfinite(float(params["expected"]))
    except (KeyError, TypeError, ValueError):
        return False


def steps_checked(reference: Reference, finding: protocol.CriterionFinding, answered: list,
                  forward_matches: bool) -> protocol.CriterionFinding:
    """The consistency ``finding``, or no point where the submission's forward claims to be the
    reference's (its forward criterion matched, or it agrees at gradcheck's input) but changes
    otherwise than the reference's over gradcheck's steps from that input. ``answered``: each
    forward gradcheck asked and its answer, gradcheck's input first (prefetch.ForwardAnswers).
    The slopes are compared at gradcheck's own tolerance: one within it cannot move its verdict."""
    if not finding.passed or not answered:
        return finding
    base_call, base = answered[0]
    expected_base = evaluate(reference.apply, base_call, reference.filename)
    if expected_base.error is not None:
        return finding
    if not (forward_matches or _same_values(base.values, expected_base.values)):
        return finding  # another function than the reference's: its own forward is what counts
    tally = _SlopeMiss()
    # gradcheck's steps of one element first: the first miss then names an element's own slope
    for call, answer in sorted(answered[1:], key=lambda pair: _moved(base_call, pair[0])):
        step = _step(base_call, call)
        if step:
            expected = evaluate(reference.apply, call, reference.filename)
            if expected.error is None:
                tally.add(step, [a - b for a, b in _pairs(answer.values, base.values)],
                          [a - b for a, b in _pairs(expected.values, expected_base.values)])
    if tally.first is None:
        return finding
    index, got, wanted, step, shape = tally.first
    params = {"case": f"case consistency, gradcheck's steps of {abs(step):.3g} from its input, where its forward "
                      "is the reference's", "what": "the slope of its forward", "index": index,
              "where": compare.where(index, shape, reference.consistency.x), "got": f"{got:.6g}",
              "expected": f"{wanted:.6g}"}
    return compare.failed(Criterion.CONSISTENCY, 1, "values", {**params, "largest": tally.largest})


class _SlopeMiss:
    """The first output element whose slope over a step is not the reference's, and the largest miss."""

    def __init__(self):
        self.first: Optional[tuple] = None  # (element, its slope, the reference's, the step, the output's shape)
        self.largest = 0.0

    def add(self, step: float, changes: list, expected_changes: list) -> None:
        for change, expected in zip(changes, expected_changes):
            got, wanted = change / step, expected / step
            with np.errstate(invalid="ignore"):
                error = np.abs(got - wanted)
                bad = np.isfinite(wanted) & ~(error <= GRADCHECK["atol"] + GRADCHECK["rtol"] * np.abs(wanted))
            if bad.any():
                element = int(np.flatnonzero(bad)[0])
                if self.first is None:
                    self.first = (element, float(got.flat[element]), float(wanted.flat[element]), step, got.shape)
                self.largest = max(self.largest, float(np.nanmax(np.where(bad, error, 0.0))))


GRADCHECK = tolerances.GRADCHECK_FLOAT64  # the settings the consistency criterion's gradcheck runs at


def _pairs(values: list, others: list) -> list:
    """Each output both answers give as arrays of one shape, as float64 pairs."""
    return [(np.asarray(a, np.float64), np.asarray(b, np.float64)) for a, b in zip(values, others)
            if a is not None and b is not None and np.shape(a) == np.shape(b)]


def _same_values(values: list, expected: list) -> bool:
    """Every output agrees with the reference's as the forward criterion compares them."""
    pairs = _pairs(values, expected)
    return len(pairs) == sum(e is not None for e in expected) and all(
        bool(np.all(~np.isfinite(want) | (np.abs(got - want) <= compare.ATOL + compare.RTOL * np.abs(want))))
        for got, want in pairs)


def _moved(base: protocol.EvaluationCall, call: protocol.EvaluationCall) -> int:
    """How many elements of ``call``'s tensors differ from ``base``'s."""
    return sum(int(np.count_nonzero(theirs.array != ours.array)) for ours, theirs in zip(base.arguments, call.arguments)
               if ours.array is not None and theirs.array is not None and ours.array.shape == theirs.array.shape)


def _step(base: protocol.EvaluationCall, call: protocol.EvaluationCall) -> float:
    """The largest change of any element of ``call``'s tensors from ``base``'s, with its sign (0 for
    the same point, or arguments that cannot be set side by side)."""
    largest = 0.0
    for ours, theirs in zip(base.arguments, call.arguments):
        if ours.array is None or theirs.array is None or ours.array.shape != theirs.array.shape or not ours.array.size:
            continue
        change = (theirs.array - ours.array).reshape(-1)
        biggest = float(change[np.argmax(np.abs(change))])
        largest = biggest if abs(biggest) > abs(largest) else largest
    return largest


JUDGES: dict[Criterion, Judge] = {Criterion.FORWARD: compare.forward_finding,
                                  Criterion.BACKWARD: compare.backward_finding,
                                  Criterion.DOUBLE_BACKWARD: compare.double_finding,
                                  Criterion.EDGES: edges_finding}
