"""The example's numbers at their lines: which node a line shows, its value and the gradient that
reached it, hidden gradients in Predict mode, gone at an edit; and the tanh post in a snapshot
(X = [0, 4], y = 4·tanh(X/4), L = sum(y·y): y = [0, 4·tanh 1], dL/dy = 2y, dL/dX = 2y·(1 - tanh²))."""
from __future__ import annotations

import json
import math

import numpy as np
import pytest
from PySide6.QtGui import QTextCursor

from playground import protocol
from playground.ui.editor.inline_values import InlineValues, line_values
from playground.ui.editor.pane import EditorPane
from tests.engine.example.seed_code import TANH_POST
from tests.ui.window.test_snapshot import run_main

pytestmark = [pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]

Y1 = 4 * math.tanh(1)  # y at X = 4
L = Y1 * Y1


def _tensor(*values: float) -> protocol.TensorValue:
    return protocol.TensorValue(shape=(len(values),) if len(values) > 1 else (), dtype="float32",
                                values=np.array(values, dtype=np.float32))


def _graph() -> protocol.BackwardGraph:
    node = protocol.ExampleNode
    nodes = [node(0, "SumBackward0", "function", line=14, name="L", value=_tensor(L), grad_output=[_tensor(1.0)],
                  order=0),
             node(1, "MulBackward0", "function", line=14, value=_tensor(0.0, L), grad_output=[_tensor(1.0, 1.0)],
                  order=1),
             node(2, "custom_tanhBackward", "user_function", line=13, name="y", value=_tensor(0.0, Y1),
                  grad_output=[_tensor(0.0, 2 * Y1)], order=2),
             node(3, "AccumulateGrad", "accumulate", line=None, name="X", value=_tensor(0.0, 4.0), order=3)]
    return protocol.BackwardGraph(call=1, kind="backward", line=15, root="L", nodes=nodes,
                                  edges=[(0, 1), (1, 2), (2, 3)], leaves=[])


def test_each_line_shows_its_named_nodes_value_and_the_gradient_that_reached_it():
    assert line_values(_graph(), show_gradients=True) == [
        (13, f"[0, {Y1:.4f}]   grad [0, {2 * Y1:.4f}]"), (14, f"{L:.4f}   grad 1.0000")]
    assert f"[0, {Y1:.4f}]" == "[0, 3.0464]"  # the figure, from the mathematics


def test_predict_mode_shows_the_values_only():
    assert line_values(_graph(), show_gradients=False) == [(13, f"[0, {Y1:.4f}]"), (14, f"{L:.4f}")]


@pytest.fixture
def pane(qtbot):
    pane = EditorPane()
    qtbot.addWidget(pane)
    pane.resize(900, 400)
    pane.show()
    qtbot.waitExposed(pane)
    return pane


def test_the_numbers_follow_their_lines_say_themselves_whole_in_the_tooltip_and_go_at_an_edit(qtbot, pane):
    editor = pane.editor
    editor.set_text("\n".join(f"line {number}" for number in range(1, 17)))
    inline = InlineValues(editor)
    inline.show_result(protocol.ExampleResult(request_id=1, graphs=[_graph()], calls=1, recorded=1, output=""))
    assert [line for line, _ in editor.inline_texts()] == [13, 14]
    assert f"grad [0, {2 * Y1:.4f}]" in editor.message_at_line(13)
    inline.set_hiding(True)
    assert "grad" not in editor.message_at_line(13)
    editor.grab()  # painted without a Qt warning
    cursor = QTextCursor(editor.document())
    cursor.insertText("# a new first line\n")  # an edit: the numbers belong to the code that ran
    assert editor.inline_texts() == []


@pytest.mark.timeout(240)
def test_the_tanh_posts_y_line_shows_its_value_after_run_example(tmp_path):
    source = tmp_path / "tanh.py"
    source.write_text(TANH_POST, encoding="utf-8")
    y_line = TANH_POST.split("\n").index("    y = my_func(X)") + 1
    shown = {}
    for mode in ((), ("--predict",)):
        out = tmp_path / f"tanh{len(mode)}.png"
        done = run_main(source, "--snapshot", out, "--graph", *mode, "--size", "1920x1080")  # room for it all
        assert done.returncode == 0, done.stderr
        inline = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))["editor"]["inline"]
        shown[mode] = {row["line"]: row["text"] for row in inline}
    assert shown[()][y_line] == f"[0, {Y1:.4f}]   grad [0, {2 * Y1:.4f}]"
    assert shown[("--predict",)][y_line] == f"[0, {Y1:.4f}]"
    assert not any("grad" in text for text in shown[("--predict",)].values())


