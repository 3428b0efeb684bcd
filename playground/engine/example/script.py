"""The code's example as a script: what runs when the example is run.

Everything the text does at its top level runs, and unlike a compile (engine/usercode/source.py)
also its ``if __name__ == "__main__":`` demo: the module runs as ``__main__``, as the file would
from a terminal. A transcript pasted with its ``>>>`` prompts runs too, also when it follows
plain code (a blog post's classes, then its ``>>> y.mean().backward()`` session): the prompts
come off, the printed output between them becomes comments, and a bare expression on a prompt
line prints its value as the interpreter did (``>>> x.grad``). No line moves, so errors and
nodes name the lines the person sees.
"""
from __future__ import annotations

import ast
import contextlib
import sys
import textwrap
import types

from playground.engine.usercode.source import straighten

SCRIPT_NAME = "__main__"
ECHO_NAME = "__playground_echo__"
_PROMPTS = (">>> ", ">>>")
_CONTINUATIONS = ("... ", "...")


def script_text(text: str) -> tuple[str, set]:
    """(the text to run, the numbers of its lines that were ``>>>`` prompts)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if not any(line.lstrip().startswith(">>>") for line in lines):
        return straighten(text), set()
    plain = straighten(text)
    first = next((line for line in lines if line.strip()), "")
    if not first.lstrip().startswith(">>>") and _parses(plain):
        return plain, set()  # the prompts are inside strings (a docstring's example)
    return _untranscribed(lines)


def _parses(text: str) -> bool:
    try:
        ast.parse(text)
    except (SyntaxError, ValueError):
        return False
    return True


def _untranscribed(lines: list) -> tuple[str, set]:
    """Prompts off (their code at the left margin); output after a prompt, up to a blank
    line, made a comment; the plain code in between dedented together."""
    out: list = []
    kinds: list = []  # "prompt" | "code" | "other" per line
    in_transcript = False
    for line in lines:
        stripped = line.lstrip()
        code = _after(stripped, _PROMPTS)
        if code is not None:
            out.append(code)
            kinds.append("prompt")
            in_transcript = True
            continue
        continuation = _after(stripped, _CONTINUATIONS) if in_transcript else None
        if continuation is not None:
            out.append(continuation)
            kinds.append("continuation")
        elif in_transcript and stripped:
            out.append("# " + line)  # printed output
            kinds.append("other")
        else:
            in_transcript = False  # a blank line ends a transcript's output
            out.append(line)
            kinds.append("code")
    plain = [i for i, kind in enumerate(kinds) if kind == "code"]
    dedented = textwrap.dedent("\n".join(out[i] for i in plain)).split("\n")
    for i, line in zip(plain, dedented):
        out[i] = line
    prompts = {i + 1 for i, kind in enumerate(kinds) if kind == "prompt"}
    return "\n".join(out), prompts


def _after(stripped: str, prompts: tuple):
    for prompt in prompts:
        if stripped.startswith(prompt):
            return stripped[len(prompt):]
    return None


def compile_script(text: str, filename: str, echo_lines: set) -> types.CodeType:
    """The code object; bare expressions on ``echo_lines`` print their value. Raises SyntaxError."""
    tree = ast.parse(text, filename)
    if echo_lines:
        tree.body = [_echoed(statement) if isinstance(statement, ast.Expr) and statement.lineno in echo_lines
                     else statement for statement in tree.body]
        ast.fix_missing_locations(tree)
    return compile(tree, filename, "exec", dont_inherit=True)


def _echoed(statement: ast.Expr) -> ast.Expr:
    call = ast.Call(func=ast.Name(ECHO_NAME, ast.Load()), args=[statement.value], keywords=[])
    return ast.copy_location(ast.Expr(ast.copy_location(call, statement.value)), statement)


def echo(value) -> None:
    """What the interpreter prints after a bare expression at its prompt."""
    if value is not None:
        print(repr(value))


@contextlib.contextmanager
def running_as_main(module: types.ModuleType):
    """``module`` is ``sys.modules["__main__"]`` inside the block (dataclasses and pickle look a
    class's module up there), as runpy does; the engine's own main module comes back after."""
    saved = sys.modules.get(SCRIPT_NAME)
    sys.modules[SCRIPT_NAME] = module
    try:
        yield
    finally:
        if saved is not None:
            sys.modules[SCRIPT_NAME] = saved
        else:
            sys.modules.pop(SCRIPT_NAME, None)
