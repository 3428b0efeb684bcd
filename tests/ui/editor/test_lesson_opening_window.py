"""Where a lesson opens in the whole window on a projector (issue 29): lesson 01 at 1024×768 in
presentation mode shows the line its Focus names (`return x @ self.weight.t() +
self.bias.detach()`, the lesson's point, was below the fold), and a lesson opens at the same line
in the light and the dark theme (lessons 18 and 19 opened at their backward in dark, at their
class in light, with the same settings)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from playground.formats.presets import find_preset
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings")]


def opened_lesson(qtbot, tmp_path, name: str, theme: str, size=(1024, 768)) -> MainWindow:
    """The window as `main.py --preset NAME --theme THEME --presentation --size WxH` opens it."""
    settings = QSettings(str(tmp_path / f"{theme}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(bridge=FakeBridge(), settings=settings, autosave=False)
    qtbot.addWidget(window)
    window.menus.theme.apply(theme, remember=False)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.load_preset(find_preset(name).name)
    window.presentation.set_active(True)
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(50)
    return window


def top_line(window) -> int:
    return window.editor_pane.editor.firstVisibleBlock().blockNumber() + 1


def whole_in_view(editor, line: int) -> bool:
    """Whether every drawn row of the 1-based ``line`` (wrapped ones too) lies inside the viewport."""
    block = editor.document().findBlockByNumber(line - 1)
    rows = editor.blockBoundingGeometry(block).translated(editor.contentOffset())
    return rows.top() >= 0 and rows.bottom() <= editor.viewport().height()


def code_line_holding(name: str, piece: str) -> int:
    """The last line that holds ``piece``: in the code, below the docstring's Focus line."""
    lines = find_preset(name).source().splitlines()
    return max(number for number, line in enumerate(lines, 1) if piece in line)


def backward_end(name: str) -> int:
    """The last line of the lesson's backward: its return, two lines under the def."""
    line = code_line_holding(name, "def backward(ctx, grad_output):") + 2
    assert find_preset(name).source().splitlines()[line - 1].strip().startswith("return ")
    return line


def test_lesson_01_opens_with_its_focus_line_whole_in_view(qtbot, tmp_path):
    focus = "return x @ self.weight.t() + self.bias.detach()"
    assert find_preset("01").focus == focus  # the lesson's point, in its own text
    window = opened_lesson(qtbot, tmp_path, "01", "light")
    editor = window.editor_pane.editor
    line = code_line_holding("01", focus)
    assert top_line(window) <= line
    assert whole_in_view(editor, line), (top_line(window), line)
    window.shutdown()


@pytest.mark.parametrize("lesson", ["01", "18", "19"])
def test_a_lesson_opens_at_the_same_line_in_light_and_dark(qtbot, tmp_path, lesson):
    tops = {}
    for theme in ("light", "dark"):
        window = opened_lesson(qtbot, tmp_path, lesson, theme)
        tops[theme] = top_line(window)
        if lesson != "01":  # 01 has no backward
            assert whole_in_view(window.editor_pane.editor, backward_end(lesson)), (theme, tops[theme])
        window.shutdown()
        window.close()
    assert tops["light"] == tops["dark"]


@pytest.mark.parametrize("zoom", [1.25, 0.8])
def test_a_new_font_size_chooses_the_opening_again(qtbot, tmp_path, zoom):
    """Presentation mode fits its fonts to the window's height, after the lesson opened: the start
    chosen for the old size left lesson 18's backward cut (or a view with room to spare)."""
    window = opened_lesson(qtbot, tmp_path, "18", "light")
    editor = window.editor_pane.editor
    editor.set_font_point_size(editor.font_point_size() * zoom)
    for _ in range(3):
        QApplication.processEvents()
    assert whole_in_view(editor, backward_end("18")), top_line(window)
    fresh = opened_lesson(qtbot, tmp_path, "18", "dark")
    fresh.editor_pane.editor.set_font_point_size(editor.font_point_size())
    fresh.editor_pane.editor.show_code_start()
    qtbot.wait(20)
    assert top_line(window) == top_line(fresh)  # as if the lesson had opened at this size
    window.shutdown()
    fresh.shutdown()
