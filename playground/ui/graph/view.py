"""The autograd graph behind the loss, drawn natively (Qt graphics, no Graphviz): what torchviz
shows, for a class on a projector.

Boxes from ``loss.grad_fn`` at the top down to the leaves, arrows in the direction the backward
pass sends gradients. The user's Function is orange; leaves that will receive ``.grad`` are
green; parameters that ``detach`` or ``no_grad`` cut off hang below the graph, grey and dashed,
with a note. The wheel zooms (around the mouse); a double click fits the whole graph again.
A training run's graph carries the numbers of one batch: each box shows what its node made and
the gradient that reached it (a tensor as its range and mean, a gradient as its norm; a scalar
whole), each parameter its value and gradient norm. Colours follow the theme (colours.py), text
and pens presentation mode.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem, QLabel, QVBoxLayout, QWidget

from playground.protocol import GraphCut, GraphData, GraphNode
from playground.ui.graph.canvas import GraphCanvas
from playground.ui.graph.colours import (
    BORDER_WIDTH,
    USER_BORDER_WIDTH,
    box_colours,
    pen_scale,
    text_colour,
)
from playground.ui.graph.drawing import add_arrow, add_box, add_text, graph_font
from playground.ui.graph.example_steps import figures, number, shape_text, tensor_text
from playground.ui.graph.layout import ordered_layers, place
from playground.ui.words.codes import error_message

PADDING_X, PADDING_Y = 10.0, 6.0
GAP_X, GAP_Y = 18.0, 34.0
DIGITS = 3  # decimals of the numbers in a box: fixed, so boxes of one row read alike


class GraphView(QWidget):
    """A summary line, a colour key, and the graph itself."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.presentation = False
        self.data: Optional[GraphData] = None
        self.boxes: dict[int, QGraphicsRectItem] = {}  # node id → its box (tests, tooltips)
        self.cut_boxes: list[QGraphicsRectItem] = []
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.key = QLabel(self)
        self.key.setTextFormat(Qt.RichText)
        self.key.setWordWrap(True)
        self.scene = QGraphicsScene(self)
        self.canvas = GraphCanvas(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.key)
        layout.addWidget(self.canvas, 1)
        self._restyle = QTimer(self)  # a palette change comes before the theme's colours change
        self._restyle.setSingleShot(True)
        self._restyle.timeout.connect(self.refresh_theme)
        self._style_labels()
        self.show_graph(None)

    # ------------------------------------------------------------------ public

    def show_graph(self, data: Optional[GraphData]) -> None:
        """Draw ``data`` (None: nothing yet, with a hint)."""
        self.data = data
        self.scene.clear()
        self.boxes, self.cut_boxes = {}, []
        self.canvas.user_zoomed = False
        self.canvas.refresh_colours()
        if data is None or (data.error is not None and not data.nodes):
            self.summary.setText(self._empty_text(data))
            self.key.setVisible(False)
            return
        self.key.setVisible(True)
        self.key.setText(self._key_html())
        self.summary.setText(self._summary_text(data))
        bottom = self._draw_graph(data.nodes, data.edges)
        self._draw_cuts(data.cuts, bottom)
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-20, -20, 20, 20))
        self.canvas.fit()

    def set_presentation(self, on: bool) -> None:
        """Large fonts for a projector (the drawing is made again with them)."""
        self.presentation = bool(on)
        self.canvas.set_presentation(self.presentation)
        self._style_labels()
        self.show_graph(self.data)

    def refresh_theme(self) -> None:
        """Draw again in the theme in use now (the canvas, the boxes, the key)."""
        self.show_graph(self.data)

    def clear(self) -> None:
        self.show_graph(None)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._restyle.start(0)  # once the theme's colours are in use

    # ------------------------------------------------------------------ drawing

    def _font(self, scale: float = 1.0) -> QFont:
        return graph_font(self.presentation, scale)

    def _style_labels(self) -> None:
        for label, scale in ((self.summary, 1.1), (self.key, 1.0)):
            label.setFont(self._font(scale))

    def _draw_graph(self, nodes: list[GraphNode], edges: list) -> float:
        """Boxes and arrows; returns the y of the lowest box's bottom edge."""
        font = self._font()
        texts = {node.id: self._node_text(node) for node in nodes}
        metrics = QFontMetricsF(font)
        widths = {i: max(metrics.horizontalAdvance(line) for line in text.split("\n")) + 2 * PADDING_X
                  for i, text in texts.items()}
        lines = max((text.count("\n") + 1 for text in texts.values()), default=2)
        height = lines * metrics.height() + 2 * PADDING_Y  # one height for all: the rows stay rows
        corners = place(ordered_layers(len(nodes), edges), widths, height, GAP_X, GAP_Y)
        for node in nodes:
            x, y = corners[node.id]
            box = self._box(QRectF(x, y, widths[node.id], height), texts[node.id], font,
                            _colour_key(node), dashed=node.kind == "collapsed",
                            bold=node.kind == "user_function")
            box.setToolTip(self._node_tooltip(node))
            self.boxes[node.id] = box
        for parent, child in edges:
            add_arrow(self.scene, self.boxes[parent].rect(), self.boxes[child].rect(), GAP_Y, self.presentation)
        return max((box.rect().bottom() for box in self.boxes.values()), default=0.0)

    def _draw_cuts(self, cuts: list[GraphCut], top: float) -> None:
        """The parameters the graph does not reach: a grey dashed row below it, and a note."""
        if not cuts:
            return
        font = self._font()
        metrics = QFontMetricsF(font)
        texts = [f"{cut.param_name}\n{shape_text(cut.shape)}" for cut in cuts]
        widths = [max(metrics.horizontalAdvance(line) for line in t.split("\n")) + 2 * PADDING_X
                  for t in texts]
        height = 2 * metrics.height() + 2 * PADDING_Y
        note = QGraphicsSimpleTextItem(self._cut_note(cuts))
        note.setFont(self._font(0.95))
        note.setBrush(QColor(text_colour(faint=True)))
        y = top + 2 * GAP_Y
        note.setPos(-note.boundingRect().width() / 2, y)
        self.scene.addItem(note)
        y += note.boundingRect().height() + 8
        x = -(sum(widths) + GAP_X * (len(cuts) - 1)) / 2
        for cut, text, width in zip(cuts, texts, widths):
            box = self._box(QRectF(x, y, width, height), text, font, "cut", dashed=True)
            box.setToolTip(self._cut_tooltip(cut))
            self.cut_boxes.append(box)
            x += width + GAP_X

    def _box(self, rect: QRectF, text: str, font: QFont, colour_key: str, dashed: bool = False,
             bold: bool = False) -> QGraphicsRectItem:
        fill, border = box_colours(colour_key)
        width = (USER_BORDER_WIDTH if bold else BORDER_WIDTH) * pen_scale(self.presentation)
        box = add_box(self.scene, rect, fill, border, width, dashed)
        box.setData(0, colour_key)
        label = add_text(box, text, font, text_colour(faint=colour_key == "cut"), 0, 0)
        bounds = label.boundingRect()
        label.setPos(rect.center().x() - bounds.width() / 2, rect.center().y() - bounds.height() / 2)
        return box

    # ------------------------------------------------------------------ words

    def _node_text(self, node: GraphNode) -> str:
        if node.kind == "leaf":
            second = self.tr("gets .grad") if node.gets_grad else self.tr("no .grad")
            return "\n".join([node.label, f"{shape_text(node.shape)} · {second}", *self._number_lines(node)])
        if node.kind == "collapsed":
            return f"{node.label}\n" + self.tr("{n} nodes folded").format(n=node.folded)
        if node.kind == "accumulate":  # its leaf, below it, shows the numbers
            return f"{node.label}\n{shape_text(node.shape)}"
        return "\n".join([node.label, shape_text(node.shape), *self._number_lines(node)])

    def _number_lines(self, node: GraphNode) -> list[str]:
        """The batch's numbers: what the node made (a leaf: its value) and the gradient that
        reached it (a parameter: its gradient), a scalar whole, a tensor in brief."""
        lines = []
        if node.value is not None:
            if node.value.values is not None:
                lines.append(self.tr("value {v}").format(v=tensor_text(node.value, DIGITS)))
            else:
                low, mean, high, _norm = figures(node.value)
                lines.append(self.tr("value {low} … {high}, mean {mean}").format(
                    low=number(low, DIGITS), high=number(high, DIGITS), mean=number(mean, DIGITS)))
        if node.grad is not None:
            if node.grad.values is not None:
                lines.append(self.tr("grad {g}").format(g=tensor_text(node.grad, DIGITS)))
            else:
                lines.append(self.tr("grad norm {norm}").format(norm=number(figures(node.grad)[3], DIGITS)))
        return lines

    def _number_tooltip(self, node: GraphNode) -> list[str]:
        lines = []
        for value, words in ((node.value, self.tr("value: min {min}, mean {mean}, max {max}, norm {norm}")),
                             (node.grad, self.tr("gradient that reached it: min {min}, mean {mean}, max {max}, "
                                                 "norm {norm}"))):
            if value is not None:
                low, mean, high, norm = (number(f) for f in figures(value))
                lines.append(words.format(min=low, mean=mean, max=high, norm=norm))
        return lines

    def _node_tooltip(self, node: GraphNode) -> str:
        kinds = {
            "function": self.tr("An operation of torch: its backward is built in."),
            "user_function": self.tr("Your autograd.Function: here the backward you wrote runs."),
            "accumulate": self.tr("AccumulateGrad: adds the gradient into the leaf's .grad."),
            "leaf": self.tr("A leaf tensor (requires_grad=True): .grad is filled by backward().")
            if node.gets_grad else self.tr("A leaf tensor that gets no .grad."),
            "collapsed": self.tr("{n} nodes folded into one to keep the drawing readable.").format(
                n=node.folded),
        }
        lines = [node.label, kinds.get(node.kind, "")]
        if node.param_name:
            lines.append(self.tr("parameter {name}").format(name=node.param_name))
        if node.shape is not None:
            lines.append(self.tr("shape {shape}").format(shape=shape_text(node.shape)))
        lines += self._number_tooltip(node)
        return "\n".join(line for line in lines if line)

    def _cut_note(self, cuts: list[GraphCut]) -> str:
        if all(cut.reason == "frozen" for cut in cuts):
            return self.tr("Frozen (requires_grad=False): these get no .grad")
        return self.tr("Not in the graph (detached / no_grad): these get no .grad")

    def _cut_tooltip(self, cut: GraphCut) -> str:
        if cut.reason == "frozen":
            why = self.tr("requires_grad=False: frozen, so backward() leaves its .grad empty.")
        else:
            why = self.tr("It requires grad, but the loss does not depend on it through the graph: "
                          "a .detach() or torch.no_grad() cut it off, so its .grad stays None.")
        return f"{cut.param_name} {shape_text(cut.shape)}\n{why}"

    def _summary_text(self, data: GraphData) -> str:
        users = sorted({n.label for n in data.nodes if n.kind == "user_function"})
        with_grad = sum(1 for n in data.nodes if n.kind == "leaf" and n.gets_grad)
        parts = [self.tr("The graph behind loss.grad_fn: {n} nodes").format(
            n=len(data.nodes) + data.hidden - sum(1 for n in data.nodes if n.kind == "collapsed"))]
        if users:
            parts.append(self.tr("your Function: {names}").format(names=", ".join(users)))
        parts.append(self.tr("1 leaf gets .grad") if with_grad == 1
                     else self.tr("{k} leaves get .grad").format(k=with_grad))
        detached = sum(1 for cut in data.cuts if cut.reason == "detached")
        if detached:
            parts.append(self.tr("1 parameter cut off by detach / no_grad") if detached == 1
                         else self.tr("{c} parameters cut off by detach / no_grad").format(c=detached))
        frozen = len(data.cuts) - detached
        if frozen:
            parts.append(self.tr("{c} frozen").format(c=frozen))
        root = data.nodes[0] if data.nodes else None
        if root is not None and root.value is not None and root.value.values is not None:
            parts.append(self.tr("numbers of the first step's batch: loss {loss}").format(loss=tensor_text(root.value)))
        return " · ".join(parts)

    def _empty_text(self, data: Optional[GraphData]) -> str:
        if data is not None and data.error is not None:
            if data.error.code == "graph_not_ready":
                return self.tr("The graph appears after the first training step: press Train or Step.")
            return self.tr("No graph: {message}").format(message=error_message(data.error))
        return self.tr("The autograd graph behind the loss appears here after the first training step.")

    def _key_html(self) -> str:
        entries = [("user_function", self.tr("your Function")), ("function", self.tr("torch operation")),
                   ("accumulate", self.tr("AccumulateGrad")), ("leaf_grad", self.tr("leaf that gets .grad")),
                   ("cut", self.tr("cut off (detach / no_grad)"))]
        chips = []
        for key, text in entries:
            border = box_colours(key)[1]
            mark = "⬚" if key == "cut" else "■"  # a dashed square for the dashed boxes
            chips.append(f'<span style="color:{border};">{mark}</span>&nbsp;{text}')
        hint = self.tr("Mouse wheel: zoom · drag: move · double-click: fit")
        return "&nbsp;&nbsp;&nbsp;".join(chips) + f"<br><i>{hint}</i>"


def _colour_key(node: GraphNode) -> str:
    if node.kind == "leaf":
        return "leaf_grad" if node.gets_grad else "leaf"
    return node.kind
