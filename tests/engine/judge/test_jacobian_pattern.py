"""Each pattern of a wrong Jacobian block is named from the matrices: the classic mistakes made
in real code, one per test."""
from __future__ import annotations

import numpy as np

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.judge.jacobian_pattern import block_pattern


def function(arguments: str, forward: str, backward: str, call: str) -> str:
    """A Function that saves its tensor arguments, and the file's call of it."""
    return (f"class Fn(Function):\n    @staticmethod\n    def forward(ctx, {arguments}):\n"
            f"        ctx.save_for_backward({arguments})\n        return {forward}\n"
            f"    @staticmethod\n    def backward(ctx, g):\n        {arguments}, = ctx.saved_tensors\n"
            f"        return {backward}\n\n{call}\n")


def jacobian_of(text: str) -> protocol.Jacobian:
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=101))
    assert result.probe is not None and result.probe.jacobian is not None, [e.message for e in result.errors]
    return result.probe.jacobian


def pattern(text: str, input_name: str) -> tuple[str, dict]:
    block = next(b for b in jacobian_of(text).blocks if b.input == input_name)
    return block.pattern, block.pattern_params


LINEAR = function("x, w, b", "x @ w.t() + b", "{grad_x}, {grad_w}, {grad_b}",
                  "Fn.apply(torch.randn(2, 3), torch.randn(3, 3), torch.randn(3))")


def linear(grad_x="g @ w", grad_w="g.t() @ x", grad_b="g.sum(0)") -> str:
    return LINEAR.format(grad_x=grad_x, grad_w=grad_w, grad_b=grad_b)


def test_the_right_linear_layer_matches_in_every_block():
    assert {b.input: b.pattern for b in jacobian_of(linear()).blocks} == {
        "x": "jacobian_matches", "w": "jacobian_matches", "b": "jacobian_matches"}


def test_a_square_weights_gradient_transposed_is_named_so():
    assert pattern(linear(grad_w="x.t() @ g"), "w")[0] == "jacobian_transposed"


def test_a_bias_gradient_averaged_or_summed_over_the_wrong_dimension_is_a_broadcast_not_summed():
    assert pattern(linear(grad_b="g.mean(0)"), "b")[0] == "jacobian_broadcast"
    square = function("x, b", "x + b", "g, g.sum(1)", "Fn.apply(torch.randn(3, 3), torch.randn(3))")
    assert pattern(square, "b")[0] == "jacobian_broadcast"
    first_row = function("x, b", "x + b", "g, g[0]", "Fn.apply(torch.randn(4, 3), torch.randn(3))")
    assert pattern(first_row, "b")[0] == "jacobian_broadcast"


def test_a_sign_or_factor_off_on_the_whole_block():
    assert pattern(linear(grad_x="-(g @ w)"), "x")[0] == "jacobian_sign"
    assert pattern(linear(grad_x="0.5 * (g @ w)"), "x") == ("jacobian_factor", {"output": "y", "input": "x",
                                                                                "factor": "0.5"})


def test_no_gradient_for_an_input_that_matters():
    wants_grad = linear(grad_b="None").replace("torch.randn(3))", "torch.randn(3, requires_grad=True))")
    assert pattern(wants_grad, "b")[0] == "jacobian_no_gradient"
    # A tensor the call passes without requires_grad, for which backward returns None, is a
    # constant as the code uses it: no block, nothing wrong.
    assert [b.input for b in jacobian_of(linear(grad_b="None")).blocks] == ["x", "w"]


def test_a_straight_through_estimator_differs_only_where_the_forward_is_flat():
    text = function("x", "torch.round(x)", "g", "Fn.apply(torch.randn(6))")
    found = jacobian_of(text)
    assert found.blocks[0].pattern == "jacobian_flat"
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=101))
    assert result.probe.by_design  # the Jacobian leaves a surrogate gradient's verdict as it was


def test_any_other_difference_says_how_many_entries_and_the_largest():
    text = function("x", "x * x.sum()", "g * 2 * x", "Fn.apply(torch.randn(4))")
    code, params = pattern(text, "x")
    assert code == "jacobian_differs"  # true: diag(sum(x)) + x 1ᵀ; the diagonal is wrong too
    assert params["count"] == 16 and params["total"] == 16
    cumsum = function("x", "x.cumsum(0)", "g", "Fn.apply(torch.randn(4))")
    assert pattern(cumsum, "x")[0] == "jacobian_diagonal_only"  # the lower triangle is missing


def test_block_pattern_on_matrices_alone():
    true = np.array([[0.2, -0.1], [-0.1, 0.2]])
    yours = np.diag(np.diag(true))
    differs = np.abs(yours - true) > 1e-6
    everywhere = np.ones_like(differs)
    code, _ = block_pattern(yours, true, differs, everywhere, np.zeros_like(differs), np.full((2, 2), 1e-6),
                            False, (2,), "y", "x")
    assert code == "jacobian_diagonal_only"
    transposed = np.array([[1.0, 2.0], [3.0, 4.0]])
    code, _ = block_pattern(transposed.T, transposed, np.abs(transposed.T - transposed) > 0, everywhere,
                            np.zeros_like(differs), np.full((2, 2), 1e-6), False, (2,), "y", "x")
    assert code == "jacobian_transposed"
