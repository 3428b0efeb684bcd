"""The inputs a submission is graded on: float64, in several shapes, every size and value drawn.

Every case gives each tensor argument of the reference's forward a value: x varies, a tensor
shaped like x gets values in [0.5, 1.5) (a scale, a second input), a tensor of its own shape
(a weight) random normal ones; a constant tensor and a plain value keep the reference's own.
The cases, for a Function of one elementwise tensor:

- ``grid``: evenly spaced points from x_min to x_max (about the probe's 1001, what the window plots);
- ``random``: normal values times 3; ``matrix``: a matrix; ``batch``: a 3-d batch (several shapes);
- ``special``: 0, ±1e-8, ±0.5, ±1, ±3, ±10, the reference's kinks and points 1e-3 either side of
  them, and a few random values;
- ``consistency``: gradcheck's points (the consistency criterion), away from every kink;
- ``edges``: extreme inputs, ±30, ±100, ±1e3, ±1e4 and a few random ones in between (the edges
  criterion, off unless it is given points: a formula right in mathematics may overflow there).

The sizes as well as the values come from the seed and the reference's text: a backward that
recognises a size (gradcheck's, say) would otherwise earn a criterion it does not deserve, and
no submission can read the reference, so even the default seed gives it nothing to recognise.
For a Function whose x has features (rows of a linear layer's input) each case is a batch of
such rows. Each case has two sets of grad_outputs: normal values (both signs) and negative ones
only, and for double backward normal grad_outputs and cotangents. The same seed and reference
give the same inputs.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from playground import protocol

SPECIAL = (0.0, 1e-8, -1e-8, 0.5, -0.5, 1.0, -1.0, 3.0, -3.0, 10.0, -10.0)
EXTREMES = (30.0, -30.0, 100.0, -100.0, 1e3, -1e3, 1e4, -1e4)
KINK_SIDE = 1e-3  # points this far either side of a kink are in the special case; backward compares away from it
GRID_POINTS = (801, 1201)  # each range: the least and the most, both included
RANDOM_POINTS = (16, 48)
MATRIX_SHAPE = ((2, 6), (3, 8))
BATCH_SHAPE = ((2, 3), (2, 4), (2, 5))
CONSISTENCY_POINTS = (4, 9)  # about the 6 gradcheck had, at about its cost: 3 calls per point into the process
RANDOM_EXTRA = (0, 8)  # random values added to the special and edge cases
DEFAULT_CASES = ("grid", "random", "matrix", "batch", "special")  # the forward, backward, double backward criteria
ROW_CASES = ("grid", "random", "special")  # where x has features: batches of rows


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


def draw_seed(seed: int, reference_source: str) -> list[int]:
    """What every draw starts from: the seed and the reference's text (its SHA-256), which no
    submission can read."""
    digest = hashlib.sha256(reference_source.encode("utf-8", "surrogatepass")).digest()
    return [int(seed) & (2**64 - 1), int.from_bytes(digest[:8], "little")]


def generator_of(draw: list[int], *salt: int) -> np.random.Generator:
    return np.random.default_rng([*draw, *salt])


def _between(generator: np.random.Generator, bounds: tuple) -> int:
    return int(generator.integers(bounds[0], bounds[1] + 1))


def x_values(name: str, feature_shape: tuple, generator: np.random.Generator, kinks: list,
             x_min: float, x_max: float) -> np.ndarray:
    """x of the case ``name``: points, then rows of ``feature_shape`` (a little noise across a row)."""
    rows = bool(feature_shape)
    if name == "grid":
        points = np.linspace(x_min, x_max, _between(generator, (48, 80) if rows else GRID_POINTS))
    elif name == "special":
        near = [k + side for k in kinks for side in (-KINK_SIDE, 0.0, KINK_SIDE)]
        extra = 3.0 * generator.standard_normal(_between(generator, RANDOM_EXTRA))
        points = generator.permutation(np.array(list(SPECIAL) + near + list(extra), dtype=np.float64))
    elif name == "edges":
        count = _between(generator, RANDOM_EXTRA)
        extra = np.sign(generator.standard_normal(count)) * 10.0 ** generator.uniform(1.5, 4.0, count)
        points = np.array(list(EXTREMES) + list(extra), dtype=np.float64)
        points = points[np.argsort(np.abs(points), kind="stable")]  # a finding names the mildest that fails
    elif name == "random":
        points = 3.0 * generator.standard_normal(_between(generator, (4, 10) if rows else RANDOM_POINTS))
    elif name == "consistency":
        points = _consistency_points(feature_shape, generator, kinks, x_min, x_max)
    elif name == "matrix" and not rows:
        return 2.0 * generator.standard_normal(tuple(_between(generator, b) for b in MATRIX_SHAPE))
    elif name == "batch" and not rows:
        return 2.0 * generator.standard_normal(tuple(_between(generator, b) for b in BATCH_SHAPE))
    else:
        raise KeyError(name)
    if not rows:
        return points
    grid = np.broadcast_to(points.reshape(-1, *([1] * len(feature_shape))), points.shape + tuple(feature_shape))
    return grid + 0.05 * generator.standard_normal(grid.shape) * (np.abs(grid) < 1e3)


def _consistency_points(feature_shape: tuple, generator: np.random.Generator, kinks: list, x_min: float,
                        x_max: float) -> np.ndarray:
    """gradcheck's points, away from every kink: each is two calls into the submission's process per
    input element (gradcheck's numerical Jacobian) and one per output element, so a wide row gets fewer."""
    count = _between(generator, CONSISTENCY_POINTS)
    if feature_shape:
        count = max(2, min(count, 256 // int(np.prod(feature_shape))))
    points = generator.uniform(x_min, x_max, 4 * count)
    for kink in kinks:
        points = points[np.abs(points - kink) > 0.05]
    return points[:count] if len(points) >= 2 else generator.uniform(x_min, x_max, count)


def case_names(feature_shape: tuple) -> tuple[str, ...]:
    """The cases of the forward, backward and double backward criteria."""
    return ROW_CASES if feature_shape else DEFAULT_CASES


SALTS = {name: index for index, name in enumerate(DEFAULT_CASES + ("consistency", "edges"))}


def make_case(name: str, specs: list, feature_shape: tuple, draw: list[int], kinks: list, x_min: float,
              x_max: float) -> Case:
    generator = generator_of(draw, SALTS[name])
    x = x_values(name, feature_shape, generator, kinks, x_min, x_max)
    arguments = [_argument(spec, x, generator) for spec in specs]
    smooth = np.ones(x.shape, bool)
    for kink in kinks:
        smooth &= np.abs(x - kink) > KINK_SIDE / 2
    return Case(name, arguments, x, smooth)


def _argument(spec: ArgumentSpec, x: np.ndarray, generator: np.random.Generator) -> protocol.EvaluationArgument:
    if spec.kind == "x":
        return protocol.EvaluationArgument(array=x.copy(), value=None, requires_grad=spec.requires_grad)
    if spec.kind == "like_x":
        return protocol.EvaluationArgument(array=0.5 + generator.random(x.shape), value=None,
                                           requires_grad=spec.requires_grad)
    if spec.kind == "shaped":
        return protocol.EvaluationArgument(array=generator.standard_normal(spec.shape), value=None,
                                           requires_grad=spec.requires_grad)
    if spec.kind == "constant":
        return protocol.EvaluationArgument(array=np.array(spec.value, dtype=np.float64), value=None,
                                           requires_grad=False)
    return protocol.EvaluationArgument(array=None, value=spec.value, requires_grad=False)


def add_upstreams(case: Case, output_shapes: list, draw: list[int]) -> None:
    """grad_outputs (two sets) and double backward's grad_outputs and cotangents, for the
    reference's outputs (None where an output has no gradient) and arguments."""
    generator = generator_of(draw, 1000 + SALTS[case.name])

    def normal(shape: Optional[tuple]) -> Optional[np.ndarray]:
        return None if shape is None else generator.standard_normal(shape)

    case.grad_outputs = [[normal(s) for s in output_shapes],
                         [None if s is None else -(0.5 + generator.random(s)) for s in output_shapes]]
    case.double_grad_outputs = [normal(s) for s in output_shapes]
    case.cotangents = [normal(a.array.shape) if a.array is not None and a.requires_grad else None
                       for a in case.arguments]
