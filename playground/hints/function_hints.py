"""The static checks of every Function in a text, as PyTorch's docs ("Extending torch.autograd")
define a right one:

- backward returns one value per input of forward (``None`` for a non-tensor one); more are
  allowed only if the extra ones are ``None`` (autograd drops them), fewer never;
- ``ctx.saved_tensors`` is a tuple: ``x = ctx.saved_tensors`` and then ``x * g`` is a mistake;
- ``save_for_backward`` takes tensors only (a number, a shape or a non-tensor argument fails);
- a saved tensor changed in place fails autograd's version check, or (in backward) changes the
  tensor the caller holds;
- a gradient backward never reads gives the same gradient whatever comes from above;
- forward without ctx is the setup_context style, which needs a setup_context.

Where the tree cannot say (a helper's result, ``*args``), nothing is said.
"""
from __future__ import annotations

import ast
import textwrap

from playground.hints.expressions import value_count
from playground.hints.function_shape import (
    CONTEXT_ATTRIBUTES,
    FunctionShape,
    function_classes,
    is_attribute_of,
    walk_body,
)
from playground.hints.hint import Hint, HintCode

# Names of a first argument that is meant as the context (a tutorial's ``self`` works too).
CONTEXT_NAMES = frozenset({"ctx", "context", "self", "c"})
# Attributes and methods whose value is no tensor: saving one fails.
NOT_TENSORS = frozenset({"shape", "dtype", "device", "ndim", "size", "dim", "item", "tolist", "numel",
                         "numpy", "requires_grad", "is_cuda", "layout", "stride"})
# Uses of a name that treat it as a tensor (a tuple has neither arithmetic nor these methods).
TUPLE_METHODS = frozenset({"count", "index"})


def function_hints(text: str) -> list[Hint]:
    """Every hint for the Functions of a Python text, by line; [] where it does not parse."""
    tree = _parse(text)
    if tree is None:
        return []
    hints: list[Hint] = []
    for shape in function_classes(tree):
        hints += _hints_of(shape)
    return sorted(hints, key=lambda hint: (hint.line, hint.column, hint.code))


def parses(text: str) -> bool:
    """Whether the text (or, dedented, a paste whose every line is indented) is Python."""
    return _parse(text) is not None


def _parse(text: str) -> ast.Module | None:
    # A paste whose every line is indented (a blog's code block) parses once dedented; its lines
    # stay where they are.
    for candidate in (text, textwrap.dedent(text)):
        try:
            return ast.parse(candidate)
        except (SyntaxError, ValueError):
            continue
    return None


def _hints_of(shape: FunctionShape) -> list[Hint]:
    if _self_before_context(shape.forward) or _self_before_context(shape.backward):
        return []  # a method missing its @staticmethod: the engine's own error says so
    without_context = _forward_without_context(shape)
    if without_context:
        return [without_context, *_saving_hints(shape)]
    return [*_gradient_count_hints(shape), *_saving_hints(shape), *_unpacking_hints(shape),
            *_in_place_hints(shape), *_unused_gradient_hints(shape)]


def _self_before_context(method: ast.FunctionDef | None) -> bool:
    arguments = [argument.arg for argument in method.args.args[:2]] if method else []
    return len(arguments) == 2 and arguments[0] == "self" and arguments[1] in CONTEXT_NAMES


def _forward_without_context(shape: FunctionShape) -> Hint | None:
    forward = shape.forward
    if forward is None or shape.setup_context is not None or forward.args.vararg:
        return None
    context = shape.forward_context()
    if context is not None and (context.arg in CONTEXT_NAMES or context.arg.startswith("_")
                                or "ctx" in context.arg.lower() or _used_as_context(context.arg, forward)):
        return None
    return Hint(forward.lineno, forward.col_offset, HintCode.FORWARD_WITHOUT_CTX,
                {"first": context.arg if context else ""})


def _used_as_context(name: str, function: ast.FunctionDef) -> bool:
    for node in walk_body(function):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == name:
            if node.attr in CONTEXT_ATTRIBUTES or isinstance(node.ctx, ast.Store):
                return True
    return False


