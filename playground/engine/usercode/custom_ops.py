"""Custom ops (``@torch.library.custom_op``) as subjects, each compile's ops in namespaces of its own.

An op is registered with torch for the life of the process, under its qualified name
("mylib::numpy_sin"). The engine compiles the same file again at every edit, and a grading session
compiles thirty students' files that all define "mylib::numpy_sin" — so the text that runs has the
namespaces it defines renamed, fresh for each compile ("mylib" → "mylib__p3"): in the strings that
name an op ("mylib::numpy_sin"), in ``Library("mylib", ...)`` and in ``torch.ops.mylib``. Only the
text that runs changes; the editor's text and its line numbers (linecache) stay as they are, and
an op of an earlier compile that a training run still uses stays intact.

An op becomes a Function class for the judge (``op_function``): its forward is the op's own Python
function (what autograd alone would differentiate), its setup_context and backward those that
``register_autograd`` gave, and its ``apply`` calls the op itself, so its registered autograd runs.
"""
from __future__ import annotations

import ast
import contextlib
import dataclasses
import io
import itertools
import re
import tokenize
from dataclasses import dataclass, field
from typing import Optional

import torch

from playground.engine.torch_private import CustomOpDef, builtin_op_namespaces
from playground.engine.usercode import calls

# Calls whose first argument names a namespace the file defines: "ns::name" or, for Library, "ns".
_DEFINING_CALLS = {"custom_op", "triton_op", "define"}
_LIBRARY_CALLS = {"Library", "_scoped_library"}
_QUALIFIED = re.compile(r"^([A-Za-z_]\w*)::")
_compiles = itertools.count(1)
_builtin: Optional[set] = None


def builtin_namespaces() -> set:
    """Namespaces torch itself registers ops in (aten, prims, quantized...): never renamed."""
    global _builtin
    if _builtin is None:
        _builtin = builtin_op_namespaces()
    return _builtin


