"""A submission's pipe, seen from the referee: messages out, and messages in before a deadline.

The frames are those of multiprocessing's Connection (a 4-byte big-endian length, or -1 and an
8-byte one, then the bytes), which the submission's side writes with wire.MessagePipe; each is
parsed with wire.decode, never unpickled, with the limits its reader gives (conversation.py
draws them from the question). Reading waits with select() for each piece, so a
process that stops halfway through a frame, or never answers, costs the referee its deadline
and no more. A frame longer than ``max_bytes`` is refused before it is read.
"""
from __future__ import annotations

import os
import select
import struct
import time
from multiprocessing.connection import Connection
from typing import Optional

from playground import wire

MAX_FRAME_BYTES = 64 * 2**20


class Late(TimeoutError):
    """The submission gave no (whole) answer before the deadline."""


class SubmissionChannel:
    def __init__(self, descriptor: int, max_bytes: int = MAX_FRAME_BYTES):
        self.connection = Connection(descriptor)
        self.descriptor = descriptor
        self.max_bytes = max_bytes
        self.limits = wire.DecodeLimits(items=max_bytes, keys=max_bytes, text=max_bytes, array_bytes=max_bytes)

    def send(self, message: object) -> None:
        """Raises OSError (BrokenPipeError) when the process is gone."""
        self.connection.send_bytes(wire.encode(message))

    def receive(self, deadline: float, limits: Optional[wire.DecodeLimits] = None) -> object:
        """The next message, none of its lists, strings or arrays past ``limits`` (the frame's
        size bounds them when None); raises Late, EOFError (the process is gone) or
        wire.ProtocolError."""
        (size,) = struct.unpack("!i", self._read(4, deadline))
        if size == -1:
            (size,) = struct.unpack("!Q", self._read(8, deadline))
        if size < 0 or size > self.max_bytes:
            raise wire.ProtocolError(f"a frame of {size} bytes (at most {self.max_bytes})")
        return wire.decode(self._read(size, deadline), limits or self.limits)

    def _read(self, count: int, deadline: float) -> bytes:
        pieces, missing = [], count
        while missing:
            wait = deadline - time.monotonic()
            if wait <= 0 or not select.select([self.descriptor], [], [], wait)[0]:
                raise Late()
            try:
                piece = os.read(self.descriptor, min(missing, 1 << 20))
            except ConnectionResetError:
                piece = b""
            if not piece:
                raise EOFError()
            pieces.append(piece)
            missing -= len(piece)
        return b"".join(pieces)

    def close(self) -> None:
        self.connection.close()
