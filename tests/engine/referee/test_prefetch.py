"""gradcheck through the proxy, with its foreseeable calls asked ahead: the same verdict, fewer
round trips, and a backward that answers differently the second time is still seen."""
from __future__ import annotations

import numpy as np

from playground import protocol
from playground.engine.referee.prefetch import Prefetcher
from playground.engine.referee.proxy import proxy_apply
from playground.engine.referee.reference import consistency_of, load_reference
from playground.vocabulary import Evaluation
from tests.engine.referee.test_reference import SOFTPLUS


class Process:
    """Stands in for a submission's process: softplus and its derivative, in numpy."""

    def __init__(self, noisy: bool = False):
        self.messages = 0
        self.noisy = noisy
        self.backwards = 0

    def evaluate(self, calls: list) -> list:
        self.messages += 1
        return [self.answer(call) for call in calls]

    def answer(self, call: protocol.EvaluationCall) -> protocol.EvaluationResult:
        x = call.arguments[0].array
        if call.kind == Evaluation.FORWARD:
            return protocol.EvaluationResult(values=[np.logaddexp(x, 0.0)])
        self.backwards += 1
        noise = 1e-3 * self.backwards if self.noisy else 0.0
        return protocol.EvaluationResult(values=[call.grad_outputs[0] / (1 + np.exp(-x)) + noise, None])


def test_prefetching_keeps_the_verdict_and_saves_round_trips():
    # gradcheck's size is drawn from the seed: one with 8 points or more, where the saving shows
    reference = next(r for r in (load_reference(protocol.GradeSetup(reference_source=SOFTPLUS,
                                                                    reference_filename="reference.py", seed=seed))
                                 for seed in range(20)) if r.consistency.x.size >= 8)
    one_by_one, ahead = Process(), Process()
    alone = consistency_of(reference, proxy_apply(lambda call: one_by_one.evaluate([call])[0]))
    fetched = consistency_of(reference, proxy_apply(Prefetcher(ahead.evaluate).ask))
    assert alone.passed and fetched.passed and alone.max_abs_error == fetched.max_abs_error
    assert ahead.messages < 0.6 * one_by_one.messages  # 34 against 62 at 8 points


def test_a_backward_that_changes_from_call_to_call_still_fails():
    reference = load_reference(protocol.GradeSetup(reference_source=SOFTPLUS, reference_filename="reference.py"))
    result = consistency_of(reference, proxy_apply(Prefetcher(Process(noisy=True).evaluate).ask))
    assert not result.passed
