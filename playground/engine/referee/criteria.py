"""Each criterion's judge: a submission's answers to ``Reference.calls_of(criterion)`` → its finding.

Forward, backward and double backward are compare.py's, on the default cases. The edges
criterion asks all three at the edge case (inputs.py: ±30 … ±1e4) and counts each comparison;
it is off unless it is given points, because a formula right in mathematics can overflow there
(``1 / (1 + exp(-x))`` differentiated again is ``inf·0 = nan`` at x = -1000, where the reference's
is 0). Where a submission's value is inf or nan and the reference's is finite, its finding says
so (``overflow``) and at which input. Consistency is proxy.py's: gradcheck's calls are its own.
"""
from __future__ import annotations

import math
from dataclasses import replace
from typing import Callable

from playground import protocol
from playground.codes import finding_english
from playground.engine.referee import compare
from playground.engine.referee.reference import Reference
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


JUDGES: dict[Criterion, Judge] = {Criterion.FORWARD: compare.forward_finding,
                                  Criterion.BACKWARD: compare.backward_finding,
                                  Criterion.DOUBLE_BACKWARD: compare.double_finding,
                                  Criterion.EDGES: edges_finding}
