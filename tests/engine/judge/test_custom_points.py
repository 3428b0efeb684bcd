"""Training on the user's own points (drawn by hand or read from a CSV file)."""
from __future__ import annotations

import numpy as np
import pytest

from playground.engine.train.datasets import (
    CUSTOM,
    CustomDataError,
    dataset_for,
    make_custom_dataset,
    make_dataset,
)
from playground.engine.train.trainer import Trainer
from playground.protocol import TrainConfig

POINTS = [[0.0, 0.0], [1.0, 1.0], [2.0, 0.5], [-1.0, 0.3], [0.5, -1.0], [1.5, 2.0], [0.2, 0.1], [3.0, 1.0]]
LABELS = [0, 1, 2, 0, 1, 2, 0, 1]


def test_curve_points_all_train_without_noise():
    data = make_custom_dataset([0.0, 1.0, 2.0], [1.0, 2.0, 3.5], "regression", seed=0)
    assert data.name == CUSTOM and data.task == "regression" and data.target is None
    np.testing.assert_array_equal(data.x_train[:, 0], [0.0, 1.0, 2.0])
    np.testing.assert_array_equal(data.y_train[:, 0], [1.0, 2.0, 3.5])
    assert data.x_train.dtype == np.float32 and len(data.x_test) == 0


def test_labelled_points_are_shuffled_from_the_seed_and_split():
    data = make_custom_dataset(POINTS, LABELS, "classification", seed=1, train_fraction=0.75)
    assert data.classes == 3 and data.y_train.dtype == np.int64
    assert len(data.x_train) == 6 and len(data.x_test) == 2
    all_points = np.concatenate([data.x_train, data.x_test])
    all_labels = np.concatenate([data.y_train, data.y_test])
    as_given = {(tuple(p), k) for p, k in zip(np.float32(POINTS).tolist(), LABELS)}
    assert {(tuple(p), int(k)) for p, k in zip(all_points.tolist(), all_labels)} == as_given
    again = make_custom_dataset(POINTS, LABELS, "classification", seed=1, train_fraction=0.75)
    np.testing.assert_array_equal(again.x_train, data.x_train)
    other = make_custom_dataset(POINTS, LABELS, "classification", seed=2, train_fraction=0.75)
    assert not np.array_equal(other.x_train, data.x_train)


def test_two_classes_at_least():
    data = make_custom_dataset(POINTS[:3], [0, 0, 0], "classification", seed=0)
    assert data.classes == 2


@pytest.mark.parametrize("x, y, task, code", [
    ([0.0, 1.0], [1.0], "regression", "custom_length_mismatch"),
    ([[0.0, 1.0], [1.0, 2.0]], [1.0, 2.0], "regression", "custom_wrong_shape"),
    ([0.0, 1.0], [0, 1], "classification", "custom_wrong_shape"),
    ([[0.0, 1.0, 2.0], [1.0, 2.0, 3.0]], [0, 1], "classification", "custom_wrong_shape"),
    ([[0.0, 1.0], [1.0, 2.0]], [0, 1.5], "classification", "custom_bad_labels"),
    ([[0.0, 1.0], [1.0, 2.0]], [0, 10], "classification", "custom_bad_labels"),
    ([[0.0, 1.0], [1.0, 2.0]], [-1, 0], "classification", "custom_bad_labels"),
    ([0.0, float("nan")], [1.0, 2.0], "regression", "custom_not_finite"),
    ([0.0], [1.0], "regression", "custom_count"),
    (["a", "b"], [1.0, 2.0], "regression", "custom_not_numbers"),
])
def test_points_that_cannot_train_say_why(x, y, task, code):
    with pytest.raises(CustomDataError) as caught:
        make_custom_dataset(x, y, task, seed=0)
    assert caught.value.info.code == code and caught.value.info.phase == "train"
    assert str(caught.value) == caught.value.info.message


def test_dataset_for_uses_custom_points_only_when_set():
    named = dataset_for(TrainConfig(model="classify-2d", dataset="moons", samples=20))
    expected = make_dataset("moons", 20, 0.1, 0, 0.8, 2)
    np.testing.assert_array_equal(named.x_train, expected.x_train)
    custom = dataset_for(TrainConfig(model="classify-2d", dataset="moons", custom_x=POINTS, custom_y=LABELS))
    assert custom.name == CUSTOM and custom.classes == 3
    curve = dataset_for(TrainConfig(model="layer", dataset="sin", custom_x=[0.0, 1.0], custom_y=[2.0, 3.0]))
    assert curve.task == "regression"
    with pytest.raises(CustomDataError):  # 2-D points for a model that fits a curve
        dataset_for(TrainConfig(model="fit-1d", custom_x=POINTS, custom_y=LABELS))


def test_the_trainer_trains_on_custom_points_and_replays_them_exactly():
    def run() -> tuple:
        config = TrainConfig(model="classify-2d", dataset="spiral", steps=5, width=4, depth=1,
                             batch_size=4, custom_x=POINTS, custom_y=LABELS, seed=5)
        trainer = Trainer(config, None)
        started = trainer.started_message(1)
        for _ in range(config.steps):
            trainer.step()
        return started, trainer.drain()["loss"]

    started, loss = run()
    assert started.dataset == CUSTOM and len(started.data_x) == 6  # 8 points, 80 % train
    assert started.param_shapes[-1] == (3,)  # three classes drawn: three outputs
    assert {tuple(p) for p in started.data_x.tolist()} <= {tuple(p) for p in np.float32(POINTS).tolist()}
    _, again = run()
    np.testing.assert_array_equal(loss, again)
