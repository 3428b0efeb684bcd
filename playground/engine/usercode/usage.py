"""Shapes of forward's tensor arguments, read from how forward uses them.

A Function written like ``nn.Linear`` — ``torch.addmm(bias, input, weight.t())``,
``input.mm(weight.t())`` plus ``bias.unsqueeze(0).expand_as(output)``, ``output += bias``,
``F.linear(input, weight, bias)`` — is meant for a 2-D input (batch, in), a 2-D weight and a 1-D
bias of the output width. An argument's name says little (``b``, ``w_cp``, ``bias`` used as a
scale); its place in a matrix product says what it is, so that is what is read here:

- the left factor of a product is the input: rows of ``in`` features;
- the right factor is a weight: (out, in) when transposed in the product (``weight.t()``,
  ``weight.T``, F.linear), else (in, out);
- addmm's first argument, F.linear's third, and a tensor added onto a product (directly, through
  a name bound to it, or after ``unsqueeze(0)``/``expand_as``/``view``) is a bias: (out,).
"""
from __future__ import annotations

import ast
import inspect
import textwrap
from dataclasses import dataclass
from typing import Optional

IN_FEATURES = 3  # small, and different from OUT_FEATURES so a transposed weight cannot pass
OUT_FEATURES = 2

INPUT, WEIGHT_OUT_IN, WEIGHT_IN_OUT, BIAS = "input", "weight (out, in)", "weight (in, out)", "bias"

# Methods that keep what a tensor stands for (its role), only its layout or dtype changes.
_KEEPS_ROLE = {"contiguous", "float", "double", "half", "to", "type_as", "clone", "detach",
               "unsqueeze", "expand_as", "expand", "view", "view_as", "reshape", "squeeze",
               "requires_grad_", "cuda", "cpu"}
_TRANSPOSES = {"t", "transpose", "permute", "mT", "T"}
_PRODUCTS = {"mm", "matmul"}


@dataclass
class Roles:
    """What each argument of forward is in a linear layer's arithmetic, by name."""

    by_name: dict

    def shape(self, name: str, in_features: int = IN_FEATURES,
              out_features: int = OUT_FEATURES) -> Optional[tuple]:
        """The argument's whole shape (its feature shape for the input), or None if unknown."""
        return {INPUT: (in_features,), WEIGHT_OUT_IN: (out_features, in_features),
                WEIGHT_IN_OUT: (in_features, out_features), BIAS: (out_features,)}.get(
                    self.by_name.get(name))


    def widths(self, shapes: dict) -> tuple[Optional[int], Optional[int]]:
        """(in, out) widths that the shapes of some arguments (name -> shape, e.g. from the user's
        own call) fix; None where none of them says."""
        in_features = out_features = None
        for name, shape in shapes.items():
            role, shape = self.by_name.get(name), tuple(shape)
            if role == INPUT and shape:
                in_features = shape[-1]
            elif role == WEIGHT_OUT_IN and len(shape) == 2:
                out_features, in_features = shape
            elif role == WEIGHT_IN_OUT and len(shape) == 2:
                in_features, out_features = shape
            elif role == BIAS and len(shape) == 1:
                out_features = shape[0]
        return in_features, out_features


def linear_roles(cls) -> Roles:
    """Roles of ``cls.forward``'s arguments; empty when forward has no matrix product of its
    first argument (an elementwise Function) or its source cannot be read."""
    try:
        source = textwrap.dedent(inspect.getsource(cls.forward))
        tree = ast.parse(source)
    except (OSError, TypeError, SyntaxError, IndentationError):
        return Roles({})
    function = next((n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))),
                    None)
    if function is None:
        return Roles({})
    parameters = [a.arg for a in function.args.posonlyargs + function.args.args + function.args.kwonlyargs]
    return Roles(_Reader(set(parameters)).read(function))


