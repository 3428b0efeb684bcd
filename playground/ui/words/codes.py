"""The engine's codes in the window's language: an error, the verdict's sentence, why gradcheck
failed, the judge's notes and a phase, each worded from its code and parameters by
playground/codes/wording.py, with every sentence passed through ``tr``.

A word here is a ``Words``: the sentence, and the detail that is not ours to translate (Python's
or torch's own message), which the window shows behind a "details" toggle (ui/words/details.py).
An English window says the detail inline, as the engine does. A code the registry does not know,
or one whose parameters did not come, keeps the engine's English (an older engine, a test).
A detail (or such English) that is one of the app's own sentences, not Python's or torch's
(the verdict's "details" holding the error the engine worded in English), is said in the
window's language too (``own_sentence``).
"""
from __future__ import annotations

import re
import string
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from PySide6.QtCore import QCoreApplication

from playground import codes
from playground.protocol import CheckOutcome, ErrorInfo, GradcheckResult, Note, ProbeData
from playground.ui.i18n import ENGLISH, current_language
from playground.vocabulary import CheckName


def tr(text: str) -> str:
    """A sentence of playground/codes/ in the window's language."""
    return QCoreApplication.translate(codes.CONTEXT, text)


@dataclass(frozen=True)
class Words:
    """What the window says: ``text`` in its language, and ``detail`` (English from Python or
    torch, "" when none) for a "details" toggle."""

    text: str
    detail: str = ""

    def __bool__(self) -> bool:
        return bool(self.text)


def english_window() -> bool:
    return current_language() == ENGLISH


def worded(code: Optional[codes.Code], params: dict, fallback: str) -> Words:
    """``code`` filled from ``params`` in the window's language, else ``fallback``."""
    if english_window():
        return Words((codes.word_english(code, params) if code is not None else None) or fallback)
    text = codes.word(code, params, tr) if code is not None else None
    if text is None:
        return Words(own_sentence(fallback) or fallback)
    detail = str(params.get(code.detail) or "") if code.detail else ""
    return Words(text, own_sentence(detail) or detail)


def own_sentence(text: str) -> Optional[str]:
    """``text`` in the window's language where it is one of the app's own English sentences
    (with its values), None where it is not (Python's or torch's words, or nothing)."""
    text = (text or "").strip()
    if not text:
        return None
    for sentence, pattern in _own_patterns():
        found = pattern.fullmatch(text)
        if found is None:
            continue
        values = {name: _as_number(value) for name, value in found.groupdict().items()}
        try:
            return tr(sentence).format(**values)
        except (ValueError, KeyError, IndexError, TypeError):
            continue
    return None


@lru_cache(maxsize=1)
def _own_patterns() -> tuple[tuple[str, re.Pattern], ...]:
    """Every English sentence of playground/codes/ whose fields are its code's parameters, as a
    pattern that reads the values back (the longest first: the most specific wins)."""
    patterns = []
    for code in codes.every_code():
        for sentence in code.sentences.values():
            if codes.fields_of(sentence) <= set(code.params):
                patterns.append((sentence, re.compile(_pattern_of(sentence), re.DOTALL)))
    return tuple(sorted(patterns, key=lambda pair: -len(pair[0])))


def _pattern_of(sentence: str) -> str:
    parts, seen = [], set()
    for literal, name, _spec, _conversion in string.Formatter().parse(sentence):
        parts.append(re.escape(literal))
        if name:
            parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
            seen.add(name)
    return "".join(parts)


def _as_number(value: str) -> object:
    """A value read back from a sentence, as the number it was where it is one (a field's format
    such as {x:.4g} wants a number)."""
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            continue
    return value


def phase_words(phase: Optional[str]) -> str:
    """The phase of an error, in words for a student ("in backward")."""
    return codes.phase_words(phase, tr)


def where_words(phase: Optional[str], line: Optional[int] = None) -> str:
    """" in backward (line 12)" ("" when neither is known)."""
    return codes.where_words(phase, line, tr)


def error_words(error: ErrorInfo) -> Words:
    """The error's message in the window's language, and its detail."""
    code = error.code or ""
    reason = codes.restart_of_error(code)
    if reason is not None:  # a request that a restart cut short
        params = {**(error.params or {}), "line": error.line}
        if english_window():
            return Words(error.message or codes.restart_sentence(reason, params, inline=True) or "")
        text = codes.restart_sentence(reason, params, tr)
        return Words(text, str(params.get("detail") or "")) if text else Words(error.message)
    return worded(codes.ERRORS.get(code), dict(error.params or {}), error.message)


def error_message(error: ErrorInfo) -> str:
    """The error's sentence alone (an editor's tooltip, a status line)."""
    return error_words(error).text


def note_words(note: Note) -> Words:
    return worded(codes.NOTES.get(note.code), dict(note.params or {}), note.message)


def summary_words(probe: Optional[ProbeData], with_notes: bool = True) -> Words:
    """The verdict's sentence and (``with_notes``) the judge's notes, in the window's language."""
    if probe is None:
        return Words("")
    code = codes.SUMMARIES.get(probe.summary_code or "")
    if code is None:
        return worded(None, {}, probe.summary)
    summary = worded(code, dict(probe.summary_params or {}), probe.summary)
    notes = [note_words(note) for note in probe.notes or []] if with_notes else []
    details = [words.detail for words in [summary, *notes] if words.detail]
    return Words(" ".join([summary.text, *[note.text for note in notes]]), "\n\n".join(details))


def summary_sentence(probe: Optional[ProbeData]) -> str:
    """The verdict's sentence in the window's language ("" without a probe)."""
    return summary_words(probe).text


def gradcheck_words(result: GradcheckResult, name: str = "gradcheck") -> Words:
    """Why gradcheck (or gradgradcheck, ``name``) failed, as a clause to follow "gradcheck
    failed:", or "" where nothing says why. Without a code: the engine's English, less its own
    "gradcheck failed:" prefix."""
    reason = (result.message or "").strip()
    for prefix in (f"{name} failed:", f"{name} failed"):
        if reason.startswith(prefix):
            reason = reason[len(prefix):].strip()
            break
    return worded(codes.GRADCHECKS.get(result.code or ""), {"check": name, **(result.params or {})}, reason)


def check_outcome_words(outcome: CheckOutcome) -> Words:
    """What a check of ``ProbeData.checks`` found, or why it was skipped, in the window's
    language ("" where the engine said nothing beyond passed). backward and double_backward carry
    a gradcheck code (worded as ``gradcheck_words``: a clause after "failed:"), the others a code
    of the CHECKS kind; without one, the engine's English."""
    fallback = (outcome.skipped_because if outcome.passed is None else outcome.message) or ""
    if outcome.name in (CheckName.BACKWARD, CheckName.DOUBLE_BACKWARD):
        check = "gradgradcheck" if outcome.name == CheckName.DOUBLE_BACKWARD else "gradcheck"
        result = GradcheckResult(bool(outcome.passed), outcome.max_abs_error or 0.0, fallback, 0, "",
                                 outcome.code or "", dict(outcome.params or {}))
        return gradcheck_words(result, check)
    if english_window() and fallback:
        # The engine's sentence: the code's own words with torch's after them, where a code's
        # inline English would put torch's words in place of its own ("…of F: Unsupported custom jvp").
        return Words(fallback)
    return worded(codes.CHECKS.get(outcome.code or ""), dict(outcome.params or {}), fallback)
