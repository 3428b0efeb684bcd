"""The autograd graph behind the loss: node names, leaves that get .grad, cuts, folding, and the
server sending it once per run without changing the training."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest
import torch
from torch import nn

from playground import protocol
from playground.engine.train.graph import (
    MAX_NODES,
    build_graph,
    graph_message,
    graph_of_trainer,
)
from playground.engine.train.graph_fold import fold_graph
from playground.engine.train.trainer import Trainer
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject
from playground.protocol import GraphNode, TrainConfig
from tests.engine.harness import InProcessEngine, of_type

MY_RELU = '''
import torch

class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return input.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad_input[input < 0] = 0
        return grad_input
'''

# A layer whose weight is used through .detach(): it trains nothing, and the graph says so.
DETACHED_LAYER = '''
import torch
from torch import nn

class Frozen(nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(n_out, n_in) * 0.3)
        self.bias = nn.Parameter(torch.zeros(n_out))

    def forward(self, x):
        return x @ self.weight.detach().t() + self.bias
'''

STOCHASTIC = '''
import torch

class StochasticSign(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return torch.where(torch.rand_like(x) < (torch.tanh(x) + 1) / 2, 1.0, -1.0)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output
'''


def trainer_for(source: str, **config) -> Trainer:
    subject = choose_subject(compile_source(source))
    options = {"model": "fit-1d", "dataset": "sin", "steps": 20, "width": 8, "depth": 1,
               "samples": 64, "batch_size": 16, **config}
    layer = subject.layer if options["model"] == "layer" else None
    return Trainer(TrainConfig(**options), subject.activation, layer)


def stepped(trainer: Trainer, steps: int = 1) -> Trainer:
    for _ in range(steps):
        trainer.step()
    return trainer


def labels(graph, kind=None) -> list[str]:
    return [node.label for node in graph.nodes if kind is None or node.kind == kind]


def test_the_users_function_appears_by_its_backward_name():
    graph = graph_of_trainer(stepped(trainer_for(MY_RELU)), request_id=7)
    assert graph.request_id == 7 and graph.error is None
    assert labels(graph, "user_function") == ["MyReLUBackward"]
    assert graph.nodes[0].label == "MseLossBackward0"  # the root is loss.grad_fn
    assert "AddmmBackward0" in labels(graph, "function")


def test_leaves_that_get_grad_are_the_parameters_that_require_grad():
    trainer = stepped(trainer_for(MY_RELU))
    graph = graph_of_trainer(trainer, 1)
    leaves = [node for node in graph.nodes if node.kind == "leaf"]
    with_grad = {name for name, p in trainer.model.named_parameters() if p.grad is not None}
    assert {node.param_name for node in leaves if node.gets_grad} == with_grad
    assert with_grad == {"fc1.weight", "fc1.bias", "out.weight", "out.bias"}
    assert all(node.requires_grad and node.shape == tuple(dict(trainer.model.named_parameters())[
        node.param_name].shape) for node in leaves)
    assert graph.cuts == []


def test_every_leaf_hangs_below_an_accumulate_grad_node():
    graph = graph_of_trainer(stepped(trainer_for(MY_RELU)), 1)
    parents = {child: parent for parent, child in graph.edges}
    for node in graph.nodes:
        if node.kind == "leaf":
            assert graph.nodes[parents[node.id]].kind == "accumulate"
    assert all(0 <= a < len(graph.nodes) and 0 <= b < len(graph.nodes) for a, b in graph.edges)


def test_a_detached_parameter_is_reported_as_cut():
    trainer = stepped(trainer_for(DETACHED_LAYER, model="layer", depth=2))
    graph = graph_of_trainer(trainer, 1)
    cut = {c.param_name: c for c in graph.cuts}
    assert set(cut) == {"custom2.weight"}
    assert cut["custom2.weight"].reason == "detached" and "detach" in cut["custom2.weight"].message
    assert cut["custom2.weight"].shape == (8, 8)
    leaves = {node.param_name for node in graph.nodes if node.kind == "leaf"}
    assert "custom2.bias" in leaves and "custom2.weight" not in leaves
    assert trainer.model.custom2.weight.grad is None  # what the cut predicts


def test_no_grad_and_frozen_parameters_are_cut():
    model = nn.Sequential(nn.Linear(2, 3), nn.Linear(3, 1))
    model[1].bias.requires_grad_(False)
    with torch.no_grad():
        hidden = model[0](torch.randn(4, 2))
    loss = model[1](hidden).pow(2).mean()
    graph = build_graph(loss, model, 3)
    reasons = {c.param_name: c.reason for c in graph.cuts}
    assert reasons == {"0.weight": "detached", "0.bias": "detached", "1.bias": "frozen"}
    assert [n.param_name for n in graph.nodes if n.gets_grad] == ["1.weight"]


def test_a_loss_without_grad_fn_has_no_nodes_and_every_parameter_cut():
    model = nn.Linear(2, 1)
    with torch.no_grad():
        loss = model(torch.randn(3, 2)).sum()
    graph = build_graph(loss, model, 1)
    assert graph.nodes == [] and {c.param_name for c in graph.cuts} == {"weight", "bias"}


def test_a_leaf_that_is_no_parameter_is_named_by_its_shape():
    w = torch.randn(3, requires_grad=True)
    graph = build_graph((w * 2).sum(), None, 1)
    leaf = [n for n in graph.nodes if n.kind == "leaf"][0]
    assert leaf.label == "tensor (3)" and leaf.param_name is None and leaf.gets_grad


def test_a_shared_subgraph_is_one_node():
    w = torch.randn(3, requires_grad=True)
    loss = (w * 2).sum() + (w * 3).sum()
    graph = build_graph(loss, None, 1)
    assert labels(graph).count("AccumulateGrad") == 1
    accumulate = labels(graph).index("AccumulateGrad")
    assert sum(1 for _parent, child in graph.edges if child == accumulate) == 2


def test_long_chains_fold_to_at_most_max_nodes():
    x = torch.randn(3, requires_grad=True)
    y = x
    for _ in range(400):
        y = torch.sin(y) * 1.01
    graph = build_graph(y.sum(), None, 1)
    assert len(graph.nodes) <= MAX_NODES
    assert graph.hidden >= 800 - MAX_NODES
    collapsed = [n for n in graph.nodes if n.kind == "collapsed"]
    assert collapsed and "MulBackward0" in collapsed[0].label
    assert graph.nodes[0].label == "SumBackward0"
    assert any(n.kind == "leaf" for n in graph.nodes)  # the chain folds, the leaf stays


def test_user_function_nodes_are_not_folded_and_the_rest_is_cut_off():
    source = compile_source(MY_RELU)
    function = source.functions["MyReLU"]
    x = torch.randn(3, requires_grad=True)
    y = x
    for _ in range(300):
        y = function.apply(y)
    graph = build_graph(y.sum(), None, 1)
    assert len(graph.nodes) == MAX_NODES
    assert labels(graph).count("MyReLUBackward") == MAX_NODES - 2
    assert graph.nodes[-1].kind == "collapsed" and graph.nodes[-1].folded == graph.hidden
    assert graph.hidden == 1 + 300 + 2 - (MAX_NODES - 1)  # Sum, MyReLU × 300, AccumulateGrad, leaf


def test_fold_keeps_small_graphs_as_they_are():
    nodes = [GraphNode(i, f"n{i}", "function", True) for i in range(3)]
    edges = [(0, 1), (1, 2)]
    assert fold_graph(nodes, edges, 10) == (nodes, edges, 0)


def test_building_the_graph_does_not_change_the_training():
    """The graph's extra forward pass draws random numbers on a forked RNG. (One trainer after
    the other: they share torch's global generator.)"""
    plain = stepped(trainer_for(STOCHASTIC, seed=3), 5).drain()["loss"]
    graphed = stepped(trainer_for(STOCHASTIC, seed=3))
    assert "StochasticSignBackward" in labels(graph_of_trainer(graphed, 1))
    np.testing.assert_array_equal(plain, stepped(graphed, 4).drain()["loss"])


