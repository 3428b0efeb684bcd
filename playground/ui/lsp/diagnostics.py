"""ruff's diagnostics (textDocument/publishDiagnostics) as the editor's marks (ui/editor/note_marks.py).

Two kinds are left out, because the app itself makes them wrong: an undefined name that the app
defines for every text (``torch``, ``nn``, ``F``, ``Function``, ``Tensor``, ``np``, ``math``,
``once_differentiable``: engine/usercode/source.py), and a syntax error in a paste the app reads as
doctest reads it (``>>>`` prompts, every line indented): the engine's own marks say what it made of it.
"""
from __future__ import annotations

import re
from typing import Callable

from PySide6.QtCore import QCoreApplication

from playground.ui.editor.note_marks import EditorMark

SOURCE = "ruff"
PRELOADED = frozenset({"torch", "nn", "F", "Function", "Tensor", "np", "math", "once_differentiable"})
_UNDEFINED = re.compile(r"Undefined name `([^`]+)`")
_NAMED = re.compile(r"`([^`]+)`")


def _translated(code: str) -> Callable[[str], str] | None:
    """The app's own words for the pyflakes codes a beginner meets most, in the window's language
    (ruff says them in English only); None: ruff's words stay."""
    def say(text: str) -> Callable[[str], str]:
        return lambda name: text.format(name=name)

    words = {
        "F821": lambda: say(QCoreApplication.translate("RuffMarks", "Undefined name {name}")),
        "F841": lambda: say(QCoreApplication.translate("RuffMarks", "{name} is assigned but never used")),
        "F401": lambda: say(QCoreApplication.translate("RuffMarks", "{name} is imported but never used")),
        "F811": lambda: say(QCoreApplication.translate("RuffMarks", "{name} is defined again before it is used")),
    }
    chosen = words.get(code)
    return chosen() if chosen is not None else None


def _message(code: str, message: str) -> str:
    named = _NAMED.search(message)
    translate = _translated(code)
    if translate is None or named is None:
        return message
    return translate(f"`{named.group(1)}`")


def marks_from_diagnostics(diagnostics: list, text: str) -> list[EditorMark]:
    """The marks to show for one publishDiagnostics of ``text``."""
    read_as_transcript = _read_as_transcript(text)
    marks = []
    for diagnostic in diagnostics:
        code = str(diagnostic.get("code") or "syntax")
        message = str(diagnostic.get("message", ""))
        undefined = _UNDEFINED.search(message)
        if (undefined and undefined.group(1) in PRELOADED) or (code == "syntax" and read_as_transcript):
            continue
        start, end = diagnostic["range"]["start"], diagnostic["range"]["end"]
        end_column = end["character"] if end["line"] == start["line"] else None
        marks.append(EditorMark(line=start["line"] + 1, column=start["character"], code=code,
                                message=f"{_message(code, message)} ({code})" if code != "syntax" else message,
                                source=SOURCE,
                                end_column=end_column))
    return marks


def _read_as_transcript(text: str) -> bool:
    lines = [line for line in text.split("\n") if line.strip()]
    return bool(lines) and (lines[0][:1].isspace() or any(line.lstrip().startswith(">>>") for line in lines))
