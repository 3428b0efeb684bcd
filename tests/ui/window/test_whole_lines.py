"""The file-info box shows no line sliced at its edge (issue 29: at 1920×1080 at scale 2 its third
line was drawn with its lower half missing): window/whole_lines.py covers the line the viewport's
edge runs through; scrolled so that it fits, the line is drawn whole."""
from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QFont, QPalette

from playground.ui.window.lesson import LessonPane
from playground.ui.window.whole_lines import WholeLinesBrowser

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")
LINES = 12


def inked_rows(browser: WholeLinesBrowser) -> list[int]:
    """The viewport's pixel rows that hold anything but the background (glyphs)."""
    image = browser.viewport().grab().toImage()
    background = browser.viewport().palette().color(QPalette.ColorRole.Base).rgb()
    return [y for y in range(image.height())
            if any(image.pixel(x, y) != background for x in range(image.width()))]


@pytest.fixture
def browser(qtbot):
    browser = WholeLinesBrowser()
    qtbot.addWidget(browser)
    font = QFont(browser.font())
    font.setPointSizeF(12)
    browser.setFont(font)
    palette = browser.palette()
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.Text, QColor("black"))
    browser.setPalette(palette)
    browser.setPlainText("\n".join(f"line {n} WWWW" for n in range(1, LINES + 1)))
    browser.document().setDocumentMargin(0)
    return browser


def show_lines(qtbot, browser: WholeLinesBrowser, lines: float) -> float:
    """Make the viewport ``lines`` line heights tall; the line height, px."""
    browser.resize(300, 200)
    browser.show()
    qtbot.waitExposed(browser)
    spacing = browser.document().begin().layout().lineAt(0).height()  # laid out once shown
    frame = browser.height() - browser.viewport().height()
    browser.resize(300, frame + math.floor(spacing * lines))
    qtbot.waitUntil(lambda: browser.viewport().height() == math.floor(spacing * lines))
    return spacing


def test_the_line_the_bottom_edge_runs_through_is_not_drawn(qtbot, browser):
    line_height = show_lines(qtbot, browser, 2.5)
    assert browser.verticalScrollBar().maximum() > 0  # there is more below
    rows = inked_rows(browser)
    assert rows, "the first two lines are drawn"
    assert max(rows) < 2 * line_height + 0.5, (max(rows), line_height)  # nothing of the third line's top half
    covers = browser.sliced_lines()
    assert len(covers) == 1 and covers[0].top() == pytest.approx(2 * line_height, abs=0.5)


def test_lines_that_fit_are_all_drawn_and_nothing_is_covered(qtbot, browser):
    line_height = show_lines(qtbot, browser, LINES + 1)
    assert browser.sliced_lines() == []
    assert max(inked_rows(browser)) > (LINES - 1) * line_height  # the last line is drawn


def test_the_lesson_panes_text_is_such_a_browser():
    assert isinstance(LessonPane().text, WholeLinesBrowser)
