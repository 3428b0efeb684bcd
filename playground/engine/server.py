"""The engine process: a loop over messages from the window.

It compiles and judges user code (engine/check.py) and trains toy models (engine/training.py),
sending results back as protocol messages. While training it checks the pipe between steps, so
Pause, Step and Stop act at once and edits are judged without waiting for the run to end; it sends
a snapshot at most every ``snapshot_interval`` seconds, never a message per step.

SIGINT (sent by the client when user code runs past its time limit or ignores Stop) raises
KeyboardInterrupt in whatever user code is running, never in the middle of a pipe message
(engine/interrupts.py); it is answered as an error of the phase that was running. Whatever user
code does — sys.exit(), a MemoryError, an exception of any kind — becomes an answer, and the
engine goes on; what it cannot survive (a segfault, os._exit) the client notices and restarts.
"""
from __future__ import annotations

import os
import sys
import time
from collections import deque
import traceback

import torch

from playground import protocol
from playground.engine.capture import OutputCapture
from playground.engine.check import run_check
from playground.engine.devices import list_devices
from playground.engine.errors import UserCodeError, error_from_exception
from playground.engine.interrupts import InterruptGate
from playground.engine.limits import (apply_memory_limit, collect_garbage, die_with_parent,
                                      drop_user_module, enable_crash_log)
from playground.engine.source import compile_source
from playground.engine.subject import choose_subject
from playground.engine.training import Trainer
from playground.engine.warm_up import warm_up

DEFAULT_TIME_LIMIT = 5.0


def serve(conn, settings: dict) -> None:
    """Run the engine until Shutdown or the pipe closes."""
    die_with_parent()
    enable_crash_log(settings.get("crash_log"))
    if settings.get("threads"):
        torch.set_num_threads(int(settings["threads"]))
    devices = list_devices(include_unavailable=True)
    cuda_present = any(d.id.startswith("cuda") and d.available for d in devices)
    apply_memory_limit(settings.get("memory_limit_mb"), cuda_present)
    warm_up()
    gate = InterruptGate()
    gate.install()
    capture = OutputCapture()
    sys.stdout = sys.stderr = capture  # prints of user code outside compile/judge (training)
    conn.send(protocol.EngineReady(os.getpid(), str(torch.__version__), devices, torch.get_num_threads()))
    engine = Engine(conn, capture, gate, settings.get("time_limit") or DEFAULT_TIME_LIMIT)
    try:
        engine.loop()
    except BaseException:
        traceback.print_exc(file=sys.__stderr__)  # a fault of the engine itself: for developers
        raise


