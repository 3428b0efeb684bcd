"""Mutation points of a Python module, mutmut-style: each one a small change a careless edit could make.

Comparisons flipped, and/or swapped, `not` dropped, numbers moved (×100 for a tolerance-sized float,
+1 otherwise), + and − swapped, True and False swapped, `any` and `all` swapped, and a returned value
replaced by None. Docstrings and dataclass field defaults are left alone (they are not judged code).
"""
from __future__ import annotations

import ast
import copy
from dataclasses import dataclass

SWAPPED_COMPARISON = {ast.Lt: ast.GtE, ast.LtE: ast.Gt, ast.Gt: ast.LtE, ast.GtE: ast.Lt, ast.Eq: ast.NotEq,
                      ast.NotEq: ast.Eq, ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In}
BOUNDARY_COMPARISON = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt}


@dataclass(frozen=True)
class Mutant:
    """One mutation of one module: where it is (line, node index in ast.walk order) and what it does."""

    module: str
    index: int
    line: int
    kind: str
    description: str


def _skipped_nodes(tree: ast.AST) -> set[int]:
    """ids of docstrings and of class-level annotated defaults (dataclass fields)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skipped.add(id(first.value))
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and item.value is not None:
                    skipped |= {id(inner) for inner in ast.walk(item.value)}
    return skipped


def moved_number(value: int | float) -> int | float:
    """The number a mutant uses instead: a tolerance-sized float 100× larger, anything else one more."""
    if isinstance(value, float) and 0 < abs(value) < 1:
        return value * 100
    return value + 1


def _kinds(node: ast.AST) -> list[tuple[str, str]]:
    """(kind, description) of every mutation this node offers."""
    if isinstance(node, ast.Compare) and type(node.ops[0]) in SWAPPED_COMPARISON:
        op = type(node.ops[0])
        found = [("negate", f"{op.__name__} -> {SWAPPED_COMPARISON[op].__name__}")]
        if op in BOUNDARY_COMPARISON:
            found.append(("boundary", f"{op.__name__} -> {BOUNDARY_COMPARISON[op].__name__}"))
        return found
    if isinstance(node, ast.BoolOp):
        return [("boolop", "and -> or" if isinstance(node.op, ast.And) else "or -> and")]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return [("not", "drop not")]
    if isinstance(node, ast.Constant) and isinstance(node.value, bool):
        return [("bool", f"{node.value} -> {not node.value}")]
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return [("number", f"{node.value!r} -> {moved_number(node.value)!r}")]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("any", "all"):
        return [("anyall", f"{node.func.id} -> {'all' if node.func.id == 'any' else 'any'}")]
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        return [("addsub", "+ -> -" if isinstance(node.op, ast.Add) else "- -> +")]
    if isinstance(node, ast.Return) and node.value is not None and not (
            isinstance(node.value, ast.Constant) and node.value.value is None):
        return [("return", "return None")]
    return []


def mutants_of(module: str, source: str) -> list[Mutant]:
    """Every mutant of a module's source, in a stable order."""
    tree = ast.parse(source)
    skipped = _skipped_nodes(tree)
    keywords = {id(node.value): node.arg for node in ast.walk(tree) if isinstance(node, ast.keyword)}
    found = []
    for index, node in enumerate(ast.walk(tree)):
        if id(node) in skipped:
            continue
        for kind, description in _kinds(node):
            if id(node) in keywords and isinstance(node, ast.Constant):  # name the argument: a line often has several True constants
                description = f"{keywords[id(node)]}={description.replace(' -> ', f' -> {keywords[id(node)]}=')}"
            found.append(Mutant(module, index, getattr(node, "lineno", 0), kind, description))
    return found


class _Mutator(ast.NodeTransformer):
    """Applies one mutant to the node at its index (ast.walk order of the unmodified tree)."""

    def __init__(self, target: ast.AST, kind: str):
        self.target, self.kind = target, kind

    def visit(self, node: ast.AST) -> ast.AST:
        node = self.generic_visit(node)
        return self._mutated(node) if node is self.target else node

    def _mutated(self, node):
        kind = self.kind
        if kind == "negate":
            node.ops[0] = SWAPPED_COMPARISON[type(node.ops[0])]()
        elif kind == "boundary":
            node.ops[0] = BOUNDARY_COMPARISON[type(node.ops[0])]()
        elif kind == "boolop":
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        elif kind == "not":
            return node.operand
        elif kind == "bool":
            node.value = not node.value
        elif kind == "number":
            node.value = moved_number(node.value)
        elif kind == "anyall":
            node.func.id = "all" if node.func.id == "any" else "any"
        elif kind == "addsub":
            node.op = ast.Sub() if isinstance(node.op, ast.Add) else ast.Add()
        elif kind == "return":
            node.value = ast.Constant(None)
        return node


def mutated_source(source: str, mutant: Mutant) -> str:
    """The module's source with one mutant applied."""
    tree = copy.deepcopy(ast.parse(source))
    target = next(node for index, node in enumerate(ast.walk(tree)) if index == mutant.index)
    return ast.unparse(ast.fix_missing_locations(_Mutator(target, mutant.kind).visit(tree)))
