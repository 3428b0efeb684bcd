"""The Jacobian's verdict where the grid cannot run (jacobian_verdict.py), pinned where mutants survived:
the call's own inputs decide when the grid's forward fails, the errors a person must see are kept (a
backward that raises or returns the wrong shape there, a forward no input satisfies, a forward that
returns no tensor, a code error beside a failed grid, a chosen input it refuses), the curves keep their
verdict where the Jacobian itself breaks, and no note calls a Function a helper when the
file has nothing else it could help.

Expected values are the mathematics of sin (its derivative is cos) checked with plain torch."""
from __future__ import annotations

import numpy as np
import pytest
import torch

from playground import protocol
from playground.engine.judge import jacobian_verdict
from playground.engine.judge.check import run_check
from playground.engine.judge.jacobian_verdict import with_jacobian
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject
from playground.vocabulary import CheckName, Phase, Verdict
from tests.engine.judge.judging import SQUARE
from tests.engine.judge.judging import judged as judged_on_grid

CALL = [[0.1, 0.5, 1.0], [-0.3, 2.0, -1.2]]

# The grid calls forward on rows of x, which this forward refuses: only the code's own call runs.
SHAPED = f'''
class Shaped(Function):
    @staticmethod
    def forward(ctx, x):
        if tuple(x.shape) != (2, 3):
            raise ValueError("x must be 2 by 3")
        ctx.save_for_backward(x)
        return x.sin()

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        BACKWARD

y = Shaped.apply(torch.tensor({CALL}, dtype=torch.float64, requires_grad=True))
'''


def judged(text: str) -> protocol.CompileResult:
    return run_check(protocol.CompileRequest(request_id=1, source=text, points=101))


def shaped(backward: str) -> str:
    return SHAPED.replace("BACKWARD", backward)


def test_where_the_grid_cannot_call_the_forward_the_jacobian_at_the_call_decides():
    result = judged(shaped("return g * x.cos()"))
    assert result.errors == [] and result.probe.verdict == Verdict.MATCHES
    assert result.probe.decided_by == ["jacobian", "gradcheck_full"] and result.probe.jacobian.inputs_from == "call"
    assert result.probe.summary_params["gradcheck"] == "passes"
    assert [(c.name, c.passed) for c in result.probe.checks if c.name == CheckName.BACKWARD] == [
        (CheckName.BACKWARD, True)]  # the call's gradcheck, listed among the checks as the grid's would be
    assert [len(a) for a in (result.probe.x, *result.probe.differs, *result.probe.nonsmooth)] == [0, 0, 0]  # no curve
    x = torch.tensor(CALL, dtype=torch.float64, requires_grad=True)
    true = torch.autograd.functional.jacobian(torch.sin, x).reshape(6, 6).numpy()
    assert np.allclose(result.probe.jacobian.blocks[0].true, true, atol=1e-8)
    assert np.allclose(np.diag(true), np.cos(np.array(CALL)).ravel())
    assert "jacobian_at_call" in [n.code for n in result.probe.notes]


def test_a_function_the_curves_see_mixing_is_confirmed_by_its_whole_jacobian():
    # x - mean(x) couples every element: the curves cannot judge it, the Jacobian I - 1/n does.
    text = ("class Centered(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x - x.mean()\n"
            "    @staticmethod\n    def backward(ctx, g):\n        return g - g.mean()\n")
    probe = judged(text).probe
    assert (probe.verdict, probe.summary_code) == (Verdict.MATCHES, "not_elementwise")
    assert probe.decided_by[-1] == "jacobian"
    assert [(n.code, n.params) for n in probe.notes if n.code == "jacobian_matches_all"] == [
        ("jacobian_matches_all", {"blocks": 1})]
    n = probe.jacobian.input_shapes[0][0]
    x = torch.randn(n, dtype=torch.float64)
    assert np.allclose(torch.autograd.functional.jacobian(lambda t: t - t.mean(), x).numpy(), np.eye(n) - 1 / n)
    assert np.allclose(probe.jacobian.blocks[0].true, np.eye(n) - 1 / n, atol=1e-8)


def test_a_doubled_backward_where_only_the_call_runs_differs_by_a_factor_of_two():
    result = judged(shaped("return g * 2 * x.cos()"))
    assert result.errors == [] and result.probe.verdict == Verdict.DIFFERS
    block = result.probe.jacobian.blocks[0]
    assert block.pattern == "jacobian_factor" and block.pattern_params["factor"] == "2"
    assert result.probe.by_design is False  # twice the derivative is no surrogate by design


