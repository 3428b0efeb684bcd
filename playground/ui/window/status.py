"""The status bar: engine state, the state of the last check, training progress and speed."""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar

from playground import protocol
from playground.ui.training.controls import device_label
from playground.ui.words.codes import phase_words
from playground.vocabulary import Phase, RunState


class PlaygroundStatusBar(QStatusBar):
    """Left: engine state and check state. Right (always visible): progress and steps per second."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._progress_clock = QElapsedTimer()  # throttles progress repaints
        self.engine_label = QLabel()
        self.check_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(220)
        self.progress.setMinimumWidth(140)
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.speed_label = QLabel()
        self.addWidget(self.engine_label)
        self.addWidget(self.check_label, 1)
        self.addPermanentWidget(self.progress)
        self.addPermanentWidget(self.speed_label)
        self.engine_starting()

    # ------------------------------------------------------------------ engine

    def engine_starting(self, restarting: bool = False) -> None:
        self.engine_label.setText(self.tr("Restarting engine…") if restarting else self.tr("Starting engine…"))

    def engine_ready(self, ready: protocol.EngineReady) -> None:
        usable = [device_label(d) for d in ready.devices if d.available] or [self.tr("CPU")]
        self.engine_label.setText(self.tr("Engine ready — torch {version}, {devices}").format(
            version=ready.torch_version, devices=", ".join(usable)))

    def engine_restarted(self, text: str, failed: bool = False) -> None:
        """Shown for a while over the left part, then the engine state comes back."""
        if failed:
            self.engine_label.setText(self.tr("Engine could not start"))
            self.engine_label.setToolTip(text)
        else:
            self.engine_starting(restarting=True)
        self.showMessage(text, 20000)

    # ------------------------------------------------------------------ checks

    def checking(self, phase: str | None = None) -> None:
        if phase and phase != Phase.COMPILE:  # "· checking (in backward)…"
            self.check_label.setText(self.tr("· checking ({phase})…").format(phase=phase_words(phase)))
        else:
            self.check_label.setText(self.tr("· checking…"))

    def checked(self, result: protocol.CompileResult) -> None:
        lines = [e.line for e in result.errors if e.line is not None]
        if lines:
            self.check_label.setText(self.tr("· error on line {line}").format(line=lines[0]))
        elif result.errors:
            self.check_label.setText(self.tr("· error"))
        else:
            self.check_label.setText(self.tr("· checked in {ms:.0f} ms").format(ms=result.elapsed * 1000))

    def set_check_text(self, text: str) -> None:
        self.check_label.setText(text)

    # ------------------------------------------------------------------ training

    def training_started(self, total_steps: int) -> None:
        self._progress_clock.invalidate()
        self.progress.setRange(0, max(1, total_steps))
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("step %v / %m"))
        self.progress.show()
        self.speed_label.setText("")

    def training_progress(self, step: int, steps_per_second: float) -> None:
        # setValue repaints at once; 4 times a second is plenty for a bar and a number
        # (every snapshot cost the window ~3% of a core that training could use).
        final = step >= self.progress.maximum()
        if not final and self._progress_clock.isValid() and self._progress_clock.elapsed() < 250:
            return
        self._progress_clock.restart()
        self.progress.setValue(min(step, self.progress.maximum()))
        if steps_per_second > 0:
            self.speed_label.setText(self.tr("{rate:,.0f} steps/s").format(rate=steps_per_second))

    def run_state(self, state: str) -> None:
        """ "paused" says Paused where the speed is (a paused run has no speed); "running"
        and "idle" leave the speed to the snapshots."""
        if state == RunState.PAUSED:
            self.speed_label.setText(self.tr("Paused"))
        elif self.speed_label.text() == self.tr("Paused"):
            self.speed_label.setText("")

    def reset_training(self) -> None:
        """A new document: no progress, no steps/s of the last one's run."""
        self.progress.hide()
        self.speed_label.setText("")

    def training_finished(self, finished: protocol.TrainFinished) -> None:
        self.progress.hide()
        if finished.steps_per_second > 0:
            self.speed_label.setText(self.tr("{rate:,.0f} steps/s").format(rate=finished.steps_per_second))
