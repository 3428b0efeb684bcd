"""The referee's side of one submission's conversation: each answer before one deadline, no
bigger than its question needs, and everything it says made harmless before it is kept.

A submission's process writes what it likes to its pipe. Here each frame is decoded with limits
drawn from the question (fit.answer_limits: no list longer than the calls asked, the values a
call can have), an answer that does not fit its call is refused (fit.misfit) before any
comparison, and every text it sent — its Function's name, how it was matched, its errors, what
it printed — is bounded and stripped of escapes and control characters (grading/inert.py)
before it reaches a row. Once the conversation has ended (late, gone, garbled) it stays ended:
a later question fails at once, even where gradcheck's own code caught the first failure.
"""
from __future__ import annotations

from typing import NoReturn, Optional

from playground import protocol, wire
from playground.engine.referee import fit
from playground.engine.referee.channel import Late, SubmissionChannel
from playground.grading import inert

MAX_NAMES = 50  # Functions and modules a row lists
NAME = 200  # characters of a name
MATCHED_BY = ("function", "name", "signature", "only", "")  # engine/submission/matching.py's words
LOADED_LIMITS = wire.DecodeLimits(items=1024, keys=fit.MAX_KEYS, text=fit.MAX_TEXT_BYTES, array_bytes=1 << 16)


class Gone(Exception):
    """The conversation with the submission's process ended; ``code`` and ``params`` say how."""

    def __init__(self, code: str, params: dict):
        super().__init__(code)
        self.code, self.params = code, params


class Conversation:
    """Messages to and from one submission's process, every answer before one deadline."""

    def __init__(self, channel: SubmissionChannel, deadline: float, seconds: float):
        self.channel = channel
        self.deadline = deadline
        self.seconds = seconds
        self.printed = ""  # its tail, raw: cleaned once, at the end (``output``)
        self.asked = 1
        self.gone: Optional[Gone] = None

    @property
    def output(self) -> str:
        return inert.lines(self.printed, inert.PRINTED)

    def send(self, message) -> None:
        self._still_here()
        try:
            self.channel.send(message)
        except OSError:
            self._end(Gone("ended", {}))

    def expect(self, kind: type, limits: wire.DecodeLimits = LOADED_LIMITS):
        self._still_here()
        try:
            message = self.channel.receive(self.deadline, limits)
        except Late:
            self._end(Gone("late", {"seconds": self.seconds}))
        except EOFError:
            self._end(Gone("ended", {}))
        except wire.ProtocolError as error:
            self._end(Gone("garbled", {"text": inert.line(error, 200)}))
        if not isinstance(message, kind):
            self._end(Gone("garbled", {"text": f"a {type(message).__name__} instead of a {kind.__name__}"}))
        return message

    def evaluate(self, calls: list) -> list:
        """Several calls in one message, their answers in one (decoded within what ``calls`` can
        need: fit.answer_limits), each error made harmless. Whether each answer fits its call
        is the caller's to ask (``first_misfit``; gradcheck's proxy asks each)."""
        self.asked += 1
        self.send(protocol.EvaluateRequest(request_id=self.asked, calls=calls))
        answer = self.expect(protocol.Evaluated, fit.answer_limits(calls, self.channel.max_bytes))
        if answer.request_id != self.asked or len(answer.results) != len(calls):
            self._end(Gone("garbled", {"text": f"{len(answer.results)} answers to {len(calls)} questions"}))
        self.heard(answer.output)
        return [protocol.EvaluationResult(values=result.values,
                                          error=cleaned_error(result.error) if result.error else None)
                for result in answer.results]

    def heard(self, printed: str) -> None:
        """Keep the tail of what its code printed (bounded here, cleaned in ``output``)."""
        self.printed = (self.printed + printed)[-2 * inert.PRINTED:]

    def _still_here(self) -> None:
        if self.gone is not None:
            raise self.gone

    def _end(self, gone: Gone) -> NoReturn:
        self.gone = gone
        raise gone


def first_misfit(calls: list, results: list) -> Optional[str]:
    """Why the first of ``results`` that does not fit its call is no answer (None: all fit)."""
    for call, result in zip(calls, results):
        why = fit.misfit(call, result)
        if why is not None:
            return why
    return None


def cleaned_error(error: protocol.ErrorInfo) -> protocol.ErrorInfo:
    """An error as the submission's process sent it, bounded and harmless (its params dropped:
    the row words it from the message)."""
    line = error.line if type(error.line) is int and 0 < error.line < 10**9 else None
    return protocol.ErrorInfo(line=line, phase=error.phase, type=inert.line(error.type, 100),
                              message=inert.line(error.message, inert.MESSAGE),
                              code=inert.line(error.code, 80), params={})


def loaded_fields(loaded: protocol.SubmissionLoaded) -> dict:
    """What the submission says it defined and which Function it chose, bounded and harmless:
    the FileGraded fields functions, modules, subject and matched_by."""
    subject = inert.line(loaded.subject, NAME) if loaded.subject is not None else None
    matched_by = loaded.matched_by if loaded.matched_by in MATCHED_BY else inert.line(loaded.matched_by, 20)
    return {"functions": [inert.line(name, NAME) for name in loaded.functions[:MAX_NAMES]],
            "modules": [inert.line(name, NAME) for name in loaded.modules[:MAX_NAMES]],
            "subject": subject or None, "matched_by": matched_by}
