"""`check` on the command line, run in an engine process with a time limit.

A teacher checks thirty files in a loop: a student's endless loop must not hang it, and a
student's ``os._exit(0)`` must not pass for a matching backward (exit status 0). So the judging,
and the values at points of `check --at`, run in the same engine process as the window's,
through EngineClient, with its time limit, memory cap and crash detection; whatever happens
comes back as a result with errors.

A file whose code calls none of its Functions has every one judged (the engine answers with the
worst and names them all in ``each``): each of the others is judged by name in the same engine,
so the report has a block per Function.
"""
from __future__ import annotations

import dataclasses
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
               ) -> tuple[protocol.CompileResult, Optional[dict], list]:
    """`check` of one file: the judgement, with ``xs`` the values at those points (None when the
    code failed), and where every Function was judged, each one's result, worst first ([] else);
    all from one engine. The judgement is the worst of them."""
    with JudgeSession(timeout) as session:
        each = _each_judged(session, request, session.check(request))
        result = each[0]
        if len(each) < 2:
            each = []
        if not xs or not result.ok:
            return result, None, each
        subject = request.subject or (result.subject if result.each else None)
        answer = session.values_at(protocol.ValuesAtRequest(
            request_id=0, source=request.source, subject=subject, xs=list(xs), filename=request.filename))
        result.errors.extend(answer.errors)
        return result, answer.values, each


def _each_judged(session: JudgeSession, request: protocol.CompileRequest,
                 result: protocol.CompileResult) -> list:
    """The result and, where the engine judged every Function (``each``), the others judged by
    name (those the engine had no time for too), all worst first."""
    if len(result.each) < 2:
        return [result]
    others = [session.check(dataclasses.replace(request, subject=name)) for name in result.each[1:]]
    ranked = sorted([result, *others], key=protocol.severity, reverse=True)  # stable: the engine's order
    names = [str(one.subject) for one in ranked]
    for one in ranked:
        one.each = list(names)
    return ranked

