"""The fault corpus of issue 4: bad user code, each with what a student must be told.

A case names the words its message must contain (lower case), the phase, and the line: the
line is found by a piece of the source text, so editing a source keeps the expectations right.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

GOOD = """
import torch

class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 2 * x * grad_output
"""


def function(forward: str, backward: str, name: str = "Sq", header: str = "import torch\n") -> str:
    """A Function whose forward and backward bodies are given (4-space indented text)."""
    indent = lambda body: "".join("        " + line + "\n" for line in body.strip("\n").split("\n"))
    return (f"{header}\nclass {name}(torch.autograd.Function):\n    @staticmethod\n"
            f"    def forward(ctx, x):\n{indent(forward)}\n    @staticmethod\n"
            f"    def backward(ctx, grad_output):\n{indent(backward)}")


SAVE = "ctx.save_for_backward(x)\nreturn x * x"
LOAD = "x, = ctx.saved_tensors\n"


def line_of(source: str, piece: str) -> int:
    """1-based line of the first line that contains ``piece``."""
    for number, line in enumerate(source.split("\n"), 1):
        if piece in line:
            return number
    raise ValueError(f"{piece!r} is not in the source")


@dataclass
class Case:
    name: str
    source: str
    words: tuple  # each must be in the message (lower case)
    phase: str
    at: Optional[str] = None  # the line is the one containing this text; None: no line
    code: Optional[str] = None  # the error's stable code, where one is defined for it

    @property
    def line(self) -> Optional[int]:
        return line_of(self.source, self.at) if self.at else None


TWO_INPUTS = """import torch

class Mul(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return x * w

    @staticmethod
    def backward(ctx, grad_output):
        x, w = ctx.saved_tensors
        return grad_output * w
"""

SETUP_CONTEXT = """import torch

class Sq(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x * x

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        ctx.save_for_backward(x)
        raise ValueError("setup_context failed on purpose")

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 2 * x * grad_output
"""

NO_STATICMETHOD_WITH_SELF = """import torch

class Sq(torch.autograd.Function):
    def forward(self, ctx, x):
        ctx.save_for_backward(x)
        return x * x

    def backward(self, ctx, grad_output):
        x, = ctx.saved_tensors
        return 2 * x * grad_output
"""


# Bad code that the engine answers itself (no restart): message, line, phase.
ANSWERED = [
    Case("syntax_error", "import torch\n\nclass F(torch.autograd.Function):\n    def forward(ctx, x)\n        return x\n",
         ("expected ':'",), "compile", at="def forward(ctx, x)", code="syntax_error"),
    Case("name_error_at_import", "import torch\n\nscale = undefined_scale * 2\n" + GOOD,
         ("undefined_scale", "not defined"), "compile", at="undefined_scale * 2"),
    Case("exception_in_forward", function("ctx.save_for_backward(x)\nraise ValueError('forward failed on purpose')", LOAD + "return 2 * x * grad_output"),
         ("forward failed on purpose",), "forward", at="raise ValueError"),
    Case("exception_in_backward", function(SAVE, LOAD + "raise ValueError('backward failed on purpose')"),
         ("backward failed on purpose",), "backward", at="raise ValueError"),
    Case("exception_in_setup_context", SETUP_CONTEXT, ("setup_context failed on purpose",), "forward",
         at="raise ValueError"),
    Case("too_few_gradients", TWO_INPUTS, ("returned 1 gradient", "2 input"), "backward",
         at="return grad_output * w", code="wrong_gradient_count"),
    Case("too_many_gradients", function(SAVE, LOAD + "return 2 * x * grad_output, 2 * x * grad_output"),
         ("returned 2 gradient", "1 input"), "backward", at="return 2 * x * grad_output,",
         code="wrong_gradient_count"),
    Case("gradient_of_wrong_shape", function(SAVE, LOAD + "return (2 * x * grad_output).sum()"),
         ("shape",), "backward", at="return (2 * x", code="gradient_shape"),
    Case("gradient_of_wrong_dtype", function(SAVE, LOAD + "return (2 * x * grad_output).to(torch.int64)"),
         ("int64",), "backward", at="return (2 * x", code="gradient_dtype"),
    Case("gradient_on_wrong_device", function(SAVE, LOAD + "return torch.zeros(x.shape, device='meta')"),
         ("meta", "device"), "backward", at="return torch.zeros", code="gradient_device"),
    Case("gradient_not_a_tensor", function(SAVE, LOAD + "return 2.0"),
         ("float", "tensor"), "backward", at="return 2.0", code="gradient_not_tensor"),
    Case("gradient_nan", function(SAVE, LOAD + "return grad_output * x / (x - x)"),
         ("nan",), "backward", at="return grad_output * x / (x - x)", code="gradient_not_finite"),
    Case("gradient_inf", function(SAVE, LOAD + "return grad_output / torch.zeros_like(x)"),
         ("inf",), "backward", at="return grad_output / torch.zeros_like(x)", code="gradient_not_finite"),
    Case("forward_modifies_input", function("x.mul_(2)\nreturn x", "return grad_output * 2"),
         ("in place",), "forward", at="x.mul_(2)", code="forward_modifies_input"),
    Case("missing_staticmethod_with_self", NO_STATICMETHOD_WITH_SELF, ("@staticmethod",), "forward",
         at="def forward(self, ctx, x)"),
    Case("no_function", "import torch\n\nx = torch.ones(3)\nprint(x.sum())\n", ("no autograd function",),
         "compile", code="no_subject"),
    Case("sys_exit_at_top_level", "import sys\n\nprint('leaving')\nsys.exit()\n", ("sys.exit",), "compile",
         at="sys.exit()", code="exit_called"),
    Case("sys_exit_in_forward", function("import sys\nsys.exit(3)", "return grad_output"),
         ("sys.exit",), "forward", at="sys.exit(3)", code="exit_called"),
    Case("infinite_recursion", "def deeper(n):\n    return deeper(n + 1)\n\ndeeper(0)\n",
         ("recursion",), "compile", at="return deeper(n + 1)", code="recursion"),
    Case("infinite_recursion_in_forward", function("return Sq.apply(x)", "return grad_output"),
         ("recursion",), "forward", at="return Sq.apply(x)", code="recursion"),
    Case("binary_text", "\x00\x01\x02ELF\x00garbage\x7f", ("binary",), "compile", code="binary_source"),
    Case("huge_tensor", "import torch\n\nhuge = torch.empty(10**12)\n", ("out of memory",), "compile",
         at="torch.empty(10**12)", code="out_of_memory"),
]
