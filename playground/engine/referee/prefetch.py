"""gradcheck's calls into a submission's process, asked many at a time where they can be foreseen.

gradcheck's numerical Jacobian calls the forward once per input element and side (x - eps·e_i,
then x + eps·e_i), and its analytical Jacobian calls the backward once per output element with a
one-hot grad_output, twice over (to see that the backward gives the same answer again), then once
with a zero grad_output (to see that the backward multiplies by it). Each call alone is a round
trip to the sandboxed process. So at the first such call the rest of its family is asked for in
the same message, in the order gradcheck will ask: every single-element perturbation of the
first inputs gradcheck used (by gradcheck's own eps where the first step is one of ``steps``, so
each perturbed value is the very number gradcheck computes), or every one-hot grad_output for the
same inputs, each twice, then the zero one. Each answer fetched ahead is used once, by the call it
was asked for, exactly as if that call had been sent alone (the submission's process computes
each call on its own, seeded, in order); a call that was not foreseen goes to the process again,
so gradcheck's own check that the backward answers alike twice still sees two answers.

Every forward answer gradcheck's calls got is kept (``ForwardAnswers``): a forward that remembers
where it was called and answers differently near there fakes gradcheck's differences, and only the
reference's forward at the same points shows it (criteria.py).
"""
from __future__ import annotations

from typing import Callable, Optional

import numpy as np

from playground import protocol
from playground.vocabulary import Evaluation

Evaluate = Callable[[list], list]  # calls → their results, in one message


class Prefetcher:
    def __init__(self, evaluate: Evaluate, steps: tuple = ()):
        self.evaluate = evaluate
        self.steps = steps  # the eps gradcheck may perturb by
        self.ready: dict = {}  # key of a call → results fetched ahead for it, each used once
        self.base: Optional[protocol.EvaluationCall] = None  # gradcheck's inputs: the first forward

    def ask(self, call: protocol.EvaluationCall) -> protocol.EvaluationResult:
        waiting = self.ready.get(_key(call))
        if waiting:
            return waiting.pop(0)
        batch = [call] + self._family(call)
        results = self.evaluate(batch)
        for ahead, result in zip(batch[1:], results[1:]):
            self.ready.setdefault(_key(ahead), []).append(result)
        return results[0]

    def _family(self, call: protocol.EvaluationCall) -> list:
        if call.kind == Evaluation.FORWARD:
            if self.base is None:
                self.base = call
                return []
            return _perturbations(self.base, call, self.steps)
        if call.kind == Evaluation.BACKWARD:
            return _one_hots(call)
        return []


class ForwardAnswers:
    """Passes calls on to the submission's process and keeps each forward's answer beside its call,
    in the order asked: gradcheck's input first, then its perturbations."""

    def __init__(self, evaluate: Evaluate):
        self.evaluate_process = evaluate
        self.answered: list = []  # (EvaluationCall, EvaluationResult) of every forward that answered

    def evaluate(self, calls: list) -> list:
        results = self.evaluate_process(calls)
        self.answered += [(call, result) for call, result in zip(calls, results)
                          if call.kind == Evaluation.FORWARD and result.error is None]
        return results


def _perturbations(base: protocol.EvaluationCall, call: protocol.EvaluationCall, steps: tuple = ()) -> list:
    """Every x ± eps·e_i of ``base`` but ``call``, when ``call`` is one of them."""
    moved_by = _single_step(base.arguments, call.arguments)
    if moved_by is None:
        return []
    # x - eps rounds: the step seen is eps only to a few ulps, and x_j - (that step) misses
    # gradcheck's x_j - eps for other x_j; the eps it rounds from is gradcheck's own
    step = next((eps for eps in steps if _rounds_from(base.arguments, call.arguments, eps)), moved_by)
    family = []
    for index, argument in enumerate(base.arguments):
        if argument.array is None or not argument.requires_grad:
            continue
        for element in range(argument.array.size):
            for sign in (-1.0, 1.0):
                moved = argument.array.copy()
                moved.flat[element] = argument.array.flat[element] - step if sign < 0 else \
                    argument.array.flat[element] + step
                arguments = list(base.arguments)
                arguments[index] = protocol.EvaluationArgument(array=moved, value=None,
                                                               requires_grad=argument.requires_grad)
                family.append(protocol.EvaluationCall(kind=Evaluation.FORWARD, arguments=arguments))
    key = _key(call)
    return [member for member in family if _key(member) != key]


def _single_step(base: list, arguments: list) -> Optional[float]:
    """The size of the one element in which ``arguments`` differ from ``base``, else None."""
    if len(base) != len(arguments):
        return None
    step = None
    for ours, theirs in zip(base, arguments):
        if (ours.array is None) != (theirs.array is None) or ours.requires_grad != theirs.requires_grad:
            return None
        if ours.array is None:
            if ours.value != theirs.value:
                return None
            continue
        if ours.array.shape != theirs.array.shape:
            return None
        differ = np.flatnonzero(ours.array != theirs.array)
        if len(differ) == 0:
            continue
        if len(differ) > 1 or step is not None:
            return None
        step = abs(float(theirs.array.flat[differ[0]] - ours.array.flat[differ[0]]))
    return step or None


def _rounds_from(base: list, arguments: list, eps: float) -> bool:
    """Is the one element in which ``arguments`` differ from ``base`` that element ± ``eps``?"""
    for ours, theirs in zip(base, arguments):
        if ours.array is not None:
            differ = np.flatnonzero(ours.array != theirs.array)
            if len(differ) == 1:
                was, now = ours.array.flat[differ[0]], theirs.array.flat[differ[0]]
                return bool(now == was - eps or now == was + eps)
    return False


def _one_hots(call: protocol.EvaluationCall) -> list:
    """The backward of the same inputs for every other one-hot grad_output, when ``call``'s is
    one; then every one-hot again and a zero grad_output, gradcheck's next calls."""
    given = [(index, upstream) for index, upstream in enumerate(call.grad_outputs) if upstream is not None]
    if len(given) != 1:
        return []
    index, upstream = given[0]
    if np.count_nonzero(upstream) != 1 or upstream.max() != 1.0:
        return []
    first = int(np.flatnonzero(upstream.reshape(-1))[0])
    rest = [_upstream_call(call, index, element) for element in range(upstream.size) if element != first]
    again = [_upstream_call(call, index, element) for element in range(upstream.size)]
    return rest + again + [_upstream_call(call, index, None)]


def _upstream_call(call: protocol.EvaluationCall, index: int, element) -> protocol.EvaluationCall:
    """``call`` with its ``index``-th grad_output one-hot at ``element`` (zero where None)."""
    given = call.grad_outputs[index]
    upstream = np.zeros_like(given)
    if element is not None:
        upstream.flat[element] = 1.0
    upstreams = list(call.grad_outputs)
    upstreams[index] = upstream
    return protocol.EvaluationCall(kind=Evaluation.BACKWARD, arguments=call.arguments, grad_outputs=upstreams)


def _key(call: protocol.EvaluationCall) -> tuple:
    return (str(call.kind),
            tuple((a.array.shape, a.array.tobytes(), a.requires_grad) if a.array is not None else ("value", repr(a.value))
                  for a in call.arguments),
            tuple(None if u is None else (u.shape, u.tobytes()) for u in call.grad_outputs),
            tuple(None if v is None else (v.shape, v.tobytes()) for v in call.cotangents))
