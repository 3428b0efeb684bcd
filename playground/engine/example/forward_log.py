"""What made each autograd node, seen while the example's forward pass runs.

An autograd node keeps no reference to the tensor it made, so its value must be caught when it is
made: while the log is *armed*, a TorchFunctionMode sees every torch operation and keeps, by the
node's sequence number (unique per thread, never reused), a detached alias of the output and the
line of the code that ran it; the user's own Functions are seen through ``Function.apply``
(engine/usercode/calls.py), which modes do not see. It also notes the tensors that ``detach()``
or an operation under ``no_grad`` made from a tensor that requires grad: cut off from the graph.

Nothing here changes what an operation computes: the mode calls it and returns its result. It
costs a few microseconds per operation, so the recorder arms the log only for the backward calls
it will record (engine/example/recorder.py) and counts what it spent. Torch keeps modes per
thread, and sequence numbers too, so only the arming thread's operations are logged (a Function
applied in another thread is not, or its node could take the place of one of this thread's). The log keeps at most
``MAX_OUTPUTS`` outputs and ``MAX_BYTES`` of them; the oldest go first.
"""
from __future__ import annotations

import sys
import threading
import time
import weakref
from dataclasses import dataclass
from typing import Optional

import torch
from torch.overrides import TorchFunctionMode

from playground.engine.torch_private import current_function_mode, torch_functions_disabled
from playground.engine.usercode.calls import original_apply

MAX_OUTPUTS = 4096
MAX_BYTES = 256 * 2**20
MAX_CALLS = 64  # calls of the code's Functions whose arguments are kept (copies: they may be big)
MAX_FRAMES = 64  # frames looked up for the line of the code that made an output
DISPATCH_COST = 4e-6  # seconds a mode's Python dispatch adds to an operation (measured: 3-10 µs)


