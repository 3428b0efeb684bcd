"""The subject's Jacobian at a small input: your backward's, the true one, block by block.

For each (output, input) block, rows index the output's elements and columns the input's:

- **yours**: row r is what backward returns for a one-hot grad_output at output element r; all
  rows in one batched call (``is_grads_batched``, i.e. vmap over the backward) where the backward
  allows it, else one backward per row;
- **true**: autograd's Jacobian of the forward's own operations, where autograd can follow them
  and central differences along a few random directions confirm it (exact, and cheap); else
  central differences in float64 entry by entry (numeric.analyze: the same steps, kink and jump
  test and tolerance as the curves; four forward calls per input element);
- their difference, the entries beyond the tolerance (kinks and jumps left out), the largest
  difference and where it is, and what the difference looks like (jacobian_pattern.py).

What is varied and how the subject is called is the caller's (jacobian_inputs.py): here the
subject is a function of a list of tensors.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

import numpy as np
import torch

from playground import protocol
from playground.engine.judge import numeric as num
from playground.engine.judge import tolerances as tol
from playground.engine.judge.callers import as_tuple
from playground.engine.judge.grad_followed import no_grad_followed
from playground.engine.judge.jacobian_pattern import block_pattern, swapped_pattern, whole_pattern

MATRIX_LIMIT = 65536  # entries of a block up to which its matrices travel (256 x 256)


@dataclass
class Probed:
    """The subject as a function of the tensors whose Jacobian is taken."""

    inputs: list  # tensors (floating), detached
    names: list  # the forward's argument (or parameter) names
    positions: list  # each one's position in forward's signature after ctx
    call: Callable  # call(*tensors) -> what the subject returns (your backward in its graph)
    own: Optional[Callable] = None  # the same with the forward's own operations for autograd
    optional: list = field(default_factory=list)  # bool per input: no gradient from backward is fine
    inputs_from: str = "inferred"  # "call", "inferred" or "chosen" (the person's first input)
    values: str = "random"  # how the first input was filled (a vocabulary.ProbeValues)
    rows_of_call: Optional[int] = None  # the call's first dimension, where fewer rows were kept
    on_phase: Callable = lambda phase: None


@dataclass
class _Output:
    index: int  # position in what the subject returns
    name: str
    tensor: torch.Tensor


def jacobian(probed: Probed) -> protocol.Jacobian:
    """Every block of the subject's Jacobian at ``probed.inputs``. Raises what the user's code
    raises (forward first, then backward), for the caller to attribute."""
    probed.on_phase("forward")
    leaves = [t.detach().clone().requires_grad_() for t in probed.inputs]
    outputs = differentiable_outputs(probed.call(*leaves))
    probed.on_phase("backward")
    yours = backward_jacobian([o.tensor for o in outputs], leaves, _rerun(probed, [o.index for o in outputs]))
    probed.on_phase("check")
    truth, true_from = true_jacobian(probed, [o.index for o in outputs])
    blocks = []
    for o, output in enumerate(outputs):
        for i, name in enumerate(probed.names):
            if yours[o][i] is None and probed.optional and probed.optional[i]:
                continue  # a constant the code passes without a gradient, and backward agrees
            blocks.append(_block(output, name, probed.positions[i], tuple(probed.inputs[i].shape),
                                 yours[o][i], truth[o][i], true_from))
    _name_swaps(blocks)
    blocks = [found.block for found in blocks]
    code, params = whole_pattern(blocks)
    dtype = str(probed.inputs[0].dtype).removeprefix("torch.") if probed.inputs else "float64"
    return protocol.Jacobian(
        input_names=list(probed.names), input_shapes=[tuple(t.shape) for t in probed.inputs],
        output_names=[o.name for o in outputs], output_shapes=[tuple(o.tensor.shape) for o in outputs],
        blocks=blocks, inputs_from=probed.inputs_from, dtype=dtype, pattern=code,
        pattern_params=params, differs=any(b.pattern != "jacobian_matches" for b in blocks),
        values=probed.values, rows_of_call=probed.rows_of_call)


def differentiable_outputs(raw) -> list:
    """The floating outputs that autograd can follow, named y (one) or y0, y1, ... (several)."""
    outputs = as_tuple(raw)
    chosen = [(i, o) for i, o in enumerate(outputs)
              if isinstance(o, torch.Tensor) and o.dtype.is_floating_point and o.requires_grad]
    if not chosen:
        raise ValueError("the subject returns no output that depends on its inputs for autograd")
    named = len(outputs) > 1
    return [_Output(i, f"y{i}" if named else "y", o) for i, o in chosen]


# ----------------------------------------------------------------------------- yours


def backward_jacobian(outputs: list, inputs: list, rerun: Optional[Callable] = None) -> list:
    """[output][input] → (rows, cols) array from the backward with one-hot grad_outputs, or None
    where the backward gives that input no gradient. ``rerun(o)``: output o and the leaves of a
    forward of its own, so that row by row each backward gets a fresh graph (backward_calls.py)."""
    return [_rows_of(out, inputs, (lambda o=o: rerun(o)) if rerun else None) for o, out in enumerate(outputs)]


def _rerun(probed: Probed, selected: list) -> Callable:
    def fresh(o: int):
        leaves = [t.detach().clone().requires_grad_() for t in probed.inputs]
        return as_tuple(probed.call(*leaves))[selected[o]], leaves

    return fresh


def _rows_of(out: torch.Tensor, inputs: list, fresh: Optional[Callable] = None) -> list:
    rows = out.numel()
    try:
        grads = _batched_rows(out, inputs)
    except Exception:  # a backward vmap cannot run (numpy, .item(), in-place into a plain tensor)
        grads = None
    if grads is None:
        grads = _looped_rows(out, inputs, fresh)
    return [None if g is None else
            g.detach().reshape(rows, -1).to(torch.float64).cpu().numpy() for g in grads]


def _batched_rows(out: torch.Tensor, inputs: list) -> list:
    rows = out.numel()
    one_hot = torch.eye(rows, dtype=out.dtype, device=out.device).reshape(rows, *out.shape)
    grads = torch.autograd.grad(out, inputs, one_hot, retain_graph=True, allow_unused=True,
                                is_grads_batched=True)
    return [None if g is None else g.expand(rows, *inputs[i].shape) for i, g in enumerate(grads)]


def _looped_rows(out: torch.Tensor, inputs: list, fresh: Optional[Callable] = None) -> list:
    rows = out.numel()
    found: list = [None] * len(inputs)
    for r in range(rows):
        one_hot = torch.zeros(rows, dtype=out.dtype, device=out.device)
        one_hot[r] = 1
        graph_out, leaves = fresh() if fresh is not None else (out, inputs)
        grads = torch.autograd.grad(graph_out, leaves, one_hot.reshape(out.shape), retain_graph=True,
                                    allow_unused=True)
        for i, g in enumerate(grads):
            if g is None:
                continue
            if found[i] is None:
                found[i] = torch.zeros((rows,) + tuple(inputs[i].shape), dtype=torch.float64,
                                       device=torch.device("cpu"))
            found[i][r] = g.detach().to(torch.float64).cpu().reshape(inputs[i].shape)
    return found


# ----------------------------------------------------------------------------- true


def true_jacobian(probed: Probed, selected: list) -> tuple[list, str]:
    """([output][input] → NumericDerivative, "autograd" or "numeric"): autograd's Jacobian of the
    forward's own operations where central differences along a few random directions confirm it
    (exact, and a few forward calls instead of four per input element), else the central
    differences entry by entry, with their kink and jump test."""
    own = own_jacobian(probed, selected)
    if own is not None and _confirmed(probed, own, selected):
        eps = input_eps(probed.inputs)
        rtol, atol = num.precision(eps)
        return [[_exact(block, rtol, atol) for block in row] for row in own], "autograd"
    return numeric_jacobian(probed.call, probed.inputs, selected), "numeric"


def _exact(block: np.ndarray, rtol: float, atol: float) -> num.NumericDerivative:
    everywhere = np.ones(block.shape, dtype=bool)
    return num.NumericDerivative(block, ~everywhere, everywhere, atol + rtol * np.abs(block),
                                 np.abs(block) <= atol)


def _confirmed(probed: Probed, own: list, selected: list, directions: int = 3) -> bool:
    """Do central differences of the forward along random directions u agree with J u from
    autograd's Jacobian, with no kink or jump within the steps?"""
    eps = input_eps(probed.inputs)
    scale = max([1.0] + [float(t.detach().abs().max()) for t in probed.inputs if t.numel()])
    h = eps ** (1 / 3) * scale
    generator = torch.Generator(device="cpu").manual_seed(7)
    return all(_direction_agrees(probed, own, selected, generator, h, eps) for _ in range(directions))


