"""The requests a restart cut short, answered: each one the engine had not answered gets the reply
its kind expects (a CompileResult, a TrainFinished, ...), carrying the restart as its error, so that
whoever waits for it — the window, the command line — is never left waiting. No Qt, no torch.

The error's code is ``engine_<reason>`` (playground/codes/ words it); the request that was
running when the engine was ended is ``EngineRestarted.request_id`` and gets the phase and line
where it was; the others were only waiting behind it.
"""
from __future__ import annotations

from typing import Optional

from playground import protocol
from playground.client.pending import Pending
from playground.codes import restart_error_code
from playground.vocabulary import Phase, RequestKind, RestartReason, RunEnd

_RESTART_TYPES = {RestartReason.TIMEOUT: "TimeLimitExceeded", RestartReason.STOP: "StopIgnored",
                  RestartReason.MEMORY: "MemoryLimitExceeded", RestartReason.CRASHED: "EngineCrashed",
                  RestartReason.FAILED: "EngineFailed", RestartReason.PROTOCOL: "ProtocolError",
                  RestartReason.USER: "EngineRestarted"}


def restart_error(restart: protocol.EngineRestarted, pending: Optional[Pending] = None) -> protocol.ErrorInfo:
    """The error a restart stands for, for a request it cut short (``pending``; None: the one
    that was running): which phase, and the line where the engine was."""
    running = pending is None or pending.request_id == restart.request_id
    phase = restart.phase if running else (pending.phase if pending is not None else None)
    return protocol.ErrorInfo(
        line=restart.line if running else None, phase=Phase(phase or Phase.ENGINE),
        type=_RESTART_TYPES.get(RestartReason(restart.reason), "EngineRestarted"), message=restart.message,
        code=restart_error_code(restart.reason),
        params={"phase": phase, "exitcode": restart.exitcode, "limit": restart.time_limit,
                "memory_mb": restart.memory_limit_mb, "detail": restart.detail or None})


def lost_answers(restart: protocol.EngineRestarted, lost: list[Pending]) -> list[protocol.Reply]:
    """The reply each request in ``lost`` expects, with the restart as its error."""
    return [_answer(restart, pending) for pending in lost]


def _answer(restart: protocol.EngineRestarted, pending: Pending) -> protocol.Reply:
    error = restart_error(restart, pending)
    request_id = pending.request_id
    if pending.kind == RequestKind.COMPILE:
        return protocol.CompileResult(request_id, [], [], None, None, "", [error], None)
    if pending.kind == RequestKind.VALUES_AT:
        return protocol.ValuesAt(request_id=request_id, values=None, errors=[error])
    if pending.kind == RequestKind.TRAIN:
        if restart.reason == RestartReason.STOP:  # it was asked to stop: it stopped, the hard way
            return protocol.TrainFinished(request_id, RunEnd.STOPPED, 0, None, 0.0, [])
        return protocol.TrainFinished(request_id, RunEnd.ERROR, 0, None, 0.0, [error])
    if pending.kind == RequestKind.EXAMPLE:
        return protocol.ExampleResult(request_id, [], 0, 0, "", [error])
    if pending.kind == RequestKind.GRAPH:
        return protocol.GraphData(request_id, [], [], error=error)
    return protocol.ExportDone(request_id, pending.path, error)
