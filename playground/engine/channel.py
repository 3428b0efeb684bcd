"""The engine's end of the pipe: whole messages only, in order, with what was read ahead.

Pipe I/O happens with the interrupt gate shut (engine/interrupts.py), so the client's SIGINT never
lands in the middle of a message; an interrupt that came meanwhile is raised right after a send,
where user code would have been running anyway. A look at the pipe (``has_message``) takes
no message, so it needs no shut gate.
"""
from __future__ import annotations

import select
from collections import deque
from typing import Optional

from playground import protocol
from playground.engine.interrupts import InterruptGate
from playground.engine.usercode.capture import OutputCapture
from playground.vocabulary import ControlAction


class Channel:
    """Receives requests (those read ahead first) and sends replies."""

    def __init__(self, conn, capture: OutputCapture, gate: InterruptGate):
        self.conn = conn
        self.capture = capture
        self.gate = gate
        self.backlog: deque = deque()  # messages read ahead, handled in order
        self._poller = readiness_poller(conn)

    def read_ahead(self) -> None:
        """Move whatever waits in the pipe into the backlog."""
        with self.gate.shut():
            while self.conn.poll():
                self.backlog.append(self.conn.receive())

    def has_message(self) -> bool:
        """Whether a message waits (or the pipe closed: ``receive`` then raises EOFError)."""
        if self.backlog:
            return True
        if self._poller is not None:
            return bool(self._poller.poll(0))
        return self.conn.poll()

    def wait_for_message(self, seconds: float) -> bool:
        """Whether a message comes (or waits already) within ``seconds``: has_message, waiting."""
        if self.backlog:
            return True
        if self._poller is not None:
            return bool(self._poller.poll(seconds * 1000))
        return self.conn.poll(seconds)

    def receive(self):
        """The next message: those read ahead first (a Pause sent right after Train is among them)."""
        if self.backlog:
            return self.backlog.popleft()
        with self.gate.shut():
            return self.conn.receive()

    def send(self, message: protocol.Reply) -> None:
        """Send whole; an interrupt that came meanwhile is raised after (if user code runs)."""
        with self.gate.shut():
            self.conn.send(message)
        self.gate.checkpoint()

    def send_output(self, request_id: int) -> None:
        """What user code printed since the last call, as an Output of ``request_id``."""
        text, dropped = self.capture.take()
        if text or dropped:
            self.send(protocol.Output(request_id=request_id, text=text, dropped=dropped))

    def compile_waits(self) -> bool:
        """Whether a CompileRequest waits (read ahead now): a newer edit, which makes the rest of
        the check running now worth nothing to the window."""
        self.read_ahead()
        return any(isinstance(m, protocol.CompileRequest) for m in self.backlog)

    def stop_waiting(self) -> bool:
        """Whether a Stop or Shutdown waits in the pipe (read ahead now): tells an interrupt the
        client sent for Stop from one it sent at a time limit."""
        self.read_ahead()
        return any(isinstance(m, protocol.Shutdown) or (isinstance(m, protocol.Control) and m.action == ControlAction.STOP)
                   for m in self.backlog)


def readiness_poller(conn) -> Optional["select.poll"]:
    """A poll(2) object watching ``conn`` for input, made once: a training run looks at the pipe
    ~200 times a second, and ``Connection.poll`` builds a selector at every call (40 µs between
    steps against 1 µs). None where there is no poll(2) (Windows) or no file descriptor."""
    if not hasattr(select, "poll"):
        return None
    try:
        descriptor = conn.fileno()
    except (AttributeError, OSError, ValueError):
        return None
    poller = select.poll()
    poller.register(descriptor, select.POLLIN)
    return poller
