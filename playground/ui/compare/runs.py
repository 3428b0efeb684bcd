"""The run buttons over A's run and, in compare mode, B's: one press acts on both.

A's run is the window's TrainingSession; B's is the Compare's. The buttons show the pair's
state: running while either runs, paused while either is paused.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject

from playground.vocabulary import RunState


class PairedRuns(QObject):
    """Train, Step, Pause/Resume, Reset, Stop for A (``session``) and B (``compare``).

    ``request()`` gives A's (source, subject, config); ``clear_plots()`` empties A's plots;
    ``show_state(state, has_run)`` updates the buttons."""

    def __init__(self, session, compare, request: Callable[[], tuple],
                 clear_plots: Callable[[], None], show_state: Callable[[str, bool], None],
                 parent=None):
        super().__init__(parent)
        self.session = session
        self.compare = compare
        self.request = request
        self.clear_plots = clear_plots
        self.show_state = show_state
        session.state_changed.connect(lambda _state: self.update_state())
        compare.run_state_changed.connect(self.update_state)

    @property
    def active(self) -> bool:
        return self.session.active or self.compare.running_state != RunState.IDLE

    def train(self) -> None:
        """Train A (and B with the same config, in compare mode); nothing while a run is on."""
        if self.active:
            return
        request = self.request()
        if self.compare.active:
            self.compare.view.clear("a")
            self.compare.train(request[2])
        self.session.train(*request)

    def step(self) -> None:
        request = self.request()
        self.compare.step(request[2])
        self.session.step_once(*request)

    def pause_or_resume(self) -> None:
        self.session.pause_or_resume()
        self.compare.pause_or_resume()

    def reset(self) -> None:
        self.clear_plots()
        request = self.request()
        if self.compare.active:
            self.compare.view.clear("a")
            self.compare.reset(request[2])
        self.session.reset(*request)

    def stop(self) -> None:
        self.session.stop()
        self.compare.stop()

    def update_state(self) -> None:
        states = {self.session.state, self.compare.running_state}
        state = "running" if "running" in states else "paused" if "paused" in states else "idle"
        has_run = self.session.has_run or bool(self.compare.session and self.compare.session.has_run)
        self.show_state(state, has_run)
