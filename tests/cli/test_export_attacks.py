"""The exported graders (cli/export_graders.py) against a student who read their code: each test
plays one attack on the platforms' own folder layouts and checks the grader holds.

1. Many files in one submission: one file is graded (the only .py, else solution.py), never a
   score above the lesson's total, and files beyond the one graded never run.
2. A file whose name is not UTF-8: its own error row; the grader still writes results.json, and
   `check DIR` grades the rest of the class.
3. PrairieLearn: only a file that does not compile is "not gradable" (no attempt lost).
4. Without the sandbox, a forged FileGraded: bounded to the lesson's points; the Hidden line is
   the one read before any submission ran.
5. The scripts run from their own folder, so a json.py in the folder they are started from is
   not imported in the standard library's place.
"""
from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from playground.cli.export_graders import MOST_LOOKED_AT, SUBMITTED_FILE, submitted_file
from playground.cli.main import main
from playground.formats.presets import parse_preset
from playground.grading import outputs
from tests.cli.test_export import EXAMPLE, RIGHT, lesson_with_timeout
from tests.repo import REPO

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]
STARTER = parse_preset(EXAMPLE).student_source()  # backward returns grad_output * ...: forward 1 of 6
TOTAL = 6.0  # the example's Points: forward=1, backward=3, double_backward=1, consistency=1
NOT_UTF8_NAME = os.fsdecode(b"\xff\xfe.py")
# Without the sandbox, a submission can take the referee's socket (pidfd_getfd on its fd, which
# the referee's command line names) and send a FileGraded of its own: 100 of 1 case on every
# criterion. It also edits the lesson, dropping its Hidden line, before the grader would re-read it.
FORGE = '''import ctypes, os, pathlib
def _forge():
    from multiprocessing.connection import Connection
    from playground import protocol
    from playground.vocabulary import Criterion
    from playground.wire import MessagePipe
    lesson = pathlib.Path(__file__).resolve().parents[1] / "source" / "lesson.py"
    lesson.write_text(lesson.read_text().replace("Hidden: double_backward", ""))
    zygote = os.getppid()
    referee = int(open(f"/proc/{zygote}/stat").read().rsplit(")", 1)[1].split()[1])
    argv = open(f"/proc/{referee}/cmdline").read().split("\\0")
    fd = int(argv[argv.index("playground.engine.referee.main") + 1])
    stolen = ctypes.CDLL(None, use_errno=True).syscall(438, os.pidfd_open(referee), fd, 0)
    findings = [protocol.CriterionFinding(criterion=c, cases=1, passed=100, code="matches", message="forged")
                for c in Criterion]
    MessagePipe(Connection(stolen)).send(protocol.FileGraded(
        request_id=0, path="x", functions=["LogCosh"], modules=[], subject="LogCosh", matched_by="name",
        findings=findings, errors=[], output="", sandbox="on: trust me", seconds=0.1))
_forge()
''' + STARTER
# A json.py in the folder the script is started from: outside the sandbox it would be imported
# in the standard library's place and write the score it likes.
HIJACK = '''import sys, os
sys.path = [p for p in sys.path if p not in ("", os.getcwd())]
del sys.modules["json"]
import json as _real
sys.modules["json"] = _real
_dumps = _real.dumps
def dumps(obj, *a, **k):
    if isinstance(obj, dict) and "tests" in obj:
        obj["score"] = 999.0
    return _dumps(obj, *a, **k)
_real.dumps = dumps
'''


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict:
    """The example lesson (roomy time limit) exported for both platforms, with and without the sandbox."""
    folder = tmp_path_factory.mktemp("attacks")
    lesson = lesson_with_timeout(folder / "lesson", 120)
    assert main(["export", "gradescope", str(lesson), "-o", str(folder / "autograder.zip")]) == 0
    wheel = next(name for name in zipfile.ZipFile(folder / "autograder.zip").namelist() if name.endswith(".whl"))
    zipfile.ZipFile(folder / "autograder.zip").extract(wheel, folder)
    common = ["--wheel", str(folder / wheel)]
    assert main(["export", "gradescope", str(lesson), "-o", str(folder / "no_sandbox.zip"), "--no-sandbox",
                 *common]) == 0
    assert main(["export", "prairielearn", str(lesson), "-o", str(folder / "question"), *common]) == 0
    return {"zip": folder / "autograder.zip", "no_sandbox": folder / "no_sandbox.zip",
            "question": folder / "question", "lesson": lesson}


