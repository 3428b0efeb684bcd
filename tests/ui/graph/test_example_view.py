"""The example's backward, step by step: the stepping, the numbers as text, the view and its tab."""
from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QTabWidget

from playground import protocol
from playground.ui.graph.colours import BOX_COLOURS, CURRENT
from playground.ui.graph.example_steps import HIDDEN, NOT_YET, SHOWN, Stepper, chain_products, number, tensor_text
from playground.ui.graph.example_tab import ExampleTab
from playground.ui.graph.example_view import ExampleGraphView
from playground.ui.graph.shown import label_text
from tests.engine.example.seed_code import BASICS_POST, TANH_POST
from tests.ui.fakes import FakeBridge

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings")]


@pytest.fixture(scope="module")
def tanh_result() -> protocol.ExampleResult:
    from playground.engine.example.run import run_example  # the engine's own run, in this process

    return run_example(protocol.ExampleRequest(request_id=1, source=TANH_POST))


@pytest.fixture(scope="module")
def basics_result() -> protocol.ExampleResult:
    from playground.engine.example.run import run_example

    return run_example(protocol.ExampleRequest(request_id=2, source=BASICS_POST))


@pytest.fixture
def view(qtbot):
    view = ExampleGraphView()
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    return view


def by_label(graph, label):
    return next(node for node in graph.nodes if node.label == label)


# ----------------------------------------------------------------------------- stepping


def test_steps_follow_autograd_and_gradients_flow_in_as_they_come(tanh_result):
    (graph,) = tanh_result.graphs
    stepper = Stepper(graph)
    assert [node.label for node in stepper.steps] == ["SumBackward0", "MulBackward0", "custom_tanhBackward",
                                                      "AccumulateGrad"]
    assert stepper.current.label == "AccumulateGrad"  # the whole flow at first
    stepper.go_to(0)
    function = by_label(graph, "custom_tanhBackward")
    assert stepper.state_of(by_label(graph, "SumBackward0").id) == SHOWN
    assert stepper.state_of(function.id) == NOT_YET
    assert stepper.forward() and stepper.forward() and stepper.current is function
    assert stepper.state_of(function.id) == SHOWN
    assert stepper.forward() and not stepper.forward()  # the end
    assert stepper.back() and stepper.current is function


def test_predict_hides_each_gradient_until_the_arrow_reveals_it(tanh_result):
    stepper = Stepper(tanh_result.graphs[0])
    stepper.set_predict(True)
    assert stepper.current is None and stepper.forward()  # before backward → step 1
    first = stepper.current
    assert stepper.state_of(first.id) == HIDDEN
    assert stepper.forward() and stepper.current is first and stepper.state_of(first.id) == SHOWN
    assert stepper.forward() and stepper.state_of(stepper.current.id) == HIDDEN
    stepper.reveal_all()
    assert all(stepper.state_of(node.id) == SHOWN for node in stepper.steps)


def test_the_chain_rule_of_the_tanh_function_with_its_numbers(tanh_result):
    function = by_label(tanh_result.graphs[0], "custom_tanhBackward")
    (product,) = chain_products(function)  # element 0 received 0: no product is written for it
    assert product.index == 1 and product.input_index == 0
    assert (number(product.upstream), number(product.local), number(product.result)) == ("6.0928", "0.4200", "2.5588")
    assert chain_products(by_label(tanh_result.graphs[0], "AccumulateGrad")) == []


def test_numbers_have_a_fixed_number_of_decimals():
    assert tensor_text(protocol.TensorValue((2,), "float32", np.array([0.0, 2.558800459]))) == "[0, 2.5588]"
    assert tensor_text(protocol.TensorValue((), "float32", np.array(9.2804107))) == "9.2804"
    assert tensor_text(None) == "None" and number(-1.5e-7) == "-1.500e-07"
    big = protocol.TensorValue((64, 100), "float32", None, -1.0, 0.25, 2.0, 9.0)
    assert tensor_text(big) == "(64, 100) min -1.0000 mean 0.2500 max 2.0000"
    matrix = protocol.TensorValue((2, 4), "float32", np.arange(8.0).reshape(2, 4))
    assert tensor_text(matrix) == "(2, 4) [0, 1.0000, 2.0000, 3.0000, 4.0000, 5.0000, …]"


