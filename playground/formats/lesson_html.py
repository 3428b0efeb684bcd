"""A lesson's text as HTML: the window's lesson pane, the handouts and PrairieLearn's question.

Not Markdown on purpose: lesson text says ``__name__`` and ``*args``, which Markdown would eat.
Blank lines part paragraphs, "- " lines are bullets, `x` is code. Qt-free.
"""
from __future__ import annotations

import html
import re

_BULLET = re.compile(r"^\s*[-*•]\s+")
_CODE = re.compile(r"`([^`]+)`")
_CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")  # kana, Han, CJK punctuation


def lesson_html(text: str) -> str:
    """Docstring paragraphs → HTML: blank lines part paragraphs, "- " lines are bullets, `x` is code."""
    blocks = []
    for paragraph in re.split(r"\n\s*\n", text.strip()):
        lines = [line for line in paragraph.splitlines() if line.strip()]
        if lines and all(_BULLET.match(line) for line in lines):
            items = "".join(f"<li>{inline_html(_BULLET.sub('', line))}</li>" for line in lines)
            blocks.append(f"<ul>{items}</ul>")
        elif lines:
            blocks.append(f"<p>{inline_html(join_lines(line.strip() for line in lines))}</p>")
    return "".join(blocks)


def join_lines(lines) -> str:
    """A paragraph's lines as one: a space between words, none where Japanese or Chinese text
    was wrapped (they put no spaces between words)."""
    text = ""
    for line in lines:
        if text and line and not (_CJK.match(text[-1]) or _CJK.match(line[0])):
            text += " "
        text += line
    return text


def inline_html(text: str) -> str:
    """One line of lesson text: escaped, with `x` as code."""
    return _CODE.sub(r"<code>\1</code>", html.escape(text, quote=False))
