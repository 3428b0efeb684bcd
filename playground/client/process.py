"""One engine process seen from the outside: spawn it, talk to it, watch its memory, end it.

No Qt and no torch here (the client and the command line use it). Every engine process gets a
crash log: the engine points ``faulthandler`` at it, so a segmentation fault, or the SIGTERM
that ends a runaway engine, leaves the Python traceback there, and the client can tell the
user at which line of their code the engine died.
"""
from __future__ import annotations

import os
import re
import signal
from typing import Callable, Optional

from playground.client.early_engine import adopt_early_engine
from playground.client.spawning import (
    ENGINE_SEND_BUFFER,
    SpawnedEngine,
    default_memory_limit_mb,
    engine_context,
    enter_own_session,
    spawn_engine,
    stop_process,
    widen_send_buffer,
)
from playground.wire import MessagePipe

# What spawning an engine needs lives in client/spawning.py (the standard library only, for the
# app's early engine); its names stay importable from here, where the client's users found them.
__all__ = ["ENGINE_SEND_BUFFER", "EngineProcess", "EngineSupply", "crash_line", "default_memory_limit_mb",
           "enter_own_session", "resident_memory_mb", "spawn_or_adopt", "widen_send_buffer"]

TERMINATE_GRACE = 0.3  # seconds after SIGTERM (which also dumps the traceback) before SIGKILL

_FRAME = re.compile(r'^\s*File "(?P<file>.*)", line (?P<line>\d+) in ', re.MULTILINE)


def resident_memory_mb(pid: int) -> Optional[float]:
    """The resident set size of a process in MB (Linux /proc), or None where unknown."""
    try:
        with open(f"/proc/{pid}/status", "rb") as status:
            for line in status:
                if line.startswith(b"VmRSS:"):
                    return int(line.split()[1]) / 1024  # the value is in kB
    except (OSError, ValueError, IndexError):
        return None
    return None


def crash_line(log_text: str, filename: str) -> Optional[int]:
    """The innermost line of ``filename`` in a faulthandler traceback (most recent call first)."""
    for match in _FRAME.finditer(log_text):
        if match.group("file") == filename:
            return int(match.group("line"))
    return None


class EngineProcess:
    """A spawned engine: its pipe, its crash log, and how to end it."""

    def __init__(self, context, settings: dict, spawned: Optional[SpawnedEngine] = None):
        """A new engine spawned in ``context`` with ``settings``; or ``spawned``, one already
        running (the app's early engine, client/early_engine.py), taken over as it is."""
        spawned = spawned or spawn_engine(settings, context)
        self.process = spawned.process
        self.crash_log = spawned.crash_log
        self.conn = MessagePipe(spawned.conn)  # what the engine sends is parsed, never unpickled
        self.exitcode: Optional[int] = None

    @property
    def pid(self) -> Optional[int]:
        return self.process.pid

    @property
    def alive(self) -> bool:
        return self.process.is_alive()

    def resident_mb(self) -> Optional[float]:
        return resident_memory_mb(self.process.pid)

    def interrupt(self) -> None:
        """SIGINT: a KeyboardInterrupt in the user code the engine runs (engine/interrupts.py)."""
        try:
            os.kill(self.process.pid, signal.SIGINT)
        except (OSError, TypeError):  # already gone (or never started)
            pass

    def crash_report(self) -> str:
        """What faulthandler wrote (empty when the engine did not crash)."""
        try:
            with open(self.crash_log, encoding="utf-8", errors="replace") as log:
                return log.read(64_000)
        except OSError:
            return ""

    def end(self) -> None:
        """SIGTERM (the engine dumps its traceback), then SIGKILL; close the pipe. Idempotent."""
        stop_process(self.process, TERMINATE_GRACE)
        self.exitcode = self.process.exitcode
        self.conn.close()

    def dispose(self) -> None:
        """Forget the crash log once it was read."""
        try:
            os.unlink(self.crash_log)
        except OSError:
            pass


def spawn_or_adopt(settings: dict) -> EngineProcess:
    """The app's early engine where it was spawned with ``settings`` (once), else a new engine."""
    early = adopt_early_engine(settings)
    return EngineProcess(engine_context(), settings, spawned=early)


class EngineSupply:
    """Where the client's engines come from: the warm standby spawned ahead of need, else a
    fresh spawn. A standby has imported torch and judged once already, so swapping it in
    replaces a dead engine in milliseconds instead of seconds."""

    MAX_STANDBY_DEATHS = 3  # standbys that died while waiting: stop keeping one

    def __init__(self, settings: Callable[[], dict], standby: bool = True,
                 spawn: Optional[Callable[[dict], "EngineProcess"]] = None):
        """``spawn``: makes an engine from its settings (default: the app's early engine once,
        else a spawned EngineProcess; tests pass engines that die, to see the client give up)."""
        self._spawn = spawn or spawn_or_adopt
        self._settings = settings
        self.standby = standby
        self._spare: Optional[EngineProcess] = None
        self._deaths = 0

    def take(self) -> EngineProcess:
        """The standby if it is alive, else a new engine."""
        spare, self._spare = self._spare, None
        if spare is not None and spare.alive:
            return spare
        if spare is not None:
            spare.end()
            spare.dispose()
        return self._spawn(self._settings())

    def keep_warm(self) -> None:
        """Spawn a standby if there is none (and replace one that died)."""
        if not self.standby:
            return
        if self._spare is not None:
            if self._spare.alive:
                return
            self._spare.end()  # died while waiting (the system's OOM killer, say)
            self._spare.dispose()
            self._spare = None
            self._deaths += 1
            if self._deaths >= self.MAX_STANDBY_DEATHS:
                self.standby = False  # restarts will spawn: better than spawning without end
                return
        self._spare = self._spawn(self._settings())

    @property
    def standby_pid(self) -> Optional[int]:
        return self._spare.pid if self._spare else None

    @property
    def standby_ready(self) -> bool:
        """The standby has said it is ready (its EngineReady waits in its pipe)."""
        try:
            return self._spare is not None and self._spare.alive and self._spare.conn.poll()
        except (OSError, EOFError):
            return False

    def close(self) -> None:
        spare, self._spare = self._spare, None
        if spare is not None:
            spare.end()
            spare.dispose()
