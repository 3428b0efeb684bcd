"""The engine process: a loop over messages from the window.

Every request goes through one dispatch table (``Engine._handlers``): it compiles and judges
user code (engine/judge/check.py), computes values at points, trains toy models (one run at a
time: engine/train/run.py), draws the autograd graph and exports weights, sending results back as
protocol messages. While training, the run checks the pipe between steps and hands every message
that is not a Pause/Step/Stop back to the same table, so edits are judged, and the graph and the
weights are answered, without waiting for the run to end. A run sends a snapshot at most every
``snapshot_interval`` seconds, never a message per step.

The engine says it is ready once it can judge a Function in the classic style as fast as any
later edit (engine/warm_up.py); what only other requests need (forward mode, torch.func, the
training run, Run Example) is imported when one first asks, or, before that, while the engine has
had no request for a second (``IDLE_BEFORE_WARMING``), one short step at a time.

SIGINT (sent by the client when user code runs past its time limit or ignores Stop) raises
KeyboardInterrupt in whatever user code is running, never in the middle of a pipe message
(engine/interrupts.py); it is answered as an error of the phase that was running. Every
exception of user code becomes an error the same way (engine/failures.py). Whatever user
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
from typing import TYPE_CHECKING, Callable, Iterable, Optional

import torch

from playground import protocol
from playground.engine.channel import Channel
from playground.engine.failures import error_of
from playground.engine.interrupts import InterruptGate
from playground.engine.judge.check import run_check
from playground.engine.judge.probe import values_at
from playground.engine.limits import (
    apply_memory_limit,
    collect_garbage,
    die_with_parent,
    drop_user_module,
    enable_crash_log,
)
from playground.engine.train.devices import list_devices
from playground.engine.usercode.capture import OutputCapture
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject
from playground.engine.warm_up import (
    LATER_STEPS,
    ready_to_train,
    run_quietly,
    steps_before_check,
    warm_for_first_check,
)
from playground.vocabulary import Phase

if TYPE_CHECKING:
    from playground.engine.train.run import TrainingRun

DEFAULT_TIME_LIMIT = 5.0
# A warm-up step begins only after this long without a request: edits typed one after another
# (300 ms of debounce each) and a class's files judged one after another never wait for one.
IDLE_BEFORE_WARMING = 1.0


def serve_connection(conn, settings: dict) -> None:
    """The spawned engine process's start (client/spawning.py names this module): serve() on the
    raw end of the pipe it was handed, with the wire's framing around it."""
    from playground.wire import MessagePipe

    serve(MessagePipe(conn), settings)


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
    warm_for_first_check()  # the rest of the warm-up runs while the engine idles (Engine.loop)
    gate = InterruptGate()
    gate.install()
    capture = OutputCapture()
    sys.stdout = sys.stderr = capture  # prints of user code outside compile/judge (training)
    conn.send(protocol.EngineReady(pid=os.getpid(), torch_version=str(torch.__version__), devices=devices,
                                   threads=torch.get_num_threads()))
    engine = Engine(conn, capture, gate, settings.get("time_limit") or DEFAULT_TIME_LIMIT, warm_later=LATER_STEPS)
    try:
        engine.loop()
    except BaseException:
        traceback.print_exc(file=sys.__stderr__)  # a fault of the engine itself: for developers
        raise


