"""Whatever user code raised, as the error of a request: the one place the engine decides.

The ladder, in order: a KeyboardInterrupt is the client's SIGINT at a time limit (user code does
not return from it); a UserCodeError, or any exception carrying ``.info`` (a ConfigError), was
already worded by the engine; anything else (a ZeroDivisionError, ``sys.exit()`` in forward, a
MemoryError) is the user's exception, worded at the deepest line of their text.
"""
from __future__ import annotations

from playground import codes, protocol
from playground.engine.usercode.errors import (
    UserCodeError,
    error_from_exception,
    time_limit_message,
    was_in_user_code,
)


def error_of(exception: BaseException, phase: str, filename: str, time_limit: float) -> protocol.ErrorInfo:
    """The ErrorInfo that ``exception``, raised while ``phase`` of a request ran, stands for."""
    if isinstance(exception, KeyboardInterrupt):
        return interrupt_error(phase, exception, time_limit, filename)
    if isinstance(exception, UserCodeError):
        return exception.info
    info = getattr(exception, "info", None)
    if isinstance(info, protocol.ErrorInfo):
        return info
    return error_from_exception(exception, phase, filename)


def interrupt_error(phase: str, interrupt: KeyboardInterrupt, limit: float,
                    filename: str) -> protocol.ErrorInfo:
    """A KeyboardInterrupt (the client's SIGINT at the time limit) as the error of ``phase``."""
    info = error_from_exception(interrupt, phase, filename)
    # The judge's own checks can be slow by themselves: blame the user only when their code was running.
    in_user_code = was_in_user_code(interrupt, filename)
    info.code = "interrupted"
    # Where the judge's own calls of a slow forward took the time, the words say so (judge/forward_work.py).
    info.params = {"phase": phase, "limit": limit, "in_user_code": in_user_code, **getattr(interrupt, "judge_work", {})}
    info.message = codes.word(codes.ERRORS["interrupted"], info.params) or time_limit_message(limit, phase, in_user_code)
    return info
