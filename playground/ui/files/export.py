"""Exporting what the window shows: any plot to PNG or SVG (with pyqtgraph's exporters) and
its data to CSV (plot_table.py names the columns), the autograd graph drawing to PNG or SVG and
its nodes to CSV, and every shown plot of a few panels at once (numbered files).

A target is a PlotView / GraphicsLayoutWidget (the whole view: title, legend and plot), a
PlotWidget, a PlotItem, or a GraphView. Panels list their plots with ``plot_views()``; a plot
that is hidden (the accuracy plot of a regression run) or shows no data is not exported, so no
file is empty. The Save dialog is export_dialog.py's.
"""
from __future__ import annotations

import contextlib
import csv
import sys
from pathlib import Path
from typing import Iterable, Optional

import pyqtgraph as pg
import pyqtgraph.exporters as exporters
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsScene

from playground.ui.files.plot_table import drawn_items, plot_columns, write_csv
from playground.ui.graph.view import GraphView

FORMATS = ("png", "svg", "csv")
GRAPH_PNG_SCALE = 2.0  # the graph drawing is exported at twice its size: sharp on slides


class NothingToExport(ValueError):
    """The plot shows no data: there is nothing to write."""


def plot_item_of(target) -> pg.PlotItem:
    """The PlotItem inside ``target`` (for CSV: the data lives in the plot, not the view)."""
    if isinstance(target, pg.PlotItem):
        return target
    if hasattr(target, "plot_item"):
        return target.plot_item
    if hasattr(target, "getPlotItem"):
        return target.getPlotItem()
    if isinstance(target, pg.GraphicsLayoutWidget):
        for item in target.ci.items:
            if isinstance(item, pg.PlotItem):
                return item
    raise TypeError(f"no plot in {type(target).__name__}")


def _picture_source(target):
    """What a picture shows: a whole view's scene (title and legend too), or a PlotItem."""
    if isinstance(target, pg.GraphicsView):
        return target.scene()
    return target


def export_png(target, path, width: Optional[int] = None) -> str:
    """Save ``target`` as a PNG picture (``width`` pixels wide; default: as shown)."""
    path = str(path)
    if isinstance(target, GraphView):
        _render_scene_png(target.scene, path)
        return path
    exporter = exporters.ImageExporter(_picture_source(target))
    if width:
        exporter.parameters()["width"] = int(width)
    exporter.export(path)
    return path


def export_svg(target, path) -> str:
    """Save ``target`` as an SVG drawing (scalable, for slides and papers)."""
    path = str(path)
    if isinstance(target, GraphView):
        _render_scene_svg(target.scene, target.scene.sceneRect(), path)
        return path
    with _closed_paths_tolerated():
        exporters.SVGExporter(_picture_source(target)).export(path)
    return path


@contextlib.contextmanager
def _closed_paths_tolerated():
    """pyqtgraph 0.14.0's SVG exporter cannot parse a closed path ("M0,0 L9,0 L9,9 Z"), which
    Qt 6.11 writes for every plot's background (pyqtgraph issue #3495, fixed after 0.14.0): drop
    the "Z" before pyqtgraph reads the path. The paths are rectangles that already end where
    they start, so the drawing is the same. (Qt's own SVG generator is no way out: SVG Tiny
    cannot clip, and points spill out of the plot.)"""
    module = sys.modules[exporters.SVGExporter.__module__]
    original = module.correctCoordinates

    def tolerant(node, defs, item, options):
        for element in node.getElementsByTagName("path"):
            tokens = element.getAttribute("d").split()
            if "Z" in tokens or "z" in tokens:
                element.setAttribute("d", " ".join(t for t in tokens if t not in ("Z", "z")))
        return original(node, defs, item, options)

    module.correctCoordinates = tolerant
    try:
        yield
    finally:
        module.correctCoordinates = original


def export_csv(target, path) -> str:
    """Save the data of ``target``'s visible curves, points, bars, histograms and heat maps as
    CSV, the columns named after them (plot_table.py); for a GraphView, one row per node with its
    parents. A plot without data raises NothingToExport and writes nothing."""
    path = str(path)
    if isinstance(target, GraphView):
        if not has_data(target, "csv"):
            raise NothingToExport(f"no graph to write to {path}")
        _graph_csv(target, path)
        return path
    columns = plot_columns(plot_item_of(target))
    if not columns:
        raise NothingToExport(f"no data to write to {path}")
    write_csv(columns, path)
    return path


