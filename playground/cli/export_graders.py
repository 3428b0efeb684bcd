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

A submission is one student's: one file of it is graded (``submitted_file``), the only .py file,
or where there are several the one named solution.py (the name of PrairieLearn's editor), else
none and a zero whose sentence lists what was found. So a score is never above the lesson's total
(six copies of a right file are still 6/6) and many files that hang cost one file's time limit.
The lesson is read once, before any submission runs: its Hidden line is the one it had then.
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

from playground.cli.grade_reference import usable_cores
from playground.formats.presets import list_names, split_docstring
from playground.grading import inert, outputs
from playground.grading.lesson import LessonError, lesson_setup
from playground.grading.run import ReferenceProblem, grade_against_reference, shown_name

LESSON_FILE = "lesson.py"  # the teacher's lesson, markers and all, as the exports name it
HIDDEN_VISIBILITY = "after_published"
SUBMITTED_FILE = "solution.py"  # the file graded where a submission holds several (cli/export.py STUDENT_FILE)
MOST_LOOKED_AT = 500  # entries of a submission's folders looked at: a folder of 10^6 files is not walked
_SKIPPED_FOLDERS = {"__pycache__", ".git", ".venv", "venv", ".ipynb_checkpoints"}


def grade_gradescope(root: Path, sandbox: bool = True) -> dict:
    """Grade the submission folder against the source folder's lesson.py; write and return results.json."""
    started = time.monotonic()
    lesson = root / "source" / LESSON_FILE
    rows, problem, lesson_text = _graded(lesson, root / "submission", sandbox)
    document: dict[str, Any]
    if problem is not None:
        document = {"score": 0.0, "output": problem, "visibility": "visible", "stdout_visibility": "hidden",
                    "tests": []}
    else:
        document = outputs.gradescope_results(rows)
        hidden = set(hidden_criteria(lesson_text))
        for test in document["tests"]:
            if test["name"].rsplit(": ", 1)[-1] in hidden:
                test["visibility"] = HIDDEN_VISIBILITY
        if hidden:  # the top-level output is always shown: it must not say what the hidden tests say
            document["output"] = visible_output(rows, hidden)
        document["output"] = graded_line(rows[0]) + "\n" + document["output"]
    document["execution_time"] = int(math.ceil(time.monotonic() - started))
    write_results(root / "results" / "results.json", document)
    return document


def grade_prairielearn(root: Path, sandbox: bool = True) -> dict:
    """Grade the student folder against the lesson.py of the tests folder; write and return results.json."""
    rows, problem, _lesson_text = _graded(root / "tests" / LESSON_FILE, root / "student", sandbox)
    document: dict[str, Any]
    if problem is not None:
        document = {"gradable": False, "score": 0.0, "message": problem, "tests": [], "format_errors": [problem]}
    else:
        document = outputs.prairielearn_results(rows)
        document["output"] = f"{graded_line(rows[0])}\n{document['output']}"
    write_results(root / "results" / "results.json", document)
    return document


def graded_line(row: dict) -> str:
    """What was graded and by which rule, first in the output a student reads."""
    return (f"Graded {inert.line(Path(row['file']).name)}: the submission's only .py file, or the one named "
            f"{SUBMITTED_FILE} where it holds several.")


def visible_output(rows: list, hidden: set) -> str:
    """Each file's summary from the criteria a student sees now, and which are shown once published."""
    lines = []
    for row in rows:
        shown = [test for test in row["tests"] if test["name"] not in hidden]
        later = [test["name"] for test in row["tests"] if test["name"] in hidden]
        score, most = sum(test["score"] for test in shown), sum(test["max_score"] for test in shown)
        lines.append(f"{inert.line(row['file'])}: {score:g}/{most:g} on the criteria shown now"
                     + (f"; {', '.join(later)} once the grades are published" if later else ""))
        lines += [outputs.test_line(test) for test in shown]
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


def submitted_file(folder: Path) -> tuple[Optional[str], str]:
    """The one file of a submission to grade, or None and the sentence saying why: its only .py
    file, else the one named solution.py (at its top, else the only one in its subfolders).
    Links are not followed (one to the lesson would be graded as the student's), and no more
    than MOST_LOOKED_AT entries are looked at."""
    chosen = folder / SUBMITTED_FILE
    if chosen.is_file() and not chosen.is_symlink():
        return str(chosen), ""
    found = _python_files(folder)
    named = [file for file in found if os.path.basename(file) == SUBMITTED_FILE]
    if len(found) == 1 or len(named) == 1:
        return (named or found)[0], ""
    if not found:
        return None, f"No .py file was submitted (looked in {folder.name}/)."
    names = [shown_name(os.path.relpath(file, folder)) for file in found[:10]]
    listed = ", ".join(inert.line(name, 100) for name in names) + (", …" if len(found) > 10 else "")
    return None, (f"The submission holds {len(found)} .py files ({listed}) and none is {SUBMITTED_FILE}: only one "
                  f"file is graded. Submit one .py file, or name the one to grade {SUBMITTED_FILE}.")


def _python_files(folder: Path) -> list[str]:
    """The submission's regular *.py files, sorted (hidden folders and caches skipped)."""
    found: list[str] = []
    looked = 0
    for where, folders, names in os.walk(str(folder)):
        folders[:] = sorted(name for name in folders if name not in _SKIPPED_FOLDERS and not name.startswith("."))
        for name in sorted(names)[:MOST_LOOKED_AT - looked]:
            looked += 1
            path = os.path.join(where, name)
            if name.endswith(".py") and os.path.isfile(path) and not os.path.islink(path):
                found.append(path)
        looked += len(folders)
        if looked >= MOST_LOOKED_AT:
            folders[:] = []
    return found


def _graded(lesson: Path, submission: Path, sandbox: bool) -> tuple[list, Optional[str], str]:
    """The submission's row, or why there is none (no file to grade, a lesson that cannot be
    used), and the lesson's text as it was read before any submission ran."""
    try:
        lesson_text = lesson.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return [], f"The lesson cannot be graded against (the teacher's to mend): {error}", ""
    file, why = submitted_file(submission) if submission.is_dir() else (None, "")
    if file is None:
        return [], why or f"No .py file was submitted (looked in {submission.name}/).", lesson_text
    try:
        setup = lesson_setup(lesson_text, str(lesson), sandbox=sandbox, jobs=usable_cores())
        rows, _ready = grade_against_reference([file], setup, lambda _row: None)
    except (OSError, LessonError, ReferenceProblem) as error:
        return [], f"The lesson cannot be graded against (the teacher's to mend): {error}", lesson_text
    return rows, None, lesson_text


GRADERS: dict[str, tuple[Callable[[Path, bool], dict], str, str]] = {
    "gradescope": (grade_gradescope, "AUTOGRADER_ROOT", "/autograder"),
    "prairielearn": (grade_prairielearn, "GRADE_ROOT", "/grade"),
}


def main(argv: Optional[list] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m playground.cli.export_graders", description=__doc__.split("\n\n")[0])
    parser.add_argument("platform", choices=sorted(GRADERS))
    parser.add_argument("--root", type=Path, help="the platform's folder (default: its own, or $AUTOGRADER_ROOT / "
                                                  "$GRADE_ROOT)")
    parser.add_argument("--no-sandbox", action="store_true",
                        help="run submissions without the sandbox: a hostile one can then change its own score; "
                             "only where the platform isolates each submission")
    args = parser.parse_args(argv)
    grader, variable, default = GRADERS[args.platform]
    root = args.root or Path(os.environ.get(variable) or default)
    document = grader(root, not args.no_sandbox)
    print(document.get("output") or document.get("message") or "", file=sys.stderr)
    return 0  # the score is in results.json; a grader's failure is the platform's "error"


if __name__ == "__main__":
    sys.exit(main())
