"""Done when: the seeds' code, pasted as written, shows its backward pass with the numbers the
posts print (issue 21)."""
from __future__ import annotations

import numpy as np
import pytest

from playground import protocol
from playground.engine.example.run import run_example
from tests.engine.example.seed_code import BASICS_POST, RUSSIAN_ANSWER, TANH_POST


def run(text: str, **options) -> protocol.ExampleResult:
    result = run_example(protocol.ExampleRequest(1, text, **options))
    assert result.errors == [], [error.message for error in result.errors]
    return result


def leaf(graph: protocol.BackwardGraph, name: str) -> protocol.ExampleLeaf:
    (found,) = [leaf for leaf in graph.leaves if leaf.name == name]
    return found


def in_order(graph: protocol.BackwardGraph) -> list:
    return sorted((node for node in graph.nodes if node.order is not None), key=lambda node: node.order)


def test_the_tanh_post_shows_x_grad_its_functions_node_and_the_three_nodes_of_l():
    result = run(TANH_POST)  # its demo sits under if __name__ == "__main__":
    assert (result.calls, result.recorded, len(result.graphs)) == (1, 1, 1)
    assert "tensor([0.0000, 2.5588])" in result.output
    (graph,) = result.graphs
    assert (graph.root, graph.line, graph.kind) == ("L", 31, "backward")
    x = leaf(graph, "X")
    np.testing.assert_allclose(x.grad.values, [0.0, 2.5588], atol=1e-4)
    assert x.requires_grad and x.cut == "" and x.shape == (2,)

    steps = in_order(graph)
    assert [node.label for node in steps] == ["SumBackward0", "MulBackward0", "custom_tanhBackward",
                                              "AccumulateGrad"]
    total, product, function, accumulate = steps
    assert [node.line for node in steps[:3]] == [30, 30, 29] and (total.name, function.name) == ("L", "y")
    assert function.kind == "user_function"
    np.testing.assert_allclose(function.grad_output[0].values, [0.0, 6.0928], atol=1e-4)
    np.testing.assert_allclose(function.grad_inputs[0].values, [0.0, 2.5588], atol=1e-4)
    np.testing.assert_allclose(function.autograd_inputs[0].values, [0.0, 2.5588], atol=1e-4)  # autograd agrees
    np.testing.assert_allclose(function.value.values, [0.0, 4 * np.tanh(1.0)], atol=1e-6)
    # L = sum(y*y): its value, and y*y's two gradients, one per input (both y)
    assert total.value.shape == () and float(total.value.values) == pytest.approx(16 * np.tanh(1.0) ** 2, 1e-6)
    assert product.inputs == [function.id, function.id] and len(product.grad_inputs) == 2
    assert (accumulate.name, accumulate.line) == ("X", 25)
    assert sorted(graph.edges) == [(total.id, product.id), (product.id, function.id), (function.id, accumulate.id)]


def test_the_basics_post_shows_w_grad_and_b_grad_then_the_detached_b_without_one():
    result = run(BASICS_POST)
    assert (result.calls, [graph.call for graph in result.graphs]) == (2, [1, 2])
    first, second = result.graphs
    assert first.root == "loss" and second.root == "loss"
    w, b = leaf(first, "w"), leaf(first, "b")
    assert w.grad.shape == (4, 1) and b.grad.shape == (1,)
    assert w.node is not None and b.node is not None and w.cut == b.cut == ""
    # the post prints them after loss.backward(): the same numbers
    printed = result.output.split("\n")
    assert printed[:4] == ["None"] * 4 and printed[4:6] == ["None", "None"]
    assert f"{b.grad.values[0]:.4f}" in printed[10]

    detached = leaf(second, "b")
    assert (detached.cut, detached.grad, detached.node, detached.requires_grad) == ("detach", None, None, False)
    assert leaf(second, "w").grad.shape == (4, 1)
    assert "AccumulateGrad" in [node.label for node in second.nodes]
    assert {node.name for node in second.nodes if node.label == "AccumulateGrad"} == {"w"}


def test_the_russian_transcript_shows_x_grad_and_layer_weights_grad():
    result = run(RUSSIAN_ANSWER)  # classes with a stray leading space, then >>> lines with output
    (graph,) = result.graphs
    assert graph.root == "y.mean()"
    x, weights = leaf(graph, "x"), leaf(graph, "layer.weights")
    # F.backward: grad_input = weights * g, grad_weights = input * g, with g = 1/10 from the mean
    np.testing.assert_allclose(x.grad.values, weights.value.values / 10, rtol=1e-6)
    np.testing.assert_allclose(weights.grad.values, x.value.values / 10, rtol=1e-6)
    function = next(node for node in graph.nodes if node.label == "FBackward")
    assert function.name == "y" and len(function.grad_inputs) == 2
    # the transcript's bare expressions print as the interpreter printed them
    assert result.output.count("tensor(") == 2
