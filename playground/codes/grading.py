"""The codes of grading against a reference: why a reference or a submission cannot be graded
(added to ERRORS when this module is imported: playground/codes/__init__.py imports it after
jacobian.py), how a submission did on each criterion (FINDINGS, ``CriterionFinding.code``) and a
row's total (TOTALS, its summary).

The referee words each finding with these (engine/referee/compare.py, engine/referee/criteria.py,
engine/referee/proxy.py), the command line the totals (grading/scoring.py); each carries its code and parameters beside the
English, so a report or a window can say it in ja, zh_CN or ru. The consistency criterion's
failures quote gradcheck's own sentence (playground/codes/gradcheck.py) as ``text``, as the window
shows it. A ``case`` or ``what`` parameter is a phrase the referee builds ("case grid, random
grad_outputs", "the gradient of x"): data, like a name, inside the translated sentence.
"""
from __future__ import annotations

from playground.codes.base import QT_TRANSLATE_NOOP, Code, Kind, Params, _code
from playground.codes.errors import ERRORS
from playground.codes.wording import word

E, F, T = Kind.ERROR, Kind.FINDING, Kind.TOTAL

# Why a reference or a submission cannot be graded (engine/referee/reference.py,
# engine/submission/matching.py and engine/submission/evaluate.py).
ERRORS.update({code.name: code for code in (
    _code(E, "reference_not_function", QT_TRANSLATE_NOOP("Codes",
          "The reference {subject} is an nn.Module: grading against a reference grades an autograd "
          "Function (name it with --function)."), params=("subject",), examples=({"subject": "Block"},)),
    _code(E, "reference_fails", QT_TRANSLATE_NOOP("Codes",
          "The reference {subject} fails on every input the grader tried."), params=("subject",),
          examples=({"subject": "MySoftplus"},)),
    _code(E, "reference_argument", QT_TRANSLATE_NOOP("Codes",
          "The reference's argument {argument} is a {got}: grading sends tensors, numbers, booleans "
          "and strings only."), params=("argument", "got"), examples=({"argument": "table", "got": "dict"},)),
    _code(E, "no_matching_function", QT_TRANSLATE_NOOP("Codes",
          "No autograd Function here matches the reference {reference} (a Function named {reference}, "
          "or whose forward takes {arguments} argument(s)); found: {found}."),
          params=("reference", "arguments", "found"),
          examples=({"reference": "MySoftplus", "arguments": 1, "found": ["Helper", "Net"]},
                    {"reference": "MySoftplus", "arguments": 2, "found": []})),
    _code(E, "not_twice_differentiable", QT_TRANSLATE_NOOP("Codes",
          "The gradients its backward returns cannot be differentiated again (is it "
          "@once_differentiable, or does it compute them from detached tensors?).")),
)})

_COUNTS = ("passed", "cases")
_MISS = ("criterion", "case", *_COUNTS)
_VALUES = {"criterion": "backward", "what": "the gradient of x", "where": "x = -1.5", "index": 3,
           "case": "case random, negative grad_outputs", "got": "0.1", "expected": "0.18", "largest": 0.08,
           "passed": 7, "cases": 10}
