"""The window's check answered in steps (CompileRequest.stages): the curves, then the Jacobian, then
the complete result, each a CompileResult of the same request; a newer edit drops the rest.

Expected values are the mathematics of x³ (its derivative 3x², its Jacobian at the code's own call
diagonal with 3x²), never the judge's own output; the complete answer is compared with the one the
command line gets for the same request, which asks for no steps.
"""
from __future__ import annotations

import numpy as np

from playground import protocol, wire
from playground.engine.judge.check import run_check
from playground.vocabulary import CheckStage, Verdict
from tests.engine.harness import FakeConn, InProcessEngine, of_type

CALL = [0.5, -1.0, 2.0]


def cube(backward: str) -> str:
    return f"""import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * {backward}


y = Cube.apply(torch.tensor({CALL}, dtype=torch.float64))
"""


RIGHT, WRONG = cube("3 * x ** 2"), cube("2 * x")


def staged(source: str) -> tuple[list, protocol.CompileResult]:
    answers: list = []
    final = run_check(protocol.CompileRequest(request_id=1, source=source, points=101, stages=True),
                      on_stage=answers.append)
    return answers, final


def test_the_curves_come_first_then_the_jacobian_each_carrying_the_curves():
    answers, final = staged(RIGHT)
    assert [a.stage for a in answers] == [CheckStage.CURVES, CheckStage.JACOBIAN]
    assert final.stage == CheckStage.CHECKS
    for answer in answers + [final]:
        x = answer.probe.x
        np.testing.assert_allclose(answer.probe.backward[0], 3 * x ** 2, rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(answer.probe.numeric[0], 3 * x ** 2, rtol=1e-5, atol=1e-6)
        assert answer.probe.verdict == Verdict.MATCHES
    curves, early = answers
    assert curves.probe.jacobian is None and curves.probe.gradcheck is None and curves.probe.checks == []
    block = early.probe.jacobian.blocks[0]
    np.testing.assert_allclose(block.yours, np.diag(3 * np.array(CALL) ** 2), atol=1e-12)
    np.testing.assert_allclose(block.true, np.diag(3 * np.array(CALL) ** 2), atol=1e-6)
    assert early.probe.checks == [] and early.probe.gradcheck is None  # the checks come last
    assert final.probe.gradcheck.passed and final.probe.checks
    # "matches ... and gradcheck passes" is said only once gradcheck ran; before, that it is running
    assert curves.probe.summary_code == early.probe.summary_code == "curves_agree"
    assert final.probe.summary_code == "matches"
    np.testing.assert_array_equal(final.probe.jacobian.blocks[0].yours, block.yours)  # the same inputs


def test_a_wrong_backward_differs_already_in_the_curves_and_its_jacobian_shows_where():
    answers, final = staged(WRONG)
    curves, early = answers
    x = curves.probe.x
    np.testing.assert_allclose(curves.probe.backward[0], 2 * x, atol=1e-12)
    # 2x and 3x² agree only at x = 0 and x = 2/3: nearly every point differs
    assert curves.probe.verdict == Verdict.DIFFERS and curves.probe.differs[0].mean() > 0.9
    assert curves.probe.summary_code == final.probe.summary_code == "differs"
    block = early.probe.jacobian.blocks[0]
    np.testing.assert_allclose(block.yours, np.diag(2 * np.array(CALL)), atol=1e-12)
    assert early.probe.verdict == final.probe.verdict == Verdict.DIFFERS


def test_the_complete_answer_is_the_one_the_command_line_gets():
    for source in (RIGHT, WRONG):
        _, final = staged(source)
        plain = run_check(protocol.CompileRequest(request_id=1, source=source, points=101))
        final.elapsed = plain.elapsed = 0.0
        assert wire.encode(final) == wire.encode(plain)


def test_the_engine_sends_every_stage_of_a_request_that_asks_and_one_answer_otherwise():
    engine = InProcessEngine()
    replies = of_type(engine.run(protocol.CompileRequest(request_id=1, source=RIGHT, points=101, stages=True)),
                      protocol.CompileResult)
    assert [(r.request_id, r.stage) for r in replies] == [
        (1, CheckStage.CURVES), (1, CheckStage.JACOBIAN), (1, CheckStage.CHECKS)]
    plain = of_type(engine.run(protocol.CompileRequest(request_id=2, source=RIGHT, points=101)),
                    protocol.CompileResult)
    assert [(r.request_id, r.stage) for r in plain] == [(2, CheckStage.CHECKS)]


class EditWhileJudged(FakeConn):
    """A pipe on which the person types again as soon as the first curves arrive."""

    def __init__(self, newer: protocol.CompileRequest):
        super().__init__()
        self.newer = newer

    def send(self, message) -> None:
        super().send(message)
        if isinstance(message, protocol.CompileResult) and message.request_id != self.newer.request_id:
            self.inbox.append(self.newer)


def test_a_newer_edit_drops_the_rest_of_the_check_and_is_judged_next():
    engine = InProcessEngine()
    engine.conn = engine.engine.channel.conn = EditWhileJudged(
        protocol.CompileRequest(request_id=2, source=WRONG, points=101, stages=True))
    replies = of_type(engine.run(protocol.CompileRequest(request_id=1, source=RIGHT, points=101, stages=True)),
                      protocol.CompileResult)
    assert [(r.request_id, r.stage) for r in replies] == [
        (1, CheckStage.CURVES), (2, CheckStage.CURVES), (2, CheckStage.JACOBIAN), (2, CheckStage.CHECKS)]
    assert replies[-1].probe.verdict == Verdict.DIFFERS


def test_the_complete_check_takes_the_jacobian_once_where_the_early_answer_took_it(monkeypatch):
    # The Jacobian's rows each run the user's forward and backward: taken early for the window's
    # second answer, it is not taken again for the complete one (at the same inputs it is the same).
    from playground.engine.judge import jacobian_verdict

    taken = []
    real = jacobian_verdict.jacobian
    monkeypatch.setattr(jacobian_verdict, "jacobian", lambda probed: taken.append(1) or real(probed))
    staged(RIGHT)
    assert taken == []
    run_check(protocol.CompileRequest(request_id=1, source=RIGHT, points=101))
    assert taken == [1]
