"""Where the editor opens (editor/code_start.py): past the docstring, and past the imports to the
lesson's Function where nothing else stands between (issue 29: at 960×540 the end of lesson 18's
backward was below the fold, under its imports)."""
from __future__ import annotations

from playground.ui.editor.code_start import code_start_line, first_code_line

DOC = '"""A lesson\n\nIts text.\n"""\n'


def test_past_the_imports_to_the_class_that_defines_backward():
    text = DOC + "import torch\nfrom torch import nn\n\n\nclass Sq(torch.autograd.Function):\n" \
                 "    @staticmethod\n    def forward(ctx, x):\n        return x * x\n\n" \
                 "    @staticmethod\n    def backward(ctx, g):\n        return g\n"
    assert first_code_line(text) == 5  # import torch
    assert code_start_line(text) == 9  # class Sq


def test_the_decorators_and_the_comment_above_the_class_come_with_it():
    text = DOC + "import torch\n\n# the classic mistake\n@some_decorator\nclass Sq(torch.autograd.Function):\n" \
                 "    def backward(ctx, g):\n        return g\n"
    assert code_start_line(text) == 7  # the comment


def test_own_code_above_the_function_keeps_the_start_at_the_first_code_line():
    text = DOC + "import torch\n\n\ndef p(x):\n    return x\n\n\nclass P(torch.autograd.Function):\n" \
                 "    def backward(ctx, g):\n        return g\n"
    assert code_start_line(text) == first_code_line(text) == 5  # p, which backward may call, stays in view


def test_a_class_without_backward_is_not_the_function():
    text = DOC + "import torch\n\n\nclass Net(torch.nn.Module):\n    def forward(self, x):\n        return x\n"
    assert code_start_line(text) == 5


def test_text_that_does_not_parse_opens_at_line_one():
    assert code_start_line(DOC + "class (:\n") == 1


def test_without_a_docstring_the_class_is_still_the_start():
    assert code_start_line("import torch\nclass S(Function):\n    def backward(ctx, g):\n        return g\n") == 2
