"""The lessons' verdicts in words: what the judge says about each preset is what its code does."""
from __future__ import annotations

import pytest

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.judge.summary import percent_text
from tests.repo import REPO

PRESETS = REPO / "resources" / "presets"


def judged(stem: str) -> protocol.ProbeData:
    (path,) = PRESETS.glob(f"{stem}*.py")
    return run_check(protocol.CompileRequest(request_id=1, source=path.read_text(), points=201)).probe


def test_the_hooks_lesson_clips_grad_output_it_does_not_ignore_it():
    probe = judged("14_")
    assert (probe.verdict, probe.summary_code) == ("differs", "not_proportional")
    assert "does not multiply by grad_output" not in probe.summary and "clip" in probe.summary


def test_the_reversal_lesson_is_a_reversal_and_a_sign_slip_is_not():
    assert judged("12_").summary_code == "differs_scaled"


@pytest.mark.parametrize("stem", ["06_", "10_", "11_"])
def test_the_percentage_in_the_sentence_is_the_headlines(stem):
    probe = judged(stem)
    percent = probe.summary_params["percent"]
    assert percent == percent_text(probe.differ_fraction) and f"{percent}%" in probe.summary


@pytest.mark.parametrize("fraction, text", [(0.004, "0.4"), (0.1234, "12"), (0.5, "50"), (1.0, "100")])
def test_percent_text_is_the_headlines_rounding(fraction, text):
    assert percent_text(fraction) == text
