"""The lesson picker wraps a long title onto the lines it needs instead of cutting it (issue 29:
"10 · Straight-through estimator: round с тождественным ba…" at 1024×768 in presentation mode),
and asks for their height, which the folded lesson pane's fit reads."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from playground.formats.presets import list_presets
from playground.ui import i18n
from playground.ui.window.lesson import LessonPane
from playground.ui.window.shown_texts import cut_texts

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")


@pytest.fixture
def pane(qtbot):
    i18n.install_language("ru")
    window = QWidget()
    qtbot.addWidget(window)
    lesson = LessonPane(window)
    QVBoxLayout(window).addWidget(lesson)
    lesson.set_presets(list_presets())
    lesson.show_preset(next(p for p in lesson.presets if p.name == "round_ste"))
    window.show()
    yield lesson
    i18n.install_language("en")


def test_a_title_wider_than_the_picker_wraps_whole_and_the_picker_grows_a_line(pane):
    picker = pane.picker
    title = picker.currentText()
    assert "тождественным backward" in title  # the Russian title, longer than the field below
    one_line = QFontMetricsF(picker.font()).horizontalAdvance(title)
    pane.window().resize(int(one_line * 0.7), 200)
    QApplication.processEvents()
    assert picker.width() < one_line, "the title does not fit on one line"
    shown = picker.shown_text()
    assert shown.count("\n") >= 1
    assert shown.split() == title.split(), "every word of the title, none cut with '…'"
    assert cut_texts(pane.window()) == []
    line = QFontMetricsF(picker.font()).lineSpacing()
    assert picker.heightForWidth(picker.width()) >= picker.heightForWidth(int(one_line) + 200) + line - 1
    assert picker.height() == picker.heightForWidth(picker.width()), "the layout gave it the second line"


def test_a_title_that_fits_stays_on_one_line(pane):
    picker = pane.picker
    one_line = QFontMetricsF(picker.font()).horizontalAdvance(picker.currentText())
    pane.window().resize(int(one_line) + 200, 200)
    QApplication.processEvents()
    assert "\n" not in picker.shown_text()
    assert picker.shown_text() == picker.currentText()
    assert picker.height() == picker.heightForWidth(picker.width()) < 2 * QFontMetricsF(picker.font()).lineSpacing() + 12
