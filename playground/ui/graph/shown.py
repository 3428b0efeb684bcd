"""What the graph views say and how much room they have, as data: for ``--snapshot``'s JSON
(``"texts"`` and ``"plots"``, beside the verdict's and the plots') and for tests that read a
window from outside. Only a view on screen is listed.
"""
from __future__ import annotations

from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QLabel, QWidget

from playground.ui.graph.example_view import ExampleGraphView
from playground.ui.graph.view import GraphView


def on_screen(widget: QWidget) -> bool:
    """Shown (a tab behind another is not) and not squeezed to nothing."""
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def canvas_area(view) -> dict:
    """The drawing's room in logical pixels: the canvas's viewport."""
    viewport = view.canvas.viewport()
    return {"width": viewport.width(), "height": viewport.height()}


def box_lines(boxes) -> list[str]:
    """Each box's text, its lines joined by " | " (top to bottom, left to right)."""
    lines = []
    for box in sorted(boxes, key=lambda b: (round(b.rect().top()), b.rect().left())):
        texts = [child.text() for child in sorted(box.childItems(), key=lambda c: c.pos().y())
                 if isinstance(child, QGraphicsSimpleTextItem) and child.text()]
        lines.append(" | ".join(line for text in texts for line in text.split("\n")))
    return lines


def example_texts(view: ExampleGraphView) -> list[str]:
    """The summary, the call shown, the step, the step's words and every box, as shown."""
    texts = [label_text(view.summary)]
    if view.calls.isVisible():
        texts.append(view.calls.currentText())
    texts += [label_text(view.step_label), *label_text(view.detail).split("\n")]
    texts += box_lines([*view.boxes.values(), *view.leaf_boxes])
    return [text for text in texts if text.strip()]


def graph_texts(view: GraphView) -> list[str]:
    """The training graph's summary and every box (its cut-off parameters last)."""
    texts = [label_text(view.summary)]
    texts += box_lines(view.boxes.values()) + box_lines(view.cut_boxes)
    return [text for text in texts if text.strip()]


def shown_graphs(example: ExampleGraphView, graph: GraphView) -> tuple[dict, dict]:
    """({"example": [...], "graph": [...]} of the views on screen, their areas by the keys
    "example_graph" and "autograd_graph")."""
    texts, areas = {}, {}
    if on_screen(example):
        texts["example"] = example_texts(example)
        areas["example_graph"] = canvas_area(example)
    if on_screen(graph):
        texts["graph"] = graph_texts(graph)
        areas["autograd_graph"] = canvas_area(graph)
    return texts, areas


def label_text(label: QLabel) -> str:
    """A label's text as read on screen: rich text as plain, no-break spaces and joiners as the
    plain spaces and nothing they look like."""
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(text))
    if rich:  # as read on screen: "<br>" a new line, "&lt;" a "<"
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    return text.replace("\u00a0", " ").replace("\u2060", "")
