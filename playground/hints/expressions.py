"""How many values a backward's ``return`` gives, where the tree says it for sure.

PyTorch wraps a value that is not a tuple in a tuple of one, so ``return g`` is one gradient and
``return g, None`` two. An expression that may be a tuple (a helper's result, ``grads``, a tuple
sum such as ``(g,) + (None,) * n``, a starred element) is unknown: no hint is better than a false one.
"""
from __future__ import annotations

import ast

from playground.hints.function_shape import walk_body

# Tensor methods and torch functions that return a tuple (or a list) rather than one tensor.
TUPLE_RESULTS = frozenset({
    "chunk", "split", "tensor_split", "hsplit", "vsplit", "dsplit", "unbind", "grad", "sort", "topk", "max",
    "min", "aminmax", "median", "mode", "kthvalue", "cummax", "cummin", "var_mean", "std_mean", "unique",
    "unique_consecutive", "svd", "qr", "eig", "eigh", "slogdet", "lu", "lstsq", "frexp", "histogram",
    "meshgrid", "broadcast_tensors", "apply", "vjp", "jvp", "items", "values", "keys", "tolist", "backward",
})
# Attributes that are tuples (a tensor's shape, a context's saved tensors).
TUPLE_ATTRIBUTES = frozenset({"shape", "saved_tensors", "needs_input_grad", "saved_variables", "stride"})
_MAX_DEPTH = 8  # names bound to names bound to names: give up rather than loop


def value_count(expression: ast.expr | None, function: ast.FunctionDef, depth: int = 0) -> int | None:
    """1, or a tuple's length, or None where it cannot be told from the tree."""
    if expression is None or isinstance(expression, (ast.Constant, ast.UnaryOp, ast.Compare)):
        return 1
    if isinstance(expression, ast.Tuple):
        return None if any(isinstance(item, ast.Starred) for item in expression.elts) else len(expression.elts)
    if depth >= _MAX_DEPTH:
        return None
    if isinstance(expression, ast.BinOp):
        # A tuple only where an operand is one (``(g,) + (None,) * n``): a tensor on either side
        # makes the result a tensor.
        operands = (expression.left, expression.right)
        if any(_may_be_tuple(operand) for operand in operands):
            return None
        return 1 if any(_is_one(operand, function, depth) for operand in operands) else None
    if isinstance(expression, ast.Call):
        return 1 if _is_tensor_call(expression) else None
    if isinstance(expression, ast.Subscript):
        return None if isinstance(expression.slice, ast.Slice) else 1
    if isinstance(expression, ast.IfExp):
        counts = {value_count(expression.body, function, depth + 1), value_count(expression.orelse, function, depth + 1)}
        return counts.pop() if len(counts) == 1 else None
    if isinstance(expression, ast.Name):
        return 1 if _name_is_one(expression.id, function, depth) else None
    if isinstance(expression, ast.Attribute):  # x.grad, x.T, weights.data; not ctx.saved_tensors
        return None if expression.attr in TUPLE_ATTRIBUTES or _on_context(expression) else 1
    return None


def _on_context(expression: ast.Attribute) -> bool:
    # ctx.<anything>: what a forward kept there may be a tuple (ctx.grads = (g, None)).
    return isinstance(expression.value, ast.Name) and expression.value.id in ("ctx", "context", "self", "cls")


def _is_one(expression: ast.expr, function: ast.FunctionDef, depth: int) -> bool:
    return value_count(expression, function, depth + 1) == 1 and not isinstance(expression, ast.Tuple)


def _may_be_tuple(expression: ast.expr) -> bool:
    if isinstance(expression, ast.BinOp):
        return _may_be_tuple(expression.left) or _may_be_tuple(expression.right)
    return isinstance(expression, (ast.Tuple, ast.List))


def _is_tensor_call(call: ast.Call) -> bool:
    """``torch.where(...)``, ``g.mul(x)``, ``F.relu(x)``: a method or a module's function, not a
    helper of the text (which may return anything) and none of those that return tuples."""
    return isinstance(call.func, ast.Attribute) and call.func.attr not in TUPLE_RESULTS


def _name_is_one(name: str, function: ast.FunctionDef, depth: int) -> bool:
    """A name is one value where every binding of it in the function is one: an argument, an
    element of an unpacking, or an assignment of one value."""
    arguments = [argument.arg for argument in (*function.args.posonlyargs, *function.args.args,
                                               *function.args.kwonlyargs)]
    bindings = list(_bindings(name, function))
    if name not in arguments and not bindings:
        return False  # a global or a closure's name: anything
    return all(value is not None and (value is _UNPACKED or value_count(value, function, depth + 1) == 1)
               for value in bindings)


_UNPACKED = ast.Constant(value=None)  # stands for "one element of an unpacking"


def _bindings(name: str, function: ast.FunctionDef):
    """What each binding of ``name`` assigns: the value, _UNPACKED for an element of a tuple
    target, None where it is unknown (a loop variable, ``with ... as``, a starred element)."""
    for node in walk_body(function):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                yield from _target_values(target, name, node.value)
        elif isinstance(node, (ast.AnnAssign, ast.NamedExpr)) and _is_name(node.target, name):
            yield node.value
        elif isinstance(node, (ast.For, ast.comprehension, ast.withitem)):
            bound: ast.expr | None = node.optional_vars if isinstance(node, ast.withitem) else node.target
            if bound is not None and any(_is_name(each, name) for each in ast.walk(bound)):
                yield None


def _target_values(target: ast.expr, name: str, value: ast.expr | None):
    if _is_name(target, name):
        yield value
    elif isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            if isinstance(element, ast.Starred) and _is_name(element.value, name):
                yield None
            elif _is_name(element, name):
                yield _UNPACKED
            elif isinstance(element, (ast.Tuple, ast.List)):
                yield from _target_values(element, name, _UNPACKED)


def _is_name(node: ast.AST | None, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name
