"""The seed post's 4·tanh(x/4) stepped through in the whole window, as a class sees it (issue 29):
the step's node whole in the drawing at 1024×768 in presentation mode (the last step's leaf,
"X · 葉", was cut at the bottom when the run opened), the drawing at least 250 logical px wide at
960×540 (1920×1080 at scale 2: it was 229), on a scripted engine with the example's real
recording (y = 4·tanh(X/4) at X = [0, 4]; L = sum(y·y) sends dL/dy = 2y = [0, 6.0928])."""
from __future__ import annotations

import dataclasses
import math

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from playground import protocol
from playground.ui import i18n
from playground.ui.window.main_window import MainWindow
from tests.engine.example.seed_code import TANH_POST
from tests.ui.fakes import FakeBridge

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings")]
READABLE_WIDTH = 250  # a main picture's least width, logical px (issue 29)


@pytest.fixture(scope="module")
def tanh_result() -> protocol.ExampleResult:
    from playground.engine.example.run import run_example  # the engine's own run, in this process

    return run_example(protocol.ExampleRequest(request_id=1, source=TANH_POST))


def stepped_window(qtbot, tmp_path, tanh_result, size, presentation, language="en") -> MainWindow:
    i18n.install_language(language)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(bridge=FakeBridge(), settings=settings, autosave=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.presentation.set_active(presentation)
    window.documents.set_text(TANH_POST, "new")
    tab = window.example_tab
    tab.run()
    window.bridge.example.emit(dataclasses.replace(tanh_result, request_id=tab.running))
    window.training_tabs.setCurrentWidget(tab.view)
    window.resize(*size)
    QApplication.processEvents()
    window.apply_default_sizes()
    for _ in range(3):
        QApplication.processEvents()
    return window


def shown_whole(view, node_id) -> bool:
    canvas = view.canvas
    return canvas.mapToScene(canvas.viewport().rect()).boundingRect().contains(view.boxes[node_id].sceneBoundingRect())


@pytest.mark.parametrize("language", ["en", "ja"])
def test_at_1024x768_on_a_projector_the_steps_node_is_whole_in_view(qtbot, tmp_path, tanh_result, language):
    try:
        window = stepped_window(qtbot, tmp_path, tanh_result, (1024, 768), True, language)
        view = window.example_tab.view
        assert view.canvas.verticalScrollBar().maximum() > 0  # the graph is taller than its room
        steps = view.stepper.steps
        assert view.stepper.current is steps[-1] and steps[-1].kind == "accumulate"  # X's, the run's last
        leaf = next(leaf for leaf in view.stepper.graph.leaves if leaf.node == steps[-1].id)
        assert leaf.name == "X" and leaf.grad.values[1] == pytest.approx(2 * 4 * math.tanh(1) / math.cosh(1) ** 2,
                                                                        rel=1e-5)
        assert shown_whole(view, steps[-1].id)  # as the run opened: it was cut at the bottom
        view.stepper.go_to(-1)
        while view.step_forward():
            assert shown_whole(view, view.stepper.current.id), view.stepper.current.label
        while view.step_back() and view.stepper.current is not None:
            assert shown_whole(view, view.stepper.current.id), view.stepper.current.label
        window.shutdown()
    finally:
        i18n.install_language("en")


def test_at_960x540_the_drawing_beside_the_words_is_at_least_250_px_wide(qtbot, tmp_path, tanh_result):
    window = stepped_window(qtbot, tmp_path, tanh_result, (960, 540), False)
    view = window.example_tab.view
    assert view.body.direction() == view.body.Direction.LeftToRight  # the words beside the drawing
    assert view.canvas.viewport().width() >= READABLE_WIDTH
    assert view.canvas.viewport().height() >= 150
    window.shutdown()
