"""Where a lesson's code starts: the first line after the module's docstring.

The lesson pane already shows a lesson's text; an editor opened at line 1 showed the same text
again as a docstring, and on a projector nothing of the code. The editor scrolls past it.
"""
from __future__ import annotations

import ast


def first_code_line(text: str) -> int:
    """1-based number of the first line after the module docstring (1 when there is none or
    the text does not parse)."""
    try:
        body = ast.parse(text).body
    except (SyntaxError, ValueError):
        return 1
    if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant) \
            and isinstance(body[0].value.value, str):
        end = body[0].end_lineno or 0
        lines = text.splitlines()
        while end < len(lines) and not lines[end].strip():
            end += 1  # the blank lines after the docstring too
        return end + 1
    return 1


def code_lines(text: str) -> list[str]:
    """The lines after the module docstring that hold code, each without an inline comment
    (``  # ...``, as PEP 8 writes them): what a reader needs to see whole."""
    lines = text.splitlines()[first_code_line(text) - 1:]
    kept = [line.split("  #")[0].rstrip() for line in lines if not line.lstrip().startswith("#")]
    return [line for line in kept if line.strip()]
