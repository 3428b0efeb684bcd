"""jacobian.py's parts at their edges (judge/jacobian.py called directly): which outputs are
judged, how many backward and forward calls the two Jacobians cost, one block's difference with
kinks left out, which blocks travel, and a swap named only where it is one.

The subjects are small functions whose Jacobians are written out: y = a·b (diag(b), diag(a)),
y = x² (diag(2x)), relu (diag(x > 0), its kink at 0 left out).
"""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import torch

from playground.engine.judge import jacobian as jac
from playground.engine.judge import numeric as num


def counted_product(calls: dict, second_gradient=True):
    """apply of y = a·b, counting forwards and backwards; ``second_gradient`` False: b gets None."""

    class Product(torch.autograd.Function):
        @staticmethod
        def forward(ctx, a, b):
            calls["forward"] = calls.get("forward", 0) + 1
            ctx.save_for_backward(a, b)
            return a * b

        @staticmethod
        def backward(ctx, g):
            calls["backward"] = calls.get("backward", 0) + 1
            a, b = ctx.saved_tensors
            return g * b, (g * a if second_gradient else None)

    return Product.apply


def leaves(*values):
    return [torch.tensor(v, dtype=torch.float64, requires_grad=True) for v in values]


def test_every_row_of_yours_comes_from_one_batched_backward_call():
    for second_gradient in (True, False):  # an input without a gradient keeps the call batched
        calls: dict = {}
        a, b = leaves([1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0])
        out = counted_product(calls, second_gradient)(a, b)
        blocks = jac.backward_jacobian([out], [a, b])
        assert calls["backward"] == 1
        assert np.array_equal(blocks[0][0], np.diag([5.0, 6.0, 7.0, 8.0]))
        assert (blocks[0][1] is None) is not second_gradient


def test_a_single_output_element_is_batched_too():
    calls: dict = {}
    a, b = leaves([3.0], [5.0])
    blocks = jac.backward_jacobian([counted_product(calls)(a, b).sum()], [a, b])
    assert calls["backward"] == 1 and blocks[0][0].tolist() == [[5.0]] and blocks[0][1].tolist() == [[3.0]]


def test_a_backward_vmap_cannot_run_is_called_once_per_row_each_on_a_fresh_forward():
    calls: dict = {}

    class Item(torch.autograd.Function):  # .item() in backward: no batched rows
        @staticmethod
        def forward(ctx, x):
            calls["forward"] = calls.get("forward", 0) + 1
            ctx.save_for_backward(x)
            return x * x

        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            return g * 2 * x * (1.0 + 0 * float(g.sum().item()))

    (x,) = leaves([1.0, -2.0, 3.0])
    probed = jac.Probed(inputs=[x.detach()], names=["x"], positions=[0], call=Item.apply)
    blocks = jac.backward_jacobian([Item.apply(x)], [x], jac._rerun(probed, [0]))
    assert np.array_equal(blocks[0][0], np.diag([2.0, -4.0, 6.0]))
    assert calls["forward"] == 1 + 3  # the first, then one per row


def probed_square(calls: dict, x_values) -> jac.Probed:
    def call(x):
        calls["forward"] = calls.get("forward", 0) + 1
        return x * x

    x = torch.tensor(x_values, dtype=torch.float64)
    return jac.Probed(inputs=[x], names=["x"], positions=[0], call=call, own=call)


def test_autograds_jacobian_confirmed_along_three_directions_costs_twelve_forwards():
    calls: dict = {}
    probed = probed_square(calls, [0.5, -1.0, 2.0, 1.5, -0.25, 3.0, 0.75, -2.5])
    own = jac.own_jacobian(probed, [0])
    assert np.allclose(own[0][0], np.diag(2 * probed.inputs[0].numpy()))
    calls.clear()
    assert jac._confirmed(probed, own, [0])
    assert calls["forward"] == 3 * len(num.OFFSETS)  # not four per element (32)


