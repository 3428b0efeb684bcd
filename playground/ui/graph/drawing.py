"""The pieces both graph views draw with: boxes with lines of text, and arrows from a parent's
bottom edge to a child's top, in the theme's colours (colours.py) and at the size of the text
(presentation mode: larger text, thicker pens, bigger arrow heads)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from playground.ui.graph.colours import EDGE_WIDTH, edge_colour, pen_scale
from playground.ui.plots.style import NORMAL_POINTS, PRESENTATION_SCALE

ARROW = 7.0  # the arrow head's length on a normal screen


def graph_font(presentation: bool, scale: float = 1.0) -> QFont:
    """The window's font (at least NORMAL_POINTS), larger in presentation mode. Points, so high
    DPI screens draw it as large as the rest of the window's text."""
    font = QFont(QApplication.font())
    base = max(QApplication.font().pointSizeF(), NORMAL_POINTS)
    font.setPointSizeF(base * (PRESENTATION_SCALE if presentation else 1.0) * scale)
    return font


def add_box(scene: QGraphicsScene, rect: QRectF, fill: str, border: str, width: float,
            dashed: bool = False) -> QGraphicsRectItem:
    """A filled box with its border, added to ``scene``."""
    pen = QPen(QColor(border), width)
    if dashed:
        pen.setStyle(Qt.DashLine)
    box = QGraphicsRectItem(rect)
    box.setPen(pen)
    box.setBrush(QBrush(QColor(fill)))
    scene.addItem(box)
    return box


def add_text(box: QGraphicsRectItem, text: str, font: QFont, colour: str, x: float,
             y: float) -> QGraphicsSimpleTextItem:
    """A line (or lines) of text inside ``box``, its top-left corner at (x, y)."""
    item = QGraphicsSimpleTextItem(text, box)
    item.setFont(font)
    item.setBrush(QColor(colour))
    item.setPos(x, y)
    return item


def add_arrow(scene: QGraphicsScene, source: QRectF, target: QRectF, gap_y: float,
              presentation: bool = False) -> None:
    """A curve from the parent's bottom to the child's top, with its head at the child: the way
    the backward pass sends gradients."""
    scale = pen_scale(presentation)
    head_length = ARROW * scale
    start = QPointF(source.center().x(), source.bottom())
    end = QPointF(target.center().x(), target.top())
    bend = max((end.y() - start.y()) / 2, gap_y / 2)
    path = QPainterPath(start)
    path.cubicTo(start + QPointF(0, bend), end - QPointF(0, bend), end - QPointF(0, head_length))
    colour = QColor(edge_colour())
    line = QGraphicsPathItem(path)
    line.setPen(QPen(colour, EDGE_WIDTH * scale))
    line.setZValue(-1)
    head = QGraphicsPolygonItem(QPolygonF([end, end + QPointF(-head_length / 2, -head_length),
                                           end + QPointF(head_length / 2, -head_length)]))
    head.setBrush(QBrush(colour))
    head.setPen(QPen(Qt.NoPen))
    for item in (line, head):
        item.setFlag(QGraphicsItem.ItemIsSelectable, False)
        scene.addItem(item)
