"""What an EngineRestarted says: why the engine was restarted, in words for the person at the
keyboard (the phase and line where known, and that their text is safe), and the error it stands
for in the answer of the request it cut short. No Qt, no torch."""
from __future__ import annotations

import signal
from typing import Optional

from playground import protocol

UNTOUCHED = " Your text is untouched."


def restart_wording(reason: str, phase: Optional[str], line: Optional[int], exitcode: Optional[int],
                    time_limit: float, memory_mb: Optional[int], detail: str = "") -> str:
    """One or two sentences for a restart of the given reason ("timeout", "stop", ...)."""
    where = (f" in {phase}" if phase else "") + (f" (line {line})" if line else "")
    if reason == "timeout":
        return (f"Your code ran longer than the time limit of {time_limit:g} s{where}; the engine "
                f"was stopped and started again.{UNTOUCHED}")
    if reason == "stop":
        return f"Your code did not stop{where}; the engine was stopped and started again.{UNTOUCHED}"
    if reason == "memory":
        cap = f" than the limit of {memory_mb:,} MB" if memory_mb else ""
        return (f"Out of memory: your code used more memory{cap}{where}; the engine was stopped "
                f"and started again.{UNTOUCHED}")
    if reason == "crashed":
        return f"The engine running your code {exit_cause(exitcode)}{where}; it was started again.{UNTOUCHED}"
    if reason == "protocol":
        return (f"The engine running your code sent something that is not a message ({detail}); "
                f"nothing of it was run here, and the engine was started again.{UNTOUCHED}")
    return "The engine was restarted."


def exit_cause(exitcode: Optional[int]) -> str:
    """How a process ended, from its exit code (negative: the signal that ended it)."""
    if exitcode is None:
        return "stopped answering"
    if exitcode < 0:
        try:
            name = signal.Signals(-exitcode).name
        except ValueError:
            name = f"signal {-exitcode}"
        if name == "SIGSEGV":
            return "crashed with a segmentation fault (SIGSEGV)"
        if name == "SIGKILL":
            return "was killed (SIGKILL; often the system running out of memory)"
        return f"was killed by {name}"
    if exitcode == 0:
        return "exited (status 0: sys.exit() or os._exit() in your code?)"
    return f"exited with status {exitcode}"


_RESTART_TYPES = {"protocol": "ProtocolError", "timeout": "TimeLimitExceeded", "stop": "StopIgnored",
                  "memory": "MemoryLimitExceeded",
                  "crashed": "EngineCrashed", "failed": "EngineFailed", "user": "EngineRestarted"}


def restart_error(restart: protocol.EngineRestarted) -> protocol.ErrorInfo:
    """The error a restart stands for, for the request it cut short: which phase, and the line
    where the engine was (code ``engine_<reason>``, for the window's translations)."""
    return protocol.ErrorInfo(restart.line, restart.phase or "engine",
                              _RESTART_TYPES.get(restart.reason, "EngineRestarted"), restart.message,
                              code=f"engine_{restart.reason}",
                              params={"phase": restart.phase, "exitcode": restart.exitcode})
