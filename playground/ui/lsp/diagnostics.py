"""ruff's diagnostics (textDocument/publishDiagnostics) as the editor's marks (ui/editor/note_marks.py).

Two kinds are left out, because the app itself makes them wrong: an undefined name that the app
defines for every text (``torch``, ``nn``, ``F``, ``Function``, ``Tensor``, ``np``, ``math``,
``once_differentiable``: engine/usercode/source.py), and a syntax error in a paste the app reads as
doctest reads it (``>>>`` prompts, every line indented): the engine's own marks say what it made of it.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from playground.ui.editor.note_marks import EditorMark

SOURCE = "ruff"
PRELOADED = frozenset({"torch", "nn", "F", "Function", "Tensor", "np", "math", "once_differentiable"})
_UNDEFINED = re.compile(r"Undefined name `([^`]+)`")
_NAMED = re.compile(r"`([^`]+)`")


def _own_words(code: str) -> str | None:
    """The app's words, in the window's language, for the pyflakes codes a beginner meets most
    (ruff says them in English only); None: ruff's words stay. Literal calls: lupdate collects them."""
    if code == "F821":
        return QCoreApplication.translate("RuffMarks", "Undefined name {name}")
    if code == "F841":
        return QCoreApplication.translate("RuffMarks", "{name} is assigned but never used")
    if code == "F401":
        return QCoreApplication.translate("RuffMarks", "{name} is imported but never used")
    if code == "F811":
        return QCoreApplication.translate("RuffMarks", "{name} is defined again before it is used")
    return None


def _message(code: str, message: str) -> str:
    named, words = _NAMED.search(message), _own_words(code)
    return message if words is None or named is None else words.format(name=f"`{named.group(1)}`")


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
