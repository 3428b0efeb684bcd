"""Every tolerance the judge and the referee compare with, in one place, each with how it is derived.

A verdict is only as good as the numbers it is decided with: a tolerance ten times too wide passes a
wrong backward, one too narrow calls rounding a bug. Each number here says what error it allows for,
so that a change to one is a change to an argument, not a guess. ``eps`` is the machine epsilon of the
dtype the subject computes in (2.2e-16 for float64, 1.2e-7 for float32).

Central differences (numeric.py, jacobian.py). With step h = eps^(1/3)·max(1, |x|) the truncation
error (∝ h²) and the rounding error (∝ eps/h) of (f(x+h) − f(x−h))/2h are both about eps^(2/3): the
smallest total a central difference can have. A claimed derivative d is compared with it as

    |d − central| ≤ atol + rtol·|central| + WIDE_ERROR_FACTOR·|central − wide| + noise

with rtol = max(RTOL_FLOOR, √eps) and atol = max(ATOL_FLOOR, eps^(2/3)) (precision()).
"""
from __future__ import annotations

# --- central differences -------------------------------------------------------------------------------------

# The relative error of a claimed derivative that is still "right": √eps for float32 (3.5e-4) and at
# least 1e-4 (float64's √eps, 1.5e-8, would call a central difference's own error a bug). A backward
# off by a factor 1.001 or more is found in every dtype.
RTOL_FLOOR = 1e-4
# The absolute floor: eps^(2/3) (the central difference's own error, 3.7e-11 in float64), at least 1e-6,
# so that derivatives near 0 are not judged on digits no difference quotient has.
ATOL_FLOOR = 1e-6
# Rounding noise of one difference f(x+h) − f(x−h) is a few eps·|f|; 32 of them, per unit of h, is
# what a smooth float64 function's differences never exceed (numeric.analyze, jacobian._confirmed).
ROUNDING_NOISE = 32
# |central − wide| (steps h and 2h) estimates the central difference's truncation error (the wide one's
# error is 4× the narrow one's, so the narrow one's is about a third of their difference): 4 times it
# is a safe bound on the error of the number compared against.
WIDE_ERROR_FACTOR = 4
# A kink or jump is where the one-sided slopes disagree by more than rtol/KINK_SHARE of their size
# (a smooth curve's disagreement shrinks with h, a kink's does not).
KINK_SHARE = 100


def precision(dtype_eps: float) -> tuple[float, float]:
    """(rtol, atol) for comparing derivatives of a function computed with this machine epsilon."""
    return max(RTOL_FLOOR, dtype_eps ** 0.5), max(ATOL_FLOOR, dtype_eps ** (2 / 3))


# --- torch.autograd.gradcheck (gradcheck.py) -------------------------------------------------------------------

# float64: torch's own defaults (eps 1e-6, atol 1e-5, rtol 1e-3). A forward that computes in float32 or
# less (its outputs' eps above LOOSE_ABOVE_EPS) gets a step whose rounding error (eps/h ≈ 1e-4) stays
# below the tolerance, and a tolerance of 1 %: torch's float64 numbers would fail every correct one.
GRADCHECK_FLOAT64 = dict(eps=1e-6, atol=1e-5, rtol=1e-3)
GRADCHECK_LOOSE = dict(eps=1e-3, atol=1e-2, rtol=1e-2)
LOOSE_ABOVE_EPS = 1e-10  # between float64's 2.2e-16 and float32's 1.2e-7: every dtype falls on one side
# The random signed upstream check weighs its error against gradcheck's tolerance times this: a few
# random directions sum many entries' errors, and a correct float64 backward stays 100× below it.
RANDOM_UPSTREAM_MARGIN = 10
# "Is the gradient for 2·v twice the one for v?" compares numbers that are exact multiples in any
# correct backward (a power of two), so only rounding of the backward's own sums is allowed for.
DOUBLED_UPSTREAM = dict(rtol=1e-6, atol=1e-9)

# --- other upstreams (upstream.py) -----------------------------------------------------------------------------

# Gradients for upstreams that are exact multiples of each other (0, ×2, ×2⁻¹⁰, −1): equal up to the
# rounding of a backward's sums, far below any mistake about grad_output.
UPSTREAM_RTOL = 1e-5

# --- the Jacobian (jacobian.py, jacobian_pattern.py, jacobian_verdict.py) --------------------------------------

# A wrong block that equals another input's true block to within the block's tolerance plus this
# relative share is that block, swapped (g·b returned for both a and b of a·b).
SWAP_RTOL = 1e-6
# Two blocks, or a block and c times another, are "the same" within the tolerance plus this share.
SAME_RTOL = 1e-6
# A constant factor c is named only when 1/c is this close to a whole number (a fan-in) or c to 1.
FACTOR_RTOL = 1e-6
# True entries below this are left out of a ratio (0/0 says nothing about a factor).
NONZERO_TRUE = 1e-8
# An off-diagonal true entry above this share of the largest one means the function mixes elements:
# exact autograd zeros are 0, a central difference's are below 1e-10 relative in float64.
MIXING_SHARE = 1e-9

# --- torch.vmap (func_checks.py) -------------------------------------------------------------------------------

# vmap over a batch must equal a loop over it: the same operations in another order, so 100× tighter
# than gradcheck's tolerance for the same dtype.
VMAP_SHARE_OF_GRADCHECK = 1e-2

# --- the referee (engine/referee/compare.py) -------------------------------------------------------------------

# A submission's answers against the reference's, both computed in float64 by the same formulas up to
# order: 1e-5 relative allows reassociated sums over thousands of elements (≈ n·eps, n up to 10⁴ and
# more) and is a thousand times below the smallest factor error a grade must see (1.01).
REFEREE_RTOL = 1e-5
# The absolute floor where the reference is 0: 1e-8 is float64 rounding of O(1) terms that cancel.
REFEREE_ATOL = 1e-8