class Engine:
    """Dispatches messages; owns at most one training run at a time."""

    def __init__(self, conn, capture: OutputCapture, gate: InterruptGate, time_limit: float):
        self.conn = conn
        self.capture = capture
        self.gate = gate
        self.time_limit = time_limit
        self.running = True
        self.backlog: deque = deque()  # messages read ahead, handled in order

    def loop(self) -> None:
        while self.running:
            try:
                message = self.receive()
                self._read_ahead()
            except (EOFError, OSError):
                return
            # Edits typed while the engine was busy: only the newest one is worth judging.
            queued = _latest_compile_only([message, *self.backlog])
            self.backlog.clear()
            self.backlog.extend(queued[1:])
            self.handle(queued[0])

    def _read_ahead(self) -> None:
        with self.gate.shut():
            while self.conn.poll():
                self.backlog.append(self.conn.recv())

    def has_message(self) -> bool:
        if self.backlog:
            return True
        with self.gate.shut():
            return self.conn.poll()

    def receive(self):
        """The next message: those read ahead first (a Pause sent right after Train is among them)."""
        if self.backlog:
            return self.backlog.popleft()
        with self.gate.shut():
            return self.conn.recv()

    def send(self, message) -> None:
        """Send whole; an interrupt that came meanwhile is raised after (if user code runs)."""
        with self.gate.shut():
            self.conn.send(message)
        self.gate.checkpoint()

    def handle(self, message) -> None:
        if isinstance(message, protocol.Shutdown):
            self.running = False
        elif isinstance(message, protocol.CompileRequest):
            self.compile(message)
        elif isinstance(message, protocol.TrainRequest):
            TrainingRun(self, message).run()
        # A Control outside a run (a late Stop) has nothing to act on.

    def send_output(self, request_id: int) -> None:
        text, dropped = self.capture.take()
        if text or dropped:
            self.send(protocol.Output(request_id, text, dropped))

    def compile(self, request: protocol.CompileRequest) -> None:
        started = time.perf_counter()
        phase = ["compile"]

        def on_phase(name: str) -> None:
            phase[0] = name
            self.send(protocol.PhaseStarted(request.request_id, name))

        try:
            with self.gate.user_code():
                on_phase("compile")
                result = run_check(request, on_phase=on_phase)
        except KeyboardInterrupt as interrupt:
            result = _failed_result(request, _interrupt_error(phase[0], interrupt, self.time_limit,
                                                              request.filename))
        except BaseException as error:  # sys.exit() in forward, say: the user's, not the engine's
            result = _failed_result(request, error_from_exception(error, phase[0], request.filename))
        drop_user_module()
        result.elapsed = time.perf_counter() - started
        self.send_output(request.request_id)
        self.send(result)
        collect_garbage()  # after the answer: collecting a big graph can take a while


