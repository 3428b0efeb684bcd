"""Keeping a drawn autograd graph small: long chains of torch's own operations fold into one
node, and what is still beyond the limit folds into a single "… N more" node.

Plain data in, plain data out (protocol.GraphNode lists and (parent, child) edges); no torch.
The user's Function nodes and the leaves are never folded into a chain: they are what a lesson
is about.
"""
from __future__ import annotations

import dataclasses
from collections import defaultdict

from playground.protocol import GraphNode

FOLDABLE_KINDS = ("function",)
SHORTEST_FOLDED_CHAIN = 2


def fold_graph(nodes: list[GraphNode], edges: list[tuple[int, int]],
               max_nodes: int) -> tuple[list[GraphNode], list[tuple[int, int]], int]:
    """(nodes, edges, hidden): at most ``max_nodes`` nodes, ids renumbered 0.. in the original
    order (node 0 stays the root); ``hidden`` counts the original nodes that were folded away."""
    if len(nodes) <= max_nodes:
        return nodes, edges, 0
    nodes, edges = fold_chains(nodes, edges)
    if len(nodes) > max_nodes:
        nodes, edges = cut_tail(nodes, edges, max_nodes)
    hidden = sum(_folded_count(node) for node in nodes if node.kind == "collapsed")
    return nodes, edges, hidden


def fold_chains(nodes: list[GraphNode], edges: list[tuple[int, int]]) -> tuple[list, list]:
    """Every run of SHORTEST_FOLDED_CHAIN or more torch operations, each with one parent and
    one child, becomes one "collapsed" node."""
    parents, children = _neighbours(edges)

    def foldable(node_id: int) -> bool:
        return (nodes[node_id].kind in FOLDABLE_KINDS and len(parents[node_id]) == 1
                and len(children[node_id]) == 1)

    replaced: dict[int, int] = {}  # folded node id → id of the node standing for its chain
    extra: list[GraphNode] = []
    for node in nodes:
        start = node.id
        if not foldable(start) or foldable(parents[start][0]):
            continue  # not the head of a chain
        chain = [start]
        while foldable(children[chain[-1]][0]):
            chain.append(children[chain[-1]][0])
        if len(chain) < SHORTEST_FOLDED_CHAIN:
            continue
        stand_in = len(nodes) + len(extra)
        extra.append(collapsed_node(stand_in, len(chain), nodes[chain[0]].shape,
                                    chain_label([nodes[i].label for i in chain])))
        for member in chain:
            replaced[member] = stand_in
    if not replaced:
        return nodes, edges
    order = _order_with_stand_ins(nodes, replaced)
    merged = {**{n.id: n for n in nodes}, **{n.id: n for n in extra}}
    new_edges = []
    for parent, child in edges:
        a, b = replaced.get(parent, parent), replaced.get(child, child)
        if a != b:
            new_edges.append((a, b))
    return _renumber([merged[i] for i in order], new_edges)


def cut_tail(nodes: list[GraphNode], edges: list[tuple[int, int]],
             max_nodes: int) -> tuple[list, list]:
    """The first ``max_nodes - 1`` nodes (nearest the loss), and one node for all the rest."""
    keep = max_nodes - 1
    rest = nodes[keep:]
    more = collapsed_node(keep, sum(_folded_count(n) for n in rest), None)
    new_edges = set()
    for parent, child in edges:
        if parent < keep:
            new_edges.add((parent, child if child < keep else keep))
    return [*nodes[:keep], more], sorted(new_edges)


def collapsed_node(node_id: int, count: int, shape, label: str = "") -> GraphNode:
    return GraphNode(node_id, label or f"… {count} more", "collapsed", True, shape, folded=count)


def chain_label(labels: list[str]) -> str:
    """``MulBackward0 × 300`` for a repeated operation, else ``MulBackward0 … AddBackward0 (n)``."""
    if len(set(labels)) == 1:
        return f"{labels[0]} × {len(labels)}"
    return f"{labels[0]} … {labels[-1]} ({len(labels)})"


def _folded_count(node: GraphNode) -> int:
    """How many original nodes a node stands for."""
    return node.folded if node.kind == "collapsed" else 1


def _neighbours(edges) -> tuple[dict, dict]:
    parents, children = defaultdict(list), defaultdict(list)
    for parent, child in edges:
        parents[child].append(parent)
        children[parent].append(child)
    return parents, children


def _order_with_stand_ins(nodes: list[GraphNode], replaced: dict) -> list[int]:
    """Original order, each chain's stand-in where the chain's head was."""
    order, seen = [], set()
    for node in nodes:
        node_id = replaced.get(node.id, node.id)
        if node_id not in seen:
            seen.add(node_id)
            order.append(node_id)
    return order


def _renumber(nodes: list[GraphNode], edges: list[tuple[int, int]]) -> tuple[list, list]:
    new_id = {node.id: index for index, node in enumerate(nodes)}
    renumbered = [dataclasses.replace(node, id=new_id[node.id]) for node in nodes]
    unique_edges = list(dict.fromkeys((new_id[a], new_id[b]) for a, b in edges))
    return renumbered, unique_edges
