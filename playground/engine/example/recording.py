"""One backward call, recorded: its graph, walked before it runs, and its numbers, caught by hooks.

Before the call the graph is walked from its roots (breadth first, at most ``MAX_NODES`` nodes),
and on every node a pre-hook catches what reaches it (grad_outputs) and the place it takes in
autograd's order, and a hook what it sends on (grad_inputs). The hooks return nothing, so they
change no gradient; they only keep references, which become numbers (values.py) once the call
returned, and are removed whatever happened. An AccumulateGrad node gets no hook: it outlives
the graph (a leaf keeps its own from one iteration to the next while a graph holds it), and a
removed hook leaves an empty hook list behind that autograd calls into on every later pass.
What reaches it is what its parents sent it, and it runs as soon as the last of them is done
(its sequence number is the highest: autograd's ready queue takes it first). The forward values come from the forward log, else
from a tensor the code names; leaves are the tensors the AccumulateGrad nodes fill, with their
``.grad`` right after the call, and the named tensors the graph does not reach.
"""
from __future__ import annotations

import ast
import itertools
import linecache
import time
from collections import deque
from dataclasses import dataclass, replace
from typing import Optional

import torch

from playground.engine.example.forward_log import ForwardLog
from playground.engine.example.names import Names
from playground.engine.example.own_grads import own_gradients
from playground.engine.example.values import frozen, tensor_value, thawed
from playground.engine.torch_private import torch_functions_disabled
from playground.engine.train.graph import format_shape, node_kind
from playground.protocol import BackwardGraph, ErrorInfo, ExampleLeaf, ExampleNode, TensorValue

MAX_NODES = 200  # nodes recorded at most; beyond, only counted
MAX_EXTRA_LEAVES = 32  # named tensors outside the graph that are listed
HOOK_COST = 2e-6  # seconds autograd takes to call a Python hook, beside the hook's own time


@dataclass
class NodeRecord:
    """A node of a finished call: its numbers still as tensors (or a leaf's as data already)."""

    id: int
    label: str
    kind: str
    line: Optional[int]
    name: str
    value: object  # a tensor, a TensorValue (a leaf's), or None
    grad_output: tuple
    grad_inputs: tuple
    inputs: list
    order: Optional[int]
    call: object = None  # forward_log.FunctionCall of the code's Function that made it

    def own_gradients(self) -> list:
        """What autograd of the Function's own forward sends, for the code's Function's node."""
        if self.kind != "user_function" or self.order is None:
            return []
        return own_gradients(self.call, self.grad_output) or []

    def data(self, max_elements: int, own: list) -> ExampleNode:
        value = self.value if isinstance(self.value, TensorValue) else tensor_value(self.value, max_elements)
        return ExampleNode(id=self.id, label=self.label, kind=self.kind, line=self.line, name=self.name,
                           value=value, grad_output=[tensor_value(g, max_elements) for g in self.grad_output],
                           grad_inputs=[tensor_value(g, max_elements) for g in self.grad_inputs],
                           inputs=self.inputs, order=self.order,
                           autograd_inputs=[tensor_value(g, max_elements) for g in own])


@dataclass
class FinishedCall:
    """A recorded call after it returned; ``data()`` makes the message's BackwardGraph."""

    call: int
    kind: str
    line: Optional[int]
    root: str
    nodes: list  # NodeRecord
    edges: list
    leaves: list  # ExampleLeaf, its value and grad still values.frozen (data in data())
    hidden: int
    error: Optional[ErrorInfo]
    max_elements: int

    def data(self) -> BackwardGraph:
        own = [node.own_gradients() for node in self.nodes]  # the code's forward runs: not disabled
        with torch_functions_disabled():  # the recorder's own operations: not the example's
            nodes = [node.data(self.max_elements, grads) for node, grads in zip(self.nodes, own)]
            leaves = [replace(leaf, value=thawed(leaf.value, self.max_elements),
                              grad=thawed(leaf.grad, self.max_elements)) for leaf in self.leaves]
        return BackwardGraph(call=self.call, kind=self.kind, line=self.line, root=self.root, nodes=nodes,
                             edges=self.edges, leaves=leaves, hidden=self.hidden, error=self.error)


