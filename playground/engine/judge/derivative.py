"""The derivative the user's backward claims, its second derivative, and autograd's own answer.

Along the probe's path, row i of the input is x_i times ones, so the derivative of output row i
with respect to x_i is the sum over the input's features of the gradient that backward returns
when the output's gradient is 1 (divided among the output's features, whose mean is the curve).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np
import torch

from playground.engine.judge.callers import Caller, as_tuple
from playground.engine.judge.placement import to_numpy
from playground.engine.usercode.calls import OwnOperations, apply_hook


@dataclass
class ClaimedDerivative:
    first: np.ndarray
    second: Optional[np.ndarray]  # None where backward cannot be differentiated again
    no_gradient: bool = False  # backward returned None for x: no gradient at all


def output_gradient(out: torch.Tensor) -> torch.Tensor:
    """The upstream gradient whose backward gives the path derivative of the output's row means."""
    features = out[0].numel() if out.dim() > 1 else 1
    return torch.full_like(out, 1.0 / features)


def path_sum(gradient: torch.Tensor) -> torch.Tensor:
    """A gradient summed over each row's features: the derivative along the path x_i times ones."""
    return gradient.reshape(gradient.shape[0], -1).sum(dim=1)


def claimed_derivatives(X: torch.Tensor, raw, selected: list) -> list:
    """One ClaimedDerivative per selected output of ``raw`` (computed from leaf X)."""
    outputs = as_tuple(raw)
    return [_claimed(X, outputs[index]) for index in selected]


def _claimed(X: torch.Tensor, out: torch.Tensor) -> ClaimedDerivative:
    # The upstream gradient requires grad, as in a real double backward: then a backward marked
    # @once_differentiable refuses to be differentiated again instead of looking constant.
    upstream = output_gradient(out).requires_grad_()
    try:
        (gradient,) = torch.autograd.grad(out, X, upstream, retain_graph=True, create_graph=True,
                                          allow_unused=True)
        can_differentiate_again = True
    except Exception:
        # Some backwards only work without a graph of their own (e.g. they call numpy()):
        # then there is no second derivative, and any real error shows in this second attempt.
        (gradient,) = torch.autograd.grad(out, X, upstream, retain_graph=True, allow_unused=True)
        can_differentiate_again = False
    if gradient is None:
        zeros = np.zeros(X.shape[0])
        return ClaimedDerivative(zeros, zeros.copy(), no_gradient=True)
    first = path_sum(gradient)
    second = _second(X, first) if can_differentiate_again else None
    return ClaimedDerivative(to_numpy(first), second)


def _refuses_double_backward(tensor: torch.Tensor, limit: int = 200) -> bool:
    """Is there an @once_differentiable error node in the tensor's graph? (It hangs off detached
    copies, so differentiating with respect to x alone would never reach it.)"""
    seen, todo = set(), [tensor.grad_fn]
    while todo and len(seen) < limit:
        node = todo.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        if type(node).__name__ in ("Error", "DelayedError"):
            return True
        todo.extend(next_node for next_node, _ in node.next_functions)
    return False


def _second(X: torch.Tensor, first: torch.Tensor) -> Optional[np.ndarray]:
    if not first.requires_grad:  # backward's result does not depend on x through autograd
        return np.zeros(first.shape[0])
    if _refuses_double_backward(first):
        return None
    try:
        (gradient,) = torch.autograd.grad(first, X, torch.ones_like(first), retain_graph=True,
                                          allow_unused=True)
    except Exception:  # @once_differentiable, or a backward autograd cannot go through
        return None
    if gradient is None:
        return np.zeros(first.shape[0])
    return to_numpy(path_sum(gradient))


def autograd_derivatives(caller: Caller, x: torch.Tensor, selected: list,
                         module_name: str) -> list:
    """What autograd gives for the forward's own operations, the custom backward left out:
    a list with an array or None (not differentiable by autograd) per selected output."""
    X = caller.rows(x).requires_grad_()
    try:
        with apply_hook(OwnOperations(module_name)):
            outputs = as_tuple(caller.call(X.clone()))
    except Exception:  # e.g. numpy() on a tensor that requires grad: not autograd's to follow
        return [None] * len(selected)
    return [_own(X, outputs[index] if index < len(outputs) else None) for index in selected]


def _own(X: torch.Tensor, out) -> Optional[np.ndarray]:
    if not (isinstance(out, torch.Tensor) and out.requires_grad and out.dtype.is_floating_point
            and out.dim() >= 1 and out.shape[0] == X.shape[0]):
        return None
    try:
        (gradient,) = torch.autograd.grad(out, X, output_gradient(out), allow_unused=True)
    except Exception:
        return None
    if gradient is None:
        return None
    return to_numpy(path_sum(gradient))
