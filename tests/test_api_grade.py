"""playground.grade: a folder graded against a reference class from the caller's own code."""
from __future__ import annotations

import json

import pytest
import torch

import playground
from playground.grading import outputs
from tests.cli.test_grade_reference import IDENTITY, RIGHT


class Softplus(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.nn.functional.softplus(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * torch.sigmoid(x)


@pytest.mark.slow
def test_grade_scores_a_folder_against_a_class_and_writes_gradescope_results(tmp_path):
    (tmp_path / "class").mkdir()
    (tmp_path / "class" / "ada.py").write_text(RIGHT)
    (tmp_path / "class" / "bob.py").write_text(IDENTITY)
    grades = playground.grade(tmp_path / "class", reference=Softplus, points={"backward": 3}, jobs=2)
    assert grades.reference == "Softplus"
    scores = {name.rsplit("/", 1)[-1]: score for name, score in grades.scores.items()}
    assert scores == {"ada.py": (6.0, 6.0), "bob.py": (1.0, 6.0)}
    written = grades.write_gradescope(str(tmp_path / "out"))
    assert [path.parent.parent.name for path in written] == ["ada", "bob"]
    assert all(outputs.validate_gradescope(json.loads(path.read_text())) == [] for path in written)
    with pytest.raises(ValueError):
        playground.grade(tmp_path / "class")
