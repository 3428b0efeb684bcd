"""The codes of grading, added to ERRORS when this module is imported (playground/codes/__init__.py
imports it, after jacobian.py).
"""
from __future__ import annotations

from playground.codes.base import QT_TRANSLATE_NOOP, Kind, _code
from playground.codes.errors import ERRORS

E = Kind.ERROR

# Why a reference or a submission cannot be graded (engine/referee/reference.py,
# engine/submission/matching.py and engine/submission/evaluate.py). A grade's findings and totals
# are worded by playground/grading/words.py.

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
