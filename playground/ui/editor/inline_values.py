"""The example's numbers at their lines: after Run Example, each line of the code that made a node
of the last recorded backward call shows, as faint text after its code, the node's value and the
gradient that reached it (the debugger's inline values, here with gradients). They follow the
step view (graph/example_view.py): a node's gradient shows once its step has come and Predict has
not hidden it, and the line of the step's node is tinted. An edit of the text takes the numbers
away (they belong to the code that ran).

One node a line: the one the code names (``y = …``), else the outermost (the first autograd ran).
Where value and gradient do not fit after the line's code, the value alone (fitted again as the
editor's width or font changes).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QTextCursor

from playground import protocol
from playground.ui.editor.inline_paint import GAP_CHARACTERS
from playground.ui.graph.example_steps import SHOWN, tensor_text


def line_values(graph: protocol.BackwardGraph, show_gradients: bool,
                gradient_shown: Callable[[int], bool] = lambda _node_id: True) -> list[tuple[int, str]]:
    """(1-based line, text) for each line that made a node with a value, in line order; a
    node's gradient only where ``show_gradients`` and ``gradient_shown(node id)``."""
    chosen: dict[int, protocol.ExampleNode] = {}
    for node in graph.nodes:
        if node.line is None or node.value is None:
            continue
        held = chosen.get(node.line)
        if held is None or _preferred(node, held):
            chosen[node.line] = node
    return [(line, _text(chosen[line], show_gradients and gradient_shown(chosen[line].id)))
            for line in sorted(chosen)]


def _preferred(node: protocol.ExampleNode, held: protocol.ExampleNode) -> bool:
    if bool(node.name) != bool(held.name):
        return bool(node.name)
    first = node.order if node.order is not None else float("inf")
    return first < (held.order if held.order is not None else float("inf"))


def _text(node: protocol.ExampleNode, show_gradients: bool) -> str:
    value = tensor_text(node.value)
    gradient = node.grad_output[0] if node.grad_output else None
    if not show_gradients or gradient is None:
        return value
    return QCoreApplication.translate("InlineValues", "{value}   grad {gradient}").format(
        value=value, gradient=tensor_text(gradient))


def fitted_values(texts: list[tuple[int, str]], graph: protocol.BackwardGraph,
                  fits: Callable[[int, str], bool]) -> list[tuple[int, str]]:
    """``texts`` (line_values) where each fits its line's room (``fits(line, text)``), else the
    line's value alone: the painter cuts a text too long with "…", and "9.2804   gr…" (the tanh
    post's L at 1280×720 in Russian) read as a cut word."""
    values = dict(line_values(graph, show_gradients=False))
    return [(line, text if fits(line, text) else values.get(line, text)) for line, text in texts]


def room_after_code(editor, line: int) -> float:
    """The width after a 1-based line's code where inline_paint.py paints its text (the same
    sum: its gap after the code, a character's width kept at the right edge)."""
    metrics = editor.fontMetrics()
    block = editor.document().findBlockByNumber(min(line, editor.document().blockCount()) - 1)
    end = QTextCursor(block)
    end.movePosition(QTextCursor.MoveOperation.EndOfBlock)
    x = editor.cursorRect(end).right() + GAP_CHARACTERS * metrics.horizontalAdvance(" ")
    return editor.viewport().width() - x - metrics.averageCharWidth()


class InlineValues(QObject):
    """Feeds an editor's inline texts (CodeEditor.set_inline) from the example's runs."""

    def __init__(self, editor):
        super().__init__(editor)
        self._editor = editor
        self._graph: protocol.BackwardGraph | None = None
        self._hiding = False
        self._stepper = None  # the step view's (graph/example_steps.py Stepper), or None
        self._step: int | None = None  # its step when last followed
        self._example_tab = None
        editor.text_changed_by_user.connect(self._forget)
        # a text fitted to its line's room is fitted again when the room changes (after the
        # editor has laid its text out anew: hence the timer)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.timeout.connect(self._show)
        editor.installEventFilter(self)
        editor.viewport().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if self._graph is not None and event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange):
            self._refit.start(0)
        return False

    def follow(self, example_tab) -> None:
        """Take the results of an ExampleTab (ui/graph/example_tab.py): its bridge's answers,
        except one for code no longer in the editor, and its view's Predict hiding."""
        # Bound methods, not lambdas: Qt drops a bound slot's connection when this object goes with
        # its editor, while the bridge (shared by windows, as in tests) lives on.
        self._example_tab = example_tab
        example_tab.bridge.example.connect(self._on_example)
        example_tab.when_view_made(self._follow_view)  # the view is made when first needed

    def _follow_view(self, view) -> None:
        view.hiding_changed.connect(self.set_hiding)
        view.stepped.connect(self.follow_step)

    def _on_example(self, result: protocol.ExampleResult) -> None:
        if result.request_id != self._example_tab.dropped:
            self.show_result(result)

    def show_result(self, result: protocol.ExampleResult) -> None:
        recorded = [graph for graph in result.graphs if graph.error is None]
        self._graph = recorded[-1] if recorded else None
        self.follow_step(self._stepper)  # the view may have taken this result first

    def set_hiding(self, hiding: bool) -> None:
        """Predict mode: values only while it hides the gradients."""
        self._hiding = hiding
        self._show()

    def follow_step(self, stepper) -> None:
        """The step view moved: gradients as far as its steps have come, its node's line tinted."""
        stepped = stepper is not None and stepper is self._stepper and stepper.step != self._step
        self._stepper, self._step = stepper, stepper.step if stepper is not None else None
        current = stepper.current if stepper is not None and self._graph is not None else None
        self._editor.set_step_line(current.line if current is not None else None)
        if stepped and current is not None and current.line is not None:
            self._editor.ensure_line_shown(current.line)  # a step the student took: its line in sight
        self._show()

    def _forget(self) -> None:
        if self._graph is not None:
            self._graph = None
            self._editor.set_inline([])
            self._editor.set_step_line(None)

    def _gradient_shown(self, node_id: int) -> bool:
        stepper = self._stepper
        if stepper is None or stepper.graph is not self._graph:
            return True  # the view shows another call (or none): this one's flow is whole
        return stepper.state_of(node_id) == SHOWN

    def _show(self) -> None:
        if self._graph is None:
            self._editor.set_inline([])
            return
        texts = line_values(self._graph, not self._hiding, self._gradient_shown)
        metrics = self._editor.fontMetrics()
        self._editor.set_inline(fitted_values(
            texts, self._graph,
            lambda line, text: metrics.horizontalAdvance(text) <= room_after_code(self._editor, line)))
