"""Shared by the window's tests: a Qt warning, critical or fatal message fails the test."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QtMsgType, qInstallMessageHandler

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
