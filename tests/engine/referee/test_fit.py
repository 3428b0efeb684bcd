"""A submission's answers against what it was asked: an answer that does not fit (too many
values, wrong shapes, another dtype, a huge array) is refused before the referee works on it,
and the criterion says so; an honest answer goes on to be compared."""
from __future__ import annotations

import socket
import time
import tracemalloc
from multiprocessing.connection import Connection

import numpy as np
import pytest

from playground import protocol, wire
from playground.engine.referee import fit
from playground.engine.referee.channel import SubmissionChannel
from playground.engine.referee.conversation import Conversation, Gone, cleaned_error, loaded_fields
from playground.engine.referee.proxy import consistency
from playground.engine.referee.reference import load_reference
from playground.vocabulary import Evaluation, Phase
from tests.engine.referee.test_prefetch import Process
from tests.engine.referee.test_reference import SOFTPLUS


@pytest.fixture(scope="module")
def reference():
    return load_reference(protocol.GradeSetup(reference_source=SOFTPLUS, reference_filename="reference.py"))


class Hostile(Process):
    """Softplus, except that ``kind``'s answers are replaced by ``forge(call, honest answer)``."""

    def __init__(self, kind: Evaluation, forge):
        super().__init__()
        self.kind, self.forge = kind, forge
        self.forged_in = None  # the message of the first forged answer

    def answer(self, call):
        honest = super().answer(call)
        if call.kind != self.kind:
            return honest
        self.forged_in = self.forged_in or self.messages
        return self.forge(call, honest)


@pytest.mark.parametrize("kind, forge, said", [
    (Evaluation.FORWARD, lambda call, honest: protocol.EvaluationResult(values=[None] * 2_000_000),
     "its forward gave 2000000 outputs (at most 32 are graded)"),
    (Evaluation.FORWARD, lambda call, honest: protocol.EvaluationResult(values=honest.values * 2),
     "its forward gave 2 outputs where the reference gives 1"),
    (Evaluation.FORWARD, lambda call, honest: protocol.EvaluationResult(values=[np.zeros(4_000_000)]),
     "output 0 has shape (4000000,) where"),
    (Evaluation.FORWARD, lambda call, honest: protocol.EvaluationResult(values=[honest.values[0].astype(np.int64)]),
     "output 0 is an array of int64, not float64 numbers"),
    (Evaluation.BACKWARD, lambda call, honest: protocol.EvaluationResult(values=[None] * 2_000_000),
     "its backward gave 2000000 gradients for 2 arguments"),
    (Evaluation.BACKWARD, lambda call, honest: protocol.EvaluationResult(values=[np.ones((3, 3)), None]),
     "gradient 0 has shape (3, 3) where"),
    (Evaluation.BACKWARD, lambda call, honest: protocol.EvaluationResult(values=[honest.values[0], np.ones(1)]),
     "gradient 1 is an array of shape (1,) where no value was asked"),
], ids=["2M Nones", "two outputs", "huge output", "integers", "2M gradients", "wrong shape", "extra gradient"])
def test_gradchecks_calls_that_do_not_fit_end_the_criterion_at_once(reference, kind, forge, said):
    process = Hostile(kind, forge)
    finding = consistency(reference, process.evaluate)
    assert (finding.code, finding.passed, finding.cases) == ("garbled", 0, 1)
    assert said in finding.message, finding.message
    honest = Process()
    assert consistency(reference, honest.evaluate).code == "consistent"
    # Refused at the first answer that did not fit: nothing more was asked.
    assert process.messages == process.forged_in and process.messages < honest.messages


def test_every_answer_of_an_honest_submission_fits(reference):
    process = Process()
    for kind in (Evaluation.FORWARD, Evaluation.BACKWARD):
        for call in reference.calls(kind):
            assert fit.misfit(call, process.answer(call)) is None


