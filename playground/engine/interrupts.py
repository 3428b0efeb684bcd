"""SIGINT in the engine: a KeyboardInterrupt in user code, never in the middle of a pipe message.

The client sends SIGINT when user code runs past its time limit or ignores Stop. Python would
raise KeyboardInterrupt wherever the main thread happens to be, and half a message written to
(or read from) the pipe would break it for good. So the gate raises only while it is open (user
code runs) and defers an interrupt that arrives while it is shut (the engine talks to the pipe)
to the next checkpoint: right after a message was sent, and before each training step.
"""
from __future__ import annotations

import contextlib
import signal


class InterruptGate:
    """Decides where SIGINT may land; one per engine process."""

    def __init__(self):
        self.open = False
        self.deferred = False

    def install(self) -> None:
        signal.signal(signal.SIGINT, self._on_signal)

    def _on_signal(self, signum, frame) -> None:
        if self.open:
            raise KeyboardInterrupt
        self.deferred = True  # the pipe is busy: interrupt when user code runs again

    @contextlib.contextmanager
    def user_code(self):
        """Open while a request's work runs (nests: a compile judged during a training run).
        An interrupt left over from an earlier request is forgotten."""
        was_open = self.open
        if not was_open:
            self.deferred = False
            self.install()  # again: the last user code may have put its own handler there
        self.open = True
        try:
            yield
        finally:
            self.open = was_open
            if not was_open:
                self.deferred = False

    @contextlib.contextmanager
    def shut(self):
        """Shut around pipe I/O; an interrupt that arrives meanwhile waits for checkpoint()."""
        was_open, self.open = self.open, False
        try:
            yield
        finally:
            self.open = was_open

    def checkpoint(self) -> None:
        """Raise an interrupt deferred by shut(), now that no message is half sent or read."""
        if self.open and self.deferred:
            self.deferred = False
            raise KeyboardInterrupt