def test_a_wrong_own_jacobian_or_a_kink_within_the_steps_is_not_confirmed():
    calls: dict = {}
    probed = probed_square(calls, [0.5, -1.0, 2.0])
    own = jac.own_jacobian(probed, [0])
    assert not jac._confirmed(probed, [[1.001 * own[0][0]]], [0])
    relu = jac.Probed(inputs=[torch.tensor([1e-7, 1.0], dtype=torch.float64)], names=["x"], positions=[0],
                      call=torch.relu, own=torch.relu)
    assert not jac._confirmed(relu, jac.own_jacobian(relu, [0]), [0])  # 0 lies within the steps of 1e-7


def test_an_infinite_derivative_is_not_confirmed():
    root = jac.Probed(inputs=[torch.tensor([4.0, 1.0], dtype=torch.float64)], names=["x"], positions=[0],
                      call=torch.sqrt, own=torch.sqrt)
    own = jac.own_jacobian(root, [0])
    assert jac._confirmed(root, own, [0])
    own[0][0][1, 1] = np.inf
    assert not jac._confirmed(root, own, [0])


def test_the_true_jacobian_of_a_kinked_forward_is_taken_entry_by_entry_with_the_kink_left_out():
    relu = jac.Probed(inputs=[torch.tensor([-1.0, 0.0, 2.0], dtype=torch.float64)], names=["x"], positions=[0],
                      call=torch.relu, own=torch.relu)
    truth, true_from = jac.true_jacobian(relu, [0])
    block = truth[0][0]
    assert true_from == "numeric"
    assert np.allclose(np.diag(block.derivative)[[0, 2]], [0.0, 1.0])
    assert block.nonsmooth[1, 1] and not block.nonsmooth[0, 0] and not block.nonsmooth[2, 2]


def test_own_jacobian_gives_zeros_for_an_input_the_outputs_do_not_use_and_none_where_it_fails():
    a, b = torch.tensor([1.0, 2.0], dtype=torch.float64), torch.tensor([3.0, 4.0], dtype=torch.float64)
    probed = jac.Probed(inputs=[a, b], names=["a", "b"], positions=[0, 1], call=lambda a, b: a * 2,
                        own=lambda a, b: a * 2)
    own = jac.own_jacobian(probed, [0])
    assert np.array_equal(own[0][0], 2 * np.eye(2)) and np.array_equal(own[0][1], np.zeros((2, 2)))
    detached = jac.Probed(inputs=[a], names=["a"], positions=[0], call=lambda a: a, own=lambda a: a.detach() * 2)
    assert jac.own_jacobian(detached, [0]) is None
    assert jac.own_jacobian(probed, [0], wanted=lambda: False) is None
    assert jac.own_jacobian(jac.Probed(inputs=[a], names=["a"], positions=[0], call=lambda a: a), [0]) is None


def test_two_outputs_one_detached_the_judged_ones_are_named_by_position():
    x = leaves([1.0, 2.0])[0]
    outputs = jac.differentiable_outputs((x * 2, x.detach(), torch.arange(2), x * 3))
    assert [(o.index, o.name) for o in outputs] == [(0, "y0"), (3, "y3")]
    (single,) = jac.differentiable_outputs(x * 2)
    assert (single.index, single.name) == (0, "y")


def derivative(values, nonsmooth=None, tolerance=1e-6) -> num.NumericDerivative:
    values = np.asarray(values, dtype=float)
    nonsmooth = np.zeros(values.shape, bool) if nonsmooth is None else np.asarray(nonsmooth)
    return num.NumericDerivative(values, nonsmooth, np.isfinite(values), np.full(values.shape, tolerance),
                                 np.abs(values) <= tolerance)


def block_of(yours, true: num.NumericDerivative):
    output = jac._Output(0, "y", torch.zeros(true.derivative.shape[0]))
    return jac._block(output, "x", 0, (true.derivative.shape[1],), yours, true, "numeric").block


