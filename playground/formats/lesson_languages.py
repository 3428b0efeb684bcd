"""A lesson in other languages: the sidecar ``NN_name.i18n.toml`` beside each preset file.

The English lesson is the preset's docstring; the sidecar holds the same title, topic, text and
question for the class in every other language the window speaks, one TOML table a language, so a
teacher edits prose, not code::

    [ja]
    title = "..."
    topic = "..."
    question = "..."
    predict = "..."  # where the docstring has a Predict line
    lesson = '''
    First paragraph.

    - a bullet
    '''

The lesson text follows the docstring's rules (blank lines part paragraphs, "- " lines are
bullets, `x` is code). Reading it runs no code and imports neither torch nor Qt.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10 reads TOML with tomli (a dependency there)
    import tomli as tomllib

# The languages besides English that every lesson carries (the window's View ▸ Language).
LESSON_LANGUAGES = ("ja", "zh_CN", "ru")
SIDECAR_SUFFIX = ".i18n.toml"
_REQUIRED = ("title", "lesson", "question")
_KNOWN = (*_REQUIRED, "topic", "predict")


class LessonLanguageError(ValueError):
    """A sidecar that is not valid TOML or misses a lesson's part."""


@dataclass(frozen=True)
class LessonText:
    """What the lesson pane shows, in one language."""

    title: str
    lesson: str
    question: str
    topic: str = ""
    predict: str = ""  # "Predict, then reveal": answered before Run Example shows the numbers


def sidecar_path(preset_path: Path) -> Path:
    """10_round_ste.py → 10_round_ste.i18n.toml beside it."""
    return Path(preset_path).with_suffix(SIDECAR_SUFFIX)


def read_lesson_languages(preset_path: Path) -> dict[str, LessonText]:
    """{language: LessonText} from the preset's sidecar ({} when there is none)."""
    path = sidecar_path(preset_path)
    if not path.is_file():
        return {}
    try:
        tables = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise LessonLanguageError(f"{path.name}: {error}") from error
    return {language: _lesson_text(table, f"{path.name} [{language}]")
            for language, table in tables.items()}


def _lesson_text(table, where: str) -> LessonText:
    if not isinstance(table, dict):
        raise LessonLanguageError(f"{where}: a language is a table: [ja] then title = \"...\"")
    unknown = sorted(set(table) - set(_KNOWN))
    if unknown:
        raise LessonLanguageError(f"{where}: unknown key(s) {', '.join(unknown)} (known: {', '.join(_KNOWN)})")
    missing = [key for key in _REQUIRED if not str(table.get(key, "")).strip()]
    if missing:
        raise LessonLanguageError(f"{where}: needs {', '.join(missing)}")
    return LessonText(title=table["title"].strip(), lesson=table["lesson"].strip(),
                      question=" ".join(table["question"].split()),
                      topic=str(table.get("topic", "")).strip(),
                      predict=" ".join(str(table.get("predict", "")).split()))
