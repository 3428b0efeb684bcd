"""Shared by the window's layout tests: the real MainWindow on a FakeBridge (no engine)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from tests.ui.fakes import FakeBridge


@pytest.fixture
def fake_bridge_window(qtbot, tmp_path):
    """The MainWindow at 1280×720 on a FakeBridge (``window.fake``), shut down afterwards."""
    from playground.ui.window.main_window import MainWindow

    bridge = FakeBridge()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(bridge=bridge, settings=settings, autosave=False)
    window.resize(1280, 720)
    window.show()
    window.start_engine()
    window.fake = bridge
    yield window
    window.shutdown()
    window.close()
    window.deleteLater()
