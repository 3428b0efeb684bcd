"""Where a lesson's code starts: past the module's docstring, and past the imports to the
Function the lesson is about.

The lesson pane already shows a lesson's text; an editor opened at line 1 showed the same text
again as a docstring, and on a projector nothing of the code. The editor scrolls past it. At
960×540 logical px (1920×1080 at scale 2) it showed lesson 18's imports and blank lines, and the
end of its backward was below the fold (issue 29): where only imports stand between the
docstring and the lesson's Function, the editor starts at the Function itself. Code of one's
own above it (lesson 15's helpers, which its backward calls) stays in view.

A lesson whose point is not its Function's backward names the line it is about in its docstring's
``Focus:`` field (formats/presets.py): lesson 01's detached bias, line 36 of a module with no
backward, was below the fold at 1024×768 presentation. The editor opens with that line whole in
view, and the Function's backward with it where both fit.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Callable, Optional

from playground.formats.presets import read_focus

# The methods of a Function whose lines are its derivative, in view with its forward where they fit.
DERIVATIVE_METHODS = ("setup_context", "backward", "jvp", "vjp")


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


def code_start_line(text: str, fits: Optional[Callable[[int, int], bool]] = None) -> int:
    """1-based line the editor opens at, for the lesson's Function (the first class that defines a
    backward) or, without one, the op whose backward register_autograd names: the first of these
    from which the lesson's derivative code ends in view (``fits(first, last)``: whether lines
    first..last are on screen together; without it, they are taken to be):
    its own code where some stands between the imports and the Function (lesson 15's helpers,
    which its backward calls), else the Function or the op itself; its setup_context; its backward.
    Where none fits, its backward. Decorators and the comments right above a start come with it.
    Without a Function or an op, first_code_line."""
    try:
        body = ast.parse(text).body
    except (SyntaxError, ValueError):
        return 1
    span = lesson_span(body)
    focus = focus_lines(text, body)
    if focus is not None:
        return _start_for_focus(text, body, span, focus, fits)
    if span is None:
        return first_code_line(text)
    starts = _span_starts(text, body, span)
    return next((start for start in starts if fits is None or fits(start, span.end)), starts[-1])


def _span_starts(text: str, body: list, span: "LessonSpan") -> list[int]:
    lines = text.splitlines()
    starts = [_opening(text, body, span.subject)] + [
        _with_comments_above(lines, _first_line(node)) for node in (span.subject, span.setup_context, span.backward)
        if node is not None]
    return [max(start, first_code_line(text)) for start in starts]


def focus_lines(text: str, body: list) -> Optional[tuple[int, int]]:
    """(first, last) 1-based lines of the statement that holds the lesson's Focus (the first code
    line after the docstring that contains it); None without a Focus or where no line has it."""
    focus = read_focus(text)
    if not focus:
        return None
    lines = text.splitlines()
    found = next((number for number in range(first_code_line(text), len(lines) + 1)
                  if focus in lines[number - 1]), None)
    if found is None:
        return None
    holders = [node for node in ast.walk(ast.Module(body=body, type_ignores=[]))
               if isinstance(node, ast.stmt) and node.lineno <= found <= _last_line(node)]
    innermost = min(holders, key=lambda node: _last_line(node) - node.lineno, default=None)
    return (found, found) if innermost is None else (innermost.lineno, _last_line(innermost))


def _start_for_focus(text: str, body: list, span: Optional["LessonSpan"], focus: tuple[int, int],
                     fits: Optional[Callable[[int, int], bool]]) -> int:
    """The first start from which the focus and the lesson's derivative code are in view together;
    else the first from which the focus is; else the focus's first line. The starts: today's
    (without a Focus) and the definitions that hold the focus, each with its comments above."""
    first, last = focus
    lines = text.splitlines()
    holders = [node for node in ast.walk(ast.Module(body=body, type_ignores=[]))
               if isinstance(node, (ast.ClassDef, ast.FunctionDef)) and _first_line(node) <= first <= _last_line(node)]
    outermost = next((node for node in body if node.lineno <= first <= _last_line(node)), None)
    starts = [_opening(text, body, outermost) if outermost is not None else first_code_line(text)]
    starts += [_with_comments_above(lines, _first_line(node)) for node in holders]
    starts += _span_starts(text, body, span) if span is not None else []
    own_start = max(_with_comments_above(lines, first), first_code_line(text))
    starts = sorted({start for start in starts if start <= own_start} | {own_start, first})
    if span is not None:
        both = [start for start in starts if start <= _first_line(span.backward)]
        end = max(last, span.end)
        chosen = next((start for start in both if fits is None or fits(start, end)), None)
        if chosen is not None:
            return chosen
    return next((start for start in starts if fits is None or fits(start, last)), first)


@dataclass(frozen=True)
class LessonSpan:
    """What a lesson's derivative is made of, as parsed nodes: ``subject`` (its Function's class or
    its op's function), ``setup_context`` and ``backward`` (None where it has none), and ``end``,
    the last line of its derivative code (backward, setup_context, jvp, whichever ends last)."""
    subject: ast.AST
    setup_context: Optional[ast.AST]
    backward: ast.AST
    end: int


def lesson_span(body: list) -> Optional[LessonSpan]:
    """The Function a lesson teaches, else the op whose autograd it registers; None without either."""
    function = _first_function_class(body)
    if function is not None:
        methods = {item.name: item for item in function.body if isinstance(item, ast.FunctionDef)}
        derivative = [methods[name] for name in DERIVATIVE_METHODS if name in methods]
        return LessonSpan(subject=function, setup_context=methods.get("setup_context"),
                          backward=methods["backward"], end=max(_last_line(node) for node in derivative))
    return _registered_op(body)


def _registered_op(body: list) -> Optional[LessonSpan]:
    """``op.register_autograd(backward, setup_context=…)`` or ``torch.library.register_autograd(
    "ns::op", backward, …)`` at top level, with the op and the functions it names defined here."""
    functions = {node.name: node for node in body if isinstance(node, ast.FunctionDef)}
    for node in body:
        call = node.value if isinstance(node, ast.Expr) else None
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                and call.func.attr == "register_autograd"):
            continue
        by_op_name = isinstance(call.func.value, ast.Name) and call.func.value.id in functions
        positional = call.args if by_op_name else call.args[1:]
        named = {keyword.arg: keyword.value for keyword in call.keywords}
        backward = _named_function(functions, positional[0] if positional else named.get("backward"))
        if backward is None:
            continue
        subject = functions[call.func.value.id] if by_op_name else _op_defined_as(
            functions, call.args[0] if call.args else None)
        setup_context = _named_function(functions, named.get("setup_context"))
        parts = [part for part in (backward, setup_context) if part is not None]
        return LessonSpan(subject=subject or backward, setup_context=setup_context, backward=backward,
                          end=max(_last_line(part) for part in parts))
    return None


def _named_function(functions: dict, name: Optional[ast.AST]) -> Optional[ast.FunctionDef]:
    return functions.get(name.id) if isinstance(name, ast.Name) else None


def _op_defined_as(functions: dict, name: Optional[ast.AST]) -> Optional[ast.FunctionDef]:
    """The function decorated with ``custom_op(name, …)``, for ``name`` a string constant."""
    if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
        return None
    for function in functions.values():
        for decorator in function.decorator_list:
            if isinstance(decorator, ast.Call) and decorator.args and isinstance(decorator.args[0], ast.Constant) \
                    and decorator.args[0].value == name.value:
                return function
    return None


def _opening(text: str, body: list, subject: ast.AST) -> int:
    """The subject itself where only imports stand between the docstring and it, else the first
    line of code (own code above it stays in view)."""
    before = [node for node in body if node.lineno < subject.lineno]
    if before and _is_docstring(before[0]):
        before = before[1:]
    if not all(isinstance(node, (ast.Import, ast.ImportFrom)) for node in before):
        return first_code_line(text)
    return _with_comments_above(text.splitlines(), _first_line(subject))


def _first_line(node) -> int:
    return min([node.lineno] + [decorator.lineno for decorator in getattr(node, "decorator_list", [])])


def _last_line(node: ast.AST) -> int:
    return node.end_lineno or node.lineno


def _with_comments_above(lines: list[str], first: int) -> int:
    while first > 1 and lines[first - 2].lstrip().startswith("#"):
        first -= 1  # a comment that introduces the class or function belongs to it
    return first


def editor_start_line(editor) -> int:
    """code_start_line for the text of a laid-out QPlainTextEdit (duck-typed: this module stays
    free of Qt), whose lines fit where their drawn rows, wrapped ones too, fit its viewport."""
    document = editor.document()

    def fits(first: int, last: int) -> bool:
        blocks = (document.findBlockByNumber(number - 1) for number in range(first, last + 1))
        return sum(editor.blockBoundingRect(block).height() for block in blocks if block.isValid()) \
            <= editor.viewport().height()
    return code_start_line(editor.toPlainText(), fits)


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
