"""The names the window, the command line and the engine share, said once.

Torch-free and Qt-free: every side imports it. Each is a ``str`` enum, so a member equals its
plain string (``Model.FIT_1D == "fit-1d"``), crosses the engine's pipe as that string (the wire
codec, playground/wire.py, turns it back into the member), and a config read from a file or the
command line as plain text still compares equal.
"""
from __future__ import annotations

import sys
from enum import Enum

if sys.version_info >= (3, 11):
    from enum import StrEnum
else:  # Python 3.10: the same behaviour, written out
    class StrEnum(str, Enum):
        """A ``str`` whose ``str()`` and ``format()`` are its value (as 3.11's StrEnum)."""

        def __str__(self) -> str:
            return str(self.value)

        def __format__(self, spec: str) -> str:
            return format(str(self.value), spec)


class Model(StrEnum):
    """The toy models a Function can be trained in."""

    FIT_1D = "fit-1d"  # a small MLP fits a 1-D curve, the Function as its activation
    CLASSIFY_2D = "classify-2d"  # a small MLP separates a 2-D point cloud
    TUTORIAL_2LAYER = "tutorial-2layer"  # the MyReLU tutorial's two-layer net on random data
    LAYER = "layer"  # the user's Module is the layer


class Curve(StrEnum):
    """Data sets of fit-1d: a curve to fit."""

    SIN = "sin"
    ABS = "abs"
    STEP = "step"
    SAWTOOTH = "sawtooth"
    CUBIC = "cubic"


class PointCloud(StrEnum):
    """Data sets of classify-2d: labelled points in the plane."""

    SPIRAL = "spiral"
    MOONS = "moons"
    CIRCLES = "circles"
    XOR = "xor"
    BLOBS = "blobs"


def names(kind: type[Enum]) -> tuple[str, ...]:
    """The plain strings of an enum's members, in order (for lists, menus and messages)."""
    return tuple(member.value for member in kind)


CURVES = names(Curve)
POINT_CLOUDS = names(PointCloud)
MODEL_DATASETS: dict[str, tuple[str, ...]] = {
    Model.FIT_1D.value: CURVES,
    Model.CLASSIFY_2D.value: POINT_CLOUDS,
    Model.TUTORIAL_2LAYER.value: (),  # brings its own random data
    Model.LAYER.value: CURVES + POINT_CLOUDS,
}

MAX_WIDTH, MAX_DEPTH = 4096, 32  # the toy models' largest hidden layer and layer count


class Optimizer(StrEnum):
    SGD = "sgd"
    MOMENTUM = "momentum"  # SGD with momentum 0.9
    ADAM = "adam"


class Loss(StrEnum):
    AUTO = "auto"  # the model's own: sum of squares (tutorial), MSE, or cross-entropy
    MSE = "mse"
    CROSS_ENTROPY = "cross_entropy"


class Phase(StrEnum):
    """Where in a request user code was running (ErrorInfo.phase, PhaseStarted.phase)."""

    COMPILE = "compile"
    FORWARD = "forward"
    BACKWARD = "backward"
    CHECK = "check"
    TRAIN = "train"
    ENGINE = "engine"  # the engine itself, or work not tied to one phase (graph, export)


class Verdict(StrEnum):
    """What the judge says of a backward."""

    MATCHES = "matches"
    DIFFERS = "differs"
    ERROR = "error"


class CheckName(StrEnum):
    """The checks of a subject beyond its curves (``CheckOutcome.name``, `check --json`'s "checks")."""

    BACKWARD = "backward"  # gradcheck: backward against central differences
    JVP = "jvp"  # the jvp staticmethod (forward mode) against central differences and backward
    DOUBLE_BACKWARD = "double_backward"  # gradgradcheck
    VMAP = "vmap"  # torch.vmap over a batch against a loop, values and gradients
    TORCH_FUNC = "torch_func"  # torch.func.grad, vjp, jacrev against backward
    OPCHECK = "opcheck"  # torch.library.opcheck of a custom op
    COMPILE = "compile"  # torch.compile(fullgraph=True) against eager (only when asked)


class CheckStage(StrEnum):
    """How far the judge's answer to one CompileRequest has come (``CompileResult.stage``): the
    engine sends a result at each stage, every later one carrying all the earlier one did, so that
    the window can draw the curves before the slower checks are done."""

    CURVES = "curves"  # the curves and the verdict they give
    JACOBIAN = "jacobian"  # ... and the Jacobian at the probe input
    CHECKS = "checks"  # ... and every further check: the result is complete