def gradescope(archive: Path, root: Path, files: dict, cwd: Path | None = None) -> dict:
    """Gradescope's layout under ``root`` with ``files`` ({relative name: text}) submitted; the
    grader run as Gradescope runs it (from ``cwd``, the submission folder where not given)."""
    with zipfile.ZipFile(archive) as unzipped:
        unzipped.extractall(root / "source")
    (root / "source" / "run_autograder").chmod(0o755)
    submission = root / "submission"
    submission.mkdir(parents=True)
    for name, text in files.items():
        path = submission / name  # a name of bytes that are not UTF-8 holds surrogates: the file system takes them
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    _run(root / "source" / "run_autograder", "AUTOGRADER_ROOT", root, cwd or submission)
    return json.loads((root / "results" / "results.json").read_text(encoding="utf-8"))


def prairielearn(question: Path, root: Path, files: dict) -> dict:
    """PrairieLearn's layout under ``root``; run.sh started from the student's folder."""
    (root / "tests").mkdir(parents=True)
    for name in ("lesson.py", "run.sh"):
        (root / "tests" / name).write_bytes((question / "tests" / name).read_bytes())
    (root / "tests" / "run.sh").chmod(0o755)
    (root / "student").mkdir()
    for name, text in files.items():
        (root / "student" / name).write_text(text, encoding="utf-8")
    _run(root / "tests" / "run.sh", "GRADE_ROOT", root, root / "student")
    return json.loads((root / "results" / "results.json").read_text(encoding="utf-8"))


def _run(script: Path, variable: str, root: Path, cwd: Path) -> None:
    env = {**os.environ, variable: str(root), "PYTHON": sys.executable, "PYTHONPATH": str(REPO)}
    done = subprocess.run([str(script)], cwd=cwd, env=env, capture_output=True, timeout=240)
    assert done.returncode == 0, done.stderr.decode(errors="replace")


def assert_bounded(results: dict) -> None:
    """No test above its points, no score above the lesson's total."""
    assert outputs.validate_gradescope(results) == []
    assert all(0 <= test["score"] <= test["max_score"] for test in results["tests"]), results["tests"]
    assert 0 <= results["score"] <= TOTAL


# ----------------------------------------------------------------- 1. one file of a submission


def test_copies_of_a_right_file_are_not_summed_they_are_refused_with_what_to_submit(exported, tmp_path):
    results = gradescope(exported["zip"], tmp_path, {"a.py": RIGHT, "b.py": RIGHT, "sub/c.py": RIGHT})
    assert_bounded(results)
    assert results["score"] == 0 and results["tests"] == []
    assert "3 .py files (a.py, b.py, sub/c.py)" in results["output"]
    assert f"name the one to grade {SUBMITTED_FILE}" in results["output"]


def test_of_several_files_the_one_named_solution_py_is_graded_alone(exported, tmp_path):
    files = {SUBMITTED_FILE: STARTER, **{f"copy{n}.py": RIGHT for n in range(5)}}
    results = gradescope(exported["zip"], tmp_path, files)
    assert_bounded(results)
    assert results["output"].startswith(f"Graded {SUBMITTED_FILE}:")
    scores = {test["name"]: test["score"] for test in results["tests"]}
    assert scores == {"forward": 1, "backward": 0, "double_backward": 0, "consistency": 0}  # the starter's


def test_the_files_looked_at_are_capped_and_links_are_not_followed(tmp_path):
    (tmp_path / "lesson.py").write_text(RIGHT, encoding="utf-8")
    one = tmp_path / "one"
    one.mkdir()
    (one / "link.py").symlink_to(tmp_path / "lesson.py")
    (one / "real.py").write_text(RIGHT, encoding="utf-8")
    assert submitted_file(one) == (str(one / "real.py"), "")
    many = tmp_path / "many"
    for index in range(2 * MOST_LOOKED_AT):
        folder = many / f"d{index % 7}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"hang{index}.py").write_text("import time\ntime.sleep(1000)\n", encoding="utf-8")
    file, why = submitted_file(many)
    assert file is None
    counted = int(why.split("holds ")[1].split(" ")[0])
    assert 1 < counted <= MOST_LOOKED_AT


# ----------------------------------------------------------------- 2. names that are not UTF-8


def test_gradescope_a_file_named_in_bytes_that_are_not_utf8_gets_a_row_that_says_so(exported, tmp_path):
    results = gradescope(exported["zip"], tmp_path, {NOT_UTF8_NAME: RIGHT})
    assert_bounded(results)
    assert results["score"] == 0 and len(results["tests"]) == 4
    assert all("its name is not UTF-8: rename it" in test["output"] for test in results["tests"])


