"""What user code prints while the engine trains, kept bounded until the server sends it.

The engine's sys.stdout and sys.stderr (compile and judge capture their own prints, see
engine/usercode/printed.py). A print flood — a million lines from a forward — keeps only the last
``max_lines`` lines and counts the rest, and a line longer than ``max_line_chars`` is cut,
so neither the engine's memory nor the pipe to the window can be flooded.
"""
from __future__ import annotations

import io
from collections import deque

MAX_LINES = 1000
MAX_LINE_CHARS = 10_000
CUT_MARK = " …"


class OutputCapture(io.TextIOBase):
    """A text stream keeping at most the last ``max_lines`` lines since the last take()."""

    def __init__(self, max_lines: int = MAX_LINES, max_line_chars: int = MAX_LINE_CHARS):
        super().__init__()
        self._lines: deque = deque(maxlen=max_lines)
        self._partial = ""
        self._max_line_chars = max_line_chars
        self._total = 0  # whole lines received since the last take()

    def writable(self) -> bool:
        return True

    def write(self, text) -> int:
        text = str(text)
        pieces = text.split("\n")
        for piece in pieces[:-1]:
            self._lines.append(self._cut(self._partial + piece))
            self._partial = ""
            self._total += 1
        if len(self._partial) <= self._max_line_chars:  # a longer one is cut already
            self._partial = (self._partial + pieces[-1])[: self._max_line_chars + 1]
        return len(text)

    def _cut(self, line: str) -> str:
        return line if len(line) <= self._max_line_chars else line[: self._max_line_chars] + CUT_MARK

    def flush(self) -> None:
        pass

    def take(self) -> tuple[str, int]:
        """(the kept text, how many lines were dropped) since the last take(); then empty."""
        lines = list(self._lines)
        if self._partial:
            lines.append(self._cut(self._partial))
        dropped = self._total - len(self._lines)
        text = "\n".join(lines)
        self._lines.clear()
        self._partial = ""
        self._total = 0
        return text, dropped