class ForwardLog:
    """Outputs and lines by node sequence number, and the cut-off tensors, while armed."""

    def __init__(self, filename: str):
        self.filename = filename
        self.outputs: dict = {}  # sequence number -> (output alias, line)
        self.cuts: dict = {}  # id(tensor) -> (weakref to it, "detach" | "no_grad")
        self.leaf_lines: dict = {}  # id(leaf that requires grad) -> (weakref to it, line that made it)
        self.detached: dict = {}  # id(leaf that requires grad) -> weakref to it: detach() was called on it
        self.calls: dict = {}  # sequence number of a Function's node -> FunctionCall (its arguments)
        self.armed = False
        self.paused = False  # the recorder's own work, and backward calls: pass through
        self.overhead = 0.0  # seconds spent logging (measured, plus DISPATCH_COST per operation)
        self._bytes = 0
        self._in_apply = 0  # inside a Function's forward: its operations make no nodes
        self._mode = _LoggingMode(self)
        self._owner: Optional[int] = None  # the thread the mode was armed in: sequence numbers are per thread

    # ------------------------------------------------------------------ arming

    def arm(self) -> None:
        if not self.armed:
            self._mode.__enter__()
            self.armed = True
            self._owner = threading.get_ident()

    def disarm(self) -> None:
        """Off, unless the code pushed a mode of its own on top of ours (then at a later try)."""
        if self.armed and current_function_mode() is self._mode:
            self._mode.__exit__(None, None, None)
            self.armed = False

    # ------------------------------------------------------------------ what is seen

    def call_of(self, sequence_nr: int) -> Optional["FunctionCall"]:
        """The call of the user's Function that made the node, with copies of its arguments."""
        return self.calls.get(sequence_nr)

    def output_of(self, sequence_nr: int) -> tuple:
        """(the output alias or None, the line or None) of the node with that sequence number."""
        return self.outputs.get(sequence_nr, (None, None))

    def cut_of(self, tensor: torch.Tensor) -> str:
        entry = self.cuts.get(id(tensor))
        return entry[1] if entry is not None and entry[0]() is tensor else ""

    def was_detached(self, tensor: torch.Tensor) -> bool:
        """detach() was called on this leaf (``self.bias.detach()`` in a Module's forward): where
        the graph does not reach it, detach is why."""
        entry = self.detached.get(id(tensor))
        return entry is not None and entry() is tensor

    def line_of_leaf(self, tensor: torch.Tensor) -> Optional[int]:
        entry = self.leaf_lines.get(id(tensor))
        return entry[1] if entry is not None and entry[0]() is tensor else None

    def forget(self, sequence_nrs) -> None:
        """Drop the outputs of a graph that a backward call freed (called with torch functions off)."""
        for number in sequence_nrs:
            self.calls.pop(number, None)
            entry = self.outputs.pop(number, None)
            if entry is not None:
                self._bytes -= _nbytes(entry[0])

    def saw(self, func, args, out) -> None:
        """An operation ran (called by the mode, or by the apply hook for a Function)."""
        started = time.perf_counter()
        if isinstance(out, torch.Tensor):
            self._note(out, func, args)
        elif isinstance(out, (tuple, list)):
            for item in out:
                if isinstance(item, torch.Tensor):
                    self._note(item, func, args)
        self.overhead += time.perf_counter() - started + DISPATCH_COST

    def on_apply(self, cls, args, kwargs):
        """The apply hook: a Function's call, its output logged like an operation's."""
        if not self.armed or self.paused or threading.get_ident() != self._owner:
            return original_apply(cls, *args, **kwargs)
        self._in_apply += 1
        try:
            out = original_apply(cls, *args, **kwargs)
        finally:
            self._in_apply -= 1
        if not self._in_apply:
            with torch_functions_disabled():  # the log's own reads and copies: not operations to log
                self.saw(None, args, out)
                self._keep_call(cls, args, kwargs, out)
        return out

    def _keep_call(self, cls, args, kwargs, out) -> None:
        """Copies of the arguments, so that autograd of the forward's own operations can be asked
        later what it would have sent (a leaf among them changes in place after backward)."""
        started = time.perf_counter()
        first = out[0] if isinstance(out, (tuple, list)) and out else out
        grad_fn = first.grad_fn if isinstance(first, torch.Tensor) else None
        if grad_fn is not None:
            copies = tuple(a.detach().clone() if isinstance(a, torch.Tensor) else a for a in args)
            self.calls[grad_fn._sequence_nr()] = FunctionCall(cls, copies, dict(kwargs))
            while len(self.calls) > MAX_CALLS:
                self.calls.pop(next(iter(self.calls)))
        self.overhead += time.perf_counter() - started

    def _note(self, out: torch.Tensor, func, args) -> None:
        grad_fn = out.grad_fn
        if grad_fn is not None:
            number = grad_fn._sequence_nr()
            if number not in self.outputs:
                alias = out.detach()
                self.outputs[number] = (alias, self._line())
                self._bytes += _nbytes(alias)
                self._trim()
        elif out.requires_grad:  # a leaf: torch.randn(..., requires_grad=True), .requires_grad_()
            if id(out) not in self.leaf_lines or self.leaf_lines[id(out)][0]() is not out:
                self.leaf_lines[id(out)] = (weakref.ref(out), self._line())
                _bounded(self.leaf_lines)
        elif not self._in_apply and _any_requires_grad(args):
            name = getattr(func, "__name__", "")
            if name in ("detach", "detach_"):
                self.cuts[id(out)] = (weakref.ref(out), "detach")
                source = args[0] if args else None
                if isinstance(source, torch.Tensor) and source.is_leaf and source.requires_grad:
                    self.detached[id(source)] = weakref.ref(source)
                    _bounded(self.detached)
            elif not torch.is_grad_enabled():
                self.cuts[id(out)] = (weakref.ref(out), "no_grad")
            _bounded(self.cuts)

    def _trim(self) -> None:
        while self.outputs and (len(self.outputs) > MAX_OUTPUTS or self._bytes > MAX_BYTES):
            oldest = next(iter(self.outputs))
            self._bytes -= _nbytes(self.outputs.pop(oldest)[0])

    def _line(self) -> Optional[int]:
        frame = sys._getframe(2)
        for _ in range(MAX_FRAMES):
            if frame is None:
                return None
            if frame.f_code.co_filename == self.filename:
                return frame.f_lineno
            frame = frame.f_back
        return None


@dataclass
class FunctionCall:
    """A call of one of the code's Functions: its class and copies of what it was given."""

    cls: type
    args: tuple
    kwargs: dict


class _LoggingMode(TorchFunctionMode):
    """Calls every operation as it is, then tells the log what it made."""

    def __init__(self, log: ForwardLog):
        super().__init__()
        self.log = log

    def __torch_function__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        if not self.log.paused:
            self.log.saw(func, args, out)
        return out


def _bounded(entries: dict) -> None:
    if len(entries) > MAX_OUTPUTS:
        entries.pop(next(iter(entries)))


def _any_requires_grad(args) -> bool:
    return any(isinstance(a, torch.Tensor) and a.requires_grad for a in args)


def _nbytes(tensor: torch.Tensor) -> int:
    try:
        return tensor.numel() * tensor.element_size()
    except RuntimeError:
        return 0
