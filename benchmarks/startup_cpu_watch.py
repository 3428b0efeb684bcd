"""Watching the app until its first frame (see startup_cpu_probe.py)."""
from __future__ import annotations

import os
import resource
import sys

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from benchmarks.workers import reply

# Modules the first frame does not need (the engine's client and the wire start with the engine,
# help and snapshot when asked for, the graph's and example's views and compare mode's when first
# needed, the language servers' help with the engine): each one loaded by then is start-up spent
# on something else.
HEAVY = ("torch", "playground.client.client", "playground.client.process", "playground.wire",
         "playground.ui.window.help", "playground.ui.window.snapshot",
         "playground.ui.graph.view", "playground.ui.graph.example_view", "playground.ui.compare.view",
         "playground.ui.lsp.editor_help", "playground.ui.files.export_dialog")


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class FirstPaint(QObject):
    """The first Paint of any widget in the MainWindow: its frame is done when the event is."""

    def __init__(self):
        super().__init__()
        self.seen = False

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt)
        if (not self.seen and event.type() == QEvent.Type.Paint and hasattr(watched, "window")
                and type(watched.window()).__name__ == "MainWindow"):
            self.seen = True
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self.done)
        return False

    def done(self) -> None:
        loaded = set(sys.modules)
        reply({"cpu_s": cpu_seconds(), "modules": len(loaded),
               "heavy": [name for name in HEAVY if name in loaded]})
        sys.stdout.flush()
        from playground.client.early_engine import end_early_engine

        end_early_engine()  # not adopted yet (the window adopts it after this frame)
        os._exit(0)  # the engine's start is not the window's


def run() -> None:
    app = QApplication([sys.argv[0]])
    watch = FirstPaint()
    app.installEventFilter(watch)
    from playground.ui.app import main as app_main

    app_main([])
    os._exit(1)
