"""The submission's process, once sandboxed: compile the file, pick its Function, answer calls.

The conversation, all on playground/wire.py: LoadSubmission → SubmissionLoaded, then any number
of EvaluateRequest → Evaluated, until Shutdown or the pipe closes. What the code prints is kept
(bounded) and sent with each answer. Nothing here judges: the referee compares.
"""
from __future__ import annotations

from typing import Callable, Optional

from playground import protocol
from playground.engine.submission.evaluate import evaluate
from playground.engine.submission.matching import pick_function
from playground.engine.usercode.errors import UserCodeError, error_from_exception
from playground.engine.usercode.printed import BoundedOutput, captured
from playground.engine.usercode.source import compile_source

MAX_OUTPUT_CHARS = 4000


def serve(pipe, text: Optional[str], filename: str, read_error: str = "") -> None:
    """Answer the referee until it says Shutdown or the pipe closes."""
    apply: Optional[Callable] = None
    while True:
        try:
            message = pipe.receive()
        except (EOFError, OSError):
            return
        if isinstance(message, protocol.LoadSubmission):
            loaded, apply = load(text, filename, message, read_error)
            pipe.send(loaded)
        elif isinstance(message, protocol.EvaluateRequest):
            printed = BoundedOutput()
            with captured(printed):
                results = [evaluate(apply, call, filename) if apply is not None else
                           protocol.EvaluationResult(values=[], error=None) for call in message.calls]
            pipe.send(protocol.Evaluated(request_id=message.request_id, results=results, output=_tail(printed.text())))
        elif isinstance(message, protocol.Shutdown):
            return


def load(text: Optional[str], filename: str, order: protocol.LoadSubmission,
         read_error: str = "") -> tuple[protocol.SubmissionLoaded, Optional[Callable]]:
    """Compile the submission and pick the Function to grade; (the answer, its apply or None)."""
    if text is None:
        error = protocol.ErrorInfo(line=None, phase="compile", type="InputError",
                                   message=read_error or f"cannot read {filename}")
        return protocol.SubmissionLoaded(functions=[], modules=[], subject=None, matched_by="", output="",
                                         errors=[error]), None
    printed = BoundedOutput()
    compiled = None
    try:
        with captured(printed):
            compiled = compile_source(text, filename)
            subject, matched_by = pick_function(compiled, order.function, order.reference, order.arguments)
    except UserCodeError as error:
        partial = compiled or getattr(error, "partial", None)
        return _loaded(partial, None, "", printed, [error.info]), None
    except Exception as error:  # a user object that breaks inspection
        return _loaded(compiled, None, "", printed, [error_from_exception(error, "compile", filename)]), None
    return _loaded(compiled, subject.name, matched_by, printed, []), subject.cls.apply


def _loaded(compiled, subject: Optional[str], matched_by: str, printed: BoundedOutput,
            errors: list) -> protocol.SubmissionLoaded:
    functions = list(compiled.functions) if compiled is not None else []
    modules = list(compiled.modules) if compiled is not None else []
    output = compiled.output if compiled is not None and compiled.output else printed.text()
    return protocol.SubmissionLoaded(functions=functions, modules=modules, subject=subject, matched_by=matched_by,
                                     output=_tail(output), errors=errors)


def _tail(text: str) -> str:
    return text if len(text) <= MAX_OUTPUT_CHARS else "…" + text[-MAX_OUTPUT_CHARS:]
