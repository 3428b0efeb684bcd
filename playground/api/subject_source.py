"""The source text of what the Python API was given: a class, an instance, text, a path, a lesson.

A class from the caller's code is sent to the engine as the class and what it may need from its
module (imports, functions, classes, assignments), at their lines of the module's file, so errors
point at lines of the caller's file. This also works for a class defined inside a function (a
pytest test, say), and never runs the script's own top-level calls again.
"""
from __future__ import annotations

import ast
import inspect
import linecache
import os
import textwrap
from pathlib import Path
from typing import Any, Optional, Union

Subject = Union[str, "os.PathLike[str]", type, Any]


def source_of(subject: Subject) -> tuple[str, str, Optional[str]]:
    """(source text, file name for errors, the class to judge or None).

    Raises FileNotFoundError for a path (a one-line string ending in .py) that is not a file,
    and TypeError for an object whose source cannot be found (a class typed at a bare prompt)."""
    if isinstance(subject, os.PathLike):
        return _read(Path(subject)), str(subject), None
    if isinstance(subject, str):
        return _text_or_file(subject)
    cls = subject if inspect.isclass(subject) else type(subject)
    return _class_source(cls), _file_of(cls), cls.__name__


def _text_or_file(text: str) -> tuple[str, str, None]:
    if "\n" in text or not text.strip():
        return text, "<string>", None
    path = Path(text).expanduser()
    if path.is_file():
        return _read(path), str(path), None
    from playground.formats.presets import find_preset

    preset = find_preset(text)
    if preset is not None:
        return preset.source(), str(preset.path), None
    if text.endswith(".py"):
        raise FileNotFoundError(f"no such file: {text!r}")
    return text, "<string>", None


def _read(path: Path) -> str:
    return path.read_bytes().decode("utf-8")


def _file_of(cls: type) -> str:
    try:
        return inspect.getsourcefile(cls) or "<string>"
    except TypeError:
        return _code_file(cls) or "<string>"


def _class_source(cls: type) -> str:
    """The class and what it may need from its module: the module's imports, functions, classes
    and assignments, each on its own lines of the file (blank lines elsewhere), so errors point
    at the file's lines. The rest of the top level is left out: a script's own calls (most of
    all ``playground.check(...)`` itself) must not run again in the engine."""
    try:
        class_lines, start = inspect.getsourcelines(cls)
        module_lines = _module_text(cls).splitlines()
    except (OSError, TypeError) as error:
        found = _notebook_cell_source(cls)
        if found is None:
            raise TypeError(f"cannot find the source of {cls.__qualname__}: pass its file or its text instead "
                            f"({error})") from None
        class_lines, start, module_lines = found
    start = max(start, 1)
    end = start + len(class_lines) - 1
    text = [""] * max(len(module_lines), end)
    kept = [node for node in _top_level(module_lines) if _kept(node)]
    for node in kept:
        first = _first_line(node)
        if node.end_lineno < start or first > end:  # not the class, nor a function it is defined in
            text[first - 1:node.end_lineno] = module_lines[first - 1:node.end_lineno]
    # (No imports at all, as in a notebook cell after the one that imported torch: the engine
    # has torch, nn, F and Function ready in every module it compiles.)
    text[start - 1:end] = textwrap.dedent("".join(class_lines)).splitlines()
    return "\n".join(text) + "\n"


def _code_file(cls: type) -> Optional[str]:
    """The file its methods were compiled from: a notebook cell's name, where the class has no module file."""
    for member in vars(cls).values():
        function = getattr(member, "__func__", member)
        code = getattr(function, "__code__", None)
        if code is not None:
            return code.co_filename
    return None


def _notebook_cell_source(cls: type) -> Optional[tuple[list[str], int, list[str]]]:
    """(the class's lines, its first line, the cell's lines) for a class typed into a Jupyter or
    IPython cell: its module (__main__) has no file, but IPython keeps each cell in linecache."""
    filename = _code_file(cls)
    cell = linecache.getlines(filename) if filename else []
    try:
        tree = ast.parse("".join(cell))
    except SyntaxError:
        return None
    defined = [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef) and node.name == cls.__name__]
    if not defined:
        return None
    node = defined[-1]  # a cell run again after an edit defines the class last
    first = _first_line(node)
    return cell[first - 1:node.end_lineno], first, [line.rstrip("\n") for line in cell]


def _module_text(cls: type) -> str:
    module = inspect.getmodule(cls)
    try:
        return inspect.getsource(module) if module is not None else ""
    except (OSError, TypeError):
        return ""


def _top_level(module_lines: list[str]) -> list[ast.stmt]:
    try:
        return ast.parse("\n".join(module_lines)).body
    except SyntaxError:
        return []


_API_NAMES = {"playground", "check", "show", "assert_backward_correct"}


def _kept(node: ast.stmt) -> bool:
    """Imports and definitions; assignments unless they call the playground's API."""
    if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return True
    if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
        names = {getattr(part, "id", None) or getattr(part, "attr", None) for part in ast.walk(node)}
        return not names & _API_NAMES
    return False


def _first_line(node: ast.stmt) -> int:
    decorators = getattr(node, "decorator_list", [])
    return min([node.lineno] + [decorator.lineno for decorator in decorators])
