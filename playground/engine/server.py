"""The engine process: a loop over messages from the window.

It compiles and judges user code (engine/check.py) and trains toy models (engine/training.py),
sending results back as protocol messages. While training it checks the pipe between steps, so
Pause, Step and Stop act at once and edits are judged without waiting for the run to end; it sends
a snapshot at most every ``snapshot_interval`` seconds, never a message per step.

SIGINT (sent by the client when user code runs past its time limit) raises KeyboardInterrupt in
whatever user code is running; it is answered as an error of the phase that was running.
"""
from __future__ import annotations

import os
import resource
import sys
import time

import torch

from playground import protocol
from playground.engine.capture import OutputCapture
from playground.engine.check import run_check
from playground.engine.devices import list_devices
from playground.engine.errors import UserCodeError, error_from_exception
from playground.engine.source import compile_source
from playground.engine.subject import choose_subject
from playground.engine.training import Trainer


def serve(conn, settings: dict) -> None:
    """Run the engine until Shutdown or the pipe closes."""
    _apply_limits(settings)
    capture = OutputCapture()
    sys.stdout = capture
    conn.send(protocol.EngineReady(os.getpid(), torch.__version__,
                                   list_devices(include_unavailable=True),
                                   torch.get_num_threads()))
    Engine(conn, capture).loop()


def _apply_limits(settings: dict) -> None:
    if settings.get("threads"):
        torch.set_num_threads(int(settings["threads"]))
    limit_mb = settings.get("memory_limit_mb")
    if limit_mb:
        # RLIMIT_DATA caps heap and anonymous mappings: a huge allocation fails with a
        # MemoryError/RuntimeError in user code instead of exhausting the machine.
        limit = int(limit_mb) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))


class Engine:
    """Dispatches messages; owns at most one training run at a time."""

    def __init__(self, conn, capture: OutputCapture):
        self.conn = conn
        self.capture = capture
        self.running = True

    def loop(self) -> None:
        while self.running:
            try:
                messages = [self.conn.recv()]
            except (EOFError, OSError):
                return
            except KeyboardInterrupt:
                continue  # an interrupt that arrived between requests has nothing to stop
            for message in _latest_compile_only(messages + self._pending_messages()):
                self.handle(message)

    def _pending_messages(self) -> list:
        messages = []
        while self.conn.poll():
            messages.append(self.conn.recv())
        return messages

    def handle(self, message) -> None:
        if isinstance(message, protocol.Shutdown):
            self.running = False
        elif isinstance(message, protocol.CompileRequest):
            self.compile(message)
        elif isinstance(message, protocol.TrainRequest):
            TrainingRun(self, message).run()
        # A Control outside a run (a late Stop) has nothing to act on.

    def send(self, message) -> None:
        self.conn.send(message)

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

        on_phase("compile")
        try:
            result = run_check(request, on_phase=on_phase)
        except KeyboardInterrupt as interrupt:
            result = _interrupted_result(request, phase[0], interrupt)
        result.elapsed = time.perf_counter() - started
        self.send_output(request.request_id)
        self.send(result)


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

    def run(self) -> None:
        request = self.request
        self.engine.send(protocol.PhaseStarted(request.request_id, "compile"))
        try:
            self.trainer = self._build()
            self.engine.send(self.trainer.started_message(request.request_id))
            self.engine.send(protocol.PhaseStarted(request.request_id, "train"))
            self._loop()
        except KeyboardInterrupt as interrupt:
            # The client interrupts a run whose step does not return after Stop; while still
            # compiling, it interrupts code that ran past the time limit.
            if self.trainer is not None:
                self.stopped = True
                self._finish("stopped", [])
            else:
                self._finish("error", [_interrupt_error("compile", interrupt)])
        except UserCodeError as error:
            self._finish("error", [error.info])
        except Exception as error:  # user code raised: an error of the run, never of the app
            info = getattr(error, "info", None) or error_from_exception(error, "train", request.filename)
            self._finish("error", [info])
        else:
            self._finish("stopped" if self.stopped else "done", [])

    def _build(self):
        request = self.request
        try:
            compiled = compile_source(request.source, request.filename)
            subject = choose_subject(compiled, request.subject)
        except UserCodeError as error:
            error.info.phase = error.info.phase or "compile"
            raise
        self.engine.send_output(request.request_id)
        layer_factory = subject.layer if request.config.model == "layer" else None
        return Trainer(request.config, subject.activation, layer_factory)

    def _loop(self) -> None:
        trainer, interval = self.trainer, self.request.snapshot_interval
        total = self.request.config.steps
        last_snapshot = time.perf_counter()
        while trainer.step_count < total and not self.stopped:
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
            if self.engine.conn.poll():
                self._handle_incoming()
            if now - last_snapshot >= interval or (self.paused and self.steps_allowed == 0):
                self._snapshot()
                last_snapshot = time.perf_counter()

    def _wait_while_paused(self) -> None:
        while self.paused and self.steps_allowed == 0 and not self.stopped:
            self._handle(self.engine.conn.recv())

    def _handle_incoming(self) -> None:
        while self.engine.conn.poll():
            self._handle(self.engine.conn.recv())

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
            try:
                self._snapshot()  # the last records; may itself find a NaN
            except Exception as error:
                info = getattr(error, "info", None) or error_from_exception(error, "train")
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


def _interrupt_error(phase: str, interrupt: KeyboardInterrupt) -> protocol.ErrorInfo:
    info = error_from_exception(interrupt, phase)
    info.code = "interrupted"
    info.message = f"Your code was interrupted in {phase}: it ran past the time limit."
    return info


def _interrupted_result(request: protocol.CompileRequest, phase: str,
                        interrupt: KeyboardInterrupt) -> protocol.CompileResult:
    return protocol.CompileResult(request.request_id, [], [], None, None, "",
                                  [_interrupt_error(phase, interrupt)], None)
