"""Why code that looks right is not what it seems: the real cause behind a confusing message.

Each function reads the user's text (and, where it helps, the exception raised) and returns a
better ErrorInfo or a note, or None when its case does not apply:

- ``@staticmethod`` written above the class instead of above its methods;
- the pre-imported ``F`` (torch.nn.functional) standing in for a ``class F`` the code lacks;
- indentation lost in copying (no line indented, so the first body is not);
- an ``nn.Module.backward`` method, which autograd never calls.
(A long TorchScript argument-cast error is shortened to its cause in errors.py's table.)
"""
from __future__ import annotations

import ast
import re
from typing import Optional

from playground import codes
from playground.protocol import ErrorInfo, Note

_BLOCK_OPENERS = re.compile(r"^\s*(class|def|if|elif|else|for|while|with|try|except|finally)\b.*:\s*(#.*)?$")


def staticmethod_on_class(text: str) -> Optional[ErrorInfo]:
    """A class decorated with @staticmethod: Python makes it a staticmethod object, so no
    Function is found. Point at the decorator."""
    tree = _parse(text)
    for node in ast.walk(tree) if tree else ():
        if not isinstance(node, ast.ClassDef):
            continue
        for decorator in node.decorator_list:
            if isinstance(decorator, ast.Name) and decorator.id in ("staticmethod", "classmethod"):
                return ErrorInfo(
                    line=decorator.lineno, phase="compile", type="StaticmethodOnClass",
                    message=f"@{decorator.id} is written above class {node.name} (line {decorator.lineno}), "
                    f"so {node.name} is not a class any more and no Function is found: move "
                    f"@{decorator.id} down, above each of its methods (def forward, def backward).",
                    code="staticmethod_on_class", params={"name": node.name, "decorator": decorator.id})
    return None


def functional_f_shadowing(text: str, error: ErrorInfo) -> Optional[ErrorInfo]:
    """``F.apply`` (or another ``F.<name>`` torch.nn.functional lacks) where the code defines no
    ``class F``: here F is torch.nn.functional, pre-imported, and the user's F is missing."""
    match = re.search(r"module 'torch\.nn\.functional' has no attribute '(\w+)'", error.message or "")
    if match is None:
        return None
    tree = _parse(text)
    if tree is not None and any(isinstance(n, ast.ClassDef) and n.name == "F" for n in ast.walk(tree)):
        return None
    attribute = match.group(1)
    message = (f"F here is torch.nn.functional (imported for you, as tutorials do), which has no "
               f"'{attribute}': the code uses F.{attribute} but defines no class F. Define "
               f"class F(torch.autograd.Function), or call your Function by its own name.")
    return ErrorInfo(line=error.line, phase=error.phase, type=error.type, message=message,
                     code="functional_f_shadowing",
                     params={"attribute": attribute})


def lost_indentation(text: str, error: ErrorInfo) -> Optional[ErrorInfo]:
    """"expected an indented block" in code where no line is indented at all: the paste lost
    its indentation. Say so, and where the first body should start."""
    if error.code != "syntax_error" or "expected an indented block" not in (error.message or ""):
        return None
    lines = text.split("\n")
    code_lines = [line for line in lines if line.strip() and not line.lstrip().startswith("#")]
    if any(line[:1] in (" ", "\t") for line in code_lines):
        return None
    opener = next((number for number, line in enumerate(lines, 1) if _BLOCK_OPENERS.match(line)), None)
    if opener is None:
        return None
    body = next((number for number in range(opener + 1, len(lines) + 1) if lines[number - 1].strip()),
                opener + 1)
    message = (f"The indentation was lost in copying: no line of the code is indented. Python needs "
               f"the body of line {opener} ({lines[opener - 1].strip()}) indented, starting at line "
               f"{body}; indent each block by 4 spaces as in the original.")
    return ErrorInfo(line=body, phase=error.phase, type=error.type, message=message, code="indentation_lost",
                     params={"opener": opener, "line": body})


def module_backward_notes(modules: dict, filename: str) -> list[Note]:
    """A note for each nn.Module subclass that defines backward: autograd never calls it."""
    return [note("module_backward_ignored", module=name)
            for name, cls in modules.items() if callable(cls.__dict__.get("backward"))]


def note(code: str, **params) -> Note:
    """A remark on the verdict: a code of NOTES (playground/codes/) and its English."""
    return Note(code, params, codes.word_english(codes.NOTES[code], params) or code)


def _parse(text: str) -> Optional[ast.Module]:
    try:
        return ast.parse(text)
    except SyntaxError:
        return None
