"""Trainer: building, stepping, recording, determinism, options and failures."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest
import torch
import torch.nn.functional as F
from torch import nn

from playground.engine.train.config import defaults_for
from playground.engine.train.records import StepRecorder
from playground.engine.train.trainer import ConfigError, NonFiniteError, Trainer
from playground.protocol import TrainConfig
from tests.engine.train.relu_function import MyReLU

needs_cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device here")


class FunctionActivation(nn.Module):
    def __init__(self, function=MyReLU):
        super().__init__()
        self.function = function

    def forward(self, x):
        return self.function.apply(x)


class StochasticSign(torch.autograd.Function):
    """Stochastic rounding to ±1 with a straight-through gradient: draws from the global RNG."""

    @staticmethod
    def forward(ctx, x):
        return torch.where(torch.rand_like(x) < (torch.tanh(x) + 1) / 2, 1.0, -1.0)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output


class LinearFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, weight):
        ctx.save_for_backward(x, weight)
        return x @ weight.t()

    @staticmethod
    def backward(ctx, grad_output):
        x, weight = ctx.saved_tensors
        return grad_output @ weight, grad_output.t() @ x


class MyLinear(nn.Module):
    def __init__(self, inputs, outputs):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(outputs, inputs) / inputs**0.5)
        self.unused = nn.Parameter(torch.ones(3))  # never touched: gets no gradient at all

    def forward(self, x):
        return LinearFunction.apply(x, self.weight)


def relu_factory(features):
    return FunctionActivation()


def config(**changes) -> TrainConfig:
    small = dict(steps=50, width=8, depth=2, samples=64, batch_size=64)
    small.update(changes)
    return TrainConfig(**small)


def run(trainer: Trainer, steps: int) -> dict:
    for _ in range(steps):
        trainer.step()
    return trainer.drain()


# ------------------------------------------------------------------ recording


def test_each_step_records_the_loss_and_every_gradient_norm():
    trainer = Trainer(config(), relu_factory)
    records = run(trainer, 5)
    assert trainer.step_count == 5
    np.testing.assert_array_equal(records["steps"], [1, 2, 3, 4, 5])
    assert records["loss"].shape == (5,) and records["test_loss"] is None and records["accuracy"] is None
    assert list(records["grad_norms"]) == trainer.param_names
    for name, p in zip(trainer.param_names, trainer.params):
        assert records["grad_norms"][name][-1] == pytest.approx(p.grad.norm().item(), rel=1e-6)


def test_the_recorded_loss_is_the_loss_of_the_step():
    trainer = Trainer(config(), relu_factory)
    x, y = trainer._batches.next()
    with torch.no_grad():
        expected = F.mse_loss(trainer.model(x), y).item()
    assert run(trainer, 1)["loss"][0] == pytest.approx(expected, rel=1e-6)


def test_drain_returns_only_what_is_new_and_numbers_steps_on():
    trainer = Trainer(config(), relu_factory)
    run(trainer, 3)
    assert len(trainer.drain()["loss"]) == 0
    np.testing.assert_array_equal(run(trainer, 2)["steps"], [4, 5])


def test_the_record_buffer_doubles_when_full():
    recorder = StepRecorder(["a", "b"], torch.device("cpu"), has_test_loss=False, has_accuracy=False, capacity=2)
    for step in range(5):
        torch.stack([torch.tensor(float(step)), torch.tensor(1.0), torch.tensor(2.0)], out=recorder.row())
    assert recorder.buffer.shape[0] == 8
    records = recorder.drain()
    np.testing.assert_array_equal(records["loss"], [0, 1, 2, 3, 4])
    np.testing.assert_array_equal(records["grad_norms"]["b"], [2] * 5)


def test_drained_records_do_not_change_when_training_goes_on():
    trainer = Trainer(config(), relu_factory)
    first = run(trainer, 3)
    kept = first["loss"].copy()
    run(trainer, 3)
    np.testing.assert_array_equal(first["loss"], kept)


# ------------------------------------------------------------------ determinism


@pytest.mark.parametrize(
    "changes",
    [
        dict(model="fit-1d", dataset="sin", optimizer="adam", batch_size=16),
        dict(model="classify-2d", dataset="spiral", classes=3, optimizer="momentum", batch_size=20),
        dict(model="layer", dataset="moons", optimizer="sgd", lr=0.1, l1=1e-3, l2=1e-3),
    ],
)
def test_the_same_seed_replays_bit_for_bit_on_the_cpu(changes):
    first = Trainer(config(seed=11, **changes), relu_factory, MyLinear, metrics_interval=0.0)
    again = Trainer(config(seed=11, **changes), relu_factory, MyLinear, metrics_interval=0.0)
    for a, b in zip(first.params, again.params):
        assert torch.equal(a, b)
    one, two = run(first, 30), run(again, 30)
    np.testing.assert_array_equal(one["loss"], two["loss"])
    for name in first.param_names:
        np.testing.assert_array_equal(one["grad_norms"][name], two["grad_norms"][name])
    if one["test_loss"] is not None:
        np.testing.assert_array_equal(one["test_loss"], two["test_loss"])


def test_another_seed_gives_other_weights_and_another_curve():
    first = Trainer(config(seed=1), relu_factory)
    other = Trainer(config(seed=2), relu_factory)
    assert not torch.equal(first.params[0], other.params[0])
    assert not np.array_equal(run(first, 5)["loss"], run(other, 5)["loss"])


def test_random_user_code_replays_too_and_snapshots_do_not_disturb_it():
    stochastic = lambda features: FunctionActivation(StochasticSign)  # noqa: E731
    quiet_loss = run(Trainer(config(seed=5, batch_size=16), stochastic), 12)["loss"]
    watched = Trainer(config(seed=5, batch_size=16), stochastic)  # (one trainer at a time: global RNG)
    watched_loss = []
    for _ in range(12):
        watched.step()
        watched_loss.extend(watched.snapshot(1, 0.0).loss)  # forward passes of its own
    np.testing.assert_array_equal(quiet_loss, watched_loss)


# ------------------------------------------------------------------ the models


def test_tutorial_matches_the_hand_written_loop():
    trainer = Trainer(TrainConfig(model="tutorial-2layer", optimizer="sgd", lr=1e-6, seed=3), relu_factory)
    assert trainer.param_names == ["w1", "w2"]
    assert [tuple(p.shape) for p in trainer.params] == [(1000, 100), (100, 10)]
    torch.manual_seed(3)
    x, y = torch.randn(64, 1000), torch.randn(64, 10)
    w1 = torch.randn(1000, 100, requires_grad=True)
    w2 = torch.randn(100, 10, requires_grad=True)
    assert torch.equal(w1, trainer.params[0]) and torch.equal(w2, trainer.params[1])
    losses = []
    for _ in range(5):
        loss = (MyReLU.apply(x.mm(w1)).mm(w2) - y).pow(2).sum()
        losses.append(loss.item())
        loss.backward()
        with torch.no_grad():
            w1 -= 1e-6 * w1.grad
            w2 -= 1e-6 * w2.grad
            w1.grad.zero_()
            w2.grad.zero_()
    np.testing.assert_allclose(run(trainer, 5)["loss"], losses, rtol=1e-5)
    torch.testing.assert_close(trainer.params[0], w1, rtol=1e-5, atol=1e-6)


def test_tutorial_weights_and_their_gradients_stay_column_major_without_a_copy():
    """The layout nn.Linear keeps: the weight-gradient product writes it directly and the
    gradient is taken over as .grad, not copied into the parameter's layout."""
    trainer = Trainer(TrainConfig(model="tutorial-2layer", optimizer="sgd", lr=1e-6), relu_factory)
    for _ in range(2):
        trainer.step()
        for p in trainer.params:
            assert p.stride() == (1, p.shape[0]) and p.grad.stride() == p.stride()
    assert trainer._param_data[0].data_ptr() == trainer.params[0].data_ptr()  # the update writes the weight


