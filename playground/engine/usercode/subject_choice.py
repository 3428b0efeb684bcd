"""Which Function or Module the file is about: the one its own code calls, not a helper.

First what the code did as it ran (call_log.py): the last call of a user Function or Module that
the file's top level made, not inside another one (through any wrapper, factory or transform).
A Module called with more than one argument, or with a non-tensor one (pyGAT's
``SpecialSpmm()(edge, edge_e, shape, h)``), which the probe cannot call on a batch, gives way to
the first Function it applied, with the arguments it applied it with.

Then, where the top level called nothing, read from the text (nothing is run here):

- a call in the file's top-level code (``Softmax.apply(x)``, ``softmax(x)`` where
  ``softmax = Softmax.apply``, ``layer(x)`` for an instance of a Module of the file,
  ``Layer()(x)``), or in its example (under ``if __name__ == "__main__":``, or in a top-level
  function named like ``main``, ``demo``, ``example``, ``test_...``). The last such call wins:
  code builds up to what it shows;
- a Function whose ``apply`` only ever runs inside another Function's forward is a helper: the
  one that calls it is the subject (unless the file's code calls the helper itself). (One used in
  another's backward or jvp, a building block of derivatives, is not; one used in a Module's
  forward makes that Module a wrapper, which subject.py prefers anyway.)

``called_subject`` gives the choice and why (a note's parameters), or None when the file calls
nothing of its own; ``helper_names`` the Functions that are only helpers.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Optional

from playground.engine.usercode.source import CompiledSource

EXAMPLE_FUNCTIONS = ("main", "demo", "example", "test", "run", "check")


@dataclass
class Choice:
    name: str  # the key in compiled.functions or compiled.modules
    kind: str  # "function" | "module"
    why: str  # "called" | "example" | "helper": the subject_chosen note's variant
    helper: Optional[str] = None  # the helper that was passed over (why == "helper")


def called_subject(compiled: CompiledSource) -> Optional[Choice]:
    """The Function or Module the file's own code calls last (what its top level did as it ran,
    then the calls its text shows, top level first, then its example), or None where it calls
    none of them."""
    recorded = recorded_subject(compiled)
    if recorded is not None:
        return recorded
    tree = _parse(compiled.text)
    if tree is None:
        return None
    targets = _call_targets(compiled)
    for example in (False, True):
        found = [(node.lineno, node.col_offset, target) for node in _calls(tree, example)
                 if (target := _target(node, targets)) is not None]
        if found:
            name, kind = max(found)[2]
            return Choice(name, kind, "example" if example else "called")
    return None


def recorded_subject(compiled: CompiledSource) -> Optional[Choice]:
    """The last call the top level made as it ran, of a Function or Module of the file."""
    log = compiled.log
    for logged in reversed(log.outermost()):
        key = _key(compiled, logged.cls, logged.kind)
        if key is None:
            continue
        if logged.kind == "module" and not _one_tensor(logged.call):
            inner = [c for c in log.inside(log.index(logged)) if c.kind == "function"]
            inner_key = _key(compiled, inner[0].cls, "function") if inner else None
            if inner_key is not None:
                return Choice(inner_key, "function", "called")
        return Choice(key, logged.kind, "called")
    return None


def _key(compiled: CompiledSource, cls: type, kind: str) -> Optional[str]:
    found = compiled.functions if kind == "function" else compiled.modules
    return next((key for key, value in found.items() if value is cls), None)


def _one_tensor(call) -> bool:
    """A call of one tensor and nothing else: what the probe can make of a batch."""
    return len(call.args) == 1 and call.args[0].is_tensor and not call.kwargs


def helper_names(compiled: CompiledSource) -> list:
    """Functions whose apply runs only inside the forward of another Function of the file (a
    softmax inside an attention Function), in definition order."""
    tree = _parse(compiled.text)
    if tree is None:
        return []
    targets = {key: value for key, value in _call_targets(compiled).items() if value[1] == "function"}
    inside, outside = set(), set()
    function_classes = {cls.__name__ for cls in compiled.functions.values()}
    classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name in function_classes]
    for node in classes:
        forwards = [f for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "forward"]
        for call in (c for f in forwards for c in ast.walk(f) if isinstance(c, ast.Call)):
            target = _target(call, targets)
            if target is not None and _class_name(compiled, target[0]) != node.name:
                inside.add(target[0])
    for example in (False, True):
        outside |= {t[0] for n in _calls(tree, example) if (t := _target(n, targets)) is not None}
    return [name for name in compiled.functions if name in inside and name not in outside]


def _parse(text: str) -> Optional[ast.Module]:
    try:
        return ast.parse(text)
    except SyntaxError:
        return None


def _class_name(compiled: CompiledSource, key: str) -> str:
    cls = compiled.functions.get(key) or compiled.modules.get(key)
    return cls.__name__ if cls is not None else key


def _call_targets(compiled: CompiledSource) -> dict:
    """Name → (key, kind) for what a call may name: a Function class (through ``.apply``), a
    name bound to its apply, a Module class or an instance of one."""
    targets: dict = {}
    for key, cls in compiled.functions.items():
        targets[("apply", cls.__name__)] = (key, "function")
        targets[("apply", key)] = (key, "function")
    for key, cls in compiled.modules.items():
        targets[("class", cls.__name__)] = (key, "module")
    for var, value in compiled.namespace.items():
        owner = getattr(value, "__self__", None)
        for key, cls in compiled.functions.items():
            if owner is cls:
                targets[("name", var)] = (key, "function")
        for key, cls in compiled.modules.items():
            if type(value) is cls:
                targets[("name", var)] = (key, "module")
    return targets


def _target(call: ast.Call, targets: dict) -> Optional[tuple]:
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "apply" and isinstance(func.value, ast.Name):
        return targets.get(("apply", func.value.id))
    if isinstance(func, ast.Name):
        return targets.get(("name", func.id))
    if isinstance(func, ast.Call) and isinstance(func.func, ast.Name):  # Layer()(x)
        return targets.get(("class", func.func.id))
    return None


def _calls(tree: ast.Module, example: bool) -> list:
    """Calls in the module's own statements (``example`` False), or in its example: the
    ``__main__`` block and top-level functions named like an example (``example`` True)."""
    found: list = []
    for statement in tree.body:
        if _is_main_block(statement):
            if example:
                found += [n for n in ast.walk(statement) if isinstance(n, ast.Call)]
            continue
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if example and statement.name.lower().startswith(EXAMPLE_FUNCTIONS):
                found += [n for n in ast.walk(statement) if isinstance(n, ast.Call)]
            continue
        if isinstance(statement, ast.ClassDef) or example:
            continue
        found += [n for n in ast.walk(statement) if isinstance(n, ast.Call)]
    return found


def _is_main_block(statement: ast.stmt) -> bool:
    if not isinstance(statement, ast.If) or not isinstance(statement.test, ast.Compare):
        return False
    names = [statement.test.left, *statement.test.comparators]
    return any(isinstance(n, ast.Name) and n.id == "__name__" for n in names)