def test_the_gradients_come_with_the_step_view_and_its_node_s_line_is_tinted(qtbot, pane):
    # Autograd runs L's node first (order 0), then y*y's, then the Function's: stepping from the
    # start, line 13's gradient is "not yet" until the Function's step, and the tint moves with it.
    from playground.ui.graph.example_steps import Stepper

    editor = pane.editor
    editor.set_text("\n".join(f"line {number}" for number in range(1, 17)))
    inline = InlineValues(editor)
    graph = _graph()
    inline.show_result(protocol.ExampleResult(request_id=1, graphs=[graph], calls=1, recorded=1, output=""))
    stepper = Stepper(graph)
    stepper.go_to(0)  # the first step: L's sum
    inline.follow_step(stepper)
    assert dict(editor.inline_texts()) == {13: f"[0, {Y1:.4f}]", 14: f"{L:.4f}   grad 1.0000"}
    assert editor.step_line() == 14
    stepper.go_to(2)  # the Function's backward: its gradient has reached y
    inline.follow_step(stepper)
    assert dict(editor.inline_texts())[13] == f"[0, {Y1:.4f}]   grad [0, {2 * Y1:.4f}]"
    assert editor.step_line() == 13
    editor.grab()  # painted without a Qt warning
    inline.follow_step(None)  # no graph in the view: the flow whole, no tint
    assert editor.step_line() is None and "grad" in dict(editor.inline_texts())[13]


def test_a_step_the_student_takes_brings_its_line_into_sight(qtbot, pane):
    from playground.ui.graph.example_steps import Stepper

    editor = pane.editor
    pane.resize(900, 200)  # a few lines shown: line 13 and 14 below them
    editor.set_text("\n".join(f"line {number}" for number in range(1, 41)))
    editor.verticalScrollBar().setValue(0)
    inline = InlineValues(editor)
    graph = _graph()
    inline.show_result(protocol.ExampleResult(request_id=1, graphs=[graph], calls=1, recorded=1, output=""))
    stepper = Stepper(graph)
    inline.follow_step(stepper)  # a new result: the editor stays where the student is
    assert editor.verticalScrollBar().value() == 0
    stepper.go_to(0)
    inline.follow_step(stepper)  # a step: line 14 comes into sight
    block = editor.document().findBlockByNumber(13)
    shown = editor.blockBoundingGeometry(block).translated(editor.contentOffset())
    assert shown.top() >= 0 and shown.bottom() <= editor.viewport().height()


def test_where_value_and_gradient_do_not_fit_after_the_code_the_value_alone_shows(qtbot, pane):
    # "9.2804   gr…" (the tanh post's L at 1280×720 in Russian) was cut inside a word: the
    # editor's texts fit their line's room, the value alone where both do not, both again once wide
    editor = pane.editor
    editor.setLineWrapMode(editor.LineWrapMode.NoWrap)
    editor.set_text("\n".join(f"line {number}" for number in range(1, 13)) + "\n" + "y" * 30 + "\nL")
    inline = InlineValues(editor)
    inline.show_result(protocol.ExampleResult(request_id=1, graphs=[_graph()], calls=1, recorded=1, output=""))
    whole = f"[0, {Y1:.4f}]   grad [0, {2 * Y1:.4f}]"
    assert dict(editor.inline_texts())[13] == whole
    metrics = editor.fontMetrics()
    code = metrics.horizontalAdvance("y" * 30)
    # room for the value after the code, not for the gradient too
    narrow = code + editor.viewport().x() + metrics.horizontalAdvance("   " + f"[0, {Y1:.4f}]" + "   grad [0")
    pane.resize(narrow + pane.width() - editor.viewport().width(), 400)
    qtbot.waitUntil(lambda: dict(editor.inline_texts())[13] == f"[0, {Y1:.4f}]")
    assert dict(editor.inline_texts())[14] == f"{L:.4f}   grad 1.0000"  # a short line keeps both
    pane.resize(900, 400)
    qtbot.waitUntil(lambda: dict(editor.inline_texts())[13] == whole)
