"""The sentences of a grade: what failed, where and how, as a code, its parameters and English.

The referee words each finding with these (engine/referee/compare.py, engine/referee/proxy.py); the command
line words the totals. A finding carries its code and parameters beside the English, as the
engine's errors do, so the window or a report can word it in another language later. The
consistency criterion's failures are gradcheck's own sentences (playground/codes/gradcheck.py), the same
as the window shows.
"""
from __future__ import annotations

FINDINGS = {
    "matches": "{criterion}: matches the reference on all {cases} cases.",
    "consistent": "{criterion}: its backward passes gradcheck against its own forward.",
    "not_graded": "{criterion}: not graded: {why}",
    "values": "{criterion}: {what} differs from the reference's at {where} ({case}): {got} instead of "
              "{expected}; largest error {largest:.3g}; {passed} of {cases} cases match.",
    "shape": "{criterion}: {what} has shape {got} where the reference's has {expected} ({case}); "
             "{passed} of {cases} cases match.",
    "missing": "{criterion}: {what} is missing where the reference has one ({case}); {passed} of {cases} "
               "cases match.",
    "raised": "{criterion}: {phase} raised {type}{at_line}: {text} ({case}); {passed} of {cases} cases match.",
    "no_function": "{criterion}: not graded: {text}",
    "late": "{criterion}: the submission gave no answer within its time limit of {seconds:g} s.",
    "ended": "{criterion}: the submission's process ended before it answered ({how}).",
    "garbled": "{criterion}: the submission's process sent bytes that are no answer ({text}).",
    "grader_failed": "{criterion}: could not be graded: {text}",
    "gradcheck": "{criterion}: {text}",
    "gradcheck_raised": "{criterion}: gradcheck stopped: {text}",
}

TOTALS = {
    "full_marks": "{score:g}/{max_score:g}: every criterion matches the reference.",
    "partial": "{score:g}/{max_score:g}: {failed} fall short.",
    "not_loaded": "{score:g}/{max_score:g}: {text}",
}


def word(code: str, params: dict, table: dict = FINDINGS) -> str:
    """The English sentence of ``code`` with ``params`` (the code itself where none is known)."""
    template = table.get(code)
    if template is None:
        return code
    try:
        return template.format(**params)
    except (KeyError, ValueError, IndexError):
        return template
