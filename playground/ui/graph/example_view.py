"""The example's backward pass, step by step: every node with its value and the gradient that
reached it, as micrograd draws ``data | grad``, for real PyTorch code on a projector.

Boxes from the root (``L``) down to the leaves, as the autograd graph tab draws them, each with
its forward value and, once its step has come, the gradient it received. ◀ ▶ walk the nodes in
the order autograd ran them; the current node has the thickest border, and the step's words
(example_words.py), below the drawing or beside it, say what it received, what it sent to each
input and, where the node works element by element, the chain rule with the numbers in the code's
names, one line per input (dL/dX = dL/dy · dy/dX = 6.0928 × 0.4200 = 2.5588). "Not yet" (its step
has not come) is drawn apart from a gradient of zero and from None (no gradient at all). Predict
hides each gradient until ▶ reveals it, so a class can say it first, and says so
(``hiding_changed``): the window hides the example's gradients elsewhere with it (the console's
printed lines, the Jacobian). Play steps at the toolbar's Pace. Colours are Okabe-Ito and follow
the theme (colours.py); text and pens follow presentation mode (the boxes' text as large as the
words beside them: a big graph scrolls, from its root only as far as the step's node needs to be
whole in view).
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from playground.protocol import BackwardGraph, ExampleResult
from playground.ui.graph.canvas import GraphCanvas
from playground.ui.graph.drawing import graph_font
from playground.ui.graph.example_body import StepBody
from playground.ui.graph.example_drawing import ExampleDrawing
from playground.ui.graph.example_steps import Stepper, play_interval_ms, play_rate
from playground.ui.graph.example_words import ExampleWords
from playground.ui.theme import colours

FOLLOW_MARGIN = 40.0  # scene px kept around the step's node where the view has room for them


class ExampleGraphView(QWidget):
    """A recorded run of the example: pick a backward call, step through it.

    ``hiding_changed(bool)``: Predict mode began to hide gradients (True), or hides none any
    more (False: revealed, Predict off, no steps): the window hides the example's other
    gradients with them (the console's printed lines, the Jacobian)."""

    hiding_changed = Signal(bool)
    # The stepper after each step (None: no graph): the editor's inline values and its tinted
    # line follow it (editor/inline_values.py).
    stepped = Signal(object)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.presentation = False
        self.pace = 0.0  # the toolbar's Pace, steps a second (0: full speed): Play follows it
        self.result: Optional[ExampleResult] = None
        self.stepper: Optional[Stepper] = None
        self.hiding = False  # as last said by hiding_changed
        self.words = ExampleWords(self)
        self._build()
        self.show_result(None)

    @property
    def boxes(self) -> dict[int, QGraphicsRectItem]:
        """Node id → its box in the drawing."""
        return self.drawing.boxes

    @property
    def grad_texts(self) -> dict[int, QGraphicsSimpleTextItem]:
        """Node id → its "grad …" line."""
        return self.drawing.grad_texts

    @property
    def leaf_boxes(self) -> list[QGraphicsRectItem]:
        """The named tensors the graph does not reach."""
        return self.drawing.leaf_boxes

    def _build(self) -> None:
        self.calls = QComboBox(self)
        self.calls.currentIndexChanged.connect(self._on_call_chosen)
        self.back_button = QToolButton(self)
        self.back_button.setText("◀")
        self.back_button.clicked.connect(self.step_back)
        self.step_label = QLabel(self)
        self.forward_button = QToolButton(self)
        self.forward_button.setText("▶")
        self.forward_button.clicked.connect(self.step_forward)
        self.play_button = QToolButton(self)
        self.play_button.setCheckable(True)
        self.play_button.toggled.connect(self._on_play)
        self.predict_button = QToolButton(self)
        self.predict_button.setCheckable(True)
        self.predict_button.toggled.connect(self.set_predict)
        self.reveal_button = QPushButton(self)
        self.reveal_button.clicked.connect(self.reveal_all)
        self.timer = QTimer(self)
        self.timer.setInterval(play_interval_ms(self.pace))
        self.timer.timeout.connect(self._on_tick)
        self._restyle = QTimer(self)  # a palette change comes before the theme's colours change
        self._restyle.setSingleShot(True)
        self._restyle.timeout.connect(self.refresh_theme)
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        for widget in (self.calls, self.back_button, self.step_label, self.forward_button, self.play_button,
                       self.predict_button, self.reveal_button):
            bar.addWidget(widget)
        bar.addStretch(1)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.scene = QGraphicsScene(self)
        self.drawing = ExampleDrawing(self.scene, self.words)
        self.canvas = GraphCanvas(self.scene, self)
        self.canvas.fitted = self._show_current  # a fit (the view resized) must not lose the step's node
        # a click on the drawing, then ← →: they step, not scroll (a focus proxy to the view crashed
        # the interpreter's exit)
        self.canvas.installEventFilter(self)
        self.body = StepBody(self.canvas, self)  # the drawing and the step's words (example_body.py)
        self.detail, self.detail_area = self.body.detail, self.body.detail_area
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.summary)
        layout.addLayout(self.body, 1)
        self.setFocusPolicy(Qt.StrongFocus)
        self._style_toggles()
        self._retranslate()

    def _retranslate(self) -> None:
        self.back_button.setToolTip(self.tr("Previous step of backward (←)"))
        self.forward_button.setToolTip(self.tr("Next step of backward (→); in Predict mode it first "
                                               "reveals the current gradient"))
        self.play_button.setText(self.tr("Play"))
        self.play_button.setToolTip(self.tr("Play: one step of backward after another, {rate:g} a second "
                                            "(the toolbar's Pace sets it)").format(rate=play_rate(self.pace)))
        self.predict_button.setText(self.tr("Predict"))
        self.predict_button.setToolTip(self.tr("Hide the gradients: the class predicts each one, "
                                               "▶ reveals it"))
        self.reveal_button.setText(self.tr("Reveal all"))
        self.calls.setToolTip(self.tr("Which backward call of the example"))

    # ------------------------------------------------------------------ public

    def show_result(self, result: Optional[ExampleResult]) -> None:
        """Show a run of the example (None: nothing yet): its last recorded call."""
        self.result = result
        self.calls.blockSignals(True)
        self.calls.clear()
        for graph in (result.graphs if result is not None else []):
            self.calls.addItem(self.words.call_title(graph))
        self.calls.setVisible(self.calls.count() > 1)
        self.calls.setCurrentIndex(self.calls.count() - 1)
        self.calls.blockSignals(False)
        self.show_graph(result.graphs[-1] if result is not None and result.graphs else None)

    def show_graph(self, graph: Optional[BackwardGraph]) -> None:
        self.timer.stop()
        self.play_button.setChecked(False)
        self.stepper = Stepper(graph, predict=self.predict_button.isChecked()) if graph is not None else None
        self._draw()

    def step_forward(self) -> bool:
        moved = self.stepper is not None and self.stepper.forward()
        if moved:
            self._refresh()
        return moved

    def step_back(self) -> bool:
        moved = self.stepper is not None and self.stepper.back()
        if moved:
            self._refresh()
        return moved

    def set_predict(self, on: bool) -> None:
        if self.predict_button.isChecked() != bool(on):
            self.predict_button.setChecked(bool(on))  # comes back here through toggled
            return
        if self.stepper is not None:
            self.stepper.set_predict(on)
            self._refresh()
        self._say_hiding()

    def reveal_all(self) -> None:
        if self.stepper is not None:
            self.stepper.reveal_all()
            self._refresh()

    def set_pace(self, pace: float) -> None:
        """Play at the toolbar's Pace (steps a second, 0: full speed), at most FASTEST_PLAY a
        second; a Play under way takes the new pace at once."""
        self.pace = max(float(pace or 0.0), 0.0)
        self.timer.setInterval(play_interval_ms(self.pace))
        self._retranslate()

    def set_presentation(self, on: bool) -> None:
        """Large text for a projector (the drawing is made again with it)."""
        self.presentation = bool(on)
        self._style_toggles()  # polished again: a styled button kept the font it had before
        self._draw()

    def refresh_theme(self) -> None:
        """Draw again in the theme in use now (the step stays where it is)."""
        self._style_toggles()
        self._draw()

    def _style_toggles(self) -> None:
        """Predict and Play say plainly that they are on (a dark palette drew them the same
        pressed and not)."""
        theme = colours()
        on = (f"QToolButton:checked {{ background-color: {theme.highlight_background}; "
              f"color: {theme.highlight_text}; border: 2px solid {theme.question_border}; border-radius: 3px; }}")
        for button in (self.predict_button, self.play_button):
            button.setStyleSheet(on)

    def clear(self) -> None:
        self.show_result(None)

    # ------------------------------------------------------------------ events

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        self.body.arrange(self.width(), self.height())

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key_Left, Qt.Key_Right):
            self.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key_Right:
            self.step_forward()
        elif event.key() == Qt.Key_Left:
            self.step_back()
        else:
            super().keyPressEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._draw()
        elif event.type() == QEvent.Type.PaletteChange:
            self._restyle.start(0)  # the theme changed: once its colours are in use, draw with them

    def _on_call_chosen(self, index: int) -> None:
        if self.result is not None and 0 <= index < len(self.result.graphs):
            self.show_graph(self.result.graphs[index])

    def _on_play(self, on: bool) -> None:
        if on:
            if self.stepper is not None and not self.stepper.predict and \
                    self.stepper.step >= len(self.stepper.steps) - 1:
                self.stepper.go_to(-1)  # play from the start
                self._refresh()
            self.timer.start()
        else:
            self.timer.stop()

    def _on_tick(self) -> None:
        if not self.step_forward():
            self.play_button.setChecked(False)

    # ------------------------------------------------------------------ drawing

    def _font(self, scale: float = 1.0) -> QFont:
        return graph_font(self.presentation, scale)

    def _draw(self) -> None:
        """The whole drawing, for a new graph, theme or size; a step only refreshes (_refresh)."""
        for label, scale in ((self.summary, 1.0), (self.detail, 1.0), (self.step_label, 1.0)):
            label.setFont(self._font(scale))
        self.drawing.presentation = self.presentation
        self.drawing.clear()
        self.canvas.refresh_colours()
        self.canvas.set_presentation(self.presentation)
        self.canvas.user_zoomed = False
        graph = self.stepper.graph if self.stepper is not None else None
        self.summary.setText(self.words.summary_text(self.result, graph))
        if graph is None:
            self._refresh()
            return
        self.drawing.draw(graph)
        self._arrange()
        self.canvas.fit()
        self._refresh()

    def _refresh(self) -> None:
        """What a step changes: the grad lines, the current node's outline, the step's words."""
        stepper = self.stepper
        has_steps = stepper is not None and bool(stepper.steps)
        for widget in (self.back_button, self.forward_button, self.play_button, self.predict_button,
                       self.reveal_button):
            widget.setEnabled(has_steps)
        if stepper is None:
            self.step_label.setText("")
            self.detail.setText("")
            self._say_hiding()
            self.stepped.emit(None)
            return
        self.drawing.show_step(stepper)
        self.step_label.setText(self.tr("step {n} of {total}").format(n=stepper.step + 1, total=len(stepper.steps))
                                if stepper.step >= 0 else self.tr("before backward"))
        # as wide as its widest text, so that ▶ stays under the mouse from one step to the next
        widest = max(self.step_label.fontMetrics().horizontalAdvance(text) for text in (
            self.tr("step {n} of {total}").format(n=len(stepper.steps), total=len(stepper.steps)),
            self.tr("before backward")))
        self.step_label.setMinimumWidth(widest + 4)
        self.detail.setText(self.words.detail_html(stepper))
        self._show_current()
        self._say_hiding()
        self.stepped.emit(stepper)

    def _say_hiding(self) -> None:
        hiding = self.stepper is not None and self.stepper.hides
        if hiding != self.hiding:
            self.hiding = hiding
            self.hiding_changed.emit(hiding)

    def _show_current(self) -> None:
        """A graph bigger than the view scrolls to the node of the step, whole (at 1024×768 in
        presentation mode the last step's leaf, current when the run opened, was cut at the
        bottom): only as far as that takes, so the view stays as near its root as it can."""
        current = self.stepper.current if self.stepper is not None else None
        if self.canvas.user_zoomed:
            return
        if current is None or current.id not in self.boxes:  # before backward: its root, on top
            self.canvas.verticalScrollBar().setValue(self.canvas.verticalScrollBar().minimum())
            return
        box = self.boxes[current.id].sceneBoundingRect()
        shown = self.canvas.mapToScene(self.canvas.viewport().rect()).boundingRect()
        # a margin the view has room for: a box and margins taller than the view cut the box
        x_margin = max(0.0, min(FOLLOW_MARGIN, (shown.width() - box.width()) / 2))
        y_margin = max(0.0, min(FOLLOW_MARGIN, (shown.height() - box.height()) / 2))
        scale = self.canvas.transform().m11() or 1.0
        self.canvas.ensureVisible(box, int(x_margin * scale), int(y_margin * scale))
