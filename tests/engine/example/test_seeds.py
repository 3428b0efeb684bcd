"""Done when: the seeds' code, pasted as written, shows its backward pass with the numbers the
posts print (issue 21), every call it makes with the numbers plain PyTorch gives (issue 30)."""
from __future__ import annotations

import numpy as np
import pytest
import torch

from playground import codes, protocol
from playground.engine.example.recorder import ALWAYS
from playground.engine.example.run import run_example
from tests.engine.example.plain import plain_calls
from tests.engine.example.seed_code import (
    BASICS_POST,
    MYRELU_POST,
    ROUND_POST,
    RUSSIAN_ANSWER,
    RUSSIAN_ANSWER_WHOLE,
    TANH_POST,
)


def run(text: str, **options) -> protocol.ExampleResult:
    result = run_example(protocol.ExampleRequest(request_id=1, source=text, **options))
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


# ----------------------------------------------------------------------------- every call, plain PyTorch's numbers

def seeded_run(text: str, seed: int = 0, **options) -> protocol.ExampleResult:
    torch.manual_seed(seed)
    return run(text, **options)


def seeded_plain(text: str, names: tuple, seed: int = 0, keep_as=None) -> list:
    torch.manual_seed(seed)
    return plain_calls(text, names, keep_as)


def test_the_round_post_records_both_calls_with_plain_pytorchs_numbers():
    result = seeded_run(ROUND_POST)
    expected = seeded_plain(ROUND_POST, ("input",))
    assert result.calls == result.recorded == len(expected) == 2
    for graph, call in zip(result.graphs, expected):
        grad = leaf(graph, "input").grad  # 216 elements: its summary
        plain = call["input"].double()
        assert (grad.minimum, grad.maximum) == pytest.approx((plain.min().item(), plain.max().item()))
        assert grad.norm == pytest.approx(plain.norm().item())
    assert expected[0]["input"].abs().sum() == 0 and expected[1]["input"].abs().sum() > 0  # round's gradient is 0


def test_the_myrelu_post_counts_its_500_calls_and_records_the_first_ones_late_ones_and_the_last_with_plain_numbers():
    summary = lambda grad: (grad.double().min().item(), grad.double().max().item(), grad.double().norm().item())  # noqa: E731
    result = seeded_run(MYRELU_POST, keep=ALWAYS + 4)
    expected = seeded_plain(MYRELU_POST, ("w1", "w2"), keep_as=summary)
    assert result.calls == len(expected) == 500 and ALWAYS <= result.recorded < 500
    calls = [graph.call for graph in result.graphs]
    assert calls == sorted(calls) and calls[-1] == 500  # the last round of `for t in range(500)`, foreseen
    for graph in result.graphs:
        for name in ("w1", "w2"):
            grad = leaf(graph, name).grad
            assert (grad.minimum, grad.maximum, grad.norm) == pytest.approx(expected[graph.call - 1][name], rel=1e-5)
    assert result.output.count("\n") == 5  # t = 99, 199, ... 499


def test_the_russian_answer_pasted_whole_records_its_call_with_plain_pytorchs_numbers():
    result = seeded_run(RUSSIAN_ANSWER_WHOLE)
    expected = seeded_plain(RUSSIAN_PLAIN, ("x", "layer.weights"))
    assert result.calls == result.recorded == len(expected) == 1
    (graph,) = result.graphs
    np.testing.assert_allclose(leaf(graph, "x").grad.values, expected[0]["x"].numpy(), rtol=1e-6)
    np.testing.assert_allclose(leaf(graph, "layer.weights").grad.values, expected[0]["layer.weights"].numpy(),
                               rtol=1e-6)
    assert result.output.count("tensor(") == 2  # ``>>> x.grad`` and ``>>> layer.weights.grad``, echoed


def test_the_basics_post_records_both_calls_with_plain_pytorchs_numbers():
    result = seeded_run(BASICS_POST)
    expected = seeded_plain(BASICS_POST, ("w", "b"))
    assert result.calls == result.recorded == len(expected) == 2
    first, second = result.graphs
    np.testing.assert_allclose(leaf(first, "w").grad.values, expected[0]["w"].numpy(), rtol=1e-6)
    np.testing.assert_allclose(leaf(first, "b").grad.values, expected[0]["b"].numpy(), rtol=1e-6)
    np.testing.assert_allclose(leaf(second, "w").grad.values, expected[1]["w"].numpy(), rtol=1e-6)
    assert leaf(second, "b").grad is None and expected[1]["b"] is None


# The Russian answer's code without the page's prompts and prose: what plain Python runs.
RUSSIAN_PLAIN = """
class F(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input, weights):
        ctx.save_for_backward(input, weights)
        return input*weights

    @staticmethod
    def backward(ctx, grad_output):
        input, weights = ctx.saved_tensors
        return weights.clone()*grad_output, input.clone()*grad_output

class LayerWithCustomGrad(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = nn.Parameter(torch.rand(10))
        self.fn = F.apply

    def forward(self, x):
        return self.fn(x, self.weights)

layer = LayerWithCustomGrad()
x = torch.randn(10, requires_grad=True)
y = layer(x)
y.mean().backward()
"""


def test_the_forgiven_spaces_are_said_in_a_note_with_their_lines():
    result = seeded_run(RUSSIAN_ANSWER_WHOLE)
    (note,) = result.notes
    classes = [str(i + 1) for i, line in enumerate(RUSSIAN_ANSWER_WHOLE.split("\n")) if line.startswith(" class ")]
    assert (note.code, note.params) == ("stray_space_forgiven", {"lines": ", ".join(classes)})
    assert note.message == codes.word_english(codes.NOTES[note.code], note.params)
    assert seeded_run(TANH_POST).notes == []
