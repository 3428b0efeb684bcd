"""Each of a block's patterns at its edges (judge/jacobian_pattern.py called directly).

The true blocks are written out from the mathematics of small functions: y = x (I), y = 2x,
softmax's dense Jacobian diag(s) − s sᵀ, a broadcast y = x copied n times (n identities stacked),
a 2×2 input's gradient with its indices swapped. The tolerance is 1e-6 everywhere.
"""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from playground.engine.judge.jacobian_pattern import block_pattern, verdict_notes, whole_pattern

TOLERANCE = 1e-6


def pattern(claimed, true, input_shape=None, flat=None, compared=None, no_gradient=False):
    claimed, true = np.asarray(claimed, dtype=float), np.asarray(true, dtype=float)
    compared = np.ones(true.shape, bool) if compared is None else compared
    differs = compared & (np.abs(claimed - true) > TOLERANCE)
    flat = (true == 0) if flat is None else flat
    shape = (true.shape[1],) if input_shape is None else input_shape
    return block_pattern(claimed, true, differs, compared, flat, np.full(true.shape, TOLERANCE), no_gradient,
                         shape, "y", "x")


def softmax_jacobian(s):
    s = np.asarray(s, dtype=float)
    return np.diag(s) - np.outer(s, s)


def copies(n: int, width: int = 3) -> np.ndarray:
    """y = x repeated n times (x of ``width`` elements): n identities stacked."""
    return np.vstack([np.eye(width)] * n)


def test_a_block_within_the_tolerance_matches():
    true = softmax_jacobian([0.2, 0.3, 0.5])
    assert pattern(true + 0.5 * TOLERANCE, true) == ("jacobian_matches", {"output": "y", "input": "x"})


def test_no_gradient_said_by_the_caller_comes_before_every_other_reading():
    true = softmax_jacobian([0.2, 0.3, 0.5])
    assert pattern(2 * true, true, no_gradient=True)[0] == "jacobian_no_gradient"


def test_zeros_where_the_true_entries_are_nonzero_but_not_compared_are_no_gradient():
    # the entry left out of the comparison (a kink) is nonzero in yours: no gradient still
    true = np.eye(2)
    compared = np.array([[True, True], [True, False]])
    claimed = np.array([[0.0, 0.0], [0.0, 5.0]])
    assert pattern(claimed, true, compared=compared)[0] == "jacobian_no_gradient"


def test_differing_only_where_the_forward_is_flat_is_by_design():
    true = np.diag([1.0, 0.0, 1.0])  # relu at x = (1, -1, 1)
    claimed = np.eye(3)  # the straight-through estimate
    assert pattern(claimed, true)[0] == "jacobian_flat"
    flat_nowhere = np.zeros((3, 3), bool)
    assert pattern(claimed, true, flat=flat_nowhere)[0] != "jacobian_flat"


def test_the_diagonal_alone_of_a_dense_block_is_the_diagonal_only():
    true = softmax_jacobian([0.2, 0.3, 0.5])
    diagonal = np.diag(np.diag(true))  # g * s * (1 - s): the classic softmax mistake
    assert pattern(diagonal, true)[0] == "jacobian_diagonal_only"
    wrong_diagonal = diagonal + np.diag([0.1, 0.0, 0.0])
    assert pattern(wrong_diagonal, true)[0] != "jacobian_diagonal_only"
    off_diagonal_kept = diagonal.copy()
    off_diagonal_kept[0, 1] = 0.7
    assert pattern(off_diagonal_kept, true)[0] != "jacobian_diagonal_only"