# ----------------------------------------------------------------------------- the view


def test_the_view_draws_value_and_grad_in_each_node_and_steps(view, tanh_result):
    view.show_result(tanh_result)
    graph = tanh_result.graphs[0]
    function = by_label(graph, "custom_tanhBackward")
    assert len(view.boxes) == 4 and not view.calls.isVisible()
    assert view.grad_texts[function.id].text().endswith("[0, 6.0928]")
    assert "2.5588" in label_text(view.detail) and "X.grad" in label_text(view.detail)
    view.stepper.go_to(0)
    view._refresh()
    assert "not yet" in view.grad_texts[function.id].text()
    view.step_forward()
    view.step_forward()
    assert view.stepper.current is view.stepper.steps[2]
    assert view.boxes[function.id].pen().color().name().upper() == CURRENT["light"]
    assert "6.0928 × 0.4200 = 2.5588" in label_text(view.detail)
    assert "your Function" in label_text(view.detail) and "line 29" in label_text(view.detail)
    view.setFocus()
    view.keyPressEvent(_key(Qt.Key_Left))
    assert view.stepper.step == 1


def test_predict_mode_shows_question_marks_until_revealed(view, tanh_result):
    view.show_result(tanh_result)
    view.set_predict(True)
    assert view.step_label.text() == "before backward"
    view.step_forward()
    first = view.stepper.current
    assert view.grad_texts[first.id].text() == "grad ?" and "Predict" in label_text(view.detail)
    view.step_forward()
    assert view.grad_texts[first.id].text() == "grad 1.0000"
    view.reveal_all()
    assert all("?" not in text.text() for text in view.grad_texts.values())


def test_two_calls_and_the_detached_leaf_drawn_apart(view, basics_result):
    view.show_result(basics_result)
    assert view.calls.count() == 2 and view.calls.currentIndex() == 1
    assert view.calls.itemText(0).startswith("call 1: loss.backward(), line ")
    assert len(view.leaf_boxes) == 1  # b, cut off by detach()
    assert "detach" in view.leaf_boxes[0].toolTip()
    view.calls.setCurrentIndex(0)
    assert view.stepper.graph.call == 1 and view.leaf_boxes == []


def test_presentation_and_dark_theme(view, tanh_result, qtbot):
    from playground.ui import theme

    view.show_result(tanh_result)
    small = view.grad_texts[0].font().pointSizeF()
    view.set_presentation(True)
    assert view.grad_texts[0].font().pointSizeF() > small
    saved = theme._current
    try:
        theme._current = theme.DARK
        view._draw()
        assert view.canvas.backgroundBrush().color().name() == theme.DARK.plot_background.lower()
        function = by_label(tanh_result.graphs[0], "custom_tanhBackward")
        assert view.boxes[function.id].brush().color().name().upper() == BOX_COLOURS["dark"]["user_function"][0]
    finally:
        theme._current = saved


def test_an_example_that_failed_says_where(view):
    error = protocol.ErrorInfo(line=3, phase=protocol.Phase.COMPILE, type="NameError",
                               message="name 'q' is not defined")
    view.show_result(protocol.ExampleResult(1, [], 0, 0, "", [error]))
    assert "line 3" in view.summary.text() and "made no backward call" in view.summary.text()
    assert not view.forward_button.isEnabled()


# ----------------------------------------------------------------------------- the tab


