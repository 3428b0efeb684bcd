"""Values for forward's plain arguments, read from calls of the Function written in the user's code.

Published code often calls a Function only from a helper that never runs at import, e.g.
``def super_fn(x, alpha: float = 100.0): return SuperSpike.apply(x, alpha)`` (norse). The value the
author meant is written there: a literal in the call, or the literal default of the enclosing
function's parameter that the call passes on. Calls through a name bound to ``Cls.apply``
(``trunc_exp = _trunc_exp.apply``) count too. Only literals are taken: nothing is run.
"""
from __future__ import annotations

import ast
import inspect
import linecache
import weakref
from typing import Optional

from playground.engine.usercode.calls import forward_parameters

_MISSING = object()


def written_values(cls) -> dict:
    """forward argument name -> the literal value (not None) that the first call site that gives
    one passes; empty when the source cannot be read. Read once per class (a compile makes new
    classes; the probe and the checks after it ask for the same one, and parsing costs ~1 ms)."""
    try:
        return dict(_written[cls])
    except (KeyError, TypeError):
        pass
    values = _read_written_values(cls)
    try:
        _written[cls] = values
    except TypeError:  # not weakly referable
        pass
    return dict(values)


_written: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _read_written_values(cls) -> dict:
    forward = inspect.unwrap(cls.forward)
    code = getattr(forward, "__code__", None)
    if code is None:
        return {}
    try:
        tree = ast.parse("".join(linecache.getlines(code.co_filename)))
    except (SyntaxError, ValueError):
        return {}
    names = _apply_names(cls, getattr(forward, "__globals__", {}))
    positions = [p.name for p in forward_parameters(cls)
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    values: dict = {}
    for scope in [tree] + [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]:
        defaults = _literal_defaults(scope) if not isinstance(scope, ast.Module) else {}
        for call in _calls_in(scope):
            if not _calls_apply(call, cls.__name__, names):
                continue
            given = list(zip(positions, call.args)) + [(k.arg, k.value) for k in call.keywords if k.arg]
            for name, node in given:
                value = _literal(node, defaults)
                if value is not _MISSING and value is not None:
                    values.setdefault(name, value)
    return values


def _apply_names(cls, namespace: dict) -> set:
    """Names bound to ``cls.apply`` in the user's namespace."""
    return {name for name, value in namespace.items() if getattr(value, "__self__", None) is cls}


def _calls_in(scope: ast.AST) -> list:
    """Calls in a function's own body, or at a module's top level (not inside its functions)."""
    if not isinstance(scope, ast.Module):
        return [n for n in ast.walk(scope) if isinstance(n, ast.Call)]
    found, todo = [], list(scope.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Call):
            found.append(node)
        todo.extend(ast.iter_child_nodes(node))
    return found


def _calls_apply(call: ast.Call, class_name: str, names: set) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in names
    return (isinstance(func, ast.Attribute) and func.attr == "apply" and isinstance(func.value, ast.Name)
            and func.value.id == class_name)


def _literal_defaults(function: ast.AST) -> dict:
    """parameter name -> literal default of a function definition."""
    arguments = function.args
    positional = arguments.posonlyargs + arguments.args
    pairs = list(zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults))
    pairs += [(a, d) for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is not None]
    defaults = {}
    for argument, node in pairs:
        value = _literal(node, {})
        if value is not _MISSING:
            defaults[argument.arg] = value
    return defaults


def _literal(node: ast.AST, defaults: dict) -> Optional[object]:
    if isinstance(node, ast.Name) and node.id in defaults:
        return defaults[node.id]
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _MISSING
