"""A lesson file that carries its reference and points: ``check submissions/ --lesson lesson.py``.

The lesson's code is the reference solution; its module docstring may end with lines that say
how to grade against it (read with ``ast``: nothing of it runs on this side)::

    Points: forward=1, backward=2, double_backward=1, consistency=1, edges=1
    Function: Softplus
    Seed: 7
    Timeout: 5

``Function:`` names the reference's Function (submissions are still matched to it by name, else
by signature). A preset's name works too (its code is then the reference). Options given on the
command line win over the lesson's lines. The lines are GradeSetup's fields (playground/protocol/):
``lesson_setup`` makes the one record the referee grades with. ``edges=1`` in ``Points:`` turns
on the edges criterion (extreme inputs), which is off by default.
"""
from __future__ import annotations

import ast
import re

from playground import protocol
from playground.grading.points import parse_points

_LINE = re.compile(r"^(Points|Function|Seed|Timeout):\s*(.*)$", re.IGNORECASE)


class LessonError(ValueError):
    """A lesson whose grading lines cannot be read."""


def lesson_setup(text: str, filename: str, **chosen) -> protocol.GradeSetup:
    """How to grade against the reference (or lesson) ``text``: GradeSetup's defaults, the
    lesson's lines over them, and ``chosen`` over those (GradeSetup's fields as the command line
    or ``playground.grade`` give them; None: not given). Raises LessonError."""
    fields = {**read_lesson(text, filename), **{name: value for name, value in chosen.items() if value is not None}}
    return protocol.GradeSetup(reference_source=text, reference_filename=filename, **fields)


def read_lesson(text: str, filename: str) -> dict:
    """The GradeSetup fields the lesson's grading lines give (``points``, ``reference_function``,
    ``seed``, ``timeout``); those it does not give are not there. Raises LessonError."""
    given: dict = {}
    try:
        docstring = ast.get_docstring(ast.parse(text)) or ""
    except SyntaxError as error:
        raise LessonError(f"{filename}: line {error.lineno}: {error.msg}") from None
    for line in docstring.splitlines():
        match = _LINE.match(line.strip())
        if not match:
            continue
        key, value = match.group(1).lower(), match.group(2).strip()
        try:
            if key == "points":
                given["points"] = parse_points(value)
            elif key == "function" and value:
                given["reference_function"] = value
            elif key == "seed":
                given["seed"] = int(value)
            elif key == "timeout" and float(value) > 0:
                given["timeout"] = float(value)
        except ValueError as error:
            raise LessonError(f"{filename}: {key.title()}: {error}") from None
    return given