def test_run_example_sends_the_text_and_shows_the_answer(qtbot, tanh_result):
    bridge = FakeBridge()
    tabs, menu = QTabWidget(), QMenu()
    qtbot.addWidget(tabs)
    tab = ExampleTab(bridge, tabs, menu, lambda: TANH_POST)
    printed = []
    tab.noted.connect(printed.append)
    tab.printed.connect(lambda text, dropped: printed.append(text))
    assert tab.run_action in menu.actions() and tab.run_action.shortcut().toString() == "Ctrl+Shift+E"
    tab.run_action.trigger()
    assert bridge.calls[-1] == ("run_example", TANH_POST, "<editor>")
    assert tabs.currentWidget() is tab.view and tab.view.summary.text() == "Running the example…"
    bridge.example.emit(tanh_result)
    # the check printed the same top level before: the console says whose output this is
    assert tab.view.stepper is not None and printed == ["Run Example — what the example printed (backward calls: 1):",
                                                        "tensor([0.0000, 2.5588])\n"]


def _key(key):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QEvent.Type.KeyPress, key, Qt.NoModifier)


def test_the_functions_step_shows_what_autograd_of_its_forward_would_send(view, tanh_result):
    import dataclasses

    view.show_result(tanh_result)
    function = by_label(tanh_result.graphs[0], "custom_tanhBackward")
    view.stepper.go_to(function.order)
    view._refresh()
    assert "autograd of your forward would send: [0, 2.5588]" in label_text(view.detail)
    assert "differs" not in label_text(view.detail)
    wrong = dataclasses.replace(function, autograd_inputs=[protocol.TensorValue((2,), "float32", np.array([0.0, 1.0]))])
    graph = dataclasses.replace(tanh_result.graphs[0], nodes=[wrong if n.id == function.id else n
                                                              for n in tanh_result.graphs[0].nodes])
    view.show_graph(graph)
    view.stepper.go_to(function.order)
    view._refresh()
    assert "your backward differs" in label_text(view.detail)


def test_play_follows_the_toolbars_pace(qtbot, tanh_result):
    from playground.ui.graph.example_steps import FASTEST_PLAY, play_interval_ms
    from playground.ui.training.pace import PaceBox

    assert play_interval_ms(0) == play_interval_ms(1000) == round(1000 / FASTEST_PLAY)  # full speed: readable
    assert play_interval_ms(1) == 1000 and play_interval_ms(3) == 333
    pace, tabs, menu = PaceBox(), QTabWidget(), QMenu()
    qtbot.addWidget(tabs)
    tab = ExampleTab(FakeBridge(), tabs, menu, lambda: TANH_POST, pace=pace)
    assert tab.view.timer.interval() == play_interval_ms(0)
    pace.set_value(1.0)
    assert tab.view.timer.interval() == 1000 and "1 a second" in tab.view.play_button.toolTip()
    tab.view.show_result(tanh_result)
    tab.view.play_button.setChecked(True)  # from the start, one step a second
    assert tab.view.timer.isActive() and tab.view.stepper.step == -1
    pace.set_value(3.0)  # a Play under way takes the new pace at once
    assert tab.view.timer.isActive() and tab.view.timer.interval() == 333
    tab.view._on_tick()
    assert tab.view.stepper.step == 0
    tab.view.play_button.setChecked(False)


def test_a_wide_view_puts_the_steps_words_beside_the_drawing_and_keeps_numbers_whole(view, qtbot, tanh_result):
    from PySide6.QtWidgets import QBoxLayout

    view.show_result(tanh_result)
    assert view.body.direction() == QBoxLayout.LeftToRight  # 1280×720
    # a narrow graph takes the room it needs (at least 35 %), the words the rest
    qtbot.waitUntil(lambda: view.detail_area.geometry().left() >= view.canvas.geometry().right()
                    and view.canvas.width() < 0.5 * view.width() < view.detail_area.width())
    assert view.canvas.width() >= 0.3 * view.width() and view.scene.sceneRect().width() <= view.canvas.width()
    view.resize(600, 800)
    qtbot.waitUntil(lambda: view.body.direction() == QBoxLayout.TopToBottom
                    and view.detail_area.geometry().top() >= view.canvas.geometry().bottom())
    lines = view.detail_area.height() / view.detail.fontMetrics().height()
    assert 5 <= lines <= 7  # DETAIL_LINES below the drawing
    assert "[0,\u00a02.5588]" in view.detail.text() and "dL/\u2060d" not in view.detail.text()  # the last step
    view.stepper.go_to(2)
    view._refresh()
    assert "dL/\u2060dX" in view.detail.text() and "6.0928\u00a0×\u00a00.4200" in view.detail.text()


