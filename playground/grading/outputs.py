"""Grade rows in the formats teachers plug into: a CSV with score columns, Gradescope's
``results.json`` and PrairieLearn's external-grader result.

- Gradescope (gradescope-autograders.readthedocs.io, "Autograder Specifications"): the
  autograder writes /autograder/results/results.json: a top-level ``score`` (or per-test scores),
  ``execution_time``, ``output``, ``visibility``, ``stdout_visibility``, and ``tests``, each with
  ``score``, ``max_score``, ``status`` ("passed"/"failed"), ``name``, ``number``, ``output`` and
  ``visibility`` ("hidden", "after_due_date", "after_published", "visible").
  ``validate_gradescope`` checks a document against those documented fields.
- PrairieLearn (its documentation, "External Grading"): /grade/results/results.json with
  ``gradable``, ``score`` in [0, 1], ``message``, ``output`` and ``tests`` (``name``,
  ``description``, ``points``, ``max_points``, ``message``, ``output``); a submission that cannot
  be compiled (SyntaxError, IndentationError, TabError) is ``"gradable": false`` (no attempt
  lost), with ``format_errors``; any other error counts as an attempt, or a student could run
  code in the grader and read what it found there for free.

Every score is bounded here too: a test's within 0 and its points, a submission's within 0 and
its total (PrairieLearn's within 0 and 1), whatever a row says.

One document per submission: ``write_per_submission`` lays them out as an autograder would find
them, OUT/<submission>/results/results.json, or writes the one file named when a path ends in
.json (inside an autograder, where the folder holds one student's files).
"""
from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Callable, Iterable

from playground.grading import inert
from playground.vocabulary import Criterion

CSV_COLUMNS = ("file", "verdict", "score", "max_score", *(str(c) for c in Criterion), "subject", "matched_by",
               "summary", "error_line", "error", "sandbox", "seconds")
GRADESCOPE_TOP = {"score": (int, float), "execution_time": (int, float), "output": str, "output_format": str,
                  "test_output_format": str, "test_name_format": str, "visibility": str,
                  "stdout_visibility": str, "extra_data": dict, "tests": list, "leaderboard": list}
GRADESCOPE_TEST = {"score": (int, float), "max_score": (int, float), "status": str, "name": str, "name_format": str,
                   "number": str, "output": str, "output_format": str, "tags": list, "visibility": str,
                   "extra_data": dict}
VISIBILITIES = ("hidden", "after_due_date", "after_published", "visible")
FORMATS = ("text", "html", "simple_format", "md", "ansi")
STATUSES = ("passed", "failed")
NOT_COMPILED = ("SyntaxError", "IndentationError", "TabError")  # PrairieLearn's "not gradable"


CSV_CELL = inert.MESSAGE + inert.ONE_LINE  # characters of one cell: the longest the referee lets through


def csv_record(row: dict) -> dict:
    """One line of the CSV of a graded class: the total, each criterion's score, the first error.
    Every text cell is one harmless line, and none starts a formula (playground/grading/inert.py):
    the names and messages came from the students' files, their file names from the students."""
    return {column: inert.csv_cell(inert.line(value, CSV_CELL) if isinstance(value, str) else value)
            for column, value in _csv_values(row).items()}


def _csv_values(row: dict) -> dict:
    first = row["errors"][0] if row["errors"] else {}
    scores = {test["name"]: test["score"] for test in row["tests"]}
    return {"file": row["file"], "verdict": row["verdict"], "score": row["score"], "max_score": row["max_score"],
            **{str(c): scores.get(str(c), "") for c in Criterion}, "subject": row["subject"] or "",
            "matched_by": row["matched_by"] or "", "summary": row["summary"], "error_line": first.get("line") or "",
            "error": f"{first['type']}: {first['message']}" if first else "", "sandbox": row["sandbox"],
            "seconds": row["seconds"]}


def gradescope_results(rows: list, visibility: str = "visible") -> dict:
    """Gradescope's results.json for one submission (its files' rows; several files: their tests
    are named by file)."""
    several = len(rows) > 1
    tests = []
    for row in rows:
        for number, test in enumerate(row["tests"], start=1):
            name = f"{_file_name(row)}: {test['name']}" if several else test["name"]
            score = _within(test["score"], test["max_score"])
            tests.append({"score": score, "max_score": test["max_score"],
                          "status": "passed" if score >= test["max_score"] else "failed",
                          "name": name, "number": f"{len(tests) // 4 + 1}.{number}" if several else str(number),
                          "output": test["message"], "visibility": visibility})
    output = "\n".join(_row_text(row) for row in rows)
    total = sum(row["max_score"] for row in rows)
    return {"score": round(_within(sum(row["score"] for row in rows), total), 2),
            "execution_time": int(math.ceil(sum(row["seconds"] for row in rows))),
            "output": output, "visibility": visibility, "stdout_visibility": "hidden", "tests": tests}


