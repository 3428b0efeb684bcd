"""Text a submission produced, made harmless before it reaches a terminal, a CSV or a JSON row.

A submission's process can send any string as its Function's name, how it was matched, an
exception's message or what it printed. Such text is

- bounded: cut to a length a row can hold (``…`` says so), so a 49 MB name is a few hundred
  characters;
- stripped of what a terminal or a viewer obeys: ANSI/VT escape sequences whole (CSI, OSC, and
  the rest), every other control character (C0, DEL, C1), the bidirectional overrides and
  isolates that reorder what is shown ("Trojan source"), line and paragraph separators, and lone
  surrogates (which no UTF-8 file can hold). Letters of any script stay: students write
  Japanese, Chinese and Russian;
- made inert in a CSV (``csv_cell``): a cell a spreadsheet would read as a formula (it starts,
  after any spaces, with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return, as OWASP's "CSV
  Injection" lists, or their full-width forms) is prefixed with a single quote.

The referee cleans what it puts in a row (engine/referee/grade_file.py); the CSV writer makes
each cell inert (grading/outputs.py).
"""
from __future__ import annotations

import re
import unicodedata

ONE_LINE = 300  # characters of a name, a type or a sentence in a row
MESSAGE = 1000  # characters of an exception's message
PRINTED = 4000  # characters of what a submission printed (its tail)
# ESC followed by a CSI (parameters, intermediates, a final byte), an OSC/DCS/APC/PM/SOS string up
# to its terminator (BEL or ESC \), or any other escape's single final character; and the 8-bit
# CSI (U+009B) with its parameters.
_ESCAPE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]?|\x1b[\]PX^_][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[ -/]*[0-~]?"
                     r"|\x9b[0-?]*[ -/]*[@-~]?")
_BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_SEPARATORS = set("\u2028\u2029\x85")
_WORK = 16  # characters read per character kept: what escapes and controls may take up, and no more
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")


def line(text: object, limit: int = ONE_LINE) -> str:
    """``text`` as one harmless line of at most ``limit`` characters: escapes and controls out,
    every run of whitespace (newlines included) one space."""
    cleaned = _strip(_text(text)[:_WORK * limit], keep_newlines=False)
    return _bounded(" ".join(cleaned.split()), limit)


def lines(text: object, limit: int = PRINTED) -> str:
    """``text`` with its newlines (and tabs, as spaces), escapes and other controls out; its
    last ``limit`` characters (what was printed last says the most)."""
    tail = _text(text)[-_WORK * limit:]
    cleaned = _strip(tail.replace("\r\n", "\n").replace("\t", "    "), keep_newlines=True)
    return cleaned if len(cleaned) <= limit else "…" + cleaned[len(cleaned) - limit + 1:]


def csv_cell(value: object) -> object:
    """``value`` as a CSV cell no spreadsheet runs: a string that would start a formula gets a
    leading single quote (OWASP, "CSV Injection"); numbers stay numbers."""
    if not isinstance(value, str):
        return value
    if value.lstrip(" ").startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def _text(value: object) -> str:
    return value if isinstance(value, str) else "" if value is None else str(value)


def _strip(text: str, keep_newlines: bool) -> str:
    text = _ESCAPE.sub("", text)
    return "".join(char for char in text if _shown(char, keep_newlines))


def _shown(char: str, keep_newlines: bool) -> bool:
    if char in "\t\n\r\v\f":
        # One line: whitespace, which split() makes one space. Several: newlines stay, tabs
        # were expanded, and a lone carriage return (it would overwrite the line) goes.
        return not keep_newlines or char == "\n"
    if char in _BIDI or char in _SEPARATORS:
        return False
    return unicodedata.category(char) not in ("Cc", "Cs")


def _bounded(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
