"""`check CLASS --reference` the whole way for issue 28's items 5 and 6: a textbook formula that
overflows only at extreme inputs scores full marks by default and loses exactly the edges
criterion, with the overflow sentence, when a lesson turns it on; a backward right only at
gradcheck's old size loses the consistency point."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.in_process import run_in_process
from tests.cli.test_grade_reference import RIGHT, SOFTPLUS

TEXTBOOK = SOFTPLUS.format(name="Softplus", forward="torch.nn.functional.softplus(x)",
                           derivative="1 / (1 + torch.exp(-x))")
# Right only at gradcheck's old 6 elements; the default seed draws 8 points for REFERENCE's text.
SIX_ONLY = SOFTPLUS.format(name="Softplus", forward="torch.nn.functional.softplus(x)",
                           derivative="(torch.sigmoid(x) if x.numel() == 6 else 2 * torch.sigmoid(x))")
REFERENCE = SOFTPLUS.format(name="Softplus", forward="torch.nn.functional.softplus(x)", derivative="torch.sigmoid(x)")


def graded(students: Path, *options: str) -> dict:
    done = run_in_process("check", str(students), *options, "--json", "--jobs", "2", "--no-sandbox")
    rows = {Path(row["file"]).name: row for row in map(json.loads, done.stdout.splitlines())}
    assert len(rows) == 3, done.stderr
    return rows


def scores(row: dict) -> dict:
    return {test["name"]: (test["score"], test["max_score"]) for test in row["tests"]}


@pytest.mark.slow
def test_the_textbook_answer_loses_only_the_edges_criterion_and_only_when_a_lesson_turns_it_on(tmp_path):
    students = tmp_path / "class"
    students.mkdir()
    for name, text in (("right.py", RIGHT), ("six_only.py", SIX_ONLY), ("textbook.py", TEXTBOOK)):
        (students / name).write_text(text)
    reference = tmp_path / "solution.py"
    reference.write_text(REFERENCE)
    lesson = tmp_path / "lesson.py"
    lesson.write_text('"""Softplus\n\nPoints: forward=1, backward=2, double_backward=1, consistency=1, edges=1\n"""\n'
                      + REFERENCE)

    by_default = graded(students, "--reference", str(reference))
    assert (by_default["textbook.py"]["score"], by_default["textbook.py"]["max_score"]) == (5.0, 5.0)
    assert "edges" not in scores(by_default["textbook.py"])
    assert scores(by_default["six_only.py"])["consistency"] == (0.0, 1.0)
    assert by_default["right.py"]["score"] == 5.0

    with_edges = graded(students, "--lesson", str(lesson))
    textbook = with_edges["textbook.py"]
    lost = {name: score for name, score in scores(textbook).items() if score[0] < score[1]}
    assert list(lost) == ["edges"] and textbook["max_score"] == 6.0, textbook["tests"]
    edges = next(test for test in textbook["tests"] if test["name"] == "edges")
    assert edges["code"] == "overflow" and " is nan at x = -" in edges["message"], edges["message"]
    assert with_edges["right.py"]["score"] == 6.0