_FINDING_LIST: tuple[Code, ...] = (
    _code(F, "matches", QT_TRANSLATE_NOOP("Codes", "{criterion}: matches the reference on all {cases} cases."),
          params=("criterion", "cases"), examples=({"criterion": "forward", "cases": 5},)),
    _code(F, "consistent", QT_TRANSLATE_NOOP("Codes",
          "{criterion}: its backward passes gradcheck against its own forward."),
          params=("criterion", "cases", "text", "gradcheck_code", "error"),
          examples=({"criterion": "consistency", "cases": 1, "text": "", "gradcheck_code": "", "error": 1e-9},)),
    _code(F, "not_graded", QT_TRANSLATE_NOOP("Codes", "{criterion}: not graded: {why}"),
          params=("criterion", "why"),
          examples=({"criterion": "double_backward", "why": "the reference's backward cannot be differentiated "
                                                            "again (@once_differentiable?)"},)),
    _code(F, "values", QT_TRANSLATE_NOOP("Codes",
          "{criterion}: {what} differs from the reference's at {where} ({case}): {got} instead of "
          "{expected}; largest error {largest:.3g}; {passed} of {cases} cases match."),
          params=(*_MISS, "what", "where", "index", "got", "expected", "largest"), examples=(_VALUES,)),
    _code(F, "overflow", QT_TRANSLATE_NOOP("Codes",
          "{criterion}: overflow: {what} is {got} at {where} ({case}) where the reference's is {expected}. "
          "A float64 overflows past 1.8e308 (exp(x) past x = 709.8), and inf·0 or inf−inf then gives nan: "
          "a formula right in mathematics needs another form there; {passed} of {cases} cases match."),
          params=(*_MISS, "what", "where", "index", "got", "expected", "largest"),
          examples=({**_VALUES, "criterion": "edges", "got": "nan", "expected": "0", "where": "x = -1000",
                     "what": "the derivative of its gradients with respect to x", "case": "case edges"},)),
    _code(F, "shape", QT_TRANSLATE_NOOP("Codes",
          "{criterion}: {what} has shape {got} where the reference's has {expected} ({case}); "
          "{passed} of {cases} cases match."), params=(*_MISS, "what", "got", "expected"),
          examples=({"criterion": "forward", "what": "its output", "got": "(3,)", "expected": "(4, 6)",
                     "case": "case matrix", "passed": 4, "cases": 5},)),
    _code(F, "missing", QT_TRANSLATE_NOOP("Codes",
          "{criterion}: {what} is missing where the reference has one ({case}); {passed} of {cases} "
          "cases match."), params=(*_MISS, "what"),
          examples=({"criterion": "backward", "what": "the gradient of x", "case": "case grid, random grad_outputs",
                     "passed": 0, "cases": 10},)),
    _code(F, "raised", QT_TRANSLATE_NOOP("Codes",
          "{criterion}: {phase} raised {type}{at_line}: {text} ({case}); {passed} of {cases} cases match."),
          params=(*_MISS, "phase", "type", "at_line", "line", "text"),
          examples=({"criterion": "backward", "phase": "backward", "type": "ValueError", "at_line": " at line 12",
                     "line": 12, "text": "no backward yet", "case": "case grid", "passed": 0, "cases": 10},)),
    _code(F, "no_function", QT_TRANSLATE_NOOP("Codes", "{criterion}: not graded: {text}"),
          params=("criterion", "text", *_COUNTS),
          examples=({"criterion": "forward", "text": "SyntaxError at line 3: invalid syntax", "passed": 0,
                     "cases": 5},)),
    _code(F, "late", QT_TRANSLATE_NOOP("Codes",
          "{criterion}: the submission gave no answer within its time limit of {seconds:g} s."),
          params=("criterion", "seconds", *_COUNTS),
          examples=({"criterion": "backward", "seconds": 10.0, "passed": 0, "cases": 10},)),
    _code(F, "ended", QT_TRANSLATE_NOOP("Codes",
          "{criterion}: the submission's process ended before it answered ({how})."),
          params=("criterion", "how", *_COUNTS),
          examples=({"criterion": "forward", "how": "a segmentation fault", "passed": 0, "cases": 5},)),
    _code(F, "garbled", QT_TRANSLATE_NOOP("Codes",
          "{criterion}: the submission's process sent bytes that are no answer ({text})."),
          params=("criterion", "text", *_COUNTS),
          examples=({"criterion": "forward", "text": "2 answers to 5 questions", "passed": 0, "cases": 5},)),
    _code(F, "grader_failed", QT_TRANSLATE_NOOP("Codes", "{criterion}: could not be graded: {text}"),
          params=("criterion", "text", *_COUNTS),
          examples=({"criterion": "forward", "text": "the referee ended (status 1)", "passed": 0, "cases": 5},)),
    _code(F, "gradcheck", QT_TRANSLATE_NOOP("Codes", "{criterion}: {text}"),
          params=("criterion", "cases", "text", "gradcheck_code", "error"),
          examples=({"criterion": "consistency", "cases": 1, "gradcheck_code": "gradcheck_mismatch", "error": 0.5,
                     "text": "gradcheck failed: the gradient of y with respect to 'x' does not match"},)),
    _code(F, "gradcheck_raised", QT_TRANSLATE_NOOP("Codes", "{criterion}: gradcheck stopped: {text}"),
          params=("criterion", "text"),
          examples=({"criterion": "consistency", "text": "ValueError: no backward yet (line 12)"},)),
)
FINDINGS: dict[str, Code] = {code.name: code for code in _FINDING_LIST}

_TOTAL_LIST: tuple[Code, ...] = (
    _code(T, "full_marks", QT_TRANSLATE_NOOP("Codes",
          "{score:g}/{max_score:g}: every criterion matches the reference."), params=("score", "max_score"),
          examples=({"score": 5.0, "max_score": 5.0},)),
    _code(T, "partial", QT_TRANSLATE_NOOP("Codes", "{score:g}/{max_score:g}: {failed} fall short."),
          params=("score", "max_score", "failed"),
          examples=({"score": 4.8, "max_score": 5.0, "failed": "double_backward"},)),
    _code(T, "not_loaded", QT_TRANSLATE_NOOP("Codes", "{score:g}/{max_score:g}: {text}"),
          params=("score", "max_score", "text"),
          examples=({"score": 0.0, "max_score": 5.0, "text": "SyntaxError at line 3: invalid syntax"},)),
)
TOTALS: dict[str, Code] = {code.name: code for code in _TOTAL_LIST}


def finding_english(code: str, params: Params) -> str:
    """A finding's English sentence (the code itself where its parameters did not come)."""
    return _english(FINDINGS, code, params)


def total_english(code: str, params: Params) -> str:
    """A row's summary in English (the code itself where its parameters did not come)."""
    return _english(TOTALS, code, params)


def _english(table: dict[str, Code], code: str, params: Params) -> str:
    known = table.get(code)
    return (word(known, params) if known is not None else None) or code
