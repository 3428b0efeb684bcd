"""Whether a file's code changes a module it imported (``torch.cos = torch.sin``).

Grading reuses one engine from file to file; such a change would outlive the file and change the
verdicts of the files after it in the same engine. The code is read, not run: a file whose text
assigns to or deletes an attribute or item of an imported module (or of torch, nn, F and
Function, which the engine provides), or calls setattr, delattr, exec or eval at all, gets a
fresh engine after it. Code that hides a change better than that is what ``--isolate`` is for.
"""
from __future__ import annotations

import ast
from typing import Optional

ENGINE_NAMES = {"torch", "nn", "F", "Function"}  # in every module the engine compiles
_DYNAMIC_CALLS = {"setattr", "delattr", "exec", "eval", "__import__"}


def changes_imported_modules(source: str) -> bool:
    """True when the code may change a module for the code that runs after it."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return False  # it never ran
    imported = ENGINE_NAMES | {alias.asname or alias.name.split(".")[0] for node in ast.walk(tree)
                               if isinstance(node, (ast.Import, ast.ImportFrom)) for alias in node.names}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _DYNAMIC_CALLS:
            return True
        if any(_root_name(target) in imported for target in _targets(node)):
            return True
    return False


def _targets(node: ast.AST) -> list:
    """What a statement stores into or deletes, when it is an attribute or an item."""
    if isinstance(node, (ast.Assign, ast.Delete)):
        found = node.targets
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        found = [node.target]
    else:
        return []
    flat = []
    for target in found:
        flat.extend(target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target])
    return [target for target in flat if isinstance(target, (ast.Attribute, ast.Subscript))]


def _root_name(target: ast.AST) -> Optional[str]:
    """``torch`` of ``torch.Tensor.__mul__`` or ``torch.__dict__["cos"]``."""
    while isinstance(target, (ast.Attribute, ast.Subscript)):
        target = target.value
    return target.id if isinstance(target, ast.Name) else None
