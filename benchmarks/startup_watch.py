"""Watching the real app start (see startup_probe.py)."""
from __future__ import annotations

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from benchmarks.workers import reply


class StartWatch(QObject):
    """A global event filter: the first Paint of any widget in the MainWindow marks the window;
    a zero timer after it fires once that whole frame is done."""

    def __init__(self, app: QApplication):
        super().__init__()
        self.app = app
        self.marks: dict[str, float] = {}
        self.window = None
        self._poll = QTimer(self)
        self._poll.setInterval(2)
        self._poll.timeout.connect(self._check_engine)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt)
        if self.window is None and event.type() == QEvent.Type.Paint and hasattr(watched, "window"):
            top = watched.window()
            if type(top).__name__ == "MainWindow":
                self.window = top
                QTimer.singleShot(0, self._painted)
        return False

    def _painted(self) -> None:
        self.marks["window_on_screen"] = time.time()
        self._poll.start()

    def _check_engine(self) -> None:
        if self.window.bridge.is_ready and "engine_ready" not in self.marks:
            self.marks["engine_ready"] = time.time()
            self._poll.stop()
            self.window.close()  # as Quit does: the app's own shutdown runs
            self.app.quit()


def run() -> None:
    app = QApplication([sys.argv[0]])  # app.main() uses this instance, as it would its own
    watch = StartWatch(app)
    app.installEventFilter(watch)
    from playground.ui.app import main as app_main

    QTimer.singleShot(120_000, app.quit)  # never hang a benchmark run
    code = app_main([])
    reply(dict(watch.marks, exit_code=code))

