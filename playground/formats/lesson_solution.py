"""The teacher's lines of a lesson: ``# BEGIN SOLUTION`` … ``# END SOLUTION``, as Otter-Grader marks them.

A lesson file is the teacher's reference, and it runs as it is (`check --lesson` grades against it:
the markers are comments). A student sees each marked block replaced by its starter::

        # BEGIN SOLUTION
        return grad_output * torch.sigmoid(x)
        # STARTER
        # return grad_output * ...  # d/dx softplus(x) = ?
        # END SOLUTION

The starter is the lines after ``# STARTER``, written as comments so that the solution still runs;
the student gets them with the ``# `` taken off. A block without ``# STARTER`` becomes ``...`` at
the block's indentation. Qt-free and torch-free: the window, the command line and the exports use it.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass

_BEGIN = re.compile(r"^\s*#\s*BEGIN SOLUTION\s*$")
_STARTER = re.compile(r"^\s*#\s*STARTER\s*$")
_END = re.compile(r"^\s*#\s*END SOLUTION\s*$")
_COMMENT = re.compile(r"^(\s*)# ?(.*)$")
# The docstring's lines for grading alone: the hidden inputs' seed (a student who knew it could
# draw the same inputs), the time limit, which results wait for publication.
_TEACHER_FIELD = re.compile(r"^\s*(Seed|Timeout|Hidden):", re.IGNORECASE)


class SolutionMarkerError(ValueError):
    """Markers that do not pair up (a BEGIN without its END, a STARTER outside a block...)."""


@dataclass(frozen=True)
class SolutionBlock:
    """One marked block: 1-based lines of its BEGIN and END markers, the solution's lines and
    the starter's lines as the student sees them."""

    begin_line: int
    end_line: int
    solution: tuple[str, ...]
    starter: tuple[str, ...]


@dataclass(frozen=True)
class SplitLesson:
    """A lesson's text cut at its markers: ``pieces`` alternate plain text lines (a tuple of
    lines) and SolutionBlocks, in file order."""

    pieces: tuple

    @property
    def blocks(self) -> list[SolutionBlock]:
        return [piece for piece in self.pieces if isinstance(piece, SolutionBlock)]

    def student_text(self) -> str:
        """What a student opens: each block replaced by its starter."""
        return _joined(self.pieces, lambda block: block.starter)

    def solution_text(self) -> str:
        """The teacher's solution without the markers and the starters."""
        return _joined(self.pieces, lambda block: block.solution)


def split_lesson(text: str) -> SplitLesson:
    """Cut ``text`` at its solution markers. Raises SolutionMarkerError naming the line."""
    pieces: list = []
    plain: list[str] = []
    block: dict | None = None
    for number, line in enumerate(text.split("\n"), start=1):
        if _BEGIN.match(line):
            if block is not None:
                raise SolutionMarkerError(f"line {number}: BEGIN SOLUTION inside the block that line "
                                          f"{block['begin']} began")
            pieces.append(tuple(plain))
            plain = []
            block = {"begin": number, "indent": _indent(line), "solution": [], "starter": None}
        elif _STARTER.match(line):
            if block is None:
                raise SolutionMarkerError(f"line {number}: STARTER outside a BEGIN SOLUTION … END SOLUTION block")
            if block["starter"] is not None:
                raise SolutionMarkerError(f"line {number}: a second STARTER in the block of line {block['begin']}")
            block["starter"] = []
        elif _END.match(line):
            if block is None:
                raise SolutionMarkerError(f"line {number}: END SOLUTION without a BEGIN SOLUTION before it")
            pieces.append(_finished(block, number))
            block = None
        elif block is None:
            plain.append(line)
        elif block["starter"] is None:
            block["solution"].append(line)
        else:
            block["starter"].append(_uncommented(line, number))
    if block is not None:
        raise SolutionMarkerError(f"line {block['begin']}: BEGIN SOLUTION has no END SOLUTION")
    pieces.append(tuple(plain))
    return SplitLesson(tuple(pieces))


def student_text(text: str) -> str:
    """``text`` as a student opens it (unchanged where it has no markers)."""
    return split_lesson(text).student_text()


def solution_text(text: str) -> str:
    """``text`` as the teacher's solution, markers and starters taken out."""
    return split_lesson(text).solution_text()


def without_teacher_fields(student: str, lesson: str) -> str:
    """``student`` (the lesson as a student opens it) without the docstring's Seed, Timeout and
    Hidden lines, found where ``lesson`` (the teacher's file, which runs) has its docstring."""
    try:
        body = ast.parse(lesson).body
    except SyntaxError:
        return student
    first = body[0] if body else None
    if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)):
        return student
    start, end = first.lineno, first.end_lineno or first.lineno
    if any(block.begin_line <= end for block in split_lesson(lesson).blocks):
        return student  # a block above the docstring's end: the two texts' lines no longer align
    kept = []
    for number, line in enumerate(student.split("\n"), start=1):
        if not (start < number <= end and _TEACHER_FIELD.match(line)):
            kept.append(line)
        elif number == end and line.rstrip()[-3:] in ('"""', "'''"):
            kept.append(_indent(line) + line.rstrip()[-3:])  # the docstring's closing quotes stay
    return "\n".join(kept)


def _finished(block: dict, end_line: int) -> SolutionBlock:
    starter = block["starter"]
    if not starter or not any(line.strip() for line in starter):
        starter = [block["indent"] + "..."]
    return SolutionBlock(begin_line=block["begin"], end_line=end_line,
                         solution=tuple(block["solution"]), starter=tuple(starter))


def _uncommented(line: str, number: int) -> str:
    """A starter line as the student sees it: ``    # x = ...`` → ``    x = ...``."""
    if not line.strip():
        return ""
    match = _COMMENT.match(line)
    if match is None:
        raise SolutionMarkerError(f"line {number}: a starter line is written as a comment (# ...), so "
                                  "that the solution runs as it is")
    return match.group(1) + match.group(2)


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def _joined(pieces: tuple, block_lines) -> str:
    lines: list[str] = []
    for piece in pieces:
        lines.extend(block_lines(piece) if isinstance(piece, SolutionBlock) else piece)
    return "\n".join(lines)
