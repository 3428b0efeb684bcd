"""The autograd graph behind a training run's loss (what torchviz draws), the answer to
GraphRequest: GraphData, its GraphNode list and the GraphCut parameters it does not reach."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from playground.protocol.errors import ErrorInfo
from playground.protocol.tensors import TensorValue


@dataclass
class GraphNode:
    """One node of the autograd graph behind the loss."""

    id: int
    label: str  # "MyReLUBackward", "AddmmBackward0", "AccumulateGrad", "fc1.weight", "… 12 more"
    kind: str  # "function" | "user_function" | "accumulate" | "leaf" | "collapsed"
    requires_grad: bool
    shape: Optional[tuple[int, ...]] = None  # of the tensor the node makes (a leaf: the tensor itself)
    param_name: Optional[str] = None  # a leaf that is a parameter of the model
    gets_grad: bool = False  # a leaf whose ``.grad`` the backward pass fills
    folded: int = 0  # a "collapsed" node: how many nodes it stands for
    # The numbers of the batch the graph was built on (a training run's graph; None elsewhere and
    # on a folded node): what the node made (a leaf: the tensor), and the gradient that reached it
    # in that batch's backward (a leaf and its AccumulateGrad: the leaf's gradient, its norm among
    # the summary's figures). A scalar is sent whole, a bigger tensor as its summary.
    value: Optional[TensorValue] = None
    grad: Optional[TensorValue] = None


@dataclass
class GraphCut:
    """A parameter of the model that the graph does not reach, so it gets no ``.grad``."""

    param_name: str
    shape: tuple[int, ...]
    reason: str  # "detached" (requires grad, not reached: detach / no_grad) | "frozen" (requires_grad=False)
    message: str  # English, e.g. "not in the graph (detached / no_grad)"


@dataclass
class GraphData:
    """The autograd graph from ``loss.grad_fn`` back to the leaves (what torchviz draws).

    Sent once per training run after its first step (``request_id`` of the TrainRequest), and
    in answer to a GraphRequest. Node 0 is ``loss.grad_fn``; edges go (parent, child) from the
    loss towards the leaves. At most about 200 nodes: longer chains are folded into "collapsed"
    nodes and ``hidden`` counts the nodes folded away.
    """

    request_id: int
    nodes: list[GraphNode]
    edges: list[tuple[int, int]]
    cuts: list[GraphCut] = field(default_factory=list)
    hidden: int = 0
    error: Optional[ErrorInfo] = None  # why there is no graph (user code raised, no step yet...)
