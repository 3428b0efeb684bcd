"""Where a lesson's code starts: past the module's docstring, and past the imports to the
Function the lesson is about.

The lesson pane already shows a lesson's text; an editor opened at line 1 showed the same text
again as a docstring, and on a projector nothing of the code. The editor scrolls past it. At
960×540 logical px (1920×1080 at scale 2) it showed lesson 18's imports and blank lines, and the
end of its backward was below the fold (issue 29): where only imports stand between the
docstring and the lesson's Function, the editor starts at the Function itself. Code of one's
own above it (lesson 15's helpers, which its backward calls) stays in view.
"""
from __future__ import annotations

import ast
from typing import Optional


def first_code_line(text: str) -> int:
    """1-based number of the first line after the module docstring (1 when there is none or
    the text does not parse)."""
    try:
        body = ast.parse(text).body
    except (SyntaxError, ValueError):
        return 1
    if body and _is_docstring(body[0]):
        end = body[0].end_lineno or 0
        lines = text.splitlines()
        while end < len(lines) and not lines[end].strip():
            end += 1  # the blank lines after the docstring too
        return end + 1
    return 1


def code_start_line(text: str) -> int:
    """1-based line the editor opens at: the first line of the first class that defines a
    backward (its decorators and the comments right above it included) where nothing but imports
    comes before it after the docstring; else first_code_line."""
    try:
        body = ast.parse(text).body
    except (SyntaxError, ValueError):
        return 1
    function = _first_function_class(body)
    if function is None:
        return first_code_line(text)
    before = [node for node in body if node.lineno < function.lineno]
    if before and _is_docstring(before[0]):
        before = before[1:]
    if not all(isinstance(node, (ast.Import, ast.ImportFrom)) for node in before):
        return first_code_line(text)
    first = min([function.lineno] + [decorator.lineno for decorator in function.decorator_list])
    lines = text.splitlines()
    while first > 1 and lines[first - 2].lstrip().startswith("#"):
        first -= 1  # a comment that introduces the class belongs to it
    return max(first, first_code_line(text))


def code_lines(text: str) -> list[str]:
    """The lines after the module docstring that hold code, each without an inline comment
    (``  # ...``, as PEP 8 writes them): what a reader needs to see whole."""
    lines = text.splitlines()[first_code_line(text) - 1:]
    kept = [line.split("  #")[0].rstrip() for line in lines if not line.lstrip().startswith("#")]
    return [line for line in kept if line.strip()]


def _is_docstring(node: ast.stmt) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def _first_function_class(body: list) -> Optional[ast.ClassDef]:
    """The first top-level class with a ``backward`` method: the Function a lesson teaches."""
    for node in body:
        if isinstance(node, ast.ClassDef) and any(
                isinstance(item, ast.FunctionDef) and item.name == "backward" for item in node.body):
            return node
    return None
