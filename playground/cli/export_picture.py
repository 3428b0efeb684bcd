"""A handout's picture: f(x) and a derivative panel per input, as the window's curves show them
(which curves: cli/handout_curves.py), drawn with QPainter into a PNG at twice its printed size (no
pyqtgraph, no screen: the offscreen platform).

The numbers are the engine's judgement of the lesson's code (ProbeData: f, the derivative its
backward claims and the numerical one on the grid); this module only draws them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Optional, Sequence

import numpy as np
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen

SCALE = 2  # drawn at twice the size it is shown at: sharp on paper and on a high-DPI screen
SIZE = (640, 260)  # the picture's size as shown, in CSS pixels
MARGIN = (44, 12, 14, 30)  # left, top, right, bottom of each plot, before SCALE
FUNCTION_COLOUR, BACKWARD_COLOUR, NUMERIC_COLOUR = QColor("#555555"), QColor("#e8833a"), QColor("#1f77b4")


@dataclass
class Panel:
    """One plot of the picture: its title and its curves, each (values, colour, pen width, dashed)."""

    title: str
    curves: list = field(default_factory=list)


def panels_png(x: np.ndarray, panels: Sequence[Panel], font_family: Optional[str] = None) -> bytes:
    """The panels two to a row (one alone takes the whole width), each SIZE[1] high, as PNG bytes."""
    width, height = SIZE
    columns = 1 if len(panels) == 1 else 2
    rows = math.ceil(len(panels) / columns)
    image = QImage(width * SCALE, height * rows * SCALE, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(SCALE, SCALE)
    font = QFont(font_family) if font_family else QFont()
    font.setPixelSize(10)
    painter.setFont(font)
    cell = width / columns
    for index, panel in enumerate(panels):
        row, column = divmod(index, columns)
        _plot(painter, QRectF(column * cell, row * height, cell, height), x, panel.curves, panel.title)
    painter.end()
    return png_bytes(image)


def function_curve(values: np.ndarray) -> tuple:
    return (values, FUNCTION_COLOUR, 1.6, False)


def backward_curve(values: np.ndarray) -> tuple:
    """Thick orange: the numerical one's dashed blue runs on it where the backward is right."""
    return (values, BACKWARD_COLOUR, 3.2, False)


def numeric_curve(values: np.ndarray) -> tuple:
    return (values, NUMERIC_COLOUR, 1.4, True)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; PySide6 wants str
    buffer.close()
    return bytes(data.data())


def _plot(painter: QPainter, area: QRectF, x: np.ndarray, curves: list, label: str) -> None:
    left, top, right, bottom = MARGIN
    frame = QRectF(area.left() + left, area.top() + top, area.width() - left - right, area.height() - top - bottom)
    finite = [values[np.isfinite(values)] for values, *_ in curves]
    low = min((float(v.min()) for v in finite if v.size), default=-1.0)
    high = max((float(v.max()) for v in finite if v.size), default=1.0)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    pad = 0.06 * (high - low)
    low, high = low - pad, high + pad
    x_low, x_high = float(x.min()), float(x.max())

    def point(xv: float, yv: float) -> QPointF:
        return QPointF(frame.left() + (xv - x_low) / (x_high - x_low) * frame.width(),
                       frame.bottom() - (yv - low) / (high - low) * frame.height())

    _grid(painter, frame, ticks(x_low, x_high), ticks(low, high), point)
    for values, colour, width, dashed in curves:
        pen = QPen(colour, width)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawPath(_path(x, values, point))
    painter.setPen(QColor("#222222"))
    painter.drawText(QRectF(frame.left() + 4, frame.top() + 2, frame.width() - 8, 14), label)


def _grid(painter: QPainter, frame: QRectF, x_ticks: Sequence[float], y_ticks: Sequence[float], point) -> None:
    painter.setPen(QPen(QColor("#dddddd"), 0.6))
    for value in x_ticks:
        at = point(value, 0).x()
        painter.drawLine(QPointF(at, frame.top()), QPointF(at, frame.bottom()))
    for value in y_ticks:
        at = point(0, value).y()
        painter.drawLine(QPointF(frame.left(), at), QPointF(frame.right(), at))
    painter.setPen(QPen(QColor("#888888"), 0.8))
    painter.drawRect(frame)
    painter.setPen(QColor("#444444"))
    for value in x_ticks:
        at = point(value, 0).x()
        painter.drawText(QRectF(at - 20, frame.bottom() + 2, 40, 14), Qt.AlignmentFlag.AlignHCenter, f"{value:g}")
    for value in y_ticks:
        at = point(0, value).y()
        painter.drawText(QRectF(frame.left() - 42, at - 7, 38, 14), Qt.AlignmentFlag.AlignRight, f"{value:g}")


def _path(x: np.ndarray, values: np.ndarray, point) -> QPainterPath:
    """The curve, broken where a value is not finite."""
    path = QPainterPath()
    drawing = False
    for xv, yv in zip(x.tolist(), values.tolist()):
        if not math.isfinite(yv):
            drawing = False
            continue
        if drawing:
            path.lineTo(point(xv, yv))
        else:
            path.moveTo(point(xv, yv))
            drawing = True
    return path


def ticks(low: float, high: float, wanted: int = 5) -> list[float]:
    """Round numbers between low and high, about ``wanted`` of them (1, 2 or 5 times a power of 10)."""
    span = high - low
    raw = span / max(1, wanted)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.ceil(low / step) * step
    count = int(math.floor((high - first) / step + 1e-9)) + 1
    return [round(first + i * step, 10) for i in range(count)]


def jacobian_png(yours: np.ndarray, true: np.ndarray, titles: tuple[str, str],
                 font_family: Optional[str] = None) -> bytes:
    """A Jacobian block as the window's Jacobian view shows it: your backward's beside the true
    one, one colour scale for both (blue negative, white zero, red positive), at twice its size."""
    limit = max((float(np.abs(m[np.isfinite(m)]).max()) for m in (yours, true) if np.isfinite(m).any()), default=1.0)
    limit = limit if limit > 0 else 1.0
    rows, cols = true.shape
    cell = max(4.0, min(28.0, 280.0 / max(rows, cols)))
    map_width, map_height = cols * cell, rows * cell
    width, height = int(2 * map_width + 60), int(map_height + 40)
    image = QImage(width * SCALE, height * SCALE, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(SCALE, SCALE)
    font = QFont(font_family) if font_family else QFont()
    font.setPixelSize(11)
    painter.setFont(font)
    for index, (matrix, title) in enumerate(zip((yours, true), titles)):
        left = 20 + index * (map_width + 20)
        painter.setPen(QColor("#222222"))
        painter.drawText(QRectF(left, 4, map_width + 20, 16), title)
        for row in range(rows):
            for col in range(cols):
                painter.fillRect(QRectF(left + col * cell, 24 + row * cell, cell, cell),
                                 diverging_colour(float(matrix[row, col]), limit))
        painter.setPen(QPen(QColor("#888888"), 0.8))
        painter.drawRect(QRectF(left, 24, map_width, map_height))
    painter.end()
    return png_bytes(image)


def diverging_colour(value: float, limit: float) -> QColor:
    """White at zero, to blue at −limit and red at +limit; grey where the value is not finite."""
    if not math.isfinite(value):
        return QColor("#999999")
    share = max(-1.0, min(1.0, value / limit))
    far = (33, 102, 172) if share < 0 else (178, 24, 43)
    amount = abs(share)
    return QColor(*(round(255 + (channel - 255) * amount) for channel in far))