def test_a_difference_at_a_kink_is_left_out_of_the_block_and_of_its_largest_difference():
    true = derivative(np.diag([0.0, 0.5, 1.0]), nonsmooth=np.diag([False, True, False]))
    found = block_of(np.diag([0.0, 1.0, 1.0]), true)  # the relu's subgradient 1 at its kink, true 0.5
    assert found.pattern == "jacobian_matches" and not found.differs.any()
    assert found.max_abs_diff == 0.0 and found.worst == (0, 0) and found.tolerance == 1e-6


def test_the_largest_difference_and_where_it_is():
    true = derivative(np.eye(3))
    yours = np.eye(3)
    yours[2, 1] = 0.25
    yours[0, 2] = -0.5
    found = block_of(yours, true)
    assert found.max_abs_diff == 0.5 and found.worst == (0, 2) and int(found.differs.sum()) == 2


def test_a_nan_in_yours_is_an_infinite_difference_and_the_worst_entry():
    yours = np.eye(2)
    yours[1, 0] = np.nan
    found = block_of(yours, derivative(np.eye(2)))
    assert found.max_abs_diff == np.inf and found.worst == (1, 0) and found.differs[1, 0]


def test_no_gradient_is_a_block_of_zeros_against_the_true_one():
    found = block_of(None, derivative(2 * np.eye(2)))
    assert found.pattern == "jacobian_no_gradient" and np.array_equal(found.yours, np.zeros((2, 2)))
    assert found.max_abs_diff == 2.0


def test_blocks_of_up_to_65536_entries_carry_their_matrices():
    square = block_of(np.zeros((256, 256)), derivative(np.zeros((256, 256))))
    assert square.yours is not None and square.true is not None and square.differs is not None
    long = block_of(np.zeros((1, 65537)), derivative(np.zeros((1, 65537))))
    assert long.yours is None and long.true is None and long.differs is None and long.cols == 65537


def found(output_index, pattern, claimed, true, tolerance=1e-6):
    claimed, true = np.asarray(claimed, float), np.asarray(true, float)
    block = SimpleNamespace(output="y", output_index=output_index, pattern=pattern, pattern_params={}, input="x")
    return jac._Found(block, claimed, true, np.full(true.shape, tolerance))


def test_a_wrong_block_that_is_another_inputs_true_block_of_the_same_output_is_a_swap():
    # y = a·b: the gradient of a is diag(b), of b diag(a); g·a returned for a
    a, b = np.diag([1.0, 2.0]), np.diag([3.0, 4.0])
    for_a, for_b = found(0, "jacobian_differs", a, b), found(0, "jacobian_matches", a, a)
    jac._name_swaps([for_a, for_b])
    assert for_a.block.pattern == "jacobian_swapped" and for_b.block.pattern == "jacobian_matches"


def test_no_swap_with_another_output_a_zero_block_an_equal_one_or_another_shape():
    a, b = np.diag([1.0, 2.0]), np.diag([3.0, 4.0])
    cases = [
        [found(0, "jacobian_differs", a, b), found(1, "jacobian_matches", a, a)],  # another output
        [found(0, "jacobian_differs", np.zeros((2, 2)), b), found(0, "jacobian_matches", np.zeros((2, 2)),
                                                                np.zeros((2, 2)))],  # a true block of zeros
        [found(0, "jacobian_differs", a, b), found(0, "jacobian_factor", a, b)],  # the same true block
        [found(0, "jacobian_differs", np.ones((2, 3)), np.zeros((2, 3))), found(0, "jacobian_matches", a, a)],
        [found(0, "jacobian_flat", a, b), found(0, "jacobian_matches", a, a)],  # flat: by design
    ]
    for blocks in cases:
        before = [f.block.pattern for f in blocks]
        jac._name_swaps(blocks)
        assert [f.block.pattern for f in blocks] == before