class TrainingRun:
    """One training run inside the engine: steps, controls, snapshots."""

    def __init__(self, engine: Engine, request: protocol.TrainRequest):
        self.engine = engine
        self.request = request
        self.paused = request.paused
        self.steps_allowed = 0  # steps granted by Step while paused
        self.stopped = False
        self.trainer = None
        self.run_seconds = 0.0
        self.final_loss = None
        self.interrupted = False  # ended by SIGINT: its user code does not return

    def run(self) -> None:
        reason, errors = self._execute()
        self._finish(reason, errors)
        self.trainer = None
        drop_user_module()
        collect_garbage()

    def _execute(self) -> tuple[str, list]:
        request = self.request
        try:
            with self.engine.gate.user_code():
                self.engine.send(protocol.PhaseStarted(request.request_id, "compile"))
                self.trainer = self._build()
                self.engine.send(self.trainer.started_message(request.request_id))
                self.engine.send(protocol.PhaseStarted(request.request_id, "train"))
                self._loop()
        except KeyboardInterrupt as interrupt:
            # The client interrupts a run whose step does not return after Stop; while still
            # compiling, it interrupts code that ran past the time limit.
            self.interrupted = True
            if self.trainer is not None:
                self.stopped = True
                return "stopped", []
            return "error", [_interrupt_error("compile", interrupt, self.engine.time_limit,
                                              request.filename)]
        except UserCodeError as error:
            return "error", [error.info]
        except BaseException as error:  # user code raised (or called sys.exit()): the run's error
            info = getattr(error, "info", None) or error_from_exception(error, "train", request.filename)
            return "error", [info]
        return ("stopped" if self.stopped else "done"), []

    def _build(self):
        request = self.request
        try:
            compiled = compile_source(request.source, request.filename)
            subject = choose_subject(compiled, request.subject)
        except UserCodeError as error:
            error.info.phase = error.info.phase or "compile"
            raise
        if compiled.output or compiled.output_dropped:  # what the top level printed
            self.engine.send(protocol.Output(request.request_id, compiled.output, compiled.output_dropped))
        self.engine.send_output(request.request_id)
        layer_factory = subject.layer if request.config.model == "layer" else None
        return Trainer(request.config, subject.activation, layer_factory)

    def _loop(self) -> None:
        trainer, interval = self.trainer, self.request.snapshot_interval
        total = self.request.config.steps
        last_snapshot = time.perf_counter()
        while trainer.step_count < total and not self.stopped:
            self.engine.gate.checkpoint()
            if self.paused and self.steps_allowed == 0:
                self._snapshot()
                self._wait_while_paused()
                last_snapshot = time.perf_counter()
                continue
            started = time.perf_counter()
            trainer.step()
            now = time.perf_counter()
            self.run_seconds += now - started
            if self.steps_allowed:
                self.steps_allowed -= 1
            self._handle_incoming()
            if now - last_snapshot >= interval or (self.paused and self.steps_allowed == 0):
                self._snapshot()
                last_snapshot = time.perf_counter()

    def _wait_while_paused(self) -> None:
        while self.paused and self.steps_allowed == 0 and not self.stopped:
            self._handle(self.engine.receive())

    def _handle_incoming(self) -> None:
        while not self.stopped and self.engine.has_message():
            self._handle(self.engine.receive())

    def _handle(self, message) -> None:
        if isinstance(message, protocol.Control):
            if message.action == "stop":
                self.stopped = True
            elif message.action == "pause":
                self.paused = True
            elif message.action == "resume":
                self.paused, self.steps_allowed = False, 0
            elif message.action == "step":
                self.paused, self.steps_allowed = True, self.steps_allowed + 1
        elif isinstance(message, protocol.CompileRequest):
            self.engine.compile(message)  # judge edits while training continues
        elif isinstance(message, protocol.Shutdown):
            self.stopped = True
            self.engine.running = False
        # A TrainRequest during a run is ignored: the window stops a run before starting one.

    def steps_per_second(self) -> float:
        return self.trainer.step_count / self.run_seconds if self.run_seconds > 0 else 0.0

    def _snapshot(self) -> None:
        snapshot = self.trainer.snapshot(self.request.request_id, self.steps_per_second(),
                                         self.request.histogram_bins)
        if len(snapshot.loss):
            self.final_loss = float(snapshot.loss[-1])
        self.engine.send_output(self.request.request_id)
        self.engine.send(snapshot)

    def _finish(self, reason: str, errors: list) -> None:
        step = 0
        if self.trainer is not None:
            step = self.trainer.step_count
        # The last snapshot runs user code (prediction, dead units): not after an interrupt,
        # which means that code does not return.
        if self.trainer is not None and not self.interrupted:
            try:
                with self.engine.gate.user_code():
                    self._snapshot()  # the last records; may itself find a NaN
            except KeyboardInterrupt:
                pass  # interrupted while drawing it: the run ends without it
            except BaseException as error:
                info = (getattr(error, "info", None)
                        or error_from_exception(error, "train", self.request.filename))
                reason, errors = "error", errors + [info]
        self.engine.send_output(self.request.request_id)
        self.engine.send(protocol.TrainFinished(self.request.request_id, reason, step, self.final_loss,
                                                self.steps_per_second() if self.trainer else 0.0,
                                                errors))


def _latest_compile_only(messages: list) -> list:
    """Drop compile requests superseded by a newer one in the same batch (stale edits)."""
    newest = max((i for i, m in enumerate(messages) if isinstance(m, protocol.CompileRequest)),
                 default=None)
    return [m for i, m in enumerate(messages)
            if not isinstance(m, protocol.CompileRequest) or i == newest]


def _interrupt_error(phase: str, interrupt: KeyboardInterrupt, limit: float,
                     filename: str) -> protocol.ErrorInfo:
    info = error_from_exception(interrupt, phase, filename)
    info.code = "interrupted"
    info.params = {"phase": phase, "limit": limit}
    info.message = (f"Your code ran past the time limit of {limit:g} s in {phase} and was stopped "
                    f"there: an endless loop?")
    return info


def _failed_result(request: protocol.CompileRequest, error: protocol.ErrorInfo) -> protocol.CompileResult:
    return protocol.CompileResult(request.request_id, [], [], None, None, "", [error], None)
