"""A torch.autograd.Function class as the tree shows it: its forward, setup_context and backward,
the name each gives the context, and the inputs ``apply`` passes to forward.

PyTorch's two styles (docs, "Extending torch.autograd"): ``forward(ctx, *inputs)``, or, where the
class defines ``setup_context(ctx, inputs, output)``, ``forward(*inputs)`` without ctx. A
``@classmethod`` takes ``cls`` first in either.
"""
from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass

# Base classes that make a class a Function (torch.autograd.Function, autograd.Function, Function).
FUNCTION_BASES = frozenset({"Function", "InplaceFunction"})
# What only a context is used for: a tensor first argument is never asked these.
CONTEXT_ATTRIBUTES = frozenset({"save_for_backward", "save_for_forward", "saved_tensors", "mark_dirty",
                                "mark_non_differentiable", "set_materialize_grads", "needs_input_grad"})


@dataclass(frozen=True)
class FunctionShape:
    """One Function class: its methods (None where absent) and what their arguments are."""

    node: ast.ClassDef
    forward: ast.FunctionDef | None
    setup_context: ast.FunctionDef | None
    backward: ast.FunctionDef | None

    def forward_arguments(self) -> list[ast.arg]:
        """forward's positional arguments after ``cls`` (a classmethod's)."""
        return _after_cls(self.forward) if self.forward else []

    def forward_context(self) -> ast.arg | None:
        """forward's ctx argument: its first, unless setup_context takes the context."""
        arguments = self.forward_arguments()
        return arguments[0] if arguments and self.setup_context is None else None

    def inputs(self) -> list[ast.arg]:
        """The arguments ``apply`` fills: forward's positional ones after ctx."""
        arguments = self.forward_arguments()
        return arguments if self.setup_context is not None else arguments[1:]

    def backward_context(self) -> str | None:
        arguments = _after_cls(self.backward) if self.backward else []
        return arguments[0].arg if arguments else None

    def gradient_arguments(self) -> list[ast.arg]:
        """backward's arguments after ctx: one gradient per output of forward."""
        return (_after_cls(self.backward) if self.backward else [])[1:]

    def context_calls(self, attribute: str) -> list[ast.Call]:
        """Calls ``ctx.<attribute>(...)`` in forward and setup_context."""
        calls: list[ast.Call] = []
        for method in (self.forward, self.setup_context):
            context = _context_of(method, self)
            calls += [node for node in walk_body(method)
                      if context and isinstance(node, ast.Call) and is_call_on(node, context, attribute)]
        return calls


def function_classes(tree: ast.Module) -> list[FunctionShape]:
    """Every class that derives from a Function (through another class of the text too)."""
    found: list[FunctionShape] = []
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and any(_base_name(base) in FUNCTION_BASES | names for base in node.bases):
            names.add(node.name)
            methods = {item.name: item for item in node.body if isinstance(item, ast.FunctionDef)}
            found.append(FunctionShape(node, methods.get("forward"), methods.get("setup_context"),
                                       methods.get("backward")))
    return found


def walk_body(function: ast.FunctionDef | None) -> Iterator[ast.AST]:
    """Every node in a function's body, not descending into functions, lambdas or classes it
    defines (their returns are not its own)."""
    if function is None:
        return
    pending: list[ast.AST] = list(reversed(function.body))
    while pending:
        node = pending.pop()
        yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            pending.extend(reversed(list(ast.iter_child_nodes(node))))


def is_call_on(node: ast.AST, name: str, attribute: str) -> bool:
    """Whether node is ``<name>.<attribute>(...)``."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == attribute
            and isinstance(node.func.value, ast.Name) and node.func.value.id == name)


def is_attribute_of(node: ast.AST, name: str, attribute: str) -> bool:
    """Whether node is ``<name>.<attribute>``."""
    return (isinstance(node, ast.Attribute) and node.attr == attribute and isinstance(node.value, ast.Name)
            and node.value.id == name)


def _context_of(method: ast.FunctionDef | None, shape: FunctionShape) -> str | None:
    if method is None:
        return None
    if method is shape.forward:
        context = shape.forward_context()
        return context.arg if context else None
    arguments = _after_cls(method)
    return arguments[0].arg if arguments else None


def _after_cls(function: ast.FunctionDef) -> list[ast.arg]:
    arguments = [*function.args.posonlyargs, *function.args.args]
    is_classmethod = any(isinstance(decorator, ast.Name) and decorator.id == "classmethod"
                         for decorator in function.decorator_list)
    return arguments[1:] if is_classmethod else arguments


def _base_name(base: ast.expr) -> str:
    if isinstance(base, ast.Attribute):
        return base.attr
    return base.id if isinstance(base, ast.Name) else ""
