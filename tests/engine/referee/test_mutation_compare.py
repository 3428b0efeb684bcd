"""The referee's comparison at its edges (referee/compare.py), pinned where one-line loosenings went
unnoticed: the tolerance's size (RTOL 1e-5, not 1e-2), the kink mask on gradients, what is compared
where the reference overflows, shapes, missing answers, partial counts and the first miss's words.

Every answer here is made by hand: the numbers a correct and a wrong submission would send."""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from playground import protocol
from playground.engine.judge import tolerances
from playground.engine.referee import compare
from playground.vocabulary import Criterion

X = np.array([-2.0, -1.0, 0.0, 1.0, 2.0])
SMOOTH = np.array([True, True, False, True, True])  # a kink at x = 0: no gradient is compared there


def case(name="grid", x=X):
    argument = SimpleNamespace(array=x)
    return SimpleNamespace(name=name, x=x, smooth=SMOOTH if x is X else np.ones(x.shape, bool),
                           arguments=[argument], grad_outputs=[[np.ones_like(x)]])


def reference(cases, answers, not_graded=None):
    return SimpleNamespace(cases=cases, answers=answers, specs=[SimpleNamespace(name="x")],
                           not_graded=not_graded or {}, outputs=1)


def result(*values):
    return protocol.EvaluationResult(values=list(values))


def gradients_finding(expected, got, x=X):
    one = case(x=x)
    answers = SimpleNamespace(backward=[result(expected)])
    return compare.backward_finding(reference([one], [answers]), [result(got)])


def test_the_referee_takes_its_tolerances_from_the_judges_derivations():
    assert (compare.RTOL, compare.ATOL) == (tolerances.REFEREE_RTOL, tolerances.REFEREE_ATOL) == (1e-5, 1e-8)


def test_a_gradient_off_by_a_part_in_a_thousand_loses_the_point():
    expected = 2 * X
    finding = gradients_finding(expected, expected * (1 + 1e-3))
    assert (finding.passed, finding.cases, finding.code) == (0, 1, "values")


def test_a_gradient_right_to_a_part_in_ten_million_keeps_it():
    expected = 2 * X
    finding = gradients_finding(expected, expected * (1 + 1e-7))
    assert (finding.passed, finding.code) == (1, "matches")


def test_the_absolute_floor_is_float64_rounding_where_the_reference_is_zero():
    expected = np.zeros(5)
    assert gradients_finding(expected, expected + 5e-9).passed == 1
    assert gradients_finding(expected, expected + 1e-6).passed == 0


def test_a_gradient_that_differs_only_at_the_kink_is_not_marked_down():
    expected = np.array([0.0, 0.0, 0.5, 1.0, 1.0])
    got = np.array([0.0, 0.0, 1.0, 1.0, 1.0])  # ReLU's derivative at 0 taken as 1: either is right
    assert gradients_finding(expected, got).passed == 1


def test_a_gradient_wrong_beside_the_kink_is_marked_down_and_located():
    expected = np.array([0.0, 0.0, 0.5, 1.0, 1.0])
    got = np.array([0.0, 0.0, 0.5, 2.0, 1.0])
    finding = gradients_finding(expected, got)
    assert finding.passed == 0 and finding.params["where"] == "x = 1" and finding.params["index"] == 3
    assert finding.params["got"] == "2" and finding.params["expected"] == "1"


def test_the_mask_applies_only_to_gradients_shaped_like_x():
    x = np.zeros((2, 3))
    expected = np.zeros((2, 3))
    got = expected.copy()
    got[0, 1] = 1.0
    assert gradients_finding(expected, got, x=x).passed == 0
    weight = case()  # a (2, 3) argument beside x of 5 points: no mask, and no x to name the element by
    weight.arguments = [SimpleNamespace(array=np.zeros((2, 3)))]
    answers = SimpleNamespace(backward=[result(expected)])
    finding = compare.backward_finding(reference([weight], [answers]), [result(got)])
    assert finding.passed == 0 and finding.params["where"] == "element (0, 1)"
    assert compare.where(0, (), X) == "its value"