def _direction_agrees(probed: Probed, own: list, selected: list, generator: torch.Generator, h: float,
                      eps: float) -> bool:
    """J u against the central difference along one random direction u, for every output."""
    u = [torch.randn(t.shape, generator=generator, dtype=torch.float64, device="cpu") for t in probed.inputs]
    claimed = [sum(block @ d.reshape(-1).numpy() for block, d in zip(row, u)) for row in own]
    values = {}
    for k in num.OFFSETS:
        moved = [t.detach() + (k * h * d).to(t.dtype).to(t.device) for t, d in zip(probed.inputs, u)]
        with torch.no_grad():
            values[k] = [_flat(o) for o in _picked(probed.call(*moved), selected)]
    return all(_agrees_with_central(ju, [values[k][o] for k in num.OFFSETS], h, eps) for o, ju in enumerate(claimed))


def _agrees_with_central(ju: np.ndarray, shifted: list, h: float, eps: float) -> bool:
    """``shifted``: the output at x - 2hu, x - hu, x + hu, x + 2hu. False where a difference is not
    finite, where a kink or jump lies within the steps (the central and the wide difference part),
    or where J u is not the central difference."""
    rtol, atol = num.precision(eps)
    minus2, minus1, plus1, plus2 = shifted
    central = (plus1 - minus1) / (2 * h)
    wide = (plus2 - minus2) / (4 * h)
    noise = tol.ROUNDING_NOISE * eps * float(np.abs(plus2).max(initial=1.0)) / h
    finite = bool(np.all(np.isfinite(central)) and np.all(np.isfinite(ju)))
    kinked = np.any(np.abs(central - wide) > rtol / tol.KINK_SHARE * (1 + np.abs(central)) + noise)
    off = np.any(np.abs(ju - central) > atol + rtol * np.abs(central) + tol.WIDE_ERROR_FACTOR * np.abs(central - wide)
                 + noise)
    return finite and not kinked and not off


