"""Grading files against a reference: the referee grades, this side scores and orders the rows.

``grade_against_reference`` starts the referee (which starts the zygote), sends every file at
once, and hands each row to ``on_row`` in file order as soon as it and every row before it are
in. The referee enforces each file's time limit; this side only waits for it, with a margin.
A referee that dies leaves every file not yet graded an error row, never a hang.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Optional

from playground import protocol
from playground.grading.referee_process import RefereeGone, RefereeProcess
from playground.grading.scoring import failed_row, row_of

MARGIN = 30.0  # seconds beyond a file's time limit before the referee counts as hung


class ReferenceProblem(RuntimeError):
    """The reference cannot be graded against (errors: ErrorInfo)."""

    def __init__(self, errors: list):
        super().__init__("; ".join(f"line {e.line}: {e.message}" if e.line else e.message for e in errors))
        self.errors = errors


def grade_against_reference(files: list, options: protocol.GradeSetup,
                            on_row: Callable[[dict], None]) -> tuple[list, protocol.GradeReady]:
    """Every file's row, in file order (also given to ``on_row`` as they come), and the
    referee's GradeReady. Raises ReferenceProblem when the reference cannot be used."""
    # a file's CPU time is its time limit (and a second): the limits follow the timeout
    referee = RefereeProcess(replace(options, limits=replace(options.limits, cpu_seconds=options.timeout + 1)))
    try:
        ready = referee.ready()
        if ready.errors:
            raise ReferenceProblem(ready.errors)
        for index, file in enumerate(files):
            referee.send(protocol.GradeFile(request_id=index, path=file))
        rows: dict = {}
        next_index = 0
        deadline_per_file = options.timeout + MARGIN
        gone: Optional[str] = None
        while next_index < len(files):
            if gone is None:
                try:
                    graded = referee.receive(deadline_per_file * max(1, len(files) - len(rows)))
                    if isinstance(graded, protocol.FileGraded) and 0 <= graded.request_id < len(files) \
                            and graded.request_id not in rows:
                        rows[graded.request_id] = row_of(graded, options.points, files[graded.request_id],
                                                         ready.reference)
                except RefereeGone as error:
                    gone = str(error)
            if gone is not None:
                for index in range(len(files)):
                    rows.setdefault(index, failed_row(files[index], options.points, gone))
            while next_index in rows:
                on_row(rows[next_index])
                next_index += 1
        return [rows[index] for index in range(len(files))], ready
    finally:
        referee.close()
