"""The answer to ExampleRequest: ExampleResult, the code's example run with each backward call it
made recorded (BackwardGraph): its nodes (ExampleNode) and leaves (ExampleLeaf) with their numbers."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from playground.protocol.errors import ErrorInfo
from playground.protocol.probe import Note
from playground.protocol.tensors import TensorValue


@dataclass
class ExampleNode:
    """One node of a recorded backward call: the autograd node, what made it and its numbers.

    ``grad_output`` holds what reached the node (one entry per output of its forward) and
    ``grad_inputs`` what it sent on (one entry per input, in the order of ``inputs``); a None
    entry is no gradient at all, which is not a gradient of zero. ``order`` is the node's place
    in the order autograd ran the nodes (0 first), None when it did not run."""

    id: int
    label: str  # "custom_tanhBackward", "MulBackward0", "AccumulateGrad"
    kind: str  # "function" | "user_function" (a Python autograd.Function) | "accumulate"
    line: Optional[int] = None  # the line of the code that made it
    name: str = ""  # how the code names its output ("y", "L"); an AccumulateGrad: its leaf's name
    value: Optional[TensorValue] = None  # its forward output, where known
    grad_output: list[Optional[TensorValue]] = field(default_factory=list)
    grad_inputs: list[Optional[TensorValue]] = field(default_factory=list)
    inputs: list[Optional[int]] = field(default_factory=list)  # node id per input; None: needs no gradient
    order: Optional[int] = None
    # The code's own Function: what autograd of its forward's own operations would send to each
    # tensor argument for the same grad_output, beside what its backward sent; empty elsewhere.
    autograd_inputs: list[Optional[TensorValue]] = field(default_factory=list)


@dataclass
class ExampleLeaf:
    """A tensor the graph ends at, or that the code names and the graph does not reach."""

    name: str  # "X", "layer.weights", or "tensor (2, 3)" when the code gives it no name
    shape: tuple[int, ...]
    requires_grad: bool
    node: Optional[int] = None  # its AccumulateGrad node; None: not in this graph
    value: Optional[TensorValue] = None
    grad: Optional[TensorValue] = None  # .grad right after this call (torch.autograd.grad: what it returned); None: none
    cut: str = ""  # "detach" | "no_grad": made from a tensor that requires grad, cut off from its graph


@dataclass
class BackwardGraph:
    """One backward call of the example, recorded: its graph from the root to the leaves, with
    edges (parent, child) from the root towards the leaves."""

    call: int  # which backward call of the example, from 1
    kind: str  # "backward" (.backward(), torch.autograd.backward) | "grad" (torch.autograd.grad)
    line: Optional[int]  # the line that called it
    root: str  # what it was called on, as the code names it ("L", "loss"), else its node's label
    nodes: list[ExampleNode]
    edges: list[tuple[int, int]]
    leaves: list[ExampleLeaf]
    hidden: int = 0  # nodes beyond the recording limit: in the graph, not recorded
    error: Optional[ErrorInfo] = None  # the call raised (a backward of the code failed)


@dataclass
class ExampleResult:
    """The answer to ExampleRequest: the last recorded backward calls, in the order made."""

    request_id: int
    graphs: list[BackwardGraph]
    calls: int  # backward calls the example made in all
    recorded: int  # how many of them were recorded (the others only counted, to keep the example fast)
    output: str  # what the example printed
    errors: list[ErrorInfo] = field(default_factory=list)
    elapsed: float = 0.0
    output_dropped: int = 0
    # How the text was read, for the console: a code of playground.codes (NOTES), e.g.
    # stray_space_forgiven, with its parameters and English.
    notes: list[Note] = field(default_factory=list)
