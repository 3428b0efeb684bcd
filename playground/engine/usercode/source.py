"""The user's text → a compiled module: its Functions, its Modules, what it printed.

The text runs as a module named ``__playground__`` (so a demo under ``if __name__ == "__main__":``
does not run), registered in linecache under ``filename`` so tracebacks point at editor lines.
Pasted snippets may leave their imports out: ``torch``, ``nn``, ``F``, ``Function``,
``once_differentiable``, ``Tensor`` (custom ops annotate with it), ``np`` (numpy) and ``math`` are
there already. Custom ops run in op namespaces private to each compile (custom_ops.py). A paste
whose every line is indented, or with ``>>>`` prompts, is read as doctest reads it
(transcript.py) without moving any line.
"""
from __future__ import annotations

import linecache
import math
import sys
import types
from dataclasses import dataclass, field

import numpy as np
import torch
import torch.nn.functional
from torch import nn
from torch.autograd import Function
from torch.autograd.function import once_differentiable

from playground.engine.usercode import custom_ops, transcript
from playground.engine.usercode.call_log import CallLog, ModuleCallHooks
from playground.engine.usercode.calls import CallRecorder, apply_hook
from playground.engine.usercode.diagnose import functional_f_shadowing, lost_indentation
from playground.engine.usercode.errors import UserCodeError, error_from_exception
from playground.engine.usercode.printed import BoundedOutput, captured

MODULE_NAME = "__playground__"


@dataclass
class CompiledSource:
    filename: str
    text: str
    namespace: dict
    functions: dict  # name -> torch.autograd.Function subclass, in definition order
    modules: dict  # name -> nn.Module subclass defined in the user's text, in definition order
    output: str  # what top-level code printed
    output_dropped: int = 0  # printed lines that were cut (only the last ones are kept)
    printed: BoundedOutput = field(default_factory=BoundedOutput, repr=False)  # later prints go here too
    calls: dict = field(default_factory=dict)  # Function class -> calls.RecordedCall (first call)
    module_inputs: dict = field(default_factory=dict)  # Module class -> shapes of its first call
    module_name: str = MODULE_NAME
    op_namespaces: dict = field(default_factory=dict)  # a custom op namespace -> its private name (custom_ops.py)
    log: CallLog = field(default_factory=lambda: CallLog(MODULE_NAME))  # every call the top level made
    notes: list = field(default_factory=list)  # protocol.Note: how the text was read (transcript.reading_notes)


def compile_source(text: str, filename: str = "<editor>") -> CompiledSource:
    """exec the text as a module (__name__ != "__main__"; namespace pre-filled with torch, nn,
    Function, F (torch.nn.functional)); registers the text in linecache under filename; captures
    print output (bounded); ``notes`` say how the text was read (a stray space forgiven), for the
    console. Raises UserCodeError(phase="compile")."""
    reading = transcript.read_paste(text)
    text, notes = reading.text, transcript.reading_notes(reading)
    linecache.cache[filename] = (len(text), None, text.splitlines(True), filename)
    module = types.ModuleType(MODULE_NAME)
    module.__file__ = filename
    namespace = module.__dict__
    namespace.update(prelude())
    sys.modules[MODULE_NAME] = module  # dataclasses, inspect and pickle look the module up here
    printed = BoundedOutput()
    recorder = CallRecorder(MODULE_NAME, CallLog(MODULE_NAME))
    module_inputs: dict = {}
    runnable, renamed = custom_ops.private_namespaces(text)  # the same lines, private op namespaces
    ops_seen = custom_ops.OpsSeen(renamed)
    try:
        code = compile(runnable, filename, "exec", dont_inherit=True)
        with captured(printed), apply_hook(recorder), _recording_module_inputs(module_inputs), \
                ModuleCallHooks(recorder.log), custom_ops.recording_op_calls(ops_seen.calls), \
                global_state_kept():
            exec(code, namespace)
    except (Exception, SystemExit) as exc:
        info = error_from_exception(exc, "compile", filename)
        info.phase = "compile"
        info = lost_indentation(text, info) or functional_f_shadowing(text, info) or info
        error = UserCodeError(info)
        error.printed = printed  # what it printed before it failed
        # What ran before the failing line (a demo at the end of a tutorial that needs a GPU, say)
        # may still define Functions worth judging.
        error.partial = _compiled(filename, text, namespace, printed, recorder, module_inputs, ops_seen, notes)
        raise error from None
    return _compiled(filename, text, namespace, printed, recorder, module_inputs, ops_seen, notes)


