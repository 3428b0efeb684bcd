from __future__ import annotations

import numpy as np
import pytest

from playground.engine.train.datasets import (
    CURVE_DOMAIN,
    CURVES,
    POINT_CLOUDS,
    class_sizes,
    make_curve,
    make_dataset,
    make_point_cloud,
)


@pytest.mark.parametrize("name", list(CURVES))
def test_curves_are_float32_columns_on_the_domain(name):
    data = make_curve(name, samples=50, noise=0.1, seed=0)
    assert data.task == "regression" and data.inputs == 1 and data.outputs == 1
    assert data.x_train.shape == (50, 1) and data.y_train.shape == (50, 1)
    assert data.x_train.dtype == np.float32 and data.y_train.dtype == np.float32
    assert CURVE_DOMAIN[0] <= data.x_train.min() and data.x_train.max() <= CURVE_DOMAIN[1]
    assert len(data.x_test) == 0


@pytest.mark.parametrize("name", list(CURVES))
def test_without_noise_a_curve_is_its_target(name):
    data = make_curve(name, samples=40, noise=0.0, seed=3)
    x = data.x_train[:, 0].astype(np.float64)
    np.testing.assert_allclose(data.y_train[:, 0], data.target(x), rtol=1e-6, atol=1e-6)


def test_curve_targets_have_their_shapes():
    x = np.array([-1.5, -0.5, 0.5, 1.5])
    np.testing.assert_allclose(CURVES["sin"](x), np.sin(2 * x))
    np.testing.assert_allclose(CURVES["abs"](x), np.abs(x) - 1.5)
    np.testing.assert_array_equal(CURVES["step"](x), [-1, -1, 1, 1])
    np.testing.assert_allclose(CURVES["sawtooth"](np.array([-0.5, 0.0, 0.5, 1.5])), [-0.5, 0.0, 0.5, -0.5])
    np.testing.assert_allclose(CURVES["cubic"](x), 0.1 * x**3 - 0.5 * x)


def test_noise_is_gaussian_of_the_given_size():
    data = make_curve("sin", samples=4000, noise=0.3, seed=1)
    residual = data.y_train[:, 0] - data.target(data.x_train[:, 0].astype(np.float64))
    assert abs(residual.std() - 0.3) < 0.02 and abs(residual.mean()) < 0.02


@pytest.mark.parametrize("name", ["sin", *POINT_CLOUDS])
def test_the_same_seed_gives_the_same_points(name):
    first = make_dataset(name, samples=60, noise=0.1, seed=7)
    again = make_dataset(name, samples=60, noise=0.1, seed=7)
    other = make_dataset(name, samples=60, noise=0.1, seed=8)
    np.testing.assert_array_equal(first.x_train, again.x_train)
    np.testing.assert_array_equal(first.y_train, again.y_train)
    np.testing.assert_array_equal(first.x_test, again.x_test)
    assert not np.array_equal(first.x_train, other.x_train)


@pytest.mark.parametrize("name", POINT_CLOUDS)
def test_point_clouds_are_labelled_2d_points_split_for_testing(name):
    data = make_point_cloud(name, samples=100, noise=0.1, seed=0, train_fraction=0.8)
    assert data.task == "classification" and data.inputs == 2 and data.outputs == data.classes == 2
    assert data.x_train.shape == (80, 2) and data.x_test.shape == (20, 2)
    assert data.x_train.dtype == np.float32 and data.y_train.dtype == np.int64
    labels = np.concatenate([data.y_train, data.y_test])
    assert sorted(np.bincount(labels)) == [50, 50]


@pytest.mark.parametrize("name", ["spiral", "blobs"])
def test_spiral_and_blobs_take_a_number_of_classes(name):
    data = make_point_cloud(name, samples=100, noise=0.05, seed=0, classes=4)
    labels = np.concatenate([data.y_train, data.y_test])
    assert data.classes == 4 and data.outputs == 4
    assert list(np.bincount(labels)) == [25, 25, 25, 25]


@pytest.mark.parametrize("name", ["moons", "circles", "xor"])
def test_the_other_clouds_always_have_two_classes(name):
    data = make_point_cloud(name, samples=60, noise=0.05, seed=0, classes=5)
    assert data.classes == 2 and set(np.concatenate([data.y_train, data.y_test])) == {0, 1}


def test_circles_without_noise_lie_on_their_rings():
    data = make_point_cloud("circles", samples=200, noise=0.0, seed=0)
    radius = np.hypot(*np.concatenate([data.x_train, data.x_test]).T)
    labels = np.concatenate([data.y_train, data.y_test])
    np.testing.assert_allclose(radius[labels == 0], 1.0, rtol=1e-5)
    np.testing.assert_allclose(radius[labels == 1], 0.5, rtol=1e-5)


def test_xor_labels_the_quadrants_without_noise():
    data = make_point_cloud("xor", samples=200, noise=0.0, seed=0)
    x, y = data.x_train, data.y_train
    np.testing.assert_array_equal(y, (x[:, 0] * x[:, 1] < 0).astype(np.int64))


def test_more_noise_spreads_the_points():
    def spread(noise):
        data = make_point_cloud("circles", samples=400, noise=noise, seed=0)
        radius = np.hypot(*data.x_train.T)
        return np.abs(radius[data.y_train == 0] - 1.0).mean()

    assert spread(0.0) < 1e-5 < spread(0.05) < spread(0.3)


def test_train_fraction_one_leaves_no_test_set_and_a_tiny_one_keeps_a_point():
    assert len(make_point_cloud("moons", 50, 0.1, 0, train_fraction=1.0).x_test) == 0
    tiny = make_point_cloud("moons", 50, 0.1, 0, train_fraction=0.001)
    assert len(tiny.x_train) == 1 and len(tiny.x_test) == 49


def test_bounds_cover_every_point_with_a_margin():
    data = make_point_cloud("blobs", samples=80, noise=0.2, seed=2, classes=3)
    bounds = data.bounds(margin=0.1)
    points = np.concatenate([data.x_train, data.x_test])
    assert bounds.shape == (2, 2)
    assert (bounds[:, 0] < points.min(axis=0)).all() and (points.max(axis=0) < bounds[:, 1]).all()


def test_class_sizes_spread_the_remainder():
    assert class_sizes(10, 3) == [4, 3, 3]
    assert sum(class_sizes(101, 7)) == 101


def test_unknown_names_and_class_counts_are_refused():
    with pytest.raises(ValueError, match="unknown dataset 'spirals'.*spiral"):
        make_dataset("spirals", 10, 0.1, 0)
    with pytest.raises(ValueError, match="classes must be between 2 and 10"):
        make_point_cloud("spiral", 10, 0.1, 0, classes=1)