class ProbeValues(StrEnum):
    """How the Jacobian's probe input is filled (CompileRequest.jacobian_values)."""

    RANDOM = "random"  # seeded normal values: the same picture for the same code
    LINSPACE = "linspace"  # evenly from x_min to x_max, in row-major order
    NUMBERS = "numbers"  # the person's own numbers (CompileRequest.jacobian_numbers)
    CALL = "call"  # the code's own call's values (said by the Jacobian, never chosen)


class Criterion(StrEnum):
    """What a submission is graded on against the teacher's reference (`check --reference`)."""

    FORWARD = "forward"  # its outputs against the reference's
    BACKWARD = "backward"  # its vector-Jacobian products against the reference's
    DOUBLE_BACKWARD = "double_backward"  # the derivatives of its backward against the reference's
    CONSISTENCY = "consistency"  # gradcheck: its backward against its own forward
    EDGES = "edges"  # forward, backward and double backward at extreme inputs (±30 … ±1e4): off by default


# Points per criterion when none are given (`check --points`, a lesson's Points: line): 0 is off.
DEFAULT_POINTS = {Criterion.FORWARD: 1.0, Criterion.BACKWARD: 2.0, Criterion.DOUBLE_BACKWARD: 1.0,
                  Criterion.CONSISTENCY: 1.0, Criterion.EDGES: 0.0}


def with_points(points: dict) -> list[Criterion]:
    """The criteria ``points`` gives more than 0, in Criterion's order: those graded."""
    return [c for c in Criterion if float(points.get(c, 0.0)) > 0]


class Evaluation(StrEnum):
    """What a submission's process is asked to compute (``protocol.EvaluationCall.kind``)."""

    FORWARD = "forward"  # the outputs at these inputs
    BACKWARD = "backward"  # the gradient of each input for these grad_outputs
    DOUBLE_BACKWARD = "double_backward"  # the derivatives of that gradient, for these cotangents


class RestartReason(StrEnum):
    """Why the client ended the engine (``EngineRestarted.reason``)."""

    TIMEOUT = "timeout"  # a request ran past its time limit and ignored the interrupt
    STOP = "stop"  # a training run did not stop within the grace after Stop
    MEMORY = "memory"  # the engine's resident memory passed its cap
    CRASHED = "crashed"  # the process died (segfault, os._exit, killed) or its pipe broke
    USER = "user"  # the person asked for a restart (Engine ▸ Restart)
    FAILED = "failed"  # engines kept dying before they were ready: the client gave up
    PROTOCOL = "protocol"  # the engine sent bytes that are no valid message (playground/wire.py)


class RunState(StrEnum):
    """A training run as the window shows it."""

    IDLE = "idle"
    RUNNING = "running"
    PAUSED = "paused"


class RunEnd(StrEnum):
    """How a training run ended (``TrainFinished.reason``)."""

    DONE = "done"
    STOPPED = "stopped"
    ERROR = "error"


class ControlAction(StrEnum):
    PAUSE = "pause"
    RESUME = "resume"
    STEP = "step"
    STOP = "stop"


class RequestKind(StrEnum):
    """The kinds of request the client tracks."""

    COMPILE = "compile"
    VALUES_AT = "values_at"
    TRAIN = "train"
    GRAPH = "graph"
    EXPORT = "export"
    EXAMPLE = "example"  # run the code's example and record its backward calls


# Settings that make each model behave as its lesson expects (the tutorial net is plain SGD at
# 1e-6 on a summed loss: Adam at 1e-2 would blow it up). The window applies them when the model
# is chosen, the command line before the file's `Train:` line and the options given; the Trainer
# itself honours whatever the config says.
MODEL_DEFAULTS: dict[str, dict[str, object]] = {
    Model.FIT_1D: {"dataset": Curve.SIN, "optimizer": Optimizer.ADAM, "lr": 1e-2},
    Model.CLASSIFY_2D: {"dataset": PointCloud.SPIRAL, "optimizer": Optimizer.ADAM, "lr": 1e-2},
    Model.TUTORIAL_2LAYER: {"optimizer": Optimizer.SGD, "lr": 1e-6, "batch_size": 64, "steps": 500},
    Model.LAYER: {"dataset": Curve.SIN, "optimizer": Optimizer.ADAM, "lr": 1e-2},
}


def defaults_for(model: str) -> dict[str, object]:
    """The TrainConfig fields a model wants by default, e.g. plain SGD at 1e-6 for the tutorial."""
    return {name: value.value if isinstance(value, Enum) else value
            for name, value in MODEL_DEFAULTS.get(model, {}).items()}
