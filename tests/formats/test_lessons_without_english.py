"""Issue 29: a lesson read in Russian, Japanese or Chinese has no English phrase left in it
(tests/formats/english_runs.py says what counts as one)."""
from __future__ import annotations

import pytest

from playground.formats.lesson_languages import LESSON_LANGUAGES
from playground.formats.presets import list_presets
from tests.formats.english_runs import english_runs

PRESETS = list_presets()


@pytest.mark.parametrize(("text", "runs"), [
    ("Straight-through estimator: round с тождественным backward", ["Straight-through estimator"]),
    ("sign с обрезанным straight-through estimator", ["straight-through estimator"]),
    ("Ваш backward пропускает grad_output без изменений", []),  # one term of art, and code
    ("Сквозная оценка градиента (straight-through estimator)", []),  # the English term once, aside
    ("torch.func нужен стиль setup_context", []),
    ("Оба градиента Module: input * weights", []),  # a name, then code around an operator
    ("Это MyReLU из туториала PyTorch «Defining new autograd functions»", []),  # a cited title
    ("硬 tanh clamp(x, −1, 1)", ["tanh clamp"]),
    ("`torch.autograd.grad` и {name} расходится by design", ["by design"]),  # code and fields skipped
    ("это и есть double backward, и судья", ["double backward"]),
])
def test_a_run_of_english_words_is_found_outside_code_and_asides(text, runs):
    assert english_runs(text) == runs


def test_every_part_of_every_lesson_in_every_language_is_free_of_english_phrases():
    offenders = []
    for preset in PRESETS:
        for language in LESSON_LANGUAGES:
            words = preset.text_in(language)
            for part in ("title", "topic", "question", "predict", "lesson"):
                runs = english_runs(getattr(words, part) or "")
                offenders += [f"{preset.file_stem} [{language}] {part}: {run!r}" for run in runs]
    assert not offenders, "\n".join(offenders)
