"""The last backward call of a long example is recorded, with plain PyTorch's numbers: a loop that
knows its length says its last round ahead (engine/example/loops.py); one that does not (a
generator's batches, a ``while``) has its example run again for that call (engine/example/replay.py).
Nothing here depends on the machine's speed: what is recorded is decided by the loops and counts."""
from __future__ import annotations

import ast
import random
import threading

import numpy as np
import pytest
import torch

from playground import protocol
from playground.engine.example.loops import LoopWatch, loops_watched
from playground.engine.example.run import run_example
from tests.engine.example import long_loops
from tests.engine.example.plain import plain_calls


def run(text: str, keep: int = 4, seed: int = 0) -> protocol.ExampleResult:
    torch.manual_seed(seed)
    random.seed(seed)  # d2l shuffles with Python's random: the same draws as plain()
    result = run_example(protocol.ExampleRequest(request_id=1, source=text, keep=keep), time_limit=60)
    assert result.errors == [], [error.message for error in result.errors]
    return result


def plain(text: str, names: tuple, seed: int = 0) -> list:
    """Plain PyTorch's calls; run before ``run``: it warms what the example imports on first use
    (torch.optim), so that the run's own time, which decides a second run (replay.py), is the example's."""
    torch.manual_seed(seed)
    random.seed(seed)
    return plain_calls(text, names)


def grad_of(graph: protocol.BackwardGraph, name: str) -> np.ndarray:
    (leaf,) = [leaf for leaf in graph.leaves if leaf.name == name]
    return np.asarray(leaf.grad.values)


def test_the_polynomial_tutorial_records_its_last_four_calls_with_plain_pytorchs_gradients():
    expected = plain(long_loops.POLYNOMIAL_AUTOGRAD, ("a", "b", "c", "d"))
    result = run(long_loops.POLYNOMIAL_AUTOGRAD)
    assert result.calls == len(expected) == 2000
    last = result.graphs[-1]
    assert (last.call, last.kind, last.root, last.line) == (2000, "backward", "loss", 39)
    assert [graph.call for graph in result.graphs] == [1997, 1998, 1999, 2000]  # keep=4: the loop's last rounds
    for graph in result.graphs:
        for name in "abcd":  # set to None after each update: only the record has them
            np.testing.assert_allclose(grad_of(graph, name), expected[graph.call - 1][name].numpy(), rtol=1e-5)
    assert result.recorded < 100  # the loop's other calls are sampled, not all recorded


def test_the_nn_polynomial_tutorial_records_its_last_four_calls_with_plain_pytorchs_gradients():
    expected = plain(long_loops.POLYNOMIAL_NN, ("model[0].weight", "model[0].bias"))
    result = run(long_loops.POLYNOMIAL_NN)
    assert result.calls == len(expected) == 2000
    assert [graph.call for graph in result.graphs] == [1997, 1998, 1999, 2000]
    assert (result.graphs[-1].root, result.graphs[-1].line) == ("loss", 58)
    for graph in result.graphs:
        plain_call = expected[graph.call - 1]
        np.testing.assert_allclose(grad_of(graph, "model.0.weight"), plain_call["model[0].weight"].numpy(), rtol=1e-5)
        (bias,) = [leaf for leaf in graph.leaves if list(leaf.shape) == [1]]  # named by the loop's `param`
        np.testing.assert_allclose(bias.grad.values, plain_call["model[0].bias"].numpy(), rtol=1e-5)


def test_the_d2l_linear_regression_records_its_last_calls_though_its_batches_come_from_a_generator():
    expected = plain(long_loops.D2L_ZH_LINEAR_REGRESSION, ("w", "b"))
    result = run(long_loops.D2L_ZH_LINEAR_REGRESSION)
    assert result.calls == len(expected) == 300
    last = result.graphs[-1]
    assert (last.call, last.line) == (300, 61)
    assert [graph.call for graph in result.graphs] == [297, 298, 299, 300]  # from the second run
    for graph in result.graphs:
        plain_call = expected[graph.call - 1]
        np.testing.assert_allclose(grad_of(graph, "w").ravel(), plain_call["w"].numpy().ravel(), rtol=1e-5)
        np.testing.assert_allclose(grad_of(graph, "b"), plain_call["b"].numpy(), rtol=1e-5)
    assert "epoch 3, loss" in result.output and result.output.count("epoch") == 3  # printed once, not twice


