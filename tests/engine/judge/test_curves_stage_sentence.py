"""The check's first answer (CheckStage.CURVES) says what the curves show, true before gradcheck ran:
where they agree, that they do and that gradcheck is still running (``curves_agree``), never the
complete sentence's "gradcheck passes", nor a blank.

The functions' derivatives are mathematics: x³ has 3x² everywhere; |x| has a kink at x = 0, on the
grid of 101 points from -5 to 5; x − mean(x) mixes every point into each output.
"""
from __future__ import annotations

import pytest

from playground import codes, protocol
from playground.engine.judge.check import run_check
from playground.engine.judge.summary import Findings, summarize, summarize_curves
from playground.vocabulary import CheckStage, Verdict


def function(forward: str, backward: str) -> str:
    return f"""import torch


class F(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return {forward}

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return {backward}
"""


def first_and_last(source: str) -> tuple[protocol.ProbeData, protocol.ProbeData]:
    answers: list = []
    final = run_check(protocol.CompileRequest(request_id=1, source=source, points=101, stages=True),
                      on_stage=answers.append)
    assert answers[0].stage == CheckStage.CURVES
    return answers[0].probe, final.probe


def test_curves_that_agree_say_so_and_that_gradcheck_is_still_running():
    curves, final = first_and_last(function("x ** 3", "grad_output * 3 * x ** 2"))
    assert curves.verdict == Verdict.MATCHES and curves.gradcheck is None
    assert (curves.summary_code, curves.summary_params) == ("curves_agree", {"shown": "points", "points": 101})
    assert curves.summary == "Your backward matches the true derivative at all 101 points; gradcheck is still running."
    assert final.summary_code == "matches" and "gradcheck passes" in final.summary


def test_curves_that_agree_but_at_a_kink_count_it():
    curves, final = first_and_last(function("x.abs()", "grad_output * torch.sign(x)"))
    assert curves.summary_params == {"shown": "kinks", "kinks": 1}  # x = 0 on the grid
    assert "except at 1 kink" in curves.summary and curves.summary.endswith("gradcheck is still running.")
    assert final.summary_code == "matches_with_kinks"


def test_outputs_that_mix_the_points_are_not_compared_and_say_gradcheck_is_running():
    curves, final = first_and_last(function("x - x.mean()", "grad_output - grad_output.mean()"))
    assert curves.summary_params == {"shown": "not_compared"}
    assert curves.summary.startswith("The output at one point depends on other points")
    assert curves.summary.endswith("gradcheck is still running.")
    assert final.summary_code == "not_elementwise" and "gradcheck passes." in final.summary


def test_curves_that_differ_say_the_verdicts_own_sentence():
    curves, final = first_and_last(function("x ** 3", "grad_output * 2 * x"))
    assert curves.summary_code == final.summary_code == "differs"
    assert curves.summary == final.summary


@pytest.mark.parametrize("findings, code", [
    (dict(), "matches"), (dict(kinks=2), "matches_with_kinks"), (dict(coupled=True), "not_elementwise")])
def test_every_sentence_that_names_gradcheck_has_one_for_the_curves_alone(findings, code):
    found = Findings(points=1001, **findings)
    assert summarize(found)[1] == code
    sentence, curves_code, params = summarize_curves(found)
    assert curves_code == "curves_agree" and "gradcheck is still running" in sentence
    assert sentence == codes.word(codes.SUMMARIES["curves_agree"], params)


def test_a_sentence_that_does_not_name_gradcheck_is_the_curves_own():
    found = Findings(points=1001, differ_count=5, differ_fraction=0.5, by_design=False, max_error=2.0, worst_x=1.0)
    assert summarize_curves(found) == summarize(found)
    errored = Findings(points=1001, backward_error="boom")
    assert summarize_curves(errored) == summarize(errored)
