"""The autograd graph behind a loss, as plain data: what torchviz draws, without Graphviz.

The walk starts at ``loss.grad_fn`` and follows ``next_functions`` to the leaves. A node is named
by its type, so the user's Function shows as e.g. ``MyReLUBackward``; an ``AccumulateGrad`` node
leads to its leaf tensor (``.variable``), which is named after the model's parameter when it is
one. A parameter that requires grad but that the walk never reaches was cut off by ``detach``
or ``no_grad``: it is reported as a cut, since it will get no ``.grad``.

A training run's graph also carries the numbers of its batch (graph_numbers.py): each node's
value and the gradient that reached it, each parameter's value and gradient.
"""
from __future__ import annotations

from collections import deque
from typing import Optional

import torch
from torch import nn

from playground.engine.train.graph_fold import fold_graph
from playground.engine.train.graph_numbers import gradients, logged_outputs, numbers_of, value_of
from playground.engine.usercode.errors import error_from_exception
from playground.protocol import ErrorInfo, GraphCut, GraphData, GraphNode

MAX_NODES = 200  # drawn at most; the rest is folded (graph_fold.py)
MAX_WALK = 20_000  # nodes visited at most: a loss built by a Python loop can be huge
DETACHED_MESSAGE = "not in the graph (detached / no_grad): gets no .grad"
FROZEN_MESSAGE = "requires_grad=False: frozen, gets no .grad"


def build_graph(loss: torch.Tensor, model: Optional[nn.Module], request_id: int,
                max_nodes: int = MAX_NODES, outputs: Optional[dict] = None) -> GraphData:
    """The graph from ``loss.grad_fn`` back to the leaves, with the cuts among ``model``'s
    parameters. A loss without a grad_fn gives a graph without nodes (every parameter cut).
    With ``outputs`` (graph_numbers.logged_outputs' log of the forward pass that made ``loss``)
    every node gets its numbers, at the cost of one backward pass that fills no ``.grad``."""
    names = {id(p): name for name, p in model.named_parameters()} if model is not None else {}
    walk = _Walk(names)
    if loss.grad_fn is not None:
        walk.run(loss.grad_fn)
        if outputs is not None:
            walk.add_numbers(loss, outputs)
    nodes, edges, hidden = fold_graph(walk.nodes, walk.edges, max_nodes)
    hidden += walk.unvisited
    cuts = parameter_cuts(model, walk.reached_leaves) if model is not None else []
    return GraphData(request_id, nodes, edges, cuts, hidden)


def parameter_cuts(model: nn.Module, reached: set) -> list[GraphCut]:
    """Every parameter of ``model`` that the loss's graph does not reach (``reached`` holds the
    ids of the leaf tensors it does)."""
    cuts = []
    for name, parameter in model.named_parameters():
        shape = tuple(parameter.shape)
        if not parameter.requires_grad:
            cuts.append(GraphCut(name, shape, "frozen", FROZEN_MESSAGE))
        elif id(parameter) not in reached:
            cuts.append(GraphCut(name, shape, "detached", DETACHED_MESSAGE))
    return cuts


class _Walk:
    """Breadth first from the root; node ids in the order found (the root is 0)."""

    def __init__(self, parameter_names: dict):
        self.parameter_names = parameter_names
        self.nodes: list[GraphNode] = []
        self.edges: list[tuple[int, int]] = []
        self.reached_leaves: set = set()  # id() of the leaf tensors that get .grad
        self.unvisited = 0  # nodes beyond MAX_WALK
        self._ids: dict = {}  # autograd node → our id (the same Python object while the graph lives)
        self.leaf_tensors: dict = {}  # our id of a leaf → the tensor

    def run(self, root) -> None:
        queue = deque([root])
        self._ids[root] = self._add(root)
        while queue:
            node = queue.popleft()
            parent = self._ids[node]
            for child, _ in getattr(node, "next_functions", ()):
                if child is None:  # an input that does not require grad: no edge
                    continue
                if child not in self._ids:
                    if len(self._ids) >= MAX_WALK:
                        self.unvisited += 1
                        continue
                    self._ids[child] = self._add(child)
                    queue.append(child)
                self.edges.append((parent, self._ids[child]))

    def add_numbers(self, loss: torch.Tensor, outputs: dict) -> None:
        """Each node's value (from ``outputs``) and the gradient that reached it; each leaf's
        value and gradient (an AccumulateGrad node: what reached it, its leaf's gradient)."""
        by_id = {node_id: node for node, node_id in self._ids.items()}
        reached, leaf_grads = gradients(loss, by_id, self.leaf_tensors)
        for node_id, node in by_id.items():
            self.nodes[node_id].value = value_of(node, outputs)
            self.nodes[node_id].grad = reached.get(node_id)
        accumulate_of = {child: parent for parent, child in self.edges if child in self.leaf_tensors}
        for leaf_id, tensor in self.leaf_tensors.items():
            self.nodes[leaf_id].value = numbers_of(tensor)
            self.nodes[leaf_id].grad = self.nodes[accumulate_of[leaf_id]].grad = leaf_grads.get(leaf_id)

    def _add(self, node) -> int:
        node_id = len(self.nodes)
        kind = node_kind(node)
        self.nodes.append(GraphNode(node_id, type(node).__name__, kind, True, output_shape(node)))
        if kind == "accumulate":
            self._add_leaf(node_id, getattr(node, "variable", None))
        return node_id

    def _add_leaf(self, accumulate_id: int, tensor: Optional[torch.Tensor]) -> None:
        """The leaf tensor that an AccumulateGrad node fills: its own node, below it."""
        if tensor is None:
            return
        self.reached_leaves.add(id(tensor))
        name = self.parameter_names.get(id(tensor))
        leaf_id = len(self.nodes)
        self.leaf_tensors[leaf_id] = tensor
        label = name or "tensor " + format_shape(tuple(tensor.shape))
        self.nodes.append(GraphNode(leaf_id, label, "leaf", bool(tensor.requires_grad),
                                    tuple(tensor.shape), name, bool(tensor.requires_grad)))
        self.edges.append((accumulate_id, leaf_id))


