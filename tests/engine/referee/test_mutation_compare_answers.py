"""The referee's comparison of whole answers (referee/compare.py), pinned where mutants survived: a
submission that raised gets no point in any criterion and is told what it raised, a backward that
returns too few gradients is told which one is missing, a kink is left out of the double backward's
comparison too, grad_outputs of mixed signs are "random", and the finding's sentence names the output.

Every answer here is made by hand: the numbers a correct and a wrong submission would send for
y = relu(x) (y' = 1 for x > 0, else 0; y'' = 0 away from the kink at 0)."""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from playground import protocol
from playground.engine.referee import compare
from playground.vocabulary import Criterion, Phase

X = np.array([-2.0, -1.0, 0.0, 1.0, 2.0])
SMOOTH = X != 0  # relu's kink: nothing is compared there
RELU, STEP = np.maximum(X, 0.0), (X > 0).astype(float)
ERROR = protocol.ErrorInfo(line=7, phase=Phase.BACKWARD, type="ValueError", message="no backward yet")


def case(name: str = "grid", arguments: int = 1, upstreams=None):
    return SimpleNamespace(name=name, x=X, smooth=SMOOTH, arguments=[SimpleNamespace(array=X)] * arguments,
                           grad_outputs=[upstreams or [np.ones_like(X)]])


def reference(answers, cases=None, names=("x",)):
    return SimpleNamespace(cases=cases or [case(arguments=len(names))], answers=answers, not_graded={},
                           specs=[SimpleNamespace(name=name) for name in names], outputs=1)


def result(*values, error=None):
    return protocol.EvaluationResult(values=list(values), error=error)


def test_a_forward_that_raised_gets_no_point_and_is_told_what_it_raised():
    finding = compare.forward_finding(reference([SimpleNamespace(forward=result(RELU))]), [result(error=ERROR)])
    assert (finding.code, finding.passed, finding.cases) == ("raised", 0, 1)
    assert finding.message == ("forward: backward raised ValueError at line 7: no backward yet (case grid); "
                               "0 of 1 cases match.")


def test_a_backward_or_double_backward_that_raised_gets_no_point():
    backward = compare.backward_finding(reference([SimpleNamespace(backward=[result(STEP)])]), [result(error=ERROR)])
    double = compare.double_finding(reference([SimpleNamespace(double=result(np.zeros(5), np.zeros(5)))]),
                                    [result(error=ERROR)])
    assert [(f.code, f.passed) for f in (backward, double)] == [("raised", 0), ("raised", 0)]


def test_an_error_without_a_line_says_no_line():
    error = protocol.ErrorInfo(line=None, phase=Phase.FORWARD, type="ValueError", message="bad input")
    assert compare.raised(case(), error).params["at_line"] == ""


def test_a_case_the_reference_itself_could_not_answer_is_not_counted():
    answers = SimpleNamespace(backward=[result(error=ERROR)], double=result(error=ERROR))
    for finding in (compare.backward_finding(reference([answers]), [result(STEP)]),
                    compare.double_finding(reference([answers]), [result(np.zeros(5))])):
        assert (finding.code, finding.cases, finding.passed) == ("matches", 0, 0)


def test_a_backward_that_returns_too_few_gradients_is_told_which_is_missing():
    answers = SimpleNamespace(backward=[result(STEP, 2 * X)])
    finding = compare.backward_finding(reference([answers], names=("x", "w")), [result(STEP)])
    assert (finding.code, finding.passed, finding.params["what"]) == ("missing", 0, "the gradient of w")


def test_a_double_backward_that_returns_too_few_values_counts_the_missing_one_as_zero():
    answers = SimpleNamespace(double=result(np.zeros(5), np.ones(5)))
    finding = compare.double_finding(reference([answers]), [result(np.zeros(5))])
    assert (finding.code, finding.params["what"]) == ("values", "the derivative of its gradients with respect "
                                                                "to grad_output 0")
    assert (finding.params["got"], finding.params["expected"]) == ("0", "1")


def test_a_double_backward_that_differs_only_at_the_kink_keeps_its_point():
    # relu'' is 0 away from 0; at 0 a submission may say anything (a Dirac's weight, 0, or nan).
    answers = SimpleNamespace(double=result(np.zeros(5)))
    at_kink = np.array([0.0, 0.0, 1e3, 0.0, 0.0])
    assert compare.double_finding(reference([answers]), [result(at_kink)]).passed == 1
    beside = np.array([0.0, 0.0, 0.0, 1.0, 0.0])
    finding = compare.double_finding(reference([answers]), [result(beside)])
    assert (finding.passed, finding.params["where"]) == (0, "x = 1")


def test_grad_outputs_of_mixed_signs_are_random_and_only_all_negative_ones_are_negative():
    assert compare._sign_words([-np.ones(5), np.ones(5)]) == ", random grad_outputs"
    assert compare._sign_words([-np.ones(5), -np.ones(5)]) == ", negative grad_outputs"
    answers = SimpleNamespace(backward=[result(STEP)])
    negative = case(upstreams=[-np.ones_like(X)])
    finding = compare.backward_finding(reference([answers], cases=[negative]), [result(-STEP)])
    assert finding.params["case"] == "case grid, negative grad_outputs"


def test_one_output_is_its_output_and_of_two_the_wrong_one_is_named_by_its_index():
    one = compare.forward_finding(reference([SimpleNamespace(forward=result(RELU))]), [result(RELU + 1)])
    assert one.params["what"] == "its output"
    two = compare.forward_finding(reference([SimpleNamespace(forward=result(RELU, STEP))]), [result(RELU, STEP + 1)])
    assert two.params["what"] == "output 1"
    assert two.message.startswith("forward: output 1 differs from the reference's at x = -2 (case grid): 1 instead "
                                  "of 0;")


def test_a_matching_criterion_says_so_with_its_count():
    finding = compare.forward_finding(reference([SimpleNamespace(forward=result(RELU))] * 2, [case(), case("edges")]),
                                      [result(RELU), result(RELU)])
    assert (finding.code, finding.passed, finding.cases) == ("matches", 2, 2)
    assert finding.params == {"criterion": str(Criterion.FORWARD), "cases": 2}


def test_an_error_exactly_at_the_tolerance_is_within_it():
    # "within RTOL·|reference| + ATOL": where the reference is 0 that is ATOL itself, 1e-8.
    expected = np.zeros(5)
    answers = SimpleNamespace(forward=result(expected))
    at = compare.forward_finding(reference([answers]), [result(expected + compare.ATOL)])
    beyond = compare.forward_finding(reference([answers]), [result(expected + 2 * compare.ATOL)])
    assert (at.passed, beyond.passed) == (1, 0)
