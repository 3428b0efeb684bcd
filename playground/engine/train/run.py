"""One training run inside the engine process: build the Trainer from the user's code, step it,
obey Pause / Step / Stop between steps, send snapshots (at most every ``snapshot_interval``), the
autograd graph once after the first step, and TrainFinished. Edits typed meanwhile are judged
between steps; the weights can be exported while it runs.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING

from playground import protocol
from playground.engine.limits import collect_garbage, drop_user_module
from playground.engine.train.export import export_weights
from playground.engine.train.graph import graph_message
from playground.engine.train.trainer import Trainer
from playground.engine.usercode.errors import UserCodeError, error_from_exception
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject

if TYPE_CHECKING:
    from playground.engine.server import Engine


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
        self.graph: protocol.GraphData | None = None  # drawn once, after the first step

    def run(self) -> None:
        self.engine.last_model, self.engine.last_graph = None, None
        reason, errors = self._execute()
        reason = self._finish(reason, errors)
        if reason != "error" and self.trainer is not None:
            self.engine.last_model, self.engine.last_graph = self.trainer.model, self.graph
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
            return "error", [interrupt_error("compile", interrupt, self.engine.time_limit,
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
            if self.graph is None:
                self._send_graph()
            self._handle_incoming()
            if now - last_snapshot >= interval or (self.paused and self.steps_allowed == 0):
                self._snapshot()
                # A fixed rate (not "interval after the last one"), so it stays near 30 a second;
                # never more than one interval behind, so a slow step causes no burst.
                last_snapshot = max(last_snapshot + interval, time.perf_counter() - interval)

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
        elif isinstance(message, protocol.GraphRequest):
            self.engine.send_graph(message.request_id, self.graph)
        elif isinstance(message, protocol.ExportWeights):  # the weights as they are now
            self.engine.send(export_weights(self.trainer.model, message))
        # A TrainRequest during a run is ignored: the window stops a run before starting one.

    def _send_graph(self) -> None:
        """The graph behind the loss, once per run: one more forward pass of the last batch
        (random state kept, so the training does not change)."""
        self.graph = graph_message(self.trainer, self.request.request_id, self.request.filename)
        self.engine.send_output(self.request.request_id)
        self.engine.send(self.graph)

    def steps_per_second(self) -> float:
        return self.trainer.step_count / self.run_seconds if self.run_seconds > 0 else 0.0

    def _snapshot(self) -> None:
        snapshot = self.trainer.snapshot(self.request.request_id, self.steps_per_second(),
                                         self.request.histogram_bins)
        if len(snapshot.loss):
            self.final_loss = float(snapshot.loss[-1])
        self.engine.send_output(self.request.request_id)
        self.engine.send(snapshot)

    def _finish(self, reason: str, errors: list) -> str:
        """Send the last snapshot and TrainFinished; returns how the run ended."""
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
        return reason


def interrupt_error(phase: str, interrupt: KeyboardInterrupt, limit: float,
                    filename: str) -> protocol.ErrorInfo:
    """A KeyboardInterrupt (the client's SIGINT at the time limit) as the error of ``phase``."""
    info = error_from_exception(interrupt, phase, filename)
    info.code = "interrupted"
    info.params = {"phase": phase, "limit": limit}
    info.message = (f"Your code ran past the time limit of {limit:g} s in {phase} and was stopped "
                    f"there: an endless loop?")
    return info