def _backward_raises_only(backward: ast.FunctionDef) -> bool:
    body = [statement for statement in backward.body
            if not (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant))]
    return all(isinstance(statement, (ast.Raise, ast.Pass)) for statement in body)


def _gradient_count_hints(shape: FunctionShape) -> list[Hint]:
    backward = shape.backward
    if backward is None or shape.forward is None or shape.forward.args.vararg or _backward_raises_only(backward):
        return []
    inputs = shape.inputs()
    required = len(inputs) - len(shape.forward.args.defaults)
    names = ", ".join(argument.arg for argument in inputs)
    hints = []
    for node in walk_body(backward):
        if not isinstance(node, ast.Return):
            continue
        count = value_count(node.value, backward)
        if count is None:
            continue
        params = {"returned": count, "expected": len(inputs), "inputs": names}
        if count < required:
            hints.append(Hint(node.lineno, node.col_offset, HintCode.TOO_FEW_GRADIENTS, params))
        elif count > len(inputs) and not _extra_are_none(node.value, len(inputs)):
            hints.append(Hint(node.lineno, node.col_offset, HintCode.TOO_MANY_GRADIENTS, params))
    return hints


def _extra_are_none(value: ast.expr | None, expected: int) -> bool:
    return isinstance(value, ast.Tuple) and all(
        isinstance(item, ast.Constant) and item.value is None for item in value.elts[expected:])


def _saving_hints(shape: FunctionShape) -> list[Hint]:
    non_tensor_inputs = {argument.arg for argument, default in _inputs_with_defaults(shape)
                         if _is_non_tensor_default(default) or _annotated_non_tensor(argument)}
    hints = []
    for call in shape.context_calls("save_for_backward"):
        for argument in call.args:
            what = _non_tensor(argument, non_tensor_inputs)
            if what:
                hints.append(Hint(argument.lineno, argument.col_offset, HintCode.SAVES_NON_TENSOR, {"name": what}))
    return hints


def _inputs_with_defaults(shape: FunctionShape) -> list[tuple[ast.arg, ast.expr | None]]:
    inputs = shape.inputs()
    defaults = list(shape.forward.args.defaults) if shape.forward else []
    padded: list[ast.expr | None] = [None] * (len(inputs) - len(defaults)) + defaults
    return list(zip(inputs, padded[-len(inputs):] if inputs else []))


def _is_non_tensor_default(default: ast.expr | None) -> bool:
    return isinstance(default, ast.Constant) and default.value is not None


def _annotated_non_tensor(argument: ast.arg) -> bool:
    return isinstance(argument.annotation, ast.Name) and argument.annotation.id in {"int", "float", "bool", "str"}


def _non_tensor(argument: ast.expr, non_tensor_inputs: set[str]) -> str | None:
    """The source of a saved argument that is no tensor, or None."""
    if isinstance(argument, ast.Constant) and argument.value is not None:
        return ast.unparse(argument)
    if isinstance(argument, ast.Name) and argument.id in non_tensor_inputs:
        return argument.id
    target = argument.func if isinstance(argument, ast.Call) else argument
    if isinstance(target, ast.Attribute) and target.attr in NOT_TENSORS:
        return ast.unparse(argument)
    if isinstance(argument, ast.Call) and isinstance(argument.func, ast.Name) and argument.func.id in {"len", "int", "float"}:
        return ast.unparse(argument)
    return None


def _unpacking_hints(shape: FunctionShape) -> list[Hint]:
    context, backward = shape.backward_context(), shape.backward
    if context is None or backward is None:
        return []
    hints = []
    for node in walk_body(backward):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and is_attribute_of(node.value, context, "saved_tensors")
                and _used_as_tensor(node.targets[0].id, backward)):
            hints.append(Hint(node.lineno, node.col_offset, HintCode.SAVED_TENSORS_NOT_UNPACKED,
                              {"name": node.targets[0].id}))
    return hints


def _used_as_tensor(name: str, function: ast.FunctionDef) -> bool:
    for node in walk_body(function):
        operands = []
        if isinstance(node, ast.BinOp):
            operands = [node.left, node.right]
        elif isinstance(node, ast.UnaryOp):
            operands = [node.operand]
        elif isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
        elif isinstance(node, ast.Attribute) and node.attr not in TUPLE_METHODS:
            operands = [node.value]
        if any(isinstance(operand, ast.Name) and operand.id == name for operand in operands):
            return True
    return False


