"""`lessons check` (cli/lessons.py) names a solution that grading would use against the class while
it is wrong where Points look: a double backward that fails gradgradcheck. Which solution is wrong is
decided by plain PyTorch first (torch.autograd.gradgradcheck), the tool's words second."""
from __future__ import annotations

import pytest
import torch

from playground.cli.lessons import check_folder

LESSON = '''"""A gate

f(x, g) = x · σ(g).

Topic: several inputs
Question: Which gradient vanishes when the gate closes?
Verdict: matches
Train: model=fit-1d
Points: forward=1, backward=3, double_backward={double_backward}, consistency=1
Function: Gate
"""
import torch


class Gate(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, g):
{forward}

    @staticmethod
    def backward(ctx, grad_output):
{backward}
        grad_x = grad_output * s
        grad_g = grad_output * x * s * (1 - s)
        return grad_x, grad_g
'''
# σ(g) saved from forward is a constant to double backward (forward runs without a graph):
# ∂²f/∂g² is lost. Recomputed from the saved g in backward, it is differentiable.
SAVES_THE_GATE = ("        s = torch.sigmoid(g)\n        ctx.save_for_backward(x, s)\n        return x * s",
                  "        x, s = ctx.saved_tensors")
RECOMPUTES_IT = ("        ctx.save_for_backward(x, g)\n        return x * torch.sigmoid(g)",
                 "        x, g = ctx.saved_tensors\n        s = torch.sigmoid(g)")


def gate_class(variant: tuple) -> type:
    namespace: dict = {}
    exec(LESSON.format(forward=variant[0], backward=variant[1], double_backward=1), namespace)
    return namespace["Gate"]


@pytest.mark.parametrize("variant, passes", [(SAVES_THE_GATE, False), (RECOMPUTES_IT, True)])
def test_plain_pytorch_says_which_double_backward_is_right(variant, passes):
    inputs = tuple(torch.randn(5, dtype=torch.float64, requires_grad=True) for _ in range(2))
    second = torch.autograd.gradgradcheck(gate_class(variant).apply, inputs, raise_exception=False)
    assert second is passes


@pytest.fixture(scope="module")
def problems(tmp_path_factory) -> dict:
    """One folder, one engine: {lesson file: its problems}."""
    folder = tmp_path_factory.mktemp("lessons")
    lessons = {"01_wrong_and_counted.py": (SAVES_THE_GATE, 1), "02_wrong_not_counted.py": (SAVES_THE_GATE, 0),
               "03_right.py": (RECOMPUTES_IT, 1)}
    for name, (variant, double_backward) in lessons.items():
        text = LESSON.format(forward=variant[0], backward=variant[1], double_backward=double_backward)
        (folder / name).write_text(text, encoding="utf-8")
    found: dict = {name: [] for name in lessons}
    for problem in check_folder(str(folder)).problems:
        found[problem.file].append(problem.message)
    return found


def test_a_solution_whose_double_backward_is_wrong_is_named_where_points_give_it(problems):
    assert len(problems["01_wrong_and_counted.py"]) == 1, problems
    message = problems["01_wrong_and_counted.py"][0]
    assert message.startswith("the solution's double backward fails gradgradcheck") and "double_backward 1" in message


def test_no_problem_where_no_points_ride_on_it_or_it_is_right(problems):
    assert problems["02_wrong_not_counted.py"] == [] and problems["03_right.py"] == []
