"""Where a soft-wrapped line of Python may break: where a reader expects it, never inside a name
or a number (editor/wrapped_lines.py lays the rows out at these places).

Qt's word wrap breaks only at spaces, and then anywhere: on a projector lesson 18's class line
read "Softmax(torch.autograd.Func|tion):" and its save "ctx.save_for_backward(y|)" (issue 29).
A row may end after a run of spaces, after a comma or semicolon, after an operator, after an
opening bracket (not in an empty pair "()"), and before the "." of an attribute chain
("torch|.autograd|.Function"); in Chinese and Japanese text, beside any wide character. Where
none of those fits in the row, between two tokens ("custom_tanh|(torch"); inside a name only
where it alone is wider than the row. Plain Python, no Qt: the rules are tested on strings.
"""
from __future__ import annotations

import re
import unicodedata
from enum import IntEnum

# A name or a keyword, and a number with its fraction, exponent and sign inside it ("1.5e-3",
# "0x1F", "1_000j", ".5"): no row ends inside one.
_WORD = re.compile(r"[^\W\d]\w*|(?<![\w.])(?:\d\w*(?:\.\w*)?|\.\d\w*)(?:(?<=[eE])[+-]\d\w*)?")
_OPERATORS = frozenset("+-*/%=<>!&|^~@:")
_OPENING, _CLOSING = frozenset("([{"), frozenset(")]}")
_AFTER = frozenset(",;")
# Chinese and Japanese punctuation that closes: it stays on the row before it
_CLOSING_WIDE = frozenset("、。，．）」』】〉》！？：；")


class Break(IntEnum):
    """How well a wrapped row may start at a place (break_points)."""

    NEVER = 0  # inside a name or a number, at a line's start or in its indentation
    BETWEEN = 1  # between tokens, where a reader would not break ("custom_tanh|(")
    READER = 2  # where a reader expects a break


def break_points(text: str) -> list[Break]:
    """For each index i of ``text``, how well a wrapped row may start at text[i] (Break)."""
    inside = [False] * (len(text) + 1)  # inside[i]: i splits a name or a number
    for match in _WORD.finditer(text):
        for index in range(match.start() + 1, match.end()):
            inside[index] = True
    indent = len(text) - len(text.lstrip())  # a row of nothing but the indentation says nothing
    return [Break.NEVER if index <= indent else _break_kind(text, index, inside[index]) for index in range(len(text))]


def _break_kind(text: str, index: int, inside_word: bool) -> Break:
    before, after = text[index - 1], text[index]
    if _wide(before) or _wide(after):  # a run of Han or kana is one \w+ "word": it breaks anywhere
        return Break.BETWEEN if after in _CLOSING_WIDE else Break.READER
    if inside_word:
        return Break.NEVER
    return Break.READER if _reader_break(text, index, before, after) else Break.BETWEEN


def _reader_break(text: str, index: int, before: str, after: str) -> bool:
    if after == " ":
        return False  # the row ends after the spaces, which may hang past its edge
    if before == " ":  # "Function |):" would start a row with what closes the one before
        return after not in _CLOSING and after not in ",:;"
    if before in _AFTER:
        return True
    if before in _OPENING:
        return after not in _CLOSING
    if before in _OPERATORS:
        return after not in _OPERATORS and not _unary(text, index - 1)
    return after == "." and _attribute_dot(text, index)


def _unary(text: str, sign: int) -> bool:
    """Whether the sign at ``sign`` belongs to the number or name after it ("dim=-1", "(-x)",
    "*args", "@staticmethod")."""
    if text[sign] not in "+-~*@":
        return False
    previous = text[:sign].rstrip(" ")
    return not previous or previous[-1] in _OPERATORS | _OPENING | _AFTER


def _attribute_dot(text: str, dot: int) -> bool:
    """A "." between an object ("torch", "f(x)", "a[0]") and the attribute named after it."""
    before = text[dot - 1]
    following = text[dot + 1] if dot + 1 < len(text) else ""
    object_before = before.isalnum() or before == "_" or before in _CLOSING
    return object_before and (following.isalpha() or following == "_")


def _wide(character: str) -> bool:
    return unicodedata.east_asian_width(character) in ("W", "F")


def last_break(points: list[Break], start: int, end: int) -> int | None:
    """The last place in (start, end] a row starting at ``start`` may end (``end``: the text's
    length, or where the row is full): a reader's break, else one between names, else None (a
    name wider than the row)."""
    if end >= len(points):
        return end
    for kind in (Break.READER, Break.BETWEEN):
        for index in range(end, start, -1):
            if points[index] >= kind:
                return index
    return None
