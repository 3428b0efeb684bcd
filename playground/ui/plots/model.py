"""What the toy model computes: the fitted curve against its target (fit-1d), or the decision
boundary with the data points (classify-2d). Models without a picture say so in words.

The data points come once per run (TrainStarted); predictions come with snapshots and are drawn
by the ~30 Hz timer with setData on items made once. In the 2-D view the user can also draw the
data by hand (hand_points.py): ``points_edited`` tells the window the new point set, which it
trains on through TrainConfig.custom_x / custom_y.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from playground.protocol import Prediction, TrainSnapshot, TrainStarted
from playground.ui.plots.hover import HoverReadout, hover_label
from playground.ui.plots.on_demand import OnDemandPanel, as_built
from playground.ui.plots.palette import BLACK, BLUE, GREEN, ORANGE, PURPLE, SKY_BLUE, VERMILLION
from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.redraw import make_live_timer
from playground.ui.plots.style import PlotStyle
from playground.ui.plots.values import format_value
from playground.ui.plots.words import tr
from playground.ui.training.hand_points import HandPoints

CLASS_COLOURS = (BLUE, ORANGE, GREEN, PURPLE, SKY_BLUE, VERMILLION, BLACK)
CLASS_SYMBOLS = ("o", "t", "s", "d", "star", "p", "h")  # shape tells classes apart, as colour does
DATA_POINT_COLOUR = (120, 120, 120, 160)
FAINTEST_ALPHA, STRONGEST_ALPHA = 20, 150  # the data points must stay visible on the boundary
EMPTY_CANVAS = (-1.5, 1.5)  # the range of a drawing canvas without points yet
CUSTOM_DATASET = "custom"  # TrainStarted.dataset of a run on the user's own points


def boundary_rgba(classes: np.ndarray, confidence: Optional[np.ndarray],
                  class_count: int) -> np.ndarray:
    """(H, W, 4) uint8 picture: the colour of the predicted class, opaque where the model is sure.

    Confidence at chance level (1 / classes) is nearly transparent, certainty is strongest.
    """
    palette = np.array([QColor(colour).getRgb() for colour in CLASS_COLOURS], dtype=np.uint8)
    classes = np.asarray(classes, dtype=np.int64)
    rgba = palette[np.mod(classes, len(palette))]
    chance = 1.0 / max(class_count, 2)
    if confidence is None:
        strength = np.ones(classes.shape)
    else:
        strength = np.clip((np.nan_to_num(np.asarray(confidence, dtype=np.float64)) - chance)
                           / (1.0 - chance), 0.0, 1.0)
    rgba[..., 3] = (FAINTEST_ALPHA + (STRONGEST_ALPHA - FAINTEST_ALPHA) * strength).astype(np.uint8)
    return rgba


def grid_rect(xs: np.ndarray, ys: np.ndarray) -> QRectF:
    """The rectangle whose pixel centres are the grid points xs × ys."""
    dx = (xs[-1] - xs[0]) / (len(xs) - 1) if len(xs) > 1 else 1.0
    dy = (ys[-1] - ys[0]) / (len(ys) - 1) if len(ys) > 1 else 1.0
    return QRectF(float(xs[0] - dx / 2), float(ys[0] - dy / 2),
                  float(dx * len(xs)), float(dy * len(ys)))


class ModelPanel(OnDemandPanel):
    """The model's prediction now, over the data it is trained on."""

    points_edited = Signal(object, object)  # (xy (N, 2) float64, labels (N,) int64), drawn by hand

    def _build(self) -> None:  # when first shown or used (on_demand.py), not with the window
        self.look = PlotStyle()
        self.mode = "none"  # "curve" | "boundary" | "none"
        self._class_count = 2
        self._prediction: Optional[Prediction] = None
        self._request_id: Optional[int] = None
        self.timer = make_live_timer(self, self.flush)
        self._make_plot()
        self._build_layout()
        self.clear()

    def _make_plot(self) -> None:
        self.view = self.look.plot_view(self.tr("The model"), "", "", legend_columns=4)
        self.plot = self.view.plot_item
        self.boundary = pg.ImageItem(axisOrder="row-major")
        self.boundary.setZValue(-20)
        self.plot.addItem(self.boundary)
        self.data_points = self.look.scatter(self.plot, DATA_POINT_COLOUR,
                                             name=self.tr("training data"))
        self.target = self.look.curve(self.plot, BLACK, Qt.DashLine, name=self.tr("target"))
        self.fit = self.look.curve(self.plot, VERMILLION, Qt.SolidLine, name=self.tr("model"))
        for z, item in enumerate((self.data_points, self.target, self.fit)):
            item.setZValue(z)
        self.class_points: list[pg.ScatterPlotItem] = []
        self.readout_label = self.look.text(hover_label())
        self.readout = HoverReadout(self.view, self.readout_label)
        self.readout.add_curve(self.fit)
        self.readout.add_curve(self.target)
        self.readout.add_image(self.boundary, self._describe_pixel)
        self.hand = HandPoints(self.plot, self._draw_hand_points, CLASS_COLOURS, self)
        self.hand.edited.connect(self.points_edited)

    def _build_layout(self) -> None:
        page = QWidget(self)
        page_layout = QVBoxLayout(page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.addWidget(self.hand.bar)
        for widget in self.hand.widgets():
            self.look.text(widget)
        page_layout.addWidget(self.view, 1)
        page_layout.addWidget(self.readout_label)
        self.message = self.look.text(QLabel(), 1.3)
        self.message.setAlignment(Qt.AlignCenter)
        self.message.setWordWrap(True)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(page)
        self.pages.addWidget(self.message)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.pages)

    def start(self, msg: TrainStarted) -> None:
        """A new run: draw its data points, and choose curve, boundary or no picture. A run on
        the user's own points shows all of them (the engine sends only the training split)."""
        was_drawing = self.hand.drawing
        self.clear()
        self._request_id = msg.request_id
        data_x = None if msg.data_x is None else np.asarray(msg.data_x, dtype=np.float64)
        data_y = None if msg.data_y is None else np.asarray(msg.data_y)
        planar = data_x is not None and data_x.ndim == 2 and data_x.shape[1] == 2
        if msg.dataset != CUSTOM_DATASET:
            self.hand.active = False  # a generated dataset: drawing starts from its points
        if msg.task == "classification" and planar and self.hand.active:
            self._show_classes(self.hand.xy, self.hand.labels)
        elif msg.task == "classification" and planar:
            self._show_classes(data_x, data_y)
            self.hand.adopt(data_x, data_y if data_y is not None else np.zeros(len(data_x)))
        elif msg.task == "regression" and data_x is not None and data_x.squeeze().ndim <= 1:
            self._set_mode("curve")
            if data_y is not None:
                self.data_points.setData(x=data_x.ravel(),
                                         y=np.asarray(data_y, dtype=np.float64).ravel())
        else:
            self._set_mode("none", self.tr(
                "This model has no picture: see the loss and the gradients."))
        if was_drawing and self.mode == "boundary":
            self.hand.set_drawing(True)  # drawing stays on from run to run

    def _show_classes(self, data_x: np.ndarray, labels: Optional[np.ndarray]) -> None:
        self._set_mode("boundary")
        if labels is None:
            labels = np.zeros(len(data_x), dtype=np.int64)
        labels = labels.astype(np.int64).ravel()
        self._class_count = max(int(labels.max()) + 1 if len(labels) else 2, 2)
        while len(self.class_points) < self._class_count:
            k = len(self.class_points)
            colour = QColor(CLASS_COLOURS[k % len(CLASS_COLOURS)])
            symbol = CLASS_SYMBOLS[k % len(CLASS_SYMBOLS)]
            self.class_points.append(self.look.scatter(self.plot, colour, symbol,
                                                       name=self.tr("class {k}").format(k=k)))
        legend = []
        for k, points in enumerate(self.class_points):
            mine = labels == k
            points.setData(x=data_x[mine, 0], y=data_x[mine, 1])
            points.setVisible(k < self._class_count)
            if k < self._class_count:
                legend.append((points, self.tr("class {k}").format(k=k)))
        self.view.set_legend(legend)

    def _set_mode(self, mode: str, message: str = "") -> None:
        self.mode = mode
        self.hand.bar.setVisible(mode == "boundary")
        if mode != "boundary" and self.hand.drawing:
            self.hand.set_drawing(False)
        curve = mode == "curve"
        for item in (self.data_points, self.target, self.fit):
            item.setVisible(curve)
        self.boundary.setVisible(mode == "boundary")
        for points in self.class_points:
            points.setVisible(mode == "boundary")
        self.message.setText(message)
        self.pages.setCurrentIndex(1 if mode == "none" else 0)
        title = {"curve": self.tr("The model's fit"), "boundary": self.tr("Decision boundary")}
        axes = {"curve": ("y", "x"), "boundary": ("x₂", "x₁")}.get(mode, ("", ""))
        self.look.set_titles(self.view, title.get(mode, self.tr("The model")), *axes)
        if curve:
            self.view.set_legend([(item, item.name())
                                  for item in (self.data_points, self.target, self.fit)])

    def add(self, snap: TrainSnapshot) -> None:
        """Keep the snapshot's prediction (cheap); the timer draws it."""
        if self._request_id is not None and snap.request_id != self._request_id:
            return  # a late snapshot of a previous run
        if snap.prediction is None:
            return
        self._prediction = snap.prediction
        self.timer.mark_dirty()

    def flush(self) -> None:
        """Draw the latest prediction (the timer calls this; tests call it directly)."""
        if not self.timer.take() or self._prediction is None:
            return
        prediction = self._prediction
        if prediction.kind == "curve":
            if self.mode != "curve":
                self._set_mode("curve")
            x = np.asarray(prediction.x, dtype=np.float64).ravel()
            self.fit.setData(x, np.asarray(prediction.y, dtype=np.float64).ravel())
            if prediction.target is not None:
                self.target.setData(x, np.asarray(prediction.target, dtype=np.float64).ravel())
        elif prediction.kind == "boundary" and prediction.classes is not None:
            if self.mode != "boundary":
                self._set_mode("boundary")
            xs = np.asarray(prediction.x, dtype=np.float64)
            ys = np.asarray(prediction.y, dtype=np.float64)
            picture = boundary_rgba(prediction.classes, prediction.confidence, self._class_count)
            self.boundary.setImage(picture)
            self.boundary.setRect(grid_rect(xs, ys))

    @as_built()  # the build clears it
    def clear(self) -> None:
        """No run shown: empty every item."""
        self.timer.take()  # nothing waits to be drawn
        self._prediction, self._request_id = None, None
        for item in (self.target, self.fit):
            item.setData([], [])
        for points in [self.data_points, *self.class_points]:
            points.setData(x=[], y=[])
        self.boundary.clear()
        self.view.set_legend([])
        self._set_mode("none", self.tr("The model appears here while it trains: press Train."))

    def _describe_pixel(self, row: int, column: int) -> Optional[str]:
        prediction = self._prediction
        if prediction is None or prediction.classes is None:
            return None
        text = tr("x₁ = {x}, x₂ = {y}: class {k}").format(
            x=format_value(prediction.x[column]), y=format_value(prediction.y[row]),
            k=int(prediction.classes[row, column]))
        if prediction.confidence is not None:
            percent = f"{100 * prediction.confidence[row, column]:.0f}"
            text += tr(" (confidence {percent}%)").format(percent=percent)
        return text

    # ------------------------------------------------------------------ data by hand

    def begin_drawing(self) -> None:
        """Show the 2-D canvas (also before any run) with drawing on: the points on show, or
        the user's own, or none yet."""
        self._draw_hand_points(self.hand.xy, self.hand.labels)
        self.hand.set_drawing(True)

    def set_drawing(self, on: bool) -> None:
        """Clicks add (left) and remove (right) points while on; the Draw points box says so."""
        if on and self.mode != "boundary":
            self.begin_drawing()
        else:
            self.hand.set_drawing(on)

    def set_points(self, xy, labels) -> None:
        """Show ``xy`` (N, 2) with ``labels`` (N,) as the user's own points (a CSV import);
        emits nothing: the caller knows."""
        self.hand.set_points(xy, labels)
        if len(self.hand.xy):
            self.plot.getViewBox().autoRange()  # new points: show them all, once

    def points(self) -> tuple[np.ndarray, np.ndarray]:
        """The point set being edited: (xy (N, 2) float64, labels (N,) int64)."""
        return self.hand.xy.copy(), self.hand.labels.copy()

    def _draw_hand_points(self, xy: np.ndarray, labels: np.ndarray) -> None:
        if self.mode != "boundary":
            self._set_mode("boundary")
        self._show_classes(xy, labels)
        view_box = self.plot.getViewBox()
        if not len(xy) and self._prediction is None:
            view_box.setRange(xRange=EMPTY_CANVAS, yRange=EMPTY_CANVAS, padding=0)
        elif self.hand.drawing:
            view_box.disableAutoRange()  # the canvas must not jump under the mouse at each click

    def set_presentation(self, on: bool) -> None:
        """Thick lines, large points and fonts for a projector."""
        self.look.set_presentation(on)

    def plot_views(self) -> list[PlotView]:
        """The plots of this panel (pyqtgraph GraphicsLayoutWidgets), for export."""
        return [self.view]
