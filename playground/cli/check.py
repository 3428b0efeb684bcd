"""`check` on the command line, run in an engine process with a time limit.

A teacher checks thirty files in a loop: a student's endless loop must not hang it, and a
student's ``os._exit(0)`` must not pass for a matching backward (exit status 0). So the judging,
and the values at points of `check --at`, run in the same engine process as the window's,
through EngineClient, with its time limit, memory cap and crash detection; whatever happens
comes back as a result with errors.
"""
from __future__ import annotations

from typing import Optional

from playground import protocol
from playground.client.blocking import DEFAULT_TIMEOUT, START_TIMEOUT
from playground.client.judging import JudgeSession
from playground.client.lost import restart_error

__all__ = ["check_in_engine", "check_file", "DEFAULT_TIMEOUT", "START_TIMEOUT", "restart_error"]


def check_in_engine(request: protocol.CompileRequest, timeout: float = DEFAULT_TIMEOUT) -> protocol.CompileResult:
    """Judge ``request`` in an engine process of its own; never hangs past ``timeout`` once
    judging started. (Many files in a row: a JudgeSession keeps one engine for all.)"""
    with JudgeSession(timeout) as session:
        return session.check(request)


def check_file(request: protocol.CompileRequest, xs: Optional[list], timeout: float = DEFAULT_TIMEOUT,
               ) -> tuple[protocol.CompileResult, Optional[dict]]:
    """`check` of one file: the judgement, and with ``xs`` the values at those points (None
    when the code failed), both from one engine."""
    with JudgeSession(timeout) as session:
        result = session.check(request)
        if not xs or not result.ok:
            return result, None
        answer = session.values_at(protocol.ValuesAtRequest(
            0, request.source, request.subject, list(xs), request.filename))
        result.errors.extend(answer.errors)
        return result, answer.values
