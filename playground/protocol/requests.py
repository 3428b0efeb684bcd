"""What the window (or the command line, through the client) asks of the engine: judge the code
(CompileRequest, ValuesAtRequest), train with it (TrainConfig, TrainRequest) and steer the run
(Control, ShownViews), its graph and weights (GraphRequest, ExportWeights), the code's example
(ExampleRequest), and Shutdown. Those with a ``request_id`` get an answer carrying it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from playground.vocabulary import ControlAction


@dataclass(kw_only=True)
class CompileRequest:
    """Compile ``source`` and judge its subject on a grid."""

    request_id: int
    source: str
    subject: Optional[str] = None  # a Function or Module name; None: pick automatically
    x_min: float = -5.0
    x_max: float = 5.0
    points: int = 1001
    shape: Optional[tuple[int, ...]] = None  # input shape for the probe; None: derive it
    filename: str = "<editor>"
    device: str = "cpu"  # where the judge computes: "cpu", "cuda", "cuda:N" (the window: the CPU)
    compile: bool = False  # also run the subject under torch.compile (slow: only when asked)
    # The Jacobian's probe input (engine/judge/jacobian_choice.py): its shape (None: the code's
    # call's, or inferred), and how it is filled, a vocabulary.ProbeValues; other tensors that
    # had its shape take the new one, their values stay seeded.
    jacobian_shape: Optional[tuple[int, ...]] = None
    jacobian_values: str = "random"
    jacobian_numbers: Optional[list[float]] = None  # "numbers": the values, row-major
    # Answer in steps (the window): a CompileResult at each vocabulary.CheckStage, the last one
    # (CHECKS) complete; False (the command line, grading): the complete one only, as before.
    stages: bool = False


@dataclass(kw_only=True)
class TrainConfig:
    """Everything that defines a training run; the same config and seed on the CPU replay exactly."""

    model: str = "fit-1d"  # a vocabulary.Model
    dataset: str = "sin"  # fit-1d: a vocabulary.Curve; classify-2d: a vocabulary.PointCloud
    steps: int = 2000
    batch_size: int = 64
    width: int = 32
    depth: int = 2
    optimizer: str = "adam"  # a vocabulary.Optimizer
    lr: float = 1e-2
    l1: float = 0.0
    l2: float = 0.0
    loss: str = "auto"  # a vocabulary.Loss
    seed: int = 0
    device: str = "cpu"
    noise: float = 0.1
    train_fraction: float = 0.8
    classes: int = 2
    samples: int = 512
    # Points of the user's own (drawn by hand or read from a CSV file) instead of ``dataset``:
    # fit-1d: custom_x [x, ...], custom_y [y, ...]; classify-2d: custom_x [[x1, x2], ...],
    # custom_y [label, ...]. ``dataset`` stays a name of the same kind (a curve, a point cloud).
    custom_x: Optional[list] = None  # list[float] or list[list[float]]
    custom_y: Optional[list[float]] = None
    # At most this many steps a second (0: as fast as it goes), so a class can watch it train.
    max_steps_per_second: float = 0.0


@dataclass(kw_only=True)
class ShownViews:
    """Which pictures of a run the window shows now: the model's prediction (fit or decision
    boundary) and the gradient detail (heat map, histogram, largest value, zeros, dead units).
    Snapshots carry only those shown (the 80×80 decision boundary alone is ~12 % of a classify-2d
    run's time); the last snapshot of a run carries everything. Sent whenever it changes."""

    prediction: bool = True
    gradients: bool = True


@dataclass(kw_only=True)
class TrainRequest:
    """Compile ``source`` and train a toy model that uses its subject."""

    request_id: int
    source: str
    subject: Optional[str]
    config: TrainConfig
    paused: bool = False  # start paused: the window's Step button drives it one step at a time
    snapshot_interval: float = 1 / 30
    histogram_bins: int = 40
    filename: str = "<editor>"
    shown: ShownViews = field(default_factory=ShownViews)  # changed later by ShownViews


@dataclass(kw_only=True)
class Control:
    """Steer the running training: ``pause``, ``resume``, ``step`` (one step while paused) or ``stop``."""

    action: ControlAction


@dataclass(kw_only=True)
class Shutdown:
    """Ask the engine process to exit."""


@dataclass(kw_only=True)
class ValuesAtRequest:
    """Compile ``source`` and compute f and its derivatives at the points ``xs`` (`check --at`)."""

    request_id: int
    source: str
    subject: Optional[str]
    xs: list[float]
    filename: str = "<editor>"


@dataclass(kw_only=True)
class GraphRequest:
    """Ask for the autograd graph behind the loss of the model now: the running run's, else the
    last finished run's. Answered with GraphData."""

    request_id: int


@dataclass(kw_only=True)
class ExportWeights:
    """Save the model's ``state_dict`` (CPU tensors) to ``path`` with torch.save: the running
    run's model, else the last finished run's. Answered with ExportDone."""

    request_id: int
    path: str


@dataclass(kw_only=True)
class ExampleRequest:
    """Run the code's example — its top-level statements, its ``if __name__ == "__main__":`` block
    and lines pasted with ``>>>`` prompts — and record the graph and numbers of every backward
    call it makes (engine/example/). Answered with ExampleResult."""

    request_id: int
    source: str
    filename: str = "<editor>"
    keep: int = 4  # backward calls kept in full: the last ones recorded; the rest are counted
    max_elements: int = 64  # a tensor with more elements is sent as its shape and summary
