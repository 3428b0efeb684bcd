"""Scores from findings: the decisions of a grade, made on the command line's side.

The referee says, per criterion, how many cases it compared and how many matched (with the
sentence that says where the first failed); this module turns that into points: each criterion's
points times the fraction of its cases that match (partial credit), rounded to hundredths, and
their total. A criterion the reference cannot be graded on (``not_graded``) is worth nothing in
every row, so every row of a class has the same ``max_score``. A submission that could not be
loaded, or whose process died, hung or sent garbage, scores 0 and its row's verdict is "error".
"""
from __future__ import annotations

from typing import Optional

from playground import protocol
from playground.codes import finding_english, total_english
from playground.vocabulary import Verdict, with_points

NOT_LOADED = {"no_function", "late", "ended", "garbled", "grader_failed"}


def test_of(finding: protocol.CriterionFinding, points: dict) -> dict:
    """One entry of a row's ``tests``."""
    graded = not (finding.code == "not_graded" and finding.cases == 0)
    max_score = float(points.get(finding.criterion, 0.0)) if graded else 0.0
    score = round(max_score * finding.passed / finding.cases, 2) if graded and finding.cases else 0.0
    return {"name": str(finding.criterion), "score": score, "max_score": max_score, "message": finding.message,
            "passed": finding.passed, "cases": finding.cases, "code": finding.code}


def row_of(graded: protocol.FileGraded, points: dict, file: Optional[str] = None,
           reference: Optional[str] = None) -> dict:
    """The JSON row of one submission: the fields of `check --json` that apply, and its scores."""
    tests = [test_of(finding, points) for finding in graded.findings]
    score = round(sum(t["score"] for t in tests), 2)
    max_score = round(sum(t["max_score"] for t in tests), 2)
    not_loaded = bool(graded.findings) and all(f.code in NOT_LOADED or f.code == "not_graded"
                                               for f in graded.findings) or not graded.findings
    verdict = Verdict.ERROR if not_loaded else Verdict.MATCHES if score >= max_score else Verdict.DIFFERS
    failed = [t["name"] for t in tests if t["score"] < t["max_score"]]
    if not_loaded:
        first = next((f.message for f in graded.findings if f.code in NOT_LOADED), "not graded")
        summary = total_english("not_loaded", {"score": score, "max_score": max_score, "text": _after_colon(first)})
    elif failed:
        summary = total_english("partial", {"score": score, "max_score": max_score, "failed": ", ".join(failed)})
    else:
        summary = total_english("full_marks", {"score": score, "max_score": max_score})
    return {"file": file or graded.path, "functions": list(graded.functions), "modules": list(graded.modules),
            "subject": graded.subject, "subject_kind": "function" if graded.subject else None,
            "matched_by": graded.matched_by or None, "reference": reference,
            "ok": verdict == Verdict.MATCHES, "verdict": str(verdict), "by_design": False,
            "score": score, "max_score": max_score, "tests": tests, "summary": summary,
            "errors": [error.to_json() for error in graded.errors], "output": graded.output,
            "sandbox": graded.sandbox or "not known: the file's grading ended before its process said",
            "seconds": round(graded.seconds, 3)}


def _after_colon(message: str) -> str:
    return message.split(": ", 1)[1] if ": " in message else message


def failed_row(file: str, criteria_points: dict, text: str, sandbox: str = "") -> dict:
    """The row of a file the referee never graded (it died, say): every criterion with points fails."""
    findings = [protocol.CriterionFinding(criterion=c, cases=1, passed=0, code="grader_failed",
                                          params={"criterion": str(c), "text": text},
                                          message=finding_english("grader_failed", {"criterion": str(c), "text": text}))
                for c in with_points(criteria_points)]
    graded = protocol.FileGraded(request_id=0, path=file, functions=[], modules=[], subject=None, matched_by="",
                                 findings=findings,
                                 errors=[protocol.ErrorInfo(line=None, phase="engine", type="GradeError",
                                                            message=text)], output="", sandbox=sandbox)
    return row_of(graded, criteria_points, file)
