"""An argument of forward that nothing gives (no default, no call): a factor judged with 1.0, an
int with 1, a flag with True, an index with an int64 permutation, and a note saying which
(judge/assumed_arguments.py). Each verdict is first taken from torch's own float64 gradcheck of
the same Function at the same value."""
from __future__ import annotations

import pytest
import torch

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.usercode.source import compile_source
from playground.vocabulary import Verdict

FACTOR = """
class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale{annotation}):
        ctx.save_for_backward(x)
        ctx.scale = scale
        return torch.sin(x) * scale

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return {grad}, None
"""

PERMUTE = """
class Permute(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, perm):
        ctx.save_for_backward(perm)
        return x[perm] * 2

    @staticmethod
    def backward(ctx, g):
        perm, = ctx.saved_tensors
        {body}
        return grad, None
"""
PERMUTE_RIGHT = "grad = torch.empty_like(g)\n        grad[perm] = 2 * g"
PERMUTE_WRONG = "grad = 2 * g[perm]  # the permutation again, not its inverse"


def judged(text: str) -> protocol.CompileResult:
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=201))
    assert not result.errors, [e.message for e in result.errors]
    return result


def torch_gradcheck(text: str, *args) -> bool:
    """float64 gradcheck of the file's one Function, with ``args`` after x, by torch alone."""
    cls = next(iter(compile_source(text).functions.values()))
    x = torch.linspace(-1.3, 1.7, 6, dtype=torch.float64).requires_grad_()
    return torch.autograd.gradcheck(lambda t: cls.apply(t, *args), (x,), raise_exception=False)


def notes_of(result: protocol.CompileResult) -> dict:
    return {n.code: n.params for n in result.probe.notes}


@pytest.mark.parametrize("annotation", ["", ": float"])
def test_a_factor_nothing_gives_is_judged_at_one_point_zero_and_said(annotation):
    text = FACTOR.format(annotation=annotation, grad="g * ctx.scale * torch.cos(x)")
    assert torch_gradcheck(text, 1.0)
    result = judged(text)
    assert result.probe.verdict == Verdict.MATCHES
    assert notes_of(result)["value_assumed"] == {"function": "Scale", "argument": "scale", "value": "1.0"}
    assert "scale = 1.0" in result.probe.summary


def test_a_wrong_backward_beside_an_assumed_factor_still_differs():
    text = FACTOR.format(annotation="", grad="g * ctx.scale * torch.sin(x)")  # sin's derivative is cos
    assert not torch_gradcheck(text, 1.0)
    result = judged(text)
    assert result.probe.verdict == Verdict.DIFFERS
    assert "value_assumed" in notes_of(result)


def test_an_int_annotation_is_tried_first_as_an_int():
    text = FACTOR.format(annotation=": int", grad="g * ctx.scale * torch.cos(x)")
    assert notes_of(judged(text))["value_assumed"]["value"] == "1"


def test_a_count_that_a_float_cannot_be_is_judged_at_one():
    text = """
class Tile(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, times):
        ctx.times = times
        return x.repeat(times) * 3

    @staticmethod
    def backward(ctx, g):
        return 3 * g.reshape(ctx.times, -1).sum(0), None
"""
    assert torch_gradcheck(text, 1)
    result = judged(text)
    assert result.probe.verdict == Verdict.MATCHES
    assert notes_of(result)["value_assumed"]["value"] == "1"


@pytest.mark.parametrize("grad, right", [("2 * ctx.x * g", True), ("ctx.x * g", False)])
def test_a_flag_that_only_true_fits_is_judged_at_true(grad, right):
    text = """
class SquaredColumnSum(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, keep):
        ctx.x = x
        return (x * x).sum(dim=0, keepdim=keep)

    @staticmethod
    def backward(ctx, g):
        return GRAD, None
""".replace("GRAD", grad)
    assert torch_gradcheck(text, True) is right
    result = judged(text)
    assert notes_of(result)["value_assumed"]["value"] == "True"
    assert result.probe.verdict == (Verdict.MATCHES if right else Verdict.DIFFERS)


@pytest.mark.parametrize("body, right", [(PERMUTE_RIGHT, True), (PERMUTE_WRONG, False)])
def test_an_index_nothing_gives_is_a_permutation_and_only_x_varies(body, right):
    text = PERMUTE.format(body=body)
    perm = torch.randperm(6, generator=torch.Generator().manual_seed(3))
    assert torch_gradcheck(text, perm) is right
    result = judged(text)
    assert notes_of(result)["indices_assumed"] == {"function": "Permute", "argument": "perm"}
    assert result.probe.verdict == (Verdict.MATCHES if right else Verdict.DIFFERS)
    assert result.probe.jacobian.input_names == ["x"]


def test_an_argument_the_code_s_call_gives_is_not_assumed():
    text = FACTOR.format(annotation="", grad="g * ctx.scale * torch.cos(x)") + \
        "\ny = Scale.apply(torch.randn(4, requires_grad=True), 2.5)\n"
    result = judged(text)
    assert "value_assumed" not in notes_of(result)
    assert result.probe.verdict == Verdict.MATCHES
