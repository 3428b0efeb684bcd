"""The requests an engine works on, as the client follows them: for time limits, and to name the
request and phase that a hang, crash or restart cut short. No Qt, no torch."""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Optional


@dataclass
class Pending:
    """A request sent to the engine and not answered yet."""

    request_id: int
    kind: str  # "compile" | "train"
    filename: str = "<editor>"
    phase: Optional[str] = None
    started: Optional[float] = None  # when the engine began it (first PhaseStarted)

    @property
    def timed(self) -> bool:
        """Under the time limit: compiling and judging. Training steps may take long (Stop
        handles those), except while a run compiles its code."""
        return self.kind == "compile" or self.phase == "compile"


class PendingRequests:
    """The client's requests in flight, in the order the engine works on them."""

    def __init__(self):
        self._items: dict[int, Pending] = {}

    def __bool__(self) -> bool:
        return bool(self._items)

    def __contains__(self, request_id: int) -> bool:
        return request_id in self._items

    def get(self, request_id: Optional[int]) -> Optional[Pending]:
        return self._items.get(request_id) if request_id is not None else None

    def add(self, request_id: int, kind: str, filename: str) -> None:
        self._items[request_id] = Pending(request_id, kind, filename)

    def has_kind(self, kind: str) -> bool:
        return any(p.kind == kind for p in self._items.values())

    def phase_started(self, request_id: int, phase: str) -> None:
        """The engine began ``phase`` of the request: its clock starts with the first one."""
        pending = self._items.get(request_id)
        if pending is not None:
            pending.phase = phase
            if pending.started is None:
                pending.started = time.monotonic()

    def answered(self, kind: str, request_id: int) -> None:
        """The request got its answer. The engine works in order, so earlier requests of the
        same kind were answered or skipped (a newer edit supersedes an older one)."""
        for done in [r for r, p in self._items.items() if p.kind == kind and r <= request_id]:
            del self._items[done]

    def current(self) -> Optional[Pending]:
        """The request the engine works on now: the oldest one it has started, else the oldest."""
        started = [p for p in self._items.values() if p.started is not None]
        return min(started or self._items.values(), key=lambda p: p.request_id, default=None)

    def overdue(self, limit: float, now: float) -> Optional[Pending]:
        """A timed request that has run longer than ``limit`` seconds, if any."""
        for pending in self._items.values():
            if pending.timed and pending.started is not None and now - pending.started > limit:
                return pending
        return None

    def clear(self) -> None:
        self._items.clear()
