"""Toy data for the toy models: 1-D curves to fit and 2-D point clouds to classify.

Plain numpy, generated from a seed, so the same seed always gives the same points.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import numpy as np

from playground.protocol import ErrorInfo
from playground.vocabulary import Curve, Model, PointCloud
from playground.vocabulary import names as member_names

CURVE_DOMAIN = (-3.0, 3.0)


def sawtooth(x: np.ndarray) -> np.ndarray:
    """Period 2, rising from -1 to 1."""
    return x - 2.0 * np.floor((x + 1.0) / 2.0)


# The names are playground/vocabulary.py's (the window offers the same), in its order.
CURVES: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    Curve.SIN.value: lambda x: np.sin(2.0 * x),
    Curve.ABS.value: lambda x: np.abs(x) - 1.5,
    Curve.STEP.value: lambda x: np.where(x > 0.0, 1.0, -1.0),
    Curve.SAWTOOTH.value: sawtooth,
    Curve.CUBIC.value: lambda x: 0.1 * x**3 - 0.5 * x,
}
POINT_CLOUDS = member_names(PointCloud)
MAX_CLASSES = 10
CUSTOM = "custom"  # the name of a dataset made of the user's own points
MAX_CUSTOM_POINTS = 1_000_000


@dataclass
class Dataset:
    """Training (and test) data as numpy arrays, float32 inputs.

    ``task`` is "regression" (x: (N, 1), y: (N, 1) float32) or "classification"
    (x: (N, 2), y: (N,) int64 labels). ``target`` is the noise-free curve (regression only).
    """

    name: str
    task: str
    x_train: np.ndarray
    y_train: np.ndarray
    x_test: np.ndarray
    y_test: np.ndarray
    classes: int = 0
    target: Optional[Callable[[np.ndarray], np.ndarray]] = None

    @property
    def inputs(self) -> int:
        return self.x_train.shape[1]

    @property
    def outputs(self) -> int:
        return 1 if self.task == "regression" else self.classes

    def bounds(self, margin: float = 0.1) -> np.ndarray:
        """(inputs, 2) lower and upper bound of all points, widened by ``margin`` of the span."""
        points = np.concatenate([self.x_train, self.x_test])
        low, high = points.min(axis=0), points.max(axis=0)
        span = np.maximum(high - low, 1e-6)
        return np.stack([low - margin * span, high + margin * span], axis=1)


def is_curve(name: str) -> bool:
    return name in CURVES


def is_point_cloud(name: str) -> bool:
    return name in POINT_CLOUDS


def make_curve(name: str, samples: int, noise: float, seed: int) -> Dataset:
    """``samples`` points x uniform on CURVE_DOMAIN, y = curve(x) + noise · N(0, 1); no test split."""
    if name not in CURVES:
        raise ValueError(f"unknown curve {name!r}; choose one of {', '.join(CURVES)}")
    rng = np.random.default_rng(seed)
    x = rng.uniform(*CURVE_DOMAIN, size=samples)
    y = CURVES[name](x) + noise * rng.standard_normal(samples)
    empty = np.zeros((0, 1), np.float32)
    return Dataset(
        name=name,
        task="regression",
        x_train=x.astype(np.float32)[:, None],
        y_train=y.astype(np.float32)[:, None],
        x_test=empty,
        y_test=empty,
        target=CURVES[name],
    )


def class_sizes(samples: int, classes: int) -> list[int]:
    """``samples`` split as evenly as possible over ``classes``."""
    return [samples // classes + (1 if k < samples % classes else 0) for k in range(classes)]


def spiral(rng: np.random.Generator, samples: int, classes: int) -> tuple:
    """``classes`` interleaved arms, each turning 1.5 times from the centre out to radius 1."""
    xs, labels = [], []
    for k, n in enumerate(class_sizes(samples, classes)):
        radius = np.linspace(0.05, 1.0, n)
        angle = 2 * np.pi * k / classes + 3.0 * np.pi * radius
        xs.append(np.stack([radius * np.cos(angle), radius * np.sin(angle)], axis=1))
        labels.append(np.full(n, k))
    return np.concatenate(xs), np.concatenate(labels)


def moons(rng: np.random.Generator, samples: int, classes: int) -> tuple:
    """Two interleaving half circles (scikit-learn's make_moons, centred)."""
    outer, inner = class_sizes(samples, 2)
    a = rng.uniform(0.0, np.pi, outer)
    b = rng.uniform(0.0, np.pi, inner)
    top = np.stack([np.cos(a), np.sin(a)], axis=1)
    bottom = np.stack([1.0 - np.cos(b), 0.5 - np.sin(b)], axis=1)
    points = np.concatenate([top, bottom]) - np.array([0.5, 0.25])
    return points, np.concatenate([np.zeros(outer), np.ones(inner)])


def circles(rng: np.random.Generator, samples: int, classes: int) -> tuple:
    """A ring of radius 1 (class 0) around a ring of radius 0.5 (class 1)."""
    outer, inner = class_sizes(samples, 2)
    angle = rng.uniform(0.0, 2 * np.pi, outer + inner)
    radius = np.concatenate([np.ones(outer), np.full(inner, 0.5)])
    points = np.stack([radius * np.cos(angle), radius * np.sin(angle)], axis=1)
    return points, np.concatenate([np.zeros(outer), np.ones(inner)])


def xor(rng: np.random.Generator, samples: int, classes: int) -> tuple:
    """Uniform on the square [-1, 1]²; class 1 where the signs of the coordinates differ
    (as many points in each class)."""
    labels = np.concatenate([np.full(n, k) for k, n in enumerate(class_sizes(samples, 2))])
    points = rng.uniform(-1.0, 1.0, (samples, 2))
    same_sign = np.where(labels == 0, 1.0, -1.0)
    points[:, 0] = np.abs(points[:, 0]) * np.where(points[:, 1] < 0, -1.0, 1.0) * same_sign
    return points, labels


def blobs(rng: np.random.Generator, samples: int, classes: int) -> tuple:
    """One Gaussian blob (std 0.25) per class, centres evenly spaced on the unit circle."""
    xs, labels = [], []
    for k, n in enumerate(class_sizes(samples, classes)):
        angle = 2 * np.pi * k / classes
        centre = np.array([np.cos(angle), np.sin(angle)])
        xs.append(centre + 0.25 * rng.standard_normal((n, 2)))
        labels.append(np.full(n, k))
    return np.concatenate(xs), np.concatenate(labels)


GENERATORS = {"spiral": spiral, "moons": moons, "circles": circles, "xor": xor, "blobs": blobs}
CLASSES_ADJUSTABLE = ("spiral", "blobs")


def make_point_cloud(
    name: str, samples: int, noise: float, seed: int, train_fraction: float = 0.8, classes: int = 2
) -> Dataset:
    """``samples`` labelled 2-D points plus Gaussian noise of std ``noise``, shuffled and split.

    ``classes`` applies to spiral and blobs; moons, circles and xor have two. The first
    round(train_fraction · samples) shuffled points train (at least one), the rest test.
    """
    if name not in GENERATORS:
        raise ValueError(f"unknown point cloud {name!r}; choose one of {', '.join(POINT_CLOUDS)}")
    classes = classes if name in CLASSES_ADJUSTABLE else 2
    if not 2 <= classes <= MAX_CLASSES:
        raise ValueError(f"classes must be between 2 and {MAX_CLASSES}, not {classes}")
    rng = np.random.default_rng(seed)
    points, labels = GENERATORS[name](rng, samples, classes)
    points = points + noise * rng.standard_normal(points.shape)
    order = rng.permutation(len(points))
    points, labels = points[order].astype(np.float32), labels[order].astype(np.int64)
    train = min(len(points), max(1, int(round(train_fraction * len(points)))))
    return Dataset(
        name=name,
        task="classification",
        x_train=points[:train],
        y_train=labels[:train],
        x_test=points[train:],
        y_test=labels[train:],
        classes=classes,
    )


def make_dataset(
    name: str, samples: int, noise: float, seed: int, train_fraction: float = 0.8, classes: int = 2
) -> Dataset:
    """A curve (regression) or a point cloud (classification) by name."""
    if is_curve(name):
        return make_curve(name, samples, noise, seed)
    if is_point_cloud(name):
        return make_point_cloud(name, samples, noise, seed, train_fraction, classes)
    names = ", ".join([*CURVES, *POINT_CLOUDS])
    raise ValueError(f"unknown dataset {name!r}; choose one of {names}")


# --------------------------------------------------------------------------- the user's own points


class CustomDataError(ValueError):
    """Custom points that cannot be trained on; ``.info`` carries it as data (a ``custom_*`` code)."""

    def __init__(self, message: str, code: str, **params):
        super().__init__(message)
        self.info = ErrorInfo(line=None, phase="train", type="CustomDataError", message=message,
                              code=code, params=params)


def custom_task(model: str, dataset: str) -> str:
    """What the user's points must be for this model: "regression" (x, y) or "classification"
    (x1, x2, label); layer mode follows the kind of ``dataset``, as the Trainer does."""
    if model == Model.FIT_1D or (model == Model.LAYER and is_curve(dataset)):
        return "regression"
    return "classification"


def make_custom_dataset(x, y, task: str, seed: int, train_fraction: float = 0.8) -> Dataset:
    """The user's points as a Dataset named CUSTOM, without added noise.

    Regression: x [x, ...] and y [y, ...], every point trains (as for the curves). Classification:
    x [[x1, x2], ...] and y [label, ...] (whole numbers 0..MAX_CLASSES-1), shuffled from ``seed``
    and split like the point clouds; classes = largest label + 1 (at least 2).
    Raises CustomDataError saying what is wrong.
    """
    inputs, targets = _custom_arrays(x, y, task)
    if task == "regression":
        empty = np.zeros((0, 1), np.float32)
        return Dataset(CUSTOM, "regression", inputs[:, None], targets[:, None], empty, empty)
    labels = targets.astype(np.int64)
    order = np.random.default_rng(seed).permutation(len(inputs))
    inputs, labels = inputs[order], labels[order]
    train = min(len(inputs), max(1, int(round(train_fraction * len(inputs)))))
    classes = max(2, int(labels.max()) + 1)
    return Dataset(CUSTOM, "classification", inputs[:train], labels[:train], inputs[train:],
                   labels[train:], classes=classes)


def _custom_arrays(x, y, task: str) -> tuple[np.ndarray, np.ndarray]:
    """x and y as float arrays of the shapes ``task`` needs, checked."""
    columns = "x, y" if task == "regression" else "x1, x2, label"
    try:
        inputs = np.asarray(x, dtype=np.float64)
        targets = np.asarray(y if y is not None else [], dtype=np.float64)
    except (TypeError, ValueError):
        raise CustomDataError(f"the custom points must be numbers ({columns})", "custom_not_numbers",
                              columns=columns) from None
    expected_ndim = 1 if task == "regression" else 2
    if inputs.ndim != expected_ndim or (task != "regression" and inputs.shape[1] != 2):
        what = "one number x per point" if task == "regression" else "two coordinates x1, x2 per point"
        raise CustomDataError(f"this model needs {what} ({columns})", "custom_wrong_shape",
                              columns=columns, task=task)
    count = len(inputs)
    if targets.ndim != 1 or len(targets) != count:
        raise CustomDataError(f"there are {count} points but {targets.size} targets", "custom_length_mismatch",
                              points=count, targets=int(targets.size))
    if not 2 <= count <= MAX_CUSTOM_POINTS:
        raise CustomDataError(f"custom data needs between 2 and {MAX_CUSTOM_POINTS} points, not {count}",
                              "custom_count", count=count, most=MAX_CUSTOM_POINTS)
    if not (np.isfinite(inputs).all() and np.isfinite(targets).all()):
        raise CustomDataError("the custom points contain NaN or infinity", "custom_not_finite")
    if task == "classification":
        if not (np.all(targets == np.round(targets)) and targets.min() >= 0 and targets.max() < MAX_CLASSES):
            raise CustomDataError(f"class labels must be whole numbers from 0 to {MAX_CLASSES - 1}",
                                  "custom_bad_labels", max_label=MAX_CLASSES - 1)
    return inputs.astype(np.float32), targets.astype(np.float32)


def dataset_for(config) -> Dataset:
    """The data a TrainConfig trains on: its custom points when ``custom_x`` is set, else the
    named dataset. (The Trainer calls this; ``config`` is a protocol.TrainConfig.)"""
    custom_x = getattr(config, "custom_x", None)
    if custom_x is not None:
        task = custom_task(config.model, config.dataset)
        return make_custom_dataset(custom_x, getattr(config, "custom_y", None), task, int(config.seed),
                                   config.train_fraction)
    return make_dataset(config.dataset, int(config.samples), config.noise, int(config.seed),
                        config.train_fraction, int(config.classes))
