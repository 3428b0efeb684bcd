"""A block's pattern read from its matrices (jacobian_pattern.py), pinned where mutants survived: a
backward of zeros is "no gradient" wherever the true block has entries (ones and dense blocks
included), a wrong block's largest error is found among its differing entries only, an output
whose inputs each feed one element is no broadcast, and the verdict's notes list each wrong
block's own pattern after the whole one.

The true blocks are written out from the mathematics: y = x (I), y = 2x (2I), y_i = x_i + x_j."""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from playground.engine.judge.jacobian_pattern import block_pattern, verdict_notes

TOLERANCE = 1e-6


def pattern(claimed, true, flat=None):
    claimed, true = np.asarray(claimed, dtype=float), np.asarray(true, dtype=float)
    differs = np.abs(claimed - true) > TOLERANCE
    compared = np.ones(true.shape, bool)
    flat = np.zeros(true.shape, bool) if flat is None else flat
    return block_pattern(claimed, true, differs, compared, flat, np.full(true.shape, TOLERANCE), False,
                         (true.shape[1],), "y", "x")


def test_zeros_against_a_true_block_of_ones_or_a_dense_one_are_no_gradient():
    assert pattern(np.zeros((3, 3)), np.eye(3))[0] == "jacobian_no_gradient"
    assert pattern(np.zeros((2, 2)), np.ones((2, 2)))[0] == "jacobian_no_gradient"  # y_i = x_0 + x_1
    assert pattern(np.zeros((2, 2)), [[1.0, 2.0], [3.0, 4.0]])[0] == "jacobian_no_gradient"


def test_a_block_of_ones_against_twice_the_identity_is_a_difference_not_no_gradient():
    code, params = pattern(np.ones((2, 2)), 2 * np.eye(2))
    assert code == "jacobian_differs" and params["count"] == 4


def test_the_largest_error_is_read_among_the_differing_entries_only():
    true = 2 * np.eye(3)
    claimed = true.copy()
    claimed[1, 1] = 2.5  # off by 0.5 at (1, 1); every other entry right
    claimed[2, 0] = 0.25  # off by 0.25 where the truth is 0
    code, params = pattern(claimed, true)
    assert code == "jacobian_differs"
    assert (params["count"], params["error"], params["row"], params["column"]) == (2, "0.5", 1, 1)


def test_an_output_taller_than_its_input_with_one_element_per_input_is_a_factor_not_a_broadcast():
    # y = (x0, x1, 0, 0): each input feeds one output, so nothing is broadcast; 3x is a factor 3.
    true = np.array([[1.0, 0.0], [0.0, 1.0], [0.0, 0.0], [0.0, 0.0]])
    assert pattern(3 * true, true) == ("jacobian_factor", {"output": "y", "input": "x", "factor": "3"})


def block(input_name, pattern_code, params, error):
    return SimpleNamespace(input=input_name, pattern=pattern_code, pattern_params=params, max_abs_diff=error)


def test_the_verdicts_notes_name_the_whole_pattern_then_each_wrong_blocks_own():
    blocks = [block("a", "jacobian_matches", {}, 0.0),
              block("b", "jacobian_sign", {"input": "b"}, 2.0),
              block("c", "jacobian_factor", {"input": "c", "factor": "2"}, 1.0)]
    assert verdict_notes(blocks) == [("jacobian_one_input_wrong", {"wrong": ["b", "c"], "right": ["a"]}),
                                     ("jacobian_sign", {"input": "b"}),
                                     ("jacobian_factor", {"input": "c", "factor": "2"})]


def test_a_factor_is_named_though_an_entry_at_a_kink_is_left_out():
    # y = 2·relu(x) at x = (-1, 0, 1): the entry at the kink (1, 1) is not compared (its central
    # difference is 1, the backward says 7); elsewhere the backward gives 1.5 times the slope, 3 for 2.
    true = np.diag([0.0, 1.0, 2.0])
    claimed = np.diag([0.0, 7.0, 3.0])
    compared = ~np.eye(3, dtype=bool) | np.diag([True, False, True])
    differs = compared & (np.abs(claimed - true) > TOLERANCE)
    code, params = block_pattern(claimed, true, differs, compared, np.zeros((3, 3), bool),
                                 np.full((3, 3), TOLERANCE), False, (3,), "y", "x")
    assert (code, params["factor"]) == ("jacobian_factor", "1.5")