def validate_gradescope(document: dict) -> list[str]:
    """What in ``document`` does not fit Gradescope's documented results.json fields ([] if all does)."""
    problems = _typed(document, GRADESCOPE_TOP, "results")
    if "score" not in document and not all("score" in t for t in document.get("tests", []) if isinstance(t, dict)):
        problems.append("results: a score is needed at the top or on every test")
    problems += _one_of(document, "visibility", VISIBILITIES, "results")
    problems += _one_of(document, "stdout_visibility", VISIBILITIES, "results")
    for key in ("output_format", "test_output_format", "test_name_format"):
        problems += _one_of(document, key, FORMATS, "results")
    for index, test in enumerate(document.get("tests", []) if isinstance(document.get("tests"), list) else []):
        where = f"tests[{index}]"
        if not isinstance(test, dict):
            problems.append(f"{where}: not an object")
            continue
        problems += _typed(test, GRADESCOPE_TEST, where)
        problems += _one_of(test, "status", STATUSES, where)
        problems += _one_of(test, "visibility", VISIBILITIES, where)
        problems += _one_of(test, "output_format", FORMATS, where)
        problems += _one_of(test, "name_format", FORMATS, where)
    try:
        json.dumps(document, allow_nan=False)
    except ValueError as error:
        problems.append(f"results: not plain JSON ({error})")
    return problems


def prairielearn_results(rows: list) -> dict:
    """PrairieLearn's external-grader results.json for one submission."""
    max_score = sum(row["max_score"] for row in rows)
    score = _within(sum(row["score"] for row in rows), max_score)
    compile_errors = [error for row in rows if row["verdict"] == "error" for error in row["errors"]
                      if error["phase"] == "compile" and error["type"] in NOT_COMPILED]
    tests = [{"name": f"{_file_name(row)}: {test['name']}" if len(rows) > 1 else test["name"],
              "description": _DESCRIPTIONS.get(test["name"], test["name"]),
              "points": _within(test["score"], test["max_score"]), "max_points": test["max_score"],
              "message": test["message"], "output": ""}
             for row in rows for test in row["tests"]]
    document = {"gradable": not compile_errors, "score": round(score / max_score, 4) if max_score else 0.0,
                "message": " ".join(row["summary"] for row in rows),
                "output": "\n".join(_row_text(row) for row in rows), "tests": tests}
    if compile_errors:
        document["format_errors"] = [f"line {e['line']}: {e['type']}: {e['message']}" if e["line"] else
                                     f"{e['type']}: {e['message']}" for e in compile_errors]
    return document


def _within(score: float, most: float) -> float:
    """``score`` between 0 and ``most`` (a row a forged answer made says more)."""
    return min(max(0.0, score), most)


_DESCRIPTIONS = {
    "forward": "Its forward's outputs against the reference's, on seeded inputs of several shapes and edge values.",
    "backward": "Its backward's gradients against the reference's vector-Jacobian products, for random "
                "grad_outputs of both signs.",
    "double_backward": "The derivatives of its backward against the reference's (double backward).",
    "consistency": "gradcheck: its backward against the numerical derivative of its own forward.",
}


def write_per_submission(rows: list, target: str, document: Callable[[list], dict]) -> list[Path]:
    """Write ``document(rows of one submission)``: into ``target`` itself when it ends in .json
    (all rows are one submission), else OUT/<file's stem>/results/results.json per file."""
    path = Path(target)
    if path.suffix == ".json":
        _write(path, document(rows))
        return [path]
    written = []
    for stem, group in _by_stem(rows):
        out = path / stem / "results" / "results.json"
        _write(out, document(group))
        written.append(out)
    return written


def _by_stem(rows: list) -> Iterable[tuple[str, list]]:
    seen: dict[str, int] = {}
    for row in rows:
        stem = _folder_name(row)
        seen[stem] = seen.get(stem, 0) + 1
        yield (stem if seen[stem] == 1 else f"{stem}-{seen[stem]}"), [row]


def _file_name(row: dict) -> str:
    """A submission's file name as a test's name shows it (students name their files)."""
    return inert.line(Path(row["file"]).name, 200)


def _folder_name(row: dict) -> str:
    """The folder of a submission's results: its file's stem, one plain name inside OUT (a file
    named ``...py`` has the stem ``..``, which would write beside OUT)."""
    stem = inert.line(Path(row["file"]).stem, 200).replace("/", "_").replace("\\", "_")
    return stem if stem.strip(". ") else "_" + stem.replace(".", "_")


def _write(path: Path, document: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".json.tmp")
    temporary.write_text(json.dumps(document, indent=2, allow_nan=False) + "\n", encoding="utf-8")
    temporary.replace(path)


def test_line(test: dict) -> str:
    """One criterion of a row as the text outputs show it: ``  name score/max: message``."""
    return f"  {test['name']} {test['score']:g}/{test['max_score']:g}: {test['message']}"


def _row_text(row: dict) -> str:
    lines = [f"{inert.line(row['file'])}: {row['summary']}"]
    lines += [test_line(test) for test in row["tests"]]
    lines += [f"  error{' at line ' + str(e['line']) if e['line'] else ''}: {e['type']}: {e['message']}"
              for e in row["errors"]]
    return "\n".join(lines)


def _typed(document: dict, fields: dict, where: str) -> list[str]:
    problems = []
    for key, value in document.items():
        if key not in fields:
            problems.append(f"{where}: {key!r} is no documented field")
        elif not isinstance(value, fields[key]) or isinstance(value, bool):
            problems.append(f"{where}: {key!r} should be {_kind(fields[key])}, not {type(value).__name__}")
    return problems


def _one_of(document: dict, key: str, allowed: tuple, where: str) -> list[str]:
    if key in document and document[key] not in allowed:
        return [f"{where}: {key!r} is {document[key]!r}, not one of {', '.join(allowed)}"]
    return []


def _kind(kind) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(k.__name__ for k in kinds)
