"""The consistency point needs the forward gradcheck differentiated to be the reference's around
gradcheck's input, where the forward claims to be the reference's (engine/referee/criteria.py).

A forward that remembers the inputs it was called at, and near them answers the values of a
function whose slope is its (wrong) backward's, makes gradcheck's central differences agree with
that backward: gradcheck alone passes it. Softplus' slope is sigmoid(x); the memoriser's is exp(x),
so at gradcheck's steps its forward changes by exp(x)·eps where the reference's changes by
sigmoid(x)·eps. An honest forward keeps its point: the reference's function by another formula,
and another function altogether (x itself, whose backward 1 is right for it).
"""
from __future__ import annotations

import numpy as np

from playground import protocol
from playground.engine.referee.criteria import steps_checked
from playground.engine.referee.prefetch import ForwardAnswers
from playground.engine.referee.proxy import consistency
from playground.engine.referee.reference import load_reference
from playground.vocabulary import Criterion, Evaluation
from tests.engine.referee.test_reference import SOFTPLUS


def sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


class Process:
    """Stands in for a submission's process: ``forward(x)`` and its backward's slope ``slope(x)``."""

    def __init__(self, forward, slope):
        self.forward, self.slope = forward, slope

    def evaluate(self, calls: list) -> list:
        return [self.answer(call) for call in calls]

    def answer(self, call: protocol.EvaluationCall) -> protocol.EvaluationResult:
        x = call.arguments[0].array
        if call.kind == Evaluation.FORWARD:
            return protocol.EvaluationResult(values=[self.forward(x)])
        return protocol.EvaluationResult(values=[call.grad_outputs[0] * self.slope(x), None])


class Memoriser(Process):
    """softplus at an input it has not seen; within 1e-4 of one it has, the values of a function
    whose slope there is exp(x): what its backward (exp) claims."""

    def __init__(self, slope=np.exp):
        super().__init__(self.remembering, slope)
        self.seen: list = []

    def remembering(self, x: np.ndarray) -> np.ndarray:
        for old in self.seen:
            if old.shape == x.shape and 0 < np.abs(x - old).max() < 1e-4:
                return np.logaddexp(old, 0.0) + self.slope(old) * (x - old)
        self.seen.append(x.copy())
        return np.logaddexp(x, 0.0)


def reference():
    return load_reference(protocol.GradeSetup(reference_source=SOFTPLUS, reference_filename="reference.py"))


def graded(process: Process, forward_matches: bool):
    """gradcheck's finding through the proxy, and the criterion's finding once its steps are checked."""
    softplus = reference()
    forwards = ForwardAnswers(process.evaluate)
    finding = consistency(softplus, forwards.evaluate)
    return softplus, finding, steps_checked(softplus, finding, forwards.answered, forward_matches)


def test_a_forward_that_fakes_gradchecks_differences_near_its_input_gets_no_consistency_point():
    softplus, gradcheck_alone, finding = graded(Memoriser(), forward_matches=True)
    assert gradcheck_alone.passed == 1  # the attack: gradcheck sees exp(x) both ways
    assert (finding.criterion, finding.code, finding.passed, finding.cases) == (Criterion.CONSISTENCY, "values", 0, 1)
    x = softplus.consistency.x.reshape(-1)[finding.params["index"]]
    assert np.isclose(float(finding.params["got"]), np.exp(x), rtol=1e-4)
    assert np.isclose(float(finding.params["expected"]), sigmoid(x), rtol=1e-4)
    assert "slope of its forward" in finding.message and "steps of 1e-06" in finding.message


def test_the_memoriser_is_caught_by_its_answer_at_gradchecks_input_alone():
    # its forward criterion not graded (or failed): it is the reference's at gradcheck's input all the same
    _, _, finding = graded(Memoriser(), forward_matches=False)
    assert (finding.code, finding.passed) == ("values", 0)


def test_a_fake_as_small_as_gradcheck_would_fail_is_caught():
    # a backward 1 % off fails gradcheck (rtol 1e-3) against an honest forward: faked, it is caught here
    honest = Process(lambda x: np.logaddexp(x, 0.0), lambda x: 1.01 * sigmoid(x))
    assert graded(honest, forward_matches=True)[1].passed == 0
    _, gradcheck_alone, finding = graded(Memoriser(lambda x: 1.01 * sigmoid(x)), forward_matches=True)
    assert gradcheck_alone.passed == 1 and (finding.code, finding.passed) == ("values", 0)


def test_a_memoriser_off_at_gradchecks_input_is_caught_where_its_forward_criterion_matched():
    memoriser = Memoriser()
    first = memoriser.remembering
    answered: list = []

    def off_at_first(x: np.ndarray) -> np.ndarray:  # gradcheck's input is the first call it gets
        answered.append(x)
        return first(x) + (1e-3 if len(answered) == 1 else 0.0)

    memoriser.forward = off_at_first
    _, _, finding = graded(memoriser, forward_matches=True)
    assert (finding.code, finding.passed) == ("values", 0)


def test_honest_forwards_keep_the_point_gradcheck_gave():
    other_formula = Process(lambda x: np.log1p(np.exp(-np.abs(x))) + np.maximum(x, 0.0), sigmoid)
    identity = Process(lambda x: x.copy(), np.ones_like)  # not softplus, but its backward is its own slope
    for process, matches in ((other_formula, True), (identity, False)):
        _, gradcheck_alone, finding = graded(process, forward_matches=matches)
        assert gradcheck_alone.passed == 1
        assert finding is gradcheck_alone


def test_a_failed_gradcheck_is_left_as_it_is():
    wrong = Process(lambda x: np.logaddexp(x, 0.0), np.exp)  # an honest forward, a wrong backward
    _, gradcheck_alone, finding = graded(wrong, forward_matches=True)
    assert gradcheck_alone.passed == 0 and finding is gradcheck_alone