def test_words_longer_than_their_room_scroll_and_are_never_cut(view, qtbot, tanh_result):
    view.set_presentation(True)
    view.show_result(tanh_result)
    view.resize(620, 300)  # a low window on a projector: the words beside the drawing
    mul = by_label(tanh_result.graphs[0], "MulBackward0")
    view.stepper.go_to(mul.order)
    view._refresh()
    qtbot.waitUntil(lambda: view.detail.height() > view.detail_area.viewport().height())
    bar = view.detail_area.verticalScrollBar()
    assert bar.maximum() > 0  # the last line (the sum of y₁ and y₂) is scrolled to, not cut
    assert view.detail.height() >= view.detail.heightForWidth(view.detail_area.viewport().width())


def test_other_code_clears_the_old_graph_and_its_late_answer_is_dropped(qtbot, tanh_result):
    import dataclasses

    bridge = FakeBridge()
    tabs, menu = QTabWidget(), QMenu()
    qtbot.addWidget(tabs)
    tab = ExampleTab(bridge, tabs, menu, lambda: TANH_POST)
    tab.run_action.trigger()
    running = tab.running
    tab.clear()  # the window loads another lesson while the example still runs
    assert tab.view.stepper is None and not tab.view.boxes
    bridge.example.emit(dataclasses.replace(tanh_result, request_id=running))
    assert tab.view.stepper is None  # the old code's answer is not drawn over the new code
    tab.run_action.trigger()
    bridge.example.emit(dataclasses.replace(tanh_result, request_id=tab.running))
    assert tab.view.stepper is not None


def test_the_next_button_stays_under_the_mouse_and_a_click_on_the_drawing_lets_the_arrows_step(view, tanh_result):
    view.show_result(tanh_result)
    view.show()
    view.stepper.go_to(-1)
    view._refresh()
    QApplication.processEvents()
    before = view.forward_button.pos().x()
    view.step_forward()
    QApplication.processEvents()
    assert view.forward_button.pos().x() == before
    step = view.stepper.step
    QApplication.sendEvent(view.canvas, _key(Qt.Key_Right))  # the drawing has the focus after a click
    assert view.stepper.step == step + 1


# ----------------------------------------------------------------------------- the chain rule, as it reads


def _plain_pytorch_tanh_post():
    """The tanh post's example in plain PyTorch, every gradient kept: y, out = y * y, X."""
    import torch

    X = torch.tensor([0.0, 4.0], requires_grad=True)
    y = 4 * torch.tanh(X / 4)
    out = y * y
    for tensor in (y, out):
        tensor.retain_grad()
    torch.sum(out).backward()
    return X, y, out


def test_the_chain_rule_at_mul_reads_in_the_codes_names_one_line_per_input_against_plain_pytorch(view, tanh_result):
    X, y, out = _plain_pytorch_tanh_post()
    mul = by_label(tanh_result.graphs[0], "MulBackward0")
    products = chain_products(mul, 1)
    # one line per input, both at element 1: the one that carries the gradient (element 0 carries 0)
    assert [(p.input_index, p.index) for p in products] == [(0, 1), (1, 1)]
    for product in products:  # out = a * b with a = b = y: d out/d a = b = y
        assert product.upstream == pytest.approx(float(out.grad[1]))
        assert product.local == pytest.approx(float(y.detach()[1]), rel=1e-5)
        assert product.result == pytest.approx(float(out.grad[1] * y.detach()[1]), rel=1e-5)
    assert sum(p.result for p in products) == pytest.approx(float(y.grad[1]), rel=1e-5)  # autograd adds them
    view.show_result(tanh_result)
    view.stepper.go_to(mul.order)
    view._refresh()
    lines = label_text(view.detail).replace(" ·\n", " · ").split("\n")
    rule = f"dL/dout · dout/dy{{i}} = 1.0000 × {number(float(y.detach()[1]))} = {number(float(y.detach()[1]))}"
    # each line names its own input (y * y: y is both), and the element apart from it
    assert f"chain rule, input 1 (y₁), element [1]: dL/dy₁ = {rule.format(i='₁')}" in lines, lines
    assert f"chain rule, input 2 (y₂), element [1]: dL/dy₂ = {rule.format(i='₂')}" in lines, lines
    heads = [line.split(":")[0] for line in lines if line.startswith("chain rule")]
    assert len(heads) == 2 and heads[0] != heads[1]
    total = number(float(y.grad[1]))
    assert any(line.startswith("y[1] is inputs 1, 2") and line.endswith(f"= {total}") for line in lines), lines
    assert "sent to y₁: [0, 3.0464]" in lines and "sent to y₂: [0, 3.0464]" in lines
    text = " ".join(lines)
    assert "dL/dx" not in text and "× 0 =" not in text  # no letter of its own, not the element that carries nothing


