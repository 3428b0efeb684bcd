"""Run ▸ Run Example in the real window on a real engine: the Russian answer pasted as written
runs its >>> transcript, and its backward call opens step by step."""
from __future__ import annotations

import pytest

from playground.ui.bridge import EngineBridge
from tests.engine.example.seed_code import RUSSIAN_ANSWER
from tests.ui.conftest import WINDOW_ANSWER_S

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings")]


@pytest.fixture(scope="module")
def bridge(qapp):
    engine = EngineBridge()
    engine.start()
    yield engine
    engine.shutdown()


def test_run_example_shows_x_grad_and_layer_weights_grad(window, qtbot):
    window.documents.set_text(RUSSIAN_ANSWER, "new")
    assert window.example_tab.run_action in window.menus.run_menu.actions()
    window.example_tab.run_action.trigger()
    view = window.example_tab.view
    assert window.training_tabs.currentWidget() is view
    qtbot.waitUntil(lambda: view.stepper is not None, timeout=WINDOW_ANSWER_S * 1000)
    graph = view.stepper.graph
    assert {leaf.name for leaf in graph.leaves} == {"x", "layer.weights"}
    assert "FBackward" in {node.label for node in graph.nodes} and graph.root == "y.mean()"
    view.stepper.go_to(len(view.stepper.steps) - 1)
    view._refresh()
    assert ".grad after this call" in view.detail.text()
    assert window.console.plain_text().count("tensor(") >= 2  # the transcript's x.grad, layer.weights.grad
    window.presentation.set_active(True)
    assert view.presentation
    window.controls.pace_box.set_value(1.0)  # Play follows the toolbar's Pace
    assert view.timer.interval() == 1000
