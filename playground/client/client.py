"""EngineClient: starts, talks to, watches and restarts the engine process.

No Qt and no torch here: the window (through ui/bridge.py), the command line and tests use it
alike. The engine runs user code, so the client treats it as something that may hang, crash,
exit or eat the machine's memory at any time:

* every request goes through ``request()``, which gives it an id and its time limits
  (client/pending.py says when each clock starts); one that runs past them is
  interrupted (SIGINT, which the engine turns into KeyboardInterrupt in user code), and if no
  answer comes within ``INTERRUPT_GRACE`` the process is terminated, then killed — the way
  Thonny stops runaway programs;
* ``control("stop")`` that gets no answer within ``stop_grace`` does the same;
* an engine whose resident memory passes its cap is ended (the engine also caps its own data
  segment with RLIMIT_DATA, so most huge allocations fail inside user code first);
* a process that died is noticed on the next ``poll()``.

Each of these yields an ``EngineRestarted`` message from ``poll()`` and a fresh engine. Nothing
here blocks for long: escalation runs from ``poll()``, and a warm standby engine (spawned once
the first is ready) is swapped in on restart, so the next engine is ready at once instead of
after the ~2 s that spawning and importing torch take.
"""
from __future__ import annotations

import copy
import itertools
import time
from dataclasses import dataclass
from typing import Callable, Optional, Union

from playground import protocol
from playground.client.limits import COMPILE_CHECK_SECONDS
from playground.client.lost import lost_answers
from playground.client.pending import Pending, PendingRequests
from playground.client.process import EngineProcess, EngineSupply, crash_line, default_memory_limit_mb
from playground.codes import restart_sentence
from playground.vocabulary import CheckStage, ControlAction, Phase, RequestKind, RestartReason
from playground.wire import ProtocolError

INTERRUPT_GRACE = 0.3  # seconds a SIGINTed engine gets to answer before it is terminated
MAX_FAILED_STARTS = 3  # engines in a row that died before they were ready: stop trying
MEMORY_CHECK_INTERVAL = 0.05  # seconds between two looks at the engine's resident memory
WATCHDOG_SLACK_MB = 256  # RSS also counts torch's code, which RLIMIT_DATA does not
STANDBY_DELAY = 2.0  # a busy engine gets its standby this long after it became ready
MAX_MESSAGES_PER_POLL = 500  # a chatty engine cannot keep poll() from returning


@dataclass
class _Interrupt:
    """A SIGINT sent to the engine: the request must end by ``deadline`` or the engine is ended."""

    reason: str  # RestartReason.TIMEOUT or .STOP
    pending: Optional[Pending]
    deadline: float


