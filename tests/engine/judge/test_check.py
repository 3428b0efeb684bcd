"""run_check on good and bad code: every failure is data with its line, and the next compile works."""
from __future__ import annotations

import pytest
import torch

from playground import protocol
from playground.engine.judge import check as check_module
from playground.engine.judge.check import run_check

GOOD = '''
class Square(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 2

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * 2 * x
'''


def function(forward: str, backward: str, header="def forward(ctx, x):", name="Bad") -> str:
    """A Function whose forward body is line 4 and backward body line 7."""
    return (f"\nclass {name}(Function):\n    @staticmethod\n    {header}\n        {forward}\n"
            f"    @staticmethod\n    def backward(ctx, g):\n        {backward}\n")


def check(source: str, **kw) -> protocol.CompileResult:
    return run_check(protocol.CompileRequest(request_id=1, source=source, points=kw.pop("points", 101), **kw))


def test_a_good_function_matches():
    result = check(GOOD)
    assert result.ok and result.probe.verdict == "matches"
    assert (result.functions, result.subject, result.subject_kind) == (["Square"], "Square", "function")


# (name, source, line, phase, code, words in the message)
BAD = [
    ("syntax error", "class A(Function):\n    def forward(ctx, x)\n        return x\n",
     2, "compile", "syntax_error", "expected ':'"),
    ("name error at import", "import torch\nx = undefined_name\n", 2, "compile", "exception",
     "undefined_name"),
    ("exception in forward", function("return x / foo", "return g"), 5, "forward", "exception", "foo"),
    ("exception in backward", function("return x * 2", "raise ValueError('boom')"), 8, "backward",
     "exception", "boom"),
    ("exception in setup_context",
     "\nclass Bad(Function):\n    @staticmethod\n    def forward(x):\n        return x * 2\n"
     "    @staticmethod\n    def setup_context(ctx, inputs, output):\n        ctx.k = inputs[5]\n"
     "    @staticmethod\n    def backward(ctx, g):\n        return g * 2\n",
     8, "forward", "exception", "index out of range"),
    ("too few gradients", function("return x * y", "return g", header="def forward(ctx, x, y):"),
     8, "backward", "wrong_gradient_count", "returned 1 gradient(s), but forward takes 2"),
    ("too many gradients", function("return x * 2", "return g * 2, g"), 8, "backward",
     "wrong_gradient_count", "returned 2 gradient(s), but forward takes 1"),
    ("wrong shape", function("return x * 2", "return g.sum()"), 8, "backward", "gradient_shape",
     "shape of its input"),
    ("wrong dtype", function("return x * 2", "return (g * 2).long()"), 8, "backward",
     "gradient_dtype", "floating point"),
    ("non-tensor gradient", function("return x * 2", "return 2.0"), 8, "backward",
     "gradient_not_tensor", "float"),
    ("numpy gradient", function("return x * 2", "return g.numpy() * 2"), 8, "backward",
     "gradient_not_tensor", "ndarray"),
    ("NaN gradient", function("ctx.save_for_backward(x); return x ** 2",
                              "x, = ctx.saved_tensors; return g * 2 * x * (x / x)"),
     8, "backward", "gradient_not_finite", "NaN or Inf at x = 0"),
    ("forward modifies its input", function("x.mul_(2); return x * 1", "return g * 2"), 5, "forward",
     "forward_modifies_input", "in place"),
    ("missing staticmethod", "\nclass Bad(Function):\n    def forward(self, ctx, x):\n"
     "        return x * 2\n    def backward(self, ctx, g):\n        return g * 2\n",
     3, "forward", "missing_staticmethod", "no @staticmethod above it"),
    ("missing staticmethod on backward", "\nclass Bad(Function):\n    @staticmethod\n"
     "    def forward(ctx, x):\n        return x * 2\n    def backward(self, ctx, g):\n"
     "        return g * 2\n", 6, "backward", "missing_staticmethod", "drop self"),
    ("huge allocation", "import torch\n\nhuge = torch.empty(10**13)\n", 3, "compile", "out_of_memory",
     "Out of memory"),
    ("old-style call", "\nclass Bad(Function):\n    def forward(self, x):\n        return x\n"
     "    def backward(self, g):\n        return g\n\ny = Bad()(torch.ones(2))\n",
     8, "compile", "legacy_function_call", "MyFunction.apply(x)"),
    ("no Function", "import torch\nx = torch.ones(3)\n", None, "compile", "no_subject",
     "No autograd Function"),
    ("no backward", "\nclass Bad(Function):\n    @staticmethod\n    def forward(ctx, x):\n"
     "        return x * 2\n", 2, "backward", "missing_backward", "has no backward"),
    ("sys.exit", "import sys\nsys.exit()\n", 2, "compile", "exit_called", "sys.exit"),
    ("infinite recursion", "def f():\n    return f()\nf()\n", 2, "compile", "recursion", "recursion"),
    ("output is not elementwise", function("return x.sum()", "return g * torch.ones(3)"),
     5, "forward", "output_not_elementwise", "one output per input point"),
    ("forward returns None", function("y = x * 2", "return g"), 4, "forward", "no_tensor_output",
     "NoneType"),
    ("null bytes", "x = 1\x00", None, "compile", "binary_source", "null bytes"),
]


