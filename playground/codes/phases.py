"""PHASES: ``ErrorInfo.phase`` and ``PhaseStarted.phase`` as words ("in backward"), and
``where_words``, the field ``where`` that a sentence derives from a phase and a line.
"""
from __future__ import annotations

from typing import Optional

from playground.codes.base import QT_TRANSLATE_NOOP, Code, Kind, Translate, _code, english
from playground.vocabulary import Phase

PHASES: dict[str, Code] = {code.name: code for code in (
    _code(Kind.PHASE, Phase.COMPILE, QT_TRANSLATE_NOOP("Codes", "while running the file")),
    _code(Kind.PHASE, Phase.FORWARD, QT_TRANSLATE_NOOP("Codes", "in forward")),
    _code(Kind.PHASE, Phase.BACKWARD, QT_TRANSLATE_NOOP("Codes", "in backward")),
    _code(Kind.PHASE, Phase.CHECK, QT_TRANSLATE_NOOP("Codes", "in the gradient check")),
    _code(Kind.PHASE, Phase.TRAIN, QT_TRANSLATE_NOOP("Codes", "while training")),
    _code(Kind.PHASE, Phase.ENGINE, QT_TRANSLATE_NOOP("Codes", "in the engine")),
)}
LINE_SUFFIX = QT_TRANSLATE_NOOP("Codes", " (line {line})")


def phase_words(phase: Optional[str], translate: Translate = english) -> str:
    """"in backward" (the phase itself for one not known here)."""
    code = PHASES.get(str(phase)) if phase else None
    return translate(code.sentences["0"]) if code is not None else str(phase or "")


def where_words(phase: Optional[str], line: Optional[object] = None, translate: Translate = english) -> str:
    """" in backward (line 12)": where something happened, to follow a verb ("" when not known;
    the engine's own phase is no place the person knows)."""
    where = " " + phase_words(phase, translate) if phase and phase != Phase.ENGINE else ""
    if line:
        where += translate(LINE_SUFFIX).format(line=line)
    return where
