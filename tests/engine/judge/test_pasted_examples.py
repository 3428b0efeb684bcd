"""Code pasted from PyTorch's documentation and written in the shape of tutorials and blog posts
compiles unchanged and is judged right (see examples/SOURCES.md for where each comes from)."""
from __future__ import annotations

from pathlib import Path

import pytest

from playground import protocol
from playground.engine.judge.check import run_check

EXAMPLES = Path(__file__).parent / "examples"

# file, subject asked for (None: automatic), subject chosen, verdict, summary code, error codes
CASES = [
    ("doc_function_exp.py", None, "Exp", "matches", "matches", []),
    ("doc_save_for_backward.py", None, "Func", "matches", "matches", []),
    ("doc_mark_non_differentiable.py", None, "Func", "matches", "jacobian_agrees", []),
    ("doc_set_materialize_grads.py", None, "Func", "matches", "matches", []),
    ("doc_set_materialize_grads.py", "SimpleFunc", "SimpleFunc", "matches", "matches", []),
    ("doc_mark_dirty.py", None, "Inplace", "matches", "matches", []),
    ("doc_anomaly_mode.py", None, "MyFunc", "error", "backward_error", ["exception", "exception"]),
    ("export_db_autograd_function.py", None, "AutogradFunction", "differs", "ignores_grad_output", []),
    # nothing calls them: each is judged, the worst shown (CubeGenVmap and NumpyCubeNotComposable
    # differ; the later defined first), not the helper NumpyMul (test_check.py: CompileResult.each)
    ("function_db_numpy_cube.py", None, "NumpyCubeNotComposable", "differs", "gradcheck_failed", []),
    ("function_db_numpy_cube.py", "NumpyMul", "NumpyMul", "matches", "matches", []),
    ("function_db_numpy_cube.py", "NumpyCube", "NumpyCube", "matches", "matches", []),
    ("function_db_numpy_cube.py", "CubeGenVmap", "CubeGenVmap", "differs", "ignores_grad_output", []),
    ("function_db_numpy_cube.py", "NumpyCubeNotComposable", "NumpyCubeNotComposable", "differs",
     "gradcheck_failed", []),
    ("function_db_mul_gen_vmap.py", None, "MulGenVmap", "matches", "matches", []),
    ("function_db_scale_grad.py", None, "ScaleGradGenVmap", "differs", "differs_scaled", []),
    ("styled_legendre_tutorial.py", None, "LegendrePolynomial3", "matches", "matches", []),
    ("styled_relu_two_layer_net.py", None, "MyReLU", "matches", "matches_with_kinks", []),
    ("styled_ste_blog.py", None, "QuantizedScale", "differs", "differs_by_design", []),
    ("styled_ste_blog.py", "SignSTE", "SignSTE", "differs", "differs_by_design", []),
    ("styled_ste_blog.py", "quantize", "Quantize", "differs", "differs_by_design", []),
    ("styled_gradient_reversal.py", None, "GradientReversal", "differs", "differs_scaled", []),
    # the file's own gradcheck(linear, input) applies LinearFunction; the Linear Module is never built
    ("styled_linear_docs.py", None, "LinearFunction", "matches", "jacobian_agrees", []),
    ("styled_linear_docs.py", "Linear", "Linear", "matches", "jacobian_agrees", []),
    ("styled_linear_docs.py", "LinearFunction", "LinearFunction", "matches", "jacobian_agrees", []),
    ("styled_mycube_setup_context.py", None, "MyCube", "matches", "matches", []),
    ("styled_mulconstant.py", None, "MulConstant", "matches", "matches", []),
]


def judge(file: str, subject=None, source=None) -> protocol.CompileResult:
    text = source if source is not None else (EXAMPLES / file).read_text()
    return run_check(protocol.CompileRequest(request_id=1, source=text, subject=subject, points=201))


@pytest.mark.parametrize("file, asked, chosen, verdict, summary_code, error_codes", CASES,
                         ids=[f"{c[0]}:{c[1] or 'auto'}" for c in CASES])
def test_pasted_example_is_judged_right(file, asked, chosen, verdict, summary_code, error_codes):
    result = judge(file, asked)
    assert [e.code for e in result.errors] == error_codes, [e.message for e in result.errors]
    assert result.subject == chosen
    assert (result.probe.verdict, result.probe.summary_code) == (verdict, summary_code), \
        result.probe.summary


def test_at_least_eight_verbatim_pastes_are_covered():
    verbatim = {c[0] for c in CASES if not c[0].startswith("styled_")}
    assert len(verbatim) >= 8 and verbatim <= {p.name for p in EXAMPLES.glob("*.py")}


def test_anomaly_example_points_at_the_raise_in_backward():
    result = judge("doc_anomaly_mode.py")
    compile_error, backward_error = result.errors
    assert (compile_error.phase, compile_error.line) == ("compile", 12)
    assert (backward_error.phase, backward_error.line) == ("backward", 12)
    assert "Some error in backward" in backward_error.message


def test_the_demo_guarded_by_main_does_not_run_and_prints_are_kept():
    result = judge("styled_relu_two_layer_net.py")
    assert result.output.startswith("final loss")


def test_mulconstant_without_its_demo_call_is_judged_with_constant_one_and_says_so():
    source = (EXAMPLES / "styled_mulconstant.py").read_text().split("scaled =")[0]
    result = judge("", source=source)
    assert not result.errors and [(n.code, n.params.get("argument")) for n in result.probe.notes] == \
        [("value_assumed", "constant")]


def test_straight_through_quantizer_with_autograd_alone_gives_zero():
    probe = judge("styled_ste_blog.py", "quantize").probe
    assert probe.by_design and float(abs(probe.autograd[0]).max()) == 0.0