def test_where_the_reference_overflows_any_answer_is_accepted_and_elsewhere_inf_is_wrong():
    expected = np.array([1.0, np.inf, 3.0, 1.0, 1.0])
    assert compare._compare_arrays(case(), "y", np.array([1.0, 7.0, 3.0, 1.0, 1.0]), expected, X, None) is None
    miss = compare._compare_arrays(case(), "y", np.array([np.inf, 7.0, 3.0, 1.0, 1.0]), expected, X, None)
    assert miss is not None and miss.code == "values" and miss.largest == np.inf


def test_shapes_and_missing_answers_are_misses_of_their_own():
    assert compare._compare_arrays(case(), "y", None, X, X, None).code == "missing"
    miss = compare._compare_arrays(case(), "y", np.zeros(4), X, X, None)
    assert (miss.code, miss.params["got"], miss.params["expected"]) == ("shape", "(4,)", "(5,)")


def test_the_largest_error_is_over_every_case_that_failed_and_the_first_is_the_one_told():
    first, second = case("grid"), case("random")
    answers = [SimpleNamespace(forward=result(X)), SimpleNamespace(forward=result(X))]
    ours = [result(X + np.array([0, 0, 0, 0, 0.5])), result(X + np.array([0, 3.0, 0, 0, 0]))]
    finding = compare.forward_finding(reference([first, second], answers), ours)
    assert (finding.passed, finding.cases) == (0, 2)
    assert finding.params["case"] == "case grid" and finding.params["largest"] == 3.0


def test_a_forward_that_matches_in_one_case_of_two_gets_one():
    answers = [SimpleNamespace(forward=result(X)), SimpleNamespace(forward=result(X))]
    ours = [result(X.copy()), result(X + 1.0)]
    finding = compare.forward_finding(reference([case("grid"), case("random")], answers), ours)
    assert (finding.passed, finding.cases, finding.params["case"]) == (1, 2, "case random")


def test_a_different_number_of_outputs_is_a_shape_miss():
    answers = [SimpleNamespace(forward=result(X))]
    finding = compare.forward_finding(reference([case()], answers), [result(X, X)])
    assert finding.code == "shape" and finding.params["what"] == "its number of outputs"


def test_negative_grad_outputs_are_named_in_the_miss():
    assert compare._sign_words([-np.ones(3)]) == ", negative grad_outputs"
    assert compare._sign_words([np.zeros(3)]) == ", random grad_outputs"  # zero is not negative
    assert compare._sign_words([np.array([-1.0, 2.0])]) == ", random grad_outputs"
    assert compare._sign_words([None]) == ", random grad_outputs"


def test_a_criterion_the_reference_cannot_grade_says_so_and_counts_nothing():
    answers = [SimpleNamespace(forward=result(X))]
    why = {Criterion.FORWARD: "the reference raised"}
    finding = compare.forward_finding(reference([case()], answers, why), [result(X)])
    assert (finding.code, finding.cases, finding.passed) == ("not_graded", 0, 0)


def test_double_backward_treats_a_missing_derivative_as_zero_on_either_side():
    one = case()
    ref = reference([one], [SimpleNamespace(double=result(None, np.zeros(5)))])
    assert compare.double_finding(ref, [result(np.zeros(5), None)]).passed == 1
    assert compare.double_finding(ref, [result(np.ones(5), None)]).passed == 0


def test_an_error_the_submission_raised_is_told_in_at_most_300_characters():
    error = protocol.ErrorInfo(line=12, phase="backward", type="RuntimeError" * 10, message="x" * 400)
    miss = compare.raised(case(), error)
    assert len(miss.params["text"]) == compare.MAX_TEXT == 300 and len(miss.params["type"]) == 80
    assert miss.params["at_line"] == " at line 12" and miss.params["case"] == "case grid"


def test_a_criterion_with_no_answers_passes_none_of_its_cases():
    finding = compare.failed(Criterion.BACKWARD, 4, "raised", {"case": "case grid"})
    assert (finding.cases, finding.passed, finding.params["passed"], finding.code) == (4, 0, 0, "raised")


def test_the_largest_error_of_small_misses_is_their_own_size():
    answers = [SimpleNamespace(forward=result(X))]
    finding = compare.forward_finding(reference([case()], answers), [result(X + np.array([0, 0, 0, 0, 0.25]))])
    assert finding.params["largest"] == 0.25
