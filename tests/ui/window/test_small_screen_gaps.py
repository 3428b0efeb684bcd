"""Issue 29's last gaps on a small logical screen (1920×1080 at scale 2 is 960×540): the lesson's
Function in view on open, every plot tab in sight, the Jacobian's maps each readable, and the
trained picture tall enough, judged from the sizes the window reports."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.window.test_layout_one_curve import HALL, open_lesson, settle

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")


@pytest.fixture
def window(fake_bridge_window):
    return fake_bridge_window  # tests/ui/window/conftest.py


def lines_of(text: str, start: str) -> list:
    """0-based numbers of the lines that begin (after their indent) with ``start``."""
    return [number for number, line in enumerate(text.splitlines()) if line.strip().startswith(start)]


@pytest.mark.parametrize("number", ["18", "19"])
def test_at_960x540_a_lesson_opens_on_its_function_with_the_end_of_backward_in_view(window, qtbot, number):
    open_lesson(window, number)  # lesson 18's Jacobian comes to the front: the code column narrows
    settle(window, HALL)
    editor = window.editor_pane.editor
    text = editor.toPlainText()
    first, last = lines_of(text, "class ")[0], lines_of(text, "return ")[-1]  # backward's return ends the class
    qtbot.waitUntil(lambda: editor.firstVisibleBlock().blockNumber() == first)
    block = editor.document().findBlockByNumber(last)
    bottom = editor.blockBoundingGeometry(block).translated(editor.contentOffset()).bottom()
    assert bottom <= editor.viewport().height()  # below the fold before, under the imports
    if number == "18":  # the maps take turns beside it: the code has the room for its class line
        class_block = editor.document().findBlockByNumber(first)
        editor.blockBoundingRect(class_block)
        assert class_block.layout().lineCount() == 1  # 'class Softmax(torch.autograd.Function):' in 3 rows before


@pytest.fixture
def russian():
    from playground.ui.i18n import install_language

    install_language("ru")
    yield
    install_language("en")


@pytest.fixture(params=["en", "ja", "zh_CN", "ru"])
def language(request):
    from playground.ui.i18n import install_language

    install_language(request.param)
    yield request.param
    install_language("en")


def tabs_out_of_sight(window) -> list:
    """The plot tabs not wholly inside the tab bar (behind its scroll arrows), by label."""
    bar = window.training_tabs.tabBar()
    return [bar.tabText(index) for index in range(bar.count()) if bar.isTabVisible(index)
            and (bar.tabRect(index).left() < 0 or bar.tabRect(index).right() > bar.width())]


def test_at_960x540_every_plot_tab_is_in_sight_with_the_curve_switch(language, window):
    open_lesson(window, "11")
    settle(window, HALL)
    switch = window.parts.curve_switch
    assert switch.one_at_a_time and switch.isVisible()
    for page in (window.loss_panel, window.parts.jacobian_panel, window.plot_area.probe_row):
        window.training_tabs.setCurrentWidget(page)  # the bar scrolls to the tab in front where it can
        QApplication.processEvents()
        assert tabs_out_of_sight(window) == [], language
        assert switch.geometry().right() <= window.training_tabs.tabBar().geometry().left()  # beside, not over
    shown = [window.training_tabs.tabBar().tabText(index) for index in range(window.training_tabs.count())
             if window.training_tabs.tabBar().isTabVisible(index)]
    assert all(text and "…" not in text for text in shown)  # whole words, not elided


@pytest.mark.parametrize("number", ["11", "18"])
def test_in_presentation_mode_at_1024x768_every_plot_tab_is_in_sight(language, window, number):
    """Presentation mode's large text hid 'Якобиан' behind the bar's arrows even with the short
    labels (lesson 11, Russian): the bar's text shrinks until every tab fits."""
    window.presentation.set_active(True)
    open_lesson(window, number)
    settle(window, (1024, 768))
    for page in (window.loss_panel, window.parts.jacobian_panel):
        window.training_tabs.setCurrentWidget(page)
        QApplication.processEvents()
        assert tabs_out_of_sight(window) == [], language
    bar = window.training_tabs.tabBar()
    assert bar.font().pointSizeF() >= 9.0  # plots/labels.py SMALLEST_POINTS
    window.presentation.set_active(False)


def test_where_the_whole_labels_fit_they_stay_whole(window):
    open_lesson(window, "11")
    settle(window, (1600, 900))
    labels = window.parts.tab_labels
    assert not labels.short_now
    assert window.training_tabs.tabText(window.training_tabs.indexOf(window.loss_panel)) == "Loss"


def trained_classification(window) -> None:
    """Lesson 11 trained 400 steps on a classification task, as the engine reports it."""
    from playground import protocol
    from tests.ui.window.test_code_beside_picture import classification_snapshot

    window.train()
    rid = window.fake.next_id
    window.fake.train_started.emit(protocol.TrainStarted(
        rid, "classify-2d", "xor", "cpu", 400, ["fc1.weight", "out.bias"], [(4, 1), (1,)],
        task="classification"))
    for step in range(10, 410, 10):
        window.fake.snapshot.emit(classification_snapshot(rid, step))
    window.fake.train_finished.emit(protocol.TrainFinished(rid, "done", 400, 0.5, 1234.0))
    window.loss_panel.flush()
    for _ in range(4):
        QApplication.processEvents()


def data_height(view) -> float:
    return view.plot_item.getViewBox().sceneBoundingRect().height()


def test_at_960x540_the_trained_loss_plot_is_readable_and_accuracy_takes_turns_with_it(russian, window):
    open_lesson(window, "11")
    settle(window, HALL)
    trained_classification(window)
    panel = window.loss_panel
    assert window.training_tabs.currentWidget() is panel
    sizes = window.plot_sizes()["plots"]["loss"]
    assert sizes["width"] >= 250 and sizes["height"] >= 150  # 324x59 beside the accuracy plot before
    assert panel.turns.isVisible() and not panel.accuracy_view.isVisible()
    panel.turns.buttons[1].click()  # accuracy in its place
    QApplication.processEvents()
    assert not panel.loss_view.isVisible() and data_height(panel.accuracy_view) >= 150
    settle(window, (1280, 720))  # room for both: both, no buttons
    assert panel.loss_view.isVisible() and panel.accuracy_view.isVisible() and not panel.turns.isVisible()
    assert data_height(panel.loss_view) >= 150


def test_at_960x540_the_gradient_norms_are_readable_and_the_detail_takes_turns_with_them(window):
    open_lesson(window, "11")
    settle(window, HALL)
    trained_classification(window)
    window.training_tabs.setCurrentWidget(window.gradient_panel)
    panel = window.gradient_panel
    panel.flush()
    QApplication.processEvents()
    sizes = window.plot_sizes()["plots"]["gradients"]
    assert sizes["width"] >= 250 and sizes["height"] >= 150  # 344x90 beside the detail before
    assert panel.turns.isVisible() and not panel.detail_view.isVisible()
    panel.turns.buttons[1].click()  # the chosen parameter's gradient and histogram in their place
    QApplication.processEvents()
    assert not panel.norm_view.isVisible() and data_height(panel.detail_view) >= 150
    settle(window, (1280, 720))
    assert panel.norm_view.isVisible() and panel.detail_view.isVisible() and not panel.turns.isVisible()
    assert data_height(panel.norm_view) >= 150