def test_a_transposed_matrix_and_a_square_inputs_swapped_indices_are_transposed():
    true = np.array([[1.0, 2.0, 0.0], [0.0, 3.0, 4.0], [5.0, 0.0, 6.0]])
    assert pattern(true.T, true)[0] == "jacobian_transposed"
    # y = sum over rows of W ∘ A for a 2×2 input W: 2 outputs, 4 columns (w00, w01, w10, w11)
    true = np.array([[1.0, 2.0, 0.0, 0.0], [0.0, 0.0, 3.0, 4.0]])
    swapped = true[:, [0, 2, 1, 3]]  # column (i, j) holds the true column (j, i)
    assert pattern(swapped, true, input_shape=(2, 2))[0] == "jacobian_transposed"
    assert pattern(swapped, true, input_shape=(4,))[0] != "jacobian_transposed"  # a vector: no indices to swap


def test_a_symmetric_true_block_is_never_called_transposed():
    true = np.array([[2.0, 1.0], [1.0, 3.0]])
    claimed = np.array([[2.0, 1.0], [1.0, 4.0]])
    assert pattern(claimed, true)[0] != "jacobian_transposed"


def test_a_non_square_inputs_reordered_gradient_is_not_transposed():
    true = np.arange(1.0, 7.0)[None, :]  # one output, a 2×3 input: y = Σ c_ij w_ij
    order = np.arange(6).reshape(2, 3).T.reshape(-1)
    assert pattern(true[:, order], true, input_shape=(2, 3))[0] != "jacobian_transposed"


def test_one_copys_gradient_kept_is_a_broadcast_not_summed():
    true = copies(2)
    kept = true.copy()
    kept[3:] = 0.0  # only the first copy's gradient
    assert pattern(kept, true)[0] == "jacobian_broadcast"


def test_the_mean_over_the_copies_is_a_broadcast_not_summed():
    # a third is rounded to 0.333333 as a factor: the mean is tried as true/3 itself
    assert pattern(copies(3) / 3, copies(3))[0] == "jacobian_broadcast"
    assert pattern(copies(2) / 2, copies(2))[0] == "jacobian_broadcast"
    # a third of two copies is no mean over them: a plain factor
    assert pattern(copies(2) / 3, copies(2)) == ("jacobian_factor", {"output": "y", "input": "x", "factor": "0.333"})


def test_the_right_values_in_the_wrong_rows_are_a_broadcast_summed_over_another_dimension():
    true = copies(2)
    moved = true[[1, 2, 0, 3, 4, 5]]  # the first copy's rows in another order
    assert pattern(moved, true)[0] == "jacobian_broadcast"
    other_values = moved.copy()
    other_values[0, 1] = 3.0
    assert pattern(other_values, true)[0] != "jacobian_broadcast"


def test_an_output_fed_once_by_each_input_element_is_no_broadcast():
    true = np.vstack([np.eye(3), np.zeros((3, 3))])  # six outputs, the last three constant
    kept = true.copy()
    kept[0, 0] = 0.0
    assert pattern(kept, true)[0] != "jacobian_broadcast"


def test_a_constant_times_the_block_is_a_factor_and_minus_one_is_the_sign():
    true = softmax_jacobian([0.2, 0.3, 0.5])
    assert pattern(2 * true, true) == ("jacobian_factor", {"output": "y", "input": "x", "factor": "2"})
    assert pattern(-true, true)[0] == "jacobian_sign"


def test_a_factor_within_its_tolerance_of_one_is_no_factor():
    true = np.diag([1e3, 2e3, 3e3])
    code, _ = pattern((1 + 5e-7) * true, true)  # differs (by 5e-4 > 1e-6) but c - 1 < FACTOR_RTOL
    assert code == "jacobian_differs"
    code, params = pattern((1 + 2e-6) * true, true)
    assert (code, params["factor"]) == ("jacobian_factor", "1")


def test_a_factor_needs_true_entries_above_1e_8():
    true = np.diag([1e-9, 2e-9, 3e-9])  # all at or below NONZERO_TRUE: no ratio to read
    assert pattern(true + np.diag([5e-6, 5e-6, 5e-6]), true)[0] == "jacobian_differs"


