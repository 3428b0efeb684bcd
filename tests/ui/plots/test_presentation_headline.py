"""The derivative's headline, the verdict, is read whole in presentation mode: in the stacked
curves at 1024×768 the panel is short of ROOMY_PANEL_PX and the headline had one line, cut at
"≈ By design: a surrogate…" (in Russian "≈ Так задумано: суррогатный…"; issue 29 item 5)."""
from __future__ import annotations

import pytest

from playground.ui.plots.panels import DerivativePanel
from tests.ui.plots.test_plot_header import probe_with

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")


def test_a_short_presentation_panel_shows_the_whole_headline(qtbot):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.set_presentation(True)
    panel.resize(440, 380)  # the stacked derivative at 1024×768 in presentation mode
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_probe(probe_with("differs_by_design", {}, by_design=True, differ_fraction=0.2))
    headline = panel.verdict_label
    assert headline.text().startswith("≈")
    assert headline.shown_text().split() == headline.text().split(), headline.shown_text()
    qtbot.waitUntil(lambda: panel.view.height() >= 0.4 * panel.height(), timeout=2000)
