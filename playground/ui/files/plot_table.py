"""The data a plot shows, as one table for a CSV file, its columns named after what they hold.

What is drawn becomes columns; what is not drawn does not: a hidden or empty item is left out, and
so is one that draws nothing (a range helper with a transparent pen, plots/ranges.py). Each kind of item:

- curves and points (PlotDataItem, ScatterPlotItem) and bars (BarGraphItem): an x column and a
  column named after the item (its legend name; unnamed: the y axis's label; points in a plane
  with a labelled y axis: "x₂ (class 0)"). Items with the same x values share one x column, named
  after the x axis ("x", "step"); when the plot has several x columns, each says whose it is
  ("x (training data)").
- a histogram or other step curve (stepMode="center": n + 1 edges, n values): bin start, bin end
  and the value, one row per bin. Steps one unit wide around whole numbers (a long gradient
  vector drawn as steps) are one value per index instead.
- a heat map (a 2-D ImageItem): one row per cell, its x and y (the axes' labels) and its value.
  A picture of colours (the model's decision boundary, RGBA) is no data and is left out.

Numbers are written to 10 significant digits; a NaN (a gap in a curve) is an empty cell.
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("export", text)


@dataclass
class Column:
    name: str
    values: np.ndarray


@dataclass(eq=False)  # told apart by identity: their arrays have no truth value
class _Series:
    """One drawn item's data: ``x`` is None for a heat map and step curves (their own columns)."""

    name: str
    x: Optional[np.ndarray]
    columns: list  # [Column]: a step curve's or heat map's own columns; [y] for the rest


# --------------------------------------------------------------------------- what is drawn


def _axis_label(plot: pg.PlotItem, side: str) -> str:
    axis = plot.getAxis(side)
    return str(axis.labelText or "").strip() if axis.label.isVisible() else ""


def _draws_something(item: pg.PlotDataItem) -> bool:
    """False for an item whose line, symbols and fill are all invisible (a range helper)."""
    opts = item.opts
    pen = pg.mkPen(opts.get("pen"))
    line = pen.style() != pg.QtCore.Qt.PenStyle.NoPen and pen.color().alpha() > 0
    fill = opts.get("fillLevel") is not None and opts.get("fillBrush") is not None and \
        pg.mkBrush(opts["fillBrush"]).color().alpha() > 0
    return line or fill or opts.get("symbol") is not None


def _xy(item) -> tuple[np.ndarray, np.ndarray]:
    """The item's data as given to it (not clipped to the view nor downsampled)."""
    if isinstance(item, pg.PlotDataItem):
        x, y = item.getOriginalDataset()
    else:
        x, y = item.getData()
    if x is None or y is None:
        return np.empty(0), np.empty(0)
    return np.asarray(x, dtype=np.float64).ravel(), np.asarray(y, dtype=np.float64).ravel()


def _is_heat_map(item) -> bool:
    return isinstance(item, pg.ImageItem) and item.image is not None and np.ndim(item.image) == 2 \
        and np.size(item.image) > 0 and np.issubdtype(np.asarray(item.image).dtype, np.number)


def drawn_items(plot: pg.PlotItem) -> list:
    """The plot's items that show data now: visible, with data, drawing something."""
    items = []
    for item in plot.items:
        if not item.isVisible():
            continue
        if isinstance(item, pg.ImageItem):
            if item.image is not None and np.size(item.image) > 0:
                items.append(item)
        elif isinstance(item, pg.PlotDataItem):
            if len(_xy(item)[1]) and _draws_something(item):
                items.append(item)
        elif isinstance(item, (pg.ScatterPlotItem, pg.BarGraphItem)):
            if len(_xy(item)[1]):
                items.append(item)
    return items


# --------------------------------------------------------------------------- the table