def test_the_chain_rule_of_the_function_against_plain_pytorch(view, tanh_result):
    X, y, _ = _plain_pytorch_tanh_post()
    function = by_label(tanh_result.graphs[0], "custom_tanhBackward")
    view.show_result(tanh_result)
    view.stepper.go_to(function.order)
    view._refresh()
    local = float(1 / torch_cosh_squared(X[1] / 4))
    expected = (f"chain rule, element [1]: dL/dX = dL/dy · dy/dX = {number(float(y.grad[1]))} × {number(local)} = "
                f"{number(float(X.grad[1]))}")
    assert expected == "chain rule, element [1]: dL/dX = dL/dy · dy/dX = 6.0928 × 0.4200 = 2.5588"
    assert expected in label_text(view.detail).split("\n")


def torch_cosh_squared(value):
    return value.detach().cosh() ** 2


def _node(node_id, name="", inputs=(), upstream=None, sent=()):
    def tensor(values):
        values = np.asarray(values, dtype=float)
        return protocol.TensorValue(values.shape, "float32", values)

    return protocol.ExampleNode(node_id, "MulBackward0", "function", name=name,
                                grad_output=[tensor(upstream)] if upstream is not None else [],
                                grad_inputs=[tensor(s) for s in sent], inputs=list(inputs), order=node_id)


def test_the_chain_rule_names_out_and_in_where_the_code_gives_none_and_picks_the_largest_gradient():
    from playground.ui.graph.example_words import chain_names

    upstream = [1.0, 2.0, 0.5, 0.0]
    sent = ([0.1, -3.0, 1.0, 0.0], [0.0, 0.5, 9.0, 0.0])  # element 2 carries the most (1 + 9)
    named = _node(0, "z", [1, 2], upstream, sent)
    graph = protocol.BackwardGraph(1, "backward", "z.sum()", 3, [named, _node(1, "a"), _node(2)], [(0, 1), (0, 2)], [])
    products = chain_products(named, 1)
    assert [(p.input_index, p.index, p.upstream, p.local, p.result) for p in products] == [
        (0, 2, 0.5, 2.0, 1.0), (1, 2, 0.5, 18.0, 9.0)]
    assert chain_names(named, graph) == ("z", ["a", "in"])
    assert [p.index for p in chain_products(named, 2)] == [2, 1, 2, 1]  # then the next largest
    unnamed = _node(0, "", [1, 1], upstream, sent)
    assert chain_names(unnamed, graph) == ("out", ["a₁", "a₂"])
    rebound = _node(0, "a", [1, None], upstream, sent)  # a = a * w: the output is not called a
    assert chain_names(rebound, graph) == ("out", ["a", "in"])


# ----------------------------------------------------------------------------- Predict hides it all


def test_predict_says_when_it_hides_and_when_the_last_step_reveals(view, tanh_result):
    said = []
    view.hiding_changed.connect(said.append)
    view.show_result(tanh_result)
    assert said == [] and not view.hiding  # not in Predict mode
    view.set_predict(True)
    assert said == [True]
    while view.step_forward():
        assert view.hiding == (said[-1] is True)
    assert said == [True, False] and not view.hiding  # ▶ on the last step revealed it all
    view.stepper.go_to(0)
    view.set_predict(False)
    view.set_predict(True)
    view.reveal_all()
    assert said == [True, False, True, False]