class CallRecording:
    """The graph of one backward call and what its hooks caught."""

    def __init__(self, call: int, kind: str, line: Optional[int], roots: list, inputs: list,
                 names: Names, log: ForwardLog, max_elements: int):
        self.call, self.kind, self.line = call, kind, line
        self.roots, self.inputs = roots, inputs
        self.names, self.log, self.max_elements = names, log, max_elements
        self.nodes: list = []  # autograd nodes, by our id
        self.ids: dict = {}  # autograd node -> our id
        self.edges: list = []
        self._edge_set: set = set()
        self.node_inputs: list = []  # per node: our id of each input's node, or None
        self.hidden = 0
        self.order: dict = {}  # our id -> place in autograd's order
        self.grad_outputs: dict = {}
        self.grad_inputs: dict = {}
        self.hook_time = 0.0
        self._counter = itertools.count()
        self._accumulate_parents: dict = {}  # our id of an AccumulateGrad -> parents not done yet
        self._handles: list = []
        self._frozen: dict = {}  # id(tensor) -> (tensor, its values.frozen): one copy per tensor
        self._walk()

    # ------------------------------------------------------------------ before the call

    def _walk(self) -> None:
        queue: deque = deque()
        for root in self.roots:
            node = _node_of(root)
            if node is not None and node not in self.ids:
                self._add(node)
                queue.append(node)
        while queue:
            node = queue.popleft()
            parent = self.ids[node]
            children: list = []
            for child, _ in getattr(node, "next_functions", ()):
                if child is None:
                    children.append(None)
                    continue
                if child not in self.ids:
                    if len(self.nodes) >= MAX_NODES:
                        self.hidden += 1
                        children.append(None)
                        continue
                    self._add(child)
                    queue.append(child)
                children.append(self.ids[child])
                if (parent, self.ids[child]) not in self._edge_set:  # y*y: one edge, two inputs
                    self._edge_set.add((parent, self.ids[child]))
                    self.edges.append((parent, self.ids[child]))
            self.node_inputs[parent] = children

    def _add(self, node) -> None:
        self.ids[node] = len(self.nodes)
        self.nodes.append(node)
        self.node_inputs.append([])

    def add_hooks(self) -> None:
        for node_id, node in enumerate(self.nodes):
            if node_kind(node) == "accumulate":
                self._accumulate_parents[node_id] = set()
        for parent, child in self.edges:
            if child in self._accumulate_parents:
                self._accumulate_parents[child].add(parent)
        for node_id, node in enumerate(self.nodes):
            if node_id in self._accumulate_parents:
                continue
            try:
                self._handles.append(node.register_prehook(self._pre_hook(node_id)))
                self._handles.append(node.register_hook(self._post_hook(node_id)))
            except (RuntimeError, AttributeError, TypeError):
                continue  # a node that takes no hooks: its numbers stay unknown

    def _pre_hook(self, node_id: int):
        def caught(grad_outputs):
            started = time.perf_counter()
            self.order[node_id] = next(self._counter)
            self.grad_outputs[node_id] = tuple(grad_outputs)
            self.hook_time += time.perf_counter() - started + HOOK_COST
        return caught

    def _post_hook(self, node_id: int):
        accumulates = [child for child in set(self.node_inputs[node_id])
                       if child is not None and child in self._accumulate_parents]

        def caught(grad_inputs, grad_outputs):
            started = time.perf_counter()
            self.grad_inputs[node_id] = tuple(grad_inputs)
            for child in accumulates:  # the leaves this node was the last to feed run now
                waiting = self._accumulate_parents[child]
                waiting.discard(node_id)
                if not waiting and self.kind == "backward":
                    self.order[child] = next(self._counter)
            self.hook_time += time.perf_counter() - started + HOOK_COST
        return caught

    def remove_hooks(self) -> None:
        for handle in self._handles:
            handle.remove()
        self._handles.clear()

    # ------------------------------------------------------------------ after the call

    def finish(self, returned, error: Optional[ErrorInfo]) -> "FinishedCall":
        """What the call left, without its autograd nodes (the graph may go). What the example
        may still change in place — a leaf, its ``.grad`` — becomes numbers now; the forward
        values and the gradients the hooks caught (fresh tensors of autograd's) only when the
        call is among those kept (FinishedCall.data). ``returned``: torch.autograd.grad's result."""
        nodes = [self._node_record(node_id, node) for node_id, node in enumerate(self.nodes)]
        finished = FinishedCall(call=self.call, kind=self.kind, line=self.line, root=self._root_name(), nodes=nodes,
                                edges=self.edges, leaves=self._leaves(returned), hidden=self.hidden, error=error,
                                max_elements=self.max_elements)
        self.nodes, self.ids, self._frozen = [], {}, {}
        return finished

    def sequence_numbers(self) -> list:
        return [node._sequence_nr() for node in self.nodes if node_kind(node) != "accumulate"]

    def _node_record(self, node_id: int, node) -> "NodeRecord":
        kind = node_kind(node)
        line, name, value = None, "", None
        if kind == "accumulate":
            leaf = getattr(node, "variable", None)
            name = self._leaf_name(leaf) if leaf is not None else ""
            line = self.log.line_of_leaf(leaf) if leaf is not None else None
            value = self._value(leaf)
        else:
            number = node._sequence_nr()
            value, line = self.log.output_of(number)
            name, named = self.names.of_node(number)
            if value is None:
                value = named.detach() if named is not None else None
        ran = node_id in self.order
        made = dict(id=node_id, label=type(node).__name__, kind=kind, line=line, name=name, value=value,
                    order=self.order.get(node_id))
        if kind == "accumulate":
            return NodeRecord(**made, grad_output=self._sent_to(node_id), grad_inputs=(), inputs=[])
        return NodeRecord(**made, grad_output=self.grad_outputs.get(node_id, ()) if ran else (),
                          grad_inputs=self.grad_inputs.get(node_id, ()) if ran else (),
                          inputs=list(self.node_inputs[node_id]),
                          call=self.log.call_of(node._sequence_nr()) if kind == "user_function" else None)

    def _sent_to(self, node_id: int) -> tuple:
        """What the node's parents sent it, summed as autograd sums it; () if none of them ran."""
        sent = [grads[index] for parent, grads in self.grad_inputs.items()
                for index, child in enumerate(self.node_inputs[parent])
                if child == node_id and index < len(grads)]
        if not sent:
            return ()
        present = [grad for grad in sent if grad is not None]
        return (sum(present[1:], present[0]) if present else None,)

    def _leaves(self, returned) -> list:
        leaves: list = []
        seen: set = set()
        returned_by_input = {}
        if returned is not None:
            values = returned.values() if isinstance(returned, dict) else returned
            returned_by_input = {id(t): g for t, g in zip(self.inputs, values)}
        for node_id, node in enumerate(self.nodes):
            tensor = getattr(node, "variable", None) if node_kind(node) == "accumulate" else None
            if tensor is None:
                continue
            seen.add(id(tensor))
            grad = returned_by_input.get(id(tensor)) if self.kind == "grad" else tensor.grad
            leaves.append(self._leaf(tensor, node_id, grad))
        if self.kind == "grad":  # an input that is no leaf: its gradient all the same
            for tensor in self.inputs:
                if isinstance(tensor, torch.Tensor) and id(tensor) not in seen and not tensor.is_leaf:
                    seen.add(id(tensor))
                    node_id = self.ids.get(tensor.grad_fn)
                    leaves.append(self._leaf(tensor, node_id, returned_by_input.get(id(tensor))))
        extra = 0
        for name, tensor in self.names.leaves():
            if id(tensor) in seen or extra >= MAX_EXTRA_LEAVES:
                continue
            cut = self.log.cut_of(tensor) or ("detach" if self.log.was_detached(tensor) else "")
            if tensor.requires_grad or cut:
                seen.add(id(tensor))
                extra += 1
                leaves.append(ExampleLeaf(name=name, shape=tuple(tensor.shape), requires_grad=bool(tensor.requires_grad),
                                          node=None, value=self._value(tensor), grad=self._value(tensor.grad),
                                          cut=cut))
        return leaves

    def _leaf(self, tensor: torch.Tensor, node_id: Optional[int], grad) -> ExampleLeaf:
        return ExampleLeaf(name=self._leaf_name(tensor), shape=tuple(tensor.shape),
                           requires_grad=bool(tensor.requires_grad), node=node_id, value=self._value(tensor),
                           grad=self._value(grad), cut=self.log.cut_of(tensor))

    def _leaf_name(self, tensor: torch.Tensor) -> str:
        return self.names.of_tensor(tensor) or "tensor " + format_shape(tuple(tensor.shape))

    def _root_name(self) -> str:
        for root in self.roots:
            if isinstance(root, torch.Tensor):
                name = self.names.of_tensor(root)
                if name:
                    return name
        text = linecache.getline(self.log.filename, self.line) if self.line else ""
        written = called_on(text, self.kind)
        if written:
            return written
        node = _node_of(self.roots[0]) if self.roots else None
        return type(node).__name__ if node is not None else ""

    def _value(self, tensor):
        """values.frozen, once per tensor in a call (a leaf is its AccumulateGrad's value too)."""
        if tensor is None:
            return None
        kept = self._frozen.get(id(tensor))
        if kept is None or kept[0] is not tensor:
            kept = (tensor, frozen(tensor, self.max_elements))
            self._frozen[id(tensor)] = kept
        return kept[1]


def called_on(line_text: Optional[str], kind: str) -> str:
    """What the line calls backward on, as written: ``y.mean()`` in ``y.mean().backward()``,
    the first argument of ``torch.autograd.grad(...)``; "" when the line says nothing clear."""
    try:
        tree = ast.parse((line_text or "").strip())
    except SyntaxError:
        return ""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        if kind == "backward" and isinstance(node.func, ast.Attribute) and node.func.attr == "backward":
            if not (isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "autograd"):
                return ast.unparse(node.func.value)
        if node.args and isinstance(node.func, ast.Attribute) and node.func.attr in ("backward", "grad"):
            return ast.unparse(node.args[0])
    return ""


def _node_of(root):
    """The autograd node a root stands for: a tensor's grad_fn (a leaf's AccumulateGrad), or a
    GradientEdge's node."""
    if isinstance(root, torch.Tensor):
        if root.grad_fn is not None:
            return root.grad_fn
        if root.requires_grad:
            return _accumulate_node(root)
        return None
    return getattr(root, "node", None)


def _accumulate_node(leaf: torch.Tensor):
    try:
        return torch.autograd.graph.get_gradient_edge(leaf).node
    except (RuntimeError, AttributeError):
        return None
