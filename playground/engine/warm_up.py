"""The engine's first judgement, made before it says it is ready.

The first judgement imports what torch loads lazily (sympy, through torch.autograd.grad: about
0.7 s here; forward mode's decompositions, about 0.1 s); made on a built-in Function at start-up —
one with a jvp and a vmap rule, so every check of engine/judge/extra_checks.py runs once — it
leaves the user's first edit, and the first edit after a restart, as fast as any other.
"""
from __future__ import annotations

import gc

import torch

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.limits import release_user_memory

WARM_UP_SOURCE = """
import torch

class WarmUp(torch.autograd.Function):
    generate_vmap_rule = True

    @staticmethod
    def forward(x):
        return x * x

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        ctx.save_for_backward(x)
        ctx.save_for_forward(x)

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 2 * x * grad_output

    @staticmethod
    def jvp(ctx, x_tangent):
        x, = ctx.saved_tensors
        return 2 * x * x_tangent
"""

def warm_up() -> None:
    """Judge a small Function once, then set the engine's own objects aside for good."""
    run_check(protocol.CompileRequest(request_id=0, source=WARM_UP_SOURCE, points=11, filename="<warm-up>"))
    # The first optimizer imports torch._dynamo (about 2.7 s here): pay it before "ready", not
    # when the user first presses Train.
    torch.optim.Adam([torch.zeros(1, requires_grad=True)])
    release_user_memory()
    # torch's objects live as long as the engine: leaving them out of every later collection
    # makes release_user_memory() cost microseconds instead of a quarter of a second.
    gc.freeze()
