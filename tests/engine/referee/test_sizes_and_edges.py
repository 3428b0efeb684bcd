"""A backward cannot recognise the consistency check by a size, and a textbook formula that
overflows only at extreme inputs keeps its points unless the edges criterion is on: the referee's
side in this process, the submission's answers computed with the sandboxed process's own code and
gradcheck run through the proxy, as grade_file.py runs it."""
from __future__ import annotations

import math
import re

import pytest

from playground import protocol
from playground.engine.referee.criteria import JUDGES
from playground.engine.referee.proxy import consistency
from playground.engine.referee.reference import load_reference
from playground.engine.submission.evaluate import evaluate
from playground.engine.submission.serve import load
from playground.grading.points import parse_points
from playground.grading.scoring import row_of
from playground.vocabulary import Criterion

FUNCTION = '''
class {name}(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return {forward}

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
{backward}
'''
SOFTPLUS = FUNCTION.format(name="Softplus", forward="F.softplus(x)", backward="        return g * torch.sigmoid(x)")
SIGMOID = FUNCTION.format(name="Sigmoid", forward="torch.sigmoid(x)",
                          backward="        s = torch.sigmoid(x)\n        return g * s * (1 - s)")
TEXTBOOK_SOFTPLUS = FUNCTION.format(name="Softplus", forward="F.softplus(x)",
                                    backward="        return g / (1 + torch.exp(-x))")
TEXTBOOK_SIGMOID = FUNCTION.format(name="Sigmoid", forward="1 / (1 + torch.exp(-x))",
                                   backward="        s = 1 / (1 + torch.exp(-x))\n        return g * s * (1 - s)")


def keyed_on(size: int) -> str:
    """Softplus whose backward is right only when x has ``size`` elements (else twice too large)."""
    return FUNCTION.format(name="Softplus", forward="F.softplus(x)",
                           backward=f"        right = g * torch.sigmoid(x)\n"
                                    f"        return right if x.numel() == {size} else 2 * right")


def graded(source: str, reference_source: str, points: str = "", seed: int = 0) -> tuple[dict, dict]:
    """(criterion → finding, the scored row) of ``source`` against ``reference_source``, as the
    referee grades it (findings of the criteria with points, consistency through the proxy)."""
    setup = protocol.GradeSetup(reference_source=reference_source, reference_filename="reference.py", seed=seed,
                                points=parse_points(points))
    reference = load_reference(setup)
    loaded, apply = load(source, "student.py",
                         protocol.LoadSubmission(function=None, reference=reference.name,
                                                 arguments=reference.arguments))
    assert not loaded.errors, loaded.errors

    def answered(calls: list) -> list:
        return [evaluate(apply, call, "student.py") for call in calls]

    findings = {}
    for criterion in reference.criteria:
        if criterion == Criterion.CONSISTENCY:
            findings[criterion] = consistency(reference, answered)
        else:
            findings[criterion] = JUDGES[criterion](reference, answered(reference.calls_of(criterion)))
    graded_file = protocol.FileGraded(request_id=0, path="student.py", functions=[reference.name], modules=[],
                                      subject=reference.name, matched_by="name",
                                      findings=list(findings.values()), errors=[], output="", sandbox="off",
                                      seconds=0.1)
    return findings, row_of(graded_file, setup.points)


@pytest.mark.parametrize("size", [6, 33, 24, 1001])  # the sizes that were fixed: gradcheck's, random, matrix, grid
def test_a_backward_right_only_at_a_size_that_was_fixed_loses_the_consistency_point(size):
    # gradcheck now has 4 to 9 points: a seed (here 0) whose draw is not the size the backward knows
    seed = next(seed for seed in range(50)
                if load_reference(protocol.GradeSetup(reference_source=SOFTPLUS, reference_filename="reference.py",
                                                      seed=seed)).consistency.x.size != size)
    findings, row = graded(keyed_on(size), SOFTPLUS, seed=seed)
    assert findings[Criterion.CONSISTENCY].passed == 0, findings[Criterion.CONSISTENCY].message
    assert findings[Criterion.FORWARD].passed == findings[Criterion.FORWARD].cases
    assert row["score"] < row["max_score"]


def test_a_backward_right_only_at_this_seeds_gradcheck_size_loses_it_under_another_seed():
    reference = load_reference(protocol.GradeSetup(reference_source=SOFTPLUS, reference_filename="reference.py"))
    size = reference.consistency.x.size
    assert graded(keyed_on(size), SOFTPLUS)[0][Criterion.CONSISTENCY].passed == 1  # it would, knowing the draw
    other = next(seed for seed in range(1, 50)
                 if load_reference(protocol.GradeSetup(reference_source=SOFTPLUS, reference_filename="reference.py",
                                                       seed=seed)).consistency.x.size != size)
    assert graded(keyed_on(size), SOFTPLUS, seed=other)[0][Criterion.CONSISTENCY].passed == 0


def test_the_honest_reference_scores_full_marks_with_edges_on_or_off():
    for points in ("", "edges=1"):
        findings, row = graded(SOFTPLUS, SOFTPLUS, points)
        assert (row["score"], row["verdict"]) == (row["max_score"], "matches"), row["summary"]
    assert row["max_score"] == 6.0 and findings[Criterion.EDGES].code == "matches"


@pytest.mark.parametrize("textbook, reference", [(TEXTBOOK_SOFTPLUS, SOFTPLUS), (TEXTBOOK_SIGMOID, SIGMOID)],
                         ids=["softplus", "sigmoid"])
def test_a_textbook_formula_that_overflows_only_at_extreme_inputs_loses_only_the_edges_criterion(textbook,
                                                                                                  reference):
    _, by_default = graded(textbook, reference)
    assert (by_default["score"], by_default["max_score"]) == (5.0, 5.0), by_default["summary"]
    assert "edges" not in [t["name"] for t in by_default["tests"]]  # off: not graded, no test
    findings, with_edges = graded(textbook, reference, "edges=1")
    assert [t["name"] for t in with_edges["tests"] if t["score"] < t["max_score"]] == ["edges"]
    edges = findings[Criterion.EDGES]
    assert edges.code == "overflow" and 0 < edges.passed < edges.cases
    where = float(re.search(r"at x = (\S+) \(", edges.message).group(1))
    assert where < -709.78, edges.message  # exp(-x) overflows float64 there: e.g. x = -1000
    assert edges.params["got"] == "nan" and math.isfinite(float(edges.params["expected"]))
    assert edges.message.startswith("edges: overflow: the derivative of its gradients with respect to x is nan")
    assert with_edges["score"] == round(5.0 + edges.passed / edges.cases, 2)
