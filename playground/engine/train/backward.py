"""The backward pass of a training step, without ``loss.backward()``'s per-call Python checks.

``Tensor.backward`` → ``torch.autograd.backward`` spends ~20 µs in Python before the C++ engine
starts (argument normalisation, a ones tensor made for the scalar loss, the __torch_function__
dispatch check): 3–5 % of a toy model's whole step. The trainer's loss is always a plain scalar
tensor made by its own loss function, so it calls torch's engine entry point directly (the same
function ``torch.autograd.backward`` ends in) with a seed made once. Anything else, or a torch
without that entry point, takes the ordinary ``loss.backward()``.
"""
from __future__ import annotations

from typing import Callable, Optional

import torch

from playground.engine.torch_private import engine_run_backward

# private, but what torch.autograd.backward itself calls; None: the ordinary path
_run_backward: Optional[Callable] = engine_run_backward()


class Backward:
    """``backward(loss)``: gradients of a scalar loss accumulated into the leaves' ``.grad``,
    as ``loss.backward()`` does."""

    def __init__(self) -> None:
        self._seeds: dict = {}  # (dtype, device) → a scalar 1

    def __call__(self, loss: torch.Tensor) -> None:
        if _run_backward is None or type(loss) is not torch.Tensor or loss.dim() != 0 or loss.grad_fn is None:
            loss.backward()
            return
        key = (loss.dtype, loss.device)
        seed = self._seeds.get(key)
        if seed is None:
            # Reused every step: it reaches only the loss function's own backward (mse,
            # cross-entropy, sum of squares, the penalty's sums), none of which writes to it.
            seed = self._seeds[key] = torch.ones((), dtype=loss.dtype, device=loss.device)
        _run_backward((loss,), (seed,), False, False, (), allow_unreachable=True, accumulate_grad=True)