class EngineClient:
    """Owns one engine process at a time (and a warm standby) and turns failures into messages."""

    def __init__(self, compile_timeout: float = 5.0, stop_grace: float = 0.5,
                 memory_limit_mb: Union[int, str, None] = "auto", threads: Optional[int] = None,
                 standby: bool = True, memory_rlimit: bool = True, own_session: bool = False,
                 clock: Callable[[], float] = time.monotonic,
                 spawn: Optional[Callable[[dict], EngineProcess]] = None):
        """``compile_timeout``: the default time limit of a request (``request(timeout=...)``).
        ``memory_limit_mb``: the engine's memory cap ("auto": half the RAM; None: no cap).
        ``memory_rlimit``: also enforce it inside the engine (RLIMIT_DATA; skipped with CUDA),
        not only by watching the engine's resident memory from here.
        ``standby``: keep a second engine warm for instant restarts.
        ``own_session``: each engine in a session of its own (client/process.py: its own
        scheduling group on Linux, so its work does not take the window's share of the CPU).
        ``clock``: monotonic seconds; ``spawn``: makes an engine process from its settings
        (tests pass fakes of both)."""
        self.compile_timeout = compile_timeout
        self.stop_grace = stop_grace
        self.memory_limit_mb: Optional[int] = (default_memory_limit_mb() if isinstance(memory_limit_mb, str)
                                               else memory_limit_mb)
        self.memory_rlimit = memory_rlimit
        self.own_session = own_session
        self.threads = threads
        self._clock = clock
        self._supply = EngineSupply(self._settings, standby, spawn)
        self._ids = itertools.count(1)
        self._engine: Optional[EngineProcess] = None
        self._pending = PendingRequests(clock)
        self._stop_deadline: Optional[float] = None
        self._interrupt: Optional[_Interrupt] = None
        self._memory_checked = 0.0
        self._outbox: list = []  # messages made by the client itself (EngineRestarted)
        self.ready = False
        self.ready_at: Optional[float] = None
        self.ready_message: Optional[protocol.EngineReady] = None
        self.devices: list[protocol.DeviceInfo] = []
        self.failed_starts = 0  # engines in a row that died before EngineReady
        self.broken = False  # gave up: the engine cannot start on this machine

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> None:
        """Bring up an engine (the warm standby if there is one); returns at once.
        ``EngineReady`` arrives later through poll()."""
        self._engine = self._supply.take()
        self.ready = False
        self.ready_at = None

    def _settings(self) -> dict:
        return {"memory_limit_mb": self.memory_limit_mb if self.memory_rlimit else None,
                "threads": self.threads, "time_limit": self.compile_timeout, "own_session": self.own_session}

    @property
    def pid(self) -> Optional[int]:
        return self._engine.pid if self._engine else None

    @property
    def standby(self) -> bool:
        """Whether a warm standby engine is kept."""
        return self._supply.standby

    @property
    def standby_pid(self) -> Optional[int]:
        return self._supply.standby_pid

    @property
    def standby_ready(self) -> bool:
        """The warm standby has said it is ready."""
        return self._supply.standby_ready

    @property
    def alive(self) -> bool:
        return self._engine is not None and self._engine.alive

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    @property
    def memory_watch_mb(self) -> Optional[float]:
        """Resident memory above which the engine is ended (None: not watched)."""
        return self.memory_limit_mb + WATCHDOG_SLACK_MB if self.memory_limit_mb else None

    def fileno(self) -> int:
        """The pipe's descriptor, readable when the engine sent something (for a socket notifier)."""
        if self._engine is None:
            raise RuntimeError("no engine is running: start() first")
        return self._engine.conn.fileno()

    def close(self, timeout: float = 1.0) -> None:
        """Ask the engine to exit; kill it if it does not within ``timeout``. Ends the standby."""
        self._supply.close()
        engine, self._engine = self._engine, None
        if engine is None:
            return
        try:
            engine.conn.send(protocol.Shutdown())
        except (OSError, ValueError):
            pass
        engine.process.join(timeout)
        engine.end()
        engine.dispose()

    def restart(self, reason: str = RestartReason.USER, phase: Optional[str] = None,
                request_id: Optional[int] = None, message: str = "",
                time_limit: Optional[float] = None, detail: str = "") -> None:
        """End the engine (terminate, kill) and bring up the next one; says so through poll().
        ``time_limit``: the limit that was passed (default ``compile_timeout``), for the words;
        ``detail``: what went wrong, where the reason's words need it (a protocol error)."""
        engine, self._engine = self._engine, None
        exitcode, line = None, None
        if engine is not None:
            exitcode = engine.process.exitcode  # None when it was alive: we end it
            engine.end()
            pending = self._pending.get(request_id)
            line = crash_line(engine.crash_report(), pending.filename if pending else "<editor>")
            engine.dispose()
        lost = self._pending.take_all()
        self._stop_deadline = None
        self._interrupt = None
        self.broken = False
        # ``line``: where the user's code was when the engine died or hung (from its crash log).
        limit = (time_limit or self.compile_timeout) if reason == RestartReason.TIMEOUT else None
        memory = self.memory_limit_mb if reason == RestartReason.MEMORY else None
        words = {"phase": phase, "line": line, "exitcode": exitcode, "limit": limit, "memory_mb": memory,
                 "detail": detail or None}
        self._announce(protocol.EngineRestarted(
            reason=RestartReason(reason), phase=Phase(phase) if phase else None, request_id=request_id,
            exitcode=exitcode,
            message=message or restart_sentence(reason, words, inline=True) or "The engine was restarted.",
            line=line, time_limit=limit, memory_limit_mb=memory, detail=detail), lost)
        self.start()

    def _announce(self, restarted: protocol.EngineRestarted, lost: list[Pending]) -> None:
        """Say that the engine was restarted, then answer every request it lost (client/lost.py)."""
        restarted.lost_request_ids = [pending.request_id for pending in lost]
        self._outbox.append(restarted)
        self._outbox.extend(lost_answers(restarted, lost))

    # ------------------------------------------------------------------ requests

    def request(self, message: protocol.TrackedRequest, *, timeout: Optional[float] = None,
                step_timeout: Optional[float] = None) -> int:
        """Send a request: it gets a fresh id (returned; its answers carry it), is tracked with
        its time limits, and the engine is restarted if it runs past them.

        ``timeout``: seconds its work may take (default ``compile_timeout``); for a training
        run, its compile. ``step_timeout``: a training run's longest silence while it steps
        (None: no limit; Stop ends a run)."""
        request_id = next(self._ids)
        message = copy.copy(message)
        message.request_id = request_id
        kind = _KINDS[type(message)]
        self._pending.add(request_id, kind, getattr(message, "filename", "<editor>"),
                          self.compile_timeout if timeout is None else timeout,
                          step_timeout if kind == RequestKind.TRAIN else None, getattr(message, "path", ""))
        self._send(message)
        return request_id

    def compile(self, source: str, subject: Optional[str] = None, x_min: float = -5.0,
                x_max: float = 5.0, points: int = 1001, filename: str = "<editor>",
                shape: Optional[tuple] = None, compile: bool = False, jacobian: Optional[dict] = None,
                stages: bool = False) -> int:
        """Ask for a compile and judgement; returns the request id its CompileResults will carry
        (one per CheckStage the engine answers in; the CHECKS one is complete and ends it).
        A newer compile supersedes older ones that the engine has not started (it skips them).
        ``compile``: also run the subject under torch.compile (slow), with ``COMPILE_CHECK_SECONDS``
        more time. ``jacobian``: the Jacobian's probe input, CompileRequest's ``jacobian_shape``,
        ``jacobian_values`` and ``jacobian_numbers`` (absent: the defaults). ``stages``: answered in
        steps, a CompileResult per vocabulary.CheckStage (the window)."""
        request = protocol.CompileRequest(request_id=0, source=source, subject=subject, x_min=x_min, x_max=x_max,
                                          points=points, shape=shape, filename=filename,
                                          compile=compile, stages=stages, **(jacobian or {}))
        return self.request(request, timeout=self.compile_timeout + COMPILE_CHECK_SECONDS if compile else None)

    def train(self, source: str, subject: Optional[str], config: protocol.TrainConfig,
              paused: bool = False, filename: str = "<editor>",
              snapshot_interval: float = 1 / 30, step_timeout: Optional[float] = None,
              shown: Optional[protocol.ShownViews] = None) -> int:
        """Start a training run; snapshots stream back through poll() until TrainFinished.
        ``shown``: the pictures the window shows (default: all)."""
        return self.request(protocol.TrainRequest(request_id=0, source=source, subject=subject, config=config,
                                                  paused=paused, snapshot_interval=snapshot_interval,
                                                  filename=filename, shown=shown or protocol.ShownViews()),
                            step_timeout=step_timeout)

    def show_views(self, shown: protocol.ShownViews) -> None:
        """Tell a running training which pictures the window shows now."""
        self._send(shown)

    def control(self, action: str) -> None:
        """pause | resume | step | stop. A stop that gets no answer in time restarts the engine."""
        if action == ControlAction.STOP and self._pending.has_kind(RequestKind.TRAIN):
            self._stop_deadline = self._clock() + self.stop_grace
        self._send(protocol.Control(action=ControlAction(action)))

    def _send(self, message) -> None:
        if self._engine is None and not self.broken:
            self.start()
        if self._engine is None:
            return
        try:
            self._engine.conn.send(message)
        except (OSError, ValueError):
            self._restart_for(RestartReason.CRASHED, self._pending.current())

    # ------------------------------------------------------------------ receiving

    def poll(self, timeout: float = 0.0) -> list:
        """Every message available now (waiting up to ``timeout`` for the first), plus restarts."""
        messages = self._drain(timeout)
        self._check_health()
        messages.extend(self._outbox)
        self._outbox.clear()
        return messages

    def _drain(self, timeout: float) -> list:
        messages: list[protocol.Message] = []
        if self._engine is None:
            return messages
        conn = self._engine.conn
        try:
            waited = conn.poll(timeout)
            while waited and len(messages) < MAX_MESSAGES_PER_POLL:
                message = conn.receive()
                self._track(message)
                messages.append(message)
                waited = conn.poll()
        except ProtocolError as error:
            # User code in the engine can write to its pipe: bytes that are no message end that
            # engine, whatever it meant by them (nothing it sent is ever run here).
            self._restart_for(RestartReason.PROTOCOL, self._pending.current(), detail=str(error))
        except (EOFError, OSError):
            pass  # the process died; _check_health notices and restarts it
        return messages

    def _track(self, message) -> None:
        """Follow the engine's progress so time limits start when work starts."""
        if isinstance(message, protocol.EngineReady):
            self.ready = True
            self.ready_at = self._clock()
            self.failed_starts = 0
            self.ready_message = message
            self.devices = list(message.devices)
        elif isinstance(message, protocol.PhaseStarted):
            self._pending.phase_started(message.request_id, message.phase)
        elif isinstance(message, protocol.TrainFinished):
            self._pending.answered(RequestKind.TRAIN, message.request_id)
            self._stop_deadline = None
        elif isinstance(message, protocol.GraphData) and message.request_id in self._graph_requests():
            self._pending.answered(RequestKind.GRAPH, message.request_id)
        elif isinstance(message, (protocol.TrainSnapshot, protocol.GraphData)):
            self._pending.heard(message.request_id)  # a run that steps is alive
        elif isinstance(message, protocol.CompileResult) and message.stage != CheckStage.CHECKS:
            # An early stage (the curves, the Jacobian): the rest of the check is still to come.
            self._pending.superseded(RequestKind.COMPILE, message.request_id)
            self._pending.heard(message.request_id)
        elif type(message) in _ANSWERS:
            self._pending.answered(_ANSWERS[type(message)], message.request_id)

    def _graph_requests(self) -> set[int]:
        return self._pending.ids_of(RequestKind.GRAPH)

    def _check_health(self) -> None:
        engine = self._engine
        if engine is None:
            return
        if not engine.alive:
            self._engine_died()
            return
        now = self._clock()
        overdue = self._pending.overdue(now)
        if self._memory_exceeded(now):
            self._restart_for(RestartReason.MEMORY, self._pending.current())
        elif self._interrupt is not None:
            self._follow_interrupt(now)
        elif self._stop_deadline is not None and now > self._stop_deadline:
            self._stop_deadline = None
            self._send_interrupt(RestartReason.STOP, self._pending.current(), now)
        elif overdue is not None:
            self._send_interrupt(RestartReason.TIMEOUT, overdue, now)
        else:
            self._keep_standby(now)

    def _restart_for(self, reason: str, pending: Optional[Pending], detail: str = "") -> None:
        self.restart(reason, phase=pending.phase if pending else None,
                     request_id=pending.request_id if pending else None,
                     time_limit=pending.limit_now if pending else None, detail=detail)

    def _engine_died(self) -> None:
        if not self.ready:
            self.failed_starts += 1
            if self.failed_starts >= MAX_FAILED_STARTS:
                self._give_up()
                return
        self._restart_for(RestartReason.CRASHED, self._pending.current())

    def _memory_exceeded(self, now: float) -> bool:
        limit = self.memory_watch_mb
        if not limit or now - self._memory_checked < MEMORY_CHECK_INTERVAL:
            return False
        self._memory_checked = now
        resident = self._engine.resident_mb() if self._engine is not None else None
        return resident is not None and resident > limit

    def _send_interrupt(self, reason: str, pending: Optional[Pending], now: float) -> None:
        """SIGINT first: it keeps torch loaded and is answered in milliseconds."""
        if self._engine is not None:
            self._engine.interrupt()
        self._interrupt = _Interrupt(reason, pending, now + INTERRUPT_GRACE)

    def _follow_interrupt(self, now: float) -> None:
        interrupt = self._interrupt
        if interrupt is None:
            return
        pending = interrupt.pending
        if pending is not None and pending.request_id not in self._pending:
            self._interrupt = None  # the engine answered: no restart needed
            return
        if pending is None and not self._pending:
            self._interrupt = None
            return
        if now > interrupt.deadline:
            self._restart_for(interrupt.reason, pending)

    def _keep_standby(self, now: float) -> None:
        """A warm second engine, started once this one is ready and idle (or busy for a while),
        so that its torch import does not slow the first answers down."""
        if self.ready and (not self.busy or now - (self.ready_at or now) > STANDBY_DELAY):
            self._supply.keep_warm()

    def _give_up(self) -> None:
        """An engine that dies while starting would die again: say so instead of looping."""
        engine, self._engine = self._engine, None
        if engine is None:
            return
        engine.end()
        engine.dispose()
        self.broken = True
        self._announce(protocol.EngineRestarted(
            reason=RestartReason.FAILED, phase=None, request_id=None, exitcode=engine.exitcode,
            message=restart_sentence(RestartReason.FAILED, {"exitcode": engine.exitcode}) or ""),
            self._pending.take_all())


_KINDS: dict[type, RequestKind] = {
    protocol.CompileRequest: RequestKind.COMPILE, protocol.ValuesAtRequest: RequestKind.VALUES_AT,
    protocol.TrainRequest: RequestKind.TRAIN, protocol.GraphRequest: RequestKind.GRAPH,
    protocol.ExportWeights: RequestKind.EXPORT, protocol.ExampleRequest: RequestKind.EXAMPLE,
}
# The reply that ends each kind of request (TrainFinished also ends a Stop's grace).
_ANSWERS: dict[type, RequestKind] = {
    protocol.CompileResult: RequestKind.COMPILE, protocol.ValuesAt: RequestKind.VALUES_AT,
    protocol.ExportDone: RequestKind.EXPORT, protocol.ExampleResult: RequestKind.EXAMPLE,
}
