"""A handout's picture: f(x) beside its derivative, as the window's curves show them, drawn with
QPainter into a PNG at twice its printed size (no pyqtgraph, no screen: the offscreen platform).

The numbers are the engine's judgement of the lesson's code (ProbeData: f, the derivative its
backward claims and the numerical one on the grid); this module only draws them.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence

import numpy as np
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen

SCALE = 2  # drawn at twice the size it is shown at: sharp on paper and on a high-DPI screen
SIZE = (640, 260)  # the picture's size as shown, in CSS pixels
MARGIN = (44, 12, 14, 30)  # left, top, right, bottom of each plot, before SCALE
FUNCTION_COLOUR, BACKWARD_COLOUR, NUMERIC_COLOUR = QColor("#555555"), QColor("#e8833a"), QColor("#1f77b4")


def curves_png(x: np.ndarray, f: np.ndarray, backward: Optional[np.ndarray], numeric: np.ndarray,
               font_family: Optional[str] = None) -> bytes:
    """Two plots side by side, f(x) and the derivatives (the backward's thick orange under the
    numerical one's dashed blue), as PNG bytes."""
    width, height = SIZE
    image = QImage(width * SCALE, height * SCALE, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(SCALE, SCALE)
    font = QFont(font_family) if font_family else QFont()
    font.setPixelSize(10)
    painter.setFont(font)
    half = width / 2
    _plot(painter, QRectF(0, 0, half, height), x, [(f, FUNCTION_COLOUR, 1.6, False)], "f(x)")
    derivatives = [(numeric, NUMERIC_COLOUR, 1.4, True)]
    if backward is not None:
        derivatives.insert(0, (backward, BACKWARD_COLOUR, 3.2, False))
    _plot(painter, QRectF(half, 0, half, height), x, derivatives, "df/dx")
    painter.end()
    return png_bytes(image)


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
    painter.drawText(QRectF(frame.left() + 4, frame.top() + 2, 80, 14), label)


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
