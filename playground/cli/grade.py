"""`check PATH...` for a whole class: files and folders judged in parallel, a row per file.

Each of ``--jobs`` workers keeps one engine process (JudgeSession) and takes the next file
when it is done with one, so torch is imported once per worker, not once per file. A file
that hangs or crashes its engine costs that file an error row and the worker a restart; the
batch goes on. Rows come out in the order of the files (each as soon as it and every file
before it are judged), as a table, as JSON Lines (``--json``) and in a CSV file (``--csv``).
"""
from __future__ import annotations

import csv
import json
import os
import queue
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Optional, TextIO

from playground import protocol
from playground.cli.report import check_to_json
from playground.client.judging import JudgeSession

EXIT_MATCHES, EXIT_DIFFERS, EXIT_ERROR = 0, 1, 2
CSV_COLUMNS = ("file", "verdict", "by_design", "expected", "as_expected", "subject", "summary",
               "max_error", "differ_fraction", "error_line", "error", "seconds")
_SKIPPED_FOLDERS = {"__pycache__", ".git", ".venv", "venv", ".ipynb_checkpoints"}


@dataclass
class GradeOptions:
    """What every file is judged with (the options of `check`)."""

    function: Optional[str] = None
    x_min: float = -5.0
    x_max: float = 5.0
    points: int = 1001
    shape: Optional[tuple] = None
    timeout: float = 10.0
    expect: Optional[str] = None  # "matches" | "differs": other verdicts fail the exit status
    isolate: bool = False  # a fresh engine for every file (JudgeSession's ``fresh``)
    device: str = "cpu"  # where the judge computes ("cuda": on the GPU)


@dataclass
class Row:
    """One file's outcome: the `check --json` object and how long it took."""

    index: int
    report: dict
    seconds: float

    @property
    def verdict(self) -> str:
        return self.report["verdict"]


def is_batch(paths: list[str]) -> bool:
    """More than one path, or a folder: grading; one file or preset keeps the single report."""
    return len(paths) != 1 or Path(paths[0]).is_dir()


def collect_files(paths: Iterable[str]) -> list[str]:
    """Files named and the *.py files under folders named (recursively, sorted, hidden folders
    and caches skipped); a name that is neither stays in the list and becomes an error row."""
    files: list[str] = []
    for argument in paths:
        path = Path(argument)
        if path.is_dir():
            files.extend(str(found) for found in sorted(path.rglob("*.py")) if not _skipped(found, path))
        else:
            files.append(argument)
    return files


def _skipped(found: Path, root: Path) -> bool:
    parts = found.relative_to(root).parts[:-1]
    return any(part in _SKIPPED_FOLDERS or part.startswith(".") for part in parts)


def exit_status(verdict: str, expect: Optional[str]) -> int:
    """0 as wanted, 1 the other verdict, 2 an error. Wanted: ``expect``, else "matches"."""
    if verdict not in ("matches", "differs"):
        return EXIT_ERROR
    return EXIT_MATCHES if verdict == (expect or "matches") else EXIT_DIFFERS


def judge_one(session: JudgeSession, file: str, options: GradeOptions) -> dict:
    """The `check --json` object of one file (an unreadable file is an error row, not a stop)."""
    from playground.cli.source_files import InputError, read_source
    from playground.grading.run import NOT_UTF8, is_utf8, shown_name

    if not is_utf8(file):  # the engine's wire is UTF-8, and so are the table and the CSV
        return _error_report(shown_name(file), "InputError", NOT_UTF8)
    try:
        text, filename = read_source(file)
    except InputError as error:
        return _error_report(file, "InputError", str(error))
    request = protocol.CompileRequest(request_id=0, source=text, subject=options.function, x_min=options.x_min,
                                      x_max=options.x_max,
                                      points=options.points, shape=options.shape, filename=filename,
                                      device=options.device)
    return check_to_json(file, session.check(request), None, False)


def _error_report(file: str, kind: str, message: str) -> dict:
    error = {"line": None, "phase": "compile", "type": kind, "message": message}
    return {"file": file, "functions": [], "modules": [], "subject": None, "subject_kind": None,
            "ok": False, "verdict": "error", "by_design": False, "summary": None, "differ_fraction": None,
            "max_error": None, "gradcheck": None, "gradgradcheck": None, "errors": [error], "output": ""}


