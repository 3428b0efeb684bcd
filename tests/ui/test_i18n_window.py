"""The real window switched to each language at run time: menus, verdict and lesson in that
language, and the editor's text, the plots and the lesson kept."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from playground.ui import i18n
from playground.ui.bridge import EngineBridge
from playground.ui.plots.verdict import headline

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)"),
              pytest.mark.timeout(180)]

ANSWER_S = 60
# What each language calls the File menu, and a word every "differs" headline of it contains.
MENUS = {"ja": ("ファイル(&F)", "表示(&V)"), "zh_CN": ("文件(&F)", "视图(&V)"), "ru": ("&Файл", "&Вид"),
         "en": ("&File", "&View")}
READY = {"ja": "エンジン準備完了", "zh_CN": "引擎就绪", "ru": "Движок готов", "en": "Engine ready"}
DIFFERS = {"ja": "不一致", "zh_CN": "不一致", "ru": "расход", "en": "differs"}


@pytest.fixture(scope="module")
def bridge(qapp):
    engine = EngineBridge()
    engine.start()
    yield engine
    engine.shutdown()
    i18n.install_language("en")  # the next test module starts in English


def menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_switching_language_rewords_the_running_window_and_keeps_its_work(qtbot, window):
    window.load_preset("buggy_sigmoid")
    qtbot.waitUntil(lambda: window.last_probe is not None, timeout=ANSWER_S * 1000)
    editor = window.editor_pane.editor
    editor.insertPlainText("# my note\n")
    text, probe = editor.toPlainText(), window.last_probe
    preset = next(p for p in window.presets if p.name == "buggy_sigmoid")
    for language in ("ja", "zh_CN", "ru", "en"):
        window.menus.language.switch(language)
        assert i18n.current_language() == language
        file_menu, view_menu = MENUS[language]
        assert menu_titles(window)[:3] == [file_menu, QCoreApplication.translate("w", "&Edit"), view_menu]
        assert window.menus.language.actions[language].isChecked()
        verdict = window.derivative_panel.verdict_label.text()
        assert DIFFERS[language] in verdict.lower() and verdict == headline(probe)[0]
        assert preset.text_in(language).title in window.lesson.text.toPlainText()  # after the question
        assert window.controls.run_actions.train.text() == QCoreApplication.translate("", "Train")
        assert window.status.engine_label.text().startswith(READY[language])
        assert editor.toPlainText() == text and window.last_probe is probe
    assert window.settings.value(i18n.LANGUAGE_KEY) == "en"


def test_a_window_built_in_a_language_speaks_it_and_switches_exactly(qtbot, bridge, tmp_path):
    from PySide6.QtCore import QSettings

    from playground.ui.window.main_window import MainWindow

    i18n.install_language("zh_CN")
    try:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        built = MainWindow(bridge=bridge, settings=settings, autosave=False)
        qtbot.addWidget(built)
        assert menu_titles(built)[0] == "文件(&F)"
        assert built.menus.language.actions["zh_CN"].isChecked()
        built.load_preset("round_ste")
        assert "直通估计器：backward 为恒等映射的 round" in built.lesson.text.toPlainText()
        assert "课堂提问：" in built.lesson.text.toPlainText()
        # 训练 is "Train" in one place and 损失 both "Loss" and "loss": each comes back as its own.
        built.menus.language.switch("ru")
        assert built.controls.run_actions.train.text() == "Обучить"
        tabs = built.plot_area.tabs
        assert {"Функция потерь", "Градиенты", "Модель"} <= {tabs.tabText(i) for i in range(tabs.count())}
        built.menus.language.switch("en")
        assert built.controls.run_actions.train.text() == "Train"
        assert built.controls.windowTitle() == "Training"
        built.shutdown()
    finally:
        i18n.install_language("en")
