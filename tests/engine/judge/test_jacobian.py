"""The Jacobian: your backward's against the true one, block by block, at the inputs of the code's
own call (or inferred ones), with its pattern in words, and the verdict it decides.

The files in examples/jacobian/ are real code of the kinds the playground's people write next
after an elementwise Function: softmax, log-softmax, layer norm, a linear layer, a cross-entropy
with integer targets, index gather and scatter, ``Mul(a, b)``, and the Module of the Russian
answer (seed 003): ``input * weights``.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from playground import codes, protocol
from playground.cli.report import check_to_json
from playground.engine.judge.check import run_check

EXAMPLES = Path(__file__).parent / "examples" / "jacobian"


def judged(name: str, text: str | None = None, **fields) -> protocol.CompileResult:
    source = text if text is not None else (EXAMPLES / name).read_text()
    return run_check(protocol.CompileRequest(request_id=1, source=source, points=101, **fields))


def blocks(result: protocol.CompileResult) -> dict:
    return {block.input: block for block in result.probe.jacobian.blocks}


@pytest.mark.parametrize("name", ["softmax.py", "log_softmax.py", "layer_norm.py", "linear.py", "mul.py",
                                  "russian_module.py", "cross_entropy.py", "gather.py", "scatter.py"])
def test_a_right_backward_differs_from_the_true_jacobian_below_1e_6(name):
    result = judged(name)
    assert result.errors == [] and result.probe.verdict == "matches", result.probe and result.probe.summary
    found = result.probe.jacobian
    assert found.inputs_from == "call" and found.dtype == "float64"
    assert found.pattern == "jacobian_matches_all" and not found.differs
    assert all(block.max_abs_diff < 1e-6 for block in found.blocks)


def test_every_floating_argument_of_the_call_is_an_input_at_the_calls_shape():
    assert {b.input: (b.rows, b.cols) for b in judged("linear.py").probe.jacobian.blocks} == {
        "input": (8, 6), "weight": (8, 12), "bias": (8, 4)}  # x (2, 3), W (4, 3), b (4,): y (2, 4)
    layer_norm = judged("layer_norm.py").probe.jacobian
    assert layer_norm.input_names == ["x", "weight", "bias"]  # eps is left to its default
    assert [b.input_index for b in layer_norm.blocks] == [0, 1, 2]
    loss = judged("cross_entropy.py").probe.jacobian
    assert loss.input_names == ["logits"] and loss.output_shapes == [()]  # the integer target is kept
    assert (loss.blocks[0].rows, loss.blocks[0].cols) == (1, 12)


def test_the_diagonal_only_softmax_shows_its_missing_off_diagonal_entries_and_says_so():
    result = judged("softmax_diagonal.py")
    probe = result.probe
    assert probe.verdict == "differs" and not probe.by_design and probe.summary_code == "jacobian_differs"
    block = probe.jacobian.blocks[0]
    assert block.pattern == "jacobian_diagonal_only" and (block.rows, block.cols) == (8, 8)
    diagonal = np.eye(8, dtype=bool)
    assert not block.differs[diagonal].any()
    # The true Jacobian of a softmax over rows of 4 is block-diagonal: the missing entries are
    # those between elements of the same row.
    same_row = np.kron(np.eye(2), np.ones((4, 4))).astype(bool)
    assert np.array_equal(block.differs, same_row & ~diagonal)
    assert np.all(block.yours[~diagonal] == 0) and np.all(block.true[same_row & ~diagonal] < 0)
    assert "only the diagonal is right" in probe.summary
    assert "jacobian_diagonal_only" in [n.code for n in probe.notes]


def test_mul_whose_backward_returns_g_times_b_for_both_has_b_wrong_and_a_right():
    probe = judged("mul_wrong.py").probe
    assert probe.verdict == "differs"
    by_input = blocks(judged("mul_wrong.py"))
    assert by_input["a"].pattern == "jacobian_matches" and by_input["a"].max_abs_diff < 1e-12
    assert by_input["b"].pattern == "jacobian_swapped" and by_input["b"].pattern_params["other"] == "a"
    assert probe.jacobian.pattern == "jacobian_one_input_wrong"
    assert probe.jacobian.pattern_params == {"wrong": ["b"], "right": ["a"]}
    assert "right for a and wrong for b" in probe.summary


def test_the_russian_modules_input_and_weights_both_have_their_gradient_block():
    result = judged("russian_module.py")
    assert (result.subject, result.subject_kind) == ("LayerWithCustomGrad", "module")
    found = result.probe.jacobian
    assert found.input_names == ["x", "weights"] and found.input_shapes == [(10,), (10,)]
    assert [(b.input, b.input_index, b.rows, b.cols) for b in found.blocks] == [
        ("x", 0, 10, 10), ("weights", 1, 10, 10)]
    assert all(np.count_nonzero(b.true) == 10 for b in found.blocks)  # diagonal: input * weights


def test_index_and_target_tensors_stay_those_of_the_call_where_the_grid_cannot_take_them():
    for name in ("cross_entropy.py", "gather.py", "scatter.py"):
        result = judged(name)
        assert result.errors == [], (name, [e.message for e in result.errors])
        assert result.probe.decided_by[0] == "jacobian" and result.probe.gradcheck.passed
        assert len(result.probe.x) == 0  # no curves: the grid could not call it
        assert "jacobian_at_call" in [n.code for n in result.probe.notes]


def test_a_wrong_cross_entropy_backward_is_found_at_the_calls_targets():
    text = (EXAMPLES / "cross_entropy.py").read_text().replace("grad / len(target)", "grad")
    probe = judged("", text).probe
    assert probe.verdict == "differs"
    block = probe.jacobian.blocks[0]
    assert block.pattern == "jacobian_factor" and block.pattern_params["factor"] == "4"


def test_a_forward_that_fails_in_float64_is_probed_in_the_calls_dtype_with_a_note():
    result = judged("float32_only.py")
    assert result.errors == [] and result.probe.verdict == "matches"
    assert result.probe.jacobian.dtype == "float32"
    assert "jacobian_dtype" in [n.code for n in result.probe.notes]


def test_the_function_the_file_calls_is_judged_not_the_helper_defined_last():
    result = judged("attention_helper.py")
    assert result.subject == "Attention"
    chosen = [n for n in result.probe.notes if n.code == "subject_chosen"]
    assert chosen and chosen[0].params == {"subject": "Attention", "why": "helper", "helper": "Softmax"}
    called = judged("", (EXAMPLES / "attention_helper.py").read_text() + "\nSoftmax.apply(torch.randn(2, 3))\n")
    assert called.subject == "Softmax"
    assert [n.params["why"] for n in called.probe.notes if n.code == "subject_chosen"] == ["called"]


def test_a_named_subject_gets_no_note_on_why():
    result = judged("attention_helper.py", subject="Softmax")
    assert result.subject == "Softmax" and "subject_chosen" not in [n.code for n in result.probe.notes]


def test_check_json_and_the_report_carry_the_jacobian():
    result = judged("mul_wrong.py")
    found = check_to_json("mul_wrong.py", result, None, False)["jacobian"]
    assert found["input_shapes"] == {"a": [5], "b": [5]} and found["inputs_from"] == "call"
    block = found["blocks"][1]
    assert {"output", "output_index", "input", "input_index", "rows", "cols", "yours", "true",
            "max_abs_diff", "worst", "pattern"} <= set(block)
    assert (block["input"], block["input_index"], block["pattern"]) == ("b", 1, "jacobian_swapped")
    assert len(block["yours"]) == 5 and len(block["true"][0]) == 5 and block["worst"][0] == block["worst"][1]
    assert block["pattern_text"] == codes.word_english(codes.NOTES["jacobian_swapped"], block["pattern_params"])


def test_an_elementwise_function_has_a_diagonal_jacobian_at_about_eight_elements():
    text = ("class Cube(Function):\n    @staticmethod\n    def forward(ctx, x):\n        ctx.save_for_backward(x)\n"
            "        return x ** 3\n    @staticmethod\n    def backward(ctx, g):\n        x, = ctx.saved_tensors\n"
            "        return g * 3 * x ** 2\n")
    probe = judged("", text).probe
    assert probe.summary_code == "matches"  # the curves stay the verdict of an elementwise function
    found = probe.jacobian
    assert found.inputs_from == "inferred" and found.input_shapes == [(8,)]
    true = found.blocks[0].true
    assert np.array_equal(true != 0, np.eye(8, dtype=bool)) and found.blocks[0].true_from == "autograd"
