"""One engine process seen from the outside: spawn it, talk to it, watch its memory, end it.

No Qt and no torch here (the client and the command line use it). Every engine process gets a
crash log: the engine points ``faulthandler`` at it, so a segmentation fault, or the SIGTERM
that ends a runaway engine, leaves the Python traceback there, and the client can tell the
user at which line of their code the engine died.
"""
from __future__ import annotations

import multiprocessing
import os
import re
import signal
import socket
import tempfile
from typing import Callable, Optional

from playground.wire import MessagePipe

TERMINATE_GRACE = 0.3  # seconds after SIGTERM (which also dumps the traceback) before SIGKILL
MEMORY_FRACTION = 0.5  # default memory cap of the engine: this share of the machine's RAM
MIN_MEMORY_LIMIT_MB = 1024
# The engine's send buffer: room for several snapshots (the tutorial's is ~110 kB, more than the
# default 64 kB a write may leave unread), so a window that reads late does not stall training;
# bounded, so a window that stays behind still slows the engine down instead of lagging behind.
ENGINE_SEND_BUFFER = 512 * 1024  # bytes (Linux doubles it for its bookkeeping)

_FRAME = re.compile(r'^\s*File "(?P<file>.*)", line (?P<line>\d+) in ', re.MULTILINE)


def physical_memory_mb() -> Optional[int]:
    """The machine's RAM in MB, or None where the system does not say."""
    try:
        return int(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**20)
    except (ValueError, OSError, AttributeError):
        return None


def default_memory_limit_mb() -> Optional[int]:
    """Half of the machine's RAM (at least 1 GB): enough for toy models, and the machine lives."""
    total = physical_memory_mb()
    if total is None:
        return None
    return max(MIN_MEMORY_LIMIT_MB, int(total * MEMORY_FRACTION))


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


def widen_send_buffer(conn, size: int = ENGINE_SEND_BUFFER) -> Optional[int]:
    """Ask for a send buffer of ``size`` bytes on the socket behind ``conn`` (a multiprocessing
    Connection); returns the size the system granted, or None where ``conn`` is no socket
    (Windows pipes) or the system refused. The option belongs to the socket, so setting it here,
    before the process starts, holds for the engine's copy of the descriptor too."""
    try:
        descriptor = os.dup(conn.fileno())
    except (OSError, ValueError, AttributeError):
        return None
    try:
        sock = socket.socket(fileno=descriptor)
    except OSError:  # not a socket
        os.close(descriptor)
        return None
    with sock:  # closes the duplicate only
        try:
            if sock.family != getattr(socket, "AF_UNIX", None):
                return None
            if sock.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF) < size:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, size)
            return sock.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF)
        except OSError:
            return None


def run_engine(conn, settings: dict) -> None:
    """Entry point of the engine process. Lives here so that spawning it imports no torch."""
    if settings.get("own_session"):
        enter_own_session()
    from playground.engine.server import serve

    serve(MessagePipe(conn), settings)


def enter_own_session() -> None:
    """A session of its own, before torch loads. Where Linux shares the CPU between scheduling
    groups (autogroup: one per session), a window and its engine in one session share one
    group's share: the engine's torch import and its later stages of a check then took the
    window's time to draw (on a loaded two-core machine, edit -> curves on screen p50 269 ms
    against 160 ms in a session of its own, same sitting). The engine still dies with the
    window (engine/limits.py die_with_parent), and is still interrupted by its pid."""
    try:
        os.setsid()
    except (AttributeError, OSError):  # not on this system, or already a session leader
        pass


class EngineProcess:
    """A spawned engine: its pipe, its crash log, and how to end it."""

    def __init__(self, context, settings: dict):
        handle, self.crash_log = tempfile.mkstemp(prefix="playground-engine-", suffix=".log")
        os.close(handle)
        parent, child = context.Pipe(duplex=True)
        widen_send_buffer(child)  # the engine's end: snapshots go out through it
        self.process = context.Process(target=run_engine, args=(child, {**settings, "crash_log": self.crash_log}),
                                       name="playground-engine", daemon=True)
        self.process.start()
        child.close()
        self.conn = MessagePipe(parent)  # what the engine sends is parsed, never unpickled
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
        process = self.process
        if process.is_alive():
            process.terminate()
            process.join(TERMINATE_GRACE)
        if process.is_alive():
            process.kill()
            process.join(1.0)
        self.exitcode = process.exitcode
        self.conn.close()

    def dispose(self) -> None:
        """Forget the crash log once it was read."""
        try:
            os.unlink(self.crash_log)
        except OSError:
            pass


class EngineSupply:
    """Where the client's engines come from: the warm standby spawned ahead of need, else a
    fresh spawn. A standby has imported torch and judged once already, so swapping it in
    replaces a dead engine in milliseconds instead of seconds."""

    MAX_STANDBY_DEATHS = 3  # standbys that died while waiting: stop keeping one

    def __init__(self, settings: Callable[[], dict], standby: bool = True,
                 spawn: Optional[Callable[[dict], "EngineProcess"]] = None):
        """``spawn``: makes an engine from its settings (default: a spawned EngineProcess;
        tests pass engines that die, to see the client give up)."""
        context = multiprocessing.get_context("spawn")
        self._spawn = spawn or (lambda settings: EngineProcess(context, settings))
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
