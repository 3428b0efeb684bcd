"""Custom ops as subjects, each compile's op namespaces its own (engine/usercode/custom_ops.py)."""
from __future__ import annotations

import torch

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.usercode.custom_ops import defined_namespaces, private_namespaces
from playground.engine.usercode.source import compile_source

SCALED_SIN = """
import torch
import numpy as np

@torch.library.custom_op("mylib::scaled_sin", mutates_args=())
def scaled_sin(x: torch.Tensor) -> torch.Tensor:
    return torch.from_numpy(FACTOR * np.sin(x.numpy()))

@scaled_sin.register_fake
def _(x):
    return torch.empty_like(x)

def setup_context(ctx, inputs, output):
    ctx.save_for_backward(inputs[0])

def backward(ctx, grad):
    x, = ctx.saved_tensors
    return grad * FACTOR * x.cos()

torch.library.register_autograd("mylib::scaled_sin", backward, setup_context=setup_context)
y = torch.ops.mylib.scaled_sin(torch.ones(3))
"""


def judge(source: str, subject=None) -> protocol.CompileResult:
    return run_check(protocol.CompileRequest(request_id=1, source=source, subject=subject, points=101))


def test_an_op_is_a_subject_and_is_judged_like_a_function():
    result = judge("FACTOR = 2.0\n" + SCALED_SIN)
    assert result.errors == [] and result.functions == ["scaled_sin"] and result.subject == "scaled_sin"
    assert result.probe.verdict == "matches"
    assert {str(c.name): c.passed for c in result.probe.checks}["opcheck"] is True


def test_the_same_file_checked_again_and_again_defines_its_op_each_time():
    results = [judge("FACTOR = 2.0\n" + SCALED_SIN) for _ in range(3)]
    assert [r.probe.verdict for r in results] == ["matches"] * 3, [r.errors for r in results]


def test_two_files_that_define_the_same_op_name_are_judged_each_by_its_own():
    wrong = SCALED_SIN.replace("return grad * FACTOR * x.cos()", "return grad * x.cos()")
    first = judge("FACTOR = 3.0\n" + SCALED_SIN)
    second = judge("FACTOR = 3.0\n" + wrong)
    again = judge("FACTOR = 3.0\n" + SCALED_SIN)
    assert (first.probe.verdict, second.probe.verdict, again.probe.verdict) == ("matches", "differs", "matches")


def test_an_op_defined_with_a_library_of_its_own_namespace_can_be_defined_again():
    source = """
import torch
lib = torch.library.Library("mylib", "DEF")
lib.define("twice(Tensor x) -> Tensor")
lib.impl("twice", lambda x: 2 * x, "CompositeImplicitAutograd")
y = torch.ops.mylib.twice(torch.ones(2))
"""
    for _ in range(2):
        compiled = compile_source(source)
        assert torch.equal(compiled.namespace["y"], torch.full((2,), 2.0))


def test_only_the_namespaces_a_file_defines_are_renamed_and_lines_stay_where_they_were():
    text = ('import torch\n@torch.library.custom_op("mylib::f", mutates_args=())\n'
            'def f(x: torch.Tensor) -> torch.Tensor:\n    return torch.ops.aten.sin(x)\n'
            'g = torch.ops.mylib.f\nname = "mylib::f"  # a comment\n')
    assert defined_namespaces(text) == {"mylib"}
    runnable, renamed = private_namespaces(text)
    private = renamed["mylib"]
    assert private != "mylib" and runnable.count("\n") == text.count("\n")
    assert f'"{private}::f"' in runnable and f"torch.ops.{private}.f" in runnable
    assert "torch.ops.aten.sin" in runnable and "# a comment" in runnable
    assert private_namespaces(text)[1]["mylib"] != private  # a fresh one for every compile
    assert private_namespaces("import torch\nx = torch.ops.aten.sin\n") == ("import torch\nx = torch.ops.aten.sin\n", {})


def test_a_demo_call_gives_an_op_its_plain_arguments():
    source = SCALED_SIN.replace("def scaled_sin(x: torch.Tensor)", "def scaled_sin(x: torch.Tensor, k: int)")
    source = source.replace("y = torch.ops.mylib.scaled_sin(torch.ones(3))", "y = scaled_sin(torch.ones(3), 2)")
    source = source.replace("def _(x):", "def _(x, k):").replace("ctx.save_for_backward(inputs[0])",
                                                                 "ctx.save_for_backward(inputs[0]); ctx.k = inputs[1]")
    source = source.replace("return grad * FACTOR * x.cos()", "return grad * FACTOR * x.cos(), None")
    result = judge("FACTOR = 1.0\n" + source)
    assert result.errors == [] and result.probe.verdict == "matches"
