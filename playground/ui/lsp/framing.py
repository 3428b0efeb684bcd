"""JSON-RPC messages over a byte stream as the Language Server Protocol frames them: a
``Content-Length: N`` header, a blank line, N bytes of UTF-8 JSON. Qt-free."""
from __future__ import annotations

import json

HEADER_END = b"\r\n\r\n"
# A header announcing more than this is no language server's reply to an editor of one file.
LARGEST_MESSAGE = 64 * 1024 * 1024


class FramingError(ValueError):
    """The stream is not Content-Length framed JSON (the server printed something else)."""


def encode(message: dict) -> bytes:
    """One message, framed."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class FrameReader:
    """Collects bytes as they come and hands back each whole message once its last byte came."""

    def __init__(self) -> None:
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[dict]:
        """Add bytes; return the messages they completed, in order."""
        self._buffer += data
        messages = []
        while True:
            end = self._buffer.find(HEADER_END)
            if end < 0:
                return messages
            length = _content_length(bytes(self._buffer[:end]))
            start = end + len(HEADER_END)
            if len(self._buffer) < start + length:
                return messages
            body = bytes(self._buffer[start:start + length])
            del self._buffer[:start + length]
            try:
                messages.append(json.loads(body.decode("utf-8")))
            except (UnicodeDecodeError, json.JSONDecodeError) as error:
                raise FramingError(f"not JSON: {body[:80]!r}") from error


def _content_length(header: bytes) -> int:
    for line in header.split(b"\r\n"):
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            try:
                length = int(value.strip())
            except ValueError as error:
                raise FramingError(f"bad Content-Length: {value!r}") from error
            if 0 <= length <= LARGEST_MESSAGE:
                return length
            raise FramingError(f"Content-Length out of range: {length}")
    raise FramingError(f"no Content-Length in {header[:80]!r}")
