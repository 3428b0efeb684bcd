"""What plain PyTorch gives: an example's code run as it is, with a note after each backward call.

The expected numbers of the example tests come from here, not from the recorder: the code runs in
plain Python with plain torch, and after each backward call (``Tensor.backward``,
``torch.autograd.backward``, ``torch.autograd.grad``; counted once, per thread, as PyTorch makes
them) the ``.grad`` of each named tensor of the calling frame is copied (for ``torch.autograd.grad``:
what it returned, by input). Nothing else of the example is touched.
"""
from __future__ import annotations

import contextlib
import sys
import threading

import torch

from playground.engine.usercode.source import prelude


def plain_calls(code: str, names: tuple = (), keep_as=None) -> list:
    """One dict per backward call, in the order they returned: {"kind", name: grad or None};
    ``keep_as(grad)`` what is kept of a gradient, when not a copy of it (a long loop's)."""
    calls: list = []
    lock = threading.Lock()
    depth = threading.local()

    def wrapped(original, kind):
        def call(*args, **kwargs):
            outer = not getattr(depth, "inside", False)
            depth.inside = True
            try:
                returned = original(*args, **kwargs)
            finally:
                if outer:
                    depth.inside = False
            if outer:
                note = {"kind": kind, **_grads(sys._getframe(1), names, keep_as)}
                if kind == "grad":
                    note["returned"] = [None if g is None else g.detach().clone() for g in returned]
                with lock:
                    calls.append(note)
            return returned
        return call

    namespace = {**prelude(), "__name__": "__main__", "print": lambda *values, **options: None}
    with _patched(torch.Tensor, "backward", wrapped(torch.Tensor.backward, "backward")), \
            _patched(torch.autograd, "backward", wrapped(torch.autograd.backward, "backward")), \
            _patched(torch.autograd, "grad", wrapped(torch.autograd.grad, "grad")):
        exec(compile(code, "<plain>", "exec"), namespace)
    return calls


def _grads(frame, names: tuple, keep_as) -> dict:
    found = {}
    for name in names:
        try:
            tensor = eval(name, frame.f_globals, frame.f_locals)  # noqa: S307 - the test's own names
        except (NameError, AttributeError):
            continue
        grad = tensor.grad if isinstance(tensor, torch.Tensor) else None
        if grad is not None:
            grad = keep_as(grad) if keep_as is not None else grad.detach().clone()
        found[name] = grad
    return found


@contextlib.contextmanager
def _patched(owner, name: str, value):
    saved = getattr(owner, name)
    setattr(owner, name, value)
    try:
        yield
    finally:
        setattr(owner, name, saved)
