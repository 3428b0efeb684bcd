"""What a check of the editor's code (subject A) puts on screen: f(x) and its judged derivative,
the errors on their editor lines and in the console, the subject picker, and the check's words
in the status bar (compare mode shows A's probe beside B's as well).

Mid-typing syntax errors are common: they keep the last good plots rather than flicker, greyed
and marked as the last code's, so no ✓ vouches for the broken code.
"""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QObject

from playground import protocol
from playground.ui.check.check_state import STAGE_ORDER, stages_after
from playground.ui.compare.controller import Compare
from playground.ui.training.session import TrainingSession
from playground.ui.window.layout import WindowParts
from playground.ui.window.lesson_view import LessonViewOpener
from playground.ui.words.codes import error_message, note_words
from playground.vocabulary import CheckStage, Phase


class CheckDisplay(QObject):
    """Shows A's check results in the window's ``parts``; ``session``: while A's run goes on,
    the console keeps its output. ``last_probe`` (None: nothing judged on screen) and
    ``last_subject`` (the subject of the last check that named one) are what is shown now."""

    def __init__(self, parts: WindowParts, session: TrainingSession, compare: Compare,
                 parent: Optional[QObject] = None):
        super().__init__(parent)
        self.parts, self.session, self.compare = parts, session, compare
        self.last_probe: Optional[protocol.ProbeData] = None
        self.last_subject: Optional[str] = None
        self.last_stage: Optional[protocol.CompileResult] = None  # an early stage's answer, more to come
        self._drawn_for: Optional[int] = None  # the check whose stages are on screen
        self._drawn: set[CheckStage] = set()  # ... and which of them
        self.lesson_view = LessonViewOpener(parts)  # the window tells it each new document's lesson

    @property
    def probe_shown(self) -> bool:
        return self.last_probe is not None

    def show_stage(self, result: protocol.CompileResult, printed: str, dropped: int) -> None:
        """An early stage of a check (the curves, then the Jacobian): drawn as it comes, the
        status bar naming the stages still running."""
        self.show_result(result, printed, dropped, running=stages_after(result.stage))

    def stages_cancelled(self) -> None:
        """An edit cancelled the check's stages still to come: the status bar stops waiting."""
        if self.last_stage is not None:
            self.parts.status.stages_cancelled(self.last_stage)

    def show_result(self, result: protocol.CompileResult, printed: str, dropped: int,
                    running: Sequence[CheckStage] = ()) -> None:
        """A check's result, with what its code printed (and how many lines were dropped);
        ``running``: the stages of it still to come (none: it is complete)."""
        self.last_stage = result if running else None
        console = self.parts.console
        if not self.session.active:
            console.clear()
        for note in result.notes:  # how the text was read (a stray space forgiven), said once
            console.append_note(note_words(note).text)
        if printed or dropped:
            console.append_output(printed, dropped)
        for error in result.errors:
            console.append_error(error)
        self.parts.editor_pane.editor.set_errors(
            [(e.line, error_message(e)) for e in result.errors if e.line is not None])
        self.parts.subject_row.show_choices(result)
        self.last_subject = result.subject or self.last_subject
        self.compare.a_checked(result)
        if result.probe is not None:
            self.draw_stage(result)
        elif self._drawn_for == result.request_id and CheckStage.CURVES in self._drawn:
            pass  # cut short after its curves came (a later check ran past the time limit): they are this code's
        elif any(e.phase != Phase.COMPILE for e in result.errors):
            self.show_probe(None)
        elif result.errors and self.probe_shown:
            self.set_stale(True)
            console.append_info(self.tr("The plots still show the last code that ran."))
        self.parts.status.checked(result, running)

    def show_probe(self, probe: Optional[protocol.ProbeData]) -> None:
        """Draw a probe in f(x), its derivative and the Jacobian (None: clear them)."""
        self.last_probe = probe
        self._drawn_for = None  # whatever stage comes next draws its whole picture
        self.set_stale(False)
        for panel in self.parts.probe_panels():
            panel.show_probe(probe)
        self.lesson_view.after_check(probe)  # the lesson's view, or the Jacobian where it is the main picture

    def draw_stage(self, result: protocol.CompileResult) -> None:
        """Draw what ``result``'s stage adds to its check's picture: f(x) and its derivative with
        the curves, the Jacobian's maps with the Jacobian, the derivative panel's words on the
        checks with the complete result; a stage that comes without those before it (an answer
        in one piece) draws theirs too. A later stage carries the earlier ones' data unchanged:
        drawing it again would only hold up the GUI thread. Until the Jacobian's stage the map
        on screen is the last code's: greyed (and the lesson's view waits for it)."""
        probe, reached = result.probe, STAGE_ORDER[:STAGE_ORDER.index(result.stage) + 1]
        if self._drawn_for != result.request_id or result.stage in self._drawn:
            self._drawn_for, self._drawn = result.request_id, set()  # a new check (or an answer again)
        jacobian = self.parts.jacobian_panel
        panels = []
        if CheckStage.CURVES not in self._drawn:
            panels += self.parts.curve_panels()
        elif result.stage == CheckStage.CHECKS:
            panels.append(self.parts.derivative_panel)
        if CheckStage.JACOBIAN in reached and CheckStage.JACOBIAN not in self._drawn:
            panels.append(jacobian)
        self.last_probe = probe
        for panel in panels:
            panel.set_stale(False)
            panel.show_probe(probe)
        if CheckStage.JACOBIAN not in reached:
            jacobian.set_stale(True)
        elif jacobian in panels:
            self.lesson_view.after_check(probe)  # the lesson's view, or the Jacobian where it is the main picture
        self._drawn.update(reached)

    def set_stale(self, stale: bool) -> None:
        """Grey the probe panels as the last code's (the editor's code is broken), or not."""
        for panel in self.parts.probe_panels():
            panel.set_stale(stale)

    def show_empty(self) -> None:
        """No code to check: nothing judged, no errors, no subjects."""
        self.parts.console.clear()
        self.parts.editor_pane.editor.clear_errors()
        self.show_probe(None)
        self.parts.status.set_check_text("")
        self.parts.subject_row.show_choices(None)

    def forget_subject(self) -> None:
        """A new document: no subject chosen yet (the picker hides until a check names some)."""
        self.last_subject = None
        self.parts.subject_row.show_choices(None)