class Engine:
    """Dispatches messages through one table; owns at most one training run at a time."""

    def __init__(self, conn, capture: OutputCapture, gate: InterruptGate, time_limit: float,
                 warm_later: Iterable[Callable[[], None]] = ()):
        """``warm_later``: warm-up steps (engine/warm_up.py) run one at a time while no request
        waits, so none of them delays an answer by more than the one step it is in."""
        self.channel = Channel(conn, capture, gate)
        self.warm_later = deque(warm_later)
        self.gate = gate
        self.time_limit = time_limit
        self.running = True
        self.run: Optional[TrainingRun] = None
        # The last finished run's model and graph, for ExportWeights and GraphRequest; a run
        # that ends with an error leaves none (its weights may be NaN, its graph partial).
        self.last_model = None
        self.last_graph: Optional[protocol.GraphData] = None
        self._handlers: dict[type, Callable] = {
            protocol.Shutdown: self.shutdown,
            protocol.CompileRequest: self.compile,
            protocol.ValuesAtRequest: self.values_at,
            protocol.TrainRequest: self.train,
            protocol.GraphRequest: self.graph,
            protocol.ExportWeights: self.export,
            protocol.ExampleRequest: self.example,
        }

    # The pipe, for the training run and tests.
    def send(self, message: protocol.Reply) -> None:
        self.channel.send(message)

    def send_output(self, request_id: int) -> None:
        self.channel.send_output(request_id)

    def receive(self):
        return self.channel.receive()

    def has_message(self) -> bool:
        return self.channel.has_message()

    def loop(self) -> None:
        channel = self.channel
        while self.running:
            if self._warm_one_step():
                continue
            try:
                message = channel.receive()
                channel.read_ahead()
            except (EOFError, OSError):
                return
            # Edits typed while the engine was busy: only the newest one is worth judging.
            queued = _latest_compile_only([message, *channel.backlog])
            channel.backlog.clear()
            channel.backlog.extend(queued[1:])
            self.handle(queued[0])

    def _warm_one_step(self) -> bool:
        """Run the next warm-up step if no request came for IDLE_BEFORE_WARMING seconds and the
        engine holds none of the user's objects (the last step freezes every live object: a kept
        model would never be collected again); whether one ran."""
        if not self.warm_later or self.last_model is not None:
            return False
        if self.channel.wait_for_message(IDLE_BEFORE_WARMING):
            return False
        run_quietly(self.warm_later.popleft())
        return True

    def _warm_now(self, steps) -> None:
        """Run those of ``steps`` not run yet, now, before a request's first phase starts the
        client's clock: what its work would import otherwise counts against its time limit."""
        for step in steps:
            if step in self.warm_later:
                self.warm_later.remove(step)
                run_quietly(step)

    def handle(self, message: protocol.Request) -> None:
        """Answer one request (a Control outside a run, a late Stop, has nothing to act on)."""
        handler = self._handlers.get(type(message))
        if handler is not None:
            handler(message)

    def shutdown(self, message: protocol.Shutdown) -> None:
        self.running = False

    def train(self, request: protocol.TrainRequest) -> None:
        """One run at a time: a TrainRequest during a run is ignored (the window stops a run
        before it starts another)."""
        if self.run is not None:
            return
        self._warm_now([ready_to_train])
        from playground.engine.train.run import TrainingRun  # on the first Train (engine/warm_up.py)

        self.last_model, self.last_graph = None, None
        self.run = TrainingRun(self, request)
        try:
            self.run.run()
            self.last_model, self.last_graph = self.run.kept()
        finally:
            self.run = None

    def graph(self, request: protocol.GraphRequest) -> None:
        """The graph of the running run (drawn after its first step), else of the last one; no
        user code runs for it."""
        from playground.engine.train.graph import graph_not_ready

        graph = self.run.graph if self.run is not None else self.last_graph
        if graph is None:
            self.send(graph_not_ready(request.request_id))
        else:
            self.send(dataclasses.replace(graph, request_id=request.request_id))

    def export(self, request: protocol.ExportWeights) -> None:
        """Save the running run's model as it is now, else the last one's; a user Module's
        state_dict hooks run as user code."""
        from playground.engine.train.export import export_weights

        model = self.run.model if self.run is not None else self.last_model
        try:
            with self.gate.user_code():
                answer = export_weights(model, request)
        except BaseException as error:  # the time limit, or sys.exit() in a hook
            answer = protocol.ExportDone(request.request_id, request.path,
                                         error_of(error, Phase.ENGINE, "<editor>", self.time_limit))
        self.send(answer)

    def compile(self, request: protocol.CompileRequest) -> None:
        """Judge the code; where the request asks for steps, each early stage is sent as it is
        done, and a newer CompileRequest waiting after one ends this check there (its later
        stages would be drawn over at once): the newer one is judged next, with no final answer
        to this one, which the client counts as superseded."""
        started = time.perf_counter()
        self._warm_now(steps_before_check(request.source))
        phase = _PhaseReporter(self.channel, request.request_id)
        on_stage = self._stage_sender() if request.stages else None
        try:
            with self.gate.user_code():
                phase(Phase.COMPILE)
                result = run_check(request, on_phase=phase, on_stage=on_stage)
        except CheckSuperseded:
            drop_user_module()
            self.channel.send_output(request.request_id)
            collect_garbage()
            return
        except BaseException as error:  # the time limit, or sys.exit() in forward: the user's
            result = _failed_result(request, error_of(error, phase.now, request.filename, self.time_limit))
        drop_user_module()
        result.elapsed = time.perf_counter() - started
        self.channel.send_output(request.request_id)
        self.send(result)
        collect_garbage()  # after the answer: collecting a big graph can take a while

    def _stage_sender(self) -> Callable[[protocol.CompileResult], None]:
        """Sends an early stage's result; raises CheckSuperseded where a newer edit waits."""
        def send_stage(result: protocol.CompileResult) -> None:
            self.send(result)
            if self.channel.compile_waits():
                raise CheckSuperseded
        return send_stage

    def example(self, request: protocol.ExampleRequest) -> None:
        """Run the code's example and record its backward calls (engine/example/)."""
        from playground.engine.example.run import run_example  # on the first Run Example

        phase = _PhaseReporter(self.channel, request.request_id)
        try:
            with self.gate.user_code():
                phase(Phase.COMPILE)
                answer = run_example(request, self.time_limit)
        except BaseException as error:  # the time limit landing in the recorder's own work
            answer = protocol.ExampleResult(request.request_id, [], 0, 0, "",
                                            [error_of(error, phase.now, request.filename, self.time_limit)])
        self.channel.send_output(request.request_id)
        self.send(answer)
        collect_garbage()

    def values_at(self, request: protocol.ValuesAtRequest) -> None:
        """f and its derivatives at the given points (the command line's `check --at`)."""
        phase = _PhaseReporter(self.channel, request.request_id)
        try:
            with self.gate.user_code():
                phase(Phase.COMPILE)
                subject = choose_subject(compile_source(request.source, request.filename), request.subject)
                phase(Phase.CHECK)
                answer = protocol.ValuesAt(request_id=request.request_id, values=values_at(subject, request.xs))
        except BaseException as error:
            answer = protocol.ValuesAt(request_id=request.request_id, values=None,
                                       errors=[error_of(error, phase.now, request.filename, self.time_limit)])
        drop_user_module()
        self.channel.send_output(request.request_id)
        self.send(answer)
        collect_garbage()


class CheckSuperseded(BaseException):
    """A newer CompileRequest came while a check answered in steps: the rest of it is dropped.
    A BaseException, as KeyboardInterrupt: the judge's ``except Exception`` around user code must
    not take it for the code's own failure."""


class _PhaseReporter:
    """Tells the client which phase of a request began (its clock starts with the first), and
    remembers it for the error of an interrupt."""

    def __init__(self, channel: Channel, request_id: int):
        self.channel = channel
        self.request_id = request_id
        self.now: str = Phase.COMPILE

    def __call__(self, name: str) -> None:
        self.now = name
        self.channel.send(protocol.PhaseStarted(request_id=self.request_id, phase=name))


def _latest_compile_only(messages: list) -> list:
    """Drop compile requests superseded by a newer one in the same batch (stale edits)."""
    newest = max((i for i, m in enumerate(messages) if isinstance(m, protocol.CompileRequest)),
                 default=None)
    return [m for i, m in enumerate(messages)
            if not isinstance(m, protocol.CompileRequest) or i == newest]


def _failed_result(request: protocol.CompileRequest, error: protocol.ErrorInfo) -> protocol.CompileResult:
    return protocol.CompileResult(request.request_id, [], [], None, None, "", [error], None)
