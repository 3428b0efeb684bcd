"""The translations: complete for today's code, found whatever context lupdate gave them, and the
window's language chosen from --lang, the remembered choice or the system."""
from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt, QTranslator
from PySide6.QtWidgets import QDoubleSpinBox, QWidget

from playground.protocol import ErrorInfo, ProbeData
from playground.ui import i18n
from playground.ui.numbers import apply_number_rule
from playground.ui.words.codes import error_message, summary_sentence
from tests.repo import REPO

TS_LANGUAGES = ("ja", "zh_CN", "ru")


def lupdate() -> str | None:
    beside_python = Path(sys.executable).with_name("pyside6-lupdate")
    return str(beside_python) if beside_python.exists() else shutil.which("pyside6-lupdate")


@pytest.fixture
def english_afterwards(qapp):
    """Tests that switch the language leave the process in English for the next test."""
    yield
    i18n.install_language("en")


@pytest.mark.parametrize("language", TS_LANGUAGES)
def test_lupdate_of_todays_code_leaves_nothing_unfinished(tmp_path, language):
    tool = lupdate()
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    copy = tmp_path / f"playground_{language}.ts"
    shutil.copy(REPO / "resources" / "i18n" / f"playground_{language}.ts", copy)
    sources = sorted(str(path) for path in (REPO / "playground").rglob("*.py"))
    subprocess.run([tool, *sources, "-ts", str(copy)], check=True, capture_output=True, cwd=REPO)
    messages = list(ElementTree.parse(copy).getroot().iter("message"))
    unfinished = [m.findtext("source") for m in messages
                  if m.find("translation").get("type") == "unfinished"]
    assert len(messages) > 324
    assert unfinished == [], f"{len(unfinished)} strings need a {language} translation (make translations)"


@pytest.mark.parametrize("language", TS_LANGUAGES)
def test_the_compiled_qm_holds_every_translation_of_the_ts(qapp, language):
    folder = REPO / "resources" / "i18n"
    compiled = QTranslator()
    assert compiled.load(str(folder / f"playground_{language}.qm"))
    catalog = i18n.read_catalog(folder / f"playground_{language}.ts")
    stale = [source for (context, source), text in catalog.items()
             if compiled.translate(context, source) != text]
    assert stale == [], "the .qm is older than the .ts: make translations"


def test_a_string_is_found_in_whatever_context_it_is_asked_for(qapp, english_afterwards):
    i18n.install_language("ja")
    # lupdate files the menu under "window" (the variable); at run time the context is the class.
    assert QCoreApplication.translate("MainWindow", "&File") == "ファイル(&F)"
    assert QCoreApplication.translate("plots", "gradient") == "勾配"
    assert QCoreApplication.translate("MainWindow", "not a string of the app") == "not a string of the app"
    i18n.install_language("en")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"


def test_qts_own_buttons_speak_the_language(qapp, english_afterwards):
    i18n.install_language("ru")
    assert i18n.current_language() == "ru"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"


@pytest.mark.parametrize("given, code", [("ja_JP.UTF-8", "ja"), ("zh-CN", "zh_CN"), ("zh_TW", "zh_CN"),
                                         ("ru_RU", "ru"), ("en_GB", "en"), ("de_DE", None), ("", None)])
def test_locale_names_map_to_the_four_languages(given, code):
    assert i18n.normalize(given) == code


