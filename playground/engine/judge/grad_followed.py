"""A forward's ``with torch.no_grad():`` followed by autograd, for the judge's own Jacobian only.

An iterative solver (a Sinkhorn solve of hundreds of iterations, a fixed point) runs its loop
under ``torch.no_grad()`` and gives the gradient by implicit differentiation in its backward. Then
autograd cannot follow the forward's own operations, and the true Jacobian falls back to central
differences entry by entry: four forwards per input element (329 forwards of a 60 ms solve for a
5×6 plan with its two marginals, past any time limit). Followed through, the unrolled loop's
derivative is the implicit one at the converged point, and jacobian._confirmed still holds it
against central differences along random directions before it is used: a forward whose no_grad
block matters (a buffer updated in place, a detached statistic) fails that test and is taken
entry by entry as before. So following costs a verdict nothing and saves the forwards.
"""
from __future__ import annotations

import contextlib
from typing import Iterator

import torch


class _Recording:
    """Stands for ``torch.no_grad`` while the forward runs: a context (or decorator made at call
    time) that leaves gradient recording as it is."""

    def __init__(self, *args, **kwargs):
        pass

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc) -> bool:
        return False

    def __call__(self, function):
        return function


@contextlib.contextmanager
def no_grad_followed() -> Iterator[None]:
    """``torch.no_grad`` (and ``torch.autograd.no_grad``) record while inside; restored after, also
    when the forward raises. Decorators applied when the file was compiled keep the real one."""
    originals = torch.no_grad, torch.autograd.no_grad
    torch.no_grad = torch.autograd.no_grad = _Recording  # type: ignore[misc, assignment]
    try:
        yield
    finally:
        torch.no_grad, torch.autograd.no_grad = originals  # type: ignore[misc]
