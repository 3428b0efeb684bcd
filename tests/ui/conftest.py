"""Shared by the window's tests: a Qt warning, critical or fatal message fails the test; no warm standby engine."""
from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QtMsgType, qInstallMessageHandler

from playground.ui import bridge as bridge_module

# No language servers in the window tests (ui/lsp/editor_help.py): tests/ui/lsp/ starts its own.
os.environ.setdefault("PLAYGROUND_LANGUAGE_SERVERS", "0")
# No warm standby engine beside each module's engine (ui/bridge.py WARM_STANDBY): a second torch
# import per module, about 3 s of a core each. The standby's takeover is tested with the client's
# own engines (tests/faults/test_fault_processes.py, tests/client/).
bridge_module.WARM_STANDBY = False

# The offscreen platform says this on every show(); it is about the platform, not our code.
HARMLESS_QT_MESSAGES = ("This plugin does not support propagateSizeHints()",)


@pytest.fixture
def fail_on_qt_warnings():
    """Collect Qt's serious messages while a test runs; any left at the end fails it.
    Test modules use it with ``pytest.mark.usefixtures("fail_on_qt_warnings")``."""
    messages = []

    def handler(kind, _context, text):
        serious = kind not in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)
        if serious and text not in HARMLESS_QT_MESSAGES:
            messages.append(text)

    previous = qInstallMessageHandler(handler)
    yield
    qInstallMessageHandler(previous)
    assert messages == []


@pytest.fixture(autouse=True)
def application_look_given_back(request):
    """The application's font, palette and style as they were before a window test: presentation
    mode sets the application's font and a theme its style and palette, and a test that leaves
    them changed makes every later test in its worker lay out with them (a dark style's frames, a
    presentation font: the Gradients tab took turns, the Pace box went to the » menu)."""
    if "qtbot" not in request.fixturenames:
        yield
        return
    from PySide6.QtGui import QFont, QPalette
    from PySide6.QtWidgets import QApplication

    request.getfixturevalue("qapp")
    font, palette = QFont(QApplication.font()), QPalette(QApplication.palette())
    style = (type(QApplication.style()), QApplication.style().name())  # a proxy style shares its base's name
    yield
    if (type(QApplication.style()), QApplication.style().name()) != style:
        QApplication.setStyle(style[1])
    if QApplication.palette() != palette:
        QApplication.setPalette(palette)
    if QApplication.font() != font:
        QApplication.setFont(font)


WINDOW_ENGINE_START_S = 90  # a cold torch import on a busy two-core machine (also after a crash)
WINDOW_ANSWER_S = 60


@pytest.fixture
def window(qtbot, bridge, tmp_path):
    """The real MainWindow at 1280×720 on the module's shared engine (its ``bridge`` fixture),
    with ``window.results`` collecting every check result; the engine outlives the window."""
    from PySide6.QtCore import QSettings

    from playground.ui.window.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=bridge, settings=settings, autosave_dir=tmp_path / "autosave")
    win.resize(1280, 720)
    win.show()
    win.start_engine()
    win.results = []
    win.live.checked.connect(lambda result, printed, dropped: win.results.append(result))
    qtbot.waitUntil(lambda: bridge.is_ready, timeout=WINDOW_ENGINE_START_S * 1000)
    yield win
    win.session.stop()
    qtbot.waitUntil(lambda: not win.session.active, timeout=WINDOW_ANSWER_S * 1000)
    win.shutdown()  # leaves the shared engine running
    win.close()
    win.deleteLater()
