"""The verdict sentence and its code: what differs is named, not a misleading 0%."""
from __future__ import annotations

import pytest

from playground import codes
from playground.engine.judge.summary import (
    Findings,
    blamed_parameter,
    summarize,
    verdict_of,
)
from playground.protocol import GradcheckResult

BIAS_FAILS = ("gradcheck failed: the gradient of y with respect to 'bias' does not match the "
              "numerical one at 12 random points (largest difference 3.68).")
X_FAILS = BIAS_FAILS.replace("'bias'", "'x'")


def failed(message: str, error: float = 3.68) -> GradcheckResult:
    return GradcheckResult(False, error, message, 12)


def test_a_parameter_that_fails_gradcheck_is_named_when_the_curves_agree():
    found = Findings(points=1001, gradcheck=failed(BIAS_FAILS))
    sentence, code, params = summarize(found)
    assert code == "gradcheck_fails_for_parameter" and params == {"parameter": "bias",
                                                                  "error": "3.68"}
    assert "'bias'" in sentence and "agrees" in sentence and "0%" not in sentence
    assert verdict_of(found) == "differs"


def test_gradcheck_failing_for_x_itself_keeps_the_general_code():
    found = Findings(points=1001, gradcheck=failed(X_FAILS))
    sentence, code, params = summarize(found)
    assert code == "gradcheck_failed" and params["ignores_grad_output"] is False
    assert sentence == "The curves agree, but " + X_FAILS


def test_ignoring_grad_output_is_flagged_even_when_gradcheck_blames_a_parameter():
    found = Findings(points=1001, gradcheck=failed(BIAS_FAILS), ignores_upstream=True)
    _sentence, code, params = summarize(found)
    assert code == "gradcheck_failed" and params["ignores_grad_output"] is True


@pytest.mark.parametrize("message, expected", [
    (BIAS_FAILS, "bias"), (X_FAILS, None), ("", None), (None, None),
    ("gradcheck failed: the gradient of y1 with respect to 'fc.weight' does not match", "fc.weight"),
])
def test_blamed_parameter(message, expected):
    assert blamed_parameter(message) == expected


@pytest.mark.parametrize("findings, code", [
    (dict(backward_error="boom"), "backward_error"),
    (dict(not_finite_x=0.0), "gradient_not_finite"),
    (dict(coupled=True), "not_elementwise"),
    (dict(differ_count=5, differ_fraction=0.5, ignores_upstream=True), "ignores_grad_output"),
    (dict(differ_count=5, differ_fraction=0.5), "differs_by_design"),
    (dict(differ_count=5, differ_fraction=0.5, by_design=False, no_gradient=True), "no_gradient"),
    (dict(differ_count=5, differ_fraction=0.5, by_design=False, factor=-1.0, reversal_named=True),
     "differs_scaled"),
    (dict(differ_count=5, differ_fraction=0.5, by_design=False, factor=-1.0), "wrong_sign"),
    (dict(differ_count=5, differ_fraction=0.5, by_design=False, factor=2.0), "wrong_factor"),
    (dict(upstream="random"), "backward_random"),
    (dict(upstream="mixes"), "sums_grad_output"),
    (dict(upstream="not_proportional"), "not_proportional"),
    (dict(upstream="negative", upstream_fraction=0.25), "wrong_for_negative_grad_output"),
    (dict(differ_count=5, differ_fraction=0.5, identity_backward=True), "relu_mask_missing"),
    (dict(differ_count=5, differ_fraction=0.5, by_design=False, max_error=2.0, worst_x=1.0),
     "differs"),
    (dict(kinks=1), "matches_with_kinks"),
    (dict(), "matches"),
])
def test_every_code_has_a_sentence_filled_from_its_params(findings, code):
    found = Findings(points=11, gradcheck=GradcheckResult(True, 0.0, "", 12), **findings)
    sentence, chosen, params = summarize(found)
    assert chosen == code and sentence == codes.word_english(codes.SUMMARIES[code], params)
    assert "{" not in sentence
