"""The plot tabs' titles at 960×540 logical px (1920×1080 at scale 2) after Run Example opened
the step-by-step tab (issue 29): each tab's title reads whole in its rect, or is its short form,
never scrolled half out of the bar ('記', 'иенты' were what was left of the Gradients tab in
Japanese and Russian; 'backward を 1 ステップずつ' came later and nobody refitted the labels)."""
from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from playground import protocol
from playground.ui import i18n
from playground.ui.window.main_window import MainWindow
from playground.ui.window.plot_tabs import tabs_cut
from playground.ui.window.shown_texts import cut_texts
from tests.engine.example.seed_code import TANH_POST
from tests.ui.fakes import FakeBridge

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings")]
SCALE_2 = (960, 540)  # 1920×1080 at QT_SCALE_FACTOR=2, in logical px


@pytest.fixture(scope="module")
def tanh_result() -> protocol.ExampleResult:
    from playground.engine.example.run import run_example  # the engine's own run, in this process

    return run_example(protocol.ExampleRequest(request_id=1, source=TANH_POST))


@pytest.mark.parametrize("language", ["ja", "ru"])
def test_at_scale_2_every_tab_title_is_whole_after_the_step_tab_opens(qtbot, tmp_path, tanh_result, language):
    i18n.install_language(language)
    try:
        window = MainWindow(bridge=FakeBridge(), settings=QSettings(str(tmp_path / "s.ini"),
                                                                    QSettings.Format.IniFormat), autosave=False)
        qtbot.addWidget(window)
        window.resize(*SCALE_2)
        window.show()
        qtbot.waitExposed(window)
        window.documents.set_text(TANH_POST, "new")
        tab = window.example_tab
        tab.run()  # the step-by-step tab is added now, to a bar fitted before it came
        window.bridge.example.emit(dataclasses.replace(tanh_result, request_id=tab.running))
        tabs = window.parts.plot_area.tabs
        bar = tabs.tabBar()
        qtbot.waitUntil(lambda: tabs_cut(bar) == [], timeout=2000)
        room = bar.rect()
        labels = window.parts.tab_labels
        for index in range(bar.count()):
            if not bar.isTabVisible(index):
                continue
            rect = bar.tabRect(index)
            assert room.contains(rect), (bar.tabText(index), rect, room)  # not scrolled out of the bar
            whole_width = bar.fontMetrics().horizontalAdvance(bar.tabText(index))
            fits = whole_width <= rect.width()
            assert fits or bar.tabText(index) == labels.short_label(tabs.widget(index)), bar.tabText(index)
        assert bar.tabText(tabs.indexOf(tab.view)) == labels.short_label(tab.view)  # the long one shortened
        QApplication.processEvents()
        assert [text for text in cut_texts(window) if text in [bar.tabText(i) for i in range(bar.count())]] == []
        window.shutdown()
    finally:
        i18n.install_language("en")


def test_the_labels_go_back_whole_where_the_window_has_room(qtbot, tmp_path, tanh_result):
    i18n.install_language("ru")
    try:
        window = MainWindow(bridge=FakeBridge(), settings=QSettings(str(tmp_path / "s.ini"),
                                                                    QSettings.Format.IniFormat), autosave=False)
        qtbot.addWidget(window)
        window.resize(*SCALE_2)
        window.show()
        qtbot.waitExposed(window)
        window.documents.set_text(TANH_POST, "new")
        window.example_tab.run()
        tabs = window.parts.plot_area.tabs
        qtbot.waitUntil(lambda: tabs.tabText(tabs.indexOf(window.example_tab.view)) == "Шаги", timeout=2000)
        window.resize(1920, 1080)
        window.apply_default_sizes()
        qtbot.waitUntil(lambda: tabs.tabText(tabs.indexOf(window.example_tab.view)) == "backward шаг за шагом",
                        timeout=2000)
        assert tabs_cut(tabs.tabBar()) == []
        window.shutdown()
    finally:
        i18n.install_language("en")
