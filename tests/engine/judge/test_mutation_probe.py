"""A subject with several outputs, and a probe that fails, pinned where the mutation run found them
unpinned (probe.py): each output's evidence counts, and no failure escapes as an exception."""
from __future__ import annotations

from playground.engine.judge import probe, stage_curves
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject
from tests.engine.judge.judging import SQUARE, function, judged, two_outputs


def test_one_output_whose_backward_returns_none_is_no_gradient():
    nothing = function("return x * 3", "return None", name="Nothing")
    data = judged(two_outputs(SQUARE, nothing))
    assert (data.verdict, data.summary_code) == ("differs", "no_gradient")


def test_one_output_once_differentiable_skips_gradgradcheck():
    once = ("class Once(Function):\n    @staticmethod\n    def forward(ctx, x):\n        ctx.save_for_backward(x)\n"
            "        return x * x * x\n    @staticmethod\n    @once_differentiable\n    def backward(ctx, g):\n"
            "        x, = ctx.saved_tensors\n        return g * 3 * x * x\n")
    data = judged("from torch.autograd.function import once_differentiable\n" + two_outputs(SQUARE, once))
    assert data.verdict == "matches" and data.gradgradcheck is None
    assert data.second[0] is not None and data.second[1] is None


def test_a_missing_mask_needs_every_output_to_pass_grad_output_through():
    relu = function("return x.clamp(min=0)", "return g.clone()", name="Relu")
    step = function("return (x > 0).double()", "return g * 0.5", name="Step")
    data = judged(two_outputs(relu, step))
    assert (data.verdict, data.summary_code) == ("differs", "differs_by_design") and data.by_design


def test_an_unexpected_failure_of_the_judge_is_an_error_not_an_exception(monkeypatch):
    def breaks(*args):
        raise RuntimeError("judge broke")

    monkeypatch.setattr(stage_curves, "make_caller", breaks)  # the probe's inputs stage makes the caller
    data, errors = probe.run_probe(choose_subject(compile_source(SQUARE), None), points=11)
    assert data is None and "judge broke" in errors[-1].message


def test_a_nan_gradient_names_the_function_whose_backward_gives_it():
    bad = function("return x * x", "return g * 2 * x / (x != 1).double()", name="Bad")
    text = bad + "class Wrap(torch.nn.Module):\n    def forward(self, x):\n        return Bad.apply(x)\n"
    data, errors = probe.run_probe(choose_subject(compile_source(text), None), x_min=0, x_max=2, points=21)
    assert (data.verdict, data.summary_code) == ("differs", "gradient_not_finite")
    assert errors[0].message.startswith("Bad.backward returns NaN or Inf at x = 1,")


def test_three_points_are_enough_to_find_a_coupling():
    data = judged(function("return x - x.mean()", "return g - g.mean()", name="Centre"), points=3)
    assert (data.verdict, data.summary_code) == ("matches", "not_elementwise")


def test_a_gradgradcheck_that_cannot_run_is_reported_and_the_verdict_stands(monkeypatch):
    def breaks(*args):
        raise RuntimeError("double backward broke")

    monkeypatch.setattr(probe.checks, "run_gradgradcheck", breaks)
    data = judged(SQUARE)
    assert data.verdict == "matches" and not data.gradgradcheck.passed
    assert "gradgradcheck could not run" in data.gradgradcheck.message and "second_derivative" not in data.decided_by
