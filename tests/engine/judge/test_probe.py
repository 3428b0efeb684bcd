"""Judging the backward on a grid: curves, kinks, verdicts, gradcheck, shapes and values_at."""
from __future__ import annotations

import numpy as np
import pytest

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.judge.probe import run_probe, values_at
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject

POINTS = 201  # small grids keep the suite fast; 0 is on the grid


def function(name: str, forward: str, backward: str, header: str = "def forward(ctx, x):",
             bheader: str = "def backward(ctx, g):") -> str:
    return (f"class {name}(Function):\n    @staticmethod\n    {header}\n        {forward}\n"
            f"    @staticmethod\n    {bheader}\n        {backward}\n")


def judged(text: str, name=None, **kw):
    """The judgement of a subject the judge can judge (it may still find errors in it)."""
    data, errors = run_probe(choose_subject(compile_source(text), name), points=kw.pop("points", POINTS), **kw)
    assert data is not None and data.verdict != "error", errors
    return data


def judge_error(text: str, name=None, **kw):
    """The error of a subject the judge cannot judge."""
    data, errors = run_probe(choose_subject(compile_source(text), name), points=kw.pop("points", POINTS), **kw)
    assert data is None or data.verdict == "error", data
    return errors[0]


RELU = function("ReLU", "ctx.save_for_backward(x); return x.clamp(min=0)",
                "x, = ctx.saved_tensors; return g * (x > 0).to(g.dtype)")
ROUND_STE = function("RoundSTE", "return torch.round(x)", "return g.clone()")


def test_correct_relu_matches_with_the_kink_left_out():
    data = judged(RELU)
    zero = np.argmin(np.abs(data.x))
    assert data.verdict == "matches" and not data.by_design
    assert data.nonsmooth[0][zero] and data.nonsmooth[0].sum() == 1
    assert not data.differs[0].any() and data.gradcheck.passed
    np.testing.assert_allclose(data.f[0], np.maximum(data.x, 0))
    np.testing.assert_allclose(data.numeric[0][data.x > 0.1], 1.0)
    np.testing.assert_allclose(data.autograd[0][data.x < -0.1], 0.0)
    assert data.summary_code == "matches_with_kinks" and data.input_shape == (POINTS,)


def test_round_straight_through_differs_by_design_and_autograd_gives_zero():
    data = judged(ROUND_STE)
    assert data.verdict == "differs" and data.by_design
    assert data.differ_fraction > 0.9 and not data.gradcheck.passed
    np.testing.assert_array_equal(data.autograd[0], 0.0)
    np.testing.assert_array_equal(data.backward[0], 1.0)
    assert "by design" in data.summary and data.summary_code == "differs_by_design"


def test_a_wrong_derivative_differs_where_it_is_wrong():
    data = judged(function("Cube", "ctx.save_for_backward(x); return x ** 3",
                           "x, = ctx.saved_tensors; return g * 3 * x"))
    assert data.verdict == "differs" and not data.by_design and not data.gradcheck.passed
    assert data.max_error == pytest.approx(90, rel=1e-3)  # 3x^2 - 3x at x = -5
    assert data.summary_code == "differs" and "x = -5" in data.summary
    np.testing.assert_allclose(data.autograd[0], 3 * data.x ** 2)


def test_gradcheck_catches_a_backward_that_ignores_grad_output():
    data = judged(function("Square", "ctx.save_for_backward(x); return x ** 2",
                           "x, = ctx.saved_tensors; return 2 * x"))
    assert not data.differs[0].any()  # with grad_output = 1 the curves agree ...
    assert not data.gradcheck.passed  # ... but gradcheck does not
    assert data.verdict == "differs" and "grad_output" in data.gradcheck.message
    assert data.summary_code == "gradcheck_failed"


