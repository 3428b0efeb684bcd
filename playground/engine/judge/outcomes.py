"""A check's outcome as the window and `check --json` get it: passed, failed and why, or skipped and why.

Every sentence comes from a code of playground/codes/checks.py (CHECKS; gradcheck's own from
GRADCHECKS, playground/codes/gradcheck.py), so the window words it in the person's language.
"""
from __future__ import annotations

import math
from typing import Optional

from playground import codes
from playground.protocol import CheckOutcome, GradcheckResult
from playground.vocabulary import CheckName


def _error(value: Optional[float]) -> Optional[float]:
    return None if value is None or not math.isfinite(float(value)) else float(value)


def check_passed(name: CheckName, error: Optional[float] = None, code: str = "",
                 params: Optional[dict] = None) -> CheckOutcome:
    """It ran and agreed; ``code`` (CHECKS) says more where there is more to say."""
    params = dict(params or {})
    message = (codes.word_english(codes.CHECKS[code], params) or "") if code else ""
    return CheckOutcome(name, True, _error(error), message, "", code, params)


def check_failed(name: CheckName, code: str, params: dict, error: Optional[float] = None) -> CheckOutcome:
    """It ran and found a difference (or the user's code raised): ``code`` of CHECKS says which."""
    message = codes.word_english(codes.CHECKS[code], params) or code
    return CheckOutcome(name, False, _error(error), message, "", code, dict(params))


def check_skipped(name: CheckName, code: str, params: dict) -> CheckOutcome:
    """It did not run: ``code`` of CHECKS says why (not a verdict on the maths)."""
    because = codes.word_english(codes.CHECKS[code], params) or code
    return CheckOutcome(name, None, None, "", because, code, dict(params))


def from_gradcheck(name: CheckName, result: Optional[GradcheckResult]) -> Optional[CheckOutcome]:
    """gradcheck's or gradgradcheck's result as a check (its code is one of GRADCHECKS)."""
    if result is None:
        return None
    return CheckOutcome(name, bool(result.passed), _error(result.max_abs_error), result.message, "",
                        result.code, dict(result.params))
