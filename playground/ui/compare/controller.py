"""Compare: train subject A (the editor) and subject B (a second tab) side by side.

B runs in an engine process of its own (a second EngineBridge), so A and B compile and train at
the same time, each as fast as alone, and a hang in B cannot hold up A. Both runs get the same
TrainConfig — the same data, seed, model and settings — so any difference in their curves comes
from the subjects. The window's Train, Pause, Step, Reset and Stop act on both.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional

from PySide6.QtCore import QObject, Signal

from playground import protocol
from playground.ui.check.live_check import LiveCheck
from playground.ui.training.session import TrainingSession
from playground.ui.window_parts import CompareParts, Fonts
from playground.ui.words.codes import error_message
from playground.ui.words.restart import restart_text, run_finished_text
from playground.vocabulary import Phase

if TYPE_CHECKING:  # made when compare mode is first turned on, after the first frame (issue 31)
    from playground.ui.compare.pane import ComparePane
    from playground.ui.compare.view import CompareView

B_TAB_TITLE = "B"


@dataclass(frozen=True)
class SubjectA:
    """What compare mode reads of subject A, the window's own: its run (stopped when a comparison
    begins), its code (for "copy A"), and the probe and subject name it shows now."""

    session: TrainingSession
    code: Callable[[], str]
    probe: Callable[[], Optional[protocol.ProbeData]]
    name: Callable[[], Optional[str]]


def default_bridge_factory(parent):
    from playground.ui.bridge import EngineBridge

    return EngineBridge(parent)


class Compare(QObject):
    """Compare mode of a MainWindow. ``changed(bool)`` when it is turned on or off;
    ``run_state_changed()`` when B's run or the mode changed what the run buttons show.

    ``parts``: the window's widgets (B's editor tab goes beside A's, the Compare view beside the
    plots); ``presets``: the lessons B can load; ``presentation``: B's editor and view follow its
    fonts; ``a``: subject A. ``bridge_factory(parent)`` makes B's bridge the first time compare
    mode is turned on; a bridge it makes is shut down with the window unless ``owns_bridge`` is
    set False (tests share one).
    """

    changed = Signal(bool)
    run_state_changed = Signal()

    def __init__(self, parts: CompareParts, presets: list, presentation: Fonts, a: SubjectA,
                 bridge_factory: Optional[Callable] = None, owns_bridge: bool = True,
                 parent: Optional[QObject] = None):
        super().__init__(parent)
        self.parts, self.presets, self.presentation, self.a = parts, presets, presentation, a
        self.bridge_factory = bridge_factory or default_bridge_factory
        self.owns_bridge = owns_bridge
        self.active = False
        self.bridge = None
        self.pane: Optional[ComparePane] = None
        self.view: Optional[CompareView] = None
        self.live: Optional[LiveCheck] = None
        self.session: Optional[TrainingSession] = None
        self.preset_name: Optional[str] = None
        self._bridge_slots = []

    # ------------------------------------------------------------------ on / off

    def set_active(self, on: bool) -> None:
        """Show B's tab and the Compare view (and start B's engine the first time), or hide them."""
        on = bool(on)
        if on == self.active:
            return
        tabs = self.parts.editor_tabs
        if on:
            self._build()
            self.stop()
            self.a.session.stop()  # a run of A alone does not become half of a comparison
            tabs.addTab(self.pane, B_TAB_TITLE)
            self.parts.right_stack.setCurrentWidget(self.view)
            self.active = True
            self.view.show_probe("a", self.a.probe())
            self.view.set_name("a", self.a.name())
            if not self.pane.text().strip():
                tabs.setCurrentWidget(self.pane)
            else:
                self.live.check_now()
        else:
            self.active = False
            self.stop()
            tabs.removeTab(tabs.indexOf(self.pane))
            self.parts.right_stack.setCurrentWidget(self.parts.plot_area)
        self.run_state_changed.emit()
        self.changed.emit(self.active)

    def show_a(self) -> None:
        """Bring A's editor tab to the front (B's stays beside it)."""
        self.parts.editor_tabs.setCurrentIndex(0)

    def _build(self) -> None:
        if self.pane is not None:
            return
        from playground.ui.compare.pane import ComparePane
        from playground.ui.compare.view import CompareView

        self.pane = ComparePane(self.presets)
        self.view = CompareView()
        self.parts.right_stack.addWidget(self.view)
        if self.presentation.active or self.presentation.zoom_steps:
            self.presentation.refresh()
        self.bridge = self.bridge_factory(self)
        self.live = LiveCheck(self.bridge, self.pane.text, parent=self)
        self.session = TrainingSession(self.bridge, self)
        self.pane.preset_chosen.connect(self.load_preset)
        self.pane.copy_requested.connect(self.copy_a)
        self.pane.edited.connect(self.live.schedule)
        self.live.checked.connect(self._on_checked)
        self.live.empty.connect(self._on_empty)
        self.session.state_changed.connect(lambda _state: self.run_state_changed.emit())
        self.session.started.connect(lambda message: self.view.start("b", message))
        self.session.snapshot.connect(lambda snap: self.view.add("b", snap))
        self.session.finished.connect(self._on_finished)
        self._bridge_slots = [(self.bridge.restarted, self._on_restarted)]
        for signal, slot in self._bridge_slots:
            signal.connect(slot)
        self.bridge.start()

    # ------------------------------------------------------------------ B's code

    def load_preset(self, name: str) -> bool:
        """Put a lesson's code in B and check it."""
        self.set_active(True)
        preset = next((p for p in self.presets if p.name == name), None)
        if preset is None:
            return False
        self.set_code(preset.student_source(), preset.name)  # a teacher's lesson: its starter, not its solution
        return True

    def copy_a(self) -> None:
        """B starts as a copy of A's code (to fix a backward, then compare)."""
        self.set_code(self.a.code(), None)

    def set_code(self, text: str, preset_name: Optional[str] = None) -> None:
        self.stop()
        self.preset_name = preset_name
        self.pane.set_code(text, preset_name)
        self.live.subject = None
        self.live.check_now()

    def _on_checked(self, result: protocol.CompileResult, _printed: str, _dropped: int) -> None:
        self.pane.show_result(result)
        if result.probe is not None or any(e.phase != Phase.COMPILE for e in result.errors):
            self.view.show_probe("b", result.probe)
        self.view.set_name("b", result.subject)

    def _on_empty(self) -> None:
        self.pane.editor.clear_errors()
        self.pane.show_state("")
        self.view.show_probe("b", None)
        self.view.set_name("b", None)

    # ------------------------------------------------------------------ A's side, from the window

    def a_checked(self, result: protocol.CompileResult) -> None:
        if self.view is not None:
            if result.probe is not None or any(e.phase != Phase.COMPILE for e in result.errors):
                self.view.show_probe("a", result.probe)
            self.view.set_name("a", result.subject)

    def a_started(self, message: protocol.TrainStarted) -> None:
        if self.active:
            self.view.start("a", message)

    def a_snapshot(self, snap: protocol.TrainSnapshot) -> None:
        if self.active:
            self.view.add("a", snap)

    # ------------------------------------------------------------------ the run buttons

    def train(self, config: protocol.TrainConfig, paused: bool = False) -> bool:
        """Start B's run with A's config (the window starts A's)."""
        if not self.active:
            return False
        if not self.pane.text().strip():
            self.pane.show_state(self.tr("B has no code: pick a lesson for B or copy A."), error=True)
            return False
        self.view.clear("b")
        return self.session.train(self.pane.text(), self.live.subject, config, paused)

    def pause_or_resume(self) -> None:
        if self.session is not None:
            self.session.pause_or_resume()

    def step(self, config: protocol.TrainConfig) -> None:
        if self.active and self.pane.text().strip():
            self.session.step_once(self.pane.text(), self.live.subject, config)

    def reset(self, config: protocol.TrainConfig) -> None:
        if self.active and self.pane.text().strip():
            self.view.clear("b")
            self.session.reset(self.pane.text(), self.live.subject, config)

    def stop(self) -> None:
        if self.session is not None:
            self.session.stop()

    @property
    def running_state(self) -> str:
        return self.session.state if self.session is not None else "idle"

    def _on_finished(self, finished: protocol.TrainFinished) -> None:
        if finished.errors:
            self.pane.show_errors(finished.errors)
            self.pane.editor.set_errors([(e.line, error_message(e)) for e in finished.errors
                                         if e.line is not None])
        else:
            self.pane.show_state("B: " + run_finished_text(finished))

    def _on_restarted(self, restarted: protocol.EngineRestarted) -> None:
        self.pane.show_state("B: " + restart_text(restarted, self.bridge.time_limit), error=True)

    # ------------------------------------------------------------------ closing

    def shutdown(self) -> None:
        """Stop B's run and, if the window made it, B's engine."""
        if self.bridge is None:
            return
        self.stop()
        from playground.ui.bridge import release_bridge  # the bridge module loads with the first bridge

        release_bridge(self.bridge, self.owns_bridge, (self.live, self.session), self._bridge_slots)
        self.bridge = None
