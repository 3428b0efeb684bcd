"""Failures of the user's code, as data: which line, which phase, what went wrong in plain words.

Every exception that user code raises (or that torch raises because of it) becomes a
``protocol.ErrorInfo``. The line is the deepest traceback frame in the user's text; the app's own
frames never show. Torch's terse autograd messages are reworded for a student, and each message
carries a stable ``code`` with ``params`` so the window can word it in another language.
"""
from __future__ import annotations

import ast
import linecache
import re
from typing import Optional

from playground import codes
from playground.protocol import ErrorInfo

TRANSLATED_CHARS = 4000  # the head of a message searched for torch's own wordings
MAX_MESSAGE_CHARS = 2000


class UserCodeError(Exception):
    """Raised by engine code for a failure of the user's code; carries .info: protocol.ErrorInfo."""

    def __init__(self, info: ErrorInfo):
        super().__init__(info.message)
        self.info = info


def user_error(phase: str, code: str, message: str, line: Optional[int] = None,
               type: str = "UserCodeError", **params) -> UserCodeError:
    """A UserCodeError made by the engine itself (no exception of the user's behind it)."""
    return UserCodeError(ErrorInfo(line=line, phase=phase, type=type, message=_bounded(message),
                                   code=code, params=params))


def error_from_exception(exc: BaseException, phase: str, filename: str = "<editor>") -> ErrorInfo:
    """Line = deepest traceback frame whose co_filename == filename (None if none); message in
    student words for known torch errors (wrong number of gradients, wrong shape/dtype/device,
    non-tensor gradient...); the app's own frames never appear."""
    if isinstance(exc, UserCodeError):
        return exc.info
    if isinstance(exc, SyntaxError) and (exc.filename in (filename, None)):
        return _syntax_error(exc, phase)
    line = user_line(exc, filename)
    code, message, params, function = _translate(exc)
    if line is None and function is not None:
        # Torch checks a backward's result after it returned: no user frame in the traceback,
        # so point at the backward's return statement.
        line = backward_return_line(function, filename)
    return ErrorInfo(line=line, phase=phase, type=type(exc).__name__, message=_bounded(message),
                     code=code, params=params)


def user_line(exc: BaseException, filename: str = "<editor>") -> Optional[int]:
    """The line of the deepest traceback frame that runs the user's text, or None."""
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def was_in_user_code(exc: BaseException, filename: str = "<editor>") -> bool:
    """Was the user's text on the stack when ``exc`` was raised? An interrupt often lands in a
    library frame the user's loop calls (torch's Python, a helper of the app that their backward
    calls back into), so any frame of theirs counts; one with none of their frames is about the
    judge's own work."""
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            return True
        tb = tb.tb_next
    return False


def time_limit_message(limit: float, phase: str, in_user_code: bool) -> str:
    """The words for a request stopped at its time limit: blame the user's code only when it
    was the code running (code "interrupted" of playground/codes/errors.py)."""
    params = {"phase": phase, "limit": limit, "in_user_code": in_user_code}
    return codes.word(codes.ERRORS["interrupted"], params) or f"Time limit of {limit:g} s passed."


def _syntax_error(exc: SyntaxError, phase: str) -> ErrorInfo:
    kind = type(exc).__name__
    if "null bytes" in str(exc):
        return ErrorInfo(line=None, phase=phase, type=kind, code="binary_source", params={},
                         message="This is not Python text (it contains null bytes): "
                                 "is it a binary file?")
    message = f"{exc.msg} (line {exc.lineno})" if exc.lineno else str(exc.msg)
    return ErrorInfo(line=exc.lineno, phase=phase, type=kind, message=_bounded(message),
                     code="syntax_error", params={"msg": exc.msg, "line": exc.lineno})


