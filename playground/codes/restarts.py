"""RESTARTS: ``EngineRestarted.reason``, why the client ended the engine, a sentence for each
(the one for a crash chosen by the exit code), and ``signal_name``, the signal that ended it.
playground/codes/wording.py words one with ``restart_sentence``.
"""
from __future__ import annotations

import signal
from typing import Optional

from playground.codes.base import QT_TRANSLATE_NOOP, Code, Kind, Params, _code
from playground.vocabulary import RestartReason


def _restart_crash(params: Params) -> str:
    exitcode = params.get("exitcode")
    if exitcode is None:
        return "no_answer"
    code = int(exitcode)  # type: ignore[call-overload]
    if code >= 0:
        return "exit0" if code == 0 else "status"
    ended_by = _signal(code)
    return {signal.SIGSEGV: "segfault", signal.SIGKILL: "killed"}.get(ended_by, "signal") if ended_by else "signal"


def _signal(exitcode: int) -> Optional[signal.Signals]:
    try:
        return signal.Signals(-exitcode)
    except ValueError:
        return None


def signal_name(exitcode: int) -> str:
    """The name of the signal that ended a process (exit code -N)."""
    found = _signal(exitcode)
    return found.name if found is not None else f"signal {-exitcode}"


_RESTART_PARAMS = ("phase", "line", "exitcode", "limit", "memory_mb")
RESTARTS: dict[str, Code] = {code.name: code for code in (
    _code(Kind.RESTART, RestartReason.TIMEOUT,
          QT_TRANSLATE_NOOP("Codes", "Your code ran longer than the time limit of {limit:g} s{where}; "
                                     "the engine was stopped and started again."),
          QT_TRANSLATE_NOOP("Codes", "Your code ran longer than its time limit{where}; the engine was "
                                     "stopped and started again."),
          params=_RESTART_PARAMS, examples=({"phase": "backward", "line": 12, "limit": 5.0}, {})),
    _code(Kind.RESTART, RestartReason.STOP,
          QT_TRANSLATE_NOOP("Codes", "Your code did not stop{where}; the engine was stopped and started "
                                     "again."), params=_RESTART_PARAMS),
    _code(Kind.RESTART, RestartReason.MEMORY,
          QT_TRANSLATE_NOOP("Codes", "Out of memory: your code used more memory than the limit of "
                                     "{memory_mb:,} MB{where}; the engine was stopped and started again."),
          QT_TRANSLATE_NOOP("Codes", "Out of memory: your code used more memory than allowed{where}; the "
                                     "engine was stopped and started again."),
          params=_RESTART_PARAMS, examples=({"phase": "forward", "memory_mb": 4096}, {})),
    _code(Kind.RESTART, RestartReason.CRASHED,
          QT_TRANSLATE_NOOP("Codes", "The engine running your code stopped answering{where}; it was "
                                     "started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code exited (status 0: sys.exit() or "
                                     "os._exit() in your code?){where}; it was started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code exited with status {exitcode}{where}; "
                                     "it was started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code crashed with a segmentation fault "
                                     "(SIGSEGV){where}; it was started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code was killed (SIGKILL; often the system "
                                     "running out of memory){where}; it was started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code was killed by {signal}{where}; it was "
                                     "started again."),
          params=_RESTART_PARAMS, choose=_restart_crash,
          variants=("no_answer", "exit0", "status", "segfault", "killed", "signal"),
          examples=({}, {"exitcode": 0}, {"exitcode": 3, "phase": "forward"},
                    {"exitcode": -int(signal.SIGSEGV), "phase": "backward", "line": 7},
                    {"exitcode": -int(signal.SIGKILL)}, {"exitcode": -int(signal.SIGTERM)})),
    _code(Kind.RESTART, RestartReason.PROTOCOL,
          QT_TRANSLATE_NOOP("Codes", "The engine running your code sent something that is not a "
                                     "message; nothing of it was run here, and the engine was started "
                                     "again."),
          params=(*_RESTART_PARAMS, "detail"), detail="detail",
          inline="The engine running your code sent something that is not a message ({detail}); nothing "
                 "of it was run here, and the engine was started again.",
          examples=({"detail": "unknown message 'Evil'"},)),
    _code(Kind.RESTART, RestartReason.USER, QT_TRANSLATE_NOOP("Codes", "The engine was restarted.")),
    _code(Kind.RESTART, RestartReason.FAILED,
          QT_TRANSLATE_NOOP("Codes", "The engine could not start (last exit status {exitcode}). Check that "
                                     "torch is installed in this environment; the terminal shows the "
                                     "engine's own error."),
          QT_TRANSLATE_NOOP("Codes", "The engine could not start. Check that torch is installed in this "
                                     "environment."),
          params=("exitcode",), examples=({"exitcode": 1}, {})),
)}
