"""How the backward treats grad_output: the chain rule's factor, tried with other upstreams.

The curves feed the backward an upstream gradient of 1, which hides every mistake about
grad_output itself. By the chain rule an input's gradient is linear in grad_output, one row's
gradient uses only its own row's grad_output (for an elementwise subject), and the same
input gives the same gradient every time. Here the backward runs again on the grid with the
upstream zero, doubled, one-hot and negated, and twice with the same upstream; the first rule it
breaks names the finding (in this order):

- ``random``: two runs with the same upstream disagree (noise added in backward);
- ``ignores``: a zero grad_output still gives a gradient (it is added, or not used at all);
- ``not_proportional``: doubling grad_output does not double the gradient, or a grad_output
  1,024 times smaller does not make it 1,024 times smaller (clipping it, or dropping the large
  ones: a backward that zeroes every gradient above 0.1 gives 0 for 1 and for 2 alike);
- ``mixes``: a one-hot upstream gives other rows a gradient (e.g. ``grad_output.sum()``);
- ``negative``: right for a positive grad_output, wrong for a negative one (a bound that
  passes the gradient only when ``grad_output < 0``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch

from playground.engine.judge import tolerances as tol
from playground.engine.judge.callers import as_tuple

ORDER = ("random", "ignores", "not_proportional", "mixes", "negative")
RTOL = tol.UPSTREAM_RTOL  # the gradients compared are exact multiples of each other (powers of 2, signs)
COLUMNS = 64  # features compared per row: a wide layer's rows agree or not in any of them
# 2⁻¹⁰: a grad_output this much smaller must give a gradient this much smaller (a power of two:
# the products are exact)
SMALL = 0.0009765625


@dataclass
class UpstreamFinding:
    kind: str  # one of ORDER
    output: int  # index of the output whose backward broke the rule
    fraction: float  # share of the grid's rows where it shows


def upstream_finding(X: torch.Tensor, raw, selected: list, elementwise: bool) -> Optional[UpstreamFinding]:
    """The first rule of the chain rule that the backward breaks on the grid, or None."""
    outputs = as_tuple(raw)
    for index in selected:
        found = _check_output(X, outputs[index], elementwise)
        if found is not None:
            kind, fraction = found
            return UpstreamFinding(kind, index, fraction)
    return None


def _check_output(X: torch.Tensor, out: torch.Tensor, elementwise: bool):
    # the unit upstream of a row sums to 1 over its features (the curves plot a row's mean);
    # out has one row per grid point
    unit = (torch.ones_like(out) / (out.numel() // len(out))).detach()
    once = _gradient(X, out, unit)
    if once is None:  # this output gives X no gradient: nothing to say about it
        return None
    # One graph: X has a gradient for every upstream once it has one for the unit upstream.
    # Two rows are too few for mixes: the probe cannot tell a coupled subject with two.
    checks = (("random", lambda: _rows_differ(_gradient(X, out, unit), once)),
              ("ignores", lambda: _nonzero_rows(_gradient(X, out, torch.zeros_like(unit)))),
              ("not_proportional", lambda: _not_proportional(X, out, unit, once)),
              ("mixes", lambda: _mixes(X, out, unit) if elementwise and len(out) > 2 else None),
              ("negative", lambda: _rows_differ(_gradient(X, out, -unit), -once)))
    for kind, check in checks:
        fraction = check()
        if fraction:
            return kind, fraction
    return None


def _not_proportional(X: torch.Tensor, out: torch.Tensor, unit: torch.Tensor, once: torch.Tensor) -> float:
    """Share of rows whose gradient does not follow grad_output doubled or made SMALL times
    smaller (powers of two: the products are exact)."""
    return max(_rows_differ(_gradient(X, out, scale * unit), scale * once) for scale in (2.0, SMALL))


def _gradient(X: torch.Tensor, out: torch.Tensor, upstream: torch.Tensor) -> Optional[torch.Tensor]:
    # A copy: a backward that changes grad_output in place must not change the next upstream.
    (gradient,) = torch.autograd.grad(out, X, upstream.clone(), retain_graph=True, allow_unused=True)
    return None if gradient is None else gradient.detach().reshape(X.shape[0], -1)[:, :COLUMNS]


def _rows_differ(a: torch.Tensor, b: torch.Tensor) -> float:
    """Share of rows where a and b are not the same numbers (NaN equal to NaN), each within RTOL of
    the largest finite |b| (an Inf or NaN in b sets no scale)."""
    scale = float(torch.where(torch.isfinite(b), b.abs(), torch.zeros_like(b)).max())
    close = torch.isclose(a, b, rtol=RTOL, atol=RTOL * scale, equal_nan=True)
    return float((~close.all(dim=1)).double().mean())


def _nonzero_rows(gradient: torch.Tensor) -> float:
    """Share of rows with a finite nonzero gradient (NaN where f is undefined says nothing)."""
    return float(((gradient != 0) & torch.isfinite(gradient)).any(dim=1).double().mean())


def _mixes(X: torch.Tensor, out: torch.Tensor, unit: torch.Tensor) -> float:
    """Share of the other rows that get a gradient from grad_output at one row only (the middle one:
    a backward that mixes rows one way only still reaches half of them)."""
    middle = len(out) // 2
    one_hot = torch.zeros_like(unit)
    one_hot[middle] = unit[middle]
    gradient = _gradient(X, out, one_hot)
    reached = ((gradient != 0) & torch.isfinite(gradient)).any(dim=1)
    return float(torch.cat([reached[:middle], reached[middle + 1:]]).double().mean())
