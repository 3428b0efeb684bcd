"""A lesson's Focus field (formats/presets.py, editor/code_start.py): the editor opens with the
line the lesson is about whole in view, and the Function's backward too where both fit (issue 29:
lesson 01's `return x @ self.weight.t() + self.bias.detach()` was below the fold at 1024×768
presentation). Plain text, no Qt: ``fits`` is a screen of so many unwrapped rows."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from playground.formats.presets import list_presets, read_focus
from playground.ui.editor.code_start import code_start_line, focus_lines


def line_of(text: str, start: str) -> int:
    """1-based number of the first line that begins (after its indent) with ``start``."""
    return next(number for number, line in enumerate(text.splitlines(), 1) if line.strip().startswith(start))


def screen_of(rows: int):
    return lambda first, last: last - first + 1 <= rows


MODULE = '''"""A lesson

Its text.

Verdict: differs
Focus: self.bias.detach()
"""
import torch


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(1, 1))
        self.bias = torch.nn.Parameter(torch.zeros(1))

    def forward(self, x):
        # the bias, cut off
        return x @ self.weight.t() + self.bias.detach()


model = Model()
'''

FUNCTION = '''"""A lesson

Verdict: differs
Focus: x_tangent * 2
"""
import torch


class Sq(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x * x

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)
        ctx.save_for_forward(*inputs)

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * 2 * x

    @staticmethod
    def jvp(ctx, x_tangent):
        (x,) = ctx.saved_tensors
        return x_tangent * 2
'''


def test_the_focus_is_read_from_the_docstring_and_found_in_the_code():
    assert read_focus(MODULE) == "self.bias.detach()"
    assert focus_lines(MODULE, ast.parse(MODULE).body) == (line_of(MODULE, "return x @"),) * 2


def test_a_focus_in_a_module_without_backward_opens_at_its_class_where_the_class_fits():
    assert code_start_line(MODULE, screen_of(12)) == line_of(MODULE, "class Model")  # 10 lines to the focus


@pytest.mark.parametrize("rows, opens_at", [(4, "def forward"), (2, "# the bias"), (1, "return x @")])
def test_on_a_shorter_screen_the_start_moves_down_until_the_focus_is_whole(rows, opens_at):
    start = code_start_line(MODULE, screen_of(rows))
    assert start == line_of(MODULE, opens_at)
    assert start <= line_of(MODULE, "return x @") <= start + rows - 1


@pytest.mark.parametrize("rows, opens_at", [(30, "class Sq"), (9, "def backward"), (4, "def jvp")])
def test_the_backward_stays_with_the_focus_where_both_fit(rows, opens_at):
    decorator = 0 if opens_at.startswith("class") else 1  # the @staticmethod above the def comes with it
    assert code_start_line(FUNCTION, screen_of(rows)) == line_of(FUNCTION, opens_at) - decorator


def test_without_a_focus_the_backward_comes_first_as_before():
    text = FUNCTION.replace("Focus: x_tangent * 2\n", "")
    assert code_start_line(text, screen_of(4)) == line_of(text, "@staticmethod") + 9  # backward's decorator


def test_a_focus_that_no_line_holds_keeps_todays_rule():
    text = MODULE.replace("Focus: self.bias.detach()", "Focus: not in the code")
    assert focus_lines(text, ast.parse(text).body) is None
    assert code_start_line(text, screen_of(2)) == line_of(text, "import torch")


def test_every_lessons_focus_is_a_line_of_its_code():
    lessons = [preset for preset in list_presets() if preset.focus]
    assert {preset.order for preset in lessons} >= {1}  # lesson 01's point is its detached bias
    for preset in lessons:
        text = Path(preset.path).read_text(encoding="utf-8")
        assert focus_lines(text, ast.parse(text).body) is not None, preset.name