def _in_place_hints(shape: FunctionShape) -> list[Hint]:
    hints = []
    context, backward = shape.backward_context(), shape.backward
    if context is not None and backward is not None:
        saved = _names_unpacked_from(backward, context)
        hints += [_in_place_hint(node, name) for node, name in _in_place_changes(backward, saved)]
    forward_context = shape.forward_context()
    if shape.forward is not None and forward_context is not None:
        for call in shape.context_calls("save_for_backward"):
            names = {argument.id for argument in call.args if isinstance(argument, ast.Name)}
            hints += [_in_place_hint(node, name) for node, name in _in_place_changes(shape.forward, names)
                      if node.lineno > call.lineno and not _rebound_between(shape.forward, name, call.lineno, node.lineno)]
    return hints


def _in_place_hint(node: ast.stmt | ast.expr, name: str) -> Hint:
    return Hint(node.lineno, node.col_offset, HintCode.SAVED_CHANGED_IN_PLACE, {"name": name})


def _names_unpacked_from(function: ast.FunctionDef, context: str) -> set[str]:
    """Names bound to saved tensors (``x, w = ctx.saved_tensors``, ``x = ctx.saved_tensors[0]``)
    that no other assignment in the function rebinds."""
    saved: set[str] = set()
    other: set[str] = set()
    for node in walk_body(function):
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            names = set(_bound_names(target))
            (saved if _binds_saved_tensors(target, node.value, context) else other).update(names)
    return saved - other


def _bound_names(target: ast.expr):
    """The names an assignment target binds (not those in ``x[i] = …`` or ``x.a = …``)."""
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, ast.Starred):
        yield from _bound_names(target.value)
    elif isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            yield from _bound_names(element)


def _binds_saved_tensors(target: ast.expr, value: ast.expr, context: str) -> bool:
    if isinstance(target, (ast.Tuple, ast.List)):
        return is_attribute_of(value, context, "saved_tensors")
    return isinstance(value, ast.Subscript) and is_attribute_of(value.value, context, "saved_tensors")


def _in_place_changes(function: ast.FunctionDef, names: set[str]):
    """(node, name) for each in-place change of one of ``names``: ``x.add_(…)``, ``x[…] = …``,
    ``x += …`` (on a tensor, ``+=`` writes into it)."""
    for node in walk_body(function):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and _is_in_place_method(node.func.attr)
                and isinstance(node.func.value, ast.Name) and node.func.value.id in names):
            yield node, node.func.value.id
        elif isinstance(node, ast.AugAssign):
            root = node.target.value if isinstance(node.target, ast.Subscript) else node.target
            if isinstance(root, ast.Name) and root.id in names:
                yield node, root.id
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)
                        and target.value.id in names):
                    yield node, target.value.id


def _is_in_place_method(attribute: str) -> bool:
    return attribute.endswith("_") and not attribute.startswith("_") and attribute != "requires_grad_"


def _rebound_between(function: ast.FunctionDef, name: str, first: int, last: int) -> bool:
    return any(isinstance(node, ast.Assign) and first < node.lineno < last
               and any(isinstance(target, ast.Name) and target.id == name for target in node.targets)
               for node in walk_body(function))


def _unused_gradient_hints(shape: FunctionShape) -> list[Hint]:
    backward = shape.backward
    if backward is None or _backward_raises_only(backward) or shape.context_calls("mark_non_differentiable"):
        return []
    if not any(isinstance(node, ast.Return) and node.value is not None for node in walk_body(backward)):
        return []  # a backward still being written: no return yet, so no verdict on what it reads
    read = {node.id for node in ast.walk(backward) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}
    if read & {"locals", "vars"}:
        return []
    return [Hint(argument.lineno, argument.col_offset, HintCode.GRAD_OUTPUT_UNUSED, {"name": argument.arg})
            for argument in shape.gradient_arguments() if not argument.arg.startswith("_") and argument.arg not in read]
