"""Doubles for the client's logic tests: a clock the test moves, and engine processes that
answer what the test tells them, or die before they are ready."""
from __future__ import annotations

from collections import deque
from typing import Optional


class FakeClock:
    """Monotonic seconds that move only when the test says so."""

    def __init__(self, now: float = 1000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class FakeConn:
    """The client's end of a pipe: ``replies`` come out of receive(), sent messages are kept."""

    def __init__(self):
        self.replies: deque = deque()
        self.sent: list = []

    def poll(self, timeout: float = 0.0) -> bool:
        return bool(self.replies)

    def receive(self):
        if not self.replies:
            raise EOFError
        return self.replies.popleft()

    def send(self, message) -> None:
        self.sent.append(message)

    def fileno(self) -> int:
        return -1

    def close(self) -> None:
        pass


class _Process:
    def __init__(self, engine: "FakeEngine"):
        self.engine = engine

    @property
    def exitcode(self) -> Optional[int]:
        return None if self.engine.alive else self.engine.exitcode

    def join(self, timeout: Optional[float] = None) -> None:
        pass


class FakeEngine:
    """An engine process as the client sees it; ``alive`` and ``exitcode`` are the test's."""

    def __init__(self, settings: dict, alive: bool = True, exitcode: Optional[int] = None):
        self.settings = settings
        self.conn = FakeConn()
        self.alive = alive
        self.exitcode = exitcode
        self.pid = None
        self.process = _Process(self)
        self.interrupts = 0
        self.ended = False

    def interrupt(self) -> None:
        self.interrupts += 1

    def resident_mb(self) -> Optional[float]:
        return None

    def crash_report(self) -> str:
        return ""

    def end(self) -> None:
        self.ended, self.alive = True, False

    def dispose(self) -> None:
        pass


class EngineMaker:
    """The client's ``spawn``: hands out FakeEngines (dead ones when ``dead``) and keeps them."""

    def __init__(self, dead: bool = False):
        self.dead = dead
        self.made: list[FakeEngine] = []

    def __call__(self, settings: dict) -> FakeEngine:
        engine = FakeEngine(settings, alive=not self.dead, exitcode=1 if self.dead else None)
        self.made.append(engine)
        return engine

    @property
    def last(self) -> FakeEngine:
        return self.made[-1]
