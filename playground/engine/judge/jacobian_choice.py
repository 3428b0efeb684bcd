"""What the person chose for the Jacobian's probe input, checked, and that input made from it.

The choice (CompileRequest.jacobian_shape, jacobian_values, jacobian_numbers; `check
--jacobian-shape 3,4 --jacobian-values linspace`) is about the subject's first tensor input, the one
the curves vary too:

- its shape (None: the shape of the code's own call, or the inferred one); every other floating
  tensor of the call that had the first one's shape takes the new one, so ``Mul(a, b)`` still fits;
- its values: "random" (seeded normal values, as by default), "linspace" (evenly from the grid's
  x_min to x_max, in row-major order) or "numbers" (the person's own; without a shape they keep
  the default shape where they fill it, else they are a 1-D input of their own length).

The other inputs keep their seeded values: filled alike, two inputs would hide a backward that
gives one the other's gradient (``g * b`` for both a and b is right where a == b).

A choice that cannot be honoured is an error as data, ``JacobianInputError`` carrying an
ErrorInfo with its code: the verdict keeps it beside the curves (ProbeData.jacobian_error), never
in their place.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

import torch

from playground import protocol
from playground.engine.usercode import seeding
from playground.engine.usercode.errors import error_from_exception, user_error
from playground.vocabulary import ProbeValues

MAX_CHOSEN = 1024  # elements of a chosen input: its Jacobian takes about 1 s in the engine at this size
SEED = seeding.SEED  # of the probe's seeded values: the one seed the code itself runs with (judge/check.py)
CPU = torch.device("cpu")  # named, so code that sets another default device cannot move these


class JacobianInputError(Exception):
    """The person's probe input cannot be used; ``info`` says why, with a code of codes.ERRORS."""

    def __init__(self, info: protocol.ErrorInfo):
        super().__init__(info.message)
        self.info = info


@dataclass(frozen=True)
class JacobianChoice:
    """The person's probe input for the Jacobian (all defaults: none, the call's or inferred one)."""

    shape: Optional[tuple] = None
    values: str = ProbeValues.RANDOM
    numbers: Optional[tuple] = None
    low: float = -5.0  # linspace's range: the grid's
    high: float = 5.0

    @classmethod
    def of(cls, request: protocol.CompileRequest) -> "JacobianChoice":
        """The choice a compile request carries."""
        shape = tuple(request.jacobian_shape) if request.jacobian_shape is not None else None
        numbers = tuple(request.jacobian_numbers) if request.jacobian_numbers is not None else None
        return cls(shape, str(request.jacobian_values), numbers, float(request.x_min), float(request.x_max))

    @property
    def chosen(self) -> bool:
        """Did the person choose anything (else today's inputs, with their fallbacks)?"""
        return self.shape is not None or self.values != ProbeValues.RANDOM

    def checked(self) -> "JacobianChoice":
        """The choice itself, or JacobianInputError where it cannot be honoured whatever the code."""
        if self.values not in {str(v) for v in ProbeValues if v is not ProbeValues.CALL}:
            raise JacobianInputError(user_error(
                "check", "jacobian_values_unknown",
                f"'{self.values}' is no way to fill the Jacobian's input: random, linspace or numbers.",
                values=str(self.values)[:40]).info)
        if self.shape is not None:
            if not self.shape or any(not isinstance(n, int) or isinstance(n, bool) or n < 1 for n in self.shape):
                raise JacobianInputError(user_error(
                    "check", "jacobian_shape_invalid",
                    f"The Jacobian's input shape {self.shape} is not a shape: give whole numbers of at "
                    f"least 1, separated by commas (e.g. 3,4).", shape=str(tuple(self.shape))).info)
            _not_too_large(self.shape)
        if self.values == ProbeValues.NUMBERS:
            self._check_numbers()
        return self

    def _check_numbers(self) -> None:
        if not self.numbers:
            raise JacobianInputError(user_error(
                "check", "jacobian_numbers_missing",
                "The Jacobian's input is to be your numbers, but none were given: type them separated "
                "by commas (e.g. 0.5, -1, 2).").info)
        for value in self.numbers:
            if not math.isfinite(float(value)):
                raise JacobianInputError(user_error(
                    "check", "jacobian_numbers_not_finite",
                    f"The Jacobian's input must be finite numbers: {value} is not.", value=str(value)).info)
        if self.shape is None:
            _not_too_large((len(self.numbers),))
        elif len(self.numbers) != math.prod(self.shape):
            elements = math.prod(self.shape)
            raise JacobianInputError(user_error(
                "check", "jacobian_numbers_count",
                f"{len(self.numbers)} numbers were given for the Jacobian's input of shape {self.shape}, "
                f"which has {elements} elements: give one number per element, or another shape.",
                count=len(self.numbers), shape=str(tuple(self.shape)), elements=elements).info)

    def shape_for(self, default: tuple) -> tuple:
        """The first input's shape, where the code's call or the inference gives ``default``."""
        if self.shape is not None:
            return tuple(self.shape)
        if self.values == ProbeValues.NUMBERS and self.numbers and len(self.numbers) != math.prod(default):
            return (len(self.numbers),)
        return tuple(default)

    def first_input(self, default: tuple, generator: torch.Generator, positive: bool = False) -> torch.Tensor:
        """The first input in float64 on the CPU: seeded from ``generator`` ("random"; ``positive``:
        0.1 + |value|, for a forward that needs positive numbers), evenly spread, or the numbers."""
        shape = self.shape_for(default)
        count = math.prod(shape)
        if self.values == ProbeValues.LINSPACE:
            return torch.linspace(self.low, self.high, count, dtype=torch.float64, device=CPU).reshape(shape)
        if self.values == ProbeValues.NUMBERS:
            return torch.tensor([float(v) for v in self.numbers], dtype=torch.float64, device=CPU).reshape(shape)
        drawn = torch.randn(shape, generator=generator, dtype=torch.float64, device=CPU)
        return 0.1 + drawn.abs() if positive else drawn


def _not_too_large(shape: tuple) -> None:
    elements = math.prod(shape)
    if elements > MAX_CHOSEN:
        raise JacobianInputError(user_error(
            "check", "jacobian_input_too_large",
            f"The Jacobian's input of shape {tuple(shape)} has {elements} elements: at most {MAX_CHOSEN} "
            f"are allowed (each element is a column of the Jacobian).",
            shape=str(tuple(shape)), elements=elements, most=MAX_CHOSEN).info)


def input_failed(shape: tuple, error: Optional[BaseException], filename: str) -> JacobianInputError:
    """The forward cannot be taken at the person's input: it raised ``error`` (None: it gave NaN or Inf)."""
    shape_text = str(tuple(shape))
    if error is None:
        return JacobianInputError(user_error(
            "forward", "jacobian_input_not_finite",
            f"The forward gives NaN or Inf at the Jacobian's input of shape {shape_text}: choose other "
            f"values (a log or a square root needs positive ones).", shape=shape_text).info)
    found = error_from_exception(error, "forward", filename)
    text = found.message.rstrip()
    text = text if text.endswith((".", "!", "?", ")")) else text + "."
    return JacobianInputError(user_error(
        "forward", "jacobian_input_failed",
        f"The forward fails at the Jacobian's input of shape {shape_text}: {text} Choose another shape "
        f"or other values.", line=found.line, type=found.type, shape=shape_text, text=text).info)
