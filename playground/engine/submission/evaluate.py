"""Forward, backward and double backward of a Function at given inputs, as plain arrays.

One ``EvaluationCall`` runs the Function's ``apply`` on its arguments (float64 tensors, and plain
values) and answers with numpy arrays: the outputs; or the gradient of each argument for the
given grad_outputs; or, for double backward, the derivatives of those gradients along the
given cotangents, with respect to each argument and then to each grad_output. A failure of the
code is an ErrorInfo at its line. The referee runs the same code on the reference, so both
sides are asked exactly alike; only the submission's side runs in a sandbox.

Outputs are read with every ``__torch_function__`` override off: a Tensor subclass cannot
decide what its numbers look like when they are copied out.
"""
from __future__ import annotations

from typing import Callable, Optional

import numpy as np
import torch

from playground import codes, protocol
from playground.engine.torch_private import torch_function_subclasses_disabled
from playground.engine.usercode.errors import error_from_exception, user_error
from playground.engine.usercode.seeding import seeded
from playground.vocabulary import Evaluation, Phase


def evaluate(apply: Callable, call: protocol.EvaluationCall, filename: str) -> protocol.EvaluationResult:
    """``call`` on ``apply`` (a Function's apply, with its plain arguments in place); never raises
    for a failure of the code: the result carries its error."""
    phase = Phase.FORWARD
    try:
        with torch.enable_grad():
            arguments = [_argument(argument) for argument in call.arguments]
            with seeded():
                outputs = _as_tuple(apply(*arguments))
            if call.kind == Evaluation.FORWARD:
                return protocol.EvaluationResult(values=[_array(output) for output in outputs])
            phase = Phase.BACKWARD
            values = _backward(call, arguments, outputs)
            return protocol.EvaluationResult(values=values)
    except Exception as error:
        return protocol.EvaluationResult(values=[], error=error_from_exception(error, phase, filename))


def _backward(call: protocol.EvaluationCall, arguments: list, outputs: tuple) -> list:
    """The gradients (and for double backward the derivatives of the gradients)."""
    inputs = [a for a in arguments if isinstance(a, torch.Tensor) and a.requires_grad]
    where = [i for i, a in enumerate(arguments) if isinstance(a, torch.Tensor) and a.requires_grad]
    double = call.kind == Evaluation.DOUBLE_BACKWARD
    pairs = [(output, _tensor(upstream, double)) for output, upstream in zip(outputs, call.grad_outputs)
             if upstream is not None and isinstance(output, torch.Tensor) and output.requires_grad]
    gradients: list = [None] * len(inputs)
    if pairs and inputs:
        with seeded():
            gradients = list(torch.autograd.grad([o for o, _ in pairs], inputs, [u for _, u in pairs],
                                                 create_graph=double, allow_unused=True))
    if not double:
        return _per_argument(arguments, where, gradients)
    upstreams = [u for _, u in pairs]
    chosen = [(g, _tensor(call.cotangents[i], False)) for g, i in zip(gradients, where)
              if g is not None and i < len(call.cotangents) and call.cotangents[i] is not None]
    differentiable = [(g, v) for g, v in chosen if g.requires_grad]
    if not differentiable:
        raise user_error(Phase.BACKWARD, "not_twice_differentiable",
                         codes.word(codes.ERRORS["not_twice_differentiable"], {}) or "not_twice_differentiable")
    with seeded():
        second = torch.autograd.grad([g for g, _ in differentiable], inputs + upstreams,
                                     [v for _, v in differentiable], allow_unused=True)
    by_argument = _per_argument(arguments, where, list(second[:len(inputs)]))
    by_upstream = iter(second[len(inputs):])
    for_outputs = [_array(next(by_upstream)) if upstream is not None and isinstance(output, torch.Tensor)
                   and output.requires_grad else None for output, upstream in zip(outputs, call.grad_outputs)]
    return by_argument + for_outputs


def _per_argument(arguments: list, where: list, values: list) -> list:
    found: list[Optional[np.ndarray]] = [None] * len(arguments)
    for index, value in zip(where, values):
        found[index] = _array(value)
    return found


def _argument(argument: protocol.EvaluationArgument):
    if argument.array is None:
        return argument.value
    tensor = torch.from_numpy(np.array(argument.array, dtype=np.float64))
    return tensor.requires_grad_() if argument.requires_grad else tensor


def _tensor(array: Optional[np.ndarray], requires_grad: bool) -> Optional[torch.Tensor]:
    if array is None:
        return None
    tensor = torch.from_numpy(np.array(array, dtype=np.float64))
    return tensor.requires_grad_() if requires_grad else tensor


def _as_tuple(raw) -> tuple:
    return tuple(raw) if isinstance(raw, (tuple, list)) else (raw,)


def _array(value) -> Optional[np.ndarray]:
    """A float64 copy of a tensor's numbers (None for anything that is no tensor)."""
    if not isinstance(value, torch.Tensor):
        return None
    with torch_function_subclasses_disabled():
        plain = torch.Tensor.detach(value)
        if plain.is_complex():
            plain = torch.real(plain)
        plain = torch.Tensor.to(plain, device="cpu", dtype=torch.float64)
        return np.array(torch.Tensor.numpy(torch.Tensor.contiguous(plain)), dtype=np.float64, copy=True)
