"""The Jacobian's three maps take turns where three side by side would each be narrower than
250 logical px (issue 29: 118–131 px beside the code at 960×540 and 1024×768 in presentation
mode); a switch of the three titles picks one, the difference first where yours is wrong."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtWidgets import QApplication

from playground.ui.jacobian.maps_row import DIFFERENCE, MAP_LEAST_PX, TRUE, YOURS
from playground.ui.jacobian.panel import JacobianPanel
from tests.ui.jacobian.test_jacobian_panel import block, probe_with, softmax_rows

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")


def shown_panel(qtbot, width: int, yours: np.ndarray, true: np.ndarray, pattern: str) -> JacobianPanel:
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    panel.resize(width, 700)
    panel.show()
    panel.show_probe(probe_with([block(yours=yours, true=true, pattern=pattern)], [(2, 4)]))
    for _ in range(4):
        QApplication.processEvents()
    return panel


def shown_maps(panel: JacobianPanel) -> list:
    """(index, data-area width) of each map on screen."""
    return [(index, plot.view.plot_item.getViewBox().sceneBoundingRect().width())
            for index, plot in enumerate(panel.plots) if plot.view.isVisible()]


def test_a_narrow_panel_shows_the_difference_alone_first_where_yours_is_wrong(qtbot):
    yours, true = softmax_rows()  # the diagonal only: wrong off it
    panel = shown_panel(qtbot, 560, yours, true, "jacobian_diagonal_only")
    assert panel.maps.one_at_a_time and panel.maps.switch.isVisible()
    [(index, width)] = shown_maps(panel)
    assert index == DIFFERENCE and width >= MAP_LEAST_PX
    panel.maps.switch.buttons[TRUE].click()
    QApplication.processEvents()
    [(index, width)] = shown_maps(panel)
    assert index == TRUE and width >= MAP_LEAST_PX
    panel.show_probe(probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)]))
    assert [index for index, _width in shown_maps(panel)] == [TRUE]  # a new check of the same: the choice stays


def test_a_right_backward_shows_yours_first(qtbot):
    _yours, true = softmax_rows()
    panel = shown_panel(qtbot, 560, true, true, "jacobian_matches")
    assert [index for index, _width in shown_maps(panel)] == [YOURS]


def test_a_wide_panel_shows_the_three_maps_side_by_side_each_readable(qtbot):
    yours, true = softmax_rows()
    panel = shown_panel(qtbot, 1300, yours, true, "jacobian_diagonal_only")
    assert not panel.maps.one_at_a_time and not panel.maps.switch.isVisible()
    widths = [width for _index, width in shown_maps(panel)]
    assert len(widths) == 3 and min(widths) >= MAP_LEAST_PX
    panel.resize(560, 700)  # narrowed: they take turns again
    for _ in range(4):
        QApplication.processEvents()
    assert panel.maps.one_at_a_time and len(shown_maps(panel)) == 1
