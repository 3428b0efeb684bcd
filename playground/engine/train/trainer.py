"""Trainer: trains a toy model that uses the subject, one step at a time, and reports on it.

The hot path (``step``) keeps everything on the device: the loss and every parameter's gradient
norm go into a preallocated buffer with one fused norm and one stack; no ``.item()``, no sync.
The host sees them only when ``drain``/``snapshot`` copies them in one go (about 30 times a second).
A classifier's test loss and accuracy cost a forward pass over the test set: they are scored at
most every METRICS_INTERVAL seconds (and at the first and the last step), not at every step.
"""
from __future__ import annotations

import contextlib
import time
from typing import Callable, Optional

import numpy as np
import torch
from torch import nn

from playground.engine.torch_private import foreach_add_, foreach_norm
from playground.engine.train.backward import Backward
from playground.engine.train.batches import BatchStream
from playground.engine.train.config import MOMENTUM, ConfigError, loss_name, task_of, validate_config
from playground.engine.train.datasets import Dataset, dataset_for
from playground.engine.train.devices import resolve_device
from playground.engine.train.grad_stats import GradientDetails, GradientInspector, dead_fraction
from playground.engine.train.losses import make_loss
from playground.engine.train.models import (
    TUTORIAL_HIDDEN,
    TutorialNet,
    build_mlp,
    named_trainable_parameters,
    tutorial_data,
)
from playground.engine.train.predictions import evaluation_mode, make_grid, predict
from playground.engine.train.records import NonFiniteError, StepRecorder
from playground.protocol import TrainConfig, TrainSnapshot, TrainStarted
from playground.vocabulary import Model, Optimizer

__all__ = ["Trainer", "NonFiniteError", "ConfigError"]

DEAD_FRACTION_INTERVAL = 0.25  # seconds
# Test loss and accuracy at most 50 times a second: more often than snapshots (~30 a second),
# so every snapshot brings a new point, and at ~2 % of the cost of scoring every step.
METRICS_INTERVAL = 0.02  # seconds


def make_optimizer(name: str, params: list, lr: float) -> Optional[torch.optim.Optimizer]:
    """None for plain SGD (the trainer updates with one fused op); else torch.optim's, fused where
    this device has the fused kernel, else foreach."""
    if name == Optimizer.SGD:
        return None
    cls, options = (torch.optim.SGD, {"momentum": MOMENTUM}) if name == Optimizer.MOMENTUM else (torch.optim.Adam, {})
    for implementation in ({"fused": True}, {"foreach": True}):
        try:
            return cls(params, lr=lr, **options, **implementation)
        except (RuntimeError, ValueError, TypeError):
            continue
    return cls(params, lr=lr, **options)


def standard_activation(features: int) -> nn.Module:
    """The nonlinearity between layers in layer mode: smooth, never zero gradient, so a zero
    gradient upstream of the user's layer is the layer's doing."""
    return nn.Tanh()


