"""`python -m playground graph FILE --json`: the example's backward calls, with their numbers."""
from __future__ import annotations

import json

import pytest

from playground import protocol
from playground.cli.graph import example_report, example_to_json
from tests.cli.test_cli import run_cli
from tests.engine.example.seed_code import TANH_POST


def test_graph_json_of_the_tanh_post(tmp_path):
    path = tmp_path / "custom_tanh.py"
    path.write_text(TANH_POST, encoding="utf-8")
    done = run_cli("graph", str(path), "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert (report["ok"], report["calls"], report["recorded"]) == (True, 1, 1)
    (graph,) = report["graphs"]
    assert (graph["line"], graph["root"]) == (31, "L")
    nodes = sorted(graph["nodes"], key=lambda node: node["order"])
    assert [node["label"] for node in nodes] == ["SumBackward0", "MulBackward0", "custom_tanhBackward",
                                                 "AccumulateGrad"]
    function = nodes[2]
    assert function["grad_output"][0] == pytest.approx([0.0, 6.0928], abs=1e-4)
    assert function["grad_inputs"][0] == pytest.approx([0.0, 2.5588], abs=1e-4)
    assert nodes[0]["value"] == pytest.approx(9.2804, abs=1e-4) and nodes[0]["grad_output"] == [1.0]
    assert [edge for edge in graph["edges"]] == [[0, 1], [1, 2], [2, 3]]
    (x,) = graph["leaves"]
    assert (x["name"], x["shape"], x["requires_grad"], x["cut"]) == ("X", [2], True, None)
    assert x["grad"] == pytest.approx([0.0, 2.5588], abs=1e-4)
    assert "tensor([0.0000, 2.5588])" in report["output"]


def test_a_missing_file_is_an_input_error():
    done = run_cli("graph", "no/such/file.py", "--json")
    assert done.returncode == 2 and json.loads(done.stdout)["errors"][0]["type"] == "InputError"


def test_big_values_come_as_shape_and_summary_and_the_words_name_each_step():
    big = protocol.TensorValue((64, 100), "float32", None, -1.0, 0.0, 2.0, 9.0)
    small = protocol.TensorValue((2,), "float32", __import__("numpy").array([0.0, 2.5588]))
    graph = protocol.BackwardGraph(
        1, "backward", 5, "loss",
        [protocol.ExampleNode(0, "MmBackward0", "function", 4, "h", big, [big], [None, small], [None, 1], 0),
         protocol.ExampleNode(1, "AccumulateGrad", "accumulate", 2, "w", small, [small], [], [], 1)],
        [(0, 1)], [protocol.ExampleLeaf("w", (2,), True, 1, small, small),
                   protocol.ExampleLeaf("b", (1,), False, None, None, None, "detach")])
    result = protocol.ExampleResult(1, [graph], 1, 1, "")
    node = example_to_json("f.py", result)["graphs"][0]["nodes"][0]
    assert node["value"] == {"shape": [64, 100], "dtype": "float32", "min": -1.0, "mean": 0.0, "max": 2.0,
                             "norm": 9.0}
    assert node["grad_inputs"] == [None, [0.0, 2.5588]]
    words = example_report(result)
    assert "1. h = MmBackward0 (line 4)" in words and "leaf b [1] (cut off by detach): grad no gradient" in words


def test_code_pasted_without_its_indentation_gets_the_words_a_check_gives(tmp_path):
    path = tmp_path / "flat.py"
    path.write_text("import torch\n\nclass MyReLU(torch.autograd.Function):\n@staticmethod\n"
                    "def forward(ctx, x):\nreturn x.clamp(min=0)\n", encoding="utf-8")
    done = run_cli("graph", str(path))
    assert done.returncode == 2, done.stderr
    assert done.stdout.startswith("error: line 4: IndentationError: The indentation was lost in copying")
    assert "backward call(s)" not in done.stdout  # nothing ran: no count of calls that never came
    (error,) = json.loads(run_cli("graph", str(path), "--json").stdout)["errors"]
    assert error["line"] == 4 and error["message"].startswith("The indentation was lost in copying")


def test_nan_and_both_infinities_are_written_distinctly_and_null_is_no_gradient():
    from playground.engine.example.run import run_example
    from tests.engine.example.plain import plain_calls
    from tests.engine.example.published import DIVISION_BY_ZERO

    expected = plain_calls(DIVISION_BY_ZERO, ("x", "z"))
    assert str(expected[0]["x"].tolist()) == "[nan, 1.0]" and str(expected[1]["z"].tolist()) == "[inf, -inf]"
    result = run_example(protocol.ExampleRequest(
        request_id=1, source=DIVISION_BY_ZERO + "unused = torch.ones(1, requires_grad=True)\n"
                                                "(x * 2).sum().backward()\n"))
    text = json.dumps(example_to_json("nan.py", result), allow_nan=False)  # strict JSON: no bare NaN
    first, second, third = json.loads(text)["graphs"]
    leaves = {leaf["name"]: leaf for leaf in first["leaves"]}
    assert leaves["x"]["grad"] == ["NaN", 1.0]
    assert {leaf["name"]: leaf["grad"] for leaf in second["leaves"]}["z"] == ["Infinity", "-Infinity"]
    unused = {leaf["name"]: leaf for leaf in third["leaves"]}["unused"]
    assert unused["grad"] is None and unused["requires_grad"]  # null: no gradient, not a number
    assert '"NaN"' in text and "null" in text
    words = example_report(result)
    assert 'leaf x [2]: grad ["NaN", 1.0]' in words and 'leaf x [2]: grad ["NaN", 3.0]' in words
