"""Every lesson speaks every language of the window: NN_name.i18n.toml beside each preset."""
from __future__ import annotations

import re

import pytest

from playground.formats.lesson_languages import LESSON_LANGUAGES, sidecar_path
from playground.formats.presets import PresetError, list_presets, parse_preset

PRESETS = list_presets()
# The script each language is written in: a lesson left in English would not contain it.
SCRIPTS = {"ja": re.compile(r"[\u3040-\u30ff]"),  # kana: Japanese, not Chinese
           "zh_CN": re.compile(r"[\u4e00-\u9fff]"),
           "ru": re.compile(r"[\u0400-\u04ff]")}


def test_every_lesson_has_a_sidecar():
    assert len(PRESETS) >= 17  # issue 6's fifteen, issue 23's jvp and custom-op lessons
    assert all(sidecar_path(preset.path).is_file() for preset in PRESETS)


@pytest.mark.parametrize("language", LESSON_LANGUAGES)
@pytest.mark.parametrize("preset", PRESETS, ids=lambda preset: preset.name)
def test_each_lesson_has_its_title_text_and_question_in_every_language(preset, language):
    words = preset.text_in(language)
    assert words is preset.translations[language]
    for part in (words.title, words.lesson, words.question):
        assert SCRIPTS[language].search(part), f"{preset.file_stem} [{language}]: {part[:40]!r}"
    assert bool(words.topic) == bool(preset.topic)
    assert bool(words.predict) == bool(preset.predict)  # "predict, then reveal" in every language, or none
    if preset.predict:
        assert SCRIPTS[language].search(words.predict), f"{preset.file_stem} [{language}]: {words.predict[:40]!r}"
    # Code in backticks stays code in every language; paragraphs stay paragraphs.
    assert re.findall(r"`([^`]+)`", words.lesson) == re.findall(r"`([^`]+)`", preset.lesson)
    assert words.lesson.count("\n\n") == preset.lesson.count("\n\n")


def test_english_is_the_docstring_and_an_unknown_language_falls_back_to_it():
    preset = PRESETS[0]
    for language in ("en", "de"):
        words = preset.text_in(language)
        assert (words.title, words.question, words.lesson) == (preset.title, preset.question, preset.lesson)


def test_a_sidecar_missing_a_part_names_the_file_and_the_part(tmp_path):
    source = PRESETS[0].path
    copy = tmp_path / source.name
    copy.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    sidecar_path(copy).write_text('[ja]\ntitle = "題"\nlesson = "本文"\n', encoding="utf-8")
    with pytest.raises(PresetError, match=r"01_autograd_basics.i18n.toml \[ja\]: needs question"):
        parse_preset(copy)
    sidecar_path(copy).write_text('[ja]\ntitle = "題"\nlesson = "本文"\nquestion = "問"\nanswer = "x"\n',
                                  encoding="utf-8")
    with pytest.raises(PresetError, match="unknown key"):
        parse_preset(copy)
    sidecar_path(copy).write_text('[ja\n', encoding="utf-8")
    with pytest.raises(PresetError, match="i18n.toml"):
        parse_preset(copy)


def test_a_sidecar_without_the_predict_of_its_docstring_names_the_language(tmp_path):
    preset = next(p for p in PRESETS if p.predict)
    copy = tmp_path / preset.path.name
    copy.write_text(preset.path.read_text(encoding="utf-8"), encoding="utf-8")
    sidecar = sidecar_path(preset.path).read_text(encoding="utf-8")
    ja, rest = sidecar.split("[zh_CN]")
    kept = "\n".join(line for line in ja.splitlines() if not line.startswith("predict = "))
    sidecar_path(copy).write_text(kept + "\n[zh_CN]" + rest, encoding="utf-8")
    with pytest.raises(PresetError, match=r"\[ja\]: needs predict"):
        parse_preset(copy)
