"""What the user's code prints, kept bounded: the last lines, and a count of the lines dropped.

A print flood (a million lines) must neither fill the memory nor slow the engine down much,
and an extremely long line is cut, so the console always receives a small, readable text.
"""
from __future__ import annotations

import contextlib
import io
import sys
import warnings
from collections import deque

MAX_LINES = 1000
MAX_LINE_CHARS = 10_000


class BoundedOutput(io.TextIOBase):
    """A text stream that keeps the last ``max_lines`` lines it was given."""

    def __init__(self, max_lines: int = MAX_LINES, max_line_chars: int = MAX_LINE_CHARS):
        super().__init__()
        self._lines: deque = deque(maxlen=max_lines)
        self._partial: list = []
        self._partial_chars = 0
        self._max_line_chars = max_line_chars
        self.total_lines = 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        pieces = text.split("\n")
        for piece in pieces[:-1]:
            self._add_to_partial(piece)
            self._end_line()
        self._add_to_partial(pieces[-1])
        return len(text)

    def _add_to_partial(self, piece: str) -> None:
        room = self._max_line_chars - self._partial_chars
        if piece and room > 0:
            piece = piece[:room]
            self._partial.append(piece)
            self._partial_chars += len(piece)

    def _end_line(self) -> None:
        line = "".join(self._partial)
        if self._partial_chars >= self._max_line_chars:
            line += " …"
        self._lines.append(line)
        self.total_lines += 1
        self._partial = []
        self._partial_chars = 0

    @property
    def dropped(self) -> int:
        """How many whole lines were pushed out by later ones."""
        return self.total_lines - len(self._lines)

    def text(self) -> str:
        """The kept lines, with the unfinished last line if there is one."""
        kept = list(self._lines)
        if self._partial:
            kept.append("".join(self._partial))
        return "\n".join(kept) + ("\n" if self._lines and not self._partial else "")


@contextlib.contextmanager
def captured(output: BoundedOutput):
    """Send print(), sys.stderr writes and warnings to ``output``; input() reads an empty stdin."""
    saved = sys.stdout, sys.stderr, sys.stdin
    sys.stdout = sys.stderr = output
    sys.stdin = io.StringIO("")
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("default")  # once per place, as Python shows them
            try:
                yield output
            finally:
                for warning in caught:
                    where = f" (line {warning.lineno})" if warning.filename.startswith("<") else ""
                    output.write(f"{warning.category.__name__}: {warning.message}{where}\n")
    finally:
        sys.stdout, sys.stderr, sys.stdin = saved