def test_the_tab_holds_the_console_and_covers_the_jacobian_while_predict_hides(qtbot, tanh_result):
    from PySide6.QtWidgets import QWidget

    from playground.ui.window.console import ConsolePane

    bridge = FakeBridge()
    tabs, menu, console, jacobian = QTabWidget(), QMenu(), ConsolePane(), QWidget()
    for widget in (tabs, console, jacobian):
        qtbot.addWidget(widget)
    jacobian.resize(400, 300)
    jacobian.show()
    tab = ExampleTab(bridge, tabs, menu, lambda: TANH_POST)
    tab.noted.connect(console.append_info)
    tab.printed.connect(console.append_output)
    tab.hide_with_gradients(console.set_held, jacobian)
    (cover,) = tab.covers
    tab.view.set_predict(True)  # before the run: its answer comes hidden
    tab.run_action.trigger()
    bridge.example.emit(tanh_result)
    assert "2.5588" not in console.plain_text() and "held until the gradients are revealed" in console.plain_text()
    assert cover.covering() and cover.isVisible() and cover.geometry() == jacobian.rect()
    jacobian.resize(500, 200)
    assert cover.geometry() == jacobian.rect()
    assert all("grad ?" in text.text() or "not yet" in text.text() for text in tab.view.grad_texts.values())
    tab.view.reveal_all()
    assert "tensor([0.0000, 2.5588])" in console.plain_text() and not cover.covering()


def test_a_leafs_grad_from_an_earlier_call_is_hidden_in_predict_mode(view, basics_result):
    import dataclasses

    graph = basics_result.graphs[-1]
    leaf = graph.leaves[0]
    kept = dataclasses.replace(leaf, node=None, cut="", grad=protocol.TensorValue((1,), "float32", np.array([7.25])))
    view.show_graph(dataclasses.replace(graph, leaves=[kept, *graph.leaves[1:]]))
    shown = lambda: " ".join(child.text() for box in view.leaf_boxes for child in box.childItems()  # noqa: E731
                             if hasattr(child, "text"))
    assert "7.2500" in shown()
    view.set_predict(True)
    assert "7.2500" not in shown() and ".grad ?" in shown()
    view.reveal_all()
    assert "7.2500" in shown()


# ----------------------------------------------------------------------------- on a projector


def test_on_a_projector_the_boxes_text_is_as_large_as_the_words_and_a_tall_graph_shows_the_steps_node(qtbot, basics_result):
    from PySide6.QtGui import QFont

    app = QApplication.instance()
    saved = QFont(app.font())
    try:
        larger = QFont(saved)
        larger.setPointSizeF(saved.pointSizeF() * 1.3)  # presentation mode's window font
        app.setFont(larger)
        view = ExampleGraphView()
        qtbot.addWidget(view)
        view.resize(620, 420)  # a graph taller than its room
        view.show()
        qtbot.waitExposed(view)
        view.set_presentation(True)
        view.show_result(basics_result)
        QApplication.processEvents()
        box_text = next(iter(view.grad_texts.values()))
        drawn = box_text.font().pointSizeF() * view.canvas.transform().m11()
        assert drawn >= view.detail.font().pointSizeF() - 1e-6 > app.font().pointSizeF()
        for button in (view.play_button, view.predict_button):  # styled buttons keep the window's font
            assert button.font().pointSizeF() == pytest.approx(app.font().pointSizeF())
        graph = view.stepper.graph
        root = next(node for node in graph.nodes if node.order == 0)
        shown = lambda: view.canvas.mapToScene(view.canvas.viewport().rect()).boundingRect()  # noqa: E731
        assert view.canvas.verticalScrollBar().maximum() > 0  # it scrolls
        assert shown().contains(view.boxes[view.stepper.current.id].sceneBoundingRect())  # the last step's, whole
        view.set_predict(True)  # before backward: no node is the step's, the root in view
        assert view.stepper.current is None and shown().contains(view.boxes[root.id].sceneBoundingRect())
        view.set_predict(False)
        view.stepper.go_to(-1)
        while view.step_forward():  # each step scrolls to its node, whole
            assert shown().contains(view.boxes[view.stepper.current.id].sceneBoundingRect())
    finally:
        app.setFont(saved)


