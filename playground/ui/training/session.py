"""The window's side of a training run: idle / running / paused, and the run buttons' effects."""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject, Signal

from playground import protocol
from playground.vocabulary import RunState


class TrainingSession(QObject):
    """Turns Train, Pause/Resume, Step, Reset and Stop into bridge calls and follows the run.

    Signals: ``state_changed(str)`` ("idle" | "running" | "paused"), ``cleared()`` (a new run
    begins: plots start empty), ``started(TrainStarted)``, ``snapshot(TrainSnapshot)``,
    ``finished(TrainFinished)``.

    Pause and Step pressed before the engine has built the model are held back and sent once
    TrainStarted arrives: a control that reaches the engine together with its TrainRequest would
    be read before the run exists. Stop is sent at once (the client enforces it with a restart).
    """

    state_changed = Signal(str)
    cleared = Signal()
    started = Signal(object)
    snapshot = Signal(object)
    finished = Signal(object)

    def __init__(self, bridge, parent=None):
        super().__init__(parent)
        self.bridge = bridge
        self.state = "idle"
        self.request_id: Optional[int] = None
        self.has_run = False
        self.run_started = False  # TrainStarted arrived for the current run
        self.total_steps = 0
        self.step = 0
        self._held_controls: list[str] = []
        self._restart_with: Optional[tuple] = None  # (source, subject, config, paused) after a Reset
        bridge.train_started.connect(self._on_started)
        bridge.snapshot.connect(self._on_snapshot)
        bridge.train_finished.connect(self._on_finished)

    def disconnect_bridge(self) -> None:
        self.bridge.train_started.disconnect(self._on_started)
        self.bridge.snapshot.disconnect(self._on_snapshot)
        self.bridge.train_finished.disconnect(self._on_finished)

    @property
    def active(self) -> bool:
        return self.state != RunState.IDLE

    # ------------------------------------------------------------------ buttons

    def train(self, source: str, subject: Optional[str], config: protocol.TrainConfig,
              paused: bool = False) -> bool:
        """Start a run (only when none is active)."""
        if self.active:
            return False
        self.cleared.emit()
        self.has_run, self.run_started = True, False
        self.total_steps, self.step = config.steps, 0
        self._held_controls = []
        self.request_id = self.bridge.train(source, subject, config, paused)
        self._set_state("paused" if paused else "running")
        return True

    def pause_or_resume(self) -> None:
        if self.state == RunState.RUNNING:
            self._control("pause")
            self._set_state("paused")
        elif self.state == RunState.PAUSED:
            self._control("resume")
            self._set_state("running")

    def step_once(self, source: str, subject: Optional[str], config: protocol.TrainConfig) -> None:
        """One step, then paused; with no run, start one paused at step 0 and step it."""
        if not self.active:
            self.train(source, subject, config, paused=True)
        self._control("step")
        self._set_state("paused")

    def stop(self) -> None:
        self._restart_with = None
        if self.active:
            self.bridge.control("stop")

    def reset(self, source: str, subject: Optional[str], config: protocol.TrainConfig) -> None:
        """Clear the plots and run again from step 0 (the same seed replays exactly)."""
        paused = self.state == RunState.PAUSED
        if self.active:
            self._restart_with = (source, subject, config, paused)
            self.bridge.control("stop")
        else:
            self.train(source, subject, config, paused=False)

    # ------------------------------------------------------------------ engine messages

    def _control(self, action: str) -> None:
        if self.run_started:
            self.bridge.control(action)
        else:
            self._held_controls.append(action)

    def _on_started(self, message: protocol.TrainStarted) -> None:
        if message.request_id != self.request_id:
            return
        self.run_started = True
        self.total_steps = message.total_steps
        self.started.emit(message)
        held, self._held_controls = self._held_controls, []
        for action in held:
            self.bridge.control(action)

    def _on_snapshot(self, message: protocol.TrainSnapshot) -> None:
        if message.request_id != self.request_id:
            return
        self.step = message.step
        self.snapshot.emit(message)

    def _on_finished(self, message: protocol.TrainFinished) -> None:
        if message.request_id != self.request_id:
            return
        self.request_id = None
        self.run_started = False
        self.step = message.step or self.step
        self._set_state("idle")
        self.finished.emit(message)
        if self._restart_with is not None:
            source, subject, config, paused = self._restart_with
            self._restart_with = None
            self.train(source, subject, config, paused=paused)

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)
