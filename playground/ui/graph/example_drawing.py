"""The drawing of one recorded backward call: a box per node with its value and its "grad" line,
arrows from each node to its inputs, and the named tensors the graph does not reach in a dashed
row below (a .grad they kept from an earlier call is hidden with the rest in Predict mode). example_view.py lays it out and steps through it; a step changes only the grad lines
and the outlines (``show_step``), never the boxes.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from playground.protocol import BackwardGraph, ExampleLeaf, ExampleNode
from playground.ui.graph.colours import (
    BORDER_WIDTH,
    CURRENT_WIDTH,
    USER_BORDER_WIDTH,
    box_colours,
    current_colour,
    pen_scale,
    text_colour,
)
from playground.ui.graph.drawing import add_arrow, add_box, add_text, graph_font
from playground.ui.graph.example_steps import HIDDEN, NOT_YET, SHOWN, Stepper
from playground.ui.graph.example_words import BOX_ELEMENTS, PRESENTATION_BOX_ELEMENTS, ExampleWords
from playground.ui.graph.layout import ordered_layers, place

PADDING_X, PADDING_Y = 10.0, 6.0
GAP_X, GAP_Y = 22.0, 38.0
MARGIN = 10.0  # around the drawing: a box that fits the view's width needs no scroll bar
# The example's AccumulateGrad node is its leaf ("X · leaf"): green, as the model graph's leaves
COLOUR_KEYS = {"user_function": "user_function", "accumulate": "leaf_grad"}


class ExampleDrawing:
    """The boxes of one backward call in ``scene``, worded by ``words``."""

    def __init__(self, scene: QGraphicsScene, words: ExampleWords) -> None:
        self.scene = scene
        self.words = words
        self.presentation = False
        self.boxes: dict[int, QGraphicsRectItem] = {}  # node id → its box
        self.grad_texts: dict[int, QGraphicsSimpleTextItem] = {}  # node id → its "grad …" line
        self.leaf_boxes: list[QGraphicsRectItem] = []  # leaves the graph does not reach
        self.leaf_grad_texts: list[tuple[ExampleLeaf, QGraphicsSimpleTextItem]] = []  # their .grad lines

    def font(self, scale: float = 1.0) -> QFont:
        return graph_font(self.presentation, scale)

    @property
    def elements(self) -> int:
        """Elements of a tensor a box writes: fewer on a projector, whose boxes are drawn larger."""
        return PRESENTATION_BOX_ELEMENTS if self.presentation else BOX_ELEMENTS

    def clear(self) -> None:
        self.scene.clear()
        self.boxes, self.grad_texts, self.leaf_boxes, self.leaf_grad_texts = {}, {}, [], []

    def draw(self, graph: BackwardGraph) -> None:
        """Every node and arrow of ``graph``, its gradients not yet shown (show_step shows them)."""
        self.clear()
        bottom = self._draw_nodes(graph)
        self._draw_outside_leaves(graph, bottom)
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))

    def show_step(self, stepper: Stepper) -> None:
        """What a step changes: each grad line as its state says, the current node's outline."""
        current = stepper.current
        for leaf, text in self.leaf_grad_texts:  # a .grad from an earlier call: Predict hides it too
            text.setText(self.words.outside_leaf_lines(leaf, hidden=stepper.hides)[1])
        for node in stepper.graph.nodes:
            state = stepper.state_of(node.id)
            text = self.grad_texts.get(node.id)
            if text is not None:
                text.setText(self.words.grad_line(node, state, self.elements))
                text.setBrush(QColor(text_colour(faint=state != SHOWN)))
            box = self.boxes.get(node.id)
            if box is None:
                continue
            is_current = current is not None and node.id == current.id
            border = current_colour() if is_current else self._box_colours(node)[1]
            box.setPen(QPen(QColor(border), self._border_width(node, is_current)))

    def _box_colours(self, node: ExampleNode) -> tuple[str, str]:
        return box_colours(COLOUR_KEYS.get(node.kind, "function"))

    def _border_width(self, node: ExampleNode, current: bool = False) -> float:
        width = CURRENT_WIDTH if current else USER_BORDER_WIDTH if node.kind == "user_function" else BORDER_WIDTH
        return width * pen_scale(self.presentation)

    def _draw_nodes(self, graph: BackwardGraph) -> float:
        font = self.font()
        metrics = QFontMetricsF(font)
        lines = {node.id: self.words.node_lines(node, self.elements) for node in graph.nodes}
        widest_grad = {node.id: max(metrics.horizontalAdvance(self.words.grad_line(node, state, self.elements))
                                    for state in (SHOWN, NOT_YET, HIDDEN)) for node in graph.nodes}
        widths = {i: max([metrics.horizontalAdvance(line) for line in text] + [widest_grad[i]]) + 2 * PADDING_X
                  for i, text in lines.items()}
        height = 3 * metrics.height() + 2 * PADDING_Y
        index = {node.id: position for position, node in enumerate(graph.nodes)}
        edges = [(index[a], index[b]) for a, b in graph.edges if a in index and b in index]
        layers = ordered_layers(len(graph.nodes), edges)
        corners = place([[graph.nodes[i].id for i in layer] for layer in layers], widths, height, GAP_X, GAP_Y)
        for node in graph.nodes:
            x, y = corners[node.id]
            fill, border = self._box_colours(node)
            box = add_box(self.scene, QRectF(x, y, widths[node.id], height), fill, border, self._border_width(node))
            box.setData(0, node.kind)
            box.setToolTip(self.words.node_tooltip(node))
            for row, text in enumerate(lines[node.id] + [""]):
                item = add_text(box, text, font, text_colour(), x + PADDING_X, y + PADDING_Y + row * metrics.height())
                if row == 2:
                    self.grad_texts[node.id] = item
            self.boxes[node.id] = box
        for parent, child in graph.edges:
            if parent in self.boxes and child in self.boxes:
                add_arrow(self.scene, self.boxes[parent].rect(), self.boxes[child].rect(), GAP_Y, self.presentation)
        return max((box.rect().bottom() for box in self.boxes.values()), default=0.0)

    def _draw_outside_leaves(self, graph: BackwardGraph, top: float) -> None:
        """The named tensors the graph does not reach (cut off, or never used): a dashed row."""
        outside = [leaf for leaf in graph.leaves if leaf.node is None]
        if not outside:
            return
        font = self.font()
        metrics = QFontMetricsF(font)
        texts = [self.words.outside_leaf_lines(leaf) for leaf in outside]
        widths = [max(metrics.horizontalAdvance(line) for line in text) + 2 * PADDING_X for text in texts]
        height = len(texts[0]) * metrics.height() + 2 * PADDING_Y
        x = -(sum(widths) + GAP_X * (len(outside) - 1)) / 2
        y = top + 1.5 * GAP_Y
        fill, border = box_colours("cut")
        for leaf, text, width in zip(outside, texts, widths):
            box = add_box(self.scene, QRectF(x, y, width, height), fill, border,
                          BORDER_WIDTH * pen_scale(self.presentation), dashed=True)
            box.setToolTip(self.words.cut_words(leaf))
            for row, line in enumerate(text):
                item = add_text(box, line, font, text_colour(faint=True), x + PADDING_X,
                                y + PADDING_Y + row * metrics.height())
                if row == 1:
                    self.leaf_grad_texts.append((leaf, item))
            self.leaf_boxes.append(box)
            x += width + GAP_X
