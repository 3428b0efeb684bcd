"""``assert_backward_correct``: a custom backward checked by your own test suite, one line each.

    from playground.testing import assert_backward_correct

    def test_my_clamp():
        assert_backward_correct(MyClamp)

It judges the subject exactly as ``playground.check`` does (in an engine process, with the same
time limit) and raises AssertionError with the verdict sentence and where the backward differs.
"""
from __future__ import annotations

from typing import Optional, Sequence, Union

from playground.api.check import Report, Subject, check
from playground.vocabulary import Verdict

__all__ = ["assert_backward_correct", "failure_message"]


def assert_backward_correct(subject: Subject, *, function: Optional[str] = None,
                            at: Union[float, Sequence[float], None] = None,
                            shape: Union[int, Sequence[int], None] = None, timeout: Optional[float] = None,
                            allow_by_design: bool = False, device: str = "cpu") -> Report:
    """Raise AssertionError unless the subject's backward matches the true derivative.

    The options are those of ``playground.check``. ``allow_by_design``: also pass a surrogate
    gradient that differs only where the forward is flat or jumps (a straight-through
    estimator). Returns the report when it passes."""
    report = check(subject, function=function, at=at, shape=shape, timeout=timeout, device=device)
    if report.verdict == Verdict.MATCHES or (allow_by_design and report.verdict == Verdict.DIFFERS and report.by_design):
        return report
    raise AssertionError(failure_message(report))


def failure_message(report: Report) -> str:
    """The verdict sentence, then where: the x intervals, gradcheck's words, the errors' lines."""
    name = report.subject or report.file
    if report.verdict == Verdict.ERROR:
        lines = [f"{name}: the code could not be judged."]
        for error in report.errors:
            where = f"line {error['line']}" if error["line"] else "no line"
            lines.append(f"  {report.file}, {where} ({error['phase']}): {error['type']}: {error['message']}")
        return "\n".join(lines)
    lines = [f"{name}: {report.summary}"]
    if report.differs_where:
        lines.append("  differs at x in " + ", ".join(_interval(a, b) for a, b in report.differs_where[:6])
                     + (" …" if len(report.differs_where) > 6 else ""))
    fields = report.to_dict()
    if fields.get("max_error") is not None:
        lines.append(f"  largest difference from the true derivative: {fields['max_error']:.4g}")
    for check_name in ("gradcheck", "gradgradcheck"):
        result = fields.get(check_name)
        if result and not result["passed"] and result["message"]:
            lines.append(f"  {check_name}: {result['message']}")
    return "\n".join(lines)


def _interval(first: float, last: float) -> str:
    return f"{first:.4g}" if first == last else f"[{first:.4g}, {last:.4g}]"
