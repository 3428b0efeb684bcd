"""What the engine says about itself, shown in the window: that it is ready (torch's version in
the status bar, its devices in the toolbar), that it was restarted (the status bar, and the
console when no lost request reports it), the phase a check is in, and what A's run prints.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject

from playground import protocol
from playground.ui.check.live_check import LiveCheck
from playground.ui.training.session import TrainingSession
from playground.ui.window.layout import WindowParts
from playground.ui.words.restart import restart_text
from playground.vocabulary import RestartReason


class EngineStatus(QObject):
    """Follows ``bridge`` (A's engine) into the window's ``parts``; ``live`` and ``session`` say
    which requests are A's check and A's run. ``info``: the engine's EngineReady, once it came."""

    def __init__(self, bridge, parts: WindowParts, live: LiveCheck, session: TrainingSession,
                 parent: Optional[QObject] = None):
        super().__init__(parent)
        self.bridge, self.parts, self.live, self.session = bridge, parts, live, session
        self.info: Optional[protocol.EngineReady] = None
        self._slots = [(bridge.ready, self.show_ready), (bridge.restarted, self._on_restarted),
                       (bridge.output, self._on_output), (bridge.phase, self._on_phase)]
        for signal, slot in self._slots:
            signal.connect(slot)

    def disconnect_bridge(self) -> None:
        for signal, slot in self._slots:
            signal.disconnect(slot)

    def show_ready(self, ready: protocol.EngineReady) -> None:
        self.info = ready
        self.parts.status.engine_ready(ready)
        self.parts.controls.set_devices(ready.devices)

    def _on_restarted(self, restarted: protocol.EngineRestarted) -> None:
        text = restart_text(restarted, self.bridge.time_limit)
        status = self.parts.status
        status.engine_restarted(text, failed=restarted.reason == RestartReason.FAILED)
        status.set_check_text("")
        # A lost compile or run already reports the restart as its error; say it here otherwise.
        if restarted.reason == RestartReason.STOP or restarted.request_id is None:
            self.parts.console.append_warning(text)

    def _on_phase(self, message: protocol.PhaseStarted) -> None:
        state = self.live.state  # the phase until a first stage is drawn; then the stages' words
        if message.request_id == state.request_id and state.waiting and state.arrived is None \
                and not state.compiling:
            self.parts.status.checking(message.phase)

    def _on_output(self, message: protocol.Output) -> None:
        if self.session.request_id is not None and message.request_id == self.session.request_id:
            self.parts.console.append_output(message.text, message.dropped)
