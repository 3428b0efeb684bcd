"""Compiling user code: what runs, what is found, what is printed, and where errors point."""
from __future__ import annotations

import linecache
import textwrap

import pytest
import torch

from playground.engine.usercode.errors import UserCodeError
from playground.engine.usercode.source import compile_source, straighten

RELU = '''
class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * (x > 0)
'''


def compile_error(text: str):
    with pytest.raises(UserCodeError) as caught:
        compile_source(text)
    return caught.value.info


def test_finds_functions_and_modules_in_definition_order():
    compiled = compile_source(RELU + '''
class Second(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2
    @staticmethod
    def backward(ctx, g):
        return g * 2

class Layer(nn.Module):
    def forward(self, x):
        return Second.apply(x)
''')
    assert list(compiled.functions) == ["MyReLU", "Second"]
    assert list(compiled.modules) == ["Layer"]
    assert compiled.functions["MyReLU"].__name__ == "MyReLU"


def test_imports_may_be_left_out_and_user_names_win():
    compiled = compile_source(RELU + "F = 3\nvalue = np.pi + math.tau\n")
    assert compiled.namespace["F"] == 3
    assert compiled.namespace["nn"] is torch.nn
    assert compiled.namespace["Function"] is torch.autograd.Function


def test_demo_under_main_guard_does_not_run():
    compiled = compile_source(RELU + 'if __name__ == "__main__":\n    raise SystemExit("ran")\n')
    assert compiled.namespace["__name__"] != "__main__"


def test_prints_are_captured():
    compiled = compile_source(RELU + 'print("hello")\nprint("world", 2)\n')
    assert compiled.output == "hello\nworld 2\n"


def test_print_flood_keeps_the_last_lines_and_counts_the_rest():
    compiled = compile_source("for i in range(5000):\n    print(i)\n")
    lines = compiled.output.splitlines()
    assert len(lines) == 1000 and lines[-1] == "4999" and lines[0] == "4000"
    assert compiled.output_dropped == 4000


def test_an_extremely_long_line_is_cut():
    compiled = compile_source('print("x" * 1_000_000)\n')
    assert len(compiled.output) < 11_000 and compiled.output.rstrip().endswith("…")


def test_syntax_error_points_at_its_line():
    info = compile_error("import torch\n\nclass A(Function):\n    def forward(ctx, x)\n        return x\n")
    assert (info.line, info.phase, info.type, info.code) == (4, "compile", "SyntaxError", "syntax_error")
    assert "expected ':'" in info.message


def test_name_error_at_import_points_at_its_line_without_app_frames():
    info = compile_error("import torch\n\nx = undefined_name + 1\n")
    assert (info.line, info.type) == (3, "NameError")
    assert "undefined_name" in info.message and "playground" not in info.message


def test_exception_in_a_helper_points_at_the_deepest_user_line():
    info = compile_error("def helper():\n    return 1 / 0\n\nhelper()\n")
    assert (info.line, info.type) == (2, "ZeroDivisionError")


def test_sys_exit_is_an_error_not_an_exit():
    info = compile_error("import sys\nsys.exit(3)\n")
    assert (info.line, info.code) == (2, "exit_called")


def test_infinite_recursion_is_an_error():
    info = compile_error("def f(n):\n    return f(n + 1)\n\nf(0)\n")
    assert info.code == "recursion" and info.line == 2


def test_input_reads_an_empty_stdin():
    info = compile_error("name = input()\n")
    assert (info.type, info.line) == ("EOFError", 1)


def test_binary_text_is_refused_clearly():
    info = compile_error("x = 1\x00\x01\x02")
    assert info.code == "binary_source"


def test_partial_compile_keeps_what_was_defined_before_the_error():
    with pytest.raises(UserCodeError) as caught:
        compile_source(RELU + "x = torch.ones(3, device='no-such-device')\n")
    assert list(caught.value.partial.functions) == ["MyReLU"]


def test_text_is_registered_in_linecache():
    compile_source(RELU, filename="<editor-test>")
    assert linecache.getline("<editor-test>", 2).startswith("class MyReLU")


def test_any_indentation_width_and_an_indented_paste():
    tabs = RELU.replace("    ", "\t")
    assert list(compile_source(tabs).functions) == ["MyReLU"]
    indented = textwrap.indent(RELU, "        ")
    assert list(compile_source(indented).functions) == ["MyReLU"]


def test_doctest_paste_keeps_line_numbers_and_skips_what_the_directive_skips():
    text = (">>> class A(Function):\n"
            ">>>     @staticmethod\n"
            ">>>     def forward(ctx, x):\n"
            ">>>         return x * 2\n"
            "tensor([2.])\n"
            ">>> # xdoctest: +SKIP\n"
            ">>> raise ValueError('skipped')\n")
    lines = straighten(text).splitlines()
    assert len(lines) == 7 and lines[0] == "class A(Function):" and lines[4].startswith("#")
    assert lines[6].startswith("#")
    assert list(compile_source(text).functions) == ["A"]
    info = compile_error(">>> x = 1\n>>> y = 1 / 0\n")
    assert info.line == 2


def test_function_made_in_a_factory_is_found_through_apply():
    compiled = compile_source('''
def make_ste(threshold):
    class STE(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return (x > threshold).to(x.dtype)
        @staticmethod
        def backward(ctx, g):
            return g
    return STE.apply

ste = make_ste(0.5)
other = make_ste(1.5)
''')
    assert list(compiled.functions) == ["STE", "other"]
    assert compiled.functions["STE"] is not compiled.functions["other"]


def test_first_call_of_each_function_is_recorded():
    compiled = compile_source(RELU + "MyReLU.apply(torch.ones(2, 3))\nMyReLU.apply(torch.ones(5))\n")
    call = compiled.calls[compiled.functions["MyReLU"]]
    assert call.args[0].is_tensor and call.args[0].shape == (2, 3)


def test_function_apply_is_restored_after_compiling():
    before = torch.autograd.Function.__dict__["apply"]
    compile_source(RELU + "r = MyReLU.apply\n")
    with pytest.raises(UserCodeError):
        compile_source(RELU + "raise RuntimeError('x')\n")
    assert torch.autograd.Function.__dict__["apply"] is before
