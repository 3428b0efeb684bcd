"""Grading files against a reference: the referee grades, this side scores and orders the rows.

``grade_against_reference`` starts the referee (which starts the zygote), sends every file at
once, and hands each row to ``on_row`` in file order as soon as it and every row before it are
in. The referee enforces each file's time limit; this side only waits for it, with a margin.
A referee that dies leaves every file not yet graded an error row, never a hang.

What comes back is believed only within bounds (``accepted``): without the sandbox a submission
can reach the referee's socket and send a FileGraded of its own (passed=100 of 1 case, say), so
each criterion keeps at most its cases passed, the lesson's criteria are all there once each,
and no text in it is more than one harmless line. A file whose name is not UTF-8 cannot be sent
to the referee at all (the wire is UTF-8): it gets an error row of its own, the others are graded.
"""
from __future__ import annotations

import os
from dataclasses import replace
from typing import Callable, Optional

from playground import protocol
from playground.codes import finding_english
from playground.grading import inert
from playground.grading.referee_process import RefereeGone, RefereeProcess
from playground.grading.scoring import failed_row, row_of
from playground.vocabulary import Criterion, with_points

MARGIN = 30.0  # seconds beyond a file's time limit before the referee counts as hung
NOT_UTF8 = "its name is not UTF-8: rename it"
MESSAGE = inert.MESSAGE + inert.ONE_LINE  # a finding's sentence: an error's message and the words around it


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
        rows: dict = {}
        for index, file in enumerate(files):
            if is_utf8(file):
                referee.send(protocol.GradeFile(request_id=index, path=file))
            else:
                rows[index] = failed_row(shown_name(file), options.points, NOT_UTF8)
        next_index = 0
        deadline_per_file = options.timeout + MARGIN
        gone: Optional[str] = None
        while next_index < len(files):
            if gone is None and len(rows) < len(files):
                try:
                    graded = referee.receive(deadline_per_file * max(1, len(files) - len(rows)))
                    if isinstance(graded, protocol.FileGraded) and 0 <= graded.request_id < len(files) \
                            and graded.request_id not in rows:
                        rows[graded.request_id] = accepted_row(graded, options.points, ready,
                                                               files[graded.request_id])
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


def is_utf8(path: str) -> bool:
    """Whether ``path`` can go on the wire (a name of bytes that are not UTF-8 holds surrogates)."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def shown_name(path: str) -> str:
    """``path`` as text any output takes: the bytes that are not UTF-8 as ``\\xff``."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def accepted_row(graded: protocol.FileGraded, points: dict, ready: protocol.GradeReady, file: str) -> dict:
    """The row of ``graded``, believed only within bounds (``accepted``); a message that does not
    even have a FileGraded's types is the file's error row."""
    try:
        return row_of(accepted(graded, points, ready), points, file, ready.reference)
    except (TypeError, ValueError, AttributeError, KeyError) as error:
        return failed_row(file, points, f"its grading sent a garbled answer ({type(error).__name__})")


def accepted(graded: protocol.FileGraded, points: dict, ready: protocol.GradeReady) -> protocol.FileGraded:
    """``graded`` with one finding per criterion the lesson gives points, in order: 0 ≤ passed ≤
    cases; "not graded" with no case only where the reference itself is not graded on it (a
    submission cannot take a criterion out of its total); a criterion it lacks failed; every
    text one harmless line."""
    found: dict = {}
    for finding in graded.findings:
        found.setdefault(Criterion(finding.criterion), finding)
    findings = [_bounded(criterion, found.get(criterion), ready) for criterion in with_points(points)]
    return replace(graded, findings=findings, functions=[inert.line(name) for name in graded.functions[:50]],
                   modules=[inert.line(name) for name in graded.modules[:50]],
                   subject=inert.line(graded.subject) if graded.subject is not None else None,
                   matched_by=inert.line(graded.matched_by, 20), output=inert.lines(graded.output),
                   sandbox=inert.line(graded.sandbox, 500), seconds=max(0.0, float(graded.seconds)),
                   errors=[replace(error, message=inert.line(error.message, inert.MESSAGE),
                                   type=inert.line(error.type)) for error in graded.errors[:20]])


def _bounded(criterion: Criterion, finding: Optional[protocol.CriterionFinding],
             ready: protocol.GradeReady) -> protocol.CriterionFinding:
    if str(criterion) in ready.not_graded:
        why = inert.line(ready.not_graded[str(criterion)], inert.MESSAGE)
        params = {"criterion": str(criterion), "why": why}
        return protocol.CriterionFinding(criterion=criterion, cases=0, passed=0, code="not_graded", params=params,
                                         message=finding_english("not_graded", params))
    if finding is None:
        text = "its grading sent no finding for it"
        params = {"criterion": str(criterion), "text": text}
        return protocol.CriterionFinding(criterion=criterion, cases=1, passed=0, code="grader_failed",
                                         params=params, message=finding_english("grader_failed", params))
    cases = max(1, int(finding.cases))  # no case would take the criterion out of the total
    return replace(finding, criterion=criterion, cases=cases, passed=min(max(0, int(finding.passed)), cases),
                   code=inert.line(finding.code, 40), message=inert.line(finding.message, MESSAGE))
