"""What the code printed, held while Predict mode hides the example's gradients (``print(X.grad)``
is the answer): each run of printed lines waits behind one grey line of its own, and comes back
in its place when the gradients are revealed. The console (console.py) says the words; this
keeps the lines and moves them in and out of its document.

Blocks are told apart by their user state: OUTPUT_LINE a printed line, HELD_LINE + key the line
that stands for the printed lines ``texts[key]``.
"""
from __future__ import annotations

import itertools
from typing import Callable

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextDocument

OUTPUT_LINE = 1  # block user state of a line the user's code printed
HELD_LINE = 1000  # block user state HELD_LINE + key: the line that stands for printed lines held


def is_printed(state: int) -> bool:
    """A printed line, or a line that holds some."""
    return state == OUTPUT_LINE or state > HELD_LINE


class HeldLines:
    """The printed lines held now, by the key of the line that stands for them."""

    def __init__(self) -> None:
        self.texts: dict[int, str] = {}
        self._keys = itertools.count(1)

    def count(self) -> int:
        """Printed lines held."""
        return sum(text.count("\n") + 1 for text in self.texts.values())

    def hold(self, document: QTextDocument, words: Callable[[int], str], colour: str) -> None:
        """Each run of printed lines (and held lines beside them) becomes one held line, worded
        ``words(number of lines)`` in ``colour``."""
        runs: list[list[int]] = []  # block numbers
        block, previous = document.begin(), False
        while block.isValid():
            printed = is_printed(block.userState())
            if printed and previous:
                runs[-1].append(block.blockNumber())
            elif printed:
                runs.append([block.blockNumber()])
            previous = printed
            block = block.next()
        for run in reversed(runs):  # from the end: the numbers of earlier blocks stay
            blocks = [document.findBlockByNumber(number) for number in run]
            text = "\n".join(self.texts.pop(b.userState() - HELD_LINE) if b.userState() > HELD_LINE else b.text()
                             for b in blocks)
            cursor = QTextCursor(document)
            cursor.setPosition(blocks[0].position())
            cursor.setPosition(blocks[-1].position() + blocks[-1].length() - 1, QTextCursor.MoveMode.KeepAnchor)
            key = next(self._keys)
            self.texts[key] = text
            grey = QTextCharFormat()
            grey.setForeground(QColor(colour))
            cursor.insertText(words(text.count("\n") + 1), grey)
            cursor.block().setUserState(HELD_LINE + key)

    def show(self, document: QTextDocument) -> None:
        """Every held line gives its printed lines back, in its place."""
        block = document.lastBlock()
        while block.isValid():
            above = block.previous()
            key = block.userState() - HELD_LINE
            if key > 0 and key in self.texts:
                cursor = QTextCursor(block)
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                cursor.setCharFormat(QTextCharFormat())
                cursor.insertText(self.texts.pop(key), QTextCharFormat())
                for number in range(block.blockNumber(), cursor.block().blockNumber() + 1):
                    document.findBlockByNumber(number).setUserState(OUTPUT_LINE)
            block = above
        self.texts.clear()

    def drop(self, state: int) -> int:
        """A block of user state ``state`` scrolled away: the printed lines that went with it."""
        if state == OUTPUT_LINE:
            return 1
        text = self.texts.pop(state - HELD_LINE, None) if state > HELD_LINE else None
        return text.count("\n") + 1 if text is not None else 0

    def clear(self) -> None:
        self.texts.clear()
