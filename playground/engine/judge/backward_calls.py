"""The backward as the code's own training step calls it: once per forward, with a grad_output of its own.

A backward may legally write into the grad_output it is handed (flash-attention builds its input's
gradient in the incoming residual gradient: ``grad_input = grad_residual; grad_input.add_(...)``)
and may free what it saved after its first run (guided-diffusion's ``CheckpointFunction`` deletes
``ctx.input_tensors``: the memory saving is its point). A training step does neither harm: it runs
one backward per forward and never reads grad_output again. A judge that hands in one upstream
tensor and reads it afterwards, or back-propagates one graph once per Jacobian row, calls the code
in ways its code never is, and reports a correct backward as wrong. So here every backward gets a
fresh forward and a copy of its upstream gradients, and the judge compares against the copies it
kept; what the backward does to its inputs, or that a second run of one graph fails, is said in
words (``habits``), never as "differs".
"""
from __future__ import annotations

from typing import Callable, Optional

import torch

from playground.engine.judge import placement
from playground.engine.judge.callers import as_tuple
from playground.engine.usercode.diagnose import note
from playground.protocol import Note


def vjp(fn: Callable, inputs: list, upstream: list) -> list:
    """Jᵀ·v for every input, from a forward of its own (fn(*inputs)) and a copy of the upstream."""
    outputs = as_tuple(fn(*inputs))
    return list(torch.autograd.grad(outputs, inputs, [u.clone() for u in upstream], allow_unused=True))


def fresh_per_backward(fn: Callable) -> Callable:
    """fn, differentiable by a backward that runs fn's forward afresh at the same inputs each time it
    is called: torch's gradcheck back-propagates one graph once per Jacobian row, a backward that
    can run once per graph fails from the second row on. Only first derivatives: gradgradcheck
    differentiates the backward's own graph and is given fn itself."""

    def fresh(*inputs):
        return _FreshGraph.apply(fn, *inputs)

    return fresh


class _FreshGraph(torch.autograd.Function):
    @staticmethod
    def forward(ctx, fn, *inputs):
        ctx.fn = fn
        # The code's default device (torch.set_default_device) is a mode of this thread that the
        # backward does not inherit: its forward must run under the same one.
        ctx.device = torch.get_default_device()
        ctx.save_for_backward(*inputs)
        outputs = tuple(o.detach().clone() for o in as_tuple(fn(*inputs)))
        return outputs if len(outputs) > 1 else outputs[0]

    @staticmethod
    def backward(ctx, *grad_outputs):
        leaves = [t.detach().requires_grad_(t.requires_grad) for t in ctx.saved_tensors]
        with torch.enable_grad(), torch.device(ctx.device):
            outputs = as_tuple(ctx.fn(*leaves))
        pairs = [(o, g) for o, g in zip(outputs, grad_outputs) if o.requires_grad and g is not None]
        wanted = [leaf for leaf in leaves if leaf.requires_grad]
        found = iter(torch.autograd.grad([o for o, _ in pairs], wanted, [g.clone() for _, g in pairs],
                                         allow_unused=True) if pairs and wanted else [None] * len(wanted))
        return (None,) + tuple(next(found) if leaf.requires_grad else None for leaf in leaves)


# ----------------------------------------------------------------------------- habits


def habits(fn: Callable, inputs: list, upstream: list) -> list:
    """What the backward does that a training step never notices: "writes_grad_output" (it changes
    the grad_output it is handed) and "once_per_graph" (a second backward of one graph raises where
    a fresh forward's backward runs)."""
    found = []
    outputs = as_tuple(fn(*inputs))
    handed = [u.clone() for u in upstream]
    torch.autograd.grad(outputs, inputs, handed, retain_graph=True, allow_unused=True)
    if any(not torch.equal(h, u) for h, u in zip(handed, upstream)):
        found.append("writes_grad_output")
    if _second_run_fails(outputs, inputs, upstream) and _fresh_run_works(fn, inputs, upstream):
        found.append("once_per_graph")
    return found


def _second_run_fails(outputs: tuple, inputs: list, upstream: list) -> bool:
    try:
        torch.autograd.grad(outputs, inputs, [u.clone() for u in upstream], allow_unused=True)
    except Exception:
        return True
    return False


def _fresh_run_works(fn: Callable, inputs: list, upstream: list) -> bool:
    try:
        vjp(fn, inputs, upstream)
    except Exception:
        return False
    return True


def habit_codes(setup, generator: torch.Generator) -> Optional[list]:
    """habits() at a CheckSetup's points with random upstreams, or None where the backward fails."""
    try:
        with torch.no_grad():
            shapes = [(o.shape, o.dtype, o.device) for o in as_tuple(setup.fn(*setup.inputs))]
        upstream = [placement.randn(shape, generator, dtype, device) for shape, dtype, device in shapes]
        return habits(setup.fn, setup.inputs, upstream)
    except Exception:
        return None


def habit_notes(setup, generator: torch.Generator, function: str, already: list) -> list[Note]:
    """A note in words for each habit of the backward at a CheckSetup's points (none already in
    ``already``, the probe's notes)."""
    have = {remark.code for remark in already}
    remarks = {"writes_grad_output": lambda: note("backward_writes_grad_output", function=function),
               "once_per_graph": lambda: note("backward_once_per_graph", function=function)}
    return [remark for remark in (remarks[code]() for code in habit_codes(setup, generator) or [])
            if remark.code not in have]
