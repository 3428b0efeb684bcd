"""The lessons that ask the class to predict their example's numbers (a Predict line): Run ▸ Run
Example records the backward calls they ask about, and the numbers are the answers."""
from __future__ import annotations

import numpy as np

from playground.formats.presets import find_preset
from tests.engine.example.test_seeds import leaf, run


def test_autograd_basics_weight_grad_is_four_and_the_detached_bias_has_none():
    (graph,) = run(find_preset("autograd_basics").source()).graphs
    np.testing.assert_allclose(leaf(graph, "model.weight").grad.values, [[4.0]])  # four inputs of 1, summed
    bias = leaf(graph, "model.bias")
    assert bias.grad is None and bias.node is None and bias.cut == "detach"  # used through .detach() in forward


def test_module_weights_each_output_receives_a_tenth_and_the_gradients_swap_the_factors():
    (graph,) = run(find_preset("module_weights_jacobian").source()).graphs
    function = next(node for node in graph.nodes if node.kind == "user_function")
    np.testing.assert_allclose(function.grad_output[0].values, np.full(10, 0.1), rtol=1e-6)
    x, weights = leaf(graph, "x"), leaf(graph, "layer.weights")
    np.testing.assert_allclose(x.grad.values, weights.value.values / 10, rtol=1e-5)
    np.testing.assert_allclose(weights.grad.values, x.value.values / 10, rtol=1e-5)


def test_relu_tutorial_zeroes_the_gradient_where_the_input_was_negative():
    result = run(find_preset("relu_tutorial").source())
    assert result.calls == 500 and result.graphs
    graph = result.graphs[-1]
    relu = next(node for node in graph.nodes if node.label == "MyReLUBackward")
    value, received, sent = relu.value, relu.grad_output[0], relu.grad_inputs[0]
    assert value.shape == received.shape == sent.shape == (64, 100)  # summaries: too big to send whole
    assert sent.norm < received.norm  # what it sends on is what it received, zero where the input was < 0
