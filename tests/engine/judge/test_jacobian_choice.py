"""The Jacobian's probe input as the person chooses it (CompileRequest.jacobian_shape, _values,
_numbers; `check --jacobian-shape 3,4 --jacobian-values linspace`): the first input takes that
shape and those values, the call's other tensors are fitted to it, and what cannot be honoured is
an error as data beside the curves' verdict, never in its place."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from playground import codes, protocol
from playground.cli.main import _build_parser, _jacobian_fields
from playground.cli.report import check_report, check_to_json
from playground.cli.source_files import InputError
from playground.engine.judge.check import run_check
from playground.vocabulary import ProbeValues

EXAMPLES = Path(__file__).parent / "examples" / "jacobian"
SQUARE = """
class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return g * 2 * x


Square.apply(torch.randn(2, 4))
"""
LOG = SQUARE.replace("return x * x", "return torch.log(x)").replace("g * 2 * x", "g / x").replace(
    "torch.randn(2, 4)", "torch.rand(2, 4) + 0.5")


def judged(source: str, **fields) -> protocol.CompileResult:
    text = (EXAMPLES / source).read_text() if source.endswith(".py") else source
    return run_check(protocol.CompileRequest(request_id=1, source=text, points=101, **fields))


def diagonal(result: protocol.CompileResult) -> np.ndarray:
    return np.diag(result.probe.jacobian.blocks[0].true)


def test_by_default_the_inputs_are_the_calls_and_no_error_is_kept():
    result = judged(SQUARE)
    assert result.probe.jacobian.inputs_from == "call" and result.probe.jacobian.values == ProbeValues.CALL
    assert result.probe.jacobian.input_shapes == [(2, 4)] and result.probe.jacobian_error is None


def test_a_large_call_is_cut_to_fewer_rows_and_the_jacobian_says_from_how_many():
    result = judged(SQUARE.replace("torch.randn(2, 4)", "torch.randn(64, 100)"))
    found = result.probe.jacobian
    assert found.inputs_from == "call" and found.input_shapes == [(2, 100)] and found.rows_of_call == 64
    assert "(the code's own call, cut from its 64 rows, float64)" in check_report("big.py", result, None)
    assert check_to_json("big.py", result, None, False)["jacobian"]["rows_of_call"] == 64
    assert judged(SQUARE).probe.jacobian.rows_of_call is None  # a call small enough is kept whole


def test_linspace_spreads_the_first_input_evenly_over_the_grids_range_in_row_major_order():
    result = judged(SQUARE, jacobian_shape=(5,), jacobian_values="linspace", x_min=-2.0, x_max=2.0)
    found = result.probe.jacobian
    assert (found.inputs_from, found.values, found.input_shapes) == ("chosen", "linspace", [(5,)])
    assert diagonal(result) == pytest.approx([-4.0, -2.0, 0.0, 2.0, 4.0])  # d(x²)/dx = 2x at linspace(-2, 2, 5)


def test_my_numbers_keep_the_calls_shape_where_they_fill_it_and_are_1d_where_they_do_not():
    filled = judged(SQUARE, jacobian_values="numbers", jacobian_numbers=[float(n) for n in range(8)])
    assert filled.probe.jacobian.input_shapes == [(2, 4)]
    assert diagonal(filled) == pytest.approx([2.0 * n for n in range(8)])
    three = judged(SQUARE, jacobian_values="numbers", jacobian_numbers=[1.0, 2.0, 3.0])
    assert three.probe.jacobian.input_shapes == [(3,)] and diagonal(three) == pytest.approx([2.0, 4.0, 6.0])


def test_a_chosen_shape_reshapes_every_input_that_had_the_first_ones_and_keeps_the_other_seeded():
    result = judged("mul_wrong.py", jacobian_shape=(2, 3), jacobian_values="linspace")
    found = result.probe.jacobian
    assert found.input_shapes == [(2, 3), (2, 3)]
    assert {b.input: b.pattern for b in found.blocks} == {"a": "jacobian_matches", "b": "jacobian_swapped"}
    assert result.probe.verdict == "differs"
    assert any(n.code == "jacobian_at_chosen" and n.params["values"] == "linspace" for n in result.probe.notes)


def test_a_linear_layer_takes_more_rows_and_its_weight_and_bias_stay():
    found = judged("linear.py", jacobian_shape=(5, 3)).probe.jacobian
    assert dict(zip(found.input_names, found.input_shapes)) == {"input": (5, 3), "weight": (4, 3), "bias": (4,)}


def test_targets_that_shared_the_first_inputs_rows_are_cycled_to_its_new_rows():
    result = judged("cross_entropy.py", jacobian_shape=(5, 4))
    assert result.probe.jacobian_error is None, result.probe.jacobian_error
    assert result.probe.jacobian.input_shapes == [(5, 4)]


@pytest.mark.parametrize("fields, code", [
    ({"jacobian_shape": (2, 2), "jacobian_values": "numbers", "jacobian_numbers": [1.0, 2.0, 3.0]},
     "jacobian_numbers_count"),
    ({"jacobian_values": "numbers"}, "jacobian_numbers_missing"),
    ({"jacobian_values": "numbers", "jacobian_numbers": [1.0, float("nan")]}, "jacobian_numbers_not_finite"),
    ({"jacobian_shape": (3, 0)}, "jacobian_shape_invalid"),
    ({"jacobian_shape": (64, 64)}, "jacobian_input_too_large"),
    ({"jacobian_values": "evenly"}, "jacobian_values_unknown"),
])
def test_a_choice_that_cannot_be_honoured_is_an_error_as_data_beside_the_curves_verdict(fields, code):
    result = judged(SQUARE, **fields)
    assert result.errors == [] and result.probe.verdict == "matches"  # the curves still judge
    error = result.probe.jacobian_error
    assert error is not None and error.code == code and error.message
    assert error.message == codes.word_english(codes.ERRORS[code], error.params)


def test_a_forward_that_fails_at_the_chosen_input_says_so_with_its_own_message():
    error = judged("linear.py", jacobian_shape=(5, 4)).probe.jacobian_error
    assert error.code == "jacobian_input_failed" and error.phase == "forward"
    assert "(5, 4)" in error.message and "cannot be multiplied" in error.params["text"]


def test_a_log_at_linspace_values_below_zero_is_told_to_take_positive_ones():
    error = judged(LOG, jacobian_values="linspace").probe.jacobian_error
    assert error.code == "jacobian_input_not_finite" and "positive" in error.message
    assert judged(LOG, jacobian_shape=(6,)).probe.jacobian_error is None  # random falls back to positive values


def test_check_json_and_the_report_carry_the_error():
    result = judged(SQUARE, jacobian_shape=(0,))
    found = check_to_json("square.py", result, None, False)
    assert found["jacobian"] is None and "not a shape" in found["jacobian_error"]["message"]
    assert "jacobian:      not taken — The Jacobian's input shape (0,)" in check_report("square.py", result, None)
    chosen = check_to_json("square.py", judged(SQUARE, jacobian_shape=(3,), jacobian_values="linspace"), None, False)
    assert chosen["jacobian"]["inputs_from"] == "chosen" and chosen["jacobian"]["values"] == "linspace"


def test_the_command_lines_options_become_the_requests_fields():
    parser = _build_parser()
    args = parser.parse_args(["check", "f.py", "--jacobian-shape", "3,4", "--jacobian-values", "linspace"])
    assert _jacobian_fields(args) == {"jacobian_shape": (3, 4), "jacobian_values": "linspace",
                                      "jacobian_numbers": None}
    numbers = parser.parse_args(["check", "f.py", "--jacobian-numbers", "1,2.5,-3"])
    assert _jacobian_fields(numbers)["jacobian_values"] == "numbers"
    assert _jacobian_fields(numbers)["jacobian_numbers"] == [1.0, 2.5, -3.0]
    with pytest.raises(InputError, match="whole numbers"):
        _jacobian_fields(parser.parse_args(["check", "f.py", "--jacobian-shape", "2.5"]))
