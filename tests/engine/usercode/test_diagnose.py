"""Messages that name the real cause: a misplaced @staticmethod, the pre-imported F, lost
indentation, a Module's dead backward, a TorchScript cast error, a Module that cannot be built."""
from __future__ import annotations

from playground import protocol
from playground.engine.judge.check import run_check

RELU_BODY = ("    def forward(ctx, x):\n        ctx.save_for_backward(x)\n        return x.clamp(min=0)\n"
             "    def backward(ctx, g):\n        x, = ctx.saved_tensors\n        return g * (x > 0)\n")


def check(text: str, **kw) -> protocol.CompileResult:
    return run_check(protocol.CompileRequest(request_id=1, source=text, points=101, **kw))


def test_staticmethod_above_the_class_is_named_at_its_line():
    result = check("import torch\n\n@staticmethod\nclass MyReLU(torch.autograd.Function):\n" + RELU_BODY)
    (error,) = result.errors
    assert (error.code, error.line) == ("staticmethod_on_class", 3)
    assert "@staticmethod is written above class MyReLU" in error.message


def test_the_preimported_f_is_named_when_the_users_f_is_missing():
    text = ("import torch\nclass G(torch.autograd.Function):\n    @staticmethod\n    def forward(ctx, x):\n"
            "        return x * 2\n    @staticmethod\n    def backward(ctx, g):\n        return g * 2\n\n"
            "y = F.apply(torch.ones(3, requires_grad=True))\n")
    error = check(text).errors[0]
    assert error.code == "functional_f_shadowing" and error.line == 10
    assert "F here is torch.nn.functional" in error.message and "defines no class F" in error.message


def test_lost_indentation_says_so_and_where_the_body_starts():
    flat = "\n".join(line.strip() for line in ("import torch\nclass MyReLU(torch.autograd.Function):\n"
                                                "@staticmethod\n" + RELU_BODY).split("\n"))
    (error,) = check(flat).errors
    assert error.code == "indentation_lost" and error.line == 3
    assert "indentation was lost in copying" in error.message and "line 2" in error.message


def test_an_ordinary_indentation_error_keeps_pythons_message():
    text = "import torch\nclass A:\n    def f(self):\n    return 1\n"
    (error,) = check(text).errors
    assert error.code == "syntax_error"


def test_stray_common_indent_and_indented_transcripts_compile():
    plain = "import torch\nclass MyReLU(torch.autograd.Function):\n    @staticmethod\n" + RELU_BODY.replace(
        "    def backward", "    @staticmethod\n    def backward")
    stray = "\n".join(" " + line if line else line for line in plain.split("\n"))
    lines = plain.rstrip("\n").split("\n")
    transcript = "\n".join("   " + (">>> " if i == 0 or not line.startswith(" ") else "... ") + line
                           for i, line in enumerate(lines)) + "\n   >>> MyReLU.apply(torch.ones(2))\n   tensor([1., 1.])\n"
    for text in (stray, transcript):
        result = check(text)
        assert result.errors == [] and result.probe.verdict == "matches", [e.message for e in result.errors]


def test_a_modules_backward_is_called_dead_code():
    text = ("import torch\nfrom torch import nn\nclass Clip(nn.Module):\n    def forward(self, x):\n"
            "        return x.clamp(-1, 1)\n    def backward(self, grad_output):\n        return grad_output\n")
    probe = check(text).probe
    assert probe.verdict == "matches" and "Clip.backward is never called" in probe.summary
    assert [note.code for note in probe.notes] == ["module_backward_ignored"]
    assert probe.notes[0].params == {"module": "Clip"}


def test_a_torchscript_cast_error_is_one_sentence():
    text = ("import torch\n@torch.jit.script\ndef scaled(x: torch.Tensor, alpha: float):\n    return x * alpha\n"
            "class S(torch.autograd.Function):\n    @staticmethod\n    def forward(ctx, x):\n"
            "        return x * 2\n    @staticmethod\n    def backward(ctx, g):\n"
            "        return scaled(g, 'two')\n")
    error = check(text).errors[0]
    assert error.code == "torchscript_argument_type" and "\n" not in error.message
    assert "expects its argument 'alpha' to be a float, but it was given a str" in error.message


def test_a_module_that_cannot_be_built_falls_back_to_its_function_and_says_so():
    text = ("import torch\nfrom torch import nn\nclass Fn(torch.autograd.Function):\n    @staticmethod\n"
            "    def forward(ctx, x):\n        ctx.save_for_backward(x)\n        return x * x\n"
            "    @staticmethod\n    def backward(ctx, g):\n        x, = ctx.saved_tensors\n        return 2 * x * g\n"
            "class Block(nn.Module):\n    def __init__(self, kernel_size=-1):\n        super().__init__()\n"
            "        self.conv = nn.Conv1d(1, 1, kernel_size)\n    def forward(self, x):\n        return Fn.apply(x)\n")
    result = check(text)
    assert result.errors == [] and (result.subject, result.subject_kind) == ("Fn", "function")
    assert result.probe.verdict == "matches" and "Could not build Block()" in result.probe.summary
    assert "Fn that Block uses is judged instead" in result.probe.summary
    judged = result.probe.notes[-1]
    assert judged.code == "judged_function_instead" and judged.params["function"] == "Fn"
