"""`export gradescope` and `export prairielearn` (cli/export.py), and their graders run in the
platforms' own folder layouts (cli/export_graders.py): /autograder and /grade laid out in a temp
folder, the grader entry points run as the platforms run them, scores as `check --lesson` gives."""
from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from playground.cli.main import main
from playground.formats.presets import parse_preset
from playground.grading import outputs
from tests.repo import REPO

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]
EXAMPLE = REPO / "examples" / "lessons" / "01_log_cosh.py"
# The example's Timeout (10 s) is a wall-clock limit from the file's fork to its last answer: on a
# machine loaded 8 deep on 2 cores the wrong file once missed it and scored 0 for its forward. The
# graders are tested here on a lesson that gives room; a time-out's own row is tested below.
ROOMY_SECONDS = 120
RIGHT = parse_preset(EXAMPLE).solution_source()
# d/dx log(cosh(x)) is tanh(x); 1 - tanh(x)² is its derivative, not it: backward and gradcheck fail.
WRONG = RIGHT.replace("grad_output * torch.tanh(x)", "grad_output * (1 - torch.tanh(x) ** 2)")


def lesson_with_timeout(folder: Path, seconds: float) -> Path:
    """The example lesson (its translations beside it) with its Timeout line set to ``seconds``."""
    folder.mkdir(parents=True, exist_ok=True)
    text = EXAMPLE.read_text(encoding="utf-8")
    assert "\nTimeout: 10\n" in text
    (folder / EXAMPLE.name).write_text(text.replace("\nTimeout: 10\n", f"\nTimeout: {seconds:g}\n"), encoding="utf-8")
    translations = EXAMPLE.with_suffix(".i18n.toml")
    shutil.copy(translations, folder / translations.name)
    return folder / EXAMPLE.name


@pytest.fixture(scope="module")
def lesson(tmp_path_factory) -> Path:
    return lesson_with_timeout(tmp_path_factory.mktemp("roomy"), ROOMY_SECONDS)


@pytest.fixture(scope="module")
def exported(tmp_path_factory, lesson) -> dict:
    """The lesson exported both ways (the wheel built once, from this checkout)."""
    folder = tmp_path_factory.mktemp("export")
    assert main(["export", "gradescope", str(lesson), "-o", str(folder / "autograder.zip")]) == 0
    wheel = next(name for name in zipfile.ZipFile(folder / "autograder.zip").namelist() if name.endswith(".whl"))
    with zipfile.ZipFile(folder / "autograder.zip") as archive:
        archive.extract(wheel, folder)
    assert main(["export", "prairielearn", str(lesson), "-o", str(folder / "question"), "--image", "course/grader",
                 "--wheel", str(folder / wheel)]) == 0
    return {"zip": folder / "autograder.zip", "question": folder / "question", "wheel": wheel, "lesson": lesson}


@pytest.fixture(scope="module")
def check_scores(tmp_path_factory, lesson) -> dict:
    """What `check FILES --lesson LESSON` gives the right and the wrong file: {stem: (score, max)}."""
    folder = tmp_path_factory.mktemp("class")
    (folder / "right.py").write_text(RIGHT, encoding="utf-8")
    (folder / "wrong.py").write_text(WRONG, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "playground", "check", str(folder), "--lesson", str(lesson),
                           "--json"], cwd=REPO, capture_output=True, text=True, timeout=240)
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return {Path(row["file"]).stem: (row["score"], row["max_score"]) for row in rows}