def test_a_backward_that_raises_where_only_the_call_runs_is_reported_in_its_own_words():
    result = judged(shaped("raise RuntimeError('backward broke')"))
    assert result.probe is None
    assert [e.phase for e in result.errors] == [Phase.FORWARD, Phase.BACKWARD]
    assert "backward broke" in result.errors[1].message


def test_a_gradient_of_the_wrong_shape_where_only_the_call_runs_is_named():
    result = judged(shaped("return (g * x.cos())[:, :2]"))
    assert result.probe is None
    assert [(e.phase, e.code) for e in result.errors][1] == (Phase.BACKWARD, "gradient_shape")


def test_a_forward_that_refuses_every_input_keeps_its_own_error():
    text = ("class Refuses(Function):\n    @staticmethod\n    def forward(ctx, x):\n"
            "        raise ValueError('this forward takes no input at all')\n"
            "    @staticmethod\n    def backward(ctx, g):\n        return g\n")
    result = judged(text)
    assert result.probe is None
    assert [(e.phase, e.message) for e in result.errors] == [(Phase.FORWARD, "this forward takes no input at all")]


def test_a_forward_that_returns_no_tensor_is_told_so_and_nothing_else():
    text = ("class Total(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return float(x.sum())\n"
            "    @staticmethod\n    def backward(ctx, g):\n        return g\n")
    result = judged(text)
    assert result.probe is None and [e.code for e in result.errors] == ["no_tensor_output"]


def test_a_code_error_beside_a_failed_grid_is_kept_and_the_call_does_not_replace_it():
    # The grid's forward failed, and the probe also found an error in the code itself: the person
    # must see that error, not a verdict from the call's inputs.
    subject = choose_subject(compile_source(shaped("return g * x.cos()")), None)
    errors = [protocol.ErrorInfo(line=6, phase=Phase.FORWARD, type="ValueError", message="x must be 2 by 3",
                                 code="exception"),
              protocol.ErrorInfo(line=3, phase=Phase.FORWARD, type="TypeError", message="missing x",
                                 code="missing_argument")]
    probe, kept = with_jacobian(subject, None, list(errors), named=False)
    assert probe is None and kept == errors


def test_a_function_beside_a_module_that_does_not_use_it_gets_no_note_naming_a_helper():
    # One Function, so it is judged alone (not named by the request); the Module is no user of it.
    text = ("class Cube(Function):\n    @staticmethod\n    def forward(ctx, x):\n        ctx.save_for_backward(x)\n"
            "        return x ** 3\n    @staticmethod\n    def backward(ctx, g):\n        x, = ctx.saved_tensors\n"
            "        return 3 * g * x * x\n\n"
            "class Scale(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
            "        self.weight = nn.Parameter(torch.ones(4))\n    def forward(self, x):\n"
            "        return x * self.weight\n")
    result = judged(text)
    assert result.subject == "Cube" and result.probe.verdict == Verdict.MATCHES
    assert [n for n in result.probe.notes if n.code == "subject_chosen"] == []


@pytest.mark.parametrize("piece", ["probed_subject", "jacobian"])
def test_a_failure_of_the_jacobian_itself_leaves_the_curves_verdict_as_it_was(monkeypatch, piece):
    # The Jacobian is a second opinion: where its own machinery breaks (making its inputs, or taking
    # the Jacobian), x² keeps its "matches".
    subject = choose_subject(compile_source(SQUARE), None)
    probe = judged_on_grid(SQUARE)
    assert probe.verdict == Verdict.MATCHES

    def broken(*args, **kwargs):
        raise RuntimeError("the Jacobian's own machinery broke")

    monkeypatch.setattr(jacobian_verdict, piece, broken)
    kept, errors = with_jacobian(subject, probe, [], named=False)
    assert kept is probe and errors == [] and kept.verdict == Verdict.MATCHES and kept.jacobian is None


def test_a_chosen_input_the_forward_refuses_is_told_beside_the_grids_error():
    result = run_check(protocol.CompileRequest(request_id=1, source=shaped("return g * x.cos()"), points=101,
                                               jacobian_shape=(4,)))
    assert result.probe is None
    assert [(e.phase, e.code) for e in result.errors] == [(Phase.FORWARD, "exception"),
                                                          (Phase.FORWARD, "jacobian_input_failed")]
    assert "x must be 2 by 3" in result.errors[1].message
