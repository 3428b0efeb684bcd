"""View ▸ Language in a running window (scripted engine messages): presentation mode's large fonts
stay, and the texts made from values — the status bar's, the Pace box's items, the derivative's
legend, the Data box's placeholder — come in the new language, as in a window started in it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QTabBar

from playground.ui import i18n
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, result

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]

LANGUAGES = ("ja", "ru", "zh_CN", "en")


@pytest.fixture
def window(qtbot, tmp_path):
    i18n.install_language("en")  # as the app does before its window is made (ui/app.py)
    bridge = FakeBridge()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=bridge, settings=settings, autosave=False)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.start_engine()
    win.load_preset("round_ste")
    bridge.compiled.emit(result(bridge.next_id, functions=("RoundSTE",), subject="RoundSTE"))  # 10 ms
    yield win
    win.shutdown()
    win.close()
    win.deleteLater()
    i18n.install_language("en")


def switch(window, code: str) -> None:
    """Pick ``code`` in View ▸ Language; the LanguageChange events Qt posts are delivered."""
    window.menus.language.switch(code)
    QApplication.processEvents()


def words(source: str) -> str:
    """``source`` in the language installed now; a translation must exist for any but English."""
    text = QCoreApplication.translate("", source)
    assert i18n.current_language() == "en" or text != source, f"{source!r} has no translation"
    return text


def font_points(window) -> dict[str, float]:
    """The font sizes of the window's parts (after the font changes Qt posts to its widgets)."""
    QApplication.processEvents()
    tab_bar = window.plot_area.tabs.findChild(QTabBar)
    return {"application": QApplication.font().pointSizeF(), "menu bar": window.menuBar().font().pointSizeF(),
            "toolbar": window.controls.font().pointSizeF(),
            "train button": window.controls.buttons[0].font().pointSizeF(),
            "tab bar": tab_bar.font().pointSizeF(), "status bar": window.status.check_label.font().pointSizeF(),
            "editor": window.editor_pane.editor.font_point_size()}


def test_presentation_fonts_stay_large_through_language_switches(window):
    normal = font_points(window)
    window.menus.presentation.trigger()
    large = font_points(window)
    assert all(large[part] > normal[part] for part in normal), (normal, large)
    for code in LANGUAGES:
        switch(window, code)
        assert window.presentation.active and window.menus.presentation.isChecked()
        assert font_points(window) == large, code
    window.menus.presentation.trigger()
    assert font_points(window) == normal


def test_a_language_switch_then_presentation_mode_scales_from_the_normal_size(window):
    normal = font_points(window)
    switch(window, "ru")
    assert font_points(window) == normal
    window.presentation.set_active(True)
    window.presentation.set_active(False)
    assert font_points(window) == normal


def legend(window) -> list[str]:
    return [label.text for _sample, label in window.derivative_panel.view.legend.items]


def test_texts_made_from_values_follow_a_live_switch(window):
    status, controls = window.status, window.controls
    status.training_progress(10**9, 1234.0)  # the last step: shown at once
    controls.model_combo.setCurrentIndex(controls.model_combo.findData("tutorial-2layer"))  # no data set
    pace = controls.pace_box
    for code in LANGUAGES:
        switch(window, code)
        assert status.check_label.text() == words("· checked in {ms:.0f} ms").format(ms=10)
        assert status.speed_label.text() == words("{rate:,.0f} steps/s").format(rate=1234)
        assert controls.dataset_combo.placeholderText() == words("its own data")
        assert legend(window) == [words("your backward"), words("numerical derivative"),
                                  words("autograd of the forward")]
        assert window.derivative_panel.backward.name() == words("your backward")  # the hover readout's
        assert [pace.itemText(i) for i in (0, 3)] == [words("Full speed"),
                                                       words("{rate:g} steps/s").format(rate=100)]
    assert status.check_label.text() == "· checked in 10 ms"


def test_the_pace_box_widens_to_its_words_in_russian(qtbot, window):
    pace = window.controls.pace_box
    english = pace.sizeHint().width()
    switch(window, "ru")
    assert pace.currentText() == "Полная скорость"
    needed = pace.fontMetrics().horizontalAdvance("Полная скорость")
    assert pace.sizeHint().width() > max(english, needed)
    qtbot.waitUntil(lambda: pace.width() >= pace.sizeHint().width())  # the toolbar lays it out again
    assert pace.isVisible(), "at 1280 px the Pace box is on the bar, not in its » menu"
    switch(window, "en")
    assert pace.sizeHint().width() == english
