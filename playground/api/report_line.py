"""The line that carries a judging runner's answer back to the caller's process.

The runner (judging_runner.py) shares its standard output with the subject's code, which may print
anything; its answer is the one line that starts with RESULT_PREFIX, JSON after it. Both ends
import this module and neither imports the other: the caller never loads the runner's main module.
"""
from __future__ import annotations

import json
from typing import Optional

RESULT_PREFIX = "@@playground-report "


def report_line(answer: dict) -> str:
    """``answer`` as the runner prints it (without the newline)."""
    return RESULT_PREFIX + json.dumps(answer)


def parse_report_line(text: str) -> Optional[dict]:
    """The answer a line carries, or None for a line the subject's code printed."""
    if not text.startswith(RESULT_PREFIX):
        return None
    return json.loads(text[len(RESULT_PREFIX):])
