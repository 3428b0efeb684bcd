"""What the Trainer reports: the start message, snapshots, gradient details, predictions and the
dead fraction of activation units."""
from __future__ import annotations

import numpy as np
import pytest
import torch
from torch import nn

from playground.engine.train.grad_stats import (
    GradientInspector,
    dead_fraction,
    spread_indices,
)
from playground.engine.train.trainer import Trainer
from playground.protocol import TrainConfig
from tests.engine.train.relu_function import MyReLU


class BlocksGradient(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return torch.tanh(x)

    @staticmethod
    def backward(ctx, grad_output):
        return torch.zeros_like(grad_output)


class FunctionActivation(nn.Module):
    def __init__(self, function=MyReLU):
        super().__init__()
        self.function = function

    def forward(self, x):
        return self.function.apply(x)


def relu_factory(features):
    return FunctionActivation()


def tutorial() -> Trainer:
    return Trainer(TrainConfig(model="tutorial-2layer", optimizer="sgd", lr=1e-6), relu_factory)


def small(**changes) -> TrainConfig:
    values = dict(width=8, depth=2, samples=60, batch_size=60)
    values.update(changes)
    return TrainConfig(**values)


def steps(trainer: Trainer, count: int) -> Trainer:
    for _ in range(count):
        trainer.step()
    return trainer


# ------------------------------------------------------------------ start message


def test_started_message_for_a_curve():
    trainer = Trainer(small(dataset="abs", steps=300), relu_factory)
    started = trainer.started_message(7)
    assert (started.request_id, started.model, started.dataset, started.device) == (7, "fit-1d", "abs", "cpu")
    assert started.total_steps == 300 and started.task == "regression"
    assert started.param_names == trainer.param_names
    assert started.param_shapes == [(8, 1), (8,), (8, 8), (8,), (1, 8), (1,)]
    assert started.data_x.shape == (60,) and started.data_y.shape == (60,)


def test_started_message_for_points_carries_the_training_points_and_labels():
    trainer = Trainer(small(model="classify-2d", dataset="circles", train_fraction=0.75), relu_factory)
    started = trainer.started_message(1)
    assert started.task == "classification"
    assert started.data_x.shape == (45, 2) and started.data_y.shape == (45,)
    assert started.data_y.dtype == np.int64


def test_started_message_for_the_tutorial_has_no_points():
    started = tutorial().started_message(1)
    assert started.task == "tutorial" and started.param_names == ["w1", "w2"]
    assert started.param_shapes == [(1000, 100), (100, 10)]
    assert started.data_x is None and started.data_y is None


# ------------------------------------------------------------------ snapshots


def test_a_snapshot_carries_the_new_records_and_the_gradients_now():
    trainer = steps(tutorial(), 3)
    snapshot = trainer.snapshot(4, steps_per_second=123.0, histogram_bins=10)
    assert (snapshot.request_id, snapshot.step, snapshot.steps_per_second) == (4, 3, 123.0)
    np.testing.assert_array_equal(snapshot.steps, [1, 2, 3])
    assert snapshot.prediction is None
    w1, w2 = (p.grad for p in trainer.params)
    assert snapshot.grad_max["w1"] == pytest.approx(w1.abs().max().item())
    assert snapshot.zero_fraction["w1"] == pytest.approx((w1 == 0).float().mean().item(), abs=1e-6)
    assert snapshot.gradients["w1"].shape == (256, 100) and snapshot.gradients["w1"].dtype == np.float32
    np.testing.assert_array_equal(snapshot.gradients["w2"], w2.numpy())  # small ones travel whole
    counts, edges = snapshot.histograms["w2"]
    assert counts.sum() == w2.numel() and len(counts) == 10 and len(edges) == 11
    assert edges[0] == pytest.approx(w2.min().item()) and edges[-1] == pytest.approx(w2.max().item())
    assert len(trainer.snapshot(5, 0.0).loss) == 0  # drained


def test_the_downsampled_gradient_keeps_exact_rows_spread_over_the_whole():
    trainer = steps(tutorial(), 1)
    w1 = trainer.params[0].grad.numpy()
    shown = trainer.snapshot(1, 0.0).gradients["w1"]
    rows = spread_indices(1000, 256, torch.device("cpu")).numpy()
    assert rows[0] == 0 and rows[-1] == 999 and (np.diff(rows) > 0).all()
    np.testing.assert_array_equal(shown, w1[rows])


def test_gradient_shapes_are_capped_and_folded():
    params = {
        "big": nn.Parameter(torch.zeros(300, 500)),
        "conv": nn.Parameter(torch.zeros(4, 3, 5, 5)),
        "long": nn.Parameter(torch.zeros(70_000)),
        "scalar": nn.Parameter(torch.zeros(())),
    }
    for p in params.values():
        p.grad = torch.randn_like(p)
    details = GradientInspector(list(params.items()), torch.device("cpu")).details(bins=5)
    shapes = {name: array.shape for name, array in details.gradients.items()}
    assert shapes == {"big": (256, 256), "conv": (4, 75), "long": (65536,), "scalar": (1,)}
    np.testing.assert_array_equal(details.gradients["conv"], params["conv"].grad.reshape(4, 75).numpy())
    assert details.histograms["conv"][0].sum() == 300


def test_a_parameter_without_a_gradient_shows_as_zeros():
    p = nn.Parameter(torch.ones(2, 3))
    details = GradientInspector([("p", p)], torch.device("cpu")).details(bins=4)
    assert details.zero_fraction["p"] == 1.0 and details.grad_max["p"] == 0.0
    np.testing.assert_array_equal(details.gradients["p"], np.zeros((2, 3), np.float32))
    assert details.histograms["p"][0].sum() == 6


def test_zero_fraction_counts_exact_zeros():
    p = nn.Parameter(torch.ones(8))
    p.grad = torch.tensor([0.0, 1e-30, -0.0, 2.0, 0.0, -3.0, 0.0, 5.0])
    details = GradientInspector([("p", p)], torch.device("cpu")).details(bins=0)
    assert details.zero_fraction["p"] == 0.5 and details.grad_max["p"] == 5.0
    assert details.histograms == {}


def test_before_the_first_step_a_snapshot_has_no_gradients_yet():
    snapshot = Trainer(small(), relu_factory).snapshot(1, 0.0)
    assert snapshot.step == 0 and len(snapshot.loss) == 0
    assert snapshot.gradients == {} and snapshot.dead_fraction is None
    assert snapshot.prediction.kind == "curve"


# ------------------------------------------------------------------ predictions


def test_fit_1d_predicts_a_curve_with_its_target():
    trainer = steps(Trainer(small(dataset="cubic"), relu_factory), 2)
    prediction = trainer.snapshot(1, 0.0).prediction
    assert prediction.kind == "curve" and prediction.x.shape == (200,) and prediction.y.shape == (200,)
    np.testing.assert_allclose(prediction.target, 0.1 * prediction.x**3 - 0.5 * prediction.x, rtol=1e-5, atol=1e-6)
    with torch.no_grad():
        expected = trainer.model(torch.from_numpy(prediction.x[:, None]))[:, 0].numpy()
    np.testing.assert_allclose(prediction.y, expected, rtol=1e-6)
    assert trainer.model.training  # back in training mode


def test_classify_2d_predicts_class_and_confidence_on_a_grid():
    trainer = steps(Trainer(small(model="classify-2d", dataset="spiral", classes=3), relu_factory), 2)
    prediction = trainer.snapshot(1, 0.0).prediction
    assert prediction.kind == "boundary" and prediction.x.shape == (80,) and prediction.y.shape == (80,)
    assert prediction.classes.shape == (80, 80) and prediction.confidence.shape == (80, 80)
    assert set(np.unique(prediction.classes)) <= {0, 1, 2}
    assert (prediction.confidence >= 1 / 3 - 1e-6).all() and (prediction.confidence <= 1).all()
    point = torch.tensor([[prediction.x[5], prediction.y[60]]])
    with torch.no_grad():
        expected = trainer.model(point).argmax(1).item()
    assert prediction.classes[60, 5] == expected  # rows follow y, columns follow x
    points = np.concatenate([trainer.dataset.x_train, trainer.dataset.x_test])
    assert prediction.x[0] < points[:, 0].min() and points[:, 1].max() < prediction.y[-1]


# ------------------------------------------------------------------ dead fraction


def test_dead_fraction_of_the_tutorial_relu_is_its_share_of_negative_inputs():
    trainer = steps(tutorial(), 2)
    snapshot = trainer.snapshot(1, 0.0)
    x, _ = trainer._last_batch
    with torch.no_grad():
        expected = (x.mm(trainer.params[0]) < 0).float().mean().item()
    assert snapshot.dead_fraction == pytest.approx(expected, abs=1e-6)
    assert 0.3 < snapshot.dead_fraction < 0.7


def test_an_activation_that_blocks_the_gradient_is_all_dead_and_identity_is_alive():
    blocked = steps(Trainer(small(), lambda n: FunctionActivation(BlocksGradient)), 1)
    assert blocked.snapshot(1, 0.0).dead_fraction == 1.0
    alive = steps(Trainer(small(), lambda n: nn.Tanh()), 1)
    assert alive.snapshot(1, 0.0).dead_fraction == 0.0


def test_dead_fraction_leaves_the_parameter_gradients_alone():
    trainer = steps(tutorial(), 1)
    before = [p.grad.clone() for p in trainer.params]
    trainer.snapshot(1, 0.0)
    for kept, p in zip(before, trainer.params):
        assert torch.equal(kept, p.grad)


def test_dead_fraction_is_none_where_no_activation_input_needs_a_gradient():
    activation = FunctionActivation()
    x = torch.randn(4, 3)
    assert dead_fraction((activation,), lambda: activation(x).sum()) is None
    assert not activation._forward_hooks  # the temporary hook is gone
