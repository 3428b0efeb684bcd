"""Watching what the user's backward returns, and which line of forward changes its input.

Torch checks a backward's result only after it returned, in C++, so its errors carry no line of the
user's text, and it quietly accepts some mistakes (a gradient of integers is cast, NaN passes).
While the probe runs the backward, each user Function's ``backward`` (or ``vjp``) is wrapped for a
moment so that such a result is named at the backward's return line, in a student's words.
"""
from __future__ import annotations

import sys
from typing import Callable, Optional

import torch
from torch.autograd import Function

from playground.engine.usercode.errors import backward_return_line, user_error


class BackwardWatch:
    """Context manager: while active, the backward of each class in ``classes`` is checked."""

    def __init__(self, classes, filename: str = "<editor>"):
        self.classes = list(classes)
        self.filename = filename
        self.not_finite: list = []  # names of Functions whose backward returned NaN or Inf
        self._saved: list = []

    def __enter__(self):
        for cls in self.classes:
            name = "vjp" if cls.vjp is not Function.vjp else "backward"
            self._saved.append((cls, name, cls.__dict__.get(name)))
            setattr(cls, name, staticmethod(self._watched(cls, getattr(cls, name))))
        return self

    def __exit__(self, *exc):
        for cls, name, original in reversed(self._saved):
            if original is None:
                delattr(cls, name)
            else:
                setattr(cls, name, original)
        self._saved.clear()

    def _watched(self, cls, backward: Callable) -> Callable:
        def watched(ctx, *grad_outputs):
            result = backward(ctx, *grad_outputs)
            self._check(cls, ctx, grad_outputs, result)
            return result
        return watched

    def _line(self, name: str) -> Optional[int]:
        return backward_return_line(name, self.filename)

    def _check(self, cls, ctx, grad_outputs, result) -> None:
        values = result if isinstance(result, tuple) else (result,)
        inputs = len(ctx.needs_input_grad)
        name = cls.__name__
        given = len(values)
        if given < inputs or any(v is not None for v in values[inputs:]):
            raise user_error("backward", "wrong_gradient_count",
                             f"{name}.backward returned {given} gradient(s), but forward takes "
                             f"{inputs} input(s): return one gradient per input of forward, in the "
                             f"same order (None for an input that needs none).", line=self._line(name),
                             function=name, expected=inputs, got=given)
        reference = next((g for g in grad_outputs if isinstance(g, torch.Tensor)), None)
        for index, value in enumerate(values[:inputs]):
            if value is None:
                continue
            if not isinstance(value, torch.Tensor):
                kind = type(value).__name__
                raise user_error("backward", "gradient_not_tensor",
                                 f"{name}.backward returned a {kind} as gradient {index}, where a "
                                 f"tensor (or None) was expected: return torch tensors, e.g. "
                                 f"grad_output * 2, not Python numbers, lists or numpy arrays.",
                                 line=self._line(name), function=name, index=index, got=kind)
            if not value.dtype.is_floating_point:
                raise user_error("backward", "gradient_dtype",
                                 f"{name}.backward returned a gradient of dtype {value.dtype} for "
                                 f"input {index}: gradients must be floating point, like the input "
                                 f"(integers would cut off the fractions).", line=self._line(name),
                                 function=name, index=index, got=str(value.dtype))
            if reference is not None and value.device != reference.device:
                raise user_error("backward", "gradient_device",
                                 f"{name}.backward returned a gradient on {value.device} for input "
                                 f"{index}, but the computation runs on {reference.device}: create "
                                 f"gradients with torch.zeros_like(input) or on input.device.",
                                 line=self._line(name), function=name, index=index, got=str(value.device),
                                 expected=str(reference.device))
            if name not in self.not_finite and not bool(torch.isfinite(value.detach()).all()):
                self.not_finite.append(name)


def line_that_changes(tensor: torch.Tensor, call: Callable[[], object],
                      filename: str = "<editor>") -> Optional[int]:
    """Run ``call`` and return the line of the user's text during which ``tensor`` changed."""
    start = tensor._version
    state = {"line": None, "found": None}

    def local(frame, event, arg):
        if state["found"] is None and tensor._version != start:
            state["found"] = state["line"]
        if event == "line":
            state["line"] = frame.f_lineno
        return local

    def tracer(frame, event, arg):
        return local if frame.f_code.co_filename == filename else None

    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        call()
    except Exception:
        pass
    finally:
        sys.settrace(previous)
    if state["found"] is None and tensor._version != start:
        state["found"] = state["line"]
    return state["found"]
