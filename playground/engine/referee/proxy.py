"""A proxy Function whose forward and backward are calls into the submission's process, and the
consistency criterion: the judge's gradcheck run here, on the proxy.

gradcheck perturbs the inputs and calls the forward many times, calls the backward for one-hot
and random upstream gradients, and compares; every call is answered by the sandboxed process in
plain arrays (the calls gradcheck will make next are asked in the same message: prefetch.py). So the submission's backward is checked against
its own forward exactly as the window checks it, and nothing it does in its process can change
how the comparison is made or what it concludes.

Every answer is fitted to its question before gradcheck sees it (fit.py): a forward gives as
many outputs as the reference's, of the reference's shapes at the same inputs; a backward a
gradient of each input's shape. An answer that does not fit ends the criterion at once (gradcheck
would otherwise build its Jacobians from whatever sizes the submission chose), and is remembered
even where gradcheck's own code catches what the proxy raised.
"""
from __future__ import annotations

from typing import Callable, Optional

import numpy as np
import torch
from torch.autograd.function import once_differentiable

from playground import protocol
from playground.codes import finding_english
from playground.engine.judge import tolerances
from playground.engine.judge.callers import as_tuple
from playground.engine.referee import fit
from playground.engine.referee.compare import failed, not_graded
from playground.engine.referee.prefetch import Prefetcher
from playground.engine.referee.reference import Reference, consistency_of
from playground.grading import inert
from playground.vocabulary import Criterion, Evaluation

Ask = Callable[[protocol.EvaluationCall], protocol.EvaluationResult]


class SubmissionFailed(Exception):
    """The submission's code raised while gradcheck called it; ``info``: its ErrorInfo."""

    def __init__(self, info: protocol.ErrorInfo):
        super().__init__(info.message)
        self.info = info


def proxy_apply(ask: Ask, fitting: Optional["Fitting"] = None) -> Callable:
    """An ``apply`` taking the reference's arguments (tensors and plain values), whose forward
    and backward are the submission's, computed in its process; ``fitting`` holds each forward's
    outputs to the reference's count and shapes (fit.py) before they are used."""

    def arguments_of(values: tuple, needs: tuple) -> list:
        return [protocol.EvaluationArgument(array=_numbers(v), value=None, requires_grad=bool(need))
                if isinstance(v, torch.Tensor)
                else protocol.EvaluationArgument(array=None, value=v, requires_grad=False)
                for v, need in zip(values, needs)]

    def answer(call: protocol.EvaluationCall, values: tuple) -> list:
        result = ask(call)
        if result.error is not None:
            raise SubmissionFailed(result.error)
        if fitting is not None and call.kind == Evaluation.FORWARD:
            fitting.outputs(values, result.values)
        return result.values

    class Submission(torch.autograd.Function):
        @staticmethod
        def forward(ctx, *values):
            needs = tuple(isinstance(v, torch.Tensor) and v.requires_grad for v in values)
            result = answer(protocol.EvaluationCall(kind=Evaluation.FORWARD, arguments=arguments_of(values, needs)),
                            values)
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
            call = protocol.EvaluationCall(kind=Evaluation.BACKWARD,
                                           arguments=arguments_of(values, ctx.needs_input_grad),
                                           grad_outputs=upstreams)
            result = answer(call, values)
            return tuple(torch.from_numpy(v) if v is not None and needs else None
                         for v, needs in zip(result, ctx.needs_input_grad))

    return Submission.apply


class Fitting:
    """Each answer fitted to its question before gradcheck sees it, and the first that did not
    fit remembered: gradcheck's own code may catch the Misfit raised in the proxy (and would
    then report a failed gradcheck of its own making); every later call is refused at once."""

    def __init__(self, reference: Reference, ask: Ask):
        self.reference = reference
        self.ask_process = ask
        self.refused: Optional[str] = None
        self.shapes: dict = {}  # the arguments' shapes → the reference's output shapes there

    def ask(self, call: protocol.EvaluationCall) -> protocol.EvaluationResult:
        if self.refused is not None:
            raise fit.Misfit(self.refused)
        result = self.ask_process(call)
        self.refuse(fit.misfit(call, result))
        return result

    def outputs(self, values: tuple, outputs: list) -> None:
        """A forward's outputs: the reference's count, and its shapes at the same arguments."""
        key = tuple(tuple(v.shape) if isinstance(v, torch.Tensor) else repr(v) for v in values)
        if key not in self.shapes:  # gradcheck asks at one set of shapes: about once
            self.shapes[key] = _reference_shapes(self.reference, values)
        self.refuse(fit.misfit_outputs(outputs, self.shapes[key]))

    def refuse(self, why: Optional[str]) -> None:
        if why is not None:
            self.refused = self.refused or why
            raise fit.Misfit(why)


def _reference_shapes(reference: Reference, values: tuple) -> list:
    """The shape of each of the reference's outputs with a gradient at ``values`` (None for the
    others); the reference is trusted and runs here."""
    arguments = [v.detach().clone() if isinstance(v, torch.Tensor) else v for v in values]
    with torch.no_grad():
        outputs = as_tuple(reference.apply(*arguments))
    differentiable = list(reference.differentiable) + [False] * len(outputs)
    return [tuple(o.shape) if has and isinstance(o, torch.Tensor) else None for o, has in zip(outputs, differentiable)]


def consistency(reference: Reference, evaluate: Callable[[list], list]) -> protocol.CriterionFinding:
    """The consistency finding: gradcheck of the submission's backward against its own forward.
    ``evaluate``: calls → their results, one message each way (prefetch.py asks ahead)."""
    criterion = Criterion.CONSISTENCY
    eps = (tolerances.GRADCHECK_FLOAT64["eps"], tolerances.GRADCHECK_LOOSE["eps"])  # judge/gradcheck.py's
    fitted = Fitting(reference, Prefetcher(evaluate, eps).ask)
    stopped: Optional[str] = None
    try:
        # the submission's process answers each backward from a forward of its own: no fresh one here
        result = consistency_of(reference, proxy_apply(fitted.ask, fitted), fresh=False)
    except SubmissionFailed as error:
        at_line = f" (line {error.info.line})" if error.info.line else ""
        stopped = f"{error.info.type}: {error.info.message}{at_line}"
    except (RuntimeError, TypeError, ValueError) as error:  # gradcheck cannot go on with its answers
        stopped = str(error)
    if fitted.refused is not None:
        return failed(criterion, 1, "garbled", {"text": fitted.refused})
    if stopped is not None:
        return _stopped(stopped)
    if result is None:
        return not_graded(criterion, "nothing has a gradient")
    params = {"criterion": str(criterion), "cases": 1, "text": result.message, "gradcheck_code": result.code,
              "error": float(result.max_abs_error) if np.isfinite(result.max_abs_error) else None}
    code = "consistent" if result.passed else "gradcheck"
    return protocol.CriterionFinding(criterion=criterion, cases=1, passed=int(result.passed), code=code, params=params,
                                     message=finding_english(code, params))


def _stopped(text: str) -> protocol.CriterionFinding:
    params = {"criterion": str(Criterion.CONSISTENCY), "text": inert.line(text)}
    return protocol.CriterionFinding(criterion=Criterion.CONSISTENCY, cases=1, passed=0, code="gradcheck_raised",
                                     params=params,
                                     message=finding_english("gradcheck_raised", params))


def _numbers(tensor: torch.Tensor) -> np.ndarray:
    return tensor.detach().to(torch.float64).cpu().numpy().copy()