def test_tutorial_honours_the_learning_rate():
    slow = Trainer(TrainConfig(model="tutorial-2layer", optimizer="sgd", lr=1e-6), relu_factory)
    still = Trainer(TrainConfig(model="tutorial-2layer", optimizer="sgd", lr=1e-12), relu_factory)
    slow_loss, still_loss = run(slow, 10)["loss"], run(still, 10)["loss"]
    assert slow_loss[-1] < 0.5 * slow_loss[0]
    assert still_loss[-1] == pytest.approx(still_loss[0], rel=1e-3)


@pytest.mark.parametrize("optimizer,lr", [("sgd", 0.1), ("momentum", 0.05), ("adam", 0.02)])
def test_every_optimizer_fits_a_curve(optimizer, lr):
    trainer = Trainer(config(dataset="sin", optimizer=optimizer, lr=lr, width=16), relu_factory)
    loss = run(trainer, 150)["loss"]
    assert loss[-10:].mean() < 0.5 * loss[:3].mean()


def test_classification_records_test_loss_and_accuracy_and_learns_blobs():
    trainer = Trainer(
        config(model="classify-2d", dataset="blobs", classes=3, samples=90, noise=0.05, optimizer="adam", lr=0.05),
        relu_factory, metrics_interval=0.0,  # scored at every step
    )
    records = run(trainer, 80)
    assert records["test_loss"].shape == (80,) and records["accuracy"].shape == (80,)
    assert 0.0 <= records["accuracy"].min() and records["accuracy"].max() <= 1.0
    assert records["accuracy"][-1] > 0.9
    assert records["test_loss"][-1] < records["test_loss"][0]