def run_entry_point(script: Path, variable: str, root: Path) -> None:
    """The platform's own call: the script, with its root folder moved into a temp folder."""
    env = {**os.environ, variable: str(root), "PYTHON": sys.executable, "PYTHONPATH": str(REPO)}
    done = subprocess.run([str(script)], cwd=root, env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr


def gradescope_run(exported: dict, tmp_path: Path, submission: str | None, lesson: Path | None = None) -> dict:
    root = tmp_path / "autograder"
    (root / "submission").mkdir(parents=True)
    with zipfile.ZipFile(exported["zip"]) as archive:
        archive.extractall(root / "source")
    if lesson is not None:  # another lesson in the same autograder, as an export of it would hold
        shutil.copy(lesson, root / "source" / "lesson.py")
    for name in ("run_autograder", "setup.sh"):  # zipfile does not restore modes: as Gradescope's unzip does
        mode = zipfile.ZipFile(exported["zip"]).getinfo(name).external_attr >> 16
        assert mode & stat.S_IXUSR, name
        (root / "source" / name).chmod(mode & 0o777)
    if submission is not None:
        (root / "submission" / "log_cosh.py").write_text(submission, encoding="utf-8")
    run_entry_point(root / "source" / "run_autograder", "AUTOGRADER_ROOT", root)
    return json.loads((root / "results" / "results.json").read_text(encoding="utf-8"))


def prairielearn_run(exported: dict, tmp_path: Path, submission: str | None) -> dict:
    root = tmp_path / "grade"
    shutil.copytree(exported["question"] / "tests", root / "tests")  # PrairieLearn mounts tests/ there
    (root / "student").mkdir()
    if submission is not None:
        (root / "student" / "solution.py").write_text(submission, encoding="utf-8")
    run_entry_point(root / "tests" / "run.sh", "GRADE_ROOT", root)
    return json.loads((root / "results" / "results.json").read_text(encoding="utf-8"))


def test_the_autograder_zip_holds_setup_run_autograder_the_lesson_and_the_wheel(exported):
    archive = zipfile.ZipFile(exported["zip"])
    assert sorted(archive.namelist()) == sorted(["setup.sh", "run_autograder", "lesson.py", exported["wheel"]])
    setup = archive.read("setup.sh").decode()
    assert "--index-url https://download.pytorch.org/whl/cpu torch" in setup
    assert f"pip install --no-cache-dir ./{exported['wheel']}" in setup
    assert archive.read("lesson.py").decode() == exported["lesson"].read_text(encoding="utf-8")
    wheel = zipfile.ZipFile(exported["question"] / exported["wheel"])
    assert "playground/cli/export_graders.py" in wheel.namelist()
    assert "playground/resources/presets/01_autograd_basics.py" in wheel.namelist()


@pytest.mark.parametrize("name, text", [("right", RIGHT), ("wrong", WRONG)])
def test_gradescope_scores_as_check_does_with_hidden_criteria_after_published(exported, check_scores, tmp_path,
                                                                              name, text):
    results = gradescope_run(exported, tmp_path, text)
    assert outputs.validate_gradescope(results) == []
    assert (results["score"], sum(test["max_score"] for test in results["tests"])) == check_scores[name], \
        results["output"]
    assert [test["name"] for test in results["tests"]] == ["forward", "backward", "double_backward", "consistency"]
    assert [test["visibility"] for test in results["tests"]] == ["visible", "visible", "after_published", "visible"]
    assert isinstance(results["execution_time"], int) and results["execution_time"] >= 0
    if name == "right":
        assert results["score"] == 6
    else:
        scores = {test["name"]: test["score"] for test in results["tests"]}
        assert scores["forward"] == 1 and scores["backward"] == 0 and scores["consistency"] == 0


def test_gradescope_without_a_file_scores_nothing_and_says_why(exported, tmp_path):
    results = gradescope_run(exported, tmp_path, None)
    assert outputs.validate_gradescope(results) == []
    assert results["score"] == 0 and "No .py file was submitted" in results["output"]


def test_a_time_out_scores_nothing_and_each_row_says_so_in_words(exported, tmp_path):
    short = lesson_with_timeout(tmp_path / "short", 2)
    sleeper = RIGHT.replace("import math\n", "import math\nimport time\n", 1).replace(
        "        ctx.save_for_backward(x)\n", "        ctx.save_for_backward(x)\n        time.sleep(3600)\n", 1)
    assert "time.sleep(3600)" in sleeper
    results = gradescope_run(exported, tmp_path, sleeper, lesson=short)
    assert outputs.validate_gradescope(results) == []
    assert results["score"] == 0 and len(results["tests"]) == 4
    for test in results["tests"]:
        assert test["score"] == 0 and "no answer within its time limit of 2 s" in test["output"], test["output"]


def test_the_prairielearn_question_folder(exported):
    question = exported["question"]
    info = json.loads((question / "info.json").read_text(encoding="utf-8"))
    assert info["gradingMethod"] == "External" and info["title"].startswith("Log-cosh")
    assert info["externalGradingOptions"] == {"enabled": True, "image": "course/grader",
                                              "entrypoint": "/grade/tests/run.sh",
                                              "timeout": 60 + 2 * ROOMY_SECONDS}
    page = (question / "question.html").read_text(encoding="utf-8")
    assert "<pl-question-panel>" in page and "What does the derivative tend to" in page
    assert '<pl-file-editor file-name="solution.py"' in page and 'source-file-name="solution.py"' in page
    assert (question / "solution.py").read_text(encoding="utf-8") == parse_preset(exported["lesson"]).student_source()
    assert (question / "tests" / "lesson.py").read_text(encoding="utf-8") == exported["lesson"].read_text(encoding="utf-8")
    assert os.access(question / "tests" / "run.sh", os.X_OK)
    assert f"COPY {exported['wheel']} /tmp/" in (question / "Dockerfile").read_text()
    assert (question / exported["wheel"]).is_file()


@pytest.mark.parametrize("name, text", [("right", RIGHT), ("wrong", WRONG)])
def test_prairielearn_scores_as_check_does(exported, check_scores, tmp_path, name, text):
    results = prairielearn_run(exported, tmp_path, text)
    score, max_score = check_scores[name]
    assert results["gradable"] is True and "format_errors" not in results
    assert results["score"] == pytest.approx(score / max_score, abs=1e-4)
    assert 0 <= results["score"] <= 1 and (results["score"] == 1) == (name == "right")
    assert sum(test["max_points"] for test in results["tests"]) == max_score


def test_prairielearn_a_file_that_does_not_compile_is_not_gradable(exported, tmp_path):
    results = prairielearn_run(exported, tmp_path, "import torch\nclass LogCosh(:\n")
    assert results["gradable"] is False and results["score"] == 0
    assert results["format_errors"] and results["format_errors"][0].startswith("line 2: SyntaxError")
    empty = prairielearn_run(exported, tmp_path / "again", None)
    assert empty["gradable"] is False and "No .py file was submitted" in empty["format_errors"][0]


def test_an_unknown_lesson_is_refused(tmp_path, capsys):
    assert main(["export", "gradescope", "no_such_lesson", "-o", str(tmp_path / "a.zip")]) == 2
    assert "no lesson file or built-in lesson called 'no_such_lesson'" in capsys.readouterr().err