class Trainer:
    """Builds data, model and optimizer on ``config.device``, all seeded from ``config.seed``
    (on the CPU the same config replays bit for bit), and trains one step per ``step()``.

    ``activation_factory(features)`` gives the elementwise activation module (None: nn.ReLU).
    ``layer_factory(in, out)`` gives the user's layer for ``model == "layer"``; there the subject is
    the layer, so the MLP uses a standard nn.Tanh between layers and activation_factory is unused.
    Exceptions from user code inside ``step()`` propagate unchanged.
    A classifier's test metrics are scored when ``metrics_interval`` seconds of ``clock`` passed
    since they last were (0: at every step), and always at the first and the config's last step.
    """

    def __init__(
        self,
        config: TrainConfig,
        activation_factory: Optional[Callable[[int], nn.Module]],
        layer_factory: Optional[Callable[[int, int], nn.Module]] = None,
        metrics_interval: float = METRICS_INTERVAL,
        clock: Callable[[], float] = time.perf_counter,
    ):
        validate_config(config)
        if config.model == Model.LAYER and layer_factory is None:
            raise ConfigError("model", "layer mode needs a Module from your code to use as a layer")
        self.config = config
        self.device = resolve_device(config.device)
        self.task = task_of(config)
        torch.manual_seed(config.seed)
        self.dataset: Optional[Dataset] = None
        if config.model == Model.LAYER:
            activation_factory = standard_activation
        self.model = self._build_model(activation_factory or (lambda features: nn.ReLU()), layer_factory)
        self.model.to(self.device)
        named = named_trainable_parameters(self.model)
        self.param_names = [name for name, _ in named]
        self.params = [p for _, p in named]
        self.step_count = 0
        self._param_data = [p.detach() for p in self.params]  # in-place SGD without autograd
        self._optimizer = make_optimizer(config.optimizer, self.params, config.lr)
        self._lr = float(config.lr)
        self._loss_fn = make_loss(loss_name(config), self.dataset.classes if self.dataset else 0)
        self._forward = self.model.forward  # our own module: skip Module.__call__ on the hot path
        self._regularized = config.l1 > 0 or config.l2 > 0
        self._backward = Backward()
        self._prepare_data(config)
        self._recorder = StepRecorder(
            self.param_names, self.device, self.x_test is not None, self.task == "classification"
        )
        self._inspector = GradientInspector(named, self.device)
        self._grid = make_grid(self.dataset, self.device) if self.dataset else None
        self._last_batch: Optional[tuple] = None
        self._metrics_interval, self._clock = metrics_interval, clock
        self._metrics_scored_at = -np.inf
        self._dead: tuple[float, Optional[float]] = (-np.inf, None)  # (when measured, value)

    # ------------------------------------------------------------------ building

    def _build_model(self, activation_factory, layer_factory) -> nn.Module:
        config = self.config
        if self.task == "tutorial":
            self._tutorial_x, self._tutorial_y = tutorial_data()  # drawn first, as in the tutorial
            return TutorialNet(activation_factory(TUTORIAL_HIDDEN))
        self.dataset = dataset_for(config)
        user_layer = layer_factory if config.model == Model.LAYER else None
        return build_mlp(
            self.dataset.inputs, self.dataset.outputs, int(config.width), int(config.depth),
            activation_factory, user_layer,
        )

    def _prepare_data(self, config: TrainConfig) -> None:
        if self.dataset is None:
            x, y = self._tutorial_x.to(self.device), self._tutorial_y.to(self.device)
            self.x_test = self.y_test = None
        else:
            x = torch.from_numpy(self.dataset.x_train).to(self.device)
            y = torch.from_numpy(self.dataset.y_train).to(self.device)
            has_test = len(self.dataset.x_test) > 0 and self.task == "classification"
            self.x_test = torch.from_numpy(self.dataset.x_test).to(self.device) if has_test else None
            self.y_test = torch.from_numpy(self.dataset.y_test).to(self.device) if has_test else None
        self._batches = BatchStream(x, y, int(config.batch_size), config.seed)

    # ------------------------------------------------------------------ training

    def step(self) -> None:
        """One optimizer step; the loss (and test metrics) and every gradient's L2 norm are
        written to the on-device record buffer without a device sync."""
        for p in self.params:
            p.grad = None
        x, y = self._batches.next()
        self._last_batch = (x, y)
        output = self._forward(x)
        loss = self._loss_fn(output, y)
        self._backward(loss + self._penalty() if self._regularized else loss)
        grads = [p.grad for p in self.params]
        try:
            norms = foreach_norm(grads)
        except TypeError:  # some parameter got no gradient at all (detached, unused)
            grads = [torch.zeros_like(p) if g is None else g for p, g in zip(self.params, grads)]
            norms = foreach_norm(grads)
        torch.stack([loss.detach(), *norms], out=self._recorder.row())
        if self.task == "classification" and self._metrics_due():
            torch.stack(self._classification_metrics(output, y), out=self._recorder.metrics_row())
        if self._optimizer is None:
            foreach_add_(self._param_data, grads, alpha=-self._lr)
        else:
            self._optimizer.step()
        self.step_count += 1

    def _penalty(self) -> torch.Tensor:
        """l1 · Σ|p| + l2 · Σp² over every trainable parameter (recorded loss excludes it)."""
        penalty = 0.0
        for p in self.params:
            if self.config.l1 > 0:
                penalty = penalty + self.config.l1 * p.abs().sum()
            if self.config.l2 > 0:
                penalty = penalty + self.config.l2 * p.pow(2).sum()
        return penalty

    def _metrics_due(self) -> bool:
        """Score the test metrics at this step? (Called once per step of a classifier.)"""
        now = self._clock()
        last_step = self.step_count + 1 >= self.config.steps
        if now - self._metrics_scored_at >= self._metrics_interval or last_step:
            self._metrics_scored_at = now
            return True
        return False

    def _classification_metrics(self, output: torch.Tensor, labels: torch.Tensor) -> list:
        """[test loss, test accuracy] in evaluation mode, or [train batch accuracy] without a
        test split; before this step's update, so they match its training loss."""
        if self.x_test is None:
            return [(output.detach().argmax(1) == labels).float().mean()]
        # On a forked RNG: scored at moments the clock picks, so a Function that draws random
        # numbers must not see them, or the same seed would not replay the same curve.
        with evaluation_mode(self.model), torch.no_grad(), self._forked_rng():
            test_output = self._forward(self.x_test)
            test_loss = self._loss_fn(test_output, self.y_test)
            accuracy = (test_output.argmax(1) == self.y_test).float().mean()
        return [test_loss, accuracy]

    @property
    def finished(self) -> bool:
        return self.step_count >= self.config.steps

    # ------------------------------------------------------------------ reporting

    def drain(self) -> dict:
        """The records since the last drain as numpy: {"steps", "loss", "test_loss", "accuracy",
        "grad_norms": {name: array}} (test_loss/accuracy None where the model has none, NaN at
        the steps where they were not scored).
        Raises NonFiniteError naming the first step and parameter (or the loss) with NaN/Inf."""
        return self._recorder.drain()

    def started_message(self, request_id: int) -> TrainStarted:
        data_x = data_y = None
        if self.dataset is not None:
            data_x, data_y = self.dataset.x_train, self.dataset.y_train
            if self.task == "regression":
                data_x, data_y = data_x[:, 0], data_y[:, 0]
        return TrainStarted(
            request_id=request_id,
            model=self.config.model,
            dataset=self.dataset.name if self.dataset else "random",
            device=str(self.device),
            total_steps=int(self.config.steps),
            param_names=list(self.param_names),
            param_shapes=[tuple(p.shape) for p in self.params],
            data_x=data_x,
            data_y=data_y,
            task=self.task,
        )

    def snapshot(self, request_id: int, steps_per_second: float, histogram_bins: int = 40,
                 prediction: bool = True, gradients: bool = True) -> TrainSnapshot:
        """drain() plus, where asked for (what the window shows), the gradients now (largest
        |g|, zero fraction, histogram, the gradient capped at 256×256) and the dead fraction of
        activation units (``gradients``), and the model's prediction (``prediction``).
        Extra forward passes run on a forked RNG, so snapshots never change the loss curve."""
        records = self.drain()
        details = self._inspector.details(histogram_bins) if self.step_count and gradients else GradientDetails()
        measure_dead = gradients and self._dead_fraction_due()
        predicts = prediction and self._grid is not None
        with self._forked_rng() if predicts or measure_dead else contextlib.nullcontext():  # the fork costs too
            picture = predict(self.model, self._grid) if predicts else None
            dead = self._dead_fraction(measure_dead) if gradients else None
        return TrainSnapshot(
            request_id=request_id,
            step=self.step_count,
            steps=records["steps"],
            loss=records["loss"],
            test_loss=records["test_loss"],
            accuracy=records["accuracy"],
            grad_norms=records["grad_norms"],
            grad_max=details.grad_max,
            zero_fraction=details.zero_fraction,
            gradients=details.gradients,
            histograms=details.histograms,
            prediction=picture,
            steps_per_second=steps_per_second,
            dead_fraction=dead,
        )

    def _dead_fraction(self, measure: bool) -> Optional[float]:
        """Measured on the last batch when ``measure`` (_dead_fraction_due: at most every
        DEAD_FRACTION_INTERVAL seconds, as it costs a forward and part of a backward pass and
        changes slowly); the latest value in between."""
        if self._last_batch is None:
            return None
        value = self._dead[1]
        if measure:
            x, y = self._last_batch
            value = dead_fraction(self.model.activations, lambda: self._loss_fn(self._forward(x), y))
            self._dead = (time.perf_counter(), value)
        return value

    def _dead_fraction_due(self) -> bool:
        return self._last_batch is not None and time.perf_counter() - self._dead[0] >= DEAD_FRACTION_INTERVAL

    def _forked_rng(self):
        if self.device.type == "cpu":
            return torch.random.fork_rng(devices=[])
        return torch.random.fork_rng(devices=[self.device.index or 0], device_type=self.device.type)

