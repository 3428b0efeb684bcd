"""The verdict's sentences on a projector are never smaller than the window's own text (issue 29:
at 1024×768 in presentation mode the summary was drawn at 0.7 of its size, 14 px beside the
window's 16): where they do not fit above the plot at that size, the panel says less, whole, and
what it leaves out is whole under "details"."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication

from playground.ui.plots.panels import DerivativePanel
from tests.ui.plots.test_plot_header import LONG_SUMMARY, probe_with

PRESENTATION_APP_SCALE = 1.3  # what presentation mode does to the window's text (window/presentation.py)
SUMMARY = " ".join(LONG_SUMMARY.split(". ")[:2]) + "."


@pytest.fixture
def presentation_font():
    """The application's font as presentation mode sets it, given back afterwards."""
    before = QFont(QApplication.font())
    font = QFont(before)
    font.setPointSizeF(before.pointSizeF() * PRESENTATION_APP_SCALE)
    QApplication.setFont(font)
    yield QFontInfo(font).pixelSize()
    QApplication.setFont(before)


@pytest.mark.parametrize("width", [360, 500])
def test_no_sentence_of_the_verdict_is_smaller_than_the_windows_text(qtbot, presentation_font, width):
    body_px = presentation_font
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.set_presentation(True)
    panel.resize(width, 700)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_probe(probe_with("gradcheck_fails_for_parameter", {"parameter": "bias"}, summary=SUMMARY))
    shown_summary = moved_summary = 0
    for height in range(700, 340, -20):  # 1024×768 in presentation mode gives it about 380
        panel.resize(width, height)
        qtbot.waitUntil(lambda: not panel.refits.busy, timeout=3000)
        qtbot.wait(20)
        for label in (panel.verdict_label, panel.summary_label, panel.gradcheck_label):
            if label.isVisible():
                assert QFontInfo(label.shown_font()).pixelSize() >= body_px, (height, label.text())
        if panel.summary_label.isVisible():
            shown_summary += 1
            assert panel.summary_label.shown_text().split() == SUMMARY.split(), height  # wrapped, not cut
        else:
            moved_summary += 1
            assert SUMMARY in panel.details.detail(), height  # whole, a click away
    assert shown_summary and moved_summary  # both forms were seen as the panel shortened
