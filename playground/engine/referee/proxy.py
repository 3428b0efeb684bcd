"""A proxy Function whose forward and backward are calls into the submission's process, and the
consistency criterion: the judge's gradcheck run here, on the proxy.

gradcheck perturbs the inputs and calls the forward many times, calls the backward for one-hot
and random upstream gradients, and compares; every call is answered by the sandboxed process in
plain arrays (the calls gradcheck will make next are asked in the same message: prefetch.py). So the submission's backward is checked against
its own forward exactly as the window checks it, and nothing it does in its process can change
how the comparison is made or what it concludes.
"""
from __future__ import annotations

from typing import Callable

import numpy as np
import torch
from torch.autograd.function import once_differentiable

from playground import protocol
from playground.engine.referee.compare import not_graded
from playground.engine.referee.prefetch import Prefetcher
from playground.engine.referee.reference import Reference, consistency_of
from playground.grading.words import word
from playground.vocabulary import Criterion, Evaluation

Ask = Callable[[protocol.EvaluationCall], protocol.EvaluationResult]


class SubmissionFailed(Exception):
    """The submission's code raised while gradcheck called it; ``info``: its ErrorInfo."""

    def __init__(self, info: protocol.ErrorInfo):
        super().__init__(info.message)
        self.info = info


def proxy_apply(ask: Ask) -> Callable:
    """An ``apply`` taking the reference's arguments (tensors and plain values), whose forward
    and backward are the submission's, computed in its process."""

    def arguments_of(values: tuple, needs: tuple) -> list:
        return [protocol.EvaluationArgument(_numbers(v), None, bool(need)) if isinstance(v, torch.Tensor)
                else protocol.EvaluationArgument(None, v, False) for v, need in zip(values, needs)]

    class Submission(torch.autograd.Function):
        @staticmethod
        def forward(ctx, *values):
            needs = tuple(isinstance(v, torch.Tensor) and v.requires_grad for v in values)
            call = protocol.EvaluationCall(Evaluation.FORWARD, arguments_of(values, needs))
            result = _answer(ask(call))
            ctx.values = values
            ctx.save_for_backward(*[v for v in values if isinstance(v, torch.Tensor)])
            outputs = tuple(torch.from_numpy(v) if v is not None else torch.zeros(()) for v in result)
            return outputs if len(outputs) > 1 else outputs[0]

        @staticmethod
        @once_differentiable
        def backward(ctx, *grad_outputs):
            tensors = iter(ctx.saved_tensors)
            values = tuple(next(tensors) if isinstance(v, torch.Tensor) else v for v in ctx.values)
            upstreams = [None if g is None else _numbers(g) for g in grad_outputs]
            call = protocol.EvaluationCall(Evaluation.BACKWARD, arguments_of(values, ctx.needs_input_grad),
                                           upstreams)
            result = _answer(ask(call))
            return tuple(torch.from_numpy(v) if v is not None and needs else None
                         for v, needs in zip(result, ctx.needs_input_grad))

    return Submission.apply


def consistency(reference: Reference, evaluate: Callable[[list], list]) -> protocol.CriterionFinding:
    """The consistency finding: gradcheck of the submission's backward against its own forward.
    ``evaluate``: calls → their results, one message each way (prefetch.py asks ahead)."""
    criterion = Criterion.CONSISTENCY
    try:
        result = consistency_of(reference, proxy_apply(Prefetcher(evaluate).ask))
    except SubmissionFailed as error:
        params = {"criterion": str(criterion), "text": f"{error.info.type}: {error.info.message[:300]}"
                  + (f" (line {error.info.line})" if error.info.line else "")}
        return protocol.CriterionFinding(criterion, 1, 0, "gradcheck_raised", params, word("gradcheck_raised", params))
    except (RuntimeError, TypeError, ValueError) as error:  # its answers do not fit (shapes, counts)
        params = {"criterion": str(criterion), "text": str(error)[:300]}
        return protocol.CriterionFinding(criterion, 1, 0, "gradcheck_raised", params, word("gradcheck_raised", params))
    if result is None:
        return not_graded(criterion, "nothing has a gradient")
    params = {"criterion": str(criterion), "cases": 1, "text": result.message, "gradcheck_code": result.code,
              "error": float(result.max_abs_error) if np.isfinite(result.max_abs_error) else None}
    code = "consistent" if result.passed else "gradcheck"
    return protocol.CriterionFinding(criterion, 1, int(result.passed), code, params, word(code, params))


def _answer(result: protocol.EvaluationResult) -> list:
    if result.error is not None:
        raise SubmissionFailed(result.error)
    return result.values


def _numbers(tensor: torch.Tensor) -> np.ndarray:
    return tensor.detach().to(torch.float64).cpu().numpy().copy()
