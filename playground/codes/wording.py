"""A code's sentence filled from its parameters: ``word`` (through a translation) and
``word_english`` (the English message, its detail inline), the fields derived here (``where``,
``signal``), and ``restart_sentence``, why the engine was restarted and that the text is safe.
"""
from __future__ import annotations

from typing import Optional

from playground.codes.base import QT_TRANSLATE_NOOP, Code, Params, Translate, english, fields_of
from playground.codes.phases import where_words
from playground.codes.restarts import RESTARTS, signal_name
from playground.vocabulary import RestartReason


def shown(value: object) -> object:
    """A parameter as a sentence shows it: a list as "A, B" ("—" when empty)."""
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value)) or "—"
    return value


def word(code: Code, params: Params, translate: Translate = english) -> Optional[str]:
    """The code's sentence filled from ``params``, through ``translate`` (None when its
    parameters did not come). ``where`` is derived from ``phase`` and ``line``."""
    values = _values(params, translate)
    if code.choose is not None:
        candidates = [code.sentences[code.choose(params)]]
    else:
        candidates = list(code.sentences.values())
    for sentence in candidates:
        if not fields_of(sentence) <= values.keys():
            continue
        for text in (translate(sentence), sentence):  # a translation with a broken field: English
            try:
                return text.format(**values)
            except (ValueError, KeyError, IndexError, TypeError):
                continue
    return None


def word_english(code: Code, params: Params) -> Optional[str]:
    """The English message: the detail inline where the code has one (as the engine says it)."""
    if code.inline and code.detail in params:
        try:
            return code.inline.format(**_values(params, english))
        except (ValueError, KeyError, IndexError, TypeError):
            pass
    return word(code, params)


def _values(params: Params, translate: Translate) -> dict[str, object]:
    """The parameters as sentences show them, and the fields derived from them."""
    values = {name: shown(value) for name, value in params.items() if value is not None}
    values.setdefault("where", where_words(_text(params.get("phase")), params.get("line"), translate))
    exitcode = params.get("exitcode")
    if isinstance(exitcode, int) and exitcode < 0:
        values["signal"] = signal_name(exitcode)
    return values


def _text(value: object) -> Optional[str]:
    return str(value) if value is not None else None


UNTOUCHED = QT_TRANSLATE_NOOP("Codes", "{sentence} Your text is untouched.")
_TEXT_SAFE_AFTER = {RestartReason.USER, RestartReason.FAILED}  # no code of the person's ran


def restart_sentence(reason: str, params: Params, translate: Translate = english,
                     inline: bool = False) -> Optional[str]:
    """Why the engine was restarted, where, and that the text is safe; None for an unknown reason.
    ``params``: phase, line, exitcode, limit (seconds), memory_mb, detail — those known.
    ``inline``: the English message, its detail said inline (as the client words it)."""
    code = RESTARTS.get(str(reason))
    if code is None:
        return None
    text = word_english(code, params) if inline else word(code, params, translate)
    if text is None:
        return None
    return text if reason in _TEXT_SAFE_AFTER else translate(UNTOUCHED).format(sentence=text)