@pytest.mark.parametrize("name, source, line, phase, code, words", BAD, ids=[b[0] for b in BAD])
def test_bad_code_is_answered_with_a_message_at_its_line(name, source, line, phase, code, words):
    result = check(source)
    assert not result.ok
    first = result.errors[0]
    assert (first.line, first.phase, first.code) == (line, phase, code), first.message
    assert words in first.message
    assert "playground/" not in first.message and "Traceback" not in first.message
    assert check(GOOD).ok  # the engine still works


def test_a_backward_error_still_shows_the_function():
    result = check(function("return x * 2", "raise ValueError('boom')"))
    assert result.probe is not None and result.probe.verdict == "error"
    assert result.probe.f[0][-1] == pytest.approx(10.0)


def test_a_failing_demo_at_the_end_still_judges_the_functions_above_it():
    result = check(GOOD + "x = torch.ones(3, device='no-such-device')\n")
    assert [e.phase for e in result.errors] == ["compile"] and result.errors[0].line == 12
    assert result.probe.verdict == "matches"


def test_several_functions_pick_the_last_and_list_all():
    result = check(GOOD + GOOD.replace("Square", "Square2"))
    assert result.functions == ["Square", "Square2"] and result.subject == "Square2"
    assert check(GOOD + GOOD.replace("Square", "Square2"), subject="Square").subject == "Square"
    assert result.each == ["Square2", "Square"]  # nothing calls them: each judged, equal verdicts


def test_a_file_that_calls_none_of_its_functions_answers_with_the_worst_of_them():
    wrong = function("ctx.save_for_backward(x); return x ** 3", "x, = ctx.saved_tensors; return g * x", name="Cube")
    result = check(wrong + GOOD + function("return x + 1", "return g", name="Shift"))
    assert (result.subject, result.probe.verdict) == ("Cube", "differs")
    assert result.each == ["Cube", "Shift", "Square"]
    assert check(wrong + GOOD, subject="Square").each == []  # a named subject is judged alone
    called = check(wrong + GOOD + "y = Square.apply(torch.ones(3))\n")
    assert (called.subject, called.probe.verdict, called.each) == ("Square", "matches", [])


def test_past_max_each_the_rest_are_named_not_judged(monkeypatch):
    monkeypatch.setattr(check_module, "MAX_EACH", 2)
    result = check(function("return x ** 3", "return g", name="Cube") + GOOD + GOOD.replace("Square", "Square2"))
    assert (result.subject, result.probe.verdict) == ("Cube", "differs")  # among the first two
    assert result.each == ["Cube", "Square"] + ["Square2"]


def test_output_is_returned_and_a_print_flood_is_bounded():
    assert check(GOOD + "print('hello')\n").output == "hello\n"
    flood = check(GOOD + "for i in range(3000):\n    print(i)\n").output
    assert flood.startswith("[2000 earlier lines not shown]") and flood.rstrip().endswith("2999")


def test_prints_in_backward_are_captured_too():
    result = check(function("return x * 2", "print('in backward'); return g * 2"))
    assert result.ok and "in backward" in result.output


def test_an_extremely_long_line_compiles():
    result = check(GOOD + "x = [" + "1, " * 200_000 + "]\n")
    assert result.ok


def test_a_shape_can_be_given():
    text = '''
class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(4, 3))
    def forward(self, x):
        return x @ self.weight.t()
'''
    result = check(text, shape=(16, 3))
    assert result.ok and result.probe.input_shape == (101, 3)


@pytest.mark.cuda
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_a_gradient_on_the_wrong_device_is_named():
    result = check(function("return x * 2", "return (g * 2).cuda()"))
    assert result.errors[0].code == "gradient_device" and result.errors[0].line == 8
    assert "cuda" in result.errors[0].message


def test_grad_mode_and_default_dtype_switched_off_by_the_code_do_not_leak():
    result = check("torch.set_grad_enabled(False)\ntorch.set_default_dtype(torch.float64)\n" + GOOD)
    assert result.ok and torch.is_grad_enabled() and torch.get_default_dtype() == torch.float32


def test_keyword_only_arguments_keep_their_defaults():
    result = check(function("ctx.k = k; return x * k", "return g * ctx.k",
                            header="def forward(ctx, x, *, k=3.0):"))
    assert result.ok and result.probe.backward[0][0] == 3.0


def test_warnings_of_the_code_go_to_its_output():
    result = check("import warnings\nwarnings.warn('careful')\n" + GOOD)
    assert result.ok and "UserWarning: careful (line 2)" in result.output


def test_an_unknown_argument_that_gets_no_gradient_is_judged_at_one_and_said():
    # issue 27 item 2: 1.0, then 1, then True (test_factor_defaults.py has the cases)
    result = check(function("ctx.c = c; return x * c", "return g * ctx.c, None",
                            header="def forward(ctx, x, c):"))
    assert result.ok and [(n.code, n.params["value"]) for n in result.probe.notes] == [("value_assumed", "1.0")]
    tensor_input = check(function("ctx.save_for_backward(x, y); return x * y",
                                  "x, y = ctx.saved_tensors; return g * y, g * x",
                                  header="def forward(ctx, x, y):"))
    assert tensor_input.ok


def test_a_module_with_random_weights_gives_the_same_picture_every_time():
    from playground.formats.presets import read_preset_source

    source = read_preset_source("autograd_basics")
    first, second = (run_check(protocol.CompileRequest(request_id=i, source=source, points=51)) for i in (1, 2))
    assert (first.probe.f[0] == second.probe.f[0]).all()