def _series(item, y_name: str, x_name: str, y_label: str) -> Optional[_Series]:
    if isinstance(item, pg.ImageItem):
        return _heat_map(item, x_name, y_label or "y") if _is_heat_map(item) else None
    x, y = _xy(item)
    if isinstance(item, pg.PlotDataItem) and item.opts.get("stepMode") in ("center", True) \
            and len(x) == len(y) + 1:
        return _steps(x, y, y_name, x_name)
    count = min(len(x), len(y))
    if isinstance(item, pg.ScatterPlotItem) and y_label and y_name != y_label:
        # Points in a plane (x₁, x₂ of a class): both coordinates say whose they are.
        return _Series(y_name, x[:count], [Column(f"{y_label} ({y_name})", y[:count])])
    return _Series(y_name, x[:count], [Column(y_name, y[:count])])


def _steps(edges: np.ndarray, values: np.ndarray, name: str, x_name: str) -> _Series:
    centres = (edges[:-1] + edges[1:]) / 2
    if np.allclose(np.diff(edges), 1.0) and np.allclose(centres, np.round(centres)):
        return _Series(name, None, [Column(x_name, np.round(centres)), Column(name, values)])
    return _Series(name, None, [Column(tr("bin start"), edges[:-1]), Column(tr("bin end"), edges[1:]),
                                Column(name, values)])


def _heat_map(item: pg.ImageItem, x_name: str, y_name: str) -> _Series:
    """One row per cell: the cell centre's place in the plot, and its value (row-major or not)."""
    image = np.asarray(item.image, dtype=np.float64)
    row_major = item.axisOrder == "row-major"
    height, width = image.shape if row_major else image.shape[::-1]
    rows, cols = np.meshgrid(np.arange(height), np.arange(width), indexing="ij")
    t = item.transform()  # image coordinates (column, row) to the plot's: an affine map
    u, v = cols.ravel() + 0.5, rows.ravel() + 0.5
    xs, ys = t.m11() * u + t.m21() * v + t.dx(), t.m12() * u + t.m22() * v + t.dy()
    values = image.ravel() if row_major else image.T.ravel()
    name = tr("value")
    return _Series(name, None, [Column(x_name, xs), Column(y_name, ys), Column(name, values)])


def _unique(names: list[str]) -> list[str]:
    """The same name twice becomes "name", "name (2)"."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name} ({seen[name]})")
    return out


def plot_columns(plot: pg.PlotItem) -> list[Column]:
    """The columns of what ``plot`` shows now ([] when it shows no data)."""
    x_label, y_label = _axis_label(plot, "bottom"), _axis_label(plot, "left")
    x_name = x_label or "x"
    items = drawn_items(plot)
    names = _unique([str(getattr(item, "name", lambda: "")() or "") or y_label or "y" for item in items])
    series = [s for s in (_series(item, name, x_name, y_label) for item, name in zip(items, names)) if s]
    groups: list[tuple[np.ndarray, list[_Series]]] = []  # series sharing their x values
    for one in series:
        if one.x is None:
            continue
        for x, members in groups:
            if len(x) == len(one.x) and np.array_equal(x, one.x, equal_nan=True):
                members.append(one)
                break
        else:
            groups.append((one.x, [one]))
    shared = len(groups) == 1 and all(one.x is not None for one in series)
    columns: list[Column] = []
    for one in series:
        if one.x is None:
            columns.extend(one.columns)
            continue
        group = next((x, members) for x, members in groups if any(one is m for m in members))
        if group[1][0] is one:  # the group's x column comes before its first member
            columns.append(Column(x_name if shared else f"{x_name} ({one.name})", group[0]))
        columns.extend(one.columns)
    return columns


def _cell(value) -> str:
    value = float(value)
    if np.isnan(value):
        return ""
    return f"{value:.10g}"


def write_csv(columns: list[Column], path) -> None:
    """Write the columns side by side (a shorter one ends in empty cells); the header names them."""
    names = _unique([column.name for column in columns])
    length = max((len(column.values) for column in columns), default=0)
    with open(path, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(names)
        for row in range(length):
            writer.writerow([_cell(column.values[row]) if row < len(column.values) else ""
                             for column in columns])