def test_classification_without_a_test_set_reports_training_accuracy():
    trainer = Trainer(config(model="classify-2d", dataset="xor", train_fraction=1.0), relu_factory,
                      metrics_interval=0.0)
    records = run(trainer, 3)
    assert records["test_loss"] is None and records["accuracy"].shape == (3,)
    assert np.isfinite(records["accuracy"]).all()


def test_classification_can_use_mse_against_one_hot_labels():
    trainer = Trainer(config(model="classify-2d", dataset="moons", loss="mse"), relu_factory)
    x, labels = trainer._batches.next()
    with torch.no_grad():
        expected = F.mse_loss(trainer.model(x), F.one_hot(labels, 2).float()).item()
    assert run(trainer, 1)["loss"][0] == pytest.approx(expected, rel=1e-6)


def test_minibatches_have_the_batch_size():
    seen = []

    class Watch(nn.Module):
        def forward(self, x):
            seen.append(x.shape[0])
            return torch.relu(x)

    trainer = Trainer(config(samples=50, batch_size=16), lambda n: Watch())
    run(trainer, 4)
    assert set(seen) == {16}


def test_layer_mode_trains_the_users_layer():
    trainer = Trainer(config(model="layer", dataset="sin", lr=0.05), relu_factory, MyLinear)
    assert "custom2.weight" in trainer.param_names and "custom2.unused" in trainer.param_names
    before = trainer.model.custom2.weight.detach().clone()
    records = run(trainer, 5)
    assert (records["grad_norms"]["custom2.weight"] > 0).all()
    np.testing.assert_array_equal(records["grad_norms"]["custom2.unused"], 0.0)  # no gradient: 0
    assert not torch.equal(before, trainer.model.custom2.weight)


def test_the_penalty_changes_the_gradients_not_the_recorded_loss():
    plain = Trainer(config(lr=0.1, optimizer="sgd"), relu_factory)
    heavy = Trainer(config(lr=0.1, optimizer="sgd", l2=1.0, l1=0.1), relu_factory)
    plain_records, heavy_records = run(plain, 1), run(heavy, 1)
    assert plain_records["loss"][0] == heavy_records["loss"][0]  # same start; loss without penalty
    assert heavy_records["grad_norms"]["fc2.weight"][0] > plain_records["grad_norms"]["fc2.weight"][0]
    assert heavy.params[2].norm() < plain.params[2].norm()


# ------------------------------------------------------------------ failures


