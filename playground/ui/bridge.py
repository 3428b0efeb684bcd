"""EngineBridge: the EngineClient's messages as Qt signals, on the GUI thread.

A timer drains the engine's pipe (without blocking) and hands each message to the handler its
type has in one dispatch table (as the engine's engine/server.py has one for requests). Answers to
requests that a newer one has superseded are dropped here, so widgets only ever see the newest;
a compile's answers come in stages (vocabulary.CheckStage), each of them emitted as ``compiled``.
The client must be started and restarted from the GUI thread: the engine ends itself when the
thread that started it dies. A request that a restart cut short is answered by the client itself
(client/lost.py: its CompileResult, TrainFinished... carrying the restart as its error, right
after the EngineRestarted that lists it), so the window's state never waits forever; the requests
in flight are the client's to follow, not the bridge's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from playground import protocol

if TYPE_CHECKING:  # the client (its process, the wire) loads with the first use: see client
    from playground.client.client import EngineClient

POLL_INTERVAL_MS = 10
# A second engine kept warm, so that a crash of the first costs no torch import (client/client.py);
# the window tests turn it off (tests/ui/conftest.py): each module would spawn two engines.
WARM_STANDBY = True
EXAMPLE_TIMEOUT = 30.0  # seconds the code's example may run (Run ▸ Run Example)


class Bridge(Protocol):
    """What the window uses of an engine bridge: EngineBridge here, and the window tests'
    scripted FakeBridge (tests/ui/fakes.py), which must offer all of it."""

    ready: SignalInstance  # EngineReady
    compiled: SignalInstance  # CompileResult of the newest compile, each stage of it
    output: SignalInstance  # Output
    phase: SignalInstance  # PhaseStarted
    train_started: SignalInstance  # TrainStarted
    snapshot: SignalInstance  # TrainSnapshot
    train_finished: SignalInstance  # TrainFinished (also for a run a restart lost)
    restarted: SignalInstance  # EngineRestarted
    graph: SignalInstance  # GraphData
    export_done: SignalInstance  # ExportDone
    example: SignalInstance  # ExampleResult of the newest run_example

    @property
    def is_ready(self) -> bool: ...

    @property
    def ready_message(self) -> Optional[protocol.EngineReady]: ...

    @property
    def time_limit(self) -> float: ...

    def start(self) -> None: ...

    def compile(self, source: str, subject: Optional[str] = None, x_min: float = -5.0,
                x_max: float = 5.0, points: int = 1001, filename: str = "<editor>",
                compile: bool = False, jacobian: Optional[dict] = None) -> int: ...

    def train(self, source: str, subject: Optional[str], config: protocol.TrainConfig,
              paused: bool = False, filename: str = "<editor>") -> int: ...

    def control(self, action: str) -> None: ...

    def show_views(self, prediction: bool, gradients: bool) -> None: ...

    def request_graph(self) -> int: ...

    def export_weights(self, path: str) -> int: ...

    def run_example(self, source: str, filename: str = "<editor>") -> int: ...

    def shutdown(self) -> None: ...


class EngineBridge(QObject):
    """Owns an EngineClient and forwards its messages as signals."""

    ready = Signal(object)  # EngineReady
    compiled = Signal(object)  # CompileResult of the newest compile request
    output = Signal(object)  # Output
    phase = Signal(object)  # PhaseStarted
    train_started = Signal(object)  # TrainStarted
    snapshot = Signal(object)  # TrainSnapshot
    train_finished = Signal(object)  # TrainFinished
    restarted = Signal(object)  # EngineRestarted
    graph = Signal(object)  # GraphData: of the current run (after its first step) or a GraphRequest
    export_done = Signal(object)  # ExportDone: the answer to export_weights()
    example = Signal(object)  # ExampleResult: the answer to the newest run_example()

    def __init__(self, parent: Optional[QObject] = None, client: Optional[EngineClient] = None):
        super().__init__(parent)
        self._client = client
        self.latest_compile: Optional[int] = None  # answers to older compiles are dropped
        self.current_train: Optional[int] = None
        self.latest_graph_request: Optional[int] = None
        self.latest_example: Optional[int] = None
        self.shown = protocol.ShownViews()  # the pictures the window shows (show_views)
        self._handlers = self._handler_table()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_INTERVAL_MS)
        self._timer.timeout.connect(self.pump)

    @property
    def client(self) -> EngineClient:
        """The EngineClient, made when first used (start(), a request): the window is made and
        painted before the engine starts, and imports the client's modules only then."""
        if self._client is None:
            from playground.client.client import EngineClient

            self._client = EngineClient(own_session=True,  # client/process.py enter_own_session
                                        standby=WARM_STANDBY)
        return self._client

    @client.setter
    def client(self, client: EngineClient) -> None:
        self._client = client

    @property
    def is_ready(self) -> bool:
        return self.client.ready

    @property
    def ready_message(self) -> Optional[protocol.EngineReady]:
        """The running engine's EngineReady (None until it said it is ready)."""
        return self.client.ready_message if self.client.ready else None

    @property
    def time_limit(self) -> float:
        """Seconds a compile may take (what a time-limit message quotes)."""
        return self.client.compile_timeout

    @property
    def training(self) -> bool:
        return self.current_train is not None

    def start(self) -> None:
        """Start the engine process (returns at once) and begin listening."""
        if not self.client.alive:
            self.client.start()
        self._timer.start()

    def compile(self, source: str, subject: Optional[str] = None, x_min: float = -5.0,
                x_max: float = 5.0, points: int = 1001, filename: str = "<editor>",
                compile: bool = False, jacobian: Optional[dict] = None) -> int:
        """Compile and judge ``source``; ``compile``: also under torch.compile (slow: the client
        gives it COMPILE_CHECK_SECONDS more than ``time_limit``); ``jacobian``: the Jacobian's
        probe input, CompileRequest's jacobian_* fields."""
        self.latest_compile = self.client.compile(source, subject, x_min, x_max, points, filename,
                                                  compile=compile, jacobian=jacobian, stages=True)
        return self.latest_compile

    def train(self, source: str, subject: Optional[str], config: protocol.TrainConfig,
              paused: bool = False, filename: str = "<editor>") -> int:
        self.current_train = self.client.train(source, subject, config, paused, filename, shown=self.shown)
        return self.current_train

    def control(self, action: str) -> None:
        if self.current_train is not None:
            self.client.control(action)

    def show_views(self, prediction: bool, gradients: bool) -> None:
        """Which pictures of a run are on screen: the next run starts with them, a running one
        is told at once (the engine computes only what is shown)."""
        shown = protocol.ShownViews(prediction=prediction, gradients=gradients)
        if shown == self.shown:
            return
        self.shown = shown
        if self.current_train is not None:
            self.client.show_views(shown)

    def request_graph(self) -> int:
        """Ask for the autograd graph of the model now (the running run's, else the last
        finished one's); the answer comes as ``graph``."""
        self.latest_graph_request = self.client.request(protocol.GraphRequest(request_id=0))
        return self.latest_graph_request

    def export_weights(self, path: str) -> int:
        """Ask the engine to save the model's state_dict to ``path`` (.pt); the answer comes
        as ``export_done`` (also when the engine restarts meanwhile)."""
        return self.client.request(protocol.ExportWeights(request_id=0, path=str(path)))

    def run_example(self, source: str, filename: str = "<editor>") -> int:
        """Run the code's example and record its backward calls (engine/example/); the answer
        comes as ``example``. It may run longer than a compile: a training loop in a demo."""
        self.latest_example = self.client.request(protocol.ExampleRequest(request_id=0, source=source,
                                                                          filename=filename),
                                                  timeout=max(self.client.compile_timeout, EXAMPLE_TIMEOUT))
        return self.latest_example

    def restart(self) -> None:
        self.client.restart("user")
        self.pump()

    def shutdown(self) -> None:
        self._timer.stop()
        self.client.close()

    def pump(self) -> None:
        """Deliver every message that has arrived; called by the timer and by tests."""
        for message in self.client.poll():
            handler = self._handlers.get(type(message))
            if handler is not None:
                handler(message)

    def _handler_table(self) -> dict[type, Callable[[Any], None]]:
        """Each reply type → what the bridge does with it: emit it, or first drop it when it
        answers a request that a newer one superseded (a newer compile, example or graph)."""
        return {
            protocol.EngineReady: self.ready.emit,
            protocol.CompileResult: self._if_current(lambda: self.latest_compile, self.compiled),
            protocol.Output: self.output.emit,
            protocol.PhaseStarted: self.phase.emit,
            protocol.TrainStarted: self._if_current(lambda: self.current_train, self.train_started),
            protocol.TrainSnapshot: self._if_current(lambda: self.current_train, self.snapshot),
            protocol.TrainFinished: self._on_train_finished,
            protocol.GraphData: self._on_graph,
            protocol.ExportDone: self.export_done.emit,
            protocol.ExampleResult: self._if_current(lambda: self.latest_example, self.example),
            protocol.EngineRestarted: self.restarted.emit,
        }

    @staticmethod
    def _if_current(current: Callable[[], Optional[int]], signal: SignalInstance) -> Callable[[Any], None]:
        """A handler that emits ``signal`` for answers to the request ``current()`` names only."""
        def emit_if_current(message) -> None:
            if message.request_id == current():
                signal.emit(message)
        return emit_if_current

    def _on_train_finished(self, message: protocol.TrainFinished) -> None:
        if message.request_id == self.current_train:
            self.current_train = None
            self.train_finished.emit(message)

    def _on_graph(self, message: protocol.GraphData) -> None:
        if message.request_id in (self.current_train, self.latest_graph_request):
            self.graph.emit(message)


def release_bridge(bridge: Bridge, owned: bool, listeners: Iterable, slots: Iterable[tuple]) -> None:
    """Let go of ``bridge`` (the sequence the window and compare's B side share): ``listeners``
    (objects with ``disconnect_bridge()``) and the ``(signal, slot)`` pairs stop hearing it; an
    ``owned`` bridge's engine is shut down."""
    for listener in listeners:
        listener.disconnect_bridge()
    for signal, slot in slots:
        signal.disconnect(slot)
    if owned:
        bridge.shutdown()
