"""The code's example as a script: what runs when the example is run.

Everything the text does at its top level runs, and unlike a compile (engine/usercode/source.py)
also its ``if __name__ == "__main__":`` demo: the module runs as ``__main__``, as the file would
from a terminal. The text is read as a compile reads it (engine/usercode/transcript.py): a
transcript pasted with its ``>>>`` prompts runs too, also when it follows plain code (a blog
post's classes, then its ``>>> y.mean().backward()`` session), its output and the prose between
its examples become comments, and a bare expression on a prompt line prints its value as the
interpreter did (``>>> x.grad``). No line moves, so errors and nodes name the lines the person sees.
"""
from __future__ import annotations

import ast
import contextlib
import sys
import types

from playground.engine.example.loops import loops_watched
from playground.engine.usercode.transcript import read_paste

SCRIPT_NAME = "__main__"
ECHO_NAME = "__playground_echo__"


def script_text(text: str) -> tuple[str, set]:
    """(the text to run, the numbers of its lines that were ``>>>`` prompts)."""
    reading = read_paste(text)
    return reading.text, reading.prompts


def compile_script(text: str, filename: str, echo_lines: set, loops: bool = False) -> types.CodeType:
    """The code object; bare expressions on ``echo_lines`` print their value, and with ``loops``
    its loops say when they are on their last round (loops.py). Raises SyntaxError."""
    tree = ast.parse(text, filename)
    if echo_lines:
        tree.body = [_echoed(statement) if isinstance(statement, ast.Expr) and statement.lineno in echo_lines
                     else statement for statement in tree.body]
    if loops:
        tree = loops_watched(tree)
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
