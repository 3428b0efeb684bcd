"""`lessons check DIR` (cli/lessons.py): the built-in lessons and the example pass; a solution that
does not get its own Verdict line's verdict, an unreadable grading line and an unknown hidden
criterion are each named."""
from __future__ import annotations

import json

from playground.cli.main import main
from playground.formats.presets import presets_dir
from tests.formats.test_lesson_folder import LESSON, write_lesson
from tests.repo import REPO


def run_check(folder, capsys, *options) -> tuple[int, dict]:
    status = main(["lessons", "check", str(folder), "--json", *options])
    return status, json.loads(capsys.readouterr().out)


def test_the_built_in_lessons_pass(capsys):
    status, report = run_check(presets_dir(), capsys)
    assert (status, report["problems"]) == (0, [])
    assert len(report["lessons"]) == 21


def test_the_example_folder_passes(capsys):
    status, report = run_check(REPO / "examples" / "lessons", capsys)
    assert (status, report["problems"], report["lessons"]) == (0, [], ["01_log_cosh.py", "02_smooth_max.py"])


def test_a_solution_against_its_own_verdict_and_bad_grading_lines_are_listed(tmp_path, capsys):
    write_lesson(tmp_path, "01_right")
    wrong = write_lesson(tmp_path, "02_wrong", extra="Seed: seven\n")
    # 3x is not the derivative of x³: the solution differs, while its Verdict line says matches.
    wrong.write_text(wrong.read_text().replace("grad_output * 3 * x ** 2", "grad_output * 3 * x"))
    write_lesson(tmp_path, "03_hidden", extra="Hidden: backward, gradients\n")
    status, report = run_check(tmp_path, capsys)
    problems = [(problem["file"], problem["message"]) for problem in report["problems"]]
    assert status == 1
    assert ("02_wrong.py", "Seed: invalid literal for int() with base 10: 'seven'") in problems
    assert any(file == "03_hidden.py" and message.startswith("Hidden: 'gradients' is not a criterion")
               for file, message in problems)
    assert any(file == "02_wrong.py" and message.startswith("the solution differs (Verdict says matches)")
               for file, message in problems)
    assert not any(file == "01_right.py" for file, _ in problems)
    assert len(problems) == 3, problems


def test_without_the_judge_no_engine_is_needed_and_the_verdicts_are_not_asked(tmp_path, capsys):
    wrong = write_lesson(tmp_path, "01_wrong")
    wrong.write_text(LESSON.format(extra="").replace("3 * x ** 2", "3 * x"))
    assert run_check(tmp_path, capsys, "--no-judge") == (0, {"folder": str(tmp_path), "lessons": ["01_wrong.py"],
                                                             "problems": []})
