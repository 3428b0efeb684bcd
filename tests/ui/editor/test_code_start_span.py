"""Where a lesson opens when the editor shows only so many rows (editor/code_start.py): its forward
and backward together where they fit, else as much of the derivative as fits, else the backward's
start (issue 29: lesson 17's register_autograd backward lay below the fold). Plain text: each
expected line is found in the text by what it says, and ``fits`` is a screen of ``rows`` lines."""
from __future__ import annotations

from pathlib import Path

import pytest

from playground.ui.editor.code_start import code_start_line

DOC = '"""A lesson\n\nIts text.\n"""\n'

CLASSIC = DOC + """import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x ** 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x)

    # three x squared, times what comes back
    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return 3 * x ** 2 * grad_output


y = Cube.apply(torch.ones(3))
"""

OP = DOC + """import numpy as np
import torch
from torch import Tensor


@torch.library.custom_op("mylib::numpy_tanh", mutates_args=())
def numpy_tanh(x: Tensor) -> Tensor:
    return torch.from_numpy(np.tanh(x.detach().cpu().numpy())).to(x.device)


@numpy_tanh.register_fake
def _(x):
    return torch.empty_like(x)


def setup_context(ctx, inputs, output):
    ctx.save_for_backward(output)


def backward(ctx, grad_output):
    (y,) = ctx.saved_tensors
    return grad_output * (1 - y ** 2)


numpy_tanh.register_autograd(backward, setup_context=setup_context)
"""


def line_of(text: str, start: str) -> int:
    """1-based number of the first line that begins (after its indent) with ``start``."""
    return next(number for number, line in enumerate(text.splitlines(), 1) if line.strip().startswith(start))


def screen_of(rows: int):
    """fits(first, last) for an editor that shows ``rows`` unwrapped lines."""
    return lambda first, last: last - first + 1 <= rows


def test_a_classic_function_opens_at_its_class_where_the_class_fits():
    whole = line_of(CLASSIC, "return 3 * x") - line_of(CLASSIC, "class Cube") + 1  # 15 lines
    assert code_start_line(CLASSIC, screen_of(whole)) == line_of(CLASSIC, "class Cube")


def test_a_classic_function_too_long_for_the_screen_opens_at_setup_context_then_at_backward():
    end = line_of(CLASSIC, "return 3 * x")
    pair = end - line_of(CLASSIC, "def setup_context") + 2  # with its @staticmethod
    assert code_start_line(CLASSIC, screen_of(pair)) == line_of(CLASSIC, "def setup_context") - 1
    # the comment above backward's decorator introduces it: it comes with it
    assert code_start_line(CLASSIC, screen_of(pair - 1)) == line_of(CLASSIC, "# three x squared")
    assert code_start_line(CLASSIC, screen_of(2)) == line_of(CLASSIC, "# three x squared")  # none fits


def test_a_register_autograd_op_opens_at_its_definition_where_it_and_its_backward_fit():
    start = line_of(OP, "@torch.library.custom_op")
    end = line_of(OP, "return grad_output * (1 - y ** 2)")
    assert code_start_line(OP, screen_of(end - start + 1)) == start
    assert code_start_line(OP) == start  # no screen to measure: the op and its backward together


def test_a_register_autograd_op_on_a_short_screen_opens_at_setup_context_or_backward():
    end = line_of(OP, "return grad_output * (1 - y ** 2)")
    pair = line_of(OP, "def setup_context")
    assert code_start_line(OP, screen_of(end - pair + 1)) == pair
    assert code_start_line(OP, screen_of(end - pair)) == line_of(OP, "def backward")


def test_torch_library_register_autograd_by_the_ops_name_finds_the_op():
    text = OP.replace("numpy_tanh.register_autograd(backward,",
                      'torch.library.register_autograd("mylib::numpy_tanh", backward,')
    start = line_of(text, "@torch.library.custom_op")
    assert code_start_line(text, screen_of(line_of(text, "return grad_output * (1") - start + 1)) == start


def test_the_backward_register_autograd_names_is_the_one_shown_not_another_function():
    text = OP.replace("def backward(ctx, grad_output):", "def tanh_backward(ctx, grad_output):").replace(
        "register_autograd(backward,", "register_autograd(tanh_backward,")
    text = text.replace("\n\ndef setup_context", "\n\ndef backward(ctx, g):\n    return g\n\n\ndef setup_context")
    end = line_of(text, "return grad_output * (1 - y ** 2)")
    assert code_start_line(text, screen_of(end - line_of(text, "def tanh_backward") + 1)) \
        == line_of(text, "def tanh_backward")


def test_a_function_far_down_opens_at_its_class_not_at_the_helpers_above_it():
    helpers = "".join(f"\n\ndef helper_{index}(x):\n    return x + {index}\n" for index in range(20))
    text = CLASSIC.replace("import torch\n", "import torch\n" + helpers, 1)
    first_helper = line_of(text, "def helper_0")
    end = line_of(text, "return 3 * x")
    assert end - first_helper > 60  # the helpers alone fill a projector's editor
    assert code_start_line(text, screen_of(25)) == line_of(text, "class Cube")
    top = line_of(text, "import torch")  # own code above the class: the code opens at its first line
    assert code_start_line(text, screen_of(end - top + 1)) == top  # all of it fits: from the top


def test_without_a_function_or_an_op_the_start_is_the_first_code_line():
    text = DOC + "import torch\n\n\ndef f(x):\n    return x\n"
    assert code_start_line(text, screen_of(3)) == line_of(text, "import torch")


@pytest.mark.parametrize("rows, opens_at", [(25, "@torch.library.custom_op"), (7, "def setup_context"), (6, "def backward")])
def test_lesson_17_opens_with_its_backward_in_view(rows, opens_at):
    lessons = Path(__file__).resolve().parents[3] / "resources" / "presets"
    text = next(lessons.glob("17_*.py")).read_text(encoding="utf-8")
    start = code_start_line(text, screen_of(rows))
    assert start == line_of(text, opens_at)
    backward_end = line_of(text, "def backward") + 2  # its two lines under the def
    assert text.splitlines()[backward_end - 1].strip().startswith("return")
    assert backward_end - start + 1 <= rows
