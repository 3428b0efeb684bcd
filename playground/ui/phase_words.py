"""The phase of an error in words for a student ("in backward"), for the console, the restart
messages and the snapshot's text alike (its own module: they import each other's neighbours)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def phase_words(phase: str) -> str:
    """The phase of an error, in words for a student ("in backward")."""
    words = {
        "compile": QCoreApplication.translate("Console", "while running the file"),
        "forward": QCoreApplication.translate("Console", "in forward"),
        "backward": QCoreApplication.translate("Console", "in backward"),
        "check": QCoreApplication.translate("Console", "in the gradient check"),
        "train": QCoreApplication.translate("Console", "while training"),
        "engine": QCoreApplication.translate("Console", "in the engine"),
    }
    return words.get(phase, phase)
