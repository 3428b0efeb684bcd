"""One training run inside the engine process: build the Trainer from the user's code, step it,
obey Pause / Step / Stop between steps, send snapshots (at most every ``snapshot_interval``), the
autograd graph once after the first step, and TrainFinished. Every other message that arrives
meanwhile (an edit to judge, a graph or export request) goes back to the engine's dispatch table
between steps, through the ``RunHost`` the run is given: this module does not import the server.
"""
from __future__ import annotations

import time
from typing import Optional, Protocol

from playground import protocol
from playground.engine.channel import Channel
from playground.engine.failures import error_of
from playground.engine.interrupts import InterruptGate
from playground.engine.limits import collect_garbage, drop_user_module
from playground.engine.train.graph import graph_message
from playground.engine.train.pace import Pace
from playground.engine.train.trainer import Trainer
from playground.engine.usercode.errors import UserCodeError
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject
from playground.vocabulary import ControlAction, Model, Phase, RunEnd

PIPE_INTERVAL = 0.005  # seconds between looks at the pipe while training
SNAPSHOT_SHARE = 0.25  # at most this share of a run's time goes to snapshots


class RunHost(Protocol):
    """What a run needs of the engine around it (engine/server.py's Engine)."""

    channel: Channel
    gate: InterruptGate
    time_limit: float
    running: bool

    def send(self, message: protocol.Reply) -> None: ...

    def send_output(self, request_id: int) -> None: ...

    def receive(self) -> protocol.Request: ...

    def has_message(self) -> bool: ...

    def handle(self, message: protocol.Request) -> None: ...


