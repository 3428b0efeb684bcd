"""The straight-through estimate, named: a backward that differs from the true derivative because it
passes gradients through rounding and clamping steps as if they were the identity.

Quantizers (LSQ's α·round(w/α), DoReFa, brevitas' clamp STE) differentiate a forward whose true
derivative is 0 almost everywhere; their backward is autograd of the same forward with ``round``,
``floor``, ``ceil``, ``trunc``, ``sign``, ``clamp`` and ``relu`` passing gradients unchanged (their
values kept: x + (round(x) − x).detach()), often scaled per input by a constant (LSQ scales α's
gradient by g = 1/√(N·Q_p)). "Differs" is true and unhelpful there. Here the forward's own operations
run again under that rule and each differing block of the Jacobian is held against the result, up to
one constant factor per block: where it agrees, the block is named the straight-through estimate of
those steps, with its factor. Clamp and relu zero a gradient only where a mask does: a backward that
passes them through reads as a straight-through estimate and as a forgotten mask alike, so both
readings are said.
"""
from __future__ import annotations

from typing import Optional

import numpy as np
import torch
import torch.nn.functional as F
from torch.overrides import TorchFunctionMode

from playground.engine.judge import tolerances as tol
from playground.engine.usercode.diagnose import note
from playground.protocol import Note

ROUNDING = {"round": (torch.round, torch.Tensor.round), "floor": (torch.floor, torch.Tensor.floor),
            "ceil": (torch.ceil, torch.Tensor.ceil), "trunc": (torch.trunc, torch.Tensor.trunc),
            "sign": (torch.sign, torch.Tensor.sign)}
MASKING = {"clamp": (torch.clamp, torch.Tensor.clamp, torch.clip, torch.Tensor.clip),
           "relu": (torch.relu, torch.Tensor.relu, F.relu)}
PASSED = {func: name for name, funcs in {**ROUNDING, **MASKING}.items() for func in funcs}


class _PassedThrough(TorchFunctionMode):
    """The rounding (and, with ``masks``, clamping) steps keep their values and pass their gradients
    as the identity; ``seen``: those met that changed a value."""

    def __init__(self, masks: bool):
        super().__init__()
        self.masks = masks
        self.seen: list = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        name = PASSED.get(func)
        x = args[0] if args else None
        if (name is None or (name in MASKING and not self.masks) or not isinstance(x, torch.Tensor)
                or not isinstance(out, torch.Tensor) or not x.requires_grad or out.shape != x.shape
                or not out.dtype.is_floating_point):
            return out
        with torch.no_grad():
            changed = bool((out != x).any())
        if changed and name not in self.seen:
            self.seen.append(name)
        return x + (out - x).detach()


def passed_through_jacobian(probed, selected: list, masks: bool) -> Optional[tuple[list, list]]:
    """([output][input] → block of autograd's Jacobian of the forward with the steps passed
    through, the steps met), or None where the forward has none or autograd cannot follow it."""
    from playground.engine.judge.jacobian import own_jacobian  # jacobian imports this module's users

    mode = _PassedThrough(masks)
    with mode:
        blocks = own_jacobian(probed, selected, wanted=lambda: bool(mode.seen))  # no step met: no reading
    if blocks is None or not mode.seen:
        return None
    return blocks, mode.seen


def constant_factor(claimed: np.ndarray, estimate: np.ndarray, tolerance: np.ndarray) -> Optional[float]:
    """c where claimed = c·estimate within the tolerance (c = 1 included), else None."""
    usable = np.abs(estimate) > tol.NONZERO_TRUE
    if not usable.any():
        return None
    c = float(np.median(claimed[usable] / estimate[usable]))
    if not np.isfinite(c) or c == 0:
        return None
    close = np.abs(claimed - c * estimate) <= tolerance + tol.SAME_RTOL * np.abs(claimed)
    return c if bool(np.all(close)) else None


def readings(probed, blocks: list, selected: list, output_indices: dict) -> list:
    """A note for each differing block that is a straight-through estimate: of
    the rounding steps alone, else of them and the clamping ones (then a forgotten mask reads the
    same, and the note says both)."""
    notes = []
    tries: dict = {}  # masks → passed_through_jacobian's answer: run once, and only where a block asks
    for block in blocks:
        if block.pattern == "jacobian_matches" or block.yours is None:
            continue
        for masks in (False, True):
            if masks not in tries:
                tries[masks] = passed_through_jacobian(probed, selected, masks)
            reading = _reading(block, tries[masks], probed.names, output_indices, masks)
            if reading is not None:
                notes.append(reading)
                break
    return notes


def _reading(block, found, names: list, output_indices: dict, masks: bool) -> Optional[Note]:
    if found is None:
        return None
    estimates, seen = found
    estimate = estimates[output_indices[block.output_index]][names.index(block.input)]
    factor = constant_factor(block.yours, estimate, np.full(estimate.shape, block.tolerance))
    if factor is None:
        return None
    params = {"output": block.output, "input": block.input, "steps": ", ".join(seen),
              "factor": "1" if abs(factor - 1) < tol.FACTOR_RTOL else f"{factor:.3g}"}
    if masks and any(name in MASKING for name in seen):
        return note("straight_through_or_mask", **params)
    return note("straight_through", **params)
