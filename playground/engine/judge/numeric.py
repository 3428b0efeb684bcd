"""The numerical derivative, where f has kinks and jumps, and where a claimed derivative differs.

From f at x-2h, x-h, x, x+h, x+2h (float64 input; h scaled to the output's precision):
- the central difference (f(x+h) - f(x-h)) / 2h is the numerical derivative;
- a kink or jump within 2h of x shows because the one-sided slopes disagree in a way no smooth
  function's can: for a smooth f, (right - left) grows in proportion to h, so the disagreement at
  2h is twice that at h; at a kink it stays the same size. Such points are "nonsmooth": no
  comparison is made there (a correct ReLU on a grid containing 0 matches);
- the difference between the central differences at h and 2h estimates the numerical error, so
  the tolerance widens where the numerical derivative itself is unsure.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from playground.engine.judge import tolerances as tol

OFFSETS = (-2, -1, 1, 2)  # the shifts, in units of h, at which f is evaluated


precision = tol.precision  # (rtol, atol) for derivatives computed with a machine epsilon


def step_sizes(x: np.ndarray, dtype_eps: float) -> np.ndarray:
    """The step h at each x: the cube root of epsilon (the best for central differences), scaled."""
    return dtype_eps ** (1 / 3) * np.maximum(1.0, np.abs(x))


@dataclass
class NumericDerivative:
    derivative: np.ndarray  # central difference
    nonsmooth: np.ndarray  # bool: a kink or jump within 2h
    defined: np.ndarray  # bool: f is finite at all five points
    tolerance: np.ndarray  # how far a claimed derivative may be from ``derivative``
    flat: np.ndarray  # bool: the numerical derivative is zero (within tolerance)


def analyze(f: np.ndarray, shifted: dict, h: np.ndarray, dtype_eps: float) -> NumericDerivative:
    """``shifted[k]`` is f at x + k*h for k in OFFSETS."""
    fm2, fm1, fp1, fp2 = (shifted[k] for k in OFFSETS)
    defined = np.isfinite(f) & np.isfinite(fm2) & np.isfinite(fm1) & np.isfinite(fp1) & np.isfinite(fp2)
    with np.errstate(all="ignore"):
        central = (fp1 - fm1) / (2 * h)
        wide = (fp2 - fm2) / (4 * h)
        left, right = (f - fm1) / h, (fp1 - f) / h
        left2, right2 = (f - fm2) / (2 * h), (fp2 - f) / (2 * h)
        scale = np.maximum.reduce([np.abs(f), np.abs(fm2), np.abs(fp2)]) + 1e-300
        noise = tol.ROUNDING_NOISE * dtype_eps * scale / h  # rounding error of differences of f, per unit of h
        rtol, atol = precision(dtype_eps)
        kink_tol = rtol / tol.KINK_SHARE * (1 + np.abs(left) + np.abs(right)) + noise
        kinked = np.abs((right2 - left2) - 2 * (right - left)) > kink_tol
        bent = np.abs(central - wide) > rtol / tol.KINK_SHARE * (1 + np.abs(central)) + noise
        tolerance = atol + rtol * np.abs(central) + tol.WIDE_ERROR_FACTOR * np.abs(central - wide) + noise
        flat = np.abs(central) <= atol + noise
    nonsmooth = defined & (kinked | bent)
    central = np.where(defined, central, np.nan)
    return NumericDerivative(central, nonsmooth, defined, tolerance, flat & defined)


@dataclass
class Comparison:
    differs: np.ndarray  # bool: the claim is off by more than the tolerance
    compared: np.ndarray  # bool: where a comparison was made
    not_finite: np.ndarray  # bool: the claim is NaN/Inf where f and its derivative are finite
    max_error: float
    worst_x: float  # where the largest error is (nan if none)
    by_design: bool  # it differs only where f is flat or next to a jump/kink


def compare(x: np.ndarray, claimed: np.ndarray, numeric: NumericDerivative) -> Comparison:
    """Where the claimed derivative (the user's backward) differs from the numerical one."""
    compared = numeric.defined & ~numeric.nonsmooth & np.isfinite(numeric.derivative)
    not_finite = compared & ~np.isfinite(claimed)
    with np.errstate(all="ignore"):
        error = np.where(compared, np.abs(claimed - numeric.derivative), 0.0)
    error = np.where(not_finite, np.inf, error)
    differs = compared & (error > numeric.tolerance)
    finite_error = np.where(np.isfinite(error), error, 0.0)
    max_error = float(finite_error[differs].max()) if differs.any() else float(finite_error.max(initial=0.0))
    worst = differs if differs.any() else compared
    worst_x = float(x[worst][np.argmax(finite_error[worst])]) if worst.any() else float("nan")
    near_break = _widen(numeric.nonsmooth | ~numeric.defined)
    by_design = bool(differs.any() and np.all((numeric.flat | near_break)[differs & ~not_finite])
                     and not not_finite.any())
    return Comparison(differs, compared, not_finite, max_error, worst_x, by_design)


def _widen(mask: np.ndarray) -> np.ndarray:
    """The mask and its neighbours on the grid."""
    wide = mask.copy()
    wide[1:] |= mask[:-1]
    wide[:-1] |= mask[1:]
    return wide


def constant_ratio(claimed: np.ndarray, numeric: NumericDerivative, comparison: Comparison):
    """c if the claim is c times the numerical derivative wherever that is clearly nonzero
    (a gradient reversal layer gives -1, a gradient scaler its factor), else None."""
    usable = comparison.compared & ~numeric.flat & np.isfinite(claimed)
    if usable.sum() < 3:
        return None
    ratio = claimed[usable] / numeric.derivative[usable]
    c = float(np.median(ratio))
    if abs(c - 1) < 1e-3 or not np.isfinite(c):
        return None
    spread = np.abs(claimed[usable] - c * numeric.derivative[usable]) <= numeric.tolerance[usable] * max(1, abs(c))
    return round(c, 6) if spread.all() else None


def passes_through(claimed: np.ndarray, numeric: NumericDerivative, comparison: Comparison) -> bool:
    """Does the backward pass grad_output through unchanged (a claimed derivative of 1) wherever
    it differs, while f is not flat everywhere it was compared? A ReLU whose backward forgot its
    mask, or a straight-through estimator of a function with a slope of 1 elsewhere."""
    differs = comparison.differs & ~comparison.not_finite
    if not differs.any():
        return True
    sloped = comparison.compared & ~numeric.flat
    return bool(np.allclose(claimed[differs], 1.0) and sloped.any())
