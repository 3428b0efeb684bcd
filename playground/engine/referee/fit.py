"""A submission's answer against the question it was asked, before the referee spends anything on it.

The submission's process can answer a call with any list of arrays: two million ``None``s for a
forward the reference gives one output, a gradient of a billion elements for an input of six, an
array of integers. Whatever does not fit the question is refused here, by its count, dtype and
shapes, so the referee's work on an answer is bounded by the reference's own sizes:

- a backward answers one value per argument: ``None``, or a float64 array of the argument's
  shape where the argument has a gradient (autograd itself gives the shape of the input);
  ``None`` where it has none;
- a double backward answers that, then one value per grad_output it was given (fewer where the
  submission's forward has fewer outputs), each ``None`` or of its grad_output's shape;
- a forward answers at most ``MAX_OUTPUTS`` values, each ``None`` or a float64 array; their count
  and shapes against the reference's are the comparison's to judge (a wrong forward is wrong,
  not hostile), and gradcheck's proxy asks them equal to the reference's (``misfit_outputs``).

The same bounds, before decoding: ``answer_limits`` (playground/wire.py's DecodeLimits) lets no
list in an answer be longer than the question could need.
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from playground import protocol, wire
from playground.vocabulary import Evaluation

MAX_OUTPUTS = 32  # a forward's outputs (a Function with more is not graded against a reference)
MAX_KEYS = 256  # an error's parameters
MAX_TEXT_BYTES = 1 << 20  # a string in an answer: an exception's message, what was printed


class Misfit(ValueError):
    """An answer that does not fit its question (the text says how)."""


def answer_limits(calls: list, frame_bytes: int) -> wire.DecodeLimits:
    """What the answer to ``calls`` may hold at most: a result per call, and per result a value
    per argument and grad_output (or MAX_OUTPUTS outputs)."""
    widest = max((len(call.arguments) + len(call.grad_outputs) for call in calls), default=0)
    return wire.DecodeLimits(items=max(len(calls), widest, MAX_OUTPUTS), keys=MAX_KEYS,
                             text=MAX_TEXT_BYTES, array_bytes=frame_bytes)


def misfit(call: protocol.EvaluationCall, result: protocol.EvaluationResult) -> Optional[str]:
    """Why ``result`` is no answer to ``call`` (None when it fits). An error is an answer."""
    if result.error is not None:
        return None if not result.values else f"an error and {len(result.values)} values at once"
    values = result.values
    if call.kind == Evaluation.FORWARD:
        if len(values) > MAX_OUTPUTS:
            return f"its forward gave {len(values)} outputs (at most {MAX_OUTPUTS} are graded)"
        return _first_misfit(values, [_ANY] * len(values), "output")
    gradients = [a.array.shape if a.array is not None and a.requires_grad else None for a in call.arguments]
    if call.kind == Evaluation.BACKWARD:
        if len(values) != len(gradients):
            return f"its backward gave {len(values)} gradients for {len(gradients)} arguments"
        return _first_misfit(values, gradients, "gradient")
    upstreams = [None if u is None else u.shape for u in call.grad_outputs]
    if not len(gradients) <= len(values) <= len(gradients) + len(upstreams):
        return (f"its double backward gave {len(values)} values for {len(gradients)} arguments and "
                f"{len(upstreams)} grad_outputs")
    return _first_misfit(values, gradients + upstreams[:len(values) - len(gradients)], "derivative")


def misfit_outputs(values: list, shapes: list) -> Optional[str]:
    """Why a forward's ``values`` are not the outputs gradcheck needs: as many as the reference's,
    each of the reference's shape there (``shapes``: a shape per output; None: not differentiable,
    so not used)."""
    if len(values) != len(shapes):
        return f"its forward gave {len(values)} outputs where the reference gives {len(shapes)}"
    return _first_misfit(values, [_ANY if shape is None else shape for shape in shapes], "output")


_ANY = ("any",)  # a value of any shape (or None)


def _first_misfit(values: list, shapes: list, what: str) -> Optional[str]:
    for index, (value, shape) in enumerate(zip(values, shapes)):
        if value is None:
            continue
        if not isinstance(value, np.ndarray) or value.dtype != np.float64:
            return f"{what} {index} is {_kind(value)}, not float64 numbers"
        if shape is None:
            return f"{what} {index} is an array of shape {value.shape} where no value was asked"
        if shape is not _ANY and value.shape != tuple(shape):
            return f"{what} {index} has shape {value.shape} where {tuple(shape)} was asked"
    return None


def _kind(value: object) -> str:
    return f"an array of {value.dtype}" if isinstance(value, np.ndarray) else f"a {type(value).__name__}"
