"""jacobian_verdict.py's helpers at their edges (called directly on made-up blocks): when an input
the curves draw is mixed, how many entries differ, what the summary and the notes say when the
Jacobian decides. Each expectation is counted from the blocks given."""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from playground import codes
from playground.engine.judge import jacobian_verdict as verdict
from playground.engine.judge import tolerances as tol
from playground.vocabulary import Verdict


def block(pattern="jacobian_matches", rows=2, cols=2, differs=None, true=None, name="x", largest=0.0, output=0):
    return SimpleNamespace(pattern=pattern, rows=rows, cols=cols, differs=differs, true=true, input=name,
                           max_abs_diff=largest, output_index=output, pattern_params={})


def jacobian(*blocks, dtype="float64", inputs_from="inferred", names=("x",), shapes=((2,),)):
    return SimpleNamespace(blocks=list(blocks), dtype=dtype, inputs_from=inputs_from, values="random",
                           input_names=list(names), input_shapes=list(shapes))


def test_an_off_diagonal_entry_above_a_billionth_of_the_largest_mixes_and_one_below_does_not():
    assert not verdict._mixing(np.diag([2.0, 3.0]))
    assert verdict._mixing(np.array([[2.0, 0.0], [4e-9, 3.0]]))  # 4e-9 > 1e-9 · 3
    assert not verdict._mixing(np.array([[2.0, 0.0], [2e-9, 3.0]]))
    assert not verdict._mixing(np.array([[1e-12, 0.0], [5e-10, 0.0]]))  # below 1e-9 · max(1, largest)
    assert verdict._mixing(np.array([[1e-12, 0.0], [1.5e-9, 0.0]]))  # above 1e-9 · 1
    assert verdict._mixing(np.ones((2, 3)))  # not square: each output sees several elements
    assert tol.MIXING_SHARE == 1e-9


def test_only_the_blocks_of_drawn_inputs_with_a_true_matrix_are_read():
    dense = np.ones((2, 2))
    found = jacobian(block(true=dense, name="w"), block(true=None, name="x"), block(true=np.eye(2), name="x"),
                     names=("x", "w"))
    drawn_x = SimpleNamespace(inputs=[SimpleNamespace(input="x")])
    drawn_w = SimpleNamespace(inputs=[SimpleNamespace(input="w")])
    assert not verdict._mixes_drawn_input(drawn_x, found)
    assert verdict._mixes_drawn_input(drawn_w, found)
    # no curves drawn: the first input is the one
    assert not verdict._mixes_drawn_input(SimpleNamespace(inputs=[]), found)
    assert verdict._mixes_drawn_input(SimpleNamespace(inputs=[]), jacobian(block(true=dense, name="x")))


def test_differing_entries_are_counted_and_a_block_without_its_matrix_counts_once_unless_lenient():
    found = jacobian(block(differs=np.array([[True, False], [True, True]])),
                     block(pattern="jacobian_factor", differs=None), block(pattern="jacobian_flat", differs=None),
                     block(pattern="jacobian_matches", differs=None))
    assert verdict._differing(found) == 3 + 1
    assert verdict._real_difference(found)
    assert not verdict._real_difference(jacobian(block("jacobian_flat"), block("jacobian_matches")))


def test_the_summaries_count_every_entry_and_name_the_largest_difference():
    found = jacobian(block("jacobian_factor", 2, 3, np.ones((2, 3), bool), largest=0.5),
                     block("jacobian_matches", 2, 2, np.zeros((2, 2), bool), largest=2e-9))
    assert verdict._differs_summary(found) == ("jacobian_differs", {"count": 6, "total": 10, "error": "0.5"})
    passed, failed = SimpleNamespace(passed=True), SimpleNamespace(passed=False)
    assert verdict._agrees_summary(found, passed) == ("jacobian_agrees", {"error": "0.5", "gradcheck": "passes"})
    assert verdict._agrees_summary(found, failed)[1]["gradcheck"] == "fails"
    assert verdict._agrees_summary(found, None)[1]["gradcheck"] == "fails"


@pytest.mark.parametrize("inputs_from, code", [("call", "jacobian_at_call"), ("chosen", "jacobian_at_chosen"),
                                              ("inferred", "jacobian_inferred")])
def test_the_inputs_note_says_where_the_jacobian_was_taken(inputs_from, code):
    found = jacobian(inputs_from=inputs_from, names=("x", "w"), shapes=((2, 3), (4,)))
    remark = verdict._inputs_note(found)
    assert remark.code == code and remark.params["shapes"] == "x (2, 3), w (4,)"


def probe():
    return SimpleNamespace(verdict=Verdict.MATCHES, summary_code="", summary_params={}, summary="", decided_by=[],
                           differ_fraction=0.0, max_error=0.0, notes=[])


def test_a_decision_takes_the_jacobians_share_of_differing_entries_its_largest_error_and_its_notes():
    found = jacobian(block("jacobian_factor", 2, 3, np.array([[True, True, False], [False, False, False]]),
                           largest=0.5), block("jacobian_matches", 1, 2, np.zeros((1, 2), bool), largest=0.25),
                     dtype="float32")
    decided = probe()
    verdict._decide(decided, Verdict.DIFFERS, *verdict._differs_summary(found), found, None)
    assert decided.verdict == Verdict.DIFFERS and decided.decided_by == ["jacobian"]
    assert decided.differ_fraction == pytest.approx(2 / 8) and decided.max_error == 0.5
    said = [n.code for n in decided.notes]
    assert said[-2:] == ["jacobian_inferred", "jacobian_dtype"] and "jacobian_factor" in said
    assert decided.summary_code == "jacobian_differs" and decided.summary_params["count"] == 2
    assert decided.summary.startswith(codes.word_english(codes.SUMMARIES["jacobian_differs"], decided.summary_params))
    assert decided.summary.startswith("Your backward's Jacobian differs")
    assert all(n.message in decided.summary for n in decided.notes)


def test_a_matching_decision_carries_no_block_pattern_and_a_float64_jacobian_no_dtype_note():
    found = jacobian(block("jacobian_matches", 2, 2, np.zeros((2, 2), bool)))
    decided = probe()
    verdict._decide(decided, Verdict.MATCHES, *verdict._agrees_summary(found, None), found, None)
    assert [n.code for n in decided.notes] == ["jacobian_inferred"]
    assert decided.differ_fraction == 0.0 and decided.max_error == 0.0


def test_a_decision_keeps_the_notes_the_probe_had_in_its_new_summary():
    from playground.engine.usercode.diagnose import note

    found = jacobian(block("jacobian_matches", 2, 2, np.zeros((2, 2), bool)))
    decided = probe()
    earlier = note("jacobian_dtype", dtype="float32")
    decided.notes = [earlier]
    verdict._decide(decided, Verdict.MATCHES, *verdict._agrees_summary(found, None), found, None)
    assert decided.notes[0] is earlier and decided.summary.count(earlier.message) == 1