def test_a_while_loop_records_the_call_whose_gradient_stopped_it():
    expected = plain(long_loops.WHILE_UNTIL_CONVERGED, ("x",))
    result = run(long_loops.WHILE_UNTIL_CONVERGED)
    assert result.calls == len(expected) > 16
    last = result.graphs[-1]
    assert last.call == result.calls
    np.testing.assert_allclose(grad_of(last, "x"), expected[-1]["x"].numpy(), rtol=1e-5)
    assert abs(grad_of(last, "x")[0]) < 1e-3 <= abs(grad_of(result.graphs[-2], "x")[0])


def test_an_example_that_does_not_run_the_same_twice_keeps_its_first_record():
    # it prints the clock: a second run prints another time, so what it recorded is not used
    text = ("import time\n"
            "w = torch.ones(2, requires_grad=True)\n"
            "k = 0\n"
            "while k < 40:\n"
            "    (w * 2).sum().backward()\n"
            "    k += 1\n"
            "print(w.grad.tolist(), time.perf_counter_ns())\n")
    result = run(text)
    assert result.calls == 40 and 40 not in [graph.call for graph in result.graphs]
    assert result.output.count("\n") == 1


# ----------------------------------------------------------------------------- the loops' say


def watched(text: str, watch: LoopWatch) -> dict:
    """Run ``text`` with its loops watched; the watch's say at each ``mark()``, in order."""
    said: list = []
    namespace = {"__playground_loop__": watch.loop, "__playground_while__": watch.while_,
                 "mark": lambda: said.append(watch.predicted), "said": said}
    code = compile(loops_watched(ast.parse(text)), "<loops>", "exec")
    watch.owner = threading.get_ident()
    exec(code, namespace)
    return namespace


@pytest.mark.parametrize(("text", "tail", "marks"), [
    ("for i in range(5):\n    mark()\n", 3, [False, False, True, True, True]),
    ("for e in range(2):\n    for i in range(4):\n        mark()\n", 3, [False] * 4 + [False, True, True, True]),
    ("mark()\nfor i in range(3):\n    mark()\nmark()\n", 1, [True, False, False, True, True]),
    ("for e in range(2):\n    for i in [1, 2]:\n        mark()\n    mark()\n", 1, [False, False, False, False, True, True]),
    ("for i in range(5):\n    mark()\n    if i == 1:\n        break\nmark()\n", 1, [False, False, True]),
    ("for i in iter(range(3)):\n    mark()\n", 1, [False, False, False]),
    ("k = 0\nwhile k < 2:\n    mark()\n    k += 1\nmark()\n", 1, [False, False, True]),
    ("for i in range(2):\n    k = 0\n    while k < 1:\n        mark()\n        k += 1\n    mark()\n", 1, [False, False, False, True]),
])
def test_a_call_may_be_the_last_only_near_the_end_of_every_loop_or_outside_them(text, tail, marks):
    assert watched(text, LoopWatch(tail=tail))["said"] == marks


def test_the_loops_compute_what_they_computed():
    text = ("out = []\n"
            "for i, c in enumerate('ab'):\n"
            "    for j in range(i + 1):\n"
            "        out.append((c, j))\n"
            "    else:\n"
            "        out.append('else')\n"
            "gen = (x for x in range(3))\n"
            "for g in gen:\n"
            "    out.append(g)\n"
            "k = 0\n"
            "while k < 2:\n"
            "    k += 1\n"
            "    continue\n"
            "else:\n"
            "    out.append('while-else')\n")
    plain_namespace: dict = {}
    exec(compile(text, "<plain>", "exec"), plain_namespace)
    assert watched(text, LoopWatch())["out"] == plain_namespace["out"]


def test_a_loop_whose_iterable_raises_raises_the_same_and_leaves_no_round_behind():
    watch = LoopWatch()
    with pytest.raises(ZeroDivisionError):
        watched("def bad():\n    yield 1\n    1 / 0\nfor x in bad():\n    pass\n", watch)
    assert watch._stack() == [] and watch.predicted is True  # left by the exception: outside every loop again
