"""The status bar: engine state, the state of the last check, training progress and speed.

Its texts are made from values ("· checked in 12 ms", "1,234 steps/s"), which no translation table
holds as shown: each label keeps how its text was made and makes it again on a LanguageChange
(View ▸ Language in a running window, window/language_menu.py)."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from PySide6.QtCore import QElapsedTimer, QEvent
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar

from playground import protocol
from playground.ui.training.controls import device_label
from playground.ui.words.codes import phase_words
from playground.vocabulary import CheckStage, Phase, RunState


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
        # label → how its text is made now, in the language installed then (None: a text set
        # from outside, which the window re-words itself)
        self._words: dict[QLabel, Optional[Callable[[], str]]] = {}
        self.addWidget(self.engine_label)
        self.addWidget(self.check_label, 1)
        self.addPermanentWidget(self.progress)
        self.addPermanentWidget(self.speed_label)
        self.engine_starting()

    def _say(self, label: QLabel, words: Optional[Callable[[], str]]) -> None:
        """Show ``words()`` on ``label`` now and again after each language switch."""
        self._words[label] = words
        label.setText(words() if words is not None else "")

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            for label, words in self._words.items():
                if words is not None:
                    label.setText(words())

    # ------------------------------------------------------------------ engine

    def engine_starting(self, restarting: bool = False) -> None:
        self._say(self.engine_label,
                  (lambda: self.tr("Restarting engine…")) if restarting else (lambda: self.tr("Starting engine…")))

    def engine_ready(self, ready: protocol.EngineReady) -> None:
        def words() -> str:
            usable = [device_label(d) for d in ready.devices if d.available] or [self.tr("CPU")]
            return self.tr("Engine ready — torch {version}, {devices}").format(
                version=ready.torch_version, devices=", ".join(usable))

        self._say(self.engine_label, words)

    def engine_restarted(self, text: str, failed: bool = False) -> None:
        """Shown for a while over the left part, then the engine state comes back."""
        if failed:
            self._say(self.engine_label, lambda: self.tr("Engine could not start"))
            self.engine_label.setToolTip(text)
        else:
            self.engine_starting(restarting=True)
        self.showMessage(text, 20000)

    # ------------------------------------------------------------------ checks

    def checking(self, phase: str | None = None) -> None:
        if phase and phase != Phase.COMPILE:  # "· checking (in backward)…"
            self._say(self.check_label, lambda: self.tr("· checking ({phase})…").format(phase=phase_words(phase)))
        else:
            self._say(self.check_label, lambda: self.tr("· checking…"))

    def checked(self, result: protocol.CompileResult, running: Sequence[CheckStage] = ()) -> None:
        """A check's answer; ``running``: its stages still to come (an early stage's answer)."""
        lines = [e.line for e in result.errors if e.line is not None]
        if lines:
            self._say(self.check_label, lambda: self.tr("· error on line {line}").format(line=lines[0]))
        elif result.errors:
            self._say(self.check_label, lambda: self.tr("· error"))
        elif running:
            ms, stages = result.elapsed * 1000, list(running)
            self._say(self.check_label, lambda: self.tr("· {done} in {ms:.0f} ms · still running: {stages}…").format(
                done=self._stage_words(result.stage), ms=ms,
                stages=", ".join(self._stage_words(stage) for stage in stages)))
        else:
            ms = result.elapsed * 1000
            self._say(self.check_label, lambda: self.tr("· checked in {ms:.0f} ms").format(ms=ms))

    def stages_cancelled(self, result: protocol.CompileResult) -> None:
        """An edit cancelled the stages still to come of ``result``'s check: say what came."""
        ms = result.elapsed * 1000
        self._say(self.check_label, lambda: self.tr("· {done} in {ms:.0f} ms · the rest cancelled by the edit").format(
            done=self._stage_words(result.stage), ms=ms))

    def _stage_words(self, stage: CheckStage) -> str:
        """A stage of a check, as the status bar names it."""
        if stage == CheckStage.JACOBIAN:
            return self.tr("Jacobian")
        if stage == CheckStage.CHECKS:
            return self.tr("other checks")
        return self.tr("curves")

    def set_check_text(self, text: str) -> None:
        """A text made elsewhere (the window re-words it on a language switch)."""
        self._words[self.check_label] = None
        self.check_label.setText(text)

    # ------------------------------------------------------------------ training

    def training_started(self, total_steps: int) -> None:
        self._progress_clock.invalidate()
        self.progress.setRange(0, max(1, total_steps))
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("step %v / %m"))
        self.progress.show()
        self._say(self.speed_label, None)

    def training_progress(self, step: int, steps_per_second: float) -> None:
        # setValue repaints at once; 4 times a second is plenty for a bar and a number
        # (every snapshot cost the window ~3% of a core that training could use).
        final = step >= self.progress.maximum()
        if not final and self._progress_clock.isValid() and self._progress_clock.elapsed() < 250:
            return
        self._progress_clock.restart()
        self.progress.setValue(min(step, self.progress.maximum()))
        if steps_per_second > 0:
            self._say_speed(steps_per_second)

    def run_state(self, state: str) -> None:
        """ "paused" says Paused where the speed is (a paused run has no speed); "running"
        and "idle" leave the speed to the snapshots."""
        if state == RunState.PAUSED:
            self._say(self.speed_label, lambda: self.tr("Paused"))
        elif self.speed_label.text() == self.tr("Paused"):
            self._say(self.speed_label, None)

    def reset_training(self) -> None:
        """A new document: no progress, no steps/s of the last one's run."""
        self.progress.hide()
        self._say(self.speed_label, None)

    def training_finished(self, finished: protocol.TrainFinished) -> None:
        self.progress.hide()
        if finished.steps_per_second > 0:
            self._say_speed(finished.steps_per_second)

    def _say_speed(self, steps_per_second: float) -> None:
        self._say(self.speed_label, lambda: self.tr("{rate:,.0f} steps/s").format(rate=steps_per_second))
