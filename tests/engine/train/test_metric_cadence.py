"""A classifier's test loss and accuracy are scored now and then, not at every step; every step's
loss and gradient norms are still recorded, and all of them equal what a plain loop computes."""
from __future__ import annotations

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

from playground.engine.train.batches import BatchStream
from playground.engine.train.datasets import dataset_for
from playground.engine.train.models import build_mlp
from playground.engine.train.records import StepRecorder
from playground.engine.train.trainer import Trainer
from playground.protocol import TrainConfig
from tests.engine.train.relu_function import MyReLU


class Activation(nn.Module):
    def forward(self, x):
        return MyReLU.apply(x)


class StochasticSign(torch.autograd.Function):
    """Draws from the global RNG in forward: scoring must not shift the training's random numbers."""

    @staticmethod
    def forward(ctx, x):
        return torch.where(torch.rand_like(x) < (torch.tanh(x) + 1) / 2, 1.0, -1.0)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output


class StochasticActivation(nn.Module):
    def forward(self, x):
        return StochasticSign.apply(x)


class FakeClock:
    """A clock that moves only when told: which steps are scored is then exact."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def spiral_config(**changes) -> TrainConfig:
    settings = dict(model="classify-2d", dataset="spiral", samples=200, width=16, depth=2, batch_size=32,
                    optimizer="adam", lr=1e-2, steps=20, seed=4)
    settings.update(changes)
    return TrainConfig(**settings)


def train(trainer: Trainer, steps: int, clock: FakeClock | None = None, tick_at=()) -> dict:
    for step in range(1, steps + 1):
        if clock is not None and step in tick_at:
            clock.now += 1.0
        trainer.step()
    return trainer.drain()


def test_metrics_are_scored_at_the_first_step_when_the_interval_passed_and_at_the_last():
    clock = FakeClock()
    trainer = Trainer(spiral_config(), lambda features: Activation(), metrics_interval=0.5, clock=clock)
    records = train(trainer, 20, clock, tick_at=(6, 13))
    scored = np.flatnonzero(np.isfinite(records["test_loss"])) + 1
    np.testing.assert_array_equal(scored, [1, 6, 13, 20])
    np.testing.assert_array_equal(np.isfinite(records["accuracy"]), np.isfinite(records["test_loss"]))
    assert np.isfinite(records["loss"]).all() and len(records["loss"]) == 20
    for norms in records["grad_norms"].values():
        assert np.isfinite(norms).all() and len(norms) == 20


def test_scoring_now_and_then_changes_no_recorded_value():
    every = train(Trainer(spiral_config(), lambda features: Activation(), metrics_interval=0.0), 20)
    clock = FakeClock()
    sparse = train(Trainer(spiral_config(), lambda features: Activation(), metrics_interval=0.5, clock=clock),
                   20, clock, tick_at=(4, 9, 15))
    np.testing.assert_array_equal(every["loss"], sparse["loss"])
    for name, norms in every["grad_norms"].items():
        np.testing.assert_array_equal(norms, sparse["grad_norms"][name])
    scored = np.isfinite(sparse["test_loss"])
    np.testing.assert_array_equal(every["test_loss"][scored], sparse["test_loss"][scored])
    np.testing.assert_array_equal(every["accuracy"][scored], sparse["accuracy"][scored])


def test_a_random_function_replays_its_curve_however_often_the_test_set_is_scored():
    stochastic = lambda features: StochasticActivation()  # noqa: E731
    every = train(Trainer(spiral_config(), stochastic, metrics_interval=0.0), 12)["loss"]
    clock = FakeClock()
    sparse = train(Trainer(spiral_config(), stochastic, metrics_interval=0.5, clock=clock), 12, clock,
                   tick_at=(5,))["loss"]
    np.testing.assert_array_equal(every, sparse)


def test_rows_handed_out_again_after_a_drain_read_not_measured():
    clock = FakeClock()
    trainer = Trainer(spiral_config(steps=100), lambda features: Activation(), metrics_interval=0.5, clock=clock)
    first = train(trainer, 5, clock, tick_at=(2, 3, 4, 5))
    assert np.isfinite(first["test_loss"]).all()
    second = train(trainer, 5)  # the clock stands still: nothing scored
    assert np.isnan(second["test_loss"]).all() and np.isnan(second["accuracy"]).all()
    np.testing.assert_array_equal(second["steps"], [6, 7, 8, 9, 10])


def test_the_recorder_keeps_metrics_of_the_steps_that_wrote_them_across_growth():
    recorder = StepRecorder(["w"], torch.device("cpu"), has_test_loss=True, has_accuracy=True, capacity=2)
    for step in range(5):
        torch.stack([torch.tensor(float(step)), torch.tensor(10.0 + step)], out=recorder.row())
        if step % 2 == 0:
            torch.stack([torch.tensor(100.0 + step), torch.tensor(0.5)], out=recorder.metrics_row())
    records = recorder.drain()
    np.testing.assert_array_equal(records["loss"], [0, 1, 2, 3, 4])
    np.testing.assert_array_equal(records["grad_norms"]["w"], [10, 11, 12, 13, 14])
    np.testing.assert_array_equal(records["test_loss"], [100, np.nan, 102, np.nan, 104])
    np.testing.assert_array_equal(records["accuracy"], [0.5, np.nan, 0.5, np.nan, 0.5])


def test_records_equal_a_plain_loop_with_the_same_seed():
    """The engine's fused Adam, fused norms and on-device records against a hand-written loop:
    nn.Sequential, torch.optim.Adam, loss.item() and p.grad.norm() at every step."""
    config = spiral_config()
    clock = FakeClock()
    trainer = Trainer(config, lambda features: Activation(), metrics_interval=0.5, clock=clock)
    records = train(trainer, 20, clock, tick_at=(7,))

    torch.manual_seed(config.seed)
    data = dataset_for(config)
    model = build_mlp(data.inputs, data.outputs, config.width, config.depth, lambda features: Activation())
    x, y = torch.from_numpy(data.x_train), torch.from_numpy(data.y_train)
    x_test, y_test = torch.from_numpy(data.x_test), torch.from_numpy(data.y_test)
    batches = BatchStream(x, y, config.batch_size, config.seed)
    optimizer = torch.optim.Adam(model.parameters(), lr=config.lr)
    losses, norms, test_losses = [], {name: [] for name, _ in model.named_parameters()}, {}
    for step in range(1, 21):
        xb, yb = batches.next()
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        losses.append(loss.item())
        for name, p in model.named_parameters():
            norms[name].append(p.grad.norm().item())
        if step in (1, 7, 20):
            with torch.no_grad():
                test_losses[step] = F.cross_entropy(model(x_test), y_test).item()
        optimizer.step()

    np.testing.assert_allclose(records["loss"], losses, rtol=1e-5)
    for name, values in norms.items():
        np.testing.assert_allclose(records["grad_norms"][name], values, rtol=1e-4)
    for step, value in test_losses.items():
        np.testing.assert_allclose(records["test_loss"][step - 1], value, rtol=1e-5)
