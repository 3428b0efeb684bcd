"""Published autograd examples, pasted as published: the example records as many backward calls as
plain PyTorch makes, the last one always, with plain PyTorch's numbers (tests/engine/example/plain.py
runs the same code with plain torch in the test). Nothing here depends on the machine's speed:
examples of up to ALWAYS calls are recorded whole by count, not by the clock."""
from __future__ import annotations

import numpy as np
import torch

from playground import protocol
from playground.engine.example.recorder import ALWAYS, BackwardRecorder
from playground.engine.example.run import run_example
from playground.engine.usercode.source import prelude
from tests.engine.example import published
from tests.engine.example.plain import plain_calls


def run(text: str, keep: int = 16, seed: int = 0) -> protocol.ExampleResult:
    torch.manual_seed(seed)
    result = run_example(protocol.ExampleRequest(request_id=1, source=text, keep=keep))
    assert result.errors == [], [error.message for error in result.errors]
    return result


def plain(text: str, names: tuple, seed: int = 0) -> list:
    torch.manual_seed(seed)
    return plain_calls(text, names)


def grad_of(graph: protocol.BackwardGraph, name: str) -> np.ndarray:
    (leaf,) = [leaf for leaf in graph.leaves if leaf.name == name]
    return leaf.grad.values


def test_the_register_hook_docstring_records_its_call_with_the_doubled_gradient():
    result = run(published.REGISTER_HOOK)
    expected = plain("v = torch.tensor([0., 0., 0.], requires_grad=True)\n"
                     "h = v.register_hook(lambda grad: grad * 2)\n"
                     "v.backward(torch.tensor([1., 2., 3.]))\n", ("v",))
    assert (result.calls, result.recorded) == (len(expected), 1) == (1, 1)
    np.testing.assert_array_equal(grad_of(result.graphs[0], "v"), expected[0]["v"].numpy())
    assert result.output == "tensor([2., 4., 6.])\n"  # ``>>> v.grad`` echoed as the interpreter does


def test_the_d2l_zh_autograd_chapter_records_its_six_calls_with_plain_pytorchs_numbers():
    result = run(published.D2L_ZH_AUTOGRAD)
    expected = plain(published.D2L_ZH_AUTOGRAD, ("x", "a"))
    assert result.calls == result.recorded == len(expected) == 6
    assert [graph.call for graph in result.graphs] == [1, 2, 3, 4, 5, 6]
    for graph, call in zip(result.graphs[:5], expected[:5]):
        np.testing.assert_allclose(grad_of(graph, "x"), call["x"].numpy())
    np.testing.assert_allclose(grad_of(result.graphs[5], "a"), expected[5]["a"].numpy())
    assert result.graphs[5].root == "d"


def test_the_forums_nth_derivative_records_its_three_grad_calls():
    result = run(published.NTH_DERIVATIVE)
    expected = plain(published.NTH_DERIVATIVE, ())
    assert result.calls == result.recorded == len(expected) == 3
    for graph, call in zip(result.graphs, expected):
        assert graph.kind == "grad"  # x reshaped is what the function calls wrt: the inner name wins
        np.testing.assert_allclose(grad_of(graph, "wrt"), call["returned"][0].numpy())


def test_a_create_graph_chain_to_the_fourth_derivative_records_all_ten_calls_and_the_last():
    result = run(published.FOURTH_DERIVATIVE)
    expected = plain(published.FOURTH_DERIVATIVE, ("x",))
    assert result.calls == result.recorded == len(expected) == 10
    assert [graph.call for graph in result.graphs] == list(range(1, 11))
    for graph, call in zip(result.graphs[:9], expected[:9]):
        assert graph.kind == "grad"
        np.testing.assert_allclose(grad_of(graph, "x"), call["returned"][0].numpy(), rtol=1e-6)
    last = result.graphs[-1]
    assert (last.kind, last.root, last.line) == ("backward", "dddf", 10)
    np.testing.assert_allclose(grad_of(last, "x"), expected[-1]["x"].numpy(), rtol=1e-6)


def test_a_six_step_training_run_keeps_its_last_call():
    result = run(published.SIX_STEPS, keep=4)
    expected = plain(published.SIX_STEPS, ("model.weight", "model.bias"))
    assert result.calls == result.recorded == len(expected) == 6
    assert [graph.call for graph in result.graphs] == [3, 4, 5, 6]
    for graph, call in zip(result.graphs, expected[2:]):
        np.testing.assert_allclose(grad_of(graph, "model.weight"), call["model.weight"].numpy(), rtol=1e-6)
        np.testing.assert_allclose(grad_of(graph, "model.bias"), call["model.bias"].numpy(), rtol=1e-6)


def test_the_first_always_calls_are_recorded_however_slow_recording_seems():
    # no budget and no allowance: as if every recording cost more than the example may spend
    recorder = BackwardRecorder("<editor>", keep=ALWAYS, budget=0.0, allowance=0.0)
    namespace = {**prelude(), "print": lambda *values: None}
    with recorder.installed():
        exec(compile(published.FOURTH_DERIVATIVE, "<editor>", "exec"), namespace)
    assert (recorder.calls, recorder.recorded) == (10, 10)
    assert [graph.call for graph in recorder.graphs][-1] == 10


def test_ten_threads_make_ten_calls_as_in_plain_pytorch():
    expected = plain(published.HOGWILD, ("x",))
    assert len(expected) == 10
    for _ in range(3):  # the threads interleave differently each time
        result = run(published.HOGWILD)
        assert result.calls == result.recorded == 10
        assert sorted(graph.call for graph in result.graphs) == list(range(1, 11))
        for graph in result.graphs:
            np.testing.assert_allclose(grad_of(graph, "x"), expected[0]["x"].numpy())
            assert graph.root == "y.sum()" and graph.line == 8
