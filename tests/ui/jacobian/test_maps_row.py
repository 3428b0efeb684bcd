"""The Jacobian's three maps are equally wide: the colour bar has a column of its own and takes
no map's room (issue 29: "yours − true" was 101 px wide beside 194 at 1024×768)."""
from __future__ import annotations

import numpy as np
import pytest

from playground.ui.jacobian.panel import JacobianPanel
from tests.ui.jacobian.test_jacobian_panel import block, probe_with, softmax_rows

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]


@pytest.mark.parametrize("presentation", [False, True])
@pytest.mark.parametrize("width", [1100, 1300])  # narrower, they take turns (test_maps_take_turns.py)
def test_the_three_maps_are_equally_wide_beside_the_colour_bar(qtbot, width, presentation):
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    panel.resize(width, 520)
    panel.show()
    panel.set_presentation(presentation)
    yours, true = softmax_rows()
    panel.show_probe(probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)]))
    def widths() -> list:
        return [plot.plot.getViewBox().sceneBoundingRect().width() for plot in panel.plots]

    qtbot.waitUntil(lambda: min(widths()) > 0)
    qtbot.wait(50)  # the graphics layouts settle after the widgets' resize
    widths = widths()
    assert max(widths) - min(widths) <= 3, widths
    # the bar sits right of the third map, beside its cells, and inside the panel
    bar = panel.colour_bar.mapRectToScene(panel.colour_bar.boundingRect())
    assert bar.height() > 0 and panel.plots[2].view.geometry().right() < panel.width()
    low, high = panel.colour_bar.levels()
    assert -low == high == pytest.approx(max(np.abs(yours).max(), np.abs(true).max()))
