"""Lessons: the presets in teaching order, Next/Previous through all of them, each with its text
and the question for the class shown prominently (scripted engine)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=FakeBridge(), settings=settings, autosave=False)
    win.resize(1280, 720)
    win.show()
    win.start_engine()
    yield win
    win.shutdown()
    win.close()
    win.deleteLater()


def test_the_lessons_go_from_autograd_basics_through_double_backward_to_jacobians(window):
    names = [preset.name for preset in window.presets]
    assert names[0] == "autograd_basics"
    assert names.index("polynomial_double_backward") < names.index("forward_mode_jvp") \
        < names.index("softmax_diagonal")
    assert names.index("module_weights_jacobian") < names.index("torch_func") == len(names) - 1
    assert names.index("soft_clip") < names.index("exp_saves_output") < names.index("two_outputs") \
        < names.index("round_ste") < names.index("linear_module") < names.index("gradient_hooks")
    orders = [preset.order for preset in window.presets]
    assert orders == sorted(orders)


def test_next_walks_every_lesson_showing_its_text_and_question(window):
    lesson = window.lesson
    assert window.load_preset(window.presets[0].name)
    assert not lesson.previous_button.isEnabled()
    for number, preset in enumerate(window.presets):
        assert window.documents.preset_name == preset.name
        assert window.editor_pane.editor.toPlainText() == preset.source()
        text = lesson.text.toPlainText()
        assert preset.title in text
        assert f"Question for the class: {preset.question}" in text
        first_words = " ".join(preset.lesson.split()[:4]).replace("`", "")
        assert text.index("Question for the class") < text.rindex(first_words), \
            "the question stands above the lesson text"
        assert lesson.question_text() == f"Question for the class: {preset.question}"
        if preset.predict:  # "predict, then reveal": after the lesson text, what to do once it is read
            assert text.rindex(first_words) < text.index(f"Predict, then reveal: {preset.predict}")
        else:
            assert "Predict, then reveal" not in text
        if number < len(window.presets) - 1:
            lesson.next_button.click()
    assert not lesson.next_button.isEnabled(), "the last lesson has no Next"
    lesson.previous_button.click()
    assert window.documents.preset_name == window.presets[-2].name


def test_in_presentation_mode_the_question_stays_when_the_text_folds(qtbot, window):
    window.load_preset("round_ste")
    window.presentation.set_active(True)
    assert not window.lesson.text.isVisible()
    label = window.lesson.question_label
    assert label.isVisible() and "Question for the class:" in label.text()
    assert label.font().pointSizeF() > window.font().pointSizeF(), "larger than the window's text"
    window.lesson.next_button.click()
    following = next(p for p in window.presets if p.name == window.documents.preset_name)
    assert following.question.split()[0] in label.text()
    qtbot.waitUntil(lambda: window.parts.left_splitter.sizes()[0]
                    >= window.lesson.compact_height(window.lesson.width()))


def test_own_code_has_no_question(window):
    window.load_preset("round_ste")
    window.documents.new()
    assert window.lesson.question_text() == ""
    window.presentation.set_active(True)
    assert not window.lesson.question_label.isVisible()
