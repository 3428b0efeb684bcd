"""The live check's run state, decided without Qt: which check of the editor's code is current,
which of its stages have come and which are still running, whether an answer is stale, and what
its code printed. ui/check/live_check.py drives it from Qt's signals and its debounce timer.

The engine answers one check in stages (vocabulary.CheckStage: the curves, then the Jacobian,
then the complete result), each carrying everything the one before did. An answer is drawn only
when it is the current check's and not behind the last one drawn; an edit cancels the
stages still to come (the next check, a debounce later, replaces them), so a slow Jacobian of
the text before the keystroke is never drawn over the text after it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from playground import protocol
from playground.vocabulary import CheckStage

STAGE_ORDER: tuple[CheckStage, ...] = (CheckStage.CURVES, CheckStage.JACOBIAN, CheckStage.CHECKS)


def stages_after(stage: Optional[CheckStage]) -> list[CheckStage]:
    """The stages the engine sends after ``stage`` (None: before the first, all of them)."""
    return list(STAGE_ORDER[STAGE_ORDER.index(stage) + 1:] if stage is not None else STAGE_ORDER)


@dataclass
class LiveCheckState:
    """One editor's live check: the request sent last, and how far its answer has come."""

    request_id: Optional[int] = None  # the check sent last (None: none, or the text was empty)
    arrived: Optional[CheckStage] = None  # the furthest stage of it that was drawn
    cancelled: bool = False  # an edit since it went out: its stages still to come are not drawn
    compiling: bool = False  # it also runs under torch.compile
    printed: list[str] = field(default_factory=list)  # what its code printed, as Output came
    dropped: int = 0  # printed lines the engine dropped
    retried_without_subject: bool = False  # its subject had gone, and it was asked again without

    # ------------------------------------------------------------------ what happened

    def sent(self, request_id: int, compiling: bool = False) -> None:
        """A check went out: it is the current one, nothing of it has come yet."""
        self.request_id, self.arrived, self.cancelled, self.compiling = request_id, None, False, compiling
        self.printed, self.dropped = [], 0

    def cleared(self) -> None:
        """No code to check: no check is current."""
        self.request_id, self.arrived, self.cancelled, self.compiling = None, None, False, False

    def edited(self) -> bool:
        """The text changed: the stages still to come are cancelled. True when some were."""
        if not self.stages_running:
            return False
        self.cancelled = True
        return True

    def output(self, message: protocol.Output) -> None:
        """Printed output streams in before the answers: kept when it is the current check's."""
        if message.request_id == self.request_id and self.request_id is not None:
            self.printed.append(message.text)
            self.dropped += message.dropped

    def take(self, result: protocol.CompileResult) -> bool:
        """An answer came: True (and recorded) when it is to be drawn, False when it is stale."""
        if self.is_stale(result):
            return False
        self.arrived = result.stage
        return True

    # ------------------------------------------------------------------ what it means

    def is_stale(self, result: protocol.CompileResult) -> bool:
        """Another check's answer, one an edit cancelled, or a stage before one drawn (the same
        stage again is drawn again: it says nothing new, and nothing older)."""
        if result.request_id != self.request_id or self.request_id is None or self.cancelled:
            return True
        return self.arrived is not None and STAGE_ORDER.index(result.stage) < STAGE_ORDER.index(self.arrived)

    @property
    def waiting(self) -> bool:
        """The current check has not had its complete answer (cancelled or not)."""
        return self.request_id is not None and self.arrived != CheckStage.CHECKS

    @property
    def stages_running(self) -> list[CheckStage]:
        """The stages of the current check still to be drawn ([] when complete or cancelled)."""
        if not self.waiting or self.cancelled:
            return []
        return stages_after(self.arrived)

    def subject_gone(self, result: protocol.CompileResult, subject: Optional[str]) -> bool:
        """The chosen ``subject`` is not among the code's names any more (renamed or deleted):
        the check is asked again without it, once in a row."""
        names = list(result.functions) + list(result.modules)
        gone = bool(subject) and bool(names) and subject not in names and not self.retried_without_subject
        self.retried_without_subject = gone
        return gone

    def printed_text(self, result: protocol.CompileResult) -> str:
        """Everything the check's code printed: the streamed Output, and the result's own text
        where it is not among it already."""
        printed = "".join(self.printed)
        if result.output and result.output not in printed:
            printed = result.output + printed
        return printed

    def lost_innocently(self, restarted: protocol.EngineRestarted) -> bool:
        """A restart lost the current check while it only waited behind another request (its code
        was not what hung or crashed): it is to be sent again."""
        lost = self.waiting and self.request_id in restarted.lost_request_ids
        return lost and restarted.request_id != self.request_id
