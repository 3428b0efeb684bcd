"""Integer index inputs taken from the user's demo call follow the probe's x: a permutation of
its rows (with its inverse where the demo passed an argsort pair), or indices kept valid."""
from __future__ import annotations

import torch

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.usercode.plan import index_for

TAKE = '''import torch

class TakeSquared(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, ind, ind_inv):
        ctx.save_for_backward(x, ind_inv)
        return torch.take_along_dim(x, ind, 0) ** 2

    @staticmethod
    def backward(ctx, g):
        x, ind_inv = ctx.saved_tensors
        return BACKWARD, None, None

x = torch.randn(5, requires_grad=True)
ind = torch.randperm(5)
TakeSquared.apply(x, ind, torch.argsort(ind))
'''


def test_a_permutation_and_its_inverse_follow_the_grid():
    right = run_check(protocol.CompileRequest(
        request_id=1, source=TAKE.replace("BACKWARD", "2 * x * torch.take_along_dim(g, ind_inv, 0)"), points=101))
    assert right.errors == [] and right.probe.verdict == "matches"
    wrong = run_check(protocol.CompileRequest(
        request_id=1, source=TAKE.replace("BACKWARD", "2 * x * torch.take_along_dim(g, ind_inv, 0) * 0.5"), points=101))
    assert wrong.errors == [] and wrong.probe.verdict == "differs"


def test_index_for_makes_permutations_inverses_and_valid_indices():
    recorded = torch.tensor([2, 0, 1])
    made = index_for(recorded, 7, [])
    assert sorted(made.tolist()) == list(range(7))
    inverse = index_for(torch.argsort(recorded), 7, [(recorded, made)])
    assert torch.equal(made[inverse], torch.arange(7))
    assert torch.equal(index_for(recorded, 7, []), made)  # the same x gets the same permutation
    gathered = index_for(torch.tensor([4, 4, 1]), 2, [])
    assert gathered.tolist() == [0, 0] and gathered.max() < 2
    rows = index_for(torch.tensor([[1, 0], [0, 1]]), 3, [])
    assert rows.tolist() == [[1, 0], [0, 1], [1, 0]]
