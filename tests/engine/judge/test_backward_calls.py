"""The judge calls a backward as training does: a fresh forward for each backward, a grad_output of its own.

Each expected verdict is decided first with plain PyTorch (float64 gradcheck, a fresh forward per
Jacobian row), never from the tool's output."""
from __future__ import annotations

from pathlib import Path

import pytest
import torch

from playground import protocol
from playground.engine.judge.backward_calls import fresh_per_backward, habits
from playground.engine.judge.check import run_check

CORPUS = Path(__file__).parent / "examples" / "corpus"
FLASH = CORPUS / "r70_flash_attn_grad_built_in_residual.py"
CHECKPOINT = CORPUS / "r71_guided_diffusion_checkpoint_once_per_graph.py"

ONCE_PER_GRAPH = '''
import torch
from torch.autograd import Function


class SinOnce(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.kept = x.detach()
        return x.sin()

    @staticmethod
    def backward(ctx, g):
        x = ctx.kept
        del ctx.kept  # frees what it kept: one backward per forward
        return g * x.cos()
'''


def namespace(path_or_text) -> dict:
    text = path_or_text.read_text() if isinstance(path_or_text, Path) else path_or_text
    found: dict = {}
    exec(compile(text, str(path_or_text)[:40], "exec"), found)
    return found


def judged(text: str) -> protocol.ProbeData:
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=201))
    assert result.probe is not None and not result.errors, [e.message for e in result.errors]
    return result.probe


def fresh_rows(f, inputs: tuple) -> list:
    """The backward's Jacobian, one fresh forward per row: [input] → (rows, cols)."""
    rows = f(*inputs).numel()
    found = [[] for _ in inputs]
    for r in range(rows):
        out = f(*inputs)
        one_hot = torch.zeros(rows, dtype=out.dtype)
        one_hot[r] = 1
        for i, g in enumerate(torch.autograd.grad(out, inputs, one_hot.reshape(out.shape))):
            found[i].append(g.reshape(-1))
    return [torch.stack(rows_) for rows_ in found]


# ----------------------------------------------------------------------------- a backward that writes into grad_output


def test_plain_pytorch_passes_a_backward_that_builds_its_gradient_in_grad_output():
    apply = namespace(FLASH)["IndexRowsResidual"].apply
    hidden = torch.randn(6, 4, dtype=torch.float64, requires_grad=True)
    rows = torch.tensor([0, 2, 3, 5])
    assert torch.autograd.gradcheck(lambda h: apply(h, rows), (hidden,))


def test_a_backward_that_writes_into_grad_output_matches_with_a_note_in_words():
    probe = judged(FLASH.read_text())
    assert probe.verdict == "matches" and probe.gradcheck.passed
    assert "backward_writes_grad_output" in [n.code for n in probe.notes]
    assert "changes the grad_output it is given" in probe.summary


def test_writing_into_grad_output_is_noticed_by_habits_and_by_nothing_else():
    def writes(x):
        return WritesInto.apply(x)

    x = torch.randn(5, dtype=torch.float64, requires_grad=True)
    upstream = [torch.randn(5, dtype=torch.float64)]
    kept = upstream[0].clone()
    assert habits(writes, [x], upstream) == ["writes_grad_output"]
    assert torch.equal(upstream[0], kept)  # the judge's own copy is untouched
    assert habits(lambda t: t * t, [x], upstream) == []


class WritesInto(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return 3 * x

    @staticmethod
    def backward(ctx, g):
        return g.mul_(3)


# ----------------------------------------------------------------------------- a backward that runs once per graph


def test_plain_pytorch_a_fresh_forward_per_row_gives_the_checkpointed_blocks_jacobian():
    checkpoint = namespace(CHECKPOINT)["CheckpointFunction"]
    weight = torch.randn(3, 3, dtype=torch.float64, requires_grad=True)
    x = torch.randn(4, 3, dtype=torch.float64, requires_grad=True)

    def f(x, w):
        return checkpoint.apply(lambda a: torch.tanh(a @ w), 1, x, w)

    true = torch.autograd.functional.jacobian(lambda x, w: torch.tanh(x @ w), (x, weight))
    mine = fresh_rows(f, (x, weight))
    assert torch.allclose(mine[0], true[0].reshape(12, -1)) and torch.allclose(mine[1], true[1].reshape(12, -1))
    with pytest.raises(AttributeError):  # one graph, back-propagated once per row: the second row fails
        torch.autograd.gradcheck(f, (x, weight))
    assert torch.autograd.gradcheck(fresh_per_backward(f), (x, weight))


def test_a_checkpointed_block_matches_with_a_note_that_it_runs_once_per_graph():
    probe = judged(CHECKPOINT.read_text())
    assert probe.verdict == "matches" and probe.gradcheck.passed
    assert "backward_once_per_graph" in [n.code for n in probe.notes]


def test_an_elementwise_backward_that_frees_its_context_matches_on_the_grid_with_the_note():
    sin_once = namespace(ONCE_PER_GRAPH)["SinOnce"]
    x = torch.randn(7, dtype=torch.float64, requires_grad=True)
    assert torch.allclose(torch.diag(fresh_rows(sin_once.apply, (x,))[0]), x.detach().cos())
    probe = judged(ONCE_PER_GRAPH)
    assert (probe.verdict, probe.summary_code) == ("matches", "matches") and len(probe.x) == 201
    assert [n.code for n in probe.notes].count("backward_once_per_graph") == 1


def test_fresh_per_backward_gives_each_backward_a_copy_of_its_upstream():
    x = torch.randn(4, dtype=torch.float64, requires_grad=True)
    upstream = torch.randn(4, dtype=torch.float64)
    kept = upstream.clone()
    (gradient,) = torch.autograd.grad(fresh_per_backward(WritesInto.apply)(x), x, upstream)
    assert torch.equal(upstream, kept) and torch.allclose(gradient, 3 * kept)