def test_before_the_first_step_there_is_no_graph_yet():
    trainer = trainer_for(MY_RELU)
    assert graph_of_trainer(trainer, 1) is None
    message = graph_message(trainer, 4)
    assert message.request_id == 4 and message.nodes == []
    assert message.error.code == "graph_not_ready"


def test_a_forward_that_raises_becomes_the_graphs_error():
    source = MY_RELU.replace("        ctx.save_for_backward(input)\n",
                             "        ctx.save_for_backward(input)\n"
                             "        if FAIL:\n"
                             "            raise ValueError('not now')\n") + "\nFAIL = []\n"
    trainer = stepped(trainer_for(source))
    trainer.model.act1.plan.cls.forward.__globals__["FAIL"].append(True)
    message = graph_message(trainer, 2)
    assert message.nodes == [] and message.error.type == "ValueError"
    raise_line = source.splitlines().index("            raise ValueError('not now')") + 1
    assert message.error.line == raise_line and message.error.phase == "train"


def test_graph_data_pickles():
    import pickle

    graph = graph_of_trainer(stepped(trainer_for(MY_RELU)), 1)
    copy = pickle.loads(pickle.dumps(graph))
    assert dataclasses.asdict(copy) == dataclasses.asdict(graph)


@pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device here")
def test_graph_on_cuda():
    graph = graph_of_trainer(stepped(trainer_for(MY_RELU, device="cuda")), 1)
    assert "MyReLUBackward" in labels(graph)


# --------------------------------------------------------------------------- the engine's messages


def train_request(request_id: int = 1, steps: int = 3) -> protocol.TrainRequest:
    config = TrainConfig(model="fit-1d", dataset="sin", steps=steps, width=4, depth=1, samples=32)
    return protocol.TrainRequest(request_id=request_id, source=MY_RELU, subject=None, config=config,
                                 snapshot_interval=60.0)


def test_the_engine_sends_the_graph_once_per_run_after_the_first_step():
    engine = InProcessEngine()
    replies = engine.run(train_request(5))
    graphs = of_type(replies, protocol.GraphData)
    assert len(graphs) == 1 and graphs[0].request_id == 5 and graphs[0].error is None
    assert "MyReLUBackward" in labels(graphs[0])
    started = of_type(replies, protocol.TrainStarted)[0]
    assert replies.index(started) < replies.index(graphs[0]) < replies.index(
        of_type(replies, protocol.TrainFinished)[0])


def test_a_graph_request_gets_the_last_runs_graph_without_running_user_code():
    engine = InProcessEngine()
    assert of_type(engine.run(protocol.GraphRequest(request_id=1)),
                   protocol.GraphData)[0].error.code == "graph_not_ready"
    sent = of_type(engine.run(train_request(2)), protocol.GraphData)[0]
    again = of_type(engine.run(protocol.GraphRequest(request_id=3)), protocol.GraphData)
    assert len(again) == 1 and again[0].request_id == 3
    assert again[0].nodes == sent.nodes and again[0].edges == sent.edges


def test_a_run_without_steps_has_no_graph():
    engine = InProcessEngine()
    replies = engine.run(train_request(steps=0), protocol.GraphRequest(request_id=2))
    graphs = of_type(replies, protocol.GraphData)
    assert [g.request_id for g in graphs] == [2] and graphs[0].error.code == "graph_not_ready"
