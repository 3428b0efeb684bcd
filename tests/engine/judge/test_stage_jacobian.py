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


SCALE = """import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.tensor(2.0, dtype=torch.float64))

    def forward(self, x):
        return self.w * x ** 2
"""


def module_preview(shape) -> protocol.ProbeData:
    """w·x² with no call: the Jacobian at inferred shapes, or at the probe caller's ``shape``."""
    request = protocol.CompileRequest(request_id=1, source=SCALE, points=21)
    subject = subjects_of(request).subject
    curves, _errors = run_probe(subject, points=21)
    caller = make_caller(subject, shape) if shape is not None else None
    return jacobian_preview(subject, curves, caller, JacobianChoice.of(request))


def test_a_module_without_a_call_or_the_probes_caller_has_its_jacobian_at_inferred_shapes():
    blocks = {block.input: block for block in module_preview(None).jacobian.blocks}
    rows = blocks["x"].rows
    assert blocks["x"].cols == rows > 1 and (blocks["w"].rows, blocks["w"].cols) == (rows, 1)
    np.testing.assert_allclose(blocks["x"].yours, blocks["x"].true, atol=1e-6)  # 2w·x on the diagonal


def test_the_probes_caller_gives_a_modules_jacobian_its_shape():
    inferred = {block.input: block for block in module_preview(None).jacobian.blocks}["x"]
    shaped = {block.input: block for block in module_preview((2, 3)).jacobian.blocks}["x"]
    assert (shaped.rows, shaped.cols) == (6, 6) != (inferred.rows, inferred.cols)
