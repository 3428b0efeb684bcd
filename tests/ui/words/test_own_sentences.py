"""A detail the app itself worded in English (the verdict's "details" holding the error the
engine raised in the user's backward) is said in the window's language; Python's and torch's
own words stay as they were written."""
from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication

from playground import codes
from playground.ui import i18n
from playground.ui.words.codes import error_words, own_sentence, summary_words
from tests.ui.fakes import probe_data
from tests.ui.words.english import english_sentence

# Mul.backward of a two-input forward that returns one gradient, as the engine words it
WRONG_COUNT = ("Mul.backward returned 1 gradient(s), but forward takes 2 input(s): return one gradient "
               "per input of forward, in the same order (None for an input that needs none).")


@pytest.fixture
def russian(qapp):
    i18n.install_language("ru")
    yield
    i18n.install_language("en")


def test_the_verdicts_detail_that_is_the_apps_own_error_is_said_in_russian(russian):
    probe = dataclasses.replace(probe_data(), summary_code="backward_error", summary_params={"message": WRONG_COUNT})
    words = summary_words(probe)
    assert "Mul.backward" in words.detail and "1" in words.detail and "2" in words.detail
    assert english_sentence(words.detail, {"function": "Mul"}) == "", words.detail
    expected = codes.word(codes.ERRORS["wrong_gradient_count"], {"function": "Mul", "expected": 2, "got": 1},
                          lambda text: QCoreApplication.translate(codes.CONTEXT, text))
    assert words.detail == expected


def test_words_not_the_apps_stay_as_written_and_english_keeps_english(russian, qapp):
    assert own_sentence("division by zero") is None and own_sentence("") is None
    probe = dataclasses.replace(probe_data(), summary_code="backward_error", summary_params={"message": "division by zero"})
    assert summary_words(probe).detail == "division by zero"
    i18n.install_language("en")
    probe = dataclasses.replace(probe_data(), summary_code="backward_error", summary_params={"message": WRONG_COUNT})
    assert summary_words(probe).text == f"Your backward raised an error: {WRONG_COUNT}"


def test_an_error_without_a_code_whose_english_is_ours_is_said_in_russian_too(russian):
    from playground.protocol import ErrorInfo

    words = error_words(ErrorInfo(line=14, phase="backward", type="RuntimeError",
                                  message=WRONG_COUNT))  # an older engine: no code
    assert words.text != WRONG_COUNT and "Mul.backward" in words.text
    assert english_sentence(words.text, {"function": "Mul"}) == "", words.text
