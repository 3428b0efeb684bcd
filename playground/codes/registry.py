"""REGISTRY: every code by its kind, and ``every_code()``. Complete once the package is imported:
playground/codes/__init__.py imports jacobian.py and grading.py, which add to ERRORS, SUMMARIES
and NOTES, before this (grading.py also holds FINDINGS and TOTALS).
"""
from __future__ import annotations

from playground.codes.base import Code, Kind
from playground.codes.checks import CHECKS
from playground.codes.errors import ERRORS
from playground.codes.gradcheck import GRADCHECKS
from playground.codes.grading import FINDINGS, TOTALS
from playground.codes.notes import NOTES
from playground.codes.phases import PHASES
from playground.codes.restarts import RESTARTS
from playground.codes.verdict import SUMMARIES

REGISTRY: dict[Kind, dict[str, Code]] = {Kind.ERROR: ERRORS, Kind.SUMMARY: SUMMARIES,
                                         Kind.GRADCHECK: GRADCHECKS, Kind.CHECK: CHECKS, Kind.NOTE: NOTES,
                                         Kind.RESTART: RESTARTS, Kind.PHASE: PHASES, Kind.FINDING: FINDINGS,
                                         Kind.TOTAL: TOTALS}


def every_code() -> list[Code]:
    return [code for codes in REGISTRY.values() for code in codes.values()]
