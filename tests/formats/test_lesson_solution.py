"""The teacher's lines of a lesson (formats/lesson_solution.py): what a student opens, what the
teacher's solution is, and markers that do not pair up."""
from __future__ import annotations

import pytest

from playground.formats.lesson_solution import SolutionMarkerError, solution_text, split_lesson, student_text

LESSON = """import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        # BEGIN SOLUTION
        return grad_output * 3 * x ** 2
        # END SOLUTION
"""


def test_a_block_without_a_starter_becomes_an_ellipsis_at_its_indentation():
    student = student_text(LESSON)
    assert student.splitlines()[-1] == "        ..."
    assert "3 * x ** 2" not in student and "SOLUTION" not in student
    assert student.endswith("...\n")  # the file's last newline kept


def test_the_solution_keeps_the_teachers_lines_and_drops_the_markers():
    solution = solution_text(LESSON)
    assert solution == LESSON.replace("        # BEGIN SOLUTION\n", "").replace("        # END SOLUTION\n", "")


def test_starter_lines_are_written_as_comments_and_opened_without_them():
    text = ("def f(x):\n"
            "    # BEGIN SOLUTION\n"
            "    y = x * 2\n"
            "    return y\n"
            "    # STARTER\n"
            "    # y = ...  # twice x\n"
            "    #\n"
            "    # return y\n"
            "    # END SOLUTION\n"
            "print(f(1))")
    assert student_text(text) == "def f(x):\n    y = ...  # twice x\n    \n    return y\nprint(f(1))"
    assert solution_text(text) == "def f(x):\n    y = x * 2\n    return y\nprint(f(1))"
    # The teacher's file runs as it is: the starter is comments.
    namespace: dict = {}
    exec(compile(text.replace("print(f(1))", "value = f(1)"), "<lesson>", "exec"), namespace)
    assert namespace["value"] == 2


def test_blocks_are_numbered_by_their_marker_lines():
    blocks = split_lesson(LESSON + LESSON).blocks
    assert [(block.begin_line, block.end_line) for block in blocks] == [(8, 10), (18, 20)]  # ten lines each
    assert blocks[0].solution == ("        return grad_output * 3 * x ** 2",)


def test_a_text_without_markers_is_the_same_for_both():
    text = "import torch\nx = 1\n"
    assert student_text(text) == text and solution_text(text) == text


@pytest.mark.parametrize("text, message", [
    ("# BEGIN SOLUTION\nx = 1\n", "line 1: BEGIN SOLUTION has no END SOLUTION"),
    ("x = 1\n# END SOLUTION\n", "line 2: END SOLUTION without a BEGIN SOLUTION"),
    ("# BEGIN SOLUTION\n# BEGIN SOLUTION\n# END SOLUTION\n", "line 2: BEGIN SOLUTION inside the block that line 1"),
    ("# STARTER\n", "line 1: STARTER outside"),
    ("# BEGIN SOLUTION\n# STARTER\n# STARTER\n# END SOLUTION\n", "line 3: a second STARTER"),
    ("# BEGIN SOLUTION\nx = 1\n# STARTER\nx = ...\n# END SOLUTION\n", "line 4: a starter line is written as a comment"),
])
def test_markers_that_do_not_pair_up_are_named_by_line(text, message):
    with pytest.raises(SolutionMarkerError, match=message):
        split_lesson(text)
