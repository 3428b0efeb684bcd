"""EngineClient: starts, talks to, watches and restarts the engine process.

No Qt and no torch here: the window (through ui/bridge.py) and tests use it alike. The engine
runs user code, so the client treats it as something that may hang, crash or exit at any time:

* a compile that runs past ``compile_timeout`` (measured from when the engine starts it) is
  interrupted (SIGINT, which user Python code cannot ignore for long), then the process is
  terminated, then killed — the way Thonny stops runaway programs;
* ``control("stop")`` that gets no answer within ``stop_grace`` does the same;
* a process that died is noticed on the next ``poll()``.

Each of these yields an ``EngineRestarted`` message from ``poll()`` and a fresh engine.
"""
from __future__ import annotations

import itertools
import multiprocessing
import os
import signal
import time
from dataclasses import dataclass
from typing import Optional

from playground import protocol

INTERRUPT_GRACE = 0.3  # seconds a SIGINTed engine gets to answer before it is terminated
TERMINATE_GRACE = 0.3  # seconds after SIGTERM before SIGKILL
MAX_FAILED_STARTS = 3  # engines in a row that died before they were ready: stop trying


@dataclass
class _Pending:
    """The request the engine is working on, for time limits and for naming a hung phase."""

    request_id: int
    kind: str  # "compile" | "train"
    phase: Optional[str] = None
    started: Optional[float] = None  # when the engine began it (first PhaseStarted)


