"""The numbers of one batch on the training graph: values and the gradients that reached each
node, the parameters' gradients, none of it changing ``.grad`` or the training."""
from __future__ import annotations

import numpy as np
import pytest
import torch

from playground.engine.train.graph import MAX_NODES, build_graph, graph_of_trainer
from playground.engine.train.graph_numbers import logged_outputs
from tests.engine.train.test_graph import MY_RELU, stepped, trainer_for


def norm(value) -> float:
    """A TensorValue's L2 norm: its summary's, or of its values when it was sent whole."""
    return float(np.linalg.norm(value.values)) if value.values is not None else value.norm


@pytest.fixture(scope="module")
def trained():
    trainer = stepped(trainer_for(MY_RELU))
    before = {name: p.grad.clone() for name, p in trainer.model.named_parameters()}
    graph = graph_of_trainer(trainer, 1)
    return trainer, before, graph


def test_every_node_has_the_gradient_that_reached_it_and_the_root_its_loss(trained):
    trainer, _before, graph = trained
    root = graph.nodes[0]
    assert root.value.shape == () and root.value.values is not None and float(root.grad.values) == 1.0
    for node in graph.nodes:
        assert node.grad is not None, node.label  # every node of this graph is reached
        if node.kind in ("function", "user_function") and node.label != "TBackward0":
            assert node.value is not None and node.value.shape == node.shape, node.label
    user = next(node for node in graph.nodes if node.kind == "user_function")
    assert user.value.shape == (16, 8) and user.value.minimum >= 0.0  # ReLU's output, seen by its consumer
    assert user.grad.shape == (16, 8) and user.grad.norm > 0


def test_the_parameters_gradients_are_autograds_on_the_same_batch(trained):
    trainer, before, graph = trained
    with torch.random.fork_rng(devices=[]):
        from playground.engine.train.graph import trainer_loss

        loss = trainer_loss(trainer)
    names = [name for name, _ in trainer.model.named_parameters()]
    expected = dict(zip(names, torch.autograd.grad(loss, list(trainer.model.parameters()))))
    leaves = {node.param_name: node for node in graph.nodes if node.kind == "leaf"}
    assert set(leaves) == set(names)
    for name, leaf in leaves.items():
        assert norm(leaf.grad) == pytest.approx(expected[name].norm().item(), rel=1e-5), name
        assert leaf.value.shape == tuple(expected[name].shape)
        accumulate = next(graph.nodes[a] for a, b in graph.edges if b == leaf.id)
        assert accumulate.grad == leaf.grad  # what reached AccumulateGrad is the leaf's gradient
    for name, parameter in trainer.model.named_parameters():  # .grad is the training's, untouched
        assert torch.equal(parameter.grad, before[name])


def test_a_scalar_is_sent_whole_and_a_bigger_tensor_as_its_summary(trained):
    _trainer, _before, graph = trained
    bias = next(node for node in graph.nodes if node.param_name == "out.bias")  # shape (1,)
    assert bias.value.values is not None and bias.value.values.shape == (1,)
    weight = next(node for node in graph.nodes if node.param_name == "fc1.weight")
    assert weight.value.values is None and weight.value.maximum >= weight.value.mean >= weight.value.minimum
    assert weight.grad.values is None and weight.grad.norm > 0


def test_a_graph_without_its_forward_log_has_no_numbers():
    w = torch.randn(3, requires_grad=True)
    graph = build_graph((w * 2).sum(), None, 1)
    assert all(node.value is None and node.grad is None for node in graph.nodes)
    assert w.grad is None


def test_folded_nodes_have_none_and_the_kept_ones_keep_theirs():
    x = torch.randn(3, requires_grad=True)
    with logged_outputs() as log:
        y = x
        for _ in range(150):
            y = torch.sin(y) * 1.01
        loss = y.sum()
    graph = build_graph(loss, None, 1, outputs=log.outputs)
    assert len(graph.nodes) <= MAX_NODES
    collapsed = [node for node in graph.nodes if node.kind == "collapsed"]
    assert collapsed and all(node.value is None and node.grad is None for node in collapsed)
    leaf = next(node for node in graph.nodes if node.kind == "leaf")
    assert leaf.grad is not None and leaf.grad.norm > 0 and x.grad is None
    assert graph.nodes[0].value.values is not None  # the sum, whole
