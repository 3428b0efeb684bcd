"""A swap of two dense blocks (jacobian.py's swap detection), pinned where a mutant survived: every test
before swapped diagonal blocks, whose zeros hid a detection that skipped blocks without any zero.

y = a·sum(b) + b·sum(a): ∂y_i/∂a_j = δ_ij·sum(b) + b_i and ∂y_i/∂b_j = a_i + δ_ij·sum(a), both dense."""
from __future__ import annotations

import torch

from playground.engine.judge.jacobian import Probed, jacobian

A = [0.5, -1.5, 2.0]
B = [1.5, 0.25, -0.75]


def mixed(a, b):
    return a * b.sum() + b * a.sum()


def gradient_a(g, a, b):
    return g * b.sum() + (g * b).sum()


def gradient_b(g, a, b):
    return (g * a).sum() + g * a.sum()


def subject(backward):
    class Mixed(torch.autograd.Function):
        @staticmethod
        def forward(ctx, a, b):
            ctx.save_for_backward(a, b)
            return mixed(a, b)

        @staticmethod
        def backward(ctx, g):
            return backward(g, *ctx.saved_tensors)

    return Mixed.apply


def judged(backward):
    inputs = [torch.tensor(A, dtype=torch.float64), torch.tensor(B, dtype=torch.float64)]
    return jacobian(Probed(inputs, ["a", "b"], [0, 1], subject(backward)))


def test_the_gradients_written_out_are_plain_torchs():
    a, b = (torch.tensor(v, dtype=torch.float64, requires_grad=True) for v in (A, B))
    g = torch.tensor([0.3, -1.1, 0.7], dtype=torch.float64)
    expected = torch.autograd.grad(mixed(a, b), (a, b), g)
    assert torch.allclose(gradient_a(g, a, b), expected[0]) and torch.allclose(gradient_b(g, a, b), expected[1])


def test_a_right_backward_of_dense_blocks_matches():
    found = judged(lambda g, a, b: (gradient_a(g, a, b), gradient_b(g, a, b)))
    assert not found.differs and [b.pattern for b in found.blocks] == ["jacobian_matches"] * 2


def test_dense_gradients_given_to_each_others_input_are_named_swapped():
    found = judged(lambda g, a, b: (gradient_b(g, a, b), gradient_a(g, a, b)))
    assert found.differs
    assert [b.pattern for b in found.blocks] == ["jacobian_swapped", "jacobian_swapped"]
    assert [b.pattern_params["other"] for b in found.blocks] == ["b", "a"]
