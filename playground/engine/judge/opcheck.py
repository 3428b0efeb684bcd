"""torch.library.opcheck on a custom op, in words: its schema, its autograd registration, its fake
implementation (what torch.compile and export trace with) and tracing by the AOT dispatcher.

opcheck runs the op on sample arguments: the probe's own, at gradcheck's random points in float64.
Its first run in an engine imports what it needs (about 0.7 s here); later runs cost milliseconds.
"""
from __future__ import annotations

import warnings

import torch

from playground.engine.judge.outcomes import check_failed, check_passed
from playground.protocol import CheckOutcome
from playground.vocabulary import CheckName

TESTS = ("test_schema", "test_autograd_registration", "test_faketensor", "test_aot_dispatch_dynamic")


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return (f"{type(error).__name__}: {lines[0]}" if lines else type(error).__name__)[:300]


def check_op(op, args: list, kwargs: dict, function: str) -> CheckOutcome:
    """The first of opcheck's tests that fails, worded; passed when all do."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            results = torch.library.opcheck(op, tuple(args), kwargs, test_utils=TESTS, raise_exception=False)
    except Exception as error:
        return check_failed(CheckName.OPCHECK, "opcheck_raised", {"function": function, "text": _first_line(error)})
    for test in TESTS:
        result = results.get(test, "SUCCESS")
        if result != "SUCCESS":
            text = _first_line(result) if isinstance(result, BaseException) else str(result)[:300]
            return check_failed(CheckName.OPCHECK, "opcheck_failed",
                                {"function": function, "test": test, "text": text})
    return check_passed(CheckName.OPCHECK)