def grade(files: list[str], options: GradeOptions, jobs: int, on_row: Callable[[Row], None],
          session_factory: Callable[..., JudgeSession] = JudgeSession) -> list[Row]:
    """Judge ``files`` with ``jobs`` workers; ``on_row`` gets the rows in file order as they
    become ready. Returns every row: a worker's own failure becomes that file's error row."""
    todo: queue.Queue = queue.Queue()
    for index, file in enumerate(files):
        todo.put((index, file))
    done: queue.Queue = queue.Queue()
    workers = [threading.Thread(target=_work, args=(todo, done, options, session_factory), daemon=True,
                                name=f"grade-worker-{number}") for number in range(max(1, min(jobs, len(files))))]
    for worker in workers:
        worker.start()
    rows: dict[int, Row] = {}
    next_index = 0
    while next_index < len(files):
        row = done.get()
        rows[row.index] = row
        while next_index in rows:
            on_row(rows[next_index])
            next_index += 1
    for worker in workers:
        worker.join()
    return [rows[index] for index in range(len(files))]


def _work(todo: queue.Queue, done: queue.Queue, options: GradeOptions, session_factory) -> None:
    session = None
    try:
        while True:
            try:
                index, file = todo.get_nowait()
            except queue.Empty:
                return
            started = time.monotonic()
            try:
                session = session or session_factory(options.timeout, fresh=options.isolate)
                report = judge_one(session, file, options)
            except Exception as error:  # the worker's own failure: the row still comes out
                report = _error_report(file, "GradeError", f"{type(error).__name__}: {error}")
            done.put(Row(index, report, time.monotonic() - started))
    finally:
        if session is not None:
            session.close()


# --------------------------------------------------------------------------- output


def table_line(row: Row, width: int, expect: Optional[str]) -> str:
    """One row of the human table: file, verdict, what the verdict says or the first error."""
    report = row.report
    verdict = report["verdict"] + (" (by design)" if report["by_design"] else "")
    if report["errors"]:
        error = report["errors"][0]
        where = f"line {error['line']}: " if error["line"] else ""
        note = f"{where}{error['type']}: {error['message']}"
    else:
        note = report["summary"] or ""
    mark = "" if expect is None or row.verdict == expect else "  ✗"
    return f"{report['file']:<{width}}  {verdict:<20}  {_one_line(note)}{mark}"


def _one_line(text: str, limit: int = 110) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def csv_record(row: Row, expect: Optional[str]) -> dict:
    """One line of the CSV report (plain values a spreadsheet takes)."""
    report = row.report
    first = report["errors"][0] if report["errors"] else {}
    return {"file": report["file"], "verdict": report["verdict"], "by_design": report["by_design"],
            "expected": expect or "", "as_expected": "" if expect is None else report["verdict"] == expect,
            "subject": report["subject"] or "", "summary": report["summary"] or "",
            "max_error": report["max_error"], "differ_fraction": report["differ_fraction"],
            "error_line": first.get("line") or "",
            "error": f"{first['type']}: {first['message']}" if first else "", "seconds": round(row.seconds, 3)}


def summary_line(rows: list[Row], expect: Optional[str], seconds: float) -> str:
    """The closing line of the table: counts, and how many are not as expected."""
    counts = {verdict: sum(row.verdict == verdict for row in rows) for verdict in ("matches", "differs", "error")}
    text = (f"{len(rows)} files in {seconds:.1f} s: {counts['matches']} match, {counts['differs']} differ, "
            f"{counts['error']} errors")
    if expect is not None:
        wrong = sum(row.verdict != expect for row in rows)
        text += f"; {wrong} not {expect}"
    return text


def run_grade(paths: list[str], options: GradeOptions, jobs: Optional[int], as_json: bool,
              csv_path: Optional[str], out: Optional[TextIO] = None,
              session_factory: Callable[..., JudgeSession] = JudgeSession) -> int:
    """Grade ``paths``, print the rows (to ``out``, else the sys.stdout of the call, which a
    caller may have redirected), write the CSV; exit status: the worst file's."""
    out = out or sys.stdout
    files = collect_files(paths)
    if not files:
        print(f"error: no .py files in {', '.join(paths)}", file=sys.stderr)
        return EXIT_ERROR
    width = min(max(len(file) for file in files), 60)
    started = time.monotonic()
    csv_file = open(csv_path, "w", newline="", encoding="utf-8") if csv_path else None
    writer = csv.DictWriter(csv_file, fieldnames=CSV_COLUMNS) if csv_file else None
    if writer:
        writer.writeheader()

    def on_row(row: Row) -> None:
        print(json.dumps(row.report) if as_json else table_line(row, width, options.expect), file=out, flush=True)
        if writer is not None and csv_file is not None:
            writer.writerow(csv_record(row, options.expect))
            csv_file.flush()

    try:
        rows = grade(files, options, jobs or os.cpu_count() or 1, on_row, session_factory)
    finally:
        if csv_file:
            csv_file.close()
    if not as_json:
        print(summary_line(rows, options.expect, time.monotonic() - started), file=out)
    return max(exit_status(row.verdict, options.expect) for row in rows)
