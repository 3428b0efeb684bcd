"""Which inputs the jvp check moves: every floating tensor the subject takes, not only those the
code's call marks ``requires_grad``.

gradcheck differentiates what the call lets autograd follow; forward mode is asked about every
direction (torch.func.jvp, jacfwd and forward_ad accept a tangent for any floating input, whatever
the call did), so a jvp wrong only along a second tensor the call held fixed is wrong for anyone who
moves it. The grid's setup (callers.gradcheck_setup) holds such tensors fixed; here they are
inputs too. At the call's inputs (no grid) the Jacobian's own inputs are every floating tensor.
"""
from __future__ import annotations

from typing import Optional

import torch

from playground.engine.judge import placement
from playground.engine.judge.callers import as_tuple, seeded
from playground.engine.judge.gradcheck import CheckSetup


def every_floating_input(caller, setup: CheckSetup, selected: list, generator: torch.Generator) -> CheckSetup:
    """``setup`` with the floating tensors it holds fixed as inputs too (a Function's caller; a
    Module's setup is returned as it is: its floating tensors are its input and parameters)."""
    plan = getattr(caller, "plan", None)
    if plan is None or not setup.inputs:
        return setup
    X = setup.inputs[0].detach()
    varied = dict(zip(setup.names[1:], setup.inputs[1:]))
    names, inputs, fixed, moves = ["x"], [X.clone().requires_grad_()], [], []
    for spec, extra in zip(plan.tensor_specs, plan.extras_for(X)):
        value = _value(spec, extra, varied, X, generator)
        floating = isinstance(value, torch.Tensor) and value.dtype.is_floating_point
        if floating:
            names.append(spec.name)
            inputs.append(value.detach().clone().requires_grad_())
        fixed.append(value)
        moves.append(floating)
    if len(inputs) == len(setup.inputs):
        return setup

    def fn(x, *moved):
        supplied = iter(moved)
        current = [next(supplied) if move else value for move, value in zip(moves, fixed)]
        args, kwargs = plan.arguments(x.clone(), current)
        with seeded(device=caller.device):
            outputs = as_tuple(plan.cls.apply(*args, **kwargs))
        return tuple(outputs[i] for i in selected)

    return CheckSetup(inputs, names, fn)


def _value(spec, extra, varied: dict, X: torch.Tensor, generator: torch.Generator):
    """The tensor the grid's gradcheck gives this argument: its own where it varies it, a positive
    random one where it is shaped like x (as callers.gradcheck_setup draws it), else the plan's."""
    if spec.name in varied:
        return varied[spec.name]
    if spec.value is None:
        return 0.5 + placement.rand(X.shape, generator, X.dtype, X.device)
    return extra


def at_call(probed, selected: list) -> Optional[CheckSetup]:
    """The subject at the code's own call with every floating tensor of the Jacobian as an input."""
    if not probed.inputs:
        return None
    inputs = [t.detach().clone().requires_grad_() for t in probed.inputs]

    def fn(*tensors):
        outputs = as_tuple(probed.call(*tensors))
        return tuple(outputs[i] for i in selected)

    return CheckSetup(inputs, list(probed.names), fn)
