"""torch.library.opcheck on a custom op, in words: its schema, its autograd registration, its fake
implementation (what torch.compile and export trace with) and tracing by the AOT dispatcher.

opcheck runs the op on sample arguments: the probe's own, at gradcheck's random points in float64.
Its first run in an engine imports what it needs, and an op's first call imports torch._dynamo:
3.4 s and 2.5 s of lesson 17's first check (7.0 s on a loaded machine, past the window's 5 s),
0.1-0.4 s once imported. ``ready_for_custom_ops`` pays both before the clock (engine/warm_up.py).
"""
from __future__ import annotations

import warnings

import torch

from playground.engine.judge.outcomes import check_failed, check_passed
from playground.protocol import CheckOutcome
from playground.vocabulary import CheckName

TESTS = ("test_schema", "test_autograd_registration", "test_faketensor", "test_aot_dispatch_dynamic")


OPCHECK_NAME = "torch.library.opcheck"  # as the time limit's words name it
WARM_UP_OP = "playground_warm_up::square"  # a namespace no user file defines (theirs are renamed)
_warm = False


def ready_for_custom_ops() -> None:
    """Define, call and opcheck one custom op with an autograd registration, once per process:
    what a custom op's first check would otherwise import inside its time limit."""
    global _warm
    if _warm:
        return

    @torch.library.custom_op(WARM_UP_OP, mutates_args=())
    def square(x: torch.Tensor) -> torch.Tensor:
        return x * x

    @square.register_fake
    def _(x):
        return torch.empty_like(x)

    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return 2 * x * grad

    square.register_autograd(backward, setup_context=setup_context)
    x = torch.linspace(-1, 1, 3, dtype=torch.float64, requires_grad=True)
    square(x).sum().backward()
    check_op(square, [x.detach().clone().requires_grad_()], {}, "square")  # as the judge passes it
    _warm = True


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return (f"{type(error).__name__}: {lines[0]}" if lines else type(error).__name__)[:300]


def check_op(op, args: list, kwargs: dict, function: str) -> CheckOutcome:
    """The first of opcheck's tests that fails, worded; passed when all do."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            results = torch.library.opcheck(op, tuple(args), kwargs, test_utils=TESTS, raise_exception=False)
    except KeyboardInterrupt as interrupt:  # the time limit: its words say opcheck took the time
        interrupt.judge_work = {"check": OPCHECK_NAME}  # type: ignore[attr-defined]
        raise
    except Exception as error:
        return check_failed(CheckName.OPCHECK, "opcheck_raised", {"function": function, "text": _first_line(error)})
    for test in TESTS:
        result = results.get(test, "SUCCESS")
        if result != "SUCCESS":
            text = _first_line(result) if isinstance(result, BaseException) else str(result)[:300]
            return check_failed(CheckName.OPCHECK, "opcheck_failed",
                                {"function": function, "test": test, "text": text})
    return check_passed(CheckName.OPCHECK)
