"""Points of the user's own from a CSV file: ``x, y`` rows to fit (fit-1d) or ``x, y, label``
rows to classify (classify-2d). No torch, no Qt: the window reads the file and sends the points.

A malformed file gets an error that names its line and says what is wrong there, in words a
student can act on; ``code`` and ``params`` carry it for translation.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import numpy as np

from playground.vocabulary import Model

KINDS = {Model.FIT_1D: ("x", "y"), Model.CLASSIFY_2D: ("x", "y", "label")}
MAX_LABEL = 9  # the engine trains at most 10 classes
MAX_POINTS = 1_000_000
SEPARATORS = (",", ";", "\t")


class PointsCsvError(ValueError):
    """A CSV file that is not a list of points; ``line`` is 1-based (None: the whole file)."""

    def __init__(self, message: str, line: Optional[int] = None, code: str = "csv_invalid", **params):
        self.line = line
        self.code = code
        self.params = {"line": line, **params}
        self.message = message
        super().__init__(f"line {line}: {message}" if line is not None else message)


@dataclass
class PointsCsv:
    """The points of a CSV file: ``x`` and ``y`` (N,) floats, ``labels`` (N,) ints or None."""

    kind: str  # "fit-1d" | "classify-2d"
    x: np.ndarray
    y: np.ndarray
    labels: Optional[np.ndarray] = None

    def __len__(self) -> int:
        return len(self.x)

    @property
    def xy(self) -> np.ndarray:
        """(N, 2) coordinates (classify-2d)."""
        return np.stack([self.x, self.y], axis=1)

    def config_fields(self) -> dict:
        """The TrainConfig fields that make the engine train on these points."""
        if self.kind == Model.FIT_1D:
            return {"custom_x": self.x.tolist(), "custom_y": self.y.tolist()}
        return {"custom_x": self.xy.tolist(), "custom_y": self.labels.tolist()}


def read_points_csv(path, kind: Optional[str] = None) -> PointsCsv:
    """parse_points_csv on a file's text (UTF-8, with or without a byte order mark)."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as error:
        raise PointsCsvError("this is not a text file (it is not UTF-8)", None, "csv_not_text") from error
    return parse_points_csv(text, kind)


def parse_points_csv(text: str, kind: Optional[str] = None) -> PointsCsv:
    """The points in ``text``: rows of numbers separated by commas (or semicolons or tabs),
    an optional header row first, blank lines and ``#`` comments skipped.

    ``kind`` "fit-1d" wants 2 columns (x, y), "classify-2d" 3 (x, y, label: whole numbers from 0
    to MAX_LABEL); None takes the kind from the first row's column count.
    Raises PointsCsvError naming the line for anything malformed."""
    if kind is not None and kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}; choose one of {', '.join(KINDS)}")
    rows = _data_rows(text.lstrip("\ufeff"))
    if not rows:
        raise PointsCsvError("the file has no points: write one point per line, e.g. 0.5, 1.2",
                             None, "csv_empty")
    kind = kind or _kind_from_columns(*rows[0])
    columns = KINDS[kind]
    values = np.array([_row_values(line, cells, columns) for line, cells in rows], dtype=np.float64)
    if len(values) < 2:
        raise PointsCsvError("the file has only one point: at least 2 are needed", None, "csv_too_few")
    if len(values) > MAX_POINTS:
        raise PointsCsvError(f"the file has {len(values)} points: at most {MAX_POINTS} can be used",
                             None, "csv_too_many", count=len(values))
    if kind == Model.FIT_1D:
        return PointsCsv(kind, values[:, 0], values[:, 1])
    for (line, _cells), label in zip(rows, values[:, 2]):
        _check_label(line, label)
    return PointsCsv(kind, values[:, 0], values[:, 1], values[:, 2].astype(np.int64))


def _data_rows(text: str) -> list[tuple[int, list[str]]]:
    """(line number, cells) of every row with data; a first row that is not numbers is a header."""
    rows = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        cells = _split(line)
        if not rows and _is_header(cells):
            rows.append((number, None))  # remembered as seen, dropped below
            continue
        rows.append((number, cells))
    return [(number, cells) for number, cells in rows if cells is not None]


def _split(line: str) -> list[str]:
    for separator in SEPARATORS:
        if separator in line:
            return [cell.strip() for cell in line.split(separator)]
    return line.split()


def _is_header(cells: list[str]) -> bool:
    """Every cell is a word (x, y, label, "feature 1"...), none a number."""
    return all(cell and not _is_number(cell) and cell[0].isalpha() for cell in cells)


def _is_number(cell: str) -> bool:
    try:
        float(cell)
    except ValueError:
        return False
    return True


def _kind_from_columns(line: int, cells: list[str]) -> str:
    for kind, columns in KINDS.items():
        if len(cells) == len(columns):
            return kind
    raise PointsCsvError(f"found {len(cells)} values; a row is x, y (to fit a curve) or x, y, label "
                         f"(to classify points)", line, "csv_column_count", found=len(cells))


def _row_values(line: int, cells: list[str], columns: tuple) -> list[float]:
    if len(cells) != len(columns):
        raise PointsCsvError(f"expected {len(columns)} values ({', '.join(columns)}), found {len(cells)}",
                             line, "csv_column_count", expected=len(columns), found=len(cells))
    values = []
    for name, cell in zip(columns, cells):
        if not cell:
            raise PointsCsvError(f"the {name} value is missing", line, "csv_missing_value", column=name)
        try:
            value = float(cell)
        except ValueError:
            raise PointsCsvError(f"{name} is {cell!r}, which is not a number", line, "csv_not_a_number",
                                 column=name, value=cell) from None
        if not math.isfinite(value):
            raise PointsCsvError(f"{name} is {cell!r}: only finite numbers can be used", line,
                                 "csv_not_finite", column=name, value=cell)
        values.append(value)
    return values


def _check_label(line: int, label: float) -> None:
    if label != round(label):
        raise PointsCsvError(f"the label {label:g} is not a whole number (labels are 0, 1, 2...)",
                             line, "csv_label_not_integer", value=label)
    if not 0 <= label <= MAX_LABEL:
        raise PointsCsvError(f"the label {label:g} is out of range: labels go from 0 to {MAX_LABEL}",
                             line, "csv_label_range", value=label, max=MAX_LABEL)
