"""--snapshot mode: load a subject, wait for its check, train N steps, save the window as a PNG.

Used for the README's pictures and for checks. Any error of the code, the run or the engine,
and running out of time, end the app with a non-zero exit code and a message on stderr.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from playground import protocol
from playground.ui.console import phase_words

# Plot panels redraw from ~30 Hz timers; give them a few frames after the last message.
SETTLE_MS = 400


def needs_offscreen(environ=os.environ, platform: str = sys.platform) -> bool:
    """True on a Linux machine without a display (and no platform chosen already)."""
    return (platform.startswith("linux") and not environ.get("DISPLAY")
            and not environ.get("WAYLAND_DISPLAY") and not environ.get("QT_QPA_PLATFORM"))


def describe_errors(errors: list) -> str:
    parts = []
    for error in errors:
        where = f"line {error.line}, " if error.line is not None else ""
        parts.append(f"{where}{phase_words(error.phase)}: {error.type}: {error.message}")
    return "; ".join(parts)


class SnapshotRunner(QObject):
    """Drives a MainWindow through check → train → grab, then quits the application.

    ``exit_code`` is 0 once the PNG is written, 1 after an error or a timeout; ``message`` says why.
    """

    def __init__(self, window, out: Path, train_steps: int = 0, timeout: float = 120.0):
        super().__init__(window)
        self.window = window
        self.out = Path(out)
        self.train_steps = train_steps
        self.timeout = timeout
        self.exit_code = 1
        self.message = ""
        self.stage = "starting the engine"
        self._done = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)

    def start(self) -> None:
        """Check the loaded text now (files included: asking for a snapshot is asking to run it)."""
        self.window.live.checked.connect(self._on_checked)
        self.window.session.finished.connect(self._on_finished)
        self.window.bridge.restarted.connect(self._on_restarted)
        self._timer.start(int(self.timeout * 1000))
        self.stage = "checking the code"
        self.window.check_now()

    def _on_checked(self, result: protocol.CompileResult, _printed: str, _dropped: int) -> None:
        if self._done or self.stage != "checking the code":
            return
        if result.errors:
            self._fail(f"the code has errors: {describe_errors(result.errors)}")
            return
        if result.probe is None:
            self._fail("the engine judged nothing (no probe in the result)")
            return
        if self.train_steps > 0:
            self.stage = f"training {self.train_steps} steps"
            self.window.controls.set_steps(self.train_steps)
            self.window.train()
        else:
            self._settle_then_grab()

    def _on_finished(self, finished: protocol.TrainFinished) -> None:
        if self._done or not self.stage.startswith("training"):
            return
        if finished.reason != "done":
            detail = describe_errors(finished.errors) or finished.reason
            self._fail(f"training did not finish: {detail}")
            return
        self._settle_then_grab()

    def _on_restarted(self, restarted: protocol.EngineRestarted) -> None:
        if not self._done:
            self._fail(f"the engine was restarted while {self.stage}: {restarted.message}")

    def _settle_then_grab(self) -> None:
        self.stage = "drawing the window"
        QTimer.singleShot(SETTLE_MS, self._grab)

    def _grab(self) -> None:
        if self._done:
            return
        self.out.parent.mkdir(parents=True, exist_ok=True)
        picture = self.window.grab()
        if not picture.save(str(self.out), "PNG"):
            self._fail(f"could not write {self.out}")
            return
        size = f"{picture.width()}x{picture.height()}"
        self._finish(0, f"wrote {self.out} ({size})")

    def _timed_out(self) -> None:
        self._fail(f"timed out after {self.timeout:g} s while {self.stage}")

    def _fail(self, message: str) -> None:
        self._finish(1, f"snapshot failed: {message}")

    def _finish(self, code: int, message: str) -> None:
        if self._done:
            return
        self._done = True
        self._timer.stop()
        self.exit_code, self.message = code, message
        print(message, file=sys.stderr if code else sys.stdout, flush=True)
        QApplication.exit(code)
