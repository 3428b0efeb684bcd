"""The window tells the engine which pictures of a run are on screen (window/shown_views.py)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, started


@pytest.fixture
def window_and_bridge(qtbot, tmp_path):
    bridge = FakeBridge()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(bridge=bridge, settings=settings, autosave_dir=tmp_path / "autosave")
    window.resize(1280, 720)  # tabs: one training panel on screen at a time
    window.show()
    qtbot.waitExposed(window)
    yield window, bridge
    window.shutdown()
    window.close()
    window.deleteLater()


def last_views(bridge: FakeBridge):
    calls = [call for call in bridge.calls if call[0] == "show_views"]
    return calls[-1][1:] if calls else None


def test_the_shown_tab_decides_which_pictures_the_engine_computes(qtbot, window_and_bridge):
    window, bridge = window_and_bridge
    tabs = window.training_tabs
    window.train()
    bridge.train_started.emit(started(bridge.next_id))
    assert tabs.currentWidget() is window.loss_panel
    qtbot.waitUntil(lambda: last_views(bridge) == (False, False), timeout=2000)
    tabs.setCurrentWidget(window.model_panel)
    qtbot.waitUntil(lambda: last_views(bridge) == (True, False), timeout=2000)
    tabs.setCurrentWidget(window.gradient_panel)
    qtbot.waitUntil(lambda: last_views(bridge) == (False, True), timeout=2000)
    window.resize(1920, 1080)  # a layout with more on screen at once
    qtbot.waitUntil(lambda: window.plot_area.mode == "split", timeout=2000)
    qtbot.waitUntil(lambda: last_views(bridge) == (window.model_panel.isVisible(),
                                                   window.gradient_panel.isVisible()), timeout=2000)
