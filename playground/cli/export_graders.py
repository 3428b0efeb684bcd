"""The graders an exported lesson runs where the course runs it (cli/export.py writes them).

    python -m playground.cli.export_graders gradescope [--root /autograder] [--no-sandbox]
    python -m playground.cli.export_graders prairielearn [--root /grade] [--no-sandbox]

Gradescope unzips the autograder into ``/autograder/source``, puts a student's files in
``/autograder/submission`` and reads ``/autograder/results/results.json``; PrairieLearn mounts the
question's ``tests/`` at ``/grade/tests``, the student's files at ``/grade/student`` and reads
``/grade/results/results.json``. ``--root`` (or the environment's ``AUTOGRADER_ROOT`` and
``GRADE_ROOT``) puts those folders elsewhere, as the tests do. Each submission is graded as
`check FILES --lesson lesson.py` grades it (the same setup from the lesson's lines, the same
referee and sandbox), so a student gets the score the teacher's own `check` gives; a criterion the
lesson's Hidden line names is shown on Gradescope once the grades are published.
"""
from __future__ import annotations

import argparse
import ast
import json
import math
import os
import sys
import time
from pathlib import Path
from typing import Any, Callable, Optional

from playground.cli.grade import collect_files
from playground.cli.grade_reference import usable_cores
from playground.formats.presets import list_names, split_docstring
from playground.grading import inert, outputs
from playground.grading.lesson import LessonError, lesson_setup
from playground.grading.run import ReferenceProblem, grade_against_reference

LESSON_FILE = "lesson.py"  # the teacher's lesson, markers and all, as the exports name it
HIDDEN_VISIBILITY = "after_published"


def grade_gradescope(root: Path, sandbox: bool = True) -> dict:
    """Grade the submission folder against the source folder's lesson.py; write and return results.json."""
    started = time.monotonic()
    lesson = root / "source" / LESSON_FILE
    rows, problem = _graded(lesson, root / "submission", sandbox)
    document: dict[str, Any]
    if problem is not None:
        document = {"score": 0.0, "output": problem, "visibility": "visible", "stdout_visibility": "hidden",
                    "tests": []}
    else:
        document = outputs.gradescope_results(rows)
        hidden = set(hidden_criteria(lesson.read_text(encoding="utf-8")))
        for test in document["tests"]:
            if test["name"].rsplit(": ", 1)[-1] in hidden:
                test["visibility"] = HIDDEN_VISIBILITY
        if hidden:  # the top-level output is always shown: it must not say what the hidden tests say
            document["output"] = visible_output(rows, hidden)
    document["execution_time"] = int(math.ceil(time.monotonic() - started))
    write_results(root / "results" / "results.json", document)
    return document


def grade_prairielearn(root: Path, sandbox: bool = True) -> dict:
    """Grade the student folder against the lesson.py of the tests folder; write and return results.json."""
    rows, problem = _graded(root / "tests" / LESSON_FILE, root / "student", sandbox)
    if problem is not None:
        document = {"gradable": False, "score": 0.0, "message": problem, "tests": [], "format_errors": [problem]}
    else:
        document = outputs.prairielearn_results(rows)
    write_results(root / "results" / "results.json", document)
    return document


def visible_output(rows: list, hidden: set) -> str:
    """Each file's summary from the criteria a student sees now, and which are shown once published."""
    lines = []
    for row in rows:
        shown = [test for test in row["tests"] if test["name"] not in hidden]
        later = [test["name"] for test in row["tests"] if test["name"] in hidden]
        score, most = sum(test["score"] for test in shown), sum(test["max_score"] for test in shown)
        lines.append(f"{inert.line(row['file'])}: {score:g}/{most:g} on the criteria shown now"
                     + (f"; {', '.join(later)} once the grades are published" if later else ""))
        lines += [f"  {test['name']} {test['score']:g}/{test['max_score']:g}: {test['message']}" for test in shown]
    return "\n".join(lines)


def write_results(path: Path, document: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=2, allow_nan=False) + "\n", encoding="utf-8")


def hidden_criteria(lesson_text: str) -> list[str]:
    """The criteria of a lesson's ``Hidden:`` line (formats/presets.py GRADING_KEYS)."""
    try:
        docstring = ast.get_docstring(ast.parse(lesson_text)) or ""
        _title, _text, fields = split_docstring(docstring)
    except (SyntaxError, ValueError):
        return []
    return list_names(fields.get("hidden", ""))


def _graded(lesson: Path, submission: Path, sandbox: bool) -> tuple[list, Optional[str]]:
    """The submission's rows, or why there are none (no file, a lesson that cannot be used)."""
    files = collect_files([str(submission)]) if submission.is_dir() else []
    if not files:
        return [], f"No .py file was submitted (looked in {submission.name}/)."
    try:
        setup = lesson_setup(lesson.read_text(encoding="utf-8"), str(lesson), sandbox=sandbox, jobs=usable_cores())
        rows, _ready = grade_against_reference(files, setup, lambda _row: None)
    except (OSError, LessonError, ReferenceProblem) as error:
        return [], f"The lesson cannot be graded against (the teacher's to mend): {error}"
    return rows, None


GRADERS: dict[str, tuple[Callable[[Path, bool], dict], str, str]] = {
    "gradescope": (grade_gradescope, "AUTOGRADER_ROOT", "/autograder"),
    "prairielearn": (grade_prairielearn, "GRADE_ROOT", "/grade"),
}


def main(argv: Optional[list] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m playground.cli.export_graders", description=__doc__.split("\n\n")[0])
    parser.add_argument("platform", choices=sorted(GRADERS))
    parser.add_argument("--root", type=Path, help="the platform's folder (default: its own, or $AUTOGRADER_ROOT / "
                                                  "$GRADE_ROOT)")
    parser.add_argument("--no-sandbox", action="store_true", help="run submissions without the sandbox")
    args = parser.parse_args(argv)
    grader, variable, default = GRADERS[args.platform]
    root = args.root or Path(os.environ.get(variable) or default)
    document = grader(root, not args.no_sandbox)
    print(document.get("output") or document.get("message") or "", file=sys.stderr)
    return 0  # the score is in results.json; a grader's failure is the platform's "error"


if __name__ == "__main__":
    sys.exit(main())