def test_any_other_difference_is_counted_and_its_largest_entry_located():
    true = softmax_jacobian([0.2, 0.3, 0.5])
    claimed = true.copy()
    claimed[1, 2] += 0.5
    claimed[2, 0] -= 0.25
    assert pattern(claimed, true) == ("jacobian_differs", {"output": "y", "input": "x", "count": 2, "total": 9,
                                                           "error": "0.5", "row": 1, "column": 2})


def test_an_infinite_entry_is_the_largest_error():
    true = np.eye(2)
    claimed = np.array([[1.0, 0.3], [np.inf, 1.0]])
    code, params = pattern(claimed, true, flat=np.zeros((2, 2), bool))
    assert (code, params["row"], params["column"], params["error"]) == ("jacobian_differs", 1, 0, "inf")


def test_a_negative_zero_error_reads_zero():
    true = np.zeros((1, 2))
    claimed = np.array([[0.0, 1e-5]])
    differs = np.array([[False, True]])
    code, params = block_pattern(claimed, true, differs, np.ones((1, 2), bool), np.zeros((1, 2), bool),
                                 np.full((1, 2), TOLERANCE), False, (2,), "y", "x")
    assert (code, params["error"]) == ("jacobian_differs", "1e-05")


def block(input_name: str, pattern_code: str, largest: float = 0.0, params=None):
    return SimpleNamespace(input=input_name, pattern=pattern_code, pattern_params=params or {},
                           max_abs_diff=largest)


def test_the_whole_jacobian_names_the_wrong_inputs_beside_the_right_ones_in_order():
    blocks = [block("b", "jacobian_factor", 2.0, {"factor": "2"}), block("a", "jacobian_matches"),
              block("c", "jacobian_sign", 1.0), block("b", "jacobian_matches")]
    assert whole_pattern(blocks) == ("jacobian_one_input_wrong", {"wrong": ["b", "c"], "right": ["a"]})
    assert whole_pattern([block("a", "jacobian_matches")] * 2) == ("jacobian_matches_all", {"blocks": 2})


def test_where_every_input_is_wrong_the_worst_block_speaks():
    blocks = [block("a", "jacobian_sign", 1.0), block("b", "jacobian_factor", 3.0, {"factor": "4"}),
              block("a", "jacobian_flat", 0.5)]
    assert whole_pattern(blocks) == ("jacobian_factor", {"factor": "4"})


def test_the_notes_are_the_whole_pattern_then_each_distinct_wrong_block_three_at_most():
    blocks = [block("a", "jacobian_sign", 1.0), block("a", "jacobian_sign", 1.0), block("b", "jacobian_flat", 0.5),
              block("c", "jacobian_transposed", 0.7), block("d", "jacobian_matches")]
    notes = verdict_notes(blocks)
    assert notes == [("jacobian_one_input_wrong", {"wrong": ["a", "b", "c"], "right": ["d"]}),
                     ("jacobian_sign", {}), ("jacobian_flat", {})]


def test_entries_left_out_of_the_comparison_do_not_hide_a_factor_or_a_mean():
    compared = np.ones((6, 3), bool)
    compared[0, 0] = False  # a kink: whatever yours says there is not compared
    claimed = copies(2) / 2
    claimed[0, 0] = 7.0
    assert pattern(claimed, copies(2), compared=compared)[0] == "jacobian_broadcast"
    doubled = 2 * copies(2)
    doubled[0, 0] = 7.0
    assert pattern(doubled, copies(2), compared=compared) == ("jacobian_factor",
                                                              {"output": "y", "input": "x", "factor": "2"})


def test_large_entries_are_the_same_within_a_millionth_of_their_size():
    true = np.array([[1e6, 2e6, 0.0], [0.0, 3e6, 4e6], [5e6, 0.0, 6e6]])
    near = true.T.copy()
    near[0, 0] += 0.5  # beyond the tolerance (1e-6), within 1e-6 · (|a| + |b|) = 2
    assert pattern(near, true)[0] == "jacobian_transposed"