def test_the_summary_says_when_the_last_call_is_not_among_the_recorded_ones(view, tanh_result):
    # a loop that could not say its last round, too long to be run twice: call 3 of 5000 shown
    graph = tanh_result.graphs[0]
    missed = protocol.ExampleResult(1, [graph], 5000, 30, "", [])
    view.show_result(missed)
    assert "5000 backward calls" in view.summary.text()
    assert "the last call (5000) was not recorded" in view.summary.text()
    view.show_result(tanh_result)  # its one call, the last, recorded: nothing said
    assert "not recorded" not in view.summary.text()


def test_in_a_projectors_narrow_column_the_boxes_and_the_steps_words_are_whole_across(qtbot, tanh_result):
    """At 1024×768 in presentation mode the view is about 460 px wide: beside its words the
    drawing (never shrunk there) was cut across, "y = custom_tanhBackward", and the words' column
    cut "AccumulateGrad"."""
    from PySide6.QtGui import QFont, QTextDocument

    app = QApplication.instance()
    saved = QFont(app.font())
    try:
        larger = QFont(saved)
        larger.setPointSizeF(saved.pointSizeF() * 1.3)  # presentation mode's window font
        app.setFont(larger)
        view = ExampleGraphView()
        qtbot.addWidget(view)
        view.resize(460, 620)
        view.show()
        qtbot.waitExposed(view)
        view.set_presentation(True)
        view.show_result(tanh_result)
        QApplication.processEvents()
        drawn = view.scene.sceneRect().width() * view.canvas.transform().m11()
        assert drawn <= view.canvas.viewport().width()  # every box whole across
        document = QTextDocument()
        document.setDefaultFont(view.detail.font())
        document.setHtml(view.detail.text())  # the last step: AccumulateGrad
        document.setTextWidth(view.detail_area.viewport().width())
        assert "AccumulateGrad" in document.toPlainText().replace("\u200b", "")
        assert document.idealWidth() <= view.detail_area.viewport().width()
    finally:
        app.setFont(saved)


def test_a_long_node_name_may_break_between_its_words_and_reads_the_same():
    from playground.ui.graph.example_words import breakable

    assert breakable("AccumulateGrad") == "Accumulate\u200bGrad"
    assert breakable("custom_tanhBackward").replace("\u200b", "") == "custom_tanhBackward"
    assert breakable("MulBackward0") == "Mul\u200bBackward0" and breakable("TBackward0") == "TBackward0"


@pytest.mark.parametrize("language", ["ja", "zh_CN", "ru"])
def test_the_chain_rules_two_lines_at_mul_name_their_own_input_in_each_language(view, tanh_result, language):
    from playground.ui import i18n

    X, y, out = _plain_pytorch_tanh_post()
    mul = by_label(tanh_result.graphs[0], "MulBackward0")
    try:
        i18n.install_language(language)
        view.show_result(tanh_result)
        view.stepper.go_to(mul.order)
        view._refresh()
        local = number(float(y.detach()[1]))  # d(a·b)/da = b = y, at the element that carries it
        lines = [line for line in label_text(view.detail).replace(" ·\n", " · ").split("\n")
                 if f"= 1.0000 × {local} = {local}" in line]
        assert len(lines) == 2, label_text(view.detail)
        heads = [line.split("dL/d")[0] for line in lines]
        assert heads[0] != heads[1] and "chain rule" not in " ".join(heads)  # translated
        assert [re.search(r"\b1\b", heads[0]) is not None and "y₁" in heads[0],
                re.search(r"\b2\b", heads[1]) is not None and "y₂" in heads[1]] == [True, True], heads
    finally:
        i18n.install_language("en")
