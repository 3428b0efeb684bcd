"""What the model computes now, on a fixed grid: the fitted curve (fit-1d) or the class and its
confidence over the plane (classify-2d). Grids are built once; a prediction is one forward pass."""
from __future__ import annotations

import contextlib

import numpy as np
import torch
from torch import nn

from playground.engine.train.datasets import Dataset
from playground.protocol import Prediction

CURVE_POINTS = 200
BOUNDARY_SIDE = 80


class CurveGrid:
    """CURVE_POINTS inputs over the data's range (with a margin) and the noise-free target there."""

    def __init__(self, dataset: Dataset, device: torch.device, points: int = CURVE_POINTS):
        low, high = dataset.bounds(margin=0.05)[0]
        self.x = np.linspace(low, high, points).astype(np.float32)
        self.target = dataset.target(self.x).astype(np.float32) if dataset.target else None
        self.inputs = torch.from_numpy(self.x[:, None]).to(device)

    def predict(self, model: nn.Module) -> Prediction:
        outputs = model(self.inputs).reshape(-1)
        return Prediction(
            kind="curve",
            x=self.x,
            y=outputs.float().cpu().numpy().astype(np.float32),
            target=self.target,
        )


class BoundaryGrid:
    """A side × side grid over the points' bounding box (with a margin); point [h, w] is
    (xs[w], ys[h])."""

    def __init__(self, dataset: Dataset, device: torch.device, side: int = BOUNDARY_SIDE):
        bounds = dataset.bounds(margin=0.1)
        self.xs = np.linspace(bounds[0, 0], bounds[0, 1], side).astype(np.float32)
        self.ys = np.linspace(bounds[1, 0], bounds[1, 1], side).astype(np.float32)
        grid_x, grid_y = np.meshgrid(self.xs, self.ys)  # (side, side), rows follow ys
        points = np.stack([grid_x.reshape(-1), grid_y.reshape(-1)], axis=1)
        self.inputs = torch.from_numpy(points).to(device)
        self.shape = grid_x.shape

    def predict(self, model: nn.Module) -> Prediction:
        logits = model(self.inputs).float()
        # The largest softmax probability is 1 / Σ exp(logit - largest logit): 4x cheaper than a
        # softmax over a dimension of two or three classes, which torch does slowly.
        top, classes = logits.max(dim=1)
        confidence = torch.exp(logits - top[:, None]).sum(dim=1).reciprocal_()
        both = torch.stack([confidence, classes.float()]).cpu().numpy()
        return Prediction(
            kind="boundary",
            x=self.xs,
            y=self.ys,
            classes=both[1].astype(np.int64).reshape(self.shape),
            confidence=both[0].astype(np.float32).reshape(self.shape),
        )


def make_grid(dataset: Dataset, device: torch.device):
    """The grid that shows this dataset's task: a CurveGrid or a BoundaryGrid."""
    if dataset.task == "regression":
        return CurveGrid(dataset, device)
    return BoundaryGrid(dataset, device)


def predict(model: nn.Module, grid) -> Prediction:
    """The model's prediction on ``grid`` in evaluation mode, without building a graph; the
    model's training mode is restored afterwards."""
    with evaluation_mode(model), torch.no_grad():
        return grid.predict(model)


@contextlib.contextmanager
def evaluation_mode(model: nn.Module):
    """``model.train(False)`` inside the block, the previous mode restored after.

    Module.train() walks the tree through Module.__setattr__, ~40 µs for a small MLP there and
    back: a fifth of a classify-2d step, which evaluates the test set every step. Where no module
    overrides train(), setting the flags directly does the same in a few µs."""
    modules = list(model.modules())
    if any(type(module).train is not nn.Module.train for module in modules):
        was_training = model.training
        model.train(False)
        try:
            yield
        finally:
            model.train(was_training)
        return
    modes = [module.training for module in modules]
    for module in modules:
        module.__dict__["training"] = False
    try:
        yield
    finally:
        for module, mode in zip(modules, modes):
            module.__dict__["training"] = mode
