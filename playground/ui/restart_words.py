"""An engine restart in the window's language, worded from its reason, phase, line and exit code.

The client words a restart in English (client/restart_wording.py, no Qt there); the window words
the same facts through ``tr()``, whole sentences per cause so each language can order them its way.
"""
from __future__ import annotations

import signal
from typing import Optional

from PySide6.QtCore import QCoreApplication

from playground.ui.phase_words import phase_words


def tr(text: str) -> str:
    return QCoreApplication.translate("RestartWords", text)


def where_words(phase: Optional[str], line: Optional[int]) -> str:
    """" in backward (line 12)", in the window's language ("" when neither is known)."""
    where = " " + phase_words(phase) if phase else ""
    if line:
        where += tr(" (line {line})").format(line=line)
    return where


def crash_sentence(exitcode: Optional[int], where: str) -> str:
    """How the engine ended, from its exit code (negative: the signal that ended it)."""
    if exitcode is None:
        return tr("The engine running your code stopped answering{where}; it was started again.").format(
            where=where)
    if exitcode == 0:
        return tr("The engine running your code exited (status 0: sys.exit() or os._exit() in your "
                  "code?){where}; it was started again.").format(where=where)
    if exitcode > 0:
        return tr("The engine running your code exited with status {status}{where}; it was started "
                  "again.").format(status=exitcode, where=where)
    try:
        name = signal.Signals(-exitcode).name
    except ValueError:
        name = f"signal {-exitcode}"
    if name == "SIGSEGV":
        return tr("The engine running your code crashed with a segmentation fault (SIGSEGV){where}; "
                  "it was started again.").format(where=where)
    if name == "SIGKILL":
        return tr("The engine running your code was killed (SIGKILL; often the system running out "
                  "of memory){where}; it was started again.").format(where=where)
    return tr("The engine running your code was killed by {signal}{where}; it was started "
              "again.").format(signal=name, where=where)


def restart_sentence(reason: str, phase: Optional[str], line: Optional[int], exitcode: Optional[int],
                     limit: Optional[float] = None) -> Optional[str]:
    """Why the engine restarted, and that the text is safe; None for a reason not worded here."""
    where = where_words(phase, line)
    if reason == "timeout" and limit:
        text = tr("Your code ran longer than the time limit of {limit:g} s{where}; the engine was "
                  "stopped and started again.").format(limit=limit, where=where)
    elif reason == "timeout":
        text = tr("Your code ran longer than its time limit{where}; the engine was stopped and "
                  "started again.").format(where=where)
    elif reason == "stop":
        text = tr("Your code did not stop{where}; the engine was stopped and started again.").format(
            where=where)
    elif reason == "memory":
        text = tr("Out of memory: your code used more memory than allowed{where}; the engine was "
                  "stopped and started again.").format(where=where)
    elif reason == "crashed":
        text = crash_sentence(exitcode, where)
    elif reason == "user":
        return tr("The engine was restarted.")
    else:
        return None
    return tr("{sentence} Your text is untouched.").format(sentence=text)
