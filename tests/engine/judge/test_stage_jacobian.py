"""The Jacobian taken early, beside the curves (judge/stage_jacobian.py, CheckStage.JACOBIAN): a copy of
the curves' answer with the Jacobian at the probe's input, the curves' own left as they were; torch's
generator and the code's printed lines as they were; a choice that cannot be used said, and a
Jacobian that cannot be taken left out, never raised. Expected values are the mathematics of x³:
its Jacobian at the code's own call is diagonal with 3x²."""
from __future__ import annotations

import numpy as np
import torch

from playground import protocol
from playground.engine.judge.jacobian_choice import JacobianChoice
from playground.engine.judge.probe import run_probe
from playground.engine.judge.probe_inputs import make_caller
from playground.engine.judge.stage_jacobian import jacobian_preview
from playground.engine.judge.stage_subject import subjects_of

CALL = [0.5, -1.0, 2.0]


def cube(backward: str = "grad_output * 3 * x ** 2", forward_extra: str = "") -> str:
    return f"""import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x){forward_extra}
        return x ** 3

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return {backward}


y = Cube.apply(torch.tensor({CALL}, dtype=torch.float64))
"""


def preview_of(source: str, with_caller: bool = True, **choice) -> tuple:
    request = protocol.CompileRequest(request_id=1, source=source, points=21, **choice)
    subject = subjects_of(request).subject
    curves, errors = run_probe(subject, points=21)
    assert curves is not None and curves.jacobian is None, errors
    caller = make_caller(subject) if with_caller else None
    return subject, curves, jacobian_preview(subject, curves, caller, JacobianChoice.of(request))


def test_the_preview_is_a_copy_with_the_jacobian_at_the_calls_input():
    _subject, curves, preview = preview_of(cube())
    assert preview is not curves and curves.jacobian is None  # the curves' answer is left as it was
    block = preview.jacobian.blocks[0]
    np.testing.assert_allclose(block.yours, np.diag(3 * np.array(CALL) ** 2), atol=1e-12)
    np.testing.assert_array_equal(preview.backward[0], curves.backward[0])
    assert preview.verdict == curves.verdict and preview.jacobian_error is None


def test_without_the_probes_caller_the_jacobian_is_taken_all_the_same():
    _subject, _curves, preview = preview_of(cube(), with_caller=False)
    np.testing.assert_allclose(preview.jacobian.blocks[0].yours, np.diag(3 * np.array(CALL) ** 2), atol=1e-12)


def test_a_wrong_backward_shows_in_the_early_jacobian():
    _subject, _curves, preview = preview_of(cube("grad_output * 2 * x"))
    np.testing.assert_allclose(preview.jacobian.blocks[0].yours, np.diag(2 * np.array(CALL)), atol=1e-12)


def test_torchs_generator_and_the_codes_printed_lines_are_as_they_were():
    source = cube(forward_extra="\n        print('forward ran', float(torch.rand(())))")
    request = protocol.CompileRequest(request_id=1, source=source, points=21)
    subject = subjects_of(request).subject
    curves, _errors = run_probe(subject, points=21)
    printed = subject.source.printed.text()
    torch.manual_seed(7)
    before = torch.get_rng_state()
    preview = jacobian_preview(subject, curves, make_caller(subject), JacobianChoice.of(request))
    assert preview.jacobian is not None
    assert torch.equal(torch.get_rng_state(), before)
    assert subject.source.printed.text() == printed


def test_a_choice_that_cannot_be_used_is_said_and_no_jacobian_taken():
    _subject, _curves, preview = preview_of(cube(), jacobian_shape=(0, 2))
    assert preview.jacobian is None and preview.jacobian_error.code == "jacobian_shape_invalid"


def test_a_backward_that_fails_leaves_no_jacobian_and_raises_nothing():
    source = cube("grad_output * 3 * x ** 2 if x.numel() > 100 else torch.ones(7)")
    request = protocol.CompileRequest(request_id=1, source=source, points=21)
    subject = subjects_of(request).subject
    curves, _errors = run_probe(subject, points=21)
    preview = jacobian_preview(subject, curves, make_caller(subject), JacobianChoice.of(request))
    assert preview.jacobian is None and preview.jacobian_error is None
