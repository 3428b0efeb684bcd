"""What a student opens of a lesson keeps the lines they need (Points, Function: what is graded and
which class) and loses those for grading alone (formats/lesson_solution.py without_teacher_fields):
the seed of the hidden inputs — a student who knew it could draw the same inputs — the time limit,
and which results wait for publication. A teacher's lesson as a teacher wrote one."""
from __future__ import annotations

from playground.formats.presets import parse_preset

LESSON = '''"""A gate

f(x, g) = x · σ(g).

Topic: several inputs
Question: Which gradient vanishes when the gate closes?
Verdict: matches
Train: model=fit-1d
Points: forward=1, backward=3, double_backward=1, consistency=1
Function: Gate
Seed: 5
Timeout: 10
Hidden: double_backward{closing}
import torch


class Gate(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, g):
        ctx.save_for_backward(x, g)
        return x * torch.sigmoid(g)

    @staticmethod
    def backward(ctx, grad_output):
        x, g = ctx.saved_tensors
        # BEGIN SOLUTION
        return grad_output * torch.sigmoid(g), grad_output * x * torch.sigmoid(g) * torch.sigmoid(-g)
        # STARTER
        # return ..., ...
        # END SOLUTION
'''


def student_lines(tmp_path, closing: str) -> list[str]:
    path = tmp_path / "01_gate.py"
    path.write_text(LESSON.replace("{closing}", closing), encoding="utf-8")
    return parse_preset(path).student_source().splitlines()


def test_the_student_keeps_points_and_function_and_loses_seed_timeout_and_hidden(tmp_path):
    lines = student_lines(tmp_path, '\n"""')
    assert "Points: forward=1, backward=3, double_backward=1, consistency=1" in lines and "Function: Gate" in lines
    assert not any(line.startswith(("Seed:", "Timeout:", "Hidden:")) for line in lines)
    assert lines[lines.index("Function: Gate") + 1] == '"""'
    assert "        return ..., ..." in lines and not any("sigmoid(-g)" in line for line in lines)


def test_quotes_closing_the_docstring_on_a_teacher_line_stay(tmp_path):
    lines = student_lines(tmp_path, '"""')
    assert lines[lines.index("Function: Gate") + 1] == '"""'
    compile("\n".join(lines), "student.py", "exec")  # still a module that parses
