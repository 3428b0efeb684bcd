"""Where the boxes of an autograd graph go: layers from the loss (top) down to the leaves, and an
order within each layer that keeps edges short (the barycentre heuristic of layered drawing).

Plain Python on node ids and (parent, child) edges; no Qt, so it is easy to test.
"""
from __future__ import annotations

from collections import defaultdict, deque

ORDERING_PASSES = 4


def layer_of_nodes(count: int, edges: list[tuple[int, int]]) -> list[int]:
    """Each node's layer: the length of the longest path to it from a node without parents, so
    every edge points down. (Edges that would close a cycle are ignored; autograd has none.)"""
    children, parents_left = defaultdict(list), [0] * count
    for parent, child in edges:
        children[parent].append(child)
        parents_left[child] += 1
    layer = [0] * count
    ready = deque(i for i in range(count) if parents_left[i] == 0)
    while ready:
        node = ready.popleft()
        for child in children[node]:
            layer[child] = max(layer[child], layer[node] + 1)
            parents_left[child] -= 1
            if parents_left[child] == 0:
                ready.append(child)
    return layer


def ordered_layers(count: int, edges: list[tuple[int, int]]) -> list[list[int]]:
    """Node ids per layer, top first, each layer ordered to keep edges from crossing: sweeps
    down (by the mean position of each node's parents) and up (of its children)."""
    layer = layer_of_nodes(count, edges)
    layers: list[list[int]] = [[] for _ in range(max(layer, default=-1) + 1)]
    for node in range(count):
        layers[layer[node]].append(node)
    parents, children = defaultdict(list), defaultdict(list)
    for parent, child in edges:
        parents[child].append(parent)
        children[parent].append(child)
    for sweep in range(ORDERING_PASSES):
        downwards = sweep % 2 == 0
        indices = range(1, len(layers)) if downwards else range(len(layers) - 2, -1, -1)
        for index in indices:
            reference = layers[index - 1] if downwards else layers[index + 1]
            position = {node: p for p, node in enumerate(reference)}
            neighbours = parents if downwards else children
            layers[index] = _by_barycentre(layers[index], neighbours, position)
    return layers


def _by_barycentre(nodes: list[int], neighbours: dict, position: dict) -> list[int]:
    def key(item):
        index, node = item
        placed = [position[n] for n in neighbours[node] if n in position]
        return (sum(placed) / len(placed) if placed else index, index)

    return [node for _, node in sorted(enumerate(nodes), key=key)]


def place(layers: list[list[int]], widths: dict, row_height: float, gap_x: float,
          gap_y: float) -> dict[int, tuple[float, float]]:
    """Top-left corner of every box: layers stacked downwards, each layer centred on x = 0."""
    corners = {}
    for row, nodes in enumerate(layers):
        total = sum(widths[n] for n in nodes) + gap_x * max(len(nodes) - 1, 0)
        x = -total / 2
        y = row * (row_height + gap_y)
        for node in nodes:
            corners[node] = (x, y)
            x += widths[node] + gap_x
    return corners