def test_two_outputs_get_one_gradient_each():
    text = function("SinCos", "ctx.save_for_backward(x); return torch.sin(x), torch.cos(x)",
                    "x, = ctx.saved_tensors; return gs * torch.cos(x) - gc * torch.sin(x)",
                    bheader="def backward(ctx, gs, gc):")
    data = judged(text)
    assert data.output_names == ["y0", "y1"] and data.verdict == "matches"
    np.testing.assert_allclose(data.backward[1], -np.sin(data.x), atol=1e-12)
    np.testing.assert_allclose(data.second[0], -np.sin(data.x), atol=1e-12)


def test_setup_context_style_with_vjp_and_a_classmethod():
    text = '''
class Tanh4(Function):
    @staticmethod
    def forward(x, scale=4.0):
        return scale * torch.tanh(x / scale)

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, scale = inputs
        ctx.save_for_backward(x)
        ctx.scale = scale

    @classmethod
    def vjp(cls, ctx, g):
        x, = ctx.saved_tensors
        return g * (1 - torch.tanh(x / ctx.scale) ** 2), None
'''
    data = judged(text)
    assert data.verdict == "matches" and data.gradgradcheck.passed


def test_exp_saving_its_output_has_a_second_derivative():
    data = judged(function("Exp", "r = x.exp(); ctx.save_for_backward(r); return r",
                           "r, = ctx.saved_tensors; return g * r"), x_min=-2, x_max=2)
    assert data.verdict == "matches"
    np.testing.assert_allclose(data.second[0], np.exp(data.x), rtol=1e-10)


def test_once_differentiable_has_no_second_derivative():
    text = function("Exp", "ctx.save_for_backward(x); return x.exp()",
                    "x, = ctx.saved_tensors; return g * x.exp()").replace(
        "    @staticmethod\n    def backward", "    @staticmethod\n    @once_differentiable\n    def backward")
    data = judged(text, x_min=-2, x_max=2)
    assert data.verdict == "matches" and data.second == [None] and data.gradgradcheck is None


def test_forward_through_numpy_has_no_autograd_derivative():
    data = judged(function("NpSin", "ctx.save_for_backward(x); "
                           "return torch.from_numpy(np.sin(x.detach().numpy()))",
                           "x, = ctx.saved_tensors; return g * torch.cos(x)"))
    assert data.verdict == "matches" and data.autograd == [None]


def test_module_parameters_take_part_in_gradcheck():
    text = '''
class MulFn(Function):
    @staticmethod
    def forward(ctx, x, weight):
        ctx.save_for_backward(x, weight)
        return x * weight

    @staticmethod
    def backward(ctx, g):
        x, weight = ctx.saved_tensors
        return g * weight, (g * x).sum(0) * 2

class Scale(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.weight = nn.Parameter(torch.full((features,), 1.5))

    def forward(self, x):
        return MulFn.apply(x, self.weight)
'''
    data = judged(text)  # Scale(3): a stand-in width other than 1
    assert data.input_shape == (POINTS, 3) and not data.differs[0].any()
    assert data.verdict == "differs" and "'weight'" in data.gradcheck.message
    fixed = judged(text.replace(".sum(0) * 2", ".sum(0)"))
    assert fixed.verdict == "matches"
    np.testing.assert_allclose(fixed.backward[0], 1.5)


def test_a_module_instance_made_by_the_code_is_used_and_a_shape_can_be_given():
    text = '''
class Affine(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.weight = nn.Parameter(torch.arange(1.0, features + 1))

    def forward(self, x):
        return x * self.weight

layer = Affine(3)
'''
    data = judged(text)
    assert data.input_shape == (POINTS, 3) and data.output_names == ["mean(y)"]
    np.testing.assert_allclose(data.backward[0], 2.0)  # mean of 1, 2, 3
    info = judge_error(text, shape=(8, 5))
    assert info.code == "call_failed" and "--shape" in info.message


def test_extra_tensor_inputs_are_fixed_and_checked():
    text = function("Mul", "ctx.save_for_backward(x, y); return x * y",
                    "x, y = ctx.saved_tensors; return g * y, g * y",
                    header="def forward(ctx, x, y):")
    data = judged(text)
    assert not data.differs[0].any() and not data.gradcheck.passed
    assert "'y'" in data.gradcheck.message


