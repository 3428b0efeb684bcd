"""The Python API behind ``playground.grade``: a class graded against the teacher's reference.

The same grading as ``autograd-playground check PATHS --reference …`` (playground/grading/):
every submission in a sandboxed process of its own, compared where it cannot reach. Nothing
here imports torch: the referee is a process of its own.

    grades = playground.grade("submissions/", reference=Softplus, points={"backward": 3})
    grades.rows[0]["score"], grades.rows[0]["tests"]       # the rows of `check --reference --json`
    grades.write_gradescope("out/")                        # OUT/<student>/results/results.json
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, Sequence, Union

from playground.api.subject_source import Subject, source_of
from playground.grading import outputs
from playground.grading.lesson import lesson_setup
from playground.grading.points import parse_points
from playground.grading.run import ReferenceProblem, grade_against_reference

__all__ = ["Grades", "ReferenceProblem", "grade"]

Paths = Union[str, "os.PathLike[str]", Sequence[Union[str, "os.PathLike[str]"]]]


@dataclass
class Grades:
    """The graded class: a row per file (the objects `check --reference --json` prints), in file order."""

    rows: list = field(default_factory=list)
    reference: Optional[str] = None  # the reference's Function
    sandbox: str = ""  # what this machine's sandbox holds

    @property
    def scores(self) -> dict:
        """file → (score, max_score)."""
        return {row["file"]: (row["score"], row["max_score"]) for row in self.rows}

    def write_gradescope(self, target: str) -> list:
        """Gradescope's results.json per submission (or into ``target`` if it ends in .json)."""
        return outputs.write_per_submission(self.rows, str(target), outputs.gradescope_results)

    def write_prairielearn(self, target: str) -> list:
        """PrairieLearn's external-grader results.json, laid out the same way."""
        return outputs.write_per_submission(self.rows, str(target), outputs.prairielearn_results)


def grade(paths: Paths, *, reference: Optional[Subject] = None, lesson: Optional[Subject] = None,
          points: Union[dict, str, None] = None, function: Optional[str] = None, timeout: Optional[float] = None,
          seed: Optional[int] = None, jobs: Optional[int] = None, sandbox: bool = True) -> Grades:
    """Grade the .py files at ``paths`` (files and folders) against ``reference``.

    ``reference``: the teacher's Function (a class from your code, its source text, a path, or a
    lesson's name); or ``lesson``, whose code is the reference and whose docstring may give
    ``Points:``, ``Function:``, ``Seed:`` and ``Timeout:``. ``points``: per criterion (forward,
    backward, double_backward, consistency, and edges, the extreme inputs, off unless given
    points), a dict or "forward=1,backward=2,edges=1". ``function``: the
    Function to grade, in the reference and the submissions. ``timeout``: seconds per submission
    (default: the lesson's, else 10). Raises ReferenceProblem when the
    reference cannot be graded against, ValueError for bad points."""
    from playground.cli.grade import collect_files

    if (reference is None) == (lesson is None):
        raise ValueError("give a reference or a lesson (one of them)")
    text, filename, named = source_of(reference if reference is not None else lesson)
    if isinstance(points, dict):
        points = ",".join(f"{name}={value}" for name, value in points.items())
    options = lesson_setup(text, filename, points=parse_points(points) if points is not None else None,
                           function=function, timeout=timeout, seed=seed, sandbox=sandbox,
                           jobs=jobs or os.cpu_count() or 1)
    options.reference_function = options.reference_function or named
    items = [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)
    files = collect_files([str(Path(item)) for item in items])
    if not files:
        raise ValueError(f"no .py files in {', '.join(str(item) for item in items)}")
    rows, ready = grade_against_reference(files, options, lambda row: None)
    return Grades(rows, ready.reference, ready.sandbox)
