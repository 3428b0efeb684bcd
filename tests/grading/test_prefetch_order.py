"""gradcheck's calls asked ahead are exactly the calls it makes, in its order: none computed in
vain (a perturbed x is the very number gradcheck computes, x ± eps rounded, at every magnitude),
and each family in one message: the perturbations, and the one-hots twice with the zero after."""
from __future__ import annotations

import numpy as np
import torch

from playground import protocol
from playground.engine.judge import tolerances
from playground.engine.referee.prefetch import Prefetcher, _key
from playground.engine.referee.proxy import proxy_apply
from playground.vocabulary import Evaluation

EPS = (tolerances.GRADCHECK_FLOAT64["eps"], tolerances.GRADCHECK_LOOSE["eps"])


class Process:
    """Stands in for a submission's process: softplus and its derivative, in numpy; it keeps
    every call it computed, in order, and every message's calls."""

    def __init__(self):
        self.computed: list = []
        self.messages: list = []

    def evaluate(self, calls: list) -> list:
        self.messages.append(calls)
        return [self.answer(call) for call in calls]

    def answer(self, call: protocol.EvaluationCall) -> protocol.EvaluationResult:
        self.computed.append(_key(call))
        x = call.arguments[0].array
        if call.kind == Evaluation.FORWARD:
            return protocol.EvaluationResult(values=[np.logaddexp(x, 0.0)])
        return protocol.EvaluationResult(values=[call.grad_outputs[0] / (1 + np.exp(-x))])


def gradcheck_through(ask, x: np.ndarray) -> bool:
    """torch's own gradcheck (float64 settings, as the judge's) on the proxy at ``x``."""
    inputs = torch.from_numpy(x.copy()).requires_grad_()
    settings = dict(tolerances.GRADCHECK_FLOAT64)
    return torch.autograd.gradcheck(proxy_apply(ask), (inputs,), check_undefined_grad=False, **settings)


# magnitudes from 1e-3 to 1e3, the largest first: x - eps rounds differently in each binade, and
# the step seen at 1000.5 is eps only to 1e-13, too coarse for the small ones
POINTS = np.array([1000.5, 0.0013, -0.7, 2.5, -3.9, 17.0, -260.0, 0.03125])


def test_the_process_computes_what_gradcheck_asks_in_its_order_and_nothing_more():
    alone, ahead = Process(), Process()
    assert gradcheck_through(lambda call: alone.evaluate([call])[0], POINTS)
    assert gradcheck_through(Prefetcher(ahead.evaluate, EPS).ask, POINTS)
    assert ahead.computed == alone.computed


def test_each_family_is_one_message():
    ahead = Process()
    gradcheck_through(Prefetcher(ahead.evaluate, EPS).ask, POINTS)
    sizes = [len(calls) for calls in ahead.messages]
    n = POINTS.size
    perturbations, backwards = 2 * n, 2 * n + 1  # x ± eps per element; one-hots twice, then zero
    assert perturbations in sizes and backwards in sizes
    one_hot = [c for calls in ahead.messages for c in calls if c.kind == Evaluation.BACKWARD
               and np.count_nonzero(c.grad_outputs[0]) == 1]
    assert len(one_hot) == 2 * n
    assert sum(len(calls) for calls in ahead.messages) == len(ahead.computed)


def test_a_step_that_is_no_known_eps_still_finds_the_others():
    # gradcheck at an eps of its own: the step seen, not a listed eps, makes the family
    alone, ahead = Process(), Process()
    x = np.array([0.5, -1.5, 2.0, 0.25])
    inputs = torch.from_numpy(x.copy()).requires_grad_()
    settings = dict(tolerances.GRADCHECK_FLOAT64, eps=2.0**-20)
    for process, ask in ((alone, lambda call: alone.evaluate([call])[0]), (ahead, Prefetcher(ahead.evaluate).ask)):
        torch.autograd.gradcheck(proxy_apply(ask), (inputs,), check_undefined_grad=False, **settings)
    assert ahead.computed == alone.computed
    assert len(ahead.messages) < len(alone.messages)
