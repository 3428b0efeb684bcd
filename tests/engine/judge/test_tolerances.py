"""The tolerances' derivations (judge/tolerances.py) hold for the numbers they are derived from, and
every module compares with them, not with a copy."""
from __future__ import annotations

import numpy as np
import torch

from playground.engine.judge import gradcheck, numeric, tolerances, upstream
from playground.engine.referee import compare

F64 = float(torch.finfo(torch.float64).eps)
F32 = float(torch.finfo(torch.float32).eps)


def test_precision_is_the_square_root_and_two_thirds_power_of_eps_with_floors():
    assert tolerances.precision(F64) == (1e-4, 1e-6)  # float64's own would be 1.5e-8 and 3.7e-11
    rtol, atol = tolerances.precision(F32)
    assert np.isclose(rtol, F32 ** 0.5) and np.isclose(atol, F32 ** (2 / 3))
    assert numeric.precision is tolerances.precision


def test_a_smooth_central_difference_is_well_inside_its_tolerance_and_a_small_factor_is_not():
    x = np.linspace(-3, 3, 61)
    h = numeric.step_sizes(x, F64)
    shifted = {k: np.exp(np.sin(x + k * h)) for k in numeric.OFFSETS}
    found = numeric.analyze(np.exp(np.sin(x)), shifted, h, F64)
    true = np.cos(x) * np.exp(np.sin(x))
    error = np.abs(found.derivative - true)
    assert not found.nonsmooth.any() and np.all(error < found.tolerance / 100)  # 100× margin for correct code
    assert np.all(np.abs(1.001 * true - found.derivative) > found.tolerance)  # a 0.1 % factor is always seen


def test_gradcheck_gets_torchs_defaults_in_float64_and_loose_ones_above_the_boundary():
    setup = None
    assert {k: gradcheck._settings(F64, setup, 10)[k] for k in ("eps", "atol", "rtol")} == tolerances.GRADCHECK_FLOAT64
    assert {k: gradcheck._settings(F32, setup, 10)[k] for k in ("eps", "atol", "rtol")} == tolerances.GRADCHECK_LOOSE
    assert F64 < tolerances.LOOSE_ABOVE_EPS < F32
    assert tolerances.GRADCHECK_FLOAT64 == dict(eps=1e-6, atol=1e-5, rtol=1e-3)  # torch's own defaults


def test_the_referee_passes_reassociated_float64_sums_and_fails_a_one_percent_factor():
    generator = np.random.default_rng(0)
    values = generator.standard_normal(10_000)
    forward, backward = values.sum(), values[::-1].sum()  # the same sum in another order
    assert abs(forward - backward) <= compare.ATOL + compare.RTOL * abs(forward)
    assert abs(1.01 * forward - forward) > compare.ATOL + compare.RTOL * abs(forward)


def test_each_module_compares_with_the_shared_numbers():
    assert upstream.RTOL == tolerances.UPSTREAM_RTOL
    assert gradcheck.RANDOM_UPSTREAM_MARGIN == tolerances.RANDOM_UPSTREAM_MARGIN
    assert (compare.RTOL, compare.ATOL) == (tolerances.REFEREE_RTOL, tolerances.REFEREE_ATOL)
