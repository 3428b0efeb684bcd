"""Checking a TrainConfig before anything is built, and what its choices mean."""
from __future__ import annotations

import math

from playground.engine.train.datasets import CURVES, MAX_CLASSES, POINT_CLOUDS, is_curve, is_point_cloud
from playground.protocol import ErrorInfo, TrainConfig
from playground.vocabulary import MAX_DEPTH, MAX_WIDTH, MODEL_DEFAULTS, Loss, Model, Optimizer, defaults_for, names

__all__ = ["MODEL_DEFAULTS", "defaults_for", "MAX_WIDTH", "MAX_DEPTH"]  # said once in playground/vocabulary.py, used here too

MODELS = names(Model)
OPTIMIZERS = names(Optimizer)
LOSSES = names(Loss)
MOMENTUM = 0.9
MAX_SAMPLES = 1_000_000

class ConfigError(ValueError):
    """A TrainConfig that cannot be trained; ``.info`` carries it as data (code "bad_config")."""

    def __init__(self, field_name: str, message: str):
        super().__init__(message)
        self.info = ErrorInfo(
            line=None,
            phase="train",
            type="ConfigError",
            message=message,
            code="bad_config",
            params={"field": field_name, "text": message},
        )


def task_of(config: TrainConfig) -> str:
    """"regression", "classification" or "tutorial"."""
    if config.model == Model.TUTORIAL_2LAYER:
        return "tutorial"
    if config.model == Model.FIT_1D or (config.model == Model.LAYER and is_curve(config.dataset)):
        return "regression"
    return "classification"


def loss_name(config: TrainConfig) -> str:
    """The loss that "auto" stands for: the tutorial's sum of squares, MSE, or cross-entropy."""
    if config.loss != Loss.AUTO:
        return config.loss
    return {"tutorial": "sum_squares", "regression": "mse", "classification": "cross_entropy"}[
        task_of(config)
    ]


def validate_config(config: TrainConfig) -> None:
    """Raise ConfigError naming the first field that cannot work."""
    check(config.model in MODELS, "model", f"unknown model {config.model!r}; choose one of {', '.join(MODELS)}")
    check_dataset(config)
    check(config.optimizer in OPTIMIZERS, "optimizer",
          f"unknown optimizer {config.optimizer!r}; choose one of {', '.join(OPTIMIZERS)}")
    check(config.loss in LOSSES, "loss", f"unknown loss {config.loss!r}; choose one of {', '.join(LOSSES)}")
    check(not (config.loss == Loss.CROSS_ENTROPY and task_of(config) != "classification"), "loss",
          "cross-entropy needs class labels: use it with classify-2d (or layer mode on a point cloud)")
    check(int(config.steps) >= 0, "steps", "steps must be 0 or more")
    check(int(config.batch_size) >= 1, "batch_size", "batch size must be at least 1")
    check(1 <= int(config.width) <= MAX_WIDTH, "width", f"width must be between 1 and {MAX_WIDTH}")
    check(1 <= int(config.depth) <= MAX_DEPTH, "depth", f"depth must be between 1 and {MAX_DEPTH}")
    check(math.isfinite(config.lr) and config.lr > 0, "lr", "the learning rate must be a positive number")
    for name in ("l1", "l2", "noise"):
        value = getattr(config, name)
        check(math.isfinite(value) and value >= 0, name, f"{name} must be zero or a positive number")
    check(0 < config.train_fraction <= 1, "train_fraction", "train fraction must be above 0 and at most 1")
    check(2 <= int(config.classes) <= MAX_CLASSES, "classes", f"classes must be between 2 and {MAX_CLASSES}")
    check(2 <= int(config.samples) <= MAX_SAMPLES, "samples", f"samples must be between 2 and {MAX_SAMPLES}")


def check_dataset(config: TrainConfig) -> None:
    if config.model == Model.TUTORIAL_2LAYER:
        return  # the tutorial brings its own random data
    curves, clouds = ", ".join(CURVES), ", ".join(POINT_CLOUDS)
    if config.model == Model.FIT_1D:
        check(is_curve(config.dataset), "dataset", f"fit-1d fits a curve: choose one of {curves}")
    elif config.model == Model.CLASSIFY_2D:
        check(is_point_cloud(config.dataset), "dataset", f"classify-2d needs a point cloud: choose one of {clouds}")
    else:
        check(is_curve(config.dataset) or is_point_cloud(config.dataset), "dataset",
              f"unknown dataset {config.dataset!r}; choose one of {curves}, {clouds}")


def check(condition: bool, field_name: str, message: str) -> None:
    if not condition:
        raise ConfigError(field_name, message)