def test_lang_wins_over_the_remembered_choice_which_wins_over_the_system(tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert i18n.chosen_language(None, settings) == i18n.system_language()
    i18n.remember_language("zh_CN", settings)
    assert i18n.chosen_language(None, settings) == "zh_CN"
    assert i18n.chosen_language("ru", settings) == "ru"


def test_japanese_and_chinese_draw_han_characters_with_their_own_family(qapp, english_afterwards):
    i18n.install_language("ja")
    japanese = i18n.cjk_family("ja")
    if japanese is None:
        pytest.skip("no Japanese font installed (fonts-noto-cjk)")
    assert japanese in qapp.font().families()
    i18n.install_language("zh_CN")
    assert i18n.cjk_family("zh_CN") in qapp.font().families()
    assert japanese not in qapp.font().families()
    i18n.install_language("en")
    assert japanese not in qapp.font().families()


def test_engine_errors_are_worded_from_their_code_and_parameters(qapp, english_afterwards):
    error = ErrorInfo(line=12, phase="backward", type="UserCodeError", message="English text",
                      code="wrong_gradient_count", params={"function": "MyReLU", "expected": 1, "got": 2})
    i18n.install_language("ja")
    assert error_message(error).startswith("MyReLU.backward が返した勾配は 2 個ですが")
    i18n.install_language("zh_CN")
    assert "返回了 2 个梯度" in error_message(error)
    python_own = ErrorInfo(line=3, phase="forward", type="ValueError", message="math domain error",
                           code="exception", params={"type": "ValueError", "text": "math domain error"})
    assert error_message(python_own) == "Python 在你的代码中抛出了这个错误。"  # its text: a detail
    i18n.install_language("en")
    assert error_message(python_own) == "math domain error"  # in English, Python's text itself
    partial = ErrorInfo(line=1, phase="backward", type="UserCodeError", message="English",
                        code="wrong_gradient_count", params={})
    assert error_message(partial) == "English"  # without its parameters: the engine's English


def test_the_verdict_sentence_is_worded_from_its_code(qapp, english_afterwards):
    probe = ProbeData(x=[0.0], output_names=["y"], f=[[0.0]], backward=[[0.0]], numeric=[[0.0]],
                      autograd=None, second=None, differs=[[False]], nonsmooth=[[False]],
                      verdict="differs", by_design=False, differ_fraction=0.4, max_error=0.5,
                      gradcheck=None, gradgradcheck=None, summary="English sentence",
                      summary_code="differs", summary_params={"percent": "40", "error": "0.5", "x": "1.2"})
    i18n.install_language("ru")
    assert summary_sentence(probe) == ("Ваш backward отличается от истинной производной в 40% точек "
                                       "(наибольшая ошибка 0.5 при x = 1.2).")
    i18n.install_language("en")
    assert summary_sentence(probe).startswith("Your backward differs from the true derivative at 40%")


def test_every_number_field_uses_a_point_and_takes_a_comma_for_one(qtbot):
    QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    try:
        root = QWidget()
        qtbot.addWidget(root)
        box = QDoubleSpinBox(root)
        box.setRange(-10, 10)
        box.setValue(-5)
        assert box.text() == "-5,00"  # what ru_RU showed before the rule
        assert apply_number_rule(root) == 1
        assert box.text() == "-5.00"
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), "2,5")
        qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
        assert box.value() == 2.5
        later = QDoubleSpinBox(root)  # a field built after the rule was applied
        later.setRange(-10, 10)
        later.setValue(-5)
        assert later.text() == "-5.00"
    finally:
        QLocale.setDefault(QLocale.c())


def test_an_engine_restart_is_worded_from_its_reason_phase_and_line(qapp, english_afterwards):
    from playground.protocol import EngineRestarted
    from playground.ui.words.restart import restart_text

    hung = EngineRestarted(reason="timeout", phase="backward", request_id=3, line=12, time_limit=2.5,
                           message="Your code ran longer than the time limit of 2.5 s in backward (line 12); ...")
    assert restart_text(hung, 5.0) == hung.message  # English: the client's own words, with the limit
    i18n.install_language("ja")
    assert restart_text(hung, 5.0) == ("コードが backward（逆伝播）で（12 行目）制限時間 2.5 秒を超えて実行されたので、"
                                       "エンジンを止めて起動し直しました。あなたのテキストはそのままです。")
    crashed = ErrorInfo(line=None, phase="forward", type="EngineCrashed", message="English",
                        code="engine_crashed", params={"phase": "forward", "exitcode": -11})
    i18n.install_language("ru")
    assert error_message(crashed).startswith("Движок, выполнявший ваш код, упал с ошибкой сегментации")


def test_wrapped_japanese_and_chinese_lesson_lines_join_without_spaces():
    from playground.ui.window.lesson import lesson_html

    assert lesson_html("backward は\n勾配を返します。\n\nround(x)\nis a staircase") == (
        "<p>backward は勾配を返します。</p><p>round(x) is a staircase</p>")


def test_a_loss_that_blows_up_is_worded_by_what_became_nan(qapp, english_afterwards):
    blown = ErrorInfo(line=None, phase="train", type="NonFiniteError", message="English",
                      code="non_finite", params={"step": 7, "where": "fc1.weight", "value": "infinite"})
    i18n.install_language("zh_CN")
    assert error_message(blown).startswith("fc1.weight 的梯度在第 7 步变成了无穷大")
    missing = ErrorInfo(line=None, phase="compile", type="UserCodeError", message="English",
                        code="subject_not_found", params={"name": "B", "available": ["A", "C"]})
    i18n.install_language("ja")
    assert error_message(missing) == "コードに 'B' という名前の Function も Module もありません。見つかったもの：A, C。"


def test_a_paste_that_lost_its_indentation_is_explained_in_russian(qapp, english_afterwards):
    lost = ErrorInfo(line=3, phase="compile", type="IndentationError", message="English",
                     code="indentation_lost", params={"opener": 2, "line": 3})
    i18n.install_language("ru")
    assert error_message(lost).startswith("При копировании пропали отступы")
    assert "строки 2" in error_message(lost) and "со строки 3" in error_message(lost)
