"""The verdict's words and flags, pinned where the mutation run found them unpinned (summary.py)."""
from __future__ import annotations

from playground.engine.judge.summary import Findings, decided_by, reversal_named
from playground.protocol import GradcheckResult
from tests.engine.judge.judging import function, judged


def test_a_coupled_subject_whose_gradcheck_fails_says_so():
    data = judged(function("return x - x.mean()", "return g.clone()"))
    assert (data.verdict, data.summary_code) == ("differs", "not_elementwise")
    assert data.summary_params == {"gradcheck": "fails"} and data.summary.endswith("gradcheck fails.")


def test_an_error_verdict_is_decided_by_no_check():
    passed = GradcheckResult(True, 0.0, "", 12, "full")
    assert decided_by(Findings(points=11, backward_error="boom", gradcheck=passed), None) == []


def test_a_missing_mask_is_not_flagged_by_design():
    # Either reading is possible (a straight-through estimator, or a ReLU that forgot its mask): no flag.
    data = judged(function("return x.clamp(min=0)", "return g.clone()"))
    assert data.summary_code == "relu_mask_missing" and not data.by_design


def test_a_coupled_subject_whose_gradcheck_passes_says_so():
    data = judged(function("return x - x.mean()", "return g - g.mean()"))
    assert (data.verdict, data.summary_params) == ("matches", {"gradcheck": "passes"})


def test_a_match_lists_every_check_that_agreed():
    data = judged(function("return x * x", "return g * 2 * x"))
    assert data.decided_by == ["grid_curves", "gradcheck_full", "random_upstream", "second_derivative"]


def test_names_are_read_even_from_text_that_does_not_tokenize():
    # Pasted text whose indentation was repaired before compiling need not tokenize as it stands.
    assert reversal_named("class GradReverse:\n        x = 1\n    y = 2\n")
    assert not reversal_named("class Square:\n        x = 1\n    y = 2\n")
