"""The requests an engine works on, as the client follows them: for time limits, and to name the
request and phase that a hang, crash or restart cut short. No Qt, no torch.

Each request carries its own time limits, and its clock starts where the engine's work on it
starts:

* compile and values-at: ``limit`` seconds from the engine's first PhaseStarted;
* train: ``limit`` for compiling the code, then, if ``step_limit`` is set, at most that long
  without a word about the run (a snapshot follows every step that took longer than the snapshot
  interval, so this bounds a single step); a window's run has no step limit, Stop ends it;
* graph and export: the engine answers these between other work, so their clock runs from the
  moment they were sent, or from the last answer to another request if that came later (a
  compile judged before them is not held against them).

A compile is answered in stages (vocabulary.CheckStage): only the complete result ends it, and the
engine's first word about a newer compile (its phase, its first stage) ends the older ones, which
it finished or dropped on the way (a keystroke cancels the stages still to come).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Optional

from playground.vocabulary import Phase, RequestKind

Clock = Callable[[], float]


@dataclass
class Pending:
    """A request sent to the engine and not answered yet."""

    request_id: int
    kind: RequestKind
    filename: str = "<editor>"
    limit: Optional[float] = None  # seconds its timed work may take; None: no limit
    step_limit: Optional[float] = None  # train: longest silence while training; None: no limit
    sent: float = 0.0
    phase: Optional[str] = None
    started: Optional[float] = None  # when the engine began it (first PhaseStarted)
    heard: Optional[float] = None  # the last message about it
    path: str = ""  # export: the file it writes (its answer names it, also when a restart lost it)

    @property
    def clock_from_send(self) -> bool:
        """Answered between other work: timed from sending, not from a PhaseStarted."""
        return self.kind in (RequestKind.GRAPH, RequestKind.EXPORT)

    @property
    def timed(self) -> bool:
        """Under a time limit now. A training run is timed while it compiles its code, and while
        it steps only when it has a step limit."""
        return self.limit_now is not None

    @property
    def limit_now(self) -> Optional[float]:
        """The limit that applies in its present phase (for the words of a restart)."""
        if self.kind == RequestKind.TRAIN and self.phase == Phase.TRAIN:
            return self.step_limit
        return self.limit

    def over_by(self, now: float, last_answer: float) -> float:
        """Seconds past its limit (negative: within it; -inf: its clock has not started)."""
        limit = self.limit_now
        if limit is None:
            return float("-inf")
        if self.clock_from_send:
            return now - max(self.sent, last_answer) - limit
        if self.started is None:
            return float("-inf")
        if self.kind == RequestKind.TRAIN and self.phase == Phase.TRAIN:
            return now - (self.heard or self.started) - limit
        return now - self.started - limit


class PendingRequests:
    """The client's requests in flight, in the order the engine works on them."""

    def __init__(self, clock: Clock = time.monotonic):
        self._items: dict[int, Pending] = {}
        self._clock = clock
        self._last_answer = float("-inf")

    def __bool__(self) -> bool:
        return bool(self._items)

    def __contains__(self, request_id: int) -> bool:
        return request_id in self._items

    def get(self, request_id: Optional[int]) -> Optional[Pending]:
        return self._items.get(request_id) if request_id is not None else None

    def add(self, request_id: int, kind: RequestKind, filename: str = "<editor>",
            limit: Optional[float] = None, step_limit: Optional[float] = None, path: str = "") -> Pending:
        pending = Pending(request_id, kind, filename, limit, step_limit, sent=self._clock(), path=path)
        self._items[request_id] = pending
        return pending

    def has_kind(self, kind: RequestKind) -> bool:
        return any(p.kind == kind for p in self._items.values())

    def ids_of(self, kind: RequestKind) -> set[int]:
        return {r for r, p in self._items.items() if p.kind == kind}

    def phase_started(self, request_id: int, phase: str) -> None:
        """The engine began ``phase`` of the request: its clock starts with the first one."""
        pending = self._items.get(request_id)
        if pending is not None:
            now = self._clock()
            if pending.kind == RequestKind.COMPILE:
                self.superseded(RequestKind.COMPILE, request_id)
            pending.phase = phase
            pending.heard = now
            if pending.started is None:
                pending.started = now

    def heard(self, request_id: int) -> None:
        """A message about the request arrived (a training run's snapshot): it is alive."""
        pending = self._items.get(request_id)
        if pending is not None:
            pending.heard = self._clock()

    def superseded(self, kind: RequestKind, request_id: int) -> None:
        """The engine began ``request_id``: it works in order, so the earlier requests of the
        same kind are over (answered, skipped, or their later stages dropped for this one)."""
        for done in [r for r, p in self._items.items() if p.kind == kind and r < request_id]:
            del self._items[done]

    def answered(self, kind: RequestKind, request_id: int) -> None:
        """The request got its answer. The engine works in order, so earlier requests of the
        same kind were answered or skipped (a newer edit supersedes an older one)."""
        for done in [r for r, p in self._items.items() if p.kind == kind and r <= request_id]:
            del self._items[done]
        self._last_answer = self._clock()

    def current(self) -> Optional[Pending]:
        """The request the engine works on now: the oldest one it has started, else the oldest."""
        started = [p for p in self._items.values() if p.started is not None]
        return min(started or self._items.values(), key=lambda p: p.request_id, default=None)

    def overdue(self, now: Optional[float] = None) -> Optional[Pending]:
        """A timed request that has run past its limit, if any."""
        now = self._clock() if now is None else now
        for pending in self._items.values():
            if pending.over_by(now, self._last_answer) > 0:
                return pending
        return None

    def take_all(self) -> list[Pending]:
        """Every request in flight, oldest first, and none left: a restart lost them."""
        lost = sorted(self._items.values(), key=lambda p: p.request_id)
        self._items.clear()
        return lost

    def clear(self) -> None:
        self._items.clear()
