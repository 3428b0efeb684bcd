"""TensorValue: a tensor's numbers as the graphs show them, whole when small, else its summary.
Both the training run's graph (graph.py) and the example's backward calls (example.py) carry it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np


@dataclass
class TensorValue:
    """A tensor of the example as the graph shows it: every element when it has at most the
    request's ``max_elements`` (``values``, float64 in its shape), else only its summary (the
    summary fields are filled only then)."""

    shape: tuple[int, ...]
    dtype: str  # "float32", "int64", ...
    values: Optional[np.ndarray] = None  # None: too big to send whole
    minimum: float = 0.0
    mean: float = 0.0
    maximum: float = 0.0
    norm: float = 0.0  # L2 norm
