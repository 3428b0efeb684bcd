"""Presentation mode and window-wide zoom, on the real window (scripted engine messages)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, result

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]


@pytest.fixture
def window(qtbot, tmp_path):
    bridge = FakeBridge()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=bridge, settings=settings, autosave=False)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.start_engine()
    win.load_preset("round_ste")
    bridge.compiled.emit(result(bridge.next_id, functions=("RoundSTE",), subject="RoundSTE"))
    yield win
    win.shutdown()
    win.close()
    win.deleteLater()


def pen_width(curve) -> float:
    return curve.opts["pen"].widthF()


def axis_points(panel) -> float:
    return panel.view.plot_item.getAxis("bottom").style["tickFont"].pointSizeF()


def test_presentation_mode_enlarges_text_thickens_lines_and_folds_the_side_panels(qtbot, window):
    editor = window.editor_pane.editor
    normal_editor, normal_app = editor.font_point_size(), QApplication.font().pointSizeF()
    normal_axis = axis_points(window.function_panel)
    assert pen_width(window.function_panel.curves[0]) == 1
    action = window.menus.presentation
    assert action.shortcut() == QKeySequence("Ctrl+Shift+P")
    assert action in window.menus.view_menu.actions()
    action.trigger()
    assert window.presentation.active and action.isChecked()
    assert editor.font_point_size() >= 1.35 * normal_editor
    assert QApplication.font().pointSizeF() > normal_app
    assert axis_points(window.function_panel) > 1.5 * normal_axis
    assert pen_width(window.function_panel.curves[0]) == 3
    assert pen_width(window.derivative_panel.numeric) == 3
    assert pen_width(window.loss_panel.train_curve) == 3
    assert not window.console.isVisible(), "the console is folded away"
    assert not window.lesson.text.isVisible(), "the lesson text is folded away"
    preset = next(p for p in window.presets if p.name == "round_ste")
    qtbot.waitUntil(lambda: window.lesson.question_label.isVisible())
    assert preset.question in window.lesson.question_label.text()
    assert window.lesson.question_text() == f"Question for the class: {preset.question}"
    shown = window.controls.visible_fields()
    assert window.controls.seed_spin not in shown and window.controls.steps_spin in shown
    assert window.plot_area.mode == "tabs", "each plot gets the whole area"
    qtbot.waitUntil(lambda: window.parts.left_splitter.sizes()[0]
                    >= window.lesson.compact_height(window.lesson.width()))

    action.trigger()
    assert not window.presentation.active
    assert editor.font_point_size() == normal_editor
    assert QApplication.font().pointSizeF() == normal_app
    assert pen_width(window.function_panel.curves[0]) == 1
    assert window.console.isVisible() and window.lesson.text.isVisible()
    assert not window.lesson.question_label.isVisible()
    assert window.controls.seed_spin in window.controls.visible_fields()


def test_the_shortcut_toggles_presentation_mode(qtbot, window):
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window.editor_pane.editor, Qt.Key.Key_P,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.presentation.active
    qtbot.keyClick(window.editor_pane.editor, Qt.Key.Key_P,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not window.presentation.active


def test_ctrl_plus_minus_zoom_everything_and_ctrl_0_resets(qtbot, window):
    window.activateWindow()
    qtbot.waitActive(window)
    editor = window.editor_pane.editor
    sizes = lambda: (editor.font_point_size(), QApplication.font().pointSizeF(),  # noqa: E731
                     axis_points(window.derivative_panel))
    before = sizes()
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(editor, Qt.Key.Key_Equal, ctrl)
    qtbot.keyClick(editor, Qt.Key.Key_Plus, ctrl)
    bigger = sizes()
    assert all(b > a for a, b in zip(before, bigger)), (before, bigger)
    qtbot.keyClick(editor, Qt.Key.Key_Minus, ctrl)
    qtbot.keyClick(editor, Qt.Key.Key_Minus, ctrl)
    qtbot.keyClick(editor, Qt.Key.Key_Minus, ctrl)
    smaller = sizes()
    assert smaller[0] < before[0] and smaller[1] < before[1], (before, smaller)
    assert smaller[2] <= before[2], "plot text has a readable floor (plot_style.NORMAL_POINTS)"
    qtbot.keyClick(editor, Qt.Key.Key_0, ctrl)
    assert sizes() == before


def test_zoom_adds_to_presentation_mode_and_both_come_back(window):
    window.presentation.set_active(True)
    presenting = window.editor_pane.editor.font_point_size()
    window.menus.zoom_in.trigger()
    assert window.editor_pane.editor.font_point_size() > presenting
    window.menus.zoom_reset.trigger()
    assert window.editor_pane.editor.font_point_size() == presenting
    window.presentation.set_active(False)
    assert window.editor_pane.editor.font_point_size() == window.editor_pane.editor.default_point_size


def test_closing_gives_the_application_its_font_back(window):
    normal = QApplication.font().pointSizeF()
    window.presentation.set_active(True)
    window.menus.zoom_in.trigger()
    assert QApplication.font().pointSizeF() > normal
    window.shutdown()
    assert QApplication.font().pointSizeF() == normal


def test_panels_hidden_before_stay_as_the_user_left_them(window):
    window.menus.panel_toggles["console"].setChecked(False)
    window.presentation.set_active(True)
    window.presentation.set_active(False)
    assert not window.console.isVisible()
    assert window.lesson.text.isVisible()
