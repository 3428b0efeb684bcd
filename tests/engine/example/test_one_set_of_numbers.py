"""One set of numbers (issue 29, item 4): Run Example, `python -m playground graph` and the
Jacobian tab show lesson 01's weight with the value plain PyTorch draws at seed 0, and the
Jacobian is taken at the call's own input (ones), its header told so (values "call")."""
from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from playground import protocol
from playground.engine.example.run import run_example
from playground.engine.judge.check import run_check
from playground.formats.presets import find_preset
from playground.vocabulary import ProbeValues
from tests.cli.test_cli import run_cli

LESSON = "autograd_basics"


def plain_weight() -> float:
    """LinearDetachedBias(1, 1)'s weight as plain PyTorch makes it at seed 0."""
    torch.manual_seed(0)
    return float(torch.randn(1, 1)[0, 0] / 1 ** 0.5)


def weight_node(nodes: list):
    (node,) = [node for node in nodes if node.name == "model.weight"]
    return node


def test_run_example_shows_the_weight_of_seed_0_whatever_ran_before():
    torch.randn(17)  # the engine's generator is anywhere after earlier work
    result = run_example(protocol.ExampleRequest(request_id=1, source=find_preset(LESSON).source()))
    assert result.errors == []
    (graph,) = result.graphs
    assert float(np.ravel(weight_node(graph.nodes).value.values)[0]) == pytest.approx(plain_weight(), abs=1e-6)
    # weight.grad = sum of the four inputs of 1
    assert f"tensor([[{4.0:.0f}.]])" in result.output


def test_the_graph_command_shows_the_same_weight():
    done = run_cli("graph", find_preset(LESSON).path.as_posix(), "--json")
    assert done.returncode == 0, done.stderr
    (graph,) = json.loads(done.stdout)["graphs"]
    (node,) = [node for node in graph["nodes"] if node["name"] == "model.weight"]
    assert node["value"][0] == pytest.approx([plain_weight()], abs=1e-4)


def test_the_jacobian_is_taken_at_the_calls_own_input_and_weight():
    torch.randn(5)
    result = run_check(protocol.CompileRequest(request_id=1, source=find_preset(LESSON).source(), points=51))
    jacobian = result.probe.jacobian
    assert (jacobian.inputs_from, jacobian.values) == ("call", ProbeValues.CALL)
    blocks = {block.input: block for block in jacobian.blocks}
    # y = x·Wᵀ + b: ∂y/∂x is W on the diagonal, ∂y/∂W is x, the call's ones
    np.testing.assert_allclose(blocks["x"].true, plain_weight() * np.eye(4), atol=1e-6)
    np.testing.assert_allclose(blocks["weight"].true, np.ones((4, 1)), atol=1e-6)