def defined_namespaces(text: str) -> set:
    """The op namespaces the text defines: "mylib" of custom_op("mylib::f"), Library("mylib", ...)."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return set()
    found = set()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            continue
        name = getattr(node.func, "attr", getattr(node.func, "id", ""))
        value = node.args[0].value
        match = _QUALIFIED.match(value)
        if name in _DEFINING_CALLS and match:
            found.add(match.group(1))
        elif name in _LIBRARY_CALLS and re.fullmatch(r"[A-Za-z_]\w*", value):
            found.add(value)
    return found - builtin_namespaces()


def private_namespaces(text: str) -> tuple[str, dict]:
    """(the text to run, {namespace: its private name}): the namespaces the text defines renamed,
    fresh for this compile; the text itself when it defines none. Lines and their count do not change."""
    namespaces = defined_namespaces(text)
    if not namespaces:
        return text, {}
    number = next(_compiles)
    renamed = {name: f"{name}__p{number}" for name in sorted(namespaces)}
    try:
        return _renamed(text, renamed), renamed
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return text, {}


def _renamed(text: str, renamed: dict) -> str:
    lines = text.splitlines(keepends=True)
    edits: list = []  # (row, start column, end column, new text)
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline)
              if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT,
                                tokenize.DEDENT)]
    for index, token in enumerate(tokens):
        before = [t.string for t in tokens[max(0, index - 2):index]]
        if token.type == tokenize.NAME and token.string in renamed and before == ["ops", "."]:
            edits.append((token.start, token.end, renamed[token.string]))
        elif token.type == tokenize.STRING and token.start[0] == token.end[0]:
            new = _renamed_string(token.string, renamed, before)
            if new is not None:
                edits.append((token.start, token.end, new))
    for (row, start), (_, end), new in sorted(edits, reverse=True):
        line = lines[row - 1]
        lines[row - 1] = line[:start] + new + line[end:]
    return "".join(lines)


def _renamed_string(source: str, renamed: dict, before: list) -> Optional[str]:
    """A string token with the namespace it names renamed, or None if it names none."""
    try:
        value = ast.literal_eval(source)
    except (ValueError, SyntaxError):
        return None  # an f-string, or not a literal
    if not isinstance(value, str):
        return None
    match = _QUALIFIED.match(value)
    if match and match.group(1) in renamed:
        old = match.group(1) + "::"
        return source.replace(old, renamed[match.group(1)] + "::", 1)
    if value in renamed and len(before) == 2 and before[0] in _LIBRARY_CALLS and before[1] == "(":
        return source.replace(value, renamed[value], 1)
    return None


def public_names(value, renamed: dict):
    """``value`` (a message, or a result's dataclasses, lists and dicts, changed in place) with
    each private namespace named as the user wrote it: torch's words say "mylib__p3::numpy_sin"."""
    if not renamed:
        return value
    if isinstance(value, str):
        for name, private in renamed.items():
            value = value.replace(private, name)
        return value
    if isinstance(value, list):
        value[:] = [public_names(item, renamed) for item in value]
    elif isinstance(value, dict):
        for key in list(value):
            value[key] = public_names(value[key], renamed)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            current = getattr(value, item.name)
            if isinstance(current, (str, list, dict)) or dataclasses.is_dataclass(current):
                setattr(value, item.name, public_names(current, renamed))
    return value


# ----------------------------------------------------------------------------- ops as subjects


@dataclass
class OpsSeen:
    """What a compile learns of its ops: the namespaces renamed, and each op's first call."""

    renamed: dict  # namespace -> its private name
    calls: dict = field(default_factory=dict)  # id(op) -> calls.RecordedCall


def is_op_function(cls) -> bool:
    """Is this class the judge's stand-in for a custom op (op_function)?"""
    return isinstance(getattr(cls, "custom_op", None), CustomOpDef)


def _no_backward(ctx, *grad_outputs):
    raise RuntimeError("this custom op has no backward: register one with "
                       "torch.library.register_autograd(op, backward, setup_context=...)")


def _no_setup_context(ctx, inputs, output):
    pass


def _apply(cls, *args, **kwargs):
    return calls.hooked_apply(cls, *args, **kwargs)


def op_function(name: str, op: CustomOpDef, module_name: str) -> type:
    """A Function class standing for ``op``: ``apply`` calls the op (through the Function.apply
    hooks, so a recorder or "autograd alone" sees it), forward is the op's Python function."""
    body = {
        "__module__": module_name,
        "__qualname__": name,
        "__doc__": f"The custom op {op._qualname}, as the judge calls it.",
        "custom_op": op,
        "forward": staticmethod(op._init_fn),
        "setup_context": staticmethod(op._setup_context_fn or _no_setup_context),
        "backward": staticmethod(op._backward_fn or _no_backward),
        "apply": classmethod(_apply),
    }
    return type(name, (torch.autograd.Function,), body)


def find_ops(namespace: dict, renamed: dict, module_name: str) -> dict:
    """name -> Function class (op_function) for each custom op of the private namespaces that the
    user's namespace holds, in definition order (called_last: the ones the code calls last)."""
    private = set(renamed.values())
    found: dict = {}
    seen: set = set()
    for var_name, value in list(namespace.items()):
        if isinstance(value, CustomOpDef) and value._namespace in private and id(value) not in seen:
            seen.add(id(value))
            found[var_name] = op_function(var_name, value, module_name)
    return found


def called_last(ops: dict, recorded: dict) -> dict:
    """The ops in definition order, those the code itself calls after the others: an op used only
    to write another's backward (the tutorial's paste for crop) is not what the file is about."""
    return dict(sorted(ops.items(), key=lambda item: id(item[1].custom_op) in recorded))


@contextlib.contextmanager
def recording_op_calls(recorded: dict):
    """While the user's top level runs, keep the first call of each custom op made through its
    Python object: id(op) -> calls.RecordedCall."""
    original = CustomOpDef.__call__

    def recording(op, *args, **kwargs):
        if id(op) not in recorded and calls.recordable(args, kwargs):
            recorded[id(op)] = calls.record_call(args, kwargs)
        return original(op, *args, **kwargs)

    CustomOpDef.__call__ = recording
    try:
        yield
    finally:
        CustomOpDef.__call__ = original


def op_calls(ops: dict, recorded: dict) -> dict:
    """Function class -> RecordedCall for each op whose first call was recorded."""
    return {cls: recorded[id(cls.custom_op)] for cls in ops.values() if id(cls.custom_op) in recorded}
