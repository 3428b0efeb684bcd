"""After training, the class sees each training plot readable (issue 29): every plot in view has a
data area at least 250×150 logical px, else the plots take turns (plots/plot_turns.py). Lesson 11
trained at 1280×720 in presentation mode left its accuracy plot 60 px tall beside the loss in a
595-px panel: the panel was taller than the fixed height it folded below. Checked at the issue's
sizes: 1024×768 and 1280×720 in presentation mode, 1280×720, and 1920×1080 at scale 2 (960×540
logical px), with the window's own sizes of the plots and the widgets'."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from playground.ui.plots.plot_view import PlotView
from tests.ui.window.test_layout_one_curve import open_lesson, settle
from tests.ui.window.test_small_screen_gaps import trained_classification

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")

READABLE = (250, 150)  # a main plot's data area, logical px (issue 29)
SIZES = [((1024, 768), True), ((1280, 720), True), ((1280, 720), False), ((960, 540), False)]


@pytest.fixture
def window(fake_bridge_window):
    return fake_bridge_window  # tests/ui/window/conftest.py


def data_area(view: PlotView) -> tuple[float, float]:
    box = view.plot_item.getViewBox().sceneBoundingRect()
    return box.width(), box.height()


def unreadable(views: list[PlotView]) -> list:
    """The plots in view whose data area is under READABLE, with their sizes."""
    shown = [(view.title_label.text, data_area(view)) for view in views if view.isVisible()]
    return [(title, size) for title, size in shown if size[0] < READABLE[0] or size[1] < READABLE[1]]


def each_turn(panel, views: list[PlotView]) -> list:
    """Every plot the panel shows, turn by turn where its plots take turns, that is unreadable."""
    turns = panel.turns
    if not turns.isVisible():
        return unreadable(views)
    failures = []
    for index, button in enumerate(turns.buttons):
        if button.isVisible():
            button.click()
            QApplication.processEvents()
            failures += [(index, *failure) for failure in unreadable(views)]
    turns.buttons[0].click()
    return failures


@pytest.mark.parametrize("size, presentation", SIZES)
def test_lesson_11_trained_shows_each_loss_plot_readable_alone_or_together(window, size, presentation):
    window.presentation.set_active(presentation)
    open_lesson(window, "11")
    settle(window, size)
    trained_classification(window)
    panel = window.loss_panel
    window.training_tabs.setCurrentWidget(panel)
    QApplication.processEvents()
    assert panel.accuracy_view.isVisible() or panel.turns.isVisible()  # accuracy in view or a turn away
    assert each_turn(panel, [panel.loss_view, panel.accuracy_view]) == [], size
    assert (window.width(), window.height()) == size  # nothing off screen
    window.presentation.set_active(False)


@pytest.mark.parametrize("size, presentation", SIZES)
def test_lesson_11_trained_shows_the_gradient_norms_and_the_detail_readable(window, size, presentation):
    window.presentation.set_active(presentation)
    open_lesson(window, "11")
    settle(window, size)
    trained_classification(window)
    panel = window.gradient_panel
    window.training_tabs.setCurrentWidget(panel)
    panel.flush()
    QApplication.processEvents()
    assert each_turn(panel, [panel.norm_view, panel.detail_view]) == [], size
    if panel.turns.isVisible():  # the histogram, beside the gradient where both are shown, has a turn of its own
        panel.turns.buttons[2].click()
        QApplication.processEvents()
        assert unreadable([panel.histogram_view]) == [] and not panel.detail_view.isVisible()
    assert (window.width(), window.height()) == size
    window.presentation.set_active(False)


def test_where_both_loss_plots_are_readable_together_they_show_together(window):
    """Turns only where needed: a tall window shows loss and accuracy at once, no buttons."""
    open_lesson(window, "11")
    settle(window, (1600, 1000))
    trained_classification(window)
    panel = window.loss_panel
    window.training_tabs.setCurrentWidget(panel)
    QApplication.processEvents()
    assert panel.loss_view.isVisible() and panel.accuracy_view.isVisible() and not panel.turns.isVisible()
    assert unreadable([panel.loss_view, panel.accuracy_view]) == []


def test_a_shrinking_window_folds_the_plots_and_a_growing_one_unfolds_them(window):
    open_lesson(window, "11")
    settle(window, (1600, 1000))
    trained_classification(window)
    panel = window.loss_panel
    window.training_tabs.setCurrentWidget(panel)
    QApplication.processEvents()
    window.presentation.set_active(True)  # large titles and ticks: the same height holds less data
    settle(window, (1280, 720))
    assert panel.turns.isVisible() and unreadable([panel.loss_view, panel.accuracy_view]) == []
    window.presentation.set_active(False)
    settle(window, (1600, 1000))
    assert not panel.turns.isVisible() and panel.accuracy_view.isVisible()
