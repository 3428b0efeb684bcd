"""Exporting what the window shows: any plot to PNG or SVG and its data to CSV (with pyqtgraph's
exporters), the autograd graph drawing to PNG or SVG and its nodes to CSV, and a Save dialog
that exports every plot of a panel.

A target is a PlotView / GraphicsLayoutWidget (the whole view: title, legend and plot), a
PlotWidget, a PlotItem, or a GraphView. Panels list their plots with ``plot_views()``.
"""
from __future__ import annotations

import contextlib
import csv
import sys
from pathlib import Path
from typing import Optional

import pyqtgraph as pg
import pyqtgraph.exporters as exporters
from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QFileDialog, QGraphicsScene, QMessageBox, QWidget

from playground.ui.graph.view import GraphView

FORMATS = ("png", "svg", "csv")
GRAPH_PNG_SCALE = 2.0  # the graph drawing is exported at twice its size: sharp on slides


def tr(text: str) -> str:
    return QCoreApplication.translate("export", text)


class VisibleDataCSVExporter(exporters.CSVExporter):
    """pyqtgraph's CSV exporter, leaving out items that are hidden (a panel keeps the items of
    its other modes, empty and hidden) or hold no points."""

    def _exportPlotDataItem(self, plotDataItem) -> None:  # noqa: N802 (pyqtgraph's name)
        if not plotDataItem.isVisible():
            return None
        data = plotDataItem.getData()
        if data[0] is None or len(data[0]) == 0:
            return None
        return super()._exportPlotDataItem(plotDataItem)


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
    """Save the data of ``target``'s visible curves and points as CSV (x, y columns per item);
    for a GraphView, one row per node with its parents."""
    path = str(path)
    if isinstance(target, GraphView):
        _graph_csv(target, path)
        return path
    VisibleDataCSVExporter(plot_item_of(target)).export(path)
    return path


def export(target, path) -> str:
    """Export by the file's suffix: .png, .svg or .csv."""
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in FORMATS:
        raise ValueError(f"cannot export to .{suffix}: use .png, .svg or .csv")
    return {"png": export_png, "svg": export_svg, "csv": export_csv}[suffix](target, path)


def export_targets(panel) -> list:
    """What a panel exports: its ``plot_views()``, or the panel itself (a GraphView, a view)."""
    return list(panel.plot_views()) if hasattr(panel, "plot_views") else [panel]


def export_panel(panel, path) -> list[str]:
    """Export every plot of ``panel`` to ``path``; with several plots the files are numbered
    (``loss-1.png``, ``loss-2.png``). Returns the files written."""
    path = Path(path)
    targets = export_targets(panel)
    if len(targets) == 1:
        return [export(targets[0], path)]
    return [export(target, path.with_name(f"{path.stem}-{index}{path.suffix}"))
            for index, target in enumerate(targets, start=1)]


def export_panel_dialog(parent: QWidget, panel, directory: str = "") -> list[str]:
    """Ask where to save (PNG, SVG or CSV) and export the panel's plots there. Returns the files
    written ([] when cancelled); a failure is shown in a message box."""
    filters = [tr("PNG picture (*.png)"), tr("SVG drawing (*.svg)"), tr("CSV data (*.csv)")]
    path, chosen = QFileDialog.getSaveFileName(parent, tr("Export plot"), directory, ";;".join(filters))
    if not path:
        return []
    if Path(path).suffix.lower().lstrip(".") not in FORMATS:
        path += "." + FORMATS[filters.index(chosen)] if chosen in filters else ".png"
    try:
        return export_panel(panel, path)
    except (OSError, ValueError, TypeError) as error:
        QMessageBox.warning(parent, tr("Export plot"),
                            tr("Could not export to {path}: {error}").format(path=path, error=error))
        return []


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
