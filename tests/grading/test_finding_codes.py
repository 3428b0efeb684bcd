"""A grade's findings and totals are codes of playground/codes/grading.py: the referee and the
scoring name none that is not there, each entry there is named by them, and the sentences that
word them take their parameters (their words in ja, zh_CN and ru: tests/ui/words/)."""
from __future__ import annotations

import ast

from playground import codes
from tests.repo import REPO

MODULES = sorted((REPO / "playground" / "engine" / "referee").glob("*.py")) + [
    REPO / "playground" / "grading" / "scoring.py"]
# Calls whose argument at this position is a finding's (or a total's) code.
CODE_ARGUMENTS = {"finding_english": 0, "Miss": 0, "Gone": 0, "_all_failed": 1, "failed": 2,
                  "total_english": 0, "CriterionFinding": 3}


def named_codes() -> tuple[set, set]:
    """(the codes named where a finding or a total is made, every string constant of those modules)."""
    named, constants = set(), set()
    for path in MODULES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                constants.add(node.value)
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                position = CODE_ARGUMENTS.get(name)
                if position is not None and len(node.args) > position:
                    argument = node.args[position]
                    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                        named.add(argument.value)
    return named, constants


def test_every_finding_and_total_named_is_registered_and_every_registered_one_is_named():
    named, constants = named_codes()
    registered = set(codes.FINDINGS) | set(codes.TOTALS)
    assert {"values", "late", "garbled", "full_marks"} <= named
    assert named - registered == set(), f"named but not in playground/codes/grading.py: {sorted(named - registered)}"
    assert registered - constants == set(), f"registered but never named: {sorted(registered - constants)}"


def test_the_overflow_sentence_says_what_where_and_what_the_reference_gives():
    params = {"criterion": "edges", "what": "the derivative of its gradients with respect to x", "got": "nan",
              "where": "x = -1000", "case": "case edges", "expected": "0", "passed": 3, "cases": 4}
    text = codes.finding_english("overflow", params)
    assert text.startswith("edges: overflow: the derivative of its gradients with respect to x is nan at x = -1000")
    assert "where the reference's is 0" in text and "3 of 4 cases match" in text
    assert codes.finding_english("no such code", {}) == "no such code"
    assert codes.total_english("partial", {"score": 4.8, "max_score": 5.0, "failed": "edges"}) == \
        "4.8/5: edges fall short."
