"""The random directions that catch a backward right only for some grad_outputs (gradcheck.py's
directional_error), pinned where a mutant survived: the error weighed is the largest over every
direction, not the last or the first.

f(x) = 3x with a backward returning -3·g (its sign flipped): along upstream v and direction u the
backward claims vᵀJu = -3·v·u where the truth is 3·v·u, an error of 6·|v·u| and a size of 3·|v·u|.
The directions are the ones directional_error draws, upstream then direction per repeat, from the
generator it is given."""
from __future__ import annotations

import torch

from playground.engine.judge import gradcheck as checks

SEED = 3


class Flipped(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return 3 * x

    @staticmethod
    def backward(ctx, g):
        return -3 * g


def drawn_products(repeats: int) -> list:
    generator = torch.Generator().manual_seed(SEED)
    products = []
    for _ in range(repeats):
        upstream = torch.randn((4,), generator=generator, dtype=torch.float64)
        direction = torch.randn((4,), generator=generator, dtype=torch.float64)
        products.append(abs(float((upstream * direction).sum())))
    return products


def test_the_error_weighed_is_the_largest_over_every_direction():
    products = drawn_products(3)
    assert max(products) not in (products[0], products[-1])  # the largest is neither the first nor the last
    x = torch.tensor([0.5, -1.0, 2.0, 0.25], dtype=torch.float64, requires_grad=True)
    check = checks.CheckSetup([x], ["x"], lambda t: (Flipped.apply(t),))
    error, size = checks.directional_error(check, torch.Generator().manual_seed(SEED), 1e-6, repeats=3)
    assert abs(error - 6 * max(products)) < 1e-6 and abs(size - 3 * max(products)) < 1e-6
