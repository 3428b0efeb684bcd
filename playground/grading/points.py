"""Points per criterion: ``--points forward=1,backward=2,double_backward=1,consistency=1,edges=1``.

A criterion left out keeps its default (vocabulary.DEFAULT_POINTS: edges, the extreme inputs, is
0); 0 leaves it out: the referee does not grade it and the row has no test for it. ``--points``
without a reference keeps its older meaning, the number of grid points (an integer).
"""
from __future__ import annotations

from typing import Union

from playground.vocabulary import DEFAULT_POINTS, Criterion

__all__ = ["DEFAULT_POINTS", "PointsError", "parse_points", "points_option"]


class PointsError(ValueError):
    """A --points text that names no criterion or gives no number."""


def parse_points(text: str) -> dict:
    """``"forward=1,backward=2"`` → every criterion's points (the defaults for those not named)."""
    points = dict(DEFAULT_POINTS)
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, _, value = part.partition("=")
        name = name.strip().replace("-", "_")
        if name not in {str(c) for c in Criterion}:
            raise PointsError(f"--points: no criterion {name!r} (known: {', '.join(str(c) for c in Criterion)})")
        try:
            number = float(value)
        except ValueError:
            raise PointsError(f"--points: {part!r} gives no number") from None
        if number < 0:
            raise PointsError(f"--points: {part!r} is negative")
        points[Criterion(name)] = number
    return points


def points_option(text: str) -> Union[int, dict]:
    """argparse's type for --points: an integer (grid points) or criteria's points."""
    stripped = text.strip()
    if stripped.isdigit():
        return int(stripped)
    try:
        return parse_points(stripped)
    except PointsError as error:
        import argparse

        raise argparse.ArgumentTypeError(str(error)) from None
