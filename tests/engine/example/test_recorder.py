"""Recording the example's backward calls: what it keeps, what it costs, what it never changes."""
from __future__ import annotations

import numpy as np
import pytest
import torch

from playground import protocol
from playground.engine.example.recorder import ALWAYS, BackwardRecorder
from playground.engine.example.run import run_example
from playground.engine.example.script import compile_script, script_text
from tests.engine.harness import InProcessEngine, of_type

LOOP = """
torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
for step in range(1000):
    loss = (w * w).sum()
    loss.backward()
    with torch.no_grad():
        w -= 0.01 * w.grad
        w.grad.zero_()
print(w.tolist())
"""


def run(text: str, **options) -> protocol.ExampleResult:
    return run_example(protocol.ExampleRequest(request_id=1, source=text, **options))


def test_a_thousand_calls_are_counted_and_the_recorded_ones_are_few():
    result = run(LOOP, keep=3)
    assert result.errors == [] and result.calls == 1000
    assert 3 <= result.recorded < 100 and len(result.graphs) == 3
    calls = [graph.call for graph in result.graphs]
    assert calls == sorted(calls)
    assert [node.label for node in result.graphs[-1].nodes] == ["SumBackward0", "MulBackward0", "AccumulateGrad"]


def test_within_the_budget_every_call_is_recorded_but_one_and_the_last_ones_kept():
    recorder = BackwardRecorder("<loop>", keep=1000, budget=1e9)
    namespace = {"torch": torch, "print": lambda *values: None}
    with recorder.installed():
        exec(compile(LOOP, "<loop>", "exec"), namespace)
    assert (recorder.calls, recorder.recorded) == (1000, 999)
    calls = [graph.call for graph in recorder.graphs]
    # the call after the first ALWAYS is not recorded: what a call costs without recording
    assert ALWAYS + 1 not in calls and calls[-3:] == [998, 999, 1000]
    assert recorder.graphs[-1].line == 6


def test_a_few_calls_are_recorded_whole_however_busy_the_machine_is():
    # budget and allowance of nothing: as if every recording took longer than the example allows
    recorder = BackwardRecorder("<few>", keep=4, budget=0.0, allowance=0.0)
    namespace = {"torch": torch, "print": lambda *values: None}
    with recorder.installed():
        exec(compile(LOOP.replace("range(1000)", "range(3)"), "<few>", "exec"), namespace)
    assert (recorder.calls, recorder.recorded) == (3, 3)


def test_a_loop_is_recorded_up_to_the_floor_then_now_and_then_and_its_last_rounds_whole():
    result = run(LOOP, keep=4)
    assert result.calls == 1000 and ALWAYS + 4 <= result.recorded < 1000
    assert [graph.call for graph in result.graphs] == [997, 998, 999, 1000]


def test_keeping_as_many_calls_as_the_loop_makes_records_every_one():
    # `graph --keep 1000`: the last 1,000 calls whole, asked for; the loop's tail is all of it
    result = run(LOOP, keep=1000)
    assert result.calls == result.recorded == 1000
    assert [graph.call for graph in result.graphs] == list(range(1, 1001))


def test_recording_changes_nothing_the_example_computes():
    text = """
torch.manual_seed(1)
x = torch.randn(5, requires_grad=True)
h = torch.relu(x * 3 - 1)
y = (h.exp() / (1 + h)).sum()
y.backward(retain_graph=True)
first = x.grad.clone()
y.backward()
g, = torch.autograd.grad((x ** 3).sum(), x)
print(first.tolist(), x.grad.tolist(), g.tolist(), torch.randn(2).tolist())
"""
    recorded = run(text)
    source, prompts = script_text(text)
    plain = {"torch": torch, "__name__": "__main__"}
    printed: list = []
    plain["print"] = lambda *values: printed.append(" ".join(str(v) for v in values))
    exec(compile_script(source, "<editor>", prompts), plain)
    assert recorded.errors == [] and recorded.output.strip() == printed[0]
    assert recorded.calls == 3 and [graph.kind for graph in recorded.graphs][-1] == "grad"


def test_no_gradient_is_not_a_gradient_of_zero():
    result = run("""
x = torch.tensor([-1.0, 2.0], requires_grad=True)
unused = torch.ones(2, requires_grad=True)
y = torch.relu(x).sum()
y.backward()
""")
    (graph,) = result.graphs
    leaves = {leaf.name: leaf for leaf in graph.leaves}
    np.testing.assert_array_equal(leaves["x"].grad.values, [0.0, 1.0])
    assert leaves["unused"].grad is None and leaves["unused"].node is None and leaves["unused"].requires_grad


def test_torch_autograd_grad_records_what_it_returned():
    result = run("""
a = torch.tensor(3.0, requires_grad=True)
b = a * a
db, = torch.autograd.grad(b, a, create_graph=True)
d2, = torch.autograd.grad(db, a)
""")
    first, second = result.graphs
    assert (first.kind, first.root, second.root) == ("grad", "b", "db")
    assert float(first.leaves[0].grad.values) == 6.0 and float(second.leaves[0].grad.values) == 2.0
    assert first.leaves[0].name == "a"


def test_a_leaf_made_under_no_grad_says_so():
    result = run("""
w = torch.ones(2, requires_grad=True)
with torch.no_grad():
    frozen = w * 2
loss = (w * frozen).sum()
loss.backward()
""")
    (graph,) = result.graphs
    frozen = next(leaf for leaf in graph.leaves if leaf.name == "frozen")
    assert (frozen.cut, frozen.grad) == ("no_grad", None)


