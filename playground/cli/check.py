"""`check` on the command line, run in an engine process with a time limit.

A teacher checks thirty files in a loop: a student's endless loop must not hang it, and a
student's ``os._exit(0)`` must not pass for a matching backward (exit status 0). So the judging
runs in the same engine process as the window's, through EngineClient, with its time limit,
memory cap and crash detection; whatever happens comes back as a CompileResult with errors.
"""
from __future__ import annotations

import signal
import time

from playground import protocol
from playground.client.client import EngineClient

DEFAULT_TIMEOUT = 10.0  # seconds for compile + judge of one file
START_TIMEOUT = 120.0  # seconds for the engine to start (importing torch on a loaded machine)

_RESTART_TYPES = {"timeout": "TimeLimitExceeded", "memory": "MemoryLimitExceeded",
                  "crashed": "EngineCrashed", "failed": "EngineFailed"}


def check_in_engine(request: protocol.CompileRequest, timeout: float = DEFAULT_TIMEOUT) -> protocol.CompileResult:
    """Judge ``request`` in an engine process; never hangs past ``timeout`` once judging started."""
    client = EngineClient(compile_timeout=timeout, standby=False)
    client.start()
    request_id = client.compile(request.source, request.subject, request.x_min, request.x_max,
                                request.points, request.filename, request.shape)
    printed, result = [], None
    deadline = time.monotonic() + START_TIMEOUT + timeout
    try:
        while result is None:
            for message in client.poll(0.05):
                if isinstance(message, protocol.Output):
                    printed.append(_output_text(message))
                elif isinstance(message, protocol.CompileResult) and message.request_id == request_id:
                    result = message
                elif isinstance(message, protocol.EngineRestarted):
                    result = _failed(request, restart_error(message))
            if result is None and time.monotonic() > deadline:
                result = _failed(request, protocol.ErrorInfo(
                    None, "engine", "EngineFailed", "The engine did not answer in time.",
                    code="engine_no_answer"))
    finally:
        client.close(timeout=0.5)
    result.request_id = request.request_id
    result.output = "".join(printed) + result.output
    return result


def restart_error(restart: protocol.EngineRestarted) -> protocol.ErrorInfo:
    """The error a restart stands for: which phase, and the line where the engine was."""
    return protocol.ErrorInfo(restart.line, restart.phase or "engine",
                              _RESTART_TYPES.get(restart.reason, "EngineRestarted"), restart.message,
                              code=f"engine_{restart.reason}",
                              params={"phase": restart.phase, "exitcode": restart.exitcode})


def _output_text(message: protocol.Output) -> str:
    note = f"[{message.dropped} earlier lines not shown]\n" if message.dropped else ""
    return note + message.text + ("\n" if message.text and not message.text.endswith("\n") else "")


def _failed(request: protocol.CompileRequest, error: protocol.ErrorInfo) -> protocol.CompileResult:
    return protocol.CompileResult(request.request_id, [], [], None, None, "", [error], None)


class _TimeLimit(BaseException):
    """Raised by the alarm; a BaseException so that ``except Exception`` in user code lets it by."""


def values_at_in_time(compute, timeout: float, filename: str = "<editor>"):
    """``compute()`` in this process, interrupted after ``timeout`` seconds (SIGALRM, where the
    system has it); returns (values, None) or (None, ErrorInfo)."""
    from playground.engine.usercode.errors import UserCodeError, error_from_exception

    has_alarm = hasattr(signal, "setitimer")
    previous = None
    if has_alarm:
        previous = signal.signal(signal.SIGALRM, _raise_time_limit)
        signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        return compute(), None
    except _TimeLimit:
        return None, protocol.ErrorInfo(None, "check", "TimeLimitExceeded",
                                        f"Computing the values at the given points ran longer than "
                                        f"the time limit of {timeout:g} s.", code="engine_timeout")
    except UserCodeError as error:
        return None, error.info
    except Exception as error:  # the user's code failed at one of the points
        return None, error_from_exception(error, "check", filename)
    finally:
        if has_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def _raise_time_limit(signum, frame) -> None:
    raise _TimeLimit()
