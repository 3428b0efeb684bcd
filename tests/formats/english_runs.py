"""English left in a translated text: runs of two or more English words in a row.

A term of art or a name may stay in Latin letters in a Russian, Japanese or Chinese sentence
(`backward`, "STE", torch.round, PyTorch), but two English words side by side are an English
phrase ("straight-through estimator") that the reader was meant to read in their own language.
Not counted: code (in backticks, <code> or <tt>, or written as code: a name with a dot, an
underscore, a digit or a call's parenthesis), {placeholders}, and asides: the English term once
in parentheses after its translation, or a work's title in quotation marks («…», 「…」, 《…》, “…”).
"""
from __future__ import annotations

import re

_CODE = re.compile(r"`[^`]*`|<(code|tt|pre)>.*?</\1>|\{[^{}]*\}|<[^<>]+>", re.S)
_ASIDE = re.compile(r"\([^()]*\)|（[^（）]*）|«[^«»]*»|「[^「」]*」|《[^《》]*》|“[^“”]*”")
_WORD = r"[A-Za-z]{2,}(?:-[A-Za-z]+)*"
# A word touching a dot, an underscore, a digit, a slash, @ or an opening parenthesis is code.
_RUN = re.compile(rf"(?<![A-Za-z0-9_.@/\-]){_WORD}(?:[ \u00a0]+{_WORD})+(?![A-Za-z0-9_(/\-]|\.[A-Za-z0-9_])")


def english_runs(text: str) -> list[str]:
    """Each run of two or more English words outside code and asides, as it is written."""
    prose = _CODE.sub(" \u2026 ", text)
    previous = None
    while previous != prose:  # nested asides: innermost first
        previous, prose = prose, _ASIDE.sub(" \u2026 ", prose)
    return [match.group(0) for match in _RUN.finditer(prose)]