def test_a_nan_gradient_stops_the_run_naming_step_and_parameter():
    calls = {"backward": 0}

    class BreaksOnThirdBackward(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x.clamp(min=0)

        @staticmethod
        def backward(ctx, grad_output):
            calls["backward"] += 1
            return grad_output * (float("nan") if calls["backward"] >= 3 else 1.0)

    trainer = Trainer(config(depth=1), lambda n: FunctionActivation(BreaksOnThirdBackward))
    for _ in range(4):
        trainer.step()
    with pytest.raises(NonFiniteError) as caught:
        trainer.drain()
    info = caught.value.info
    assert info.phase == "train" and info.code == "non_finite"
    assert info.params == {"step": 3, "where": "fc1.weight", "value": "NaN"}
    assert "gradient of fc1.weight became NaN at step 3" in info.message
    assert len(caught.value.records["loss"]) == 4
    final = trainer.snapshot(1, 0.0)  # the run's last snapshot: the curve up to the failure
    np.testing.assert_array_equal(final.steps, [1, 2])
    assert np.isnan(final.grad_max["fc1.weight"])


def test_an_infinite_loss_is_named_as_the_loss():
    class Explodes(nn.Module):
        def forward(self, x):
            return x * float("inf")

    trainer = Trainer(config(), lambda n: Explodes())
    trainer.step()
    with pytest.raises(NonFiniteError, match="The loss became (infinite|NaN) at step 1"):
        trainer.drain()


def test_drain_tells_huge_finite_records_from_infinite_ones():
    recorder = StepRecorder(["w", "b"], torch.device("cpu"), has_test_loss=False, has_accuracy=False)
    for _ in range(3):
        recorder.row().copy_(torch.tensor([3e38, 3e38, 3e38]))  # near float32's largest: finite
    assert len(recorder.drain()["loss"]) == 3
    for values in ([1.0, 2.0, 3.0], [1.0, float("inf"), float("-inf")], [float("-inf"), 1.0, 1.0]):
        recorder.row().copy_(torch.tensor(values))
    with pytest.raises(NonFiniteError) as caught:
        recorder.drain()
    assert caught.value.info.params == {"step": 5, "where": "w", "value": "infinite"}  # sum inf - inf: NaN
    recorder.pending = 0
    recorder.row().copy_(torch.tensor([1.0, 1.0, float("nan")]))
    with pytest.raises(NonFiniteError, match="gradient of b became NaN at step 4"):
        recorder.drain()


def test_user_exceptions_in_backward_propagate_unchanged():
    class Broken(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad_output):
            return 1 / 0

    trainer = Trainer(config(), lambda n: FunctionActivation(Broken))
    with pytest.raises(ZeroDivisionError):
        trainer.step()
    assert trainer.step_count == 0 and len(trainer.drain()["loss"]) == 0


@pytest.mark.parametrize(
    "changes,field",
    [
        (dict(model="resnet"), "model"),
        (dict(model="fit-1d", dataset="spiral"), "dataset"),
        (dict(model="classify-2d", dataset="sin"), "dataset"),
        (dict(optimizer="lbfgs"), "optimizer"),
        (dict(loss="cross_entropy"), "loss"),
        (dict(lr=-1.0), "lr"),
        (dict(width=0), "width"),
        (dict(train_fraction=0.0), "train_fraction"),
    ],
)
def test_a_config_that_cannot_train_is_refused_by_field(changes, field):
    with pytest.raises(ConfigError) as caught:
        Trainer(config(**changes), relu_factory)
    assert caught.value.info.code == "bad_config" and caught.value.info.params["field"] == field


def test_layer_mode_needs_a_layer():
    with pytest.raises(ConfigError, match="layer mode needs a Module"):
        Trainer(config(model="layer"), relu_factory)


@pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has CUDA")
def test_an_absent_device_is_refused_clearly():
    with pytest.raises(ValueError, match="CUDA device cuda:0 is not available"):
        Trainer(config(device="cuda:0"), relu_factory)


# ------------------------------------------------------------------ CUDA


@pytest.mark.cuda
@needs_cuda
@pytest.mark.parametrize("model", ["fit-1d", "classify-2d", "tutorial-2layer"])
def test_training_on_cuda_records_and_snapshots(model):
    changes = dict(model=model, device="cuda:0", lr=1e-6 if model == "tutorial-2layer" else 0.01)
    if model == "classify-2d":
        changes["dataset"] = "circles"
    trainer = Trainer(config(**changes), relu_factory)
    cpu = Trainer(dataclasses.replace(trainer.config, device="cpu"), relu_factory)
    for on_gpu, on_cpu in zip(trainer.params, cpu.params):
        assert on_gpu.device.type == "cuda"
        torch.testing.assert_close(on_gpu.cpu(), on_cpu)  # the same initial weights
    records = run(trainer, 20)
    np.testing.assert_allclose(records["loss"][:3], run(cpu, 20)["loss"][:3], rtol=1e-3)
    snapshot = trainer.snapshot(1, 0.0)
    assert snapshot.step == 20 and set(snapshot.gradients) == set(trainer.param_names)
    assert trainer.started_message(1).device == "cuda:0"


def test_model_defaults_give_the_tutorial_its_plain_sgd():
    settings = defaults_for("tutorial-2layer")
    assert settings["optimizer"] == "sgd" and settings["lr"] == 1e-6
    trainer = Trainer(dataclasses.replace(TrainConfig(model="tutorial-2layer"), **settings), relu_factory)
    assert trainer._optimizer is None and trainer._lr == 1e-6
    assert defaults_for("nonsense") == {}