def test_a_swap_is_named_within_the_tolerance_and_a_millionth_of_the_entries():
    true_b = np.diag([3e6, 4.0])
    near = found(0, "jacobian_differs", np.diag([3e6 + 2.5, 4.0 + 5e-7]), np.diag([1.0, 2.0]))
    jac._name_swaps([near, found(0, "jacobian_matches", true_b, true_b)])
    assert near.block.pattern == "jacobian_swapped"  # 2.5 ≤ 1e-6 + 1e-6·3e6; 5e-7 ≤ 1e-6
    far = found(0, "jacobian_differs", np.diag([3e6 + 4.0, 4.0]), np.diag([1.0, 2.0]))
    jac._name_swaps([far, found(0, "jacobian_matches", true_b, true_b)])
    assert far.block.pattern == "jacobian_differs"


def test_two_outputs_of_one_forward_are_both_batched_on_that_forward():
    calls: dict = {}
    a, b = leaves([1.0, 2.0], [3.0, 4.0])
    product = counted_product(calls)(a, b)
    outputs = [product, product * 2]

    def rerun(o):  # a fresh forward: wanted only where a row is run alone
        calls["rerun"] = calls.get("rerun", 0) + 1
        fresh = [t.detach().clone().requires_grad_() for t in (a, b)]
        y = counted_product(calls)(*fresh)
        return [y, y * 2][o], fresh

    blocks = jac.backward_jacobian(outputs, [a, b], rerun)
    assert "rerun" not in calls and calls["backward"] == 2
    assert np.array_equal(blocks[1][0], np.diag([6.0, 8.0]))


def test_rows_looped_on_one_graph_keep_it_for_every_row():
    (x,) = leaves([1.0, -2.0, 3.0])
    rows = jac._looped_rows(x * x, [x])
    assert np.array_equal(rows[0].numpy(), np.diag([2.0, -4.0, 6.0]))


def test_an_input_without_elements_gives_an_empty_block_with_its_worst_at_the_origin():
    found = block_of(np.zeros((2, 0)), derivative(np.zeros((2, 0))))
    assert (found.rows, found.cols, found.worst, found.max_abs_diff) == (2, 0, (0, 0), 0.0)


def test_rounding_of_a_large_value_is_no_kink():
    # y = x + 1e10: its values are rounded to 2e-6 (1e10 · 2.2e-16), a tenth of the steps' differences
    # of about 2e-5 (h ≈ 6e-6 · 3): the central difference is off by rounding alone, and J = I is confirmed
    probed = jac.Probed(inputs=[torch.tensor([0.5, -1.0, 3.0], dtype=torch.float64)], names=["x"], positions=[0],
                        call=lambda x: x + 1e10, own=lambda x: x + 1e10)
    own = jac.own_jacobian(probed, [0])
    assert np.array_equal(own[0][0], np.eye(3)) and jac._confirmed(probed, own, [0])


def test_an_output_autograd_cannot_follow_back_gives_no_own_jacobian():
    a = torch.tensor([1.0, 2.0], dtype=torch.float64)
    two = jac.Probed(inputs=[a], names=["a"], positions=[0], call=lambda a: (a * 2, a.detach()),
                     own=lambda a: (a * 2, a.detach()))
    assert jac.own_jacobian(two, [0, 1]) is None
    assert np.array_equal(jac.own_jacobian(two, [0])[0][0], 2 * np.eye(2))


def test_the_confirming_steps_are_the_cube_root_of_eps_times_the_largest_input_at_least_one():
    # relu at 3e-5: the steps reach 2h·|u| ≤ 2 · 6.06e-6 · 1.69 = 2.05e-5 (u the three seeded
    # directions' first components, at most 1.69 in size) and stay right of the kink at 0, so
    # autograd's Jacobian is confirmed; steps twice as long, or eps^(1/4) (1.2e-4), cross it
    relu = jac.Probed(inputs=[torch.tensor([3e-5, 1.0], dtype=torch.float64)], names=["x"], positions=[0],
                      call=torch.relu, own=torch.relu)
    assert jac._confirmed(relu, jac.own_jacobian(relu, [0]), [0])
