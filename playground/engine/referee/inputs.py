"""The inputs a submission is graded on: seeded, float64, in several shapes, with edge values.

Every case gives each tensor argument of the reference's forward a value: x varies, a tensor
shaped like x gets values in [0.5, 1.5) (a scale, a second input), a tensor of its own shape
(a weight) random normal ones; a constant tensor and a plain value keep the reference's own.
The cases, for a Function of one elementwise tensor:

- ``grid``: the probe's grid, 1001 points from x_min to x_max (what the window plots);
- ``random``: 33 normal values times 3; ``matrix``: 4×6; ``batch``: 2×3×4 (several shapes);
- ``edges``: 0, ±1e-8, ±0.5, ±1, ±3, ±10, ±30, ±100, ±1e3, ±1e4, and the reference's kinks and
  points 1e-3 either side of them.

For a Function whose x has features (rows of a linear layer's input) each case is a batch of such
rows. Each case has two sets of grad_outputs: normal values (both signs) and negative ones only,
and for double backward normal grad_outputs and cotangents. The same seed gives the same inputs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from playground import protocol

EDGES = (0.0, 1e-8, -1e-8, 0.5, -0.5, 1.0, -1.0, 3.0, -3.0, 10.0, -10.0, 30.0, -30.0, 100.0, -100.0,
         1e3, -1e3, 1e4, -1e4)
KINK_SIDE = 1e-3  # points this far either side of a kink are in the edge case; backward compares away from it
GRID_POINTS = 1001
CONSISTENCY_POINTS = 6


@dataclass
class ArgumentSpec:
    """One argument of the reference's forward, as grading fills it."""

    name: str
    kind: str  # "x" | "like_x" (a tensor shaped like x) | "shaped" (own shape) | "constant" | "value"
    shape: tuple = ()
    value: object = None  # "constant": its array; "value": the plain value
    requires_grad: bool = True


@dataclass
class Case:
    name: str
    arguments: list  # protocol.EvaluationArgument, one per ArgumentSpec
    x: np.ndarray
    smooth: np.ndarray  # x's shape: True away from the reference's kinks (gradients compared there)
    grad_outputs: list = field(default_factory=list)  # sets: a list per set, an array (or None) per output
    double_grad_outputs: list = field(default_factory=list)
    cotangents: list = field(default_factory=list)  # one per argument (None for those without gradient)


def x_values(name: str, feature_shape: tuple, generator: np.random.Generator, kinks: list,
             x_min: float, x_max: float) -> np.ndarray:
    """x of the case ``name``: points, then rows of ``feature_shape`` (a little noise across a row)."""
    if name == "grid":
        points = np.linspace(x_min, x_max, GRID_POINTS if not feature_shape else 64)
    elif name == "edges":
        near = [k + side for k in kinks for side in (-KINK_SIDE, 0.0, KINK_SIDE)]
        points = np.array(list(EDGES) + near, dtype=np.float64)
    elif name == "random":
        points = 3.0 * generator.standard_normal(33 if not feature_shape else 7)
    elif name == "consistency":  # gradcheck's points: away from every kink; each is two calls into the
        # submission's process per input element (gradcheck's numerical Jacobian) and one per output element
        count = CONSISTENCY_POINTS if not feature_shape else max(2, min(CONSISTENCY_POINTS, 256 // int(np.prod(feature_shape))))
        points = generator.uniform(x_min, x_max, 4 * count)
        for kink in kinks:
            points = points[np.abs(points - kink) > 0.05]
        points = points[:count] if len(points) >= 2 else generator.uniform(x_min, x_max, count)
    elif name == "matrix" and not feature_shape:
        return 2.0 * generator.standard_normal((4, 6))
    elif name == "batch" and not feature_shape:
        return 2.0 * generator.standard_normal((2, 3, 4))
    else:
        raise KeyError(name)
    if not feature_shape:
        return points
    rows = np.broadcast_to(points.reshape(-1, *([1] * len(feature_shape))), points.shape + tuple(feature_shape))
    return rows + 0.05 * generator.standard_normal(rows.shape) * (np.abs(rows) < 1e3)


def case_names(feature_shape: tuple) -> list[str]:
    return ["grid", "random", "matrix", "batch", "edges"] if not feature_shape else ["grid", "random", "edges"]


def make_case(name: str, specs: list, feature_shape: tuple, seed: int, kinks: list, x_min: float,
              x_max: float) -> Case:
    names = case_names(feature_shape) + ["consistency"]
    generator = np.random.default_rng([seed, names.index(name)])
    x = x_values(name, feature_shape, generator, kinks, x_min, x_max)
    arguments = [_argument(spec, x, generator) for spec in specs]
    smooth = np.ones(x.shape, bool)
    for kink in kinks:
        smooth &= np.abs(x - kink) > KINK_SIDE / 2
    return Case(name, arguments, x, smooth)


def _argument(spec: ArgumentSpec, x: np.ndarray, generator: np.random.Generator) -> protocol.EvaluationArgument:
    if spec.kind == "x":
        return protocol.EvaluationArgument(x.copy(), None, spec.requires_grad)
    if spec.kind == "like_x":
        return protocol.EvaluationArgument(0.5 + generator.random(x.shape), None, spec.requires_grad)
    if spec.kind == "shaped":
        return protocol.EvaluationArgument(generator.standard_normal(spec.shape), None, spec.requires_grad)
    if spec.kind == "constant":
        return protocol.EvaluationArgument(np.array(spec.value, dtype=np.float64), None, False)
    return protocol.EvaluationArgument(None, spec.value, False)


def add_upstreams(case: Case, output_shapes: list, seed: int, index: int) -> None:
    """grad_outputs (two sets) and double backward's grad_outputs and cotangents, for the
    reference's outputs (None where an output has no gradient) and arguments."""
    generator = np.random.default_rng([seed, 1000 + index])

    def normal(shape: Optional[tuple]) -> Optional[np.ndarray]:
        return None if shape is None else generator.standard_normal(shape)

    case.grad_outputs = [[normal(s) for s in output_shapes],
                         [None if s is None else -(0.5 + generator.random(s)) for s in output_shapes]]
    case.double_grad_outputs = [normal(s) for s in output_shapes]
    case.cotangents = [normal(a.array.shape) if a.array is not None and a.requires_grad else None
                       for a in case.arguments]
