"""Test doubles for the window's tests: a scripted engine bridge and the messages it replies with."""
from __future__ import annotations

from typing import Optional

import numpy as np
from PySide6.QtCore import QObject, Signal

from playground import protocol


class FakeBridge(QObject):
    """The window's Bridge (playground/ui/bridge.py) scripted: records calls, emits what the test
    tells it. tests/ui/test_fakes.py keeps it in step with the Protocol."""

    ready = Signal(object)
    compiled = Signal(object)
    output = Signal(object)
    phase = Signal(object)
    train_started = Signal(object)
    snapshot = Signal(object)
    train_finished = Signal(object)
    restarted = Signal(object)
    graph = Signal(object)
    export_done = Signal(object)
    example = Signal(object)

    def __init__(self):
        super().__init__()
        self.calls = []
        self.compile_checks = []
        self.jacobian_inputs = []
        self.next_id = 0
        self.shut_down = False

    @property
    def is_ready(self) -> bool:
        return False  # the test emits ``ready`` when it wants the window to see an engine

    @property
    def ready_message(self) -> Optional[protocol.EngineReady]:
        return None

    @property
    def time_limit(self) -> float:
        return 5.0

    def start(self) -> None:
        self.calls.append(("start",))

    def compile(self, source: str, subject: Optional[str] = None, x_min: float = -5.0,
                x_max: float = 5.0, points: int = 1001, filename: str = "<editor>",
                compile: bool = False, jacobian: Optional[dict] = None) -> int:
        self.next_id += 1
        self.calls.append(("compile", source, subject, x_min, x_max))
        self.compile_checks.append(compile)  # per compile call: asked for the torch.compile check
        self.jacobian_inputs.append(jacobian or {})  # per compile call: the Jacobian's probe input
        return self.next_id

    def train(self, source: str, subject: Optional[str], config: protocol.TrainConfig,
              paused: bool = False, filename: str = "<editor>") -> int:
        self.next_id += 1
        self.calls.append(("train", source, subject, config, paused))
        return self.next_id

    def control(self, action: str) -> None:
        self.calls.append(("control", action))

    def show_views(self, prediction: bool, gradients: bool) -> None:
        self.calls.append(("show_views", prediction, gradients))

    def request_graph(self) -> int:
        self.next_id += 1
        self.calls.append(("request_graph",))
        return self.next_id

    def run_example(self, source: str, filename: str = "<editor>") -> int:
        self.next_id += 1
        self.calls.append(("run_example", source, filename))
        return self.next_id

    def export_weights(self, path: str) -> int:
        self.next_id += 1
        self.calls.append(("export_weights", path))
        return self.next_id

    def shutdown(self) -> None:
        self.shut_down = True

    def of(self, kind):
        return [call for call in self.calls if call[0] == kind]


def probe_data(points=101) -> protocol.ProbeData:
    x = np.linspace(-5, 5, points)
    slope = (x > 0).astype(float)
    flags = np.zeros(points, bool)
    return protocol.ProbeData(
        x=x, output_names=["y"], f=[np.maximum(x, 0)], backward=[slope], numeric=[slope],
        autograd=[slope], second=[None], differs=[flags], nonsmooth=[flags], verdict="matches",
        by_design=False, differ_fraction=0.0, max_error=0.0, gradcheck=None, gradgradcheck=None,
        summary="Your backward matches.")


def classic_checks(function: str) -> list[protocol.CheckOutcome]:
    """The checks of ProbeData.checks of a classic Function (forward takes ctx, no jvp), as the
    engine sends them: every lesson before 16 has these."""
    classic = (f"{function}.forward takes ctx, so {function} will not work under torch.func (grad, vjp, jacrev, "
               "vmap): they need forward without ctx and a separate setup_context(ctx, inputs, output) staticmethod.")
    return [protocol.CheckOutcome("backward", True, 0.0), protocol.CheckOutcome("double_backward", True, 0.0),
            protocol.CheckOutcome("jvp", None, skipped_because=(
                f"{function} has no jvp staticmethod, so forward-mode AD (torch.func.jvp, jacfwd, "
                "torch.autograd.forward_ad) cannot use it: torch says 'You must implement the jvp function'."),
                code="no_jvp", params={"function": function}),
            protocol.CheckOutcome("torch_func", None, skipped_because=classic, code="classic_style",
                                  params={"function": function}),
            protocol.CheckOutcome("vmap", None, skipped_because=classic, code="classic_style",
                                  params={"function": function})]


def result(request_id, errors=(), probe=True, functions=("MyReLU",), modules=(), subject="MyReLU"):
    return protocol.CompileResult(request_id, list(functions), list(modules), subject, "function",
                                  "", list(errors), probe_data() if probe else None, 0.01)


def started(rid, names=("fc1.weight", "out.bias")):
    return protocol.TrainStarted(rid, "fit-1d", "sin", "cpu", 100, list(names),
                                 [(4, 1), (1,)], task="regression")


def snap(rid, step, names=("fc1.weight", "out.bias")):
    steps = np.arange(step - 9, step + 1)
    return protocol.TrainSnapshot(
        rid, step, steps, np.linspace(1, 0.5, 10), None, None,
        {n: np.full(10, 0.1) for n in names}, {n: 0.1 for n in names}, {n: 0.0 for n in names},
        {"fc1.weight": np.ones((4, 1), np.float32), "out.bias": np.ones(1, np.float32)},
        {n: (np.ones(4), np.linspace(-1, 1, 5)) for n in names}, None, 1000.0)
