"""Predict mode in the whole window (a scripted engine, the example's real recording): no
gradient of the example anywhere before the reveal, the forward values throughout."""
from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings

from playground import protocol
from playground.ui.window.main_window import MainWindow
from tests.engine.example.seed_code import TANH_POST
from tests.ui.fakes import FakeBridge

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings")]
GRADIENTS = ("2.5588", "6.0928")  # X.grad, and what reached y


@pytest.fixture(scope="module")
def tanh_result() -> protocol.ExampleResult:
    from playground.engine.example.run import run_example  # the engine's own run, in this process

    return run_example(protocol.ExampleRequest(request_id=1, source=TANH_POST))


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=FakeBridge(), settings=settings, autosave=False)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.shutdown()
    win.close()
    win.deleteLater()


def test_predict_hides_the_examples_gradients_in_the_console_the_steps_and_the_jacobian(window, tanh_result):
    window.documents.set_text(TANH_POST, "new")
    tab = window.example_tab
    tab.run()
    window.bridge.example.emit(dataclasses.replace(tanh_result, request_id=tab.running))
    assert "tensor([0.0000, 2.5588])" in window.console.plain_text()  # not in Predict mode: shown
    tab.view.set_predict(True)  # the teacher turns Predict on after the run: the answer goes
    jacobian = window.parts.jacobian_panel
    window.training_tabs.setCurrentWidget(jacobian)
    (cover,) = tab.covers
    assert cover.isVisible() and cover.geometry() == jacobian.rect()
    window.training_tabs.setCurrentWidget(tab.view)
    assert not cover.isVisible()  # the cover goes with its tab
    seen = " ".join([window.console.plain_text(), tab.view.detail.text()]
                    + [text.text() for text in tab.view.grad_texts.values()])
    assert not any(gradient in seen for gradient in GRADIENTS), seen
    assert "value [0, 3.0464]" in " ".join(t.text() for box in tab.view.boxes.values()  # forward values stay
                                            for t in box.childItems() if hasattr(t, "text"))
    while tab.view.step_forward():  # ▶ through the last step reveals it all
        pass
    assert "tensor([0.0000, 2.5588])" in window.console.plain_text()
    window.training_tabs.setCurrentWidget(jacobian)
    assert not cover.isVisible()
