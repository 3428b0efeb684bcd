"""The engine's warm-up: what the first check needs before "ready", the rest while it idles after.

The first judgement imports what torch loads lazily: sympy, through torch.autograd.grad (about
0.5 s here), which every check needs; forward mode's decompositions (about 0.7 s) for a jvp
staticmethod; torch._dynamo (about 1.9 s: torch.func.vjp disables compiled autograd through it,
and the first optimizer imports it) for the setup_context style's torch.func and vmap checks and
for training. A check of a Function in the classic style (most lessons) needs only the first, so
the engine judges one such Function and says it is ready (``warm_for_first_check``); the rest
comes in steps (``LATER_STEPS``) that the server runs only while no request waits
(engine/server.py), so a request that comes meanwhile is answered first, importing on its own what
it needs and the steps not yet run have not. Each step leaves the user's first edit, and the
first edit after a restart, as fast as any other once it ran.
"""
from __future__ import annotations

import contextlib
import gc
import sys
from typing import Callable

import torch

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.judge.forward_mode import forward_ad_ready
from playground.engine.judge.opcheck import ready_for_custom_ops
from playground.engine.limits import release_user_memory

# The classic style: no jvp, no vmap rule, so no check of it imports forward mode or torch._dynamo.
FIRST_CHECK_SOURCE = """
import torch

class WarmUp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 2 * x * grad_output
"""

# One with a jvp and a vmap rule, so every check of engine/judge/extra_checks.py runs once.
EVERY_CHECK_SOURCE = """
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


def warm_for_first_check() -> None:
    """Judge a classic-style Function once, then set the engine's own objects aside."""
    _judge(FIRST_CHECK_SOURCE)
    freeze_engine_objects()


def warm_up() -> None:
    """Everything at once, for callers that time checks and training (benchmarks)."""
    warm_for_first_check()
    for step in LATER_STEPS:
        step()


def _judge(source: str) -> None:
    run_check(protocol.CompileRequest(request_id=0, source=source, points=11, filename="<warm-up>"))


def judge_every_check() -> None:
    """The jvp, torch.func and vmap checks once (torch._dynamo comes with torch.func.vjp). The
    global random state is left as the user's last request left it."""
    state = torch.get_rng_state()
    try:
        _judge(EVERY_CHECK_SOURCE)
    finally:
        torch.set_rng_state(state)


def ready_to_train() -> None:
    """What Train's first press would import: the training run's modules and an optimizer (the
    first one imports torch._dynamo, paid already by judge_every_check when it ran first)."""
    import playground.engine.train.run  # noqa: F401

    torch.optim.Adam([torch.zeros(1, requires_grad=True)])


def ready_to_run_examples() -> None:
    """Run Example's modules: the recorder and the script runner."""
    import playground.engine.example.run  # noqa: F401


def freeze_engine_objects() -> None:
    """Collect what the warm-up left, then leave every object alive now out of later collections:
    torch's objects live as long as the engine, and frozen they make release_user_memory() cost
    milliseconds instead of a quarter of a second."""
    release_user_memory()
    gc.freeze()


# Words of a source whose check runs forward mode or torch.func (a jvp staticmethod, the
# setup_context style): its request runs the two steps that import them before its clock starts.
EVERY_CHECK_WORDS = ("setup_context", "jvp", "vmap", "torch.func", "functorch")


# Words of a source that defines a custom op: its first call imports torch._dynamo, opcheck its tests.
CUSTOM_OP_WORDS = ("custom_op", "torch.library")


def steps_before_check(source: str) -> tuple[Callable[[], None], ...]:
    """The later steps a check of ``source`` would otherwise run inside its time limit (the
    client's clock starts with its first phase): about 2.6 s here, 5 on a loaded machine."""
    steps: tuple[Callable[[], None], ...] = ()
    if any(word in source for word in EVERY_CHECK_WORDS):
        steps += (forward_ad_ready, judge_every_check)
    if any(word in source for word in CUSTOM_OP_WORDS):
        steps += (ready_for_custom_ops,)
    return steps


# In the order a user is likely to need them, each short (the longest, torch._dynamo's import,
# about 2 s): a request that comes while one runs waits for that one only. The last freezes what
# the others imported.
LATER_STEPS: tuple[Callable[[], None], ...] = (
    forward_ad_ready, judge_every_check, ready_to_train, ready_to_run_examples, ready_for_custom_ops,
    freeze_engine_objects)


def run_quietly(step: Callable[[], None]) -> None:
    """Run a later step with what it prints (an import's warning) on the engine's own stderr, not
    in the capture whose text goes to the window's console as the user's output."""
    with contextlib.redirect_stdout(sys.__stderr__), contextlib.redirect_stderr(sys.__stderr__):
        step()
