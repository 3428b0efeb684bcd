"""Data by hand in the 2-D classification view: a left click adds a point of the chosen class,
a right click removes the nearest point (within reach of the mouse).

HandPoints keeps the point set and the small bar above the plot (Draw points, the class picker,
Clear); the ModelPanel draws the points and re-emits ``edited`` as ``points_edited``. While
drawing is on, the plot's right-click menu is off, so the right button is free to remove.
"""
from __future__ import annotations

from typing import Callable, Optional

import numpy as np
from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

MAX_CLASSES = 10  # the engine trains at most ten classes
REMOVE_REACH_PX = 40.0  # a right click farther than this from every point removes nothing


class HandPoints(QObject):
    """The user's own labelled 2-D points and the controls that edit them."""

    edited = Signal(object, object)  # (xy float64 (N, 2), labels int64 (N,)) after every edit

    def __init__(self, plot, redraw: Callable[[np.ndarray, np.ndarray], None],
                 colours: tuple, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.plot = plot  # the pyqtgraph PlotItem clicked on
        self.redraw = redraw  # draws a point set (the panel's class scatters)
        self.colours = colours
        self.xy = np.zeros((0, 2))
        self.labels = np.zeros(0, dtype=np.int64)
        self.active = False  # the points shown are the user's own (edited or imported)
        self.drawing = False
        self._make_bar()
        plot.scene().sigMouseClicked.connect(self._on_click)

    # ------------------------------------------------------------------ the bar

    def _make_bar(self) -> None:
        self.bar = QWidget()
        self.draw_box = QCheckBox(self.tr("Draw points"), self.bar)
        self.draw_box.setToolTip(self.tr("Left click adds a point of the chosen class, right click "
                                         "removes the nearest one. Train to learn them."))
        self.draw_box.toggled.connect(self.set_drawing)
        self.class_picker = QComboBox(self.bar)
        self.class_picker.setToolTip(self.tr("The class of the points a left click adds"))
        self.clear_button = QPushButton(self.tr("Clear points"), self.bar)
        self.clear_button.clicked.connect(self.clear_points)
        self.hint = QLabel(self.tr("left click: add · right click: remove"), self.bar)
        layout = QHBoxLayout(self.bar)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.draw_box, self.class_picker, self.clear_button, self.hint):
            layout.addWidget(widget)
        layout.addStretch(1)
        self._update_picker()
        self._update_bar()

    def widgets(self) -> list[QWidget]:
        """The bar's widgets whose fonts follow presentation mode."""
        return [self.draw_box, self.class_picker, self.clear_button, self.hint]

    def _update_picker(self) -> None:
        """Classes 0 … one past the largest drawn (so a new class can start), at least 0 and 1."""
        wanted = min(MAX_CLASSES, max(2, int(self.labels.max()) + 2 if len(self.labels) else 2))
        chosen = max(self.class_picker.currentIndex(), 0)
        if self.class_picker.count() == wanted:
            return
        self.class_picker.blockSignals(True)
        self.class_picker.clear()
        for k in range(wanted):
            swatch = QPixmap(12, 12)
            swatch.fill(QColor(self.colours[k % len(self.colours)]))
            self.class_picker.addItem(QIcon(swatch), self.tr("class {k}").format(k=k), k)
        self.class_picker.setCurrentIndex(min(chosen, wanted - 1))
        self.class_picker.blockSignals(False)

    def _update_bar(self) -> None:
        for widget in (self.class_picker, self.hint):
            widget.setVisible(self.drawing)
        self.clear_button.setEnabled(len(self.xy) > 0)

    # ------------------------------------------------------------------ editing

    @property
    def chosen_class(self) -> int:
        return max(self.class_picker.currentIndex(), 0)

    def set_drawing(self, on: bool) -> None:
        """Clicks edit the points (and the plot's context menu is off) while on."""
        self.drawing = bool(on)
        if self.draw_box.isChecked() != self.drawing:
            self.draw_box.setChecked(self.drawing)  # calls back once, with the same value
        self.plot.setMenuEnabled(not self.drawing)
        self._update_bar()

    def set_points(self, xy, labels, emit: bool = False) -> None:
        """Make ``xy`` (N, 2) and ``labels`` (N,) the user's points and draw them."""
        xy = np.asarray(xy, dtype=np.float64).reshape(-1, 2)
        labels = np.asarray(labels, dtype=np.int64).ravel()
        if len(xy) != len(labels):
            raise ValueError(f"{len(xy)} points but {len(labels)} labels")
        self.xy, self.labels, self.active = xy, labels, True
        self._update_picker()
        self._update_bar()
        self.redraw(self.xy, self.labels)
        if emit:
            self.edited.emit(self.xy.copy(), self.labels.copy())

    def adopt(self, xy: np.ndarray, labels: np.ndarray) -> None:
        """Start editing from the points on show (a generated dataset) unless the user's own
        points are there already."""
        if not self.active:
            self.xy = np.asarray(xy, dtype=np.float64).reshape(-1, 2)
            self.labels = np.asarray(labels, dtype=np.int64).ravel()
            self._update_picker()
            self._update_bar()

    def add(self, x: float, y: float, label: Optional[int] = None) -> None:
        """Add a point (of the chosen class by default)."""
        label = self.chosen_class if label is None else int(label)
        self.set_points(np.vstack([self.xy, [[x, y]]]), np.append(self.labels, label), emit=True)

    def remove_nearest(self, x: float, y: float, reach_px: float = REMOVE_REACH_PX) -> bool:
        """Remove the point nearest (x, y) on screen, if one is within ``reach_px`` pixels."""
        if not len(self.xy):
            return False
        scale = self._pixels_per_unit()
        distance = np.hypot((self.xy[:, 0] - x) * scale[0], (self.xy[:, 1] - y) * scale[1])
        nearest = int(np.argmin(distance))
        if distance[nearest] > reach_px:
            return False
        keep = np.arange(len(self.xy)) != nearest
        self.set_points(self.xy[keep], self.labels[keep], emit=True)
        return True

    def clear_points(self) -> None:
        """No points: an empty canvas to draw on."""
        self.set_points(np.zeros((0, 2)), np.zeros(0, dtype=np.int64), emit=True)

    def _pixels_per_unit(self) -> tuple[float, float]:
        view_box = self.plot.getViewBox()
        (x0, x1), (y0, y1) = view_box.viewRange()
        size = view_box.size()
        return (size.width() / max(x1 - x0, 1e-12), size.height() / max(y1 - y0, 1e-12))

    def _on_click(self, event) -> None:
        if not self.drawing or event.double():
            return
        view_box = self.plot.getViewBox()
        scene_pos = event.scenePos()
        if not view_box.sceneBoundingRect().contains(scene_pos):
            return  # on an axis, the title or the legend
        point: QPointF = view_box.mapSceneToView(scene_pos)
        if event.button() == Qt.LeftButton:
            self.add(point.x(), point.y())
            event.accept()
        elif event.button() == Qt.RightButton:
            self.remove_nearest(point.x(), point.y())
            event.accept()