class EngineClient:
    """Owns one engine process at a time and turns its failures into messages."""

    def __init__(self, compile_timeout: float = 5.0, stop_grace: float = 0.5,
                 memory_limit_mb: Optional[int] = None, threads: Optional[int] = None):
        self.compile_timeout = compile_timeout
        self.stop_grace = stop_grace
        self.memory_limit_mb = memory_limit_mb
        self.threads = threads
        self._context = multiprocessing.get_context("spawn")
        self._ids = itertools.count(1)
        self._process = None
        self._conn = None
        self._pending: dict[int, _Pending] = {}
        self._stop_deadline: Optional[float] = None
        self._outbox: list = []  # messages made by the client itself (EngineRestarted)
        self.ready = False
        self.ready_message: Optional[protocol.EngineReady] = None
        self.devices: list = []
        self.started_at: Optional[float] = None
        self.failed_starts = 0  # engines in a row that died before EngineReady
        self.broken = False  # gave up: the engine cannot start on this machine

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> None:
        """Spawn the engine; returns at once. ``EngineReady`` arrives later through poll()."""
        parent, child = self._context.Pipe(duplex=True)
        settings = {"memory_limit_mb": self.memory_limit_mb, "threads": self.threads}
        self._process = self._context.Process(
            target=run_engine, args=(child, settings), name="playground-engine", daemon=True)
        self._process.start()
        child.close()
        self._conn = parent
        self.ready = False
        self.started_at = time.monotonic()

    @property
    def pid(self) -> Optional[int]:
        return self._process.pid if self._process else None

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def fileno(self) -> int:
        """The pipe's descriptor, readable when the engine sent something (for a socket notifier)."""
        return self._conn.fileno()

    def close(self, timeout: float = 1.0) -> None:
        """Ask the engine to exit; kill it if it does not within ``timeout``."""
        if self._process is None:
            return
        try:
            self._conn.send(protocol.Shutdown())
        except (OSError, ValueError):
            pass
        self._process.join(timeout)
        self._kill()

    def restart(self, reason: str = "user", phase: Optional[str] = None,
                request_id: Optional[int] = None, message: str = "") -> None:
        """Kill the engine (interrupt, terminate, kill) and start a new one."""
        exitcode = self._process.exitcode if self._process else None
        self._kill()
        self._pending.clear()
        self._stop_deadline = None
        self.broken = False
        self._outbox.append(protocol.EngineRestarted(
            reason=reason, phase=phase, request_id=request_id,
            message=message or _restart_wording(reason, phase, self.compile_timeout),
            exitcode=exitcode))
        self.start()

    def _kill(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        if process.is_alive():
            process.terminate()
            process.join(TERMINATE_GRACE)
        if process.is_alive():
            process.kill()
            process.join(1.0)
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # ------------------------------------------------------------------ requests

    def compile(self, source: str, subject: Optional[str] = None, x_min: float = -5.0,
                x_max: float = 5.0, points: int = 1001, filename: str = "<editor>",
                shape: Optional[tuple] = None) -> int:
        """Ask for a compile and judgement; returns the request id its CompileResult will carry."""
        request_id = next(self._ids)
        # A newer compile supersedes older ones: the engine skips them, so their clocks stop.
        for rid in [r for r, p in self._pending.items() if p.kind == "compile"]:
            del self._pending[rid]
        self._pending[request_id] = _Pending(request_id, "compile")
        self._send(protocol.CompileRequest(request_id, source, subject, x_min, x_max, points,
                                           shape, filename))
        return request_id

    def train(self, source: str, subject: Optional[str], config: protocol.TrainConfig,
              paused: bool = False, filename: str = "<editor>",
              snapshot_interval: float = 1 / 30) -> int:
        """Start a training run; snapshots stream back through poll() until TrainFinished."""
        request_id = next(self._ids)
        self._pending[request_id] = _Pending(request_id, "train")
        self._send(protocol.TrainRequest(request_id, source, subject, config, paused,
                                         snapshot_interval, filename=filename))
        return request_id

    def control(self, action: str) -> None:
        """pause | resume | step | stop. A stop that gets no answer in time restarts the engine."""
        if action == "stop" and any(p.kind == "train" for p in self._pending.values()):
            self._stop_deadline = time.monotonic() + self.stop_grace
        self._send(protocol.Control(action))

    def _send(self, message) -> None:
        if self._process is None and not self.broken:
            self.start()
        if self._conn is None:
            return
        try:
            self._conn.send(message)
        except (OSError, ValueError, BrokenPipeError):
            self.restart("crashed", message=_restart_wording("crashed", None, 0))

    # ------------------------------------------------------------------ receiving

    def poll(self, timeout: float = 0.0) -> list:
        """Every message available now (waiting up to ``timeout`` for the first), plus restarts."""
        messages = self._drain(timeout)
        self._check_health()
        messages.extend(self._outbox)
        self._outbox.clear()
        return messages

    def _drain(self, timeout: float) -> list:
        messages = []
        if self._conn is None:
            return messages
        try:
            waited = self._conn.poll(timeout)
            while waited:
                message = self._conn.recv()
                self._track(message)
                messages.append(message)
                waited = self._conn.poll()
        except (EOFError, OSError):
            pass  # the process died; _check_health notices and restarts it
        return messages

    def _track(self, message) -> None:
        """Follow the engine's progress so time limits start when work starts."""
        if isinstance(message, protocol.EngineReady):
            self.ready = True
            self.failed_starts = 0
            self.ready_message = message
            self.devices = list(message.devices)
        elif isinstance(message, protocol.PhaseStarted):
            pending = self._pending.get(message.request_id)
            if pending is not None:
                pending.phase = message.phase
                if pending.started is None:
                    pending.started = time.monotonic()
        elif isinstance(message, (protocol.CompileResult, protocol.TrainFinished)):
            self._pending.pop(message.request_id, None)
            if isinstance(message, protocol.TrainFinished):
                self._stop_deadline = None

    def _check_health(self) -> None:
        if self._process is None:
            return
        if not self._process.is_alive():
            pending = self._oldest_pending()
            if not self.ready:
                self.failed_starts += 1
                if self.failed_starts >= MAX_FAILED_STARTS:
                    self._give_up()
                    return
            self.restart("crashed", phase=pending.phase if pending else None,
                         request_id=pending.request_id if pending else None,
                         message=_crash_wording(self._process.exitcode, pending))
            return
        now = time.monotonic()
        if self._stop_deadline is not None and now > self._stop_deadline:
            pending = self._oldest_pending()
            self._interrupt_or_restart("stop", pending)
            return
        for pending in list(self._pending.values()):
            # Training steps may legitimately take long (Stop handles those); compiling may not.
            timed = pending.kind == "compile" or pending.phase == "compile"
            if timed and pending.started is not None and now - pending.started > self.compile_timeout:
                self._interrupt_or_restart("timeout", pending)
                return

    def _give_up(self) -> None:
        """An engine that dies while starting would die again: say so instead of looping."""
        exitcode = self._process.exitcode
        self._kill()
        self._pending.clear()
        self.broken = True
        self._outbox.append(protocol.EngineRestarted(
            reason="failed", phase=None, request_id=None, exitcode=exitcode,
            message=(f"The engine could not start ({MAX_FAILED_STARTS} tries, last exit status "
                     f"{exitcode}). Check that torch is installed in this environment; the "
                     "terminal shows the engine's own error.")))

    def _interrupt_or_restart(self, reason: str, pending: Optional[_Pending]) -> None:
        """Interrupt first (keeps torch loaded, answers in milliseconds), then kill and restart."""
        phase = pending.phase if pending else None
        request_id = pending.request_id if pending else None
        if self._process is not None and self._process.is_alive():
            try:
                os.kill(self._process.pid, signal.SIGINT)
            except OSError:
                pass
            answer = self._wait_for_answer(request_id, INTERRUPT_GRACE)
            if answer:
                self._pending.pop(request_id, None)
                self._stop_deadline = None
                self._outbox.extend(answer)
                return
        self.restart(reason, phase=phase, request_id=request_id)

    def _wait_for_answer(self, request_id: Optional[int], grace: float) -> list:
        """Messages received within ``grace`` if they include the end of ``request_id``."""
        deadline = time.monotonic() + grace
        received = []
        while time.monotonic() < deadline:
            received.extend(self._drain(0.02))
            if any(isinstance(m, (protocol.CompileResult, protocol.TrainFinished))
                   and m.request_id == request_id for m in received):
                return received
        self._outbox.extend(received)
        return []

    def _oldest_pending(self) -> Optional[_Pending]:
        return min(self._pending.values(), key=lambda p: p.request_id, default=None)


def run_engine(conn, settings: dict) -> None:
    """Entry point of the engine process. Lives here so that spawning it imports no torch."""
    from playground.engine.server import serve

    serve(conn, settings)


def _restart_wording(reason: str, phase: Optional[str], limit: float) -> str:
    where = f" in {phase}" if phase else ""
    if reason == "timeout":
        return (f"Your code ran longer than {limit:g} s{where}; the engine was stopped and "
                "started again. Your text is untouched.")
    if reason == "stop":
        return f"Your code did not stop{where}; the engine was stopped and started again."
    if reason == "memory":
        return f"Your code used more memory than allowed{where}; the engine was restarted."
    if reason == "crashed":
        return f"The engine process ended unexpectedly{where}; it was started again."
    return "The engine was restarted."


def _crash_wording(exitcode: Optional[int], pending: Optional[_Pending]) -> str:
    where = f" in {pending.phase}" if pending and pending.phase else ""
    if exitcode is not None and exitcode < 0:
        try:
            name = signal.Signals(-exitcode).name
        except ValueError:
            name = f"signal {-exitcode}"
        cause = f"was killed by {name}"
        if name == "SIGSEGV":
            cause = "crashed with a segmentation fault (SIGSEGV)"
        elif name == "SIGKILL":
            cause = "was killed (SIGKILL; often the system running out of memory)"
    else:
        cause = f"exited with status {exitcode}"
        if exitcode == 0:
            cause = "exited (status 0: sys.exit() or os._exit() in your code?)"
    return f"The engine running your code {cause}{where}; it was started again. Your text is untouched."