class _Reader:
    """One pass over forward's body: products, names bound to them, and what is added onto them."""

    def __init__(self, parameters: set):
        self.parameters = parameters
        self.roles: dict = {}
        self.product_names: set = set()

    def read(self, function: ast.AST) -> dict:
        for node in ast.walk(function):
            if isinstance(node, ast.Assign) and self._is_product(node.value):
                self.product_names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        for node in ast.walk(function):
            self._product_roles(node)
        for node in ast.walk(function):
            self._bias_roles(node)
        return self.roles if INPUT in self.roles.values() else {}

    def _operand(self, node: ast.AST, transposed: bool = False) -> Optional[tuple]:
        """(argument name, transposed) of the tensor an expression stands for, or None."""
        if isinstance(node, ast.Name):
            return (node.id, transposed) if node.id in self.parameters else None
        if isinstance(node, ast.Attribute) and node.attr in ("T", "mT"):
            return self._operand(node.value, not transposed)
        if isinstance(node, ast.Attribute) and node.attr == "data":
            return self._operand(node.value, transposed)
        if isinstance(node, ast.Call):
            name = _called_name(node)
            if isinstance(node.func, ast.Attribute) and name in _KEEPS_ROLE:
                return self._operand(node.func.value, transposed)
            if isinstance(node.func, ast.Attribute) and name in _TRANSPOSES and not _is_torch(node.func.value):
                return self._operand(node.func.value, not transposed)
            if name in _TRANSPOSES and _is_torch(getattr(node.func, "value", None)) and node.args:
                return self._operand(node.args[0], not transposed)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mult, ast.Div)):
            return self._operand(node.left, transposed) or self._operand(node.right, transposed)
        return None

    def _factors(self, node: ast.AST) -> Optional[tuple]:
        """(left, right, bias) expressions of a product, or None if the node is none."""
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.MatMult):
            return node.left, node.right, None
        if not isinstance(node, ast.Call):
            return None
        name, args = _called_name(node), list(node.args)
        through_torch = isinstance(node.func, ast.Attribute) and _is_torch(node.func.value)
        if name in _PRODUCTS:
            if through_torch and len(args) >= 2:
                return args[0], args[1], None
            if not through_torch and isinstance(node.func, ast.Attribute) and args:
                return node.func.value, args[0], None
        if name == "addmm":
            if through_torch and len(args) >= 3:
                return args[1], args[2], args[0]
            if not through_torch and isinstance(node.func, ast.Attribute) and len(args) >= 2:
                return args[0], args[1], node.func.value
        if name == "linear" and len(args) >= 2:  # F.linear(input, weight, bias): weight is (out, in)
            weight = ast.Attribute(value=args[1], attr="T")
            return args[0], weight, args[2] if len(args) >= 3 else _keyword(node, "bias")
        return None

    def _is_product(self, node: ast.AST) -> bool:
        if isinstance(node, ast.Name):
            return node.id in self.product_names
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            return self._is_product(node.left) or self._is_product(node.right)
        return self._factors(node) is not None

    def _product_roles(self, node: ast.AST) -> None:
        factors = self._factors(node)
        if factors is None:
            return
        left, right, bias = (self._operand(f) if f is not None else None for f in factors)
        if left is None or left[1]:
            return
        self.roles.setdefault(left[0], INPUT)
        if right is not None:
            self.roles.setdefault(right[0], WEIGHT_OUT_IN if right[1] else WEIGHT_IN_OUT)
        if bias is not None:
            self.roles.setdefault(bias[0], BIAS)

    def _bias_roles(self, node: ast.AST) -> None:
        for onto, added in _additions(node):
            if not self._is_product(onto):
                continue
            operand = self._operand(added)
            if operand is not None and operand[0] not in self.roles:
                self.roles[operand[0]] = BIAS


def _additions(node: ast.AST) -> list:
    """(onto, added) pairs of an addition written as +, +=, torch.add or .add/.add_."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [(node.left, node.right), (node.right, node.left)]
    if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add):
        return [(node.target, node.value)]
    if isinstance(node, ast.Call) and _called_name(node) in ("add", "add_"):
        if isinstance(node.func, ast.Attribute) and _is_torch(node.func.value) and len(node.args) >= 2:
            return [(node.args[0], node.args[1]), (node.args[1], node.args[0])]
        if isinstance(node.func, ast.Attribute) and node.args:
            return [(node.func.value, node.args[0])]
    return []


def _called_name(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _is_torch(node: Optional[ast.AST]) -> bool:
    """``torch``, ``F``, ``torch.nn.functional`` and similar module paths (not a tensor)."""
    if isinstance(node, ast.Name):
        return node.id in ("torch", "F", "functional", "nn")
    return isinstance(node, ast.Attribute) and _is_torch(node.value)


def _keyword(node: ast.Call, name: str) -> Optional[ast.AST]:
    return next((k.value for k in node.keywords if k.arg == name), None)
