"""A bounded stand-in for sys.stdout in the engine: user prints never flood the pipe or memory."""
from __future__ import annotations

import io
from collections import deque


class OutputCapture(io.TextIOBase):
    """Keeps the last ``max_lines`` complete lines (each cut to ``max_line_chars``) and counts the rest."""

    def __init__(self, max_lines: int = 1000, max_line_chars: int = 2000):
        self.max_lines = max_lines
        self.max_line_chars = max_line_chars
        self._lines: deque = deque(maxlen=max_lines)
        self._partial = ""
        self._total = 0  # lines received since the last take()

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        pieces = (self._partial + text).split("\n")
        self._partial = self._cut(pieces.pop())
        for line in pieces:
            self._lines.append(self._cut(line))
            self._total += 1
        return len(text)

    def _cut(self, line: str) -> str:
        if len(line) > self.max_line_chars:
            return line[: self.max_line_chars] + f"… [{len(line) - self.max_line_chars} more characters]"
        return line

    def take(self) -> tuple[str, int]:
        """The kept text since the last call and how many lines were dropped; empties the buffer."""
        lines = list(self._lines)
        if self._partial:
            lines.append(self._partial)
        dropped = self._total - len(self._lines)
        text = "\n".join(lines) + ("\n" if lines else "")
        self._lines.clear()
        self._partial = ""
        self._total = 0
        return text, dropped
