"""A code and how the registry holds it: ``Kind`` (which field of which message it travels in),
``Code`` (its English sentences, the parameters that fill them, its detail), ``_code`` that builds
one, ``fields_of`` a sentence, and ``QT_TRANSLATE_NOOP``, which marks each sentence for
pyside6-lupdate under the translation context ``CONTEXT`` ("Codes").
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Callable, Mapping, Optional

from playground.vocabulary import StrEnum

CONTEXT = "Codes"  # the translation context of every sentence here
Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Marks ``text`` for translation under ``context``; the window translates it when it is shown."""
    return text


def english(text: str) -> str:
    """The translation into English: the sentence itself."""
    return text


class Kind(StrEnum):
    """Which field of which message a code travels in."""

    ERROR = "error"  # ErrorInfo.code
    SUMMARY = "summary"  # ProbeData.summary_code
    GRADCHECK = "gradcheck"  # GradcheckResult.code
    NOTE = "note"  # ProbeData.notes[].code
    CHECK = "check"  # CheckOutcome.code (backward and double_backward: a GRADCHECK code)
    RESTART = "restart"  # EngineRestarted.reason
    PHASE = "phase"  # ErrorInfo.phase, PhaseStarted.phase
    FINDING = "finding"  # CriterionFinding.code: how a submission did on one criterion of a grade
    TOTAL = "total"  # a graded row's summary (playground/grading/scoring.py)


Params = Mapping[str, object]


@dataclass(frozen=True)
class Code:
    """One code: its English sentences, the parameters that fill them, and what else it carries."""

    name: str
    kind: Kind
    sentences: Mapping[str, str]  # variant → English sentence, most specific first
    params: tuple[str, ...] = ()  # every parameter the sender may give
    detail: str = ""  # the parameter with text not worded here (Python's, torch's): behind "details"
    inline: str = ""  # English with the detail inline, as the engine and the command line say it
    choose: Optional[Callable[[Params], str]] = None  # the variant for these parameters
    examples: tuple[Params, ...] = ()  # parameters that reach each variant (for tests and readers)

    def fields(self) -> set[str]:
        """Every field its sentences use."""
        return {name for text in [*self.sentences.values(), self.inline] for name in fields_of(text)}


def fields_of(text: str) -> set[str]:
    return {name for _literal, name, _spec, _conversion in string.Formatter().parse(text) if name}


def _code(kind: Kind, name: str, *sentences: str, params: tuple[str, ...] = (), detail: str = "",
          inline: str = "", choose: Optional[Callable[[Params], str]] = None,
          variants: tuple[str, ...] = (), examples: tuple[Params, ...] = ()) -> Code:
    names = variants or tuple(str(i) for i in range(len(sentences)))
    return Code(name, kind, dict(zip(names, sentences)), params, detail, inline, choose, examples)