def node_kind(node) -> str:
    """"accumulate" (fills a leaf's .grad), "user_function" (a Python autograd.Function: the
    user's) or "function" (one of torch's own)."""
    if type(node).__name__ == "AccumulateGrad":
        return "accumulate"
    if getattr(type(node), "_forward_cls", None) is not None:
        return "user_function"
    return "function"


def output_shape(node) -> Optional[tuple]:
    """The shape of the tensor this node makes (the gradient it receives), where torch says."""
    try:
        metadata = node._input_metadata  # private API: missing on some versions, hence the guard
        return tuple(metadata[0].shape) if metadata else None
    except (AttributeError, IndexError, RuntimeError, TypeError):
        return None


def format_shape(shape: tuple) -> str:
    return "(" + ", ".join(str(n) for n in shape) + ")" if shape else "scalar"


def trainer_loss(trainer) -> Optional[torch.Tensor]:
    """The loss of the trainer's last batch, computed again as Trainer.step computes it (its
    model, loss function and L1/L2 penalty), or None before the first step. The caller keeps
    the random state untouched (a forward pass may draw random numbers).

    Reads the Trainer's internals ``_last_batch``, ``_loss_fn``, ``_forward``, ``_regularized``
    and ``_penalty``: the graph must be the one the training step builds."""
    batch = getattr(trainer, "_last_batch", None)
    if batch is None:
        return None
    x, y = batch
    loss = trainer._loss_fn(trainer._forward(x), y)
    if getattr(trainer, "_regularized", False):
        loss = loss + trainer._penalty()
    return loss


def graph_of_trainer(trainer, request_id: int) -> Optional[GraphData]:
    """The graph behind the trainer's loss on its last batch, with that batch's numbers (None
    before the first step). Runs user code (the forward pass and the backward pass again, no
    ``.grad`` filled): exceptions propagate to the caller."""
    with forked_rng(trainer.device):
        with logged_outputs() as log:
            loss = trainer_loss(trainer)
        if loss is None:
            return None
        return build_graph(loss, trainer.model, request_id, outputs=log.outputs)


def forked_rng(device: torch.device):
    """Random state restored afterwards, so drawing the graph never changes the training."""
    if device.type == "cpu":
        return torch.random.fork_rng(devices=[])
    return torch.random.fork_rng(devices=[device.index or 0], device_type=device.type)


def graph_message(trainer, request_id: int, filename: str = "<editor>") -> GraphData:
    """GraphData for a training run, never raising for user code: an exception of the forward
    pass, or no step yet, becomes its ``error`` (KeyboardInterrupt still propagates: it is Stop)."""
    try:
        data = graph_of_trainer(trainer, request_id)
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # the user's forward raised (or called sys.exit())
        return GraphData(request_id, [], [], error=error_from_exception(error, "train", filename))
    return data if data is not None else graph_not_ready(request_id)


def graph_not_ready(request_id: int) -> GraphData:
    """The answer while no model has made a step yet."""
    return GraphData(request_id, [], [], error=ErrorInfo(
        line=None, phase="train", type="NoGraph",
        message="The graph appears after the first training step: press Train or Step.",
        code="graph_not_ready"))
