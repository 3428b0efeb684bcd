"""The engine's message loop in this process, on a fake pipe: requests in, replies collected."""
from __future__ import annotations

from collections import deque

from playground.engine.interrupts import InterruptGate
from playground.engine.server import Engine
from playground.engine.usercode.capture import OutputCapture


class FakeConn:
    """A pipe end: ``receive`` hands out the queued requests, then EOFError (the loop ends)."""

    def __init__(self):
        self.inbox: deque = deque()
        self.sent: list = []

    def poll(self, timeout: float = 0.0) -> bool:
        return bool(self.inbox)

    def receive(self):
        if not self.inbox:
            raise EOFError
        return self.inbox.popleft()

    def send(self, message) -> None:
        self.sent.append(message)


class InProcessEngine:
    """An Engine kept between batches of requests (it remembers the last run's model)."""

    def __init__(self, time_limit: float = 5.0):
        self.conn = FakeConn()
        self.engine = Engine(self.conn, OutputCapture(), InterruptGate(), time_limit)

    def run(self, *messages) -> list:
        """Handle ``messages`` (read together, as if sent at once); returns the replies."""
        self.conn.inbox.extend(messages)
        self.conn.sent = []
        self.engine.loop()
        return self.conn.sent


def of_type(replies: list, cls) -> list:
    return [reply for reply in replies if isinstance(reply, cls)]
