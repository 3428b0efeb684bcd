"""The numbers of one batch on the training model's graph: each node's value and the gradient that
reached it, each parameter's value and gradient (its norm among the summary's figures).

An autograd node keeps no reference to the tensor it made, so the values are caught while the
graph's forward pass runs (``logged_outputs``): a TorchFunctionMode sees torch's operations and
the apply hook the user's own Functions, which modes do not see; each output is kept by its node,
and so is each input that has a node (a Function applied through an ``apply`` bound before the
hook, as the toy models do, is seen when the next operation takes its output).
The gradients come from one more backward pass of that graph with ``torch.autograd.grad`` on the
leaves the walk reached (``gradients``): it fills no ``.grad``, so the training does not change,
and a pre-hook on every node but AccumulateGrad (which outlives the graph) sees what reached it.
Numbers cross as protocol.TensorValue: a scalar whole, any other tensor as its summary (min,
mean, max, norm), so a graph of 200 nodes stays a few kilobytes.
"""
from __future__ import annotations

import contextlib
from typing import Optional

import torch
from torch.overrides import TorchFunctionMode

from playground.engine.train.tensor_values import tensor_value
from playground.engine.usercode.calls import apply_hook, original_apply
from playground.protocol import TensorValue

MAX_ELEMENTS = 1  # sent whole up to this many elements; beyond, the summary
MAX_OUTPUTS = 20_000  # outputs kept at most (the graph walk's own limit)


class _OutputLog(TorchFunctionMode):
    """Every operation called as it is; its output kept by the autograd node that made it."""

    def __init__(self) -> None:
        super().__init__()
        self.outputs: dict = {}  # autograd node -> its (first) output, detached

    def __torch_function__(self, func, types, args=(), kwargs=None):
        self.note(args)
        out = func(*args, **(kwargs or {}))
        self.note(out)
        return out

    def on_apply(self, cls, args, kwargs):
        """The apply hook: a Function's call, its output kept like an operation's."""
        out = original_apply(cls, *args, **kwargs)
        self.note(out)
        return out

    def note(self, tensors) -> None:
        """Keep the tensors among ``tensors`` (one, or a tuple or list of them, one level deep)
        by their node: its first output where the node has several."""
        items = tensors if isinstance(tensors, (tuple, list)) else (tensors,)
        for item in items:
            for tensor in (item if isinstance(item, (tuple, list)) else (item,)):
                if not isinstance(tensor, torch.Tensor) or tensor.grad_fn is None:
                    continue
                node = tensor.grad_fn
                kept = self.outputs.get(node)
                if kept is None and len(self.outputs) >= MAX_OUTPUTS:
                    continue
                if kept is None or (kept.output_nr != 0 and tensor.output_nr == 0):
                    self.outputs[node] = tensor.detach()


@contextlib.contextmanager
def logged_outputs():
    """Inside the block, the outputs of torch's operations and of the code's Functions are kept
    by their autograd node (``log.outputs``); nothing they compute changes."""
    log = _OutputLog()
    with apply_hook(log.on_apply), log:
        yield log


def numbers_of(tensor: Optional[torch.Tensor]) -> Optional[TensorValue]:
    """A tensor as the graph carries it: a scalar whole, a bigger one as its summary."""
    return tensor_value(tensor, MAX_ELEMENTS)


def value_of(node, outputs: dict) -> Optional[TensorValue]:
    """What ``node`` made in the forward pass, if the log saw it (an operation inside another,
    such as the transpose inside a linear layer, is not seen)."""
    return numbers_of(outputs.get(node))


def gradients(loss: torch.Tensor, nodes: dict, leaves: dict) -> tuple[dict, dict]:
    """({our id: what reached that node}, {our id: the leaf's gradient}) for one backward pass of
    ``loss``'s graph. ``nodes``: {our id: autograd node}; ``leaves``: {our id: leaf tensor}. No
    ``.grad`` is filled; a leaf the pass does not reach has None."""
    reached: dict = {}
    handles = []

    def keeper(node_id: int):
        def hook(grad_outputs):
            first = grad_outputs[0] if grad_outputs else None
            reached[node_id] = numbers_of(first)
        return hook

    for node_id, node in nodes.items():
        if type(node).__name__ != "AccumulateGrad":  # it outlives the graph: no hook on it
            handles.append(node.register_prehook(keeper(node_id)))
    ids, tensors = list(leaves), list(leaves.values())
    try:
        grads = torch.autograd.grad(loss, tensors, allow_unused=True) if tensors else ()
    finally:
        for handle in handles:
            handle.remove()
    return reached, {node_id: numbers_of(grad) for node_id, grad in zip(ids, grads)}