def input_eps(inputs: list) -> float:
    """The machine epsilon of the first input's dtype (float64's where there is none)."""
    return float(torch.finfo(inputs[0].dtype).eps) if inputs else float(torch.finfo(torch.float64).eps)


def numeric_jacobian(call: Callable, inputs: list, selected: list) -> list:
    """[output][input] → NumericDerivative with (rows, cols) arrays: the central difference
    column by column, with numeric.analyze's kink/jump test and tolerance."""
    base = [t.detach() for t in inputs]
    with torch.no_grad():
        f = [_flat(o) for o in _picked(call(*base), selected)]
    eps = input_eps(base)
    found = [[None] * len(inputs) for _ in selected]
    for i, tensor in enumerate(base):
        flat = tensor.reshape(-1)
        h = num.step_sizes(flat.to(torch.float64).cpu().numpy(), eps)
        shifted = {k: [np.empty((len(fo), flat.numel())) for fo in f] for k in num.OFFSETS}
        for c in range(flat.numel()):
            for k in num.OFFSETS:
                moved = list(base)
                changed = flat.clone()
                changed[c] = changed[c] + k * float(h[c])
                moved[i] = changed.reshape(tensor.shape)
                with torch.no_grad():
                    values = _picked(call(*moved), selected)
                for o, value in enumerate(values):
                    shifted[k][o][:, c] = _flat(value)
        for o, fo in enumerate(f):
            whole = np.broadcast_to(fo[:, None], shifted[1][o].shape)
            found[o][i] = num.analyze(whole, {k: shifted[k][o] for k in num.OFFSETS}, h[None, :], eps)
    return found


