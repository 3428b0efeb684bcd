"""What a training run sends back (its request, TrainRequest, is in requests.py): TrainStarted,
then TrainSnapshot (with the model's Prediction) about 30 times a second, then TrainFinished;
and ExportDone, the answer to ExportWeights."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from playground.protocol.errors import ErrorInfo
from playground.vocabulary import RunEnd


@dataclass
class TrainStarted:
    request_id: int
    model: str
    dataset: str
    device: str
    total_steps: int
    param_names: list[str]  # e.g. ["layers.0.weight", ...]
    param_shapes: list[tuple[int, ...]]
    data_x: Optional[np.ndarray] = None  # training points: (N,) for fit-1d, (N, 2) for classify-2d
    data_y: Optional[np.ndarray] = None  # targets (N,) or labels (N,)
    task: str = "regression"  # regression | classification | tutorial


@dataclass
class Prediction:
    """What the model computes now: a curve (fit-1d) or class scores on a grid (classify-2d)."""

    kind: str  # "curve" | "boundary"
    x: np.ndarray  # curve: (M,) inputs; boundary: (W,) grid x coordinates
    y: np.ndarray  # curve: (M,) outputs; boundary: (H,) grid y coordinates
    target: Optional[np.ndarray] = None  # curve: the target function on x
    classes: Optional[np.ndarray] = None  # boundary: (H, W) predicted class
    confidence: Optional[np.ndarray] = None  # boundary: (H, W) probability of the predicted class


@dataclass
class TrainSnapshot:
    """What happened since the previous snapshot (about 30 per second at most)."""

    request_id: int
    step: int  # steps done so far
    steps: np.ndarray  # step numbers (1-based) of the new records
    loss: np.ndarray
    test_loss: Optional[np.ndarray]
    accuracy: Optional[np.ndarray]
    grad_norms: dict[str, np.ndarray]  # L2 norms by parameter name, one per new step
    grad_max: dict[str, float]  # largest |gradient| now, by parameter name
    zero_fraction: dict[str, float]  # fraction of exact zeros in the gradient now
    gradients: dict[str, np.ndarray]  # current gradient as float32 array (at most 256×256)
    histograms: dict[str, tuple[np.ndarray, np.ndarray]]  # (counts, edges)
    prediction: Optional[Prediction]
    steps_per_second: float
    dead_fraction: Optional[float] = None  # fraction of activation outputs with zero gradient


@dataclass
class TrainFinished:
    request_id: int
    reason: RunEnd
    step: int
    final_loss: Optional[float]
    steps_per_second: float
    errors: list[ErrorInfo] = field(default_factory=list)


@dataclass
class ExportDone:
    """The answer to ExportWeights: written to ``path``, or ``error`` says why not."""

    request_id: int
    path: str
    error: Optional[ErrorInfo] = None