def _compiled(filename, text, namespace, printed, recorder, module_inputs,
              ops_seen: custom_ops.OpsSeen, notes: list) -> CompiledSource:
    functions = find_functions(namespace)
    functions.update(_made_at_call_time(functions, recorder.log))
    ops = custom_ops.called_last(custom_ops.find_ops(namespace, ops_seen.renamed, MODULE_NAME), ops_seen.calls)
    functions.update({name: cls for name, cls in ops.items() if name not in functions})
    recorded = {**recorder.calls, **custom_ops.op_calls(ops, ops_seen.calls)}
    return CompiledSource(filename, text, namespace, functions, find_modules(namespace), printed.text(),
                          printed.dropped, printed, recorded, module_inputs, op_namespaces=ops_seen.renamed,
                          log=recorder.log, notes=notes)


def _made_at_call_time(functions: dict, log: CallLog) -> dict:
    """Function classes the code applied but binds to no name: defined inside a factory at call
    time (fast-soft-sort's ``wrap_class``). The first of each name; keyed by its class name."""
    made: dict = {}
    for logged in log.calls:
        cls = logged.cls
        if logged.kind != "function" or cls in functions.values() or cls.__name__ in functions:
            continue
        made.setdefault(cls.__name__, cls)
    return made


def straighten(text: str) -> str:
    """The text as code that runs, line for line: a paste whose every line is indented is
    dedented, a doctest paste or code followed by a transcript loses its prompts and its output
    (transcript.py, the reader Run Example uses too), a single space scraped before a block is
    forgiven. Line numbers never change, so errors still point at the lines the user sees."""
    return transcript.read_paste(text).text


def prelude() -> dict:
    """The names the code may use without importing them (a compile's and the example's alike)."""
    return dict(torch=torch, nn=nn, F=torch.nn.functional, Function=Function, Tensor=torch.Tensor,
                once_differentiable=once_differentiable, np=np, math=math)


class global_state_kept:
    """Top-level code (a compile's, the example's) may switch grad mode off or change the
    default dtype for its own demo; the engine's later work must not inherit that."""

    def __enter__(self):
        self.state = torch.is_grad_enabled(), torch.get_default_dtype()

    def __exit__(self, *exc):
        torch.set_grad_enabled(self.state[0])
        torch.set_default_dtype(self.state[1])


class _ModuleInputRecorder:
    def __init__(self, found: dict):
        self.found = found

    def __call__(self, module, inputs):
        cls = type(module)
        if cls.__module__ == MODULE_NAME and cls not in self.found:
            self.found[cls] = tuple(tuple(x.shape) if isinstance(x, torch.Tensor) else None
                                    for x in inputs)


class _recording_module_inputs:
    """Record the input shapes of the first call of each user Module while the top level runs."""

    def __init__(self, found: dict):
        self.recorder = _ModuleInputRecorder(found)
        self.handle = None

    def __enter__(self):
        self.handle = nn.modules.module.register_module_forward_pre_hook(self.recorder)

    def __exit__(self, *exc):
        self.handle.remove()


def is_user_function(value) -> bool:
    return (isinstance(value, type) and issubclass(value, Function) and value is not Function
            and value.__module__ == MODULE_NAME)


def find_functions(namespace: dict) -> dict:
    """Function subclasses of the user's text, also those only reachable through a bound
    ``.apply`` (a class made inside a factory function), keyed by class name."""
    found: dict = {}
    for var_name, value in list(namespace.items()):
        cls = value if is_user_function(value) else _bound_function_class(value)
        if cls is None or cls in found.values():
            continue
        key = cls.__name__ if cls.__name__ not in found else var_name
        found[key] = cls
    return found


def _bound_function_class(value):
    owner = getattr(value, "__self__", None)
    return owner if is_user_function(owner) else None


def find_modules(namespace: dict) -> dict:
    """nn.Module subclasses defined in the user's text (or whose instances it made)."""
    found: dict = {}
    for value in list(namespace.values()):
        cls = value if isinstance(value, type) else type(value)
        if (issubclass(cls, nn.Module) and cls.__module__ == MODULE_NAME
                and cls not in found.values()):
            found[cls.__name__] = cls
    return found
