"""`check PATHS --reference solution.py` (or ``--lesson lesson.py``): grading against the teacher's code.

The referee (engine/referee/) grades every file in a sandboxed process of its own and sends
findings back; this side scores them (playground/grading/) and writes the rows: a table, JSON
Lines (``--json``), a CSV with a column per criterion (``--csv OUT``), Gradescope's results.json
(``--gradescope OUT``) and PrairieLearn's (``--prairielearn OUT``). The exit status is the worst
row's: 0 full marks, 1 points lost, 2 a file that could not be graded (or a reference that
cannot be used).
"""
from __future__ import annotations

import csv
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Optional, TextIO

from playground.cli.grade import EXIT_DIFFERS, EXIT_ERROR, EXIT_MATCHES, collect_files
from playground.cli.source_files import InputError, read_source
from playground.grading import inert, outputs
from playground.grading.lesson import LessonError, lesson_setup
from playground.grading.run import ReferenceProblem, grade_against_reference
from playground.protocol import GradeSetup
from playground.sandbox.policy import LEFT_OPEN

COMMAND_LINE_TIMEOUT = 10.0  # `check --timeout`'s default: a lesson's Timeout: line replaces it


def add_reference_arguments(check) -> None:
    """The options of grading against a reference, on the `check` parser."""
    check.add_argument("--reference", metavar="FILE",
                       help="grade against this solution (a .py file or a preset's name): scores per criterion")
    check.add_argument("--lesson", metavar="FILE",
                       help="a lesson whose code is the reference and whose docstring may give Points:, "
                            "Function:, Seed:, Timeout:")
    check.add_argument("--seed", type=int, help="with --reference: the seed of the hidden inputs (default 0)")
    check.add_argument("--no-sandbox", action="store_true",
                       help="with --reference: run submissions without the sandbox (still each in its own process)")
    check.add_argument("--gradescope", metavar="OUT",
                       help="with --reference: write Gradescope's results.json (OUT/<file>/results/results.json, "
                            "or OUT itself if it ends in .json)")
    check.add_argument("--prairielearn", metavar="OUT",
                       help="with --reference: write PrairieLearn's external-grader results.json (same layout)")


def wants_reference(args) -> bool:
    return bool(getattr(args, "reference", None) or getattr(args, "lesson", None))


def options_from(args) -> GradeSetup:
    """The grading options from the command line over the lesson's. Raises InputError."""
    try:
        text, filename = read_source(args.lesson or args.reference)
        return lesson_setup(text, filename, points=args.points if isinstance(args.points, dict) else None,
                            function=args.function, seed=args.seed, sandbox=not args.no_sandbox,
                            timeout=None if args.timeout == COMMAND_LINE_TIMEOUT else args.timeout,
                            jobs=args.jobs or usable_cores())
    except LessonError as error:
        raise InputError(str(error)) from None


def run_reference_grade(args, out: Optional[TextIO] = None) -> int:
    """Grade the paths of ``args`` against its reference; print (to ``out``, else the sys.stdout
    of the call) and write the rows."""
    out = out or sys.stdout
    try:
        options = options_from(args)
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_ERROR
    files = collect_files(args.file)
    if not files:
        print(f"error: no .py files in {', '.join(args.file)}", file=sys.stderr)
        return EXIT_ERROR
    width = min(max(len(file) for file in files), 60)
    started = time.monotonic()
    if args.csv:
        Path(args.csv).parent.mkdir(parents=True, exist_ok=True)
    csv_file = open(args.csv, "w", newline="", encoding="utf-8") if args.csv else None
    writer = csv.DictWriter(csv_file, fieldnames=outputs.CSV_COLUMNS) if csv_file else None
    if writer is not None:
        writer.writeheader()

    def on_row(row: dict) -> None:
        print(json.dumps(row) if args.json else table_line(row, width), file=out, flush=True)
        if writer is not None and csv_file is not None:
            writer.writerow(outputs.csv_record(row))
            csv_file.flush()

    try:
        rows, ready = grade_against_reference(files, options, on_row)
    except ReferenceProblem as error:
        print(f"error: the reference cannot be graded against: {error}", file=sys.stderr)
        return EXIT_ERROR
    finally:
        if csv_file:
            csv_file.close()
    if args.gradescope:
        outputs.write_per_submission(rows, args.gradescope, outputs.gradescope_results)
    if args.prairielearn:
        outputs.write_per_submission(rows, args.prairielearn, outputs.prairielearn_results)
    if not args.json:
        print(summary_line(rows, ready, time.monotonic() - started), file=out)
    return max(row_status(row) for row in rows)


def usable_cores() -> int:
    """The cores this process may run on (taskset, a container's CPU set): --jobs' default."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def row_status(row: dict) -> int:
    if row["verdict"] == "error":
        return EXIT_ERROR
    return EXIT_MATCHES if row["score"] >= row["max_score"] else EXIT_DIFFERS


def table_line(row: dict, width: int) -> str:
    score = f"{row['score']:g}/{row['max_score']:g}"
    return f"{inert.line(row['file']):<{width}}  {score:>9}  {_one_line(row['summary'])}"  # students name files


def summary_line(rows: list, ready, seconds: float) -> str:
    full = sum(row["verdict"] == "matches" for row in rows)
    errors = sum(row["verdict"] == "error" for row in rows)
    mean = sum(row["score"] for row in rows) / max(1, len(rows))
    top = rows[0]["max_score"] if rows else 0
    return (f"{len(rows)} files in {seconds:.1f} s against {ready.reference}: {full} full marks, "
            f"{len(rows) - full - errors} partial, {errors} not graded; mean {mean:.2f}/{top:g}. "
            f"Sandbox: {sandbox_words(rows, ready.sandbox if ready is not None else '')}")


def sandbox_words(rows: list, machine: str) -> str:
    """What the submissions' sandboxes held, as their processes said (the words most of them
    said, and how many said otherwise), and what it leaves open by design; where no process
    said, the machine's description."""
    said = Counter(row["sandbox"] for row in rows if not row["sandbox"].startswith("not known"))
    if not said:
        return f"{machine} (no submission's process said what held)"
    words, count = said.most_common(1)[0]
    others = "" if count == len(rows) else f" ({count} of {len(rows)} files; the others' rows say theirs)"
    left_open = "" if words.startswith(("off", "failed")) else f". {LEFT_OPEN}"
    return f"{words}{others}{left_open}"


def _one_line(text: str, limit: int = 110) -> str:
    return inert.line(text, limit)  # no escape or control character reaches the terminal
