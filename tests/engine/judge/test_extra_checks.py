"""PyTorch 2's ways to write a gradient, judged: a jvp against central differences and the backward,
torch.func and vmap for the setup_context style, custom ops with opcheck (issue 23).

The examples are the pasted ones of examples/ (SOURCES.md); each row says what every check that
applies must find: True passed, False failed, None skipped with a reason."""
from __future__ import annotations

from pathlib import Path

import pytest

from playground import codes, protocol
from playground.engine.judge.check import run_check

EXAMPLES = Path(__file__).parent / "examples"

# file, subject asked for (None: automatic), subject, verdict, summary code, {check: passed}
CASES = [
    ("styled_mycube_jvp.py", None, "MyCube", "matches", "matches",
     {"backward": True, "double_backward": True, "jvp": True, "torch_func": True, "vmap": True}),
    ("styled_jvp_sign_flip.py", None, "XSin", "differs", "jvp_differs",
     {"backward": True, "jvp": False, "torch_func": True, "vmap": None}),
    ("styled_classic_jvp.py", None, "Exp", "matches", "matches",
     {"backward": True, "jvp": True, "torch_func": None, "vmap": None}),
    ("styled_extending_func_numpy_sort.py", "NumpySort", "NumpySort", "matches", "jacobian_agrees",
     {"backward": True, "jvp": None, "torch_func": True, "vmap": None}),
    ("styled_extending_func_vmap.py", "NumpySort", "NumpySort", "matches", "jacobian_agrees",
     {"backward": True, "jvp": True, "torch_func": True, "vmap": True}),
    ("styled_mycube_gen_vmap.py", None, "MyCube", "matches", "matches",
     {"backward": True, "jvp": None, "torch_func": True, "vmap": True}),
    ("function_db_numpy_cube.py", "NumpyCube", "NumpyCube", "matches", "matches",
     {"backward": True, "jvp": True, "torch_func": True, "vmap": True}),
    ("function_db_mul_gen_vmap.py", None, "MulGenVmap", "matches", "matches",
     {"backward": True, "jvp": True, "torch_func": True, "vmap": True}),
    ("doc_register_autograd.py", None, "numpy_mul", "matches", "matches",
     {"backward": True, "jvp": None, "torch_func": None, "vmap": None, "opcheck": False}),
    ("doc_register_autograd.py", "numpy_sin", "numpy_sin", "matches", "matches",
     {"backward": True, "jvp": None, "opcheck": False}),
    ("custom_op_db_numpy_ops.py", "numpy_cube", "numpy_cube", "matches", "matches",
     {"backward": True, "jvp": None, "vmap": True, "opcheck": True}),
    ("custom_op_db_numpy_ops.py", "numpy_mul", "numpy_mul", "matches", "matches",
     {"backward": True, "vmap": True, "opcheck": True}),
    ("styled_custom_op_tutorial.py", None, "crop", "matches", "jacobian_agrees",
     {"backward": True, "jvp": None, "torch_func": None, "vmap": None, "opcheck": True}),
]


def judge(file: str, subject=None, source=None, **request) -> protocol.CompileResult:
    text = source if source is not None else (EXAMPLES / file).read_text()
    return run_check(protocol.CompileRequest(request_id=1, source=text, subject=subject, points=201, **request))


def checks_of(result: protocol.CompileResult) -> dict:
    return {str(check.name): check for check in result.probe.checks}


@pytest.mark.parametrize("file, asked, chosen, verdict, summary_code, expected", CASES,
                         ids=[f"{c[0]}:{c[1] or 'auto'}" for c in CASES])
def test_each_check_that_applies_runs_and_says_what_it_found(file, asked, chosen, verdict, summary_code, expected):
    result = judge(file, asked)
    assert [e.message for e in result.errors] == []
    assert result.subject == chosen
    assert (result.probe.verdict, result.probe.summary_code) == (verdict, summary_code), result.probe.summary
    found = checks_of(result)
    assert {name: found[name].passed for name in expected if name in found} == expected, \
        {name: (c.passed, c.message or c.skipped_because) for name, c in found.items()}
    for check in found.values():
        assert (check.passed is None) == bool(check.skipped_because), check
        assert check.passed is not False or check.message, check
        kind = codes.GRADCHECKS if check.name in ("backward", "double_backward") else codes.CHECKS
        assert not check.code or check.code in kind, check.code


def test_a_wrong_jvp_with_a_right_backward_differs_and_the_sentence_names_the_jvp_and_where():
    result = judge("styled_jvp_sign_flip.py")
    probe = result.probe
    assert probe.verdict == "differs" and probe.decided_by == ["jvp"] and not probe.by_design
    assert "XSin.jvp" in probe.summary and "at x = " in probe.summary
    assert probe.summary_params["where"] == "grid" and probe.summary_params["function"] == "XSin"
    assert checks_of(result)["jvp"].code == "jvp_mismatch"
    assert len(probe.jvp) == 1 and probe.jvp[0].shape == probe.x.shape  # the jvp's curve, beside the backward's


JVP_RIGHT_FOR_POSITIVE_TANGENTS_ONLY = """
import torch

class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x ** 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])
        ctx.save_for_forward(inputs[0])

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * 3 * x ** 2

    @staticmethod
    def jvp(ctx, x_tangent):
        x, = ctx.saved_tensors
        return x_tangent.abs() * 3 * x ** 2
"""