class TrainingRun:
    """One training run inside the engine: steps, controls, snapshots."""

    def __init__(self, engine: RunHost, request: protocol.TrainRequest):
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
        self.reason: Optional[str] = None  # how it ended (a RunEnd), once it did
        self.shown = request.shown  # the pictures the window shows; ShownViews changes it

    def run(self) -> None:
        """Build, step and finish; afterwards ``kept()`` says what a later request may use."""
        reason, errors = self._execute()
        self.reason = self._finish(reason, errors)
        drop_user_module()
        collect_garbage()

    @property
    def model(self):
        """The model as it is now (None before it was built)."""
        return self.trainer.model if self.trainer is not None else None

    def kept(self) -> tuple:
        """(model, graph) for export and the graph view after the run; none after an error
        (the weights may be NaN, the graph partial)."""
        if self.reason == RunEnd.ERROR or self.trainer is None:
            return None, None
        return self.trainer.model, self.graph

    def _execute(self) -> tuple[str, list]:
        request = self.request
        try:
            with self.engine.gate.user_code():
                self.engine.send(protocol.PhaseStarted(request_id=request.request_id, phase="compile"))
                self.trainer = self._build()
                self.engine.send(self.trainer.started_message(request.request_id))
                self.engine.send(protocol.PhaseStarted(request_id=request.request_id, phase="train"))
                self._loop()
        except BaseException as error:  # user code raised, called sys.exit(), or was interrupted
            if isinstance(error, KeyboardInterrupt):
                # The client interrupts a step that does not return after Stop (the Stop waits
                # in the pipe), or code that ran past a time limit: compiling, or a step.
                self.interrupted = True
                if self.trainer is not None and (self.stopped or self.engine.channel.stop_waiting()):
                    self.stopped = True
                    return RunEnd.STOPPED, []
            phase = Phase.TRAIN if self.trainer is not None else Phase.COMPILE
            return RunEnd.ERROR, [error_of(error, phase, request.filename, self.engine.time_limit)]
        return (RunEnd.STOPPED if self.stopped else RunEnd.DONE), []

    def _build(self):
        request = self.request
        try:
            compiled = compile_source(request.source, request.filename)
            subject = choose_subject(compiled, request.subject)
        except UserCodeError as error:
            error.info.phase = error.info.phase or "compile"
            raise
        if compiled.output or compiled.output_dropped:  # what the top level printed
            self.engine.send(protocol.Output(request_id=request.request_id, text=compiled.output,
                                             dropped=compiled.output_dropped))
        self.engine.send_output(request.request_id)
        layer_factory = subject.layer if request.config.model == Model.LAYER else None
        return Trainer(request.config, subject.activation, layer_factory)

    def _loop(self) -> None:
        trainer, interval = self.trainer, self.request.snapshot_interval
        total = self.request.config.steps
        pace = Pace(self.request.config.max_steps_per_second)
        last_snapshot, last_look = time.perf_counter(), float("-inf")  # look after the first step
        snapshot_cost = 0.0  # seconds the last snapshot took
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
            # The pipe every PIPE_INTERVAL, not every step (a look costs ~5 µs, 1-2 % of a toy
            # model's step); Stop or an edit waits at most that long. Stepping by hand: every step.
            if now - last_look >= PIPE_INTERVAL or self.paused:
                self._handle_incoming()
                last_look = now
            if pace.capped and not self.paused:  # a class's slow motion; steps/s counts the waits
                self.run_seconds += pace.wait(started, self._answer_while_pacing)
            # Wider apart when a snapshot costs more than SNAPSHOT_SHARE of the gap (a busy
            # machine: classify-2d's boundary took 11 ms at load 11), so steps are not starved.
            gap = max(interval, snapshot_cost / SNAPSHOT_SHARE)
            if now - last_snapshot >= gap or (self.paused and self.steps_allowed == 0):
                taken = time.perf_counter()
                self._snapshot()
                done = time.perf_counter()
                snapshot_cost = done - taken
                # A fixed rate (not "gap after the last one"), so it stays near 30 a second;
                # never more than one gap behind, so a slow step causes no burst.
                last_snapshot = max(last_snapshot + gap, done - gap)

    def _answer_while_pacing(self) -> bool:
        """Between the short sleeps of a paced run: answer messages; False ends the wait."""
        self._handle_incoming()
        return not (self.stopped or self.paused)

    def _wait_while_paused(self) -> None:
        while self.paused and self.steps_allowed == 0 and not self.stopped:
            self._handle(self.engine.receive())

    def _handle_incoming(self) -> None:
        while not self.stopped and self.engine.has_message():
            self._handle(self.engine.receive())

    def _handle(self, message: protocol.Request) -> None:
        if isinstance(message, protocol.Control):
            self._control(message.action)
        elif isinstance(message, protocol.ShownViews):
            self.shown = message
            if self.paused and self.trainer is not None:
                self._snapshot()  # a paused run sends none by itself: the shown picture now
        elif isinstance(message, protocol.Shutdown):
            self.stopped = True
            self.engine.running = False
        else:  # an edit to judge, the graph, the weights as they are now: the engine's table
            self.engine.handle(message)

    def _control(self, action: str) -> None:
        if action == ControlAction.STOP:
            self.stopped = True
        elif action == ControlAction.PAUSE:
            self.paused = True
        elif action == ControlAction.RESUME:
            self.paused, self.steps_allowed = False, 0
        elif action == ControlAction.STEP:
            self.paused, self.steps_allowed = True, self.steps_allowed + 1

    def _send_graph(self) -> None:
        """The graph behind the loss, once per run: one more forward pass of the last batch
        (random state kept, so the training does not change)."""
        self.graph = graph_message(self.trainer, self.request.request_id, self.request.filename)
        self.engine.send_output(self.request.request_id)
        self.engine.send(self.graph)

    def steps_per_second(self) -> float:
        return self.trainer.step_count / self.run_seconds if self.run_seconds > 0 else 0.0

    def _snapshot(self, everything: bool = False) -> None:
        """Records since the last, and the pictures the window shows (``everything``: all)."""
        shown = protocol.ShownViews() if everything else self.shown
        snapshot = self.trainer.snapshot(self.request.request_id, self.steps_per_second(),
                                         self.request.histogram_bins, prediction=shown.prediction,
                                         gradients=shown.gradients)
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
                    self._snapshot(everything=True)  # the last records; may itself find a NaN
            except KeyboardInterrupt:
                pass  # interrupted while drawing it: the run ends without it
            except BaseException as error:
                info = error_of(error, Phase.TRAIN, self.request.filename, self.engine.time_limit)
                reason, errors = RunEnd.ERROR, errors + [info]
        self.engine.send_output(self.request.request_id)
        self.engine.send(protocol.TrainFinished(self.request.request_id, reason, step, self.final_loss,
                                                self.steps_per_second() if self.trainer else 0.0,
                                                errors))
        return reason

