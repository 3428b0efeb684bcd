"""The engine process: a loop over messages from the window.

It compiles and judges user code (engine/check.py) and trains toy models (engine/training.py,
one run at a time: engine/training_run.py), sending results back as protocol messages. While training it checks the pipe between steps, so
Pause, Step and Stop act at once and edits are judged without waiting for the run to end; it sends
a snapshot at most every ``snapshot_interval`` seconds, never a message per step.

SIGINT (sent by the client when user code runs past its time limit or ignores Stop) raises
KeyboardInterrupt in whatever user code is running, never in the middle of a pipe message
(engine/interrupts.py); it is answered as an error of the phase that was running. Whatever user
code does — sys.exit(), a MemoryError, an exception of any kind — becomes an answer, and the
engine goes on; what it cannot survive (a segfault, os._exit) the client notices and restarts.
"""
from __future__ import annotations

import dataclasses
import os
import sys
import time
import traceback
from collections import deque

import torch

from playground import protocol
from playground.engine.interrupts import InterruptGate
from playground.engine.judge.check import run_check
from playground.engine.limits import (
    apply_memory_limit,
    collect_garbage,
    die_with_parent,
    drop_user_module,
    enable_crash_log,
)
from playground.engine.train.devices import list_devices
from playground.engine.train.export import export_weights
from playground.engine.train.graph import graph_not_ready
from playground.engine.train.run import TrainingRun, interrupt_error
from playground.engine.usercode.capture import OutputCapture
from playground.engine.usercode.errors import error_from_exception
from playground.engine.warm_up import warm_up

DEFAULT_TIME_LIMIT = 5.0


def serve(conn, settings: dict) -> None:
    """Run the engine until Shutdown or the pipe closes."""
    die_with_parent()
    enable_crash_log(settings.get("crash_log"))
    # The toy models are small: on one thread a step is several times faster than on two
    # fighting over a shared machine (fit-1d here: ~1,400 against ~240 steps/s). A caller who
    # trains something big can ask for more.
    torch.set_num_threads(int(settings.get("threads") or 1))
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
        # The last finished run's model and graph, for ExportWeights and GraphRequest; a run
        # that ends with an error leaves none (its weights may be NaN, its graph partial).
        self.last_model = None
        self.last_graph: protocol.GraphData | None = None

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
        elif isinstance(message, protocol.GraphRequest):
            self.send_graph(message.request_id, self.last_graph)
        elif isinstance(message, protocol.ExportWeights):
            self.export(message, self.last_model)
        # A Control outside a run (a late Stop) has nothing to act on.

    def send_graph(self, request_id: int, graph: protocol.GraphData | None) -> None:
        """Answer a GraphRequest with a graph already drawn (no user code runs for it)."""
        if graph is None:
            self.send(graph_not_ready(request_id))
        else:
            self.send(dataclasses.replace(graph, request_id=request_id))

    def export(self, request: protocol.ExportWeights, model) -> None:
        """Save ``model``'s weights; a user Module's state_dict hooks run as user code."""
        try:
            with self.gate.user_code():
                answer = export_weights(model, request)
        except KeyboardInterrupt as interrupt:
            answer = protocol.ExportDone(request.request_id, request.path,
                                         interrupt_error("engine", interrupt, self.time_limit, "<editor>"))
        self.send(answer)

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
            result = _failed_result(request, interrupt_error(phase[0], interrupt, self.time_limit,
                                                              request.filename))
        except BaseException as error:  # sys.exit() in forward, say: the user's, not the engine's
            result = _failed_result(request, error_from_exception(error, phase[0], request.filename))
        drop_user_module()
        result.elapsed = time.perf_counter() - started
        self.send_output(request.request_id)
        self.send(result)
        collect_garbage()  # after the answer: collecting a big graph can take a while


def _latest_compile_only(messages: list) -> list:
    """Drop compile requests superseded by a newer one in the same batch (stale edits)."""
    newest = max((i for i, m in enumerate(messages) if isinstance(m, protocol.CompileRequest)),
                 default=None)
    return [m for i, m in enumerate(messages)
            if not isinstance(m, protocol.CompileRequest) or i == newest]


def _failed_result(request: protocol.CompileRequest, error: protocol.ErrorInfo) -> protocol.CompileResult:
    return protocol.CompileResult(request.request_id, [], [], None, None, "", [error], None)