def test_random_tangents_of_both_signs_catch_a_jvp_right_only_for_positive_ones():
    result = judge("", source=JVP_RIGHT_FOR_POSITIVE_TANGENTS_ONLY)
    probe = result.probe
    assert probe.verdict == "differs" and probe.summary_code == "jvp_differs"
    assert probe.summary_params["where"] == "points"  # the grid's tangent of ones cannot see it
    assert "Cube.jvp" in probe.summary and "'x'" in probe.summary


def test_a_right_jvp_beside_a_wrong_backward_blames_the_backward_only():
    source = JVP_RIGHT_FOR_POSITIVE_TANGENTS_ONLY.replace("x_tangent.abs()", "x_tangent").replace(
        "grad_output * 3 * x ** 2", "grad_output * 2 * x ** 2")
    result = judge("", source=source)
    probe = result.probe
    assert probe.verdict == "differs" and probe.summary_code == "wrong_factor"
    jvp = checks_of(result)["jvp"]
    assert jvp.passed is False and jvp.code == "jvp_transpose_mismatch"  # the two disagree...
    assert not [n for n in probe.notes if n.code == "jvp_differs_too"]  # ...and the jvp is the right one


def test_a_wrong_jvp_beside_a_wrong_backward_is_a_note():
    source = JVP_RIGHT_FOR_POSITIVE_TANGENTS_ONLY.replace("x_tangent.abs() * 3", "x_tangent * 4").replace(
        "grad_output * 3 * x ** 2", "grad_output * 2 * x ** 2")
    probe = judge("", source=source).probe
    assert probe.verdict == "differs" and probe.summary_code == "wrong_factor"
    assert [n.code for n in probe.notes] == ["jvp_differs_too"] and "Cube.jvp" in probe.summary


def test_a_jvp_that_raises_makes_the_verdict_differ_and_says_so():
    source = JVP_RIGHT_FOR_POSITIVE_TANGENTS_ONLY.replace("x_tangent.abs()", "x_tangent.nope()")
    result = judge("", source=source)
    assert result.probe.verdict == "differs" and result.probe.summary_code == "jvp_error"
    assert "nope" in result.probe.summary
    assert checks_of(result)["jvp"].code == "jvp_raised"


def test_a_classic_function_is_told_why_it_will_not_work_under_torch_func():
    result = judge("styled_classic_jvp.py")
    torch_func = checks_of(result)["torch_func"]
    assert torch_func.code == "classic_style" and "setup_context" in torch_func.skipped_because
    assert result.probe.verdict == "matches"  # no verdict on its maths


def test_a_function_without_a_vmap_rule_is_told_so():
    result = judge("styled_extending_func_numpy_sort.py", "NumpySort")
    found = checks_of(result)
    assert found["vmap"].code == "no_vmap_rule" and "generate_vmap_rule" in found["vmap"].skipped_because
    assert found["torch_func"].code == "torch_func_without_jacrev"
    assert found["jvp"].code == "no_jvp"


def test_a_custom_op_without_a_fake_implementation_fails_opcheck_in_words():
    opcheck = checks_of(judge("doc_register_autograd.py", "numpy_sin"))["opcheck"]
    assert opcheck.code == "opcheck_failed" and opcheck.params["test"] == "test_faketensor"
    assert "register_fake" in codes.word(codes.CHECKS["opcheck_failed"], opcheck.params)


def test_the_custom_op_docstring_examples_are_judged_each_as_it_can_be():
    result = judge("doc_custom_op.py", "numpy_sin")  # an op without register_autograd
    assert [e.phase for e in result.errors] == ["backward"]
    assert "register_autograd" in result.errors[0].message and "mylib.numpy_sin" in result.errors[0].message


GRAPH_BREAK = """
import torch

class Rounded(torch.autograd.Function):
    @staticmethod
    def forward(x):
        if x.sum().item() > 0:  # a Python value read from a tensor
            return x * 2
        return x * 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * 2
"""


def test_compile_says_why_a_function_breaks_the_graph_in_words():
    result = judge("", source=GRAPH_BREAK, compile=True)
    compiled = checks_of(result)["compile"]
    assert compiled.passed is False and compiled.code == "compile_graph_break"
    assert compiled.params["kind"] == "data_dependent" and "item()" in compiled.params["text"]
    assert ".item()" in codes.word(codes.CHECKS["compile_graph_break"], compiled.params)


def test_compile_runs_only_when_asked():
    assert "compile" not in checks_of(judge("styled_mycube_gen_vmap.py"))


def test_a_function_with_a_jvp_breaks_the_graph_and_is_told_why():
    compiled = checks_of(judge("styled_mycube_jvp.py", compile=True))["compile"]
    assert compiled.passed is False and compiled.params["kind"] == "jvp"


def test_without_a_cpp_compiler_the_graph_is_still_checked_with_aot_eager(monkeypatch):
    from playground.engine.judge import compile_check

    monkeypatch.setattr(compile_check, "cpp_compiler", lambda: "")
    compiled = checks_of(judge("styled_mycube_gen_vmap.py", compile=True))["compile"]
    assert compiled.passed is True and compiled.params["backend"] == "aot_eager"
    assert "no C++ compiler" in compiled.message


@pytest.mark.slow
def test_a_function_that_compiles_says_so_and_matches_eager():
    from playground.engine.judge.compile_check import cpp_compiler

    if not cpp_compiler():
        pytest.skip("no C++ compiler for inductor")
    compiled = checks_of(judge("styled_extending_func_numpy_sort.py", "NumpySort", compile=True))["compile"]
    assert compiled.passed is True and compiled.code == "compile_ok" and compiled.params["backend"] == "inductor"