def test_a_call_that_fails_for_every_shape_says_what_was_tried():
    text = function("Needs4", "return (x @ torch.ones(4, 4))[..., 0]", "return g")
    info = judge_error(text)
    assert info.code == "call_failed" and "(n, 3), (n,), (n, 1)" in info.message and info.line == 4


def test_a_left_factor_of_a_product_is_probed_as_rows_of_features():
    text = function("Needs3", "return (x @ torch.ones(3, 3, dtype=x.dtype))[..., 0]",
                    "return g.unsqueeze(-1).expand(-1, 3)")
    data, errors = run_probe(choose_subject(compile_source(text)), points=POINTS)
    assert errors == [] and data.verdict == "matches"


def test_nan_in_backward_is_reported_at_the_return_line():
    text = function("Sq", "ctx.save_for_backward(x); return x ** 2",
                    "x, = ctx.saved_tensors; return g * 2 * x * (x / x)")
    data, errors = run_probe(choose_subject(compile_source(text)), points=POINTS)
    assert data.verdict == "differs" and data.summary_code == "gradient_not_finite"
    assert [(e.code, e.line, e.phase) for e in errors] == [("gradient_not_finite", 7, "backward")]


def test_phases_are_announced_in_order():
    phases = []
    judged(RELU, on_phase=phases.append)
    assert [p for i, p in enumerate(phases) if i == 0 or phases[i - 1] != p] == \
        ["forward", "backward", "check"]


def test_values_at_given_points():
    values = values_at(choose_subject(compile_source(RELU)), [-1.0, 0.5, 2.0])
    assert values["x"] == [-1.0, 0.5, 2.0] and values["f"] == [0.0, 0.5, 2.0]
    assert values["backward"] == [0.0, 1.0, 1.0] and values["autograd"] == [0.0, 1.0, 1.0]
    assert values["numeric"] == pytest.approx([0.0, 1.0, 1.0])


def test_a_function_that_couples_points_is_judged_by_gradcheck():
    text = function("Softmax", "y = torch.softmax(x, 0); ctx.save_for_backward(y); return y",
                    "y, = ctx.saved_tensors; return y * (g - (g * y).sum())")
    data = judged(text)
    assert data.summary_code == "not_elementwise" and data.verdict == "matches"


def test_random_forward_is_seeded_so_its_derivative_can_be_measured():
    text = function("Dropout", "m = (torch.rand_like(x) > 0.5).to(x.dtype); ctx.save_for_backward(m); "
                    "return x * m * 2", "m, = ctx.saved_tensors; return g * m * 2")
    assert judged(text).verdict == "matches"


def test_float32_forward_uses_looser_tolerances():
    text = function("Sq32", "ctx.save_for_backward(x); return x.float() ** 2",
                    "x, = ctx.saved_tensors; return g * 2 * x.float()")
    assert judged(text).verdict == "matches"


def test_undefined_regions_are_left_out():
    text = function("Sqrt", "y = torch.sqrt(x); ctx.save_for_backward(y); return y",
                    "y, = ctx.saved_tensors; return g / (2 * y)")
    data = judged(text)
    assert data.verdict == "matches" and np.isnan(data.f[0][data.x < 0]).all()


def test_grid_settings_are_respected():
    data = judged(RELU, x_min=1.0, x_max=3.0, points=11)
    assert len(data.x) == 11 and data.x[0] == 1.0 and data.x[-1] == 3.0
    assert data.summary_code == "matches"



def test_a_module_that_runs_only_with_its_real_arguments_falls_back_to_its_function():
    text = function("Sq", "ctx.save_for_backward(x); return x ** 2",
                    "x, = ctx.saved_tensors; return 2 * x * g") + '''

class Wrapped(torch.nn.Module):
    def __init__(self, target_fn):
        super().__init__()
        self.target_fn = target_fn

    def forward(self, x):
        return Sq.apply(self.target_fn(x))
'''
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=POINTS))
    assert (result.subject, result.subject_kind, result.errors) == ("Sq", "function", [])
    assert "Wrapped(1), built with a stand-in for each required argument, fails" in result.probe.summary