# (pattern, code, function group index or None, wording: params -> message)
_TRANSLATIONS = [
    (r"function (\w+)Backward returned an incorrect number of gradients \(expected (\d+), got (\d+)\)",
     "wrong_gradient_count", ("function", "expected", "got"),
     "{function}.backward returned {got} gradient(s), but forward takes {expected} input(s): return "
     "one gradient per input of forward, in the same order (None for an input that needs none)."),
    (r"Function (\w+)Backward returned an invalid gradient at index (\d+) - got \[([^\]]*)\] but "
     r"expected shape compatible with \[([^\]]*)\]",
     "gradient_shape", ("function", "index", "got", "expected"),
     "{function}.backward returned a gradient of shape [{got}] for input {index} of forward, whose "
     "shape is [{expected}]: each gradient must have the shape of its input."),
    (r"Function (\w+)Backward returned an invalid gradient at index (\d+) - expected device (\S+) "
     r"but got (\S+)",
     "gradient_device", ("function", "index", "expected", "got"),
     "{function}.backward returned a gradient on device {got} for input {index}, which lives on "
     "{expected}: create gradients on the input's device (e.g. torch.zeros_like(input))."),
    (r"Function (\w+)Backward returned an invalid gradient at index (\d+) - expected (?:dtype|type) "
     r"(\S+) but got (\S+)",
     "gradient_dtype", ("function", "index", "expected", "got"),
     "{function}.backward returned a gradient of type {got} for input {index}, which is {expected}."),
    (r"Expected isFloatingType\(grad.scalar_type\(\)\) \|\| \(input_is_complex == grad_is_complex\)",
     "gradient_dtype", (),
     "backward returned a gradient of the wrong kind (complex for a real input, or not a floating "
     "point tensor): return a tensor with the dtype of the input."),
    (r"expected Variable or None \(got ([\w.]+)\)",
     "gradient_not_tensor", ("got",),
     "backward returned a {got} where a tensor (or None) was expected: return torch tensors, "
     "e.g. grad_output * 2, not Python numbers, lists or numpy arrays."),
    (r"You must implement either the backward or vjp method",
     "missing_backward", (),
     "This Function has no backward: define @staticmethod def backward(ctx, grad_output) that "
     "returns the gradient of each input."),
    (r"Legacy autograd function with non-static forward method",
     "legacy_function_call", (),
     "This is the old way to use a Function (calling an instance, MyFunction()(x)): mark forward "
     "and backward with @staticmethod, give them ctx as first argument, and call MyFunction.apply(x)."),
    (r"a leaf Variable that requires grad is being used in an in-place operation",
     "inplace_on_input", (),
     "forward changes its input in place (an operation ending in _ such as x.clamp_(), or x[...] = "
     "...): compute a new tensor instead, e.g. y = x.clamp(min=0)."),
    (r"one of the variables needed for gradient computation has been modified by an inplace operation",
     "saved_tensor_modified", (),
     "A tensor saved for backward was changed in place after it was saved: make a copy (.clone()) "
     "before changing it, or change a new tensor instead."),
    (r"Can't call numpy\(\) on Tensor that requires grad",
     "numpy_requires_grad", (),
     "numpy() was called on a tensor that requires grad: use tensor.detach().numpy()."),
    (r"can't allocate memory: you tried to allocate (\d+) bytes",
     "out_of_memory", ("bytes",),
     "Out of memory: the code asked for {bytes} bytes at once, more than the engine may use."),
    (r"(CUDA|MPS|XPU) (?:backend )?out of memory",
     "out_of_memory", ("device",),
     "Out of memory on the GPU: the code asked for more memory than the device has free."),
    (r"(\w+)\(\) Expected a value of type '([^']+)' for argument '(\w+)' but instead found type "
     r"'([^']+)'",
     "torchscript_argument_type", ("script", "expected", "argument", "found"),
     "The TorchScript function {script}() expects its argument '{argument}' to be a {expected}, but "
     "it was given a {found}."),
    (r"trying to differentiate twice a function that was marked with @once_differentiable",
     "once_differentiable", (),
     "This backward is marked @once_differentiable, so it cannot be differentiated again."),
]


def _translate(exc: BaseException) -> tuple[str, str, dict, Optional[str]]:
    """(code, message, params, Function class name or None) for an exception."""
    text = str(exc)
    # torch's messages that have words here are short; some patterns are unanchored, so a
    # submission's megabyte message searched whole took seconds (quadratic) and its time limit.
    searched = text[:TRANSLATED_CHARS]
    for pattern, code, names, wording in _TRANSLATIONS:
        match = re.search(pattern, searched)
        if match:
            params = dict(zip(names, match.groups()))
            message = wording.format(**{"function": "The Function", **params})
            return code, message, params, params.get("function")
    if isinstance(exc, SystemExit):
        return ("exit_called", "The code called sys.exit() or exit(); it was stopped there "
                "(the playground keeps running).", {}, None)
    if isinstance(exc, RecursionError):
        return ("recursion", "Maximum recursion depth exceeded: a function calls itself without "
                "end.", {}, None)
    if isinstance(exc, MemoryError):
        return "out_of_memory", "Out of memory: the code asked for more memory than there is.", {}, None
    message = text.strip() or type(exc).__name__
    return "exception", message, {"type": type(exc).__name__, "text": message}, None


def _bounded(message: str) -> str:
    if len(message) <= MAX_MESSAGE_CHARS:
        return message
    return message[:MAX_MESSAGE_CHARS] + " …"


# ----------------------------------------------------------------------------- source lines


def _parse(filename: str) -> Optional[ast.Module]:
    text = "".join(linecache.getlines(filename))
    try:
        return ast.parse(text) if text else None
    except (SyntaxError, ValueError):
        return None


def backward_return_line(function_name: str, filename: str = "<editor>") -> Optional[int]:
    """The line of the last return of ``function_name``'s backward (or vjp), else its def line."""
    return method_return_line(function_name, ("backward", "vjp"), filename)


def method_return_line(class_name: str, methods: tuple, filename: str = "<editor>") -> Optional[int]:
    """The last return of the first of ``methods`` that the class defines, else the class line."""
    class_node = _class_node(class_name, filename)
    if class_node is None:
        return None
    method = _method(class_node, methods)
    return last_return_line(method) if method is not None else class_node.lineno


def method_def_line(function_name: str, method_name: str, filename: str = "<editor>") -> Optional[int]:
    """The def line of ``function_name.method_name`` in the user's text, else the class line."""
    class_node = _class_node(function_name, filename)
    if class_node is None:
        return None
    method = _method(class_node, (method_name,))
    return method.lineno if method is not None else class_node.lineno


def _class_node(class_name: str, filename: str) -> Optional[ast.ClassDef]:
    tree = _parse(filename)
    if tree is None:
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            return node
    return None


def _method(class_node: ast.ClassDef, names: tuple) -> Optional[ast.FunctionDef]:
    for name in names:
        for item in class_node.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name == name:
                return item
    return None


def last_return_line(function_node: ast.FunctionDef) -> int:
    """The last return statement of a function (not of functions nested in it), else its def line."""
    lines = []
    stack = list(function_node.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Return):
            lines.append(node.lineno)
        stack.extend(ast.iter_child_nodes(node))
    return max(lines) if lines else function_node.lineno
