"""Every call of the user's Functions and Modules that the file's own code makes as it runs.

The subject is what the code calls, and the text alone misleads: a plain wrapper
``def entmax_bisect(X, alpha): return EntmaxBisectFunction.apply(X, alpha)`` hides which Function
runs; a Function defined inside a factory at call time (fast-soft-sort's ``wrap_class``) is in no
name of the module at all; a Module called with four arguments (pyGAT's
``SpecialSpmm()(edge, edge_e, torch.Size([N, N]), h)``) needs all four. So, while the file's top
level runs, each ``Function.apply`` and each call of a user Module is logged in order with its
arguments and the call it was made inside (a Function applied in a Module's forward, a helper
Function applied in another's forward), and the subject is read from the log (``outermost``).

Calls made while autograd runs a backward (a Function used to write another's backward) are not
logged. Under ``torch.func.grad`` the arguments are the transform's wrappers: they are logged as
the plain tensors inside (the same shapes and values); under ``vmap`` (per-sample shapes) not.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch

from playground.engine.usercode.calls import RecordedCall, plain_arguments, record_call

MAX_LOGGED = 256  # calls kept: a training loop in a demo calls the same thing thousands of times
# (a class's first logged call keeps its tensors' values, as calls.py's first call does; the rest
# keep shapes and dtypes: a loop of 256 calls must not copy 256 batches)


@dataclass
class LoggedCall:
    cls: type  # the Function or Module class
    kind: str  # "function" | "module"
    call: RecordedCall
    parent: Optional[int] = None  # index of the logged call this one was made inside


class CallLog:
    """The log, and the stack of user calls running now (to know what each call is inside)."""

    def __init__(self, module_name: str):
        self.module_name = module_name
        self.calls: list = []  # list[LoggedCall]
        self._running: list = []  # indices into calls (or None for a call not logged)
        self._valued: set = set()  # classes whose first logged call kept its tensors' values

    def enter(self, cls, kind: str, args, kwargs) -> None:
        """A user call begins (call ``leave`` when it ends, also on an error)."""
        index = None
        if cls.__module__ == self.module_name and len(self.calls) < MAX_LOGGED:
            plain = plain_arguments(args, kwargs)
            if plain is not None:
                parent = next((i for i in reversed(self._running) if i is not None), None)
                first = cls not in self._valued  # its values are kept once
                self._valued.add(cls)
                self.calls.append(LoggedCall(cls, kind, record_call(*plain, values=first), parent))
                index = len(self.calls) - 1
        self._running.append(index)

    def leave(self) -> None:
        if self._running:
            self._running.pop()

    def outermost(self) -> list:
        """The calls made by the file's own code, not inside another logged call, in order."""
        return [c for c in self.calls if c.parent is None]

    def inside(self, index: int) -> list:
        """The calls made directly inside the logged call ``index``."""
        return [c for c in self.calls if c.parent == index]

    def index(self, logged: LoggedCall) -> int:
        return next(i for i, c in enumerate(self.calls) if c is logged)


class ModuleCallHooks:
    """Context manager: every user Module's call is entered into ``log`` while active."""

    def __init__(self, log: CallLog):
        self.log = log
        self.handles: list = []

    def __enter__(self):
        modules = torch.nn.modules.module
        self.handles = [
            modules.register_module_forward_pre_hook(self._before),  # (torch gives no kwargs here)
            modules.register_module_forward_hook(self._after, always_call=True),
        ]
        return self

    def __exit__(self, *exc):
        for handle in self.handles:
            handle.remove()

    def _before(self, module, args):
        if type(module).__module__ == self.log.module_name:
            self.log.enter(type(module), "module", args, {})
        return None

    def _after(self, module, args, output):
        if type(module).__module__ == self.log.module_name:
            self.log.leave()
        return None