def test_a_failing_backward_is_an_error_at_its_line_and_its_graph_is_kept():
    result = run("""
class Bad(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2
    @staticmethod
    def backward(ctx, g):
        return g / 0 + undefined_name
x = torch.ones(2, requires_grad=True)
Bad.apply(x).sum().backward()
print("not reached")
""")
    (error,) = result.errors
    assert error.line == 8 and error.type == "NameError" and "not reached" not in result.output
    (graph,) = result.graphs
    assert graph.error is not None and graph.root == "Bad.apply(x).sum()"
    ran = {node.label: node.order for node in graph.nodes}
    assert ran["SumBackward0"] == 0 and ran["BadBackward"] == 1 and ran["AccumulateGrad"] is None


def test_the_wrappers_and_the_mode_are_gone_afterwards():
    before = (torch.autograd.backward, torch.autograd.grad, torch.autograd.Function.__dict__["apply"])
    run("x = torch.ones(1, requires_grad=True)\n(x * 2).sum().backward()\nraise SystemExit(3)\n")
    after = (torch.autograd.backward, torch.autograd.grad, torch.autograd.Function.__dict__["apply"])
    assert before == after and torch.overrides._get_current_function_mode() is None
    assert torch.is_grad_enabled()


def test_big_tensors_come_as_shape_and_summary():
    result = run("w = torch.ones(100, 3, requires_grad=True)\n(w * 2).sum().backward()\n", max_elements=8)
    (graph,) = result.graphs
    w = graph.leaves[0]
    assert w.grad.values is None and w.grad.shape == (100, 3)
    assert (w.grad.minimum, w.grad.mean, w.grad.maximum) == (2.0, 2.0, 2.0)


def test_the_engine_answers_an_example_request():
    engine = InProcessEngine()
    replies = engine.run(protocol.ExampleRequest(request_id=9, source="x = torch.ones(2, requires_grad=True)\n"
                                                           "(x * x).sum().backward()\nprint(x.grad)\n"))
    (answer,) = of_type(replies, protocol.ExampleResult)
    assert answer.request_id == 9 and answer.calls == 1 and "tensor([2., 2.])" in answer.output
    assert of_type(replies, protocol.PhaseStarted)[0].phase == "compile"


# ----------------------------------------------------------------------------- the text as a script


def test_a_transcript_after_plain_code_runs_and_echoes_its_expressions():
    text = (" def double(x):\n     return 2 * x\n \n"
            " >>> a = double(3)\n>>> a\n6\n\n>>> for i in range(2):\n...     a += i\n...\n>>> a\n7\n")
    source, prompts = script_text(text)
    lines = source.split("\n")
    assert len(lines) == len(text.split("\n")) and lines[0] == "def double(x):" and lines[5] == "# 6"
    assert prompts == {4, 5, 8, 11}
    result = run(text)
    assert result.errors == [] and result.output == "6\n7\n"


def test_prompts_inside_a_docstring_stay_as_they_are():
    text = 'def f():\n    """Example:\n    >>> f()\n    1\n    """\n    return 1\nprint(f())\n'
    assert script_text(text) == (text, set())
    assert run(text).output == "1\n"


def test_a_functions_node_has_what_autograd_of_its_forward_would_send_beside():
    result = run("""
class Doubled(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale):
        ctx.save_for_backward(x)
        return helper(x) * scale

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return g * 2 * x * 2, None   # twice what it should be

def helper(x):
    return x * x

x = torch.tensor([1.0, 3.0], requires_grad=True)
Doubled.apply(x, 0.5).sum().backward()
x.data.zero_()  # the example goes on changing x: the copy of the call's argument is kept
""")
    node = next(node for node in result.graphs[0].nodes if node.kind == "user_function")
    np.testing.assert_allclose(node.grad_inputs[0].values, [4.0, 12.0])
    np.testing.assert_allclose(node.autograd_inputs[0].values, [1.0, 3.0])  # d(0.5·x²)/dx = x
    assert result.output == ""  # asking the forward again printed nothing, changed nothing


def test_the_example_has_the_names_a_compile_gives_the_code():
    result = run("def double(x: Tensor) -> Tensor:\n    return 2 * x\n\nprint(double(torch.ones(2)).tolist())\n")
    assert result.errors == [] and result.output.strip() == "[2.0, 2.0]"


def test_a_big_leaf_is_shown_as_it_was_at_its_call_though_summarised_later():
    result = run("""
w = torch.arange(100.0, requires_grad=True)
(w * w).sum().backward()
with torch.no_grad():
    w.mul_(0)       # the example goes on changing w and its gradient in place
    w.grad.zero_()
""", max_elements=8)
    w = torch.arange(100.0, requires_grad=True)
    (w * w).sum().backward()
    (leaf,) = result.graphs[0].leaves
    assert (leaf.value.maximum, leaf.value.mean) == (99.0, float(w.detach().double().mean()))
    assert (leaf.grad.minimum, leaf.grad.maximum, leaf.grad.norm) == pytest.approx(
        (0.0, 198.0, float(w.grad.double().norm())))
    accumulate = next(node for node in result.graphs[0].nodes if node.kind == "accumulate")
    assert accumulate.value.maximum == 99.0  # the leaf's value, copied once for both
