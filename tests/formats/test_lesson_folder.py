"""A teacher's folder of lessons (formats/lesson_folder.py): the lessons that parse, and each
problem named by its file, found without running any code."""
from __future__ import annotations

from pathlib import Path

from playground.formats.lesson_folder import read_lesson_folder
from playground.formats.presets import presets_dir
from tests.repo import REPO

EXAMPLE = REPO / "examples" / "lessons"
LESSON = '''"""Cube

The derivative of x³ is 3x².

Topic: powers
Question: What is the derivative at 0?
Verdict: matches
Train: model=fit-1d
{extra}"""
import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        # BEGIN SOLUTION
        return grad_output * 3 * x ** 2
        # END SOLUTION
'''
JAPANESE = '''[ja]
title = "三乗"
lesson = "x³ の導関数は 3x² です。"
topic = "べき"
question = "0 での導関数は？"
'''


def write_lesson(folder: Path, name: str = "01_cube", extra: str = "", sidecar: str = "") -> Path:
    path = folder / f"{name}.py"
    path.write_text(LESSON.format(extra=extra), encoding="utf-8")
    if sidecar:
        path.with_suffix(".i18n.toml").write_text(sidecar, encoding="utf-8")
    return path


def messages(folder: Path) -> list[str]:
    return [str(problem) for problem in read_lesson_folder(folder).problems]


def test_the_built_in_lessons_and_the_example_have_no_problems():
    assert messages(presets_dir()) == []
    assert messages(EXAMPLE) == []
    assert len(read_lesson_folder(presets_dir()).lessons) == 21


def test_the_example_lesson_is_in_english_and_japanese_with_a_hidden_solution():
    lesson = read_lesson_folder(EXAMPLE).lessons[0]
    assert set(lesson.translations) == {"ja"} and lesson.text_in("ja").title.startswith("log-cosh")
    assert lesson.has_solution and "torch.tanh(x)" not in lesson.student_source()
    assert "torch.tanh(x)" in lesson.solution_source()
    assert lesson.grading["function"] == "LogCosh" and lesson.grading["hidden"] == "double_backward"


def test_the_second_example_lesson_has_two_inputs_in_four_languages_and_an_example():
    lessons = read_lesson_folder(EXAMPLE).lessons
    assert [lesson.name for lesson in lessons] == ["log_cosh", "smooth_max"]
    lesson = lessons[1]
    assert set(lesson.translations) == {"ja", "zh_CN", "ru"}
    for language in ("en", "ja", "zh_CN", "ru"):
        words = lesson.text_in(language)
        assert words.title and words.question and words.predict and "σ(a − b)" in words.lesson, language
    assert "def forward(ctx, a, b):" in lesson.student_source() and 'if __name__ == "__main__":' in lesson.source()
    assert "torch.sigmoid(a - b)" in lesson.solution_source() and "torch.sigmoid" not in lesson.student_source()
    assert "weight_a = ...  # ∂f/∂a = ?" in lesson.student_source()
    assert lesson.grading["function"] == "SmoothMax"


def test_a_good_folder_reads_its_lessons_in_order(tmp_path):
    write_lesson(tmp_path, "02_cube_again")
    write_lesson(tmp_path, "01_cube", sidecar=JAPANESE.replace("三乗", "三乗 (1)"))
    (tmp_path / "helper.py").write_text("x = 1\n")  # not a lesson's name: left alone
    folder = read_lesson_folder(tmp_path)
    assert folder.problems == []
    assert [lesson.name for lesson in folder.lessons] == ["cube", "cube_again"]
    assert folder.lessons[0].text_in("ja").title == "三乗 (1)"


def test_an_unknown_field_is_named(tmp_path):
    write_lesson(tmp_path, extra="Pionts: forward=1\n")
    assert any("01_cube.py: unknown field 'Pionts'" in message for message in messages(tmp_path))


def test_an_unknown_field_among_the_fields_is_the_one_problem_named(tmp_path):
    # It ends the block of fields, so Question, Verdict and Train above it read as missing: the
    # teacher is told of the unknown field only, not sent to look for lines that are there.
    write_lesson(tmp_path, extra="Difficulty: easy\nPoints: forward=1\n")
    assert messages(tmp_path) == ["01_cube.py: unknown field 'Difficulty' (the fields are Topic, Question, Predict,"
                                  " Verdict, Train, View, Focus, Points, Function, Seed, Timeout, Hidden)"]


def test_a_language_missing_a_field_is_named(tmp_path):
    write_lesson(tmp_path, sidecar=JAPANESE.replace('topic = "べき"\n', ""))  # the English lesson has a topic
    assert messages(tmp_path) == ["01_cube.i18n.toml: [ja]: needs topic, as the English lesson has a Topic line"]
    write_lesson(tmp_path, sidecar=JAPANESE.replace('question = "0 での導関数は？"\n', ""))
    assert messages(tmp_path) == ["01_cube.py: 01_cube.i18n.toml [ja]: needs question"]


def test_broken_markers_and_clashing_numbers_are_named_and_the_good_lessons_kept(tmp_path):
    path = write_lesson(tmp_path, "01_cube")
    path.write_text(path.read_text().replace("        # END SOLUTION\n", ""))
    write_lesson(tmp_path, "02_a")
    write_lesson(tmp_path, "02_b")
    folder = read_lesson_folder(tmp_path)
    assert [lesson.name for lesson in folder.lessons] == ["a", "b"]
    assert [str(problem) for problem in folder.problems] == [
        "01_cube.py: line 22: BEGIN SOLUTION has no END SOLUTION", "02_b.py: has the number 02 of 02_a.py"]


def test_a_folder_without_lessons_says_so(tmp_path):
    assert messages(tmp_path) == [f"{tmp_path}: no lessons here (a lesson file is called NN_name.py)"]


def test_a_starter_that_does_not_parse_is_named(tmp_path):
    path = write_lesson(tmp_path)
    # The starter leaves a bracket open: the teacher's file runs, the student's would not.
    path.write_text(path.read_text().replace(
        "        # END SOLUTION", "        # STARTER\n        # return (grad_output\n        # END SOLUTION"))
    assert messages(tmp_path) == ["01_cube.py: what a student opens does not parse: line 22: '(' was never closed"]
