"""The toy models' losses: the tutorial's sum of squares, MSE (also against one-hot labels for a
classifier trained with it) and cross-entropy."""
from __future__ import annotations

import functools
from typing import Callable

import torch
import torch.nn.functional as F

from playground.engine.torch_private import fused_mse_loss, reduction_enum
from playground.vocabulary import Loss


def squared_error(reduction: str) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """``F.mse_loss(output, target, reduction=reduction)``. For same-shaped tensors it calls the
    op F.mse_loss ends in: its Python wrapper (broadcast_tensors, the reduction's name looked up)
    costs ~2 % of a tutorial step. Other shapes take F.mse_loss, with its broadcast and warning."""
    enum = reduction_enum(reduction)
    fused = fused_mse_loss()
    if fused is None or enum is None:  # pragma: no cover - another torch: the public function
        return functools.partial(F.mse_loss, reduction=reduction)

    def loss(output: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        if output.shape == target.shape:
            return fused(output, target, enum)
        return F.mse_loss(output, target, reduction=reduction)

    return loss


# The tutorial's loss, (y_pred - y).pow(2).sum(), as one fused op with one backward node (the
# three ops and their backward cost ~4 % of a tutorial step).
sum_of_squares = squared_error("sum")
mean_squared_error = squared_error("mean")


def make_loss(name: str, classes: int) -> Callable:
    """The loss called ``name`` (config.loss_name); a classifier's MSE compares its outputs with
    one-hot labels of ``classes`` classes."""
    if name == "sum_squares":
        return sum_of_squares
    if name == Loss.CROSS_ENTROPY:
        return F.cross_entropy
    if classes:  # MSE against one-hot labels
        return lambda output, labels: mean_squared_error(output, F.one_hot(labels, classes).to(output.dtype))
    return mean_squared_error
