"""Checks that do not look away: the jvp along every floating input (alone, then together), on the
grid and at the code's own call, and every fault a "differs" verdict's checks saw.

Each expected verdict is decided first with plain PyTorch: forward-AD gradcheck with one tangent
input at a time, and gradcheck against a doubled grad_output."""
from __future__ import annotations

from pathlib import Path

import pytest
import torch

from playground import protocol
from playground.engine.judge.check import run_check

CORPUS = Path(__file__).parent / "examples" / "corpus"
SECOND_INPUT = CORPUS / "b31_jvp_wrong_along_fixed_second_input.py"
NUMPY_MUL = CORPUS / "b32_docs_numpy_mul_jvp_second_term.py"
LOSS_AT_CALL = CORPUS / "b33_numpy_loss_at_call_jvp_wrong_along_target.py"
HINGE = CORPUS / "b34_brevitas_squared_hinge_two_faults.py"

TOGETHER = '''
import torch


class Product(torch.autograd.Function):
    @staticmethod
    def forward(x, y):
        return x * y

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_forward(*inputs)
        ctx.save_for_backward(*inputs)

    @staticmethod
    def backward(ctx, g):
        x, y = ctx.saved_tensors
        return g * y, g * x

    @staticmethod
    def jvp(ctx, tx, ty):
        x, y = ctx.saved_tensors
        if not (tx == 0).all() and not (ty == 0).all():
            return tx * y  # both directions at once: the second term is forgotten
        return tx * y + ty * x


x = torch.randn(6, requires_grad=True)
y = torch.randn(6, requires_grad=True)
z = Product.apply(x, y)
'''


def namespace(path_or_text) -> dict:
    text = path_or_text.read_text() if isinstance(path_or_text, Path) else path_or_text
    found: dict = {}
    exec(compile(text, "<test>", "exec"), found)
    return found


def judged(text: str) -> protocol.ProbeData:
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=201))
    assert result.probe is not None and not result.errors, [e.message for e in result.errors]
    return result.probe


def jvp_check(probe: protocol.ProbeData):
    return next(c for c in probe.checks if c.name == "jvp")


def forward_ad_passes(apply, values: list, moved: int) -> bool:
    """torch's forward-AD gradcheck with a tangent for input ``moved`` only."""
    inputs = [v.detach().clone().requires_grad_(i == moved) for i, v in enumerate(values)]
    return torch.autograd.gradcheck(apply, tuple(inputs), check_forward_ad=True, check_backward_ad=False,
                                    check_undefined_grad=False, check_batched_grad=False, raise_exception=False)


def doubles(rng):
    return [torch.randn(3, 4, dtype=torch.float64, generator=rng) for _ in range(2)]


@pytest.mark.parametrize("path, name, wrong", [(SECOND_INPUT, "ScaledProduct", "y"),
                                               (NUMPY_MUL, "NumpyMul", "y"),
                                               (LOSS_AT_CALL, "NumpySquaredError", "target")])
def test_a_jvp_wrong_along_one_input_only_is_found_there(path, name, wrong):
    apply = namespace(path)[name].apply
    values = doubles(torch.Generator().manual_seed(0))
    assert forward_ad_passes(apply, values, 0) and not forward_ad_passes(apply, values, 1)
    probe = judged(path.read_text())
    check = jvp_check(probe)
    assert probe.verdict == "differs" and probe.summary_code == "jvp_differs" and probe.gradcheck.passed
    assert (check.passed, check.code, check.params["input"]) == (False, "jvp_mismatch", wrong)


def test_the_loss_judged_at_its_call_has_its_jvp_checked_there():
    probe = judged(LOSS_AT_CALL.read_text())
    assert len(probe.x) == 0 and probe.jacobian.inputs_from == "call"  # no grid: the call's inputs decide
    assert [c.name for c in probe.checks] == ["backward", "jvp"]


def test_a_jvp_right_along_each_input_alone_and_wrong_for_both_together_is_found():
    apply = namespace(TOGETHER)["Product"].apply
    values = [torch.randn(6, dtype=torch.float64) for _ in range(2)]
    assert forward_ad_passes(apply, values, 0) and forward_ad_passes(apply, values, 1)
    tangents = tuple(torch.randn(6, dtype=torch.float64) for _ in range(2))  # torch's gradcheck moves one at a time
    _, claimed = torch.func.jvp(apply, tuple(values), tangents)
    assert not torch.allclose(claimed, tangents[0] * values[1] + tangents[1] * values[0])
    check = jvp_check(judged(TOGETHER))
    assert (check.passed, check.params["input"]) == (False, "x and y")


def test_a_correct_jvp_along_a_fixed_second_input_still_matches():
    text = SECOND_INPUT.read_text().replace("ty * x * torch.sin(y)", "ty * x * torch.cos(y)")
    apply = namespace(text)["ScaledProduct"].apply
    values = doubles(torch.Generator().manual_seed(1))
    assert forward_ad_passes(apply, values, 0) and forward_ad_passes(apply, values, 1)
    probe = judged(text)
    assert probe.verdict == "matches" and jvp_check(probe).passed


# ----------------------------------------------------------------------------- every fault


def test_plain_pytorch_the_hinge_loss_has_two_faults():
    loss = namespace(HINGE)["squared_hinge_loss"]
    predictions = torch.randn(8, 10, dtype=torch.float64, requires_grad=True)
    targets = (torch.randint(0, 2, (8, 10)).double() * 2 - 1).requires_grad_()
    once = torch.autograd.grad(loss.apply(predictions, targets), predictions, torch.tensor(1.0, dtype=torch.float64))
    twice = torch.autograd.grad(loss.apply(predictions, targets), predictions, torch.tensor(2.0, dtype=torch.float64))
    assert torch.allclose(once[0], twice[0])  # grad_output is never multiplied in
    true = torch.autograd.grad(((1 - predictions * targets).clamp(min=0) ** 2).mean(), targets)[0]
    assert true.abs().max() > 0  # the loss changes with the target; backward returns None for it


def test_a_differs_verdict_names_every_fault_its_checks_saw():
    probe = judged(HINGE.read_text())
    assert probe.verdict == "differs" and probe.summary_code == "jacobian_differs"
    assert "targets" in probe.summary  # the Jacobian's fault
    assert probe.gradcheck.code == "gradcheck_ignores_grad_output"
    assert "gradcheck_finds_more" in [n.code for n in probe.notes]
    assert "does not multiply by grad_output" in probe.summary  # gradcheck's, said too


def test_a_fault_the_sentence_already_names_is_not_said_twice():
    published = HINGE.read_text().replace(".requires_grad_()\n", "\n")  # the target as the code passes it
    probe = judged(published)
    assert probe.verdict == "differs" and probe.summary_code == "jacobian_agrees"
    assert "gradcheck_finds_more" not in [n.code for n in probe.notes]
