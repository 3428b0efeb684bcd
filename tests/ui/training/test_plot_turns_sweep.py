"""The loss panel's plots at every height (plots/plot_turns.py): each plot in view has a data area of
at least 250×150 logical px (issue 29), whether the plots show together or take turns, also once
the legend that comes with the first curves has taken its rows, and in presentation mode's large
text; where the panel is tall, both show together."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from playground.ui.plots.training import LossPanel
from tests.ui.plots.test_plots import make_snapshot, make_started

READABLE = (250, 150)  # a main plot's data area, logical px (issue 29)
# From the panel's height at 960×540 (436 px) up; presentation mode's text leaves one plot alone its
# 150 px of data only from about 460 px (the panel at 1280×720 is 597 px there).
HEIGHTS = {False: range(380, 901, 40), True: range(460, 901, 40)}


def unreadable_in_view(panel: LossPanel) -> list:
    sizes = []
    for view in (panel.loss_view, panel.accuracy_view):
        if view.isVisible():
            box = view.plot_item.getViewBox().sceneBoundingRect()
            sizes.append((view.title_label.text, round(box.width()), round(box.height())))
    return [size for size in sizes if size[1] < READABLE[0] or size[2] < READABLE[1]]


@pytest.mark.parametrize("presentation", [False, True])
def test_at_every_height_each_plot_in_view_is_readable_after_a_classification_run(qtbot, presentation):
    panel = LossPanel()
    qtbot.addWidget(panel)
    panel.set_presentation(presentation)
    panel.resize(700, HEIGHTS[presentation][0])
    panel.show()
    qtbot.waitExposed(panel)
    failures = []
    for height in HEIGHTS[presentation]:
        panel.resize(700, height)
        panel.start(make_started(task="classification", request_id=height))  # no legend yet
        panel.add(make_snapshot(1, 50, request_id=height, accuracy=True))
        panel.flush()  # the legend shows: the loss plot's data area shrinks, the panel does not
        for _ in range(3):
            QApplication.processEvents()
        assert panel.accuracy_view.isVisible() or panel.turns.isVisible()  # accuracy in view or a turn away
        failures += [(height, *size) for size in unreadable_in_view(panel)]
        if panel.turns.isVisible():
            panel.turns.show_page(1)  # the accuracy plot alone
            QApplication.processEvents()
            failures += [(height, *size) for size in unreadable_in_view(panel)]
            panel.turns.show_page(0)
    assert failures == []
    assert not panel.turns.isVisible() and panel.accuracy_view.isVisible()  # 900 px: both together