def format_of(path) -> str:
    """"png", "svg" or "csv", from the file's suffix; another suffix raises ValueError."""
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in FORMATS:
        raise ValueError(f"cannot export to .{suffix}: use .png, .svg or .csv")
    return suffix


def export(target, path) -> str:
    """Export by the file's suffix: .png, .svg or .csv."""
    return {"png": export_png, "svg": export_svg, "csv": export_csv}[format_of(path)](target, path)


def has_data(target, fmt: str = "png") -> bool:
    """Whether ``target`` shows anything to export in this format: a picture needs a drawn item,
    a CSV file data to write (a picture of colours, the decision boundary, is no data)."""
    if isinstance(target, GraphView):
        return target.data is not None and bool(target.data.nodes)
    plot = plot_item_of(target)
    return bool(plot_columns(plot)) if fmt == "csv" else bool(drawn_items(plot))


def export_targets(panel) -> list:
    """A panel's plots: its ``plot_views()``, or the panel itself (a GraphView, a view)."""
    return list(panel.plot_views()) if hasattr(panel, "plot_views") else [panel]


def shown_plots(panels: Iterable) -> list:
    """The plots of ``panels`` that are on screen when their panel is: each panel's plots less
    those it hides (the accuracy plot of a regression run, the model's plot while it shows a
    message instead)."""
    plots = []
    for panel in panels:
        for view in export_targets(panel):
            if view is panel or not hasattr(view, "isVisibleTo") or view.isVisibleTo(panel):
                plots.append(view)
    return plots


def exportable_plots(panels, fmt: str) -> list:
    """The shown plots of ``panels`` (a panel or a list of them) with data to export as ``fmt``."""
    panels = panels if isinstance(panels, (list, tuple)) else [panels]
    return [plot for plot in shown_plots(panels) if has_data(plot, fmt)]


def export_panel(panels, path) -> list[str]:
    """Export every shown plot with data of ``panels`` (a panel or a list of them) to ``path``;
    with several plots the files are numbered (``loss-1.png``, ``loss-2.png``). Returns the files
    written: [] when no plot shows data, and then no file is written."""
    path = Path(path)
    targets = exportable_plots(panels, format_of(path))
    if len(targets) == 1:
        return [export(targets[0], path)]
    return [export(target, path.with_name(f"{path.stem}-{index}{path.suffix}"))
            for index, target in enumerate(targets, start=1)]


# --------------------------------------------------------------------------- the graph drawing


def _render_scene(scene: QGraphicsScene, painter: QPainter, size: QSize, source: QRectF) -> None:
    scene.render(painter, QRectF(0, 0, size.width(), size.height()), source, Qt.KeepAspectRatio)


def _render_scene_png(scene: QGraphicsScene, path: str) -> None:
    rect = scene.sceneRect()
    size = QSize(max(1, int(rect.width() * GRAPH_PNG_SCALE)), max(1, int(rect.height() * GRAPH_PNG_SCALE)))
    image = QImage(size, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    _render_scene(scene, painter, size, rect)
    painter.end()
    if not image.save(path, "PNG"):
        raise OSError(f"could not write {path}")


def _render_scene_svg(scene: QGraphicsScene, rect: QRectF, path: str) -> None:
    size = QSize(max(1, int(rect.width())), max(1, int(rect.height())))
    generator = QSvgGenerator()
    generator.setFileName(path)
    generator.setSize(size)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError(f"could not write {path}")
    _render_scene(scene, painter, size, rect)
    painter.end()


def _graph_csv(view: GraphView, path: str) -> None:
    data = view.data
    nodes = data.nodes if data is not None else []
    parents: dict[int, list[int]] = {}
    for parent, child in (data.edges if data is not None else []):
        parents.setdefault(child, []).append(parent)
    with open(path, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "label", "kind", "shape", "parameter", "requires_grad", "gets_grad", "parents"])
        for node in nodes:
            shape = "x".join(str(n) for n in node.shape) if node.shape is not None else ""
            writer.writerow([node.id, node.label, node.kind, shape, node.param_name or "",
                             node.requires_grad, node.gets_grad,
                             " ".join(str(p) for p in parents.get(node.id, []))])
        for cut in (data.cuts if data is not None else []):
            writer.writerow(["", cut.param_name, "cut:" + cut.reason, "x".join(str(n) for n in cut.shape),
                             cut.param_name, cut.reason == "detached", False, ""])