def test_check_a_class_folder_grades_the_others_beside_a_name_that_is_not_utf8(exported, tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "right.py").write_text(RIGHT, encoding="utf-8")
    (folder / NOT_UTF8_NAME).write_text(RIGHT, encoding="utf-8")
    for how in (["--lesson", str(exported["lesson"])], []):  # against the lesson, and the plain check
        table = tmp_path / f"rows{len(how)}.csv"
        done = subprocess.run([sys.executable, "-m", "playground", "check", str(folder), "--csv", str(table), *how],
                              cwd=REPO, capture_output=True, timeout=240)
        assert done.returncode == 2, done.stderr.decode(errors="replace")  # 2: a file could not be graded
        rows = {Path(row["file"]).name: row for row in csv.DictReader(table.open(encoding="utf-8"))}
        assert set(rows) == {"right.py", "\\xff\\xfe.py"}
        assert rows["right.py"]["verdict"] == "matches"
        assert rows["\\xff\\xfe.py"]["verdict"] == "error"
        assert "its name is not UTF-8: rename it" in rows["\\xff\\xfe.py"]["error"]


# ----------------------------------------------------------------- 3. PrairieLearn's "gradable"


def test_prairielearn_an_error_at_import_is_gradable_so_probing_costs_an_attempt(exported, tmp_path):
    results = prairielearn(exported["question"], tmp_path, {SUBMITTED_FILE: "import os\nraise RuntimeError(os.getcwd())\n"})
    assert results["gradable"] is True and "format_errors" not in results
    assert results["score"] == 0


@pytest.mark.parametrize("kind", ["SyntaxError", "IndentationError", "TabError"])
def test_prairielearn_not_gradable_only_for_what_does_not_compile(kind):
    def row(error_type: str) -> dict:
        return {"file": "solution.py", "verdict": "error", "score": 0.0, "max_score": TOTAL, "summary": "0/6",
                "tests": [], "errors": [{"line": 2, "phase": "compile", "type": error_type, "message": "m"}]}
    assert outputs.prairielearn_results([row(kind)])["gradable"] is False
    assert outputs.prairielearn_results([row("RuntimeError")])["gradable"] is True


# ----------------------------------------------------------------- 4. without the sandbox


def test_a_forged_answer_is_bounded_and_the_hidden_line_is_read_before_grading(exported, tmp_path):
    results = gradescope(exported["no_sandbox"], tmp_path, {"forge.py": FORGE})
    if not any(test["output"] == "forged" for test in results["tests"]):  # ptrace_scope 2, say
        pytest.skip(f"this machine does not let a submission take the referee's socket: {results['output']}")
    assert_bounded(results)  # it was 600/6 before
    visibility = {test["name"]: test["visibility"] for test in results["tests"]}
    assert visibility["double_backward"] == "after_published"
    assert "Hidden: double_backward" not in (tmp_path / "source" / "lesson.py").read_text(encoding="utf-8")


def test_scores_above_their_points_are_bounded_in_both_documents():
    forged = {"file": "f.py", "verdict": "matches", "score": 600.0, "max_score": TOTAL, "summary": "", "seconds": 0.1,
              "errors": [], "tests": [{"name": "backward", "score": 300.0, "max_score": 3.0, "message": ""},
                                      {"name": "forward", "score": -5.0, "max_score": 1.0, "message": ""}]}
    gradescope_document = outputs.gradescope_results([forged])
    assert gradescope_document["score"] == TOTAL
    assert [test["score"] for test in gradescope_document["tests"]] == [3.0, 0.0]
    prairielearn_document = outputs.prairielearn_results([forged])
    assert prairielearn_document["score"] == 1.0
    assert [test["points"] for test in prairielearn_document["tests"]] == [3.0, 0.0]


# ----------------------------------------------------------------- 5. the folder the scripts start in


@pytest.mark.parametrize("platform", ["gradescope", "prairielearn"])
def test_a_json_py_in_the_starting_folder_is_not_imported(exported, tmp_path, platform):
    files = {SUBMITTED_FILE: STARTER, "json.py": HIJACK}
    if platform == "gradescope":
        results = gradescope(exported["no_sandbox"], tmp_path, files)
        assert results["score"] == 1, results["output"]  # the starter's forward: 1 of 6
    else:
        results = prairielearn(exported["question"], tmp_path, files)
        assert results["score"] == pytest.approx(1 / TOTAL, abs=1e-4)