def own_jacobian(probed: Probed, selected: list, wanted: Callable[[], bool] = lambda: True) -> Optional[list]:
    """[output][input] → autograd's Jacobian of the forward's own operations, or None where
    autograd cannot follow them (numpy, detach) or they fail, or where ``wanted()`` says after the
    forward that it is not needed (a backward through a followed loop costs more than the forward)."""
    if probed.own is None:
        return None
    leaves = [t.detach().clone().requires_grad_() for t in probed.inputs]
    try:
        with no_grad_followed():  # an iterative solve's loop, confirmed before use (grad_followed.py)
            outputs = _picked(probed.own(*leaves), selected)
        if not wanted():
            return None
        blocks = backward_jacobian(list(outputs), leaves)
    except Exception:  # an output that is no tensor, or that autograd cannot follow back
        return None
    return [[np.zeros((o.numel(), t.numel())) if block is None else block  # no path: no dependence
             for block, t in zip(row, leaves)] for row, o in zip(blocks, outputs)]


def _picked(raw, selected: list) -> list:
    outputs = as_tuple(raw)
    return [outputs[i] for i in selected]


def _flat(tensor: torch.Tensor) -> np.ndarray:
    return tensor.detach().reshape(-1).to(torch.float64).cpu().numpy()


# ----------------------------------------------------------------------------- one block


def _block(output: _Output, name: str, position: int, input_shape: tuple, yours: Optional[np.ndarray],
           numeric: num.NumericDerivative, true_from: str) -> "_Found":
    rows, cols = numeric.derivative.shape
    claimed = np.zeros((rows, cols)) if yours is None else yours
    compared = numeric.defined & ~numeric.nonsmooth
    true = numeric.derivative
    with np.errstate(invalid="ignore"):
        difference = np.where(compared, np.abs(claimed - true), 0.0)
    difference = np.where(compared & ~np.isfinite(claimed), np.inf, difference)
    differs = compared & (difference > numeric.tolerance)
    finite = np.where(np.isfinite(difference), difference, np.finfo(np.float64).max)
    worst = np.unravel_index(int(np.argmax(finite)), finite.shape) if finite.size else (0, 0)
    code, params = block_pattern(claimed, true, differs, compared, numeric.flat, numeric.tolerance,
                                 yours is None, input_shape, output.name, name)
    carried = rows * cols <= MATRIX_LIMIT
    block = protocol.JacobianBlock(
        output=output.name, output_index=output.index, input=name, input_index=position,
        rows=rows, cols=cols, yours=claimed.copy() if carried else None,
        true=np.where(np.isfinite(true), true, np.nan) if carried else None,
        differs=differs.copy() if carried else None,
        max_abs_diff=float(difference.max(initial=0.0)), worst=(int(worst[0]), int(worst[1])),
        pattern=code, pattern_params=params, true_from=true_from,
        tolerance=float(np.max(numeric.tolerance, initial=0.0)))
    return _Found(block, claimed, true, numeric.tolerance)


@dataclass
class _Found:
    block: protocol.JacobianBlock
    claimed: np.ndarray
    true: np.ndarray
    tolerance: np.ndarray


def _name_swaps(found: list) -> None:
    """A wrong block that is another input's true block of the same output (``g * b`` returned
    for both a and b of ``a * b``) is named so: the gradients were mixed up."""
    for one in found:
        if one.block.pattern in ("jacobian_matches", "jacobian_flat", "jacobian_no_gradient"):
            continue
        for other in found:
            if other is one or other.block.output_index != one.block.output_index \
                    or other.true.shape != one.claimed.shape or not np.any(other.true != 0):
                continue
            with np.errstate(invalid="ignore"):
                close = np.abs(one.claimed - other.true) <= one.tolerance + tol.SWAP_RTOL * np.abs(other.true)
            if np.all(close) and not np.allclose(other.true, one.true):
                one.block.pattern, one.block.pattern_params = swapped_pattern(one.block, other.block)
                break
