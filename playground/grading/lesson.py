"""A lesson file that carries its reference and points: ``check submissions/ --lesson lesson.py``.

The lesson's code is the reference solution; its module docstring may end with lines that say
how to grade against it (read with ``ast``: nothing of it runs on this side)::

    Points: forward=1, backward=2, double_backward=1, consistency=1
    Function: Softplus
    Seed: 7
    Timeout: 5

``Function:`` names the reference's Function (submissions are still matched to it by name, else
by signature). A preset's name works too (its code is then the reference). Options given on the
command line win over the lesson's lines.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from typing import Optional

from playground.grading.points import DEFAULT_POINTS, parse_points

_LINE = re.compile(r"^(Points|Function|Seed|Timeout):\s*(.*)$", re.IGNORECASE)


class LessonError(ValueError):
    """A lesson whose grading lines cannot be read."""


@dataclass
class GradingLesson:
    source: str
    filename: str
    points: dict = field(default_factory=lambda: dict(DEFAULT_POINTS))
    function: Optional[str] = None
    seed: Optional[int] = None
    timeout: Optional[float] = None
    points_given: bool = False


def read_lesson(text: str, filename: str) -> GradingLesson:
    """The lesson's reference and its grading lines. Raises LessonError."""
    lesson = GradingLesson(text, filename)
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
                lesson.points, lesson.points_given = parse_points(value), True
            elif key == "function":
                lesson.function = value or None
            elif key == "seed":
                lesson.seed = int(value)
            elif key == "timeout":
                lesson.timeout = float(value)
        except ValueError as error:
            raise LessonError(f"{filename}: {key.title()}: {error}") from None
    return lesson