@pytest.mark.parametrize("values, said", [
    ([np.ones(3)] * 5, "its double backward gave 5 values for 2 arguments and 1 grad_outputs"),
    ([np.ones(3), None, np.ones(4)], "derivative 2 has shape (4,) where (3,) was asked"),
    ([np.ones(3), None, np.ones(3)], None),
    ([np.ones(3), None], None),
])
def test_a_double_backward_answers_per_argument_then_per_grad_output(values, said):
    x = protocol.EvaluationArgument(array=np.zeros(3))
    call = protocol.EvaluationCall(kind=Evaluation.DOUBLE_BACKWARD,
                                   arguments=[x,
                                              protocol.EvaluationArgument(array=None, value=1.0, requires_grad=False)],
                                   grad_outputs=[np.ones(3)], cotangents=[np.ones(3), None])
    assert fit.misfit(call, protocol.EvaluationResult(values=values)) == said


def test_an_error_is_an_answer_but_not_with_values():
    call = protocol.EvaluationCall(kind=Evaluation.FORWARD, arguments=[protocol.EvaluationArgument(array=np.zeros(3))])
    error = protocol.ErrorInfo(line=3, phase=Phase.FORWARD, type="ValueError", message="no")
    assert fit.misfit(call, protocol.EvaluationResult(values=[], error=error)) is None
    assert fit.misfit(call,
                      protocol.EvaluationResult(values=[None] * 9, error=error)) == "an error and 9 values at once"


def test_a_huge_answer_is_refused_while_decoding_with_little_memory_and_the_conversation_stays_ended():
    ours, theirs = socket.socketpair()
    channel = SubmissionChannel(ours.detach())
    submission = Connection(theirs.detach())
    conversation = Conversation(channel, time.monotonic() + 60, 60.0)
    calls = [protocol.EvaluationCall(kind=Evaluation.FORWARD,
                                     arguments=[protocol.EvaluationArgument(array=np.zeros(6))])]
    hostile = wire.encode(protocol.Evaluated(request_id=2,
                                             results=[protocol.EvaluationResult(values=[None] * 8_000_000)]))
    writer = __import__("threading").Thread(target=lambda: (submission.recv_bytes(), submission.send_bytes(hostile)))
    writer.start()
    tracemalloc.start()
    try:
        with pytest.raises(Gone) as gone:
            conversation.evaluate(calls)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        writer.join()
    assert gone.value.code == "garbled"
    assert "a list of 8000000 where 32 at most may come" in gone.value.params["text"]
    assert peak < 3 * len(hostile)  # the frame's bytes, not a list of 8 million pointers (64 MB)
    with pytest.raises(Gone):  # and every later question fails at once
        conversation.evaluate(calls)
    channel.close()
    submission.close()


def test_what_a_submission_says_of_itself_is_bounded_and_harmless():
    loaded = protocol.SubmissionLoaded(
        functions=["=HYPERLINK(\"https://evil.example\")", "x" * 100_000] + ["F"] * 1000, modules=["M\x1b[2J"],
        subject="\x1b[2J\x1b[Hgood2.py      0/5\nシグモイド", matched_by="=1+1", output="")
    fields = loaded_fields(loaded)
    assert fields["subject"] == "good2.py 0/5 シグモイド"
    assert fields["matched_by"] == "=1+1"  # kept as text, bounded, made inert where a CSV is written
    assert len(fields["functions"]) == 50 and len(fields["functions"][1]) == 200
    assert fields["modules"] == ["M"]
    error = cleaned_error(protocol.ErrorInfo(line=-5, phase=Phase.FORWARD, type="Value\x1b[31mError",
                                             message="\x1b]0;pwned\x07" + "m" * 5000,
                                             code="c\x00ode", params={"huge": "x" * 10_000}))
    assert (error.line, error.type, error.code, error.params) == (None, "ValueError", "code", {})
    assert error.message.startswith("mmm") and len(error.message) == 1000
