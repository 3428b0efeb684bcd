"""A teacher's folder of lessons, in the presets' format, and what is wrong with it.

A folder holds ``NN_name.py`` lessons (formats/presets.py) with their ``NN_name.i18n.toml`` beside
them. The window opens the lessons that parse and says which did not; `lessons check` lists every
problem this module finds without running any code (an unknown field, a language that misses a
field the English lesson has, solution markers that do not pair up), and the engine's verdict of
each solution beside it (cli/lessons.py). Torch-free and Qt-free.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, Union

from playground.formats.lesson_languages import LESSON_LANGUAGES, sidecar_path
from playground.formats.presets import (
    LESSON_FILE_NAME,
    METADATA_KEYS,
    Preset,
    PresetError,
    match_preset,
    parse_preset,
)

_FIELD_LINE = re.compile(r"^([A-Za-z][A-Za-z _-]{0,30}):\s")
_MISSING_FIELDS = "the docstring needs a line for each of"  # presets.split_docstring's words


@dataclass(frozen=True)
class LessonProblem:
    """One thing to mend: the file it is in and what it is."""

    file: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.message}"


@dataclass
class LessonFolder:
    """The lessons of a folder that parse, in lesson order, and the problems found."""

    directory: Path
    lessons: list[Preset] = field(default_factory=list)
    problems: list[LessonProblem] = field(default_factory=list)


def find_lesson(directory: Path, name: Union[str, Path]) -> Optional[Preset]:
    """The lesson of ``directory`` that ``name`` names (its name, file stem or number, as
    presets.find_preset reads them), among those that parse; None if none does."""
    return match_preset(read_lesson_folder(directory).lessons, name)


def read_lesson_folder(directory: Path) -> LessonFolder:
    """Every ``NN_name.py`` of ``directory`` that parses, and a problem for each that does not
    and for whatever else is wrong (unknown fields, languages missing fields, clashing numbers)."""
    directory = Path(directory)
    folder = LessonFolder(directory)
    if not directory.is_dir():
        folder.problems.append(LessonProblem(str(directory), "not a folder"))
        return folder
    files = sorted(path for path in directory.glob("*.py") if LESSON_FILE_NAME.match(path.name))
    if not files:
        folder.problems.append(LessonProblem(str(directory), "no lessons here (a lesson file is called NN_name.py)"))
    for path in files:
        unknown = unknown_fields(path)
        folder.problems.extend(LessonProblem(path.name, message) for message in unknown)
        try:
            lesson = parse_preset(path)
        except PresetError as error:
            # An unknown field ends the block of fields, so the fields above it read as missing:
            # that consequence is not a second problem for the teacher to hunt.
            if not (unknown and _MISSING_FIELDS in str(error)):
                folder.problems.append(LessonProblem(path.name, _without_file_name(str(error), path)))
            continue
        folder.problems.extend(LessonProblem(sidecar_path(path).name, message)
                               for message in missing_language_fields(lesson))
        folder.problems.extend(LessonProblem(path.name, message) for message in starter_problems(lesson))
        folder.lessons.append(lesson)
    folder.lessons.sort(key=lambda lesson: (lesson.order, lesson.name))
    folder.problems.extend(_clashing_numbers(folder.lessons))
    return folder


def unknown_fields(path: Path) -> list[str]:
    """The ``Key: value`` lines of the docstring's closing block that no lesson field has
    (a misspelt ``Pionts:`` would otherwise end the block and turn into lesson text)."""
    try:
        docstring = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    except (SyntaxError, UnicodeDecodeError):
        return []  # parse_preset says so
    last_block = re.split(r"\n\s*\n", docstring.strip())[-1].splitlines()
    keys = [match.group(1) for line in last_block if (match := _FIELD_LINE.match(line))]
    if not any(key.lower() in METADATA_KEYS for key in keys):
        return []
    known = ", ".join(key.capitalize() for key in METADATA_KEYS)
    return [f"unknown field {key!r} (the fields are {known})" for key in keys if key.lower() not in METADATA_KEYS]


def missing_language_fields(lesson: Preset) -> list[str]:
    """A language of the sidecar that lacks a field the English lesson has (its topic), or a
    table for a language the window does not speak."""
    problems = []
    for language, words in lesson.translations.items():
        if language not in LESSON_LANGUAGES:
            problems.append(f"[{language}]: not a language the window speaks ({', '.join(LESSON_LANGUAGES)})")
        if lesson.topic and not words.topic:
            problems.append(f"[{language}]: needs topic, as the English lesson has a Topic line")
        if words.topic and not lesson.topic:
            problems.append(f"[{language}]: has topic, but the English lesson has no Topic line")
    return problems


def starter_problems(lesson: Preset) -> list[str]:
    """What a student would open and could not even parse (a starter line left uncommented, an
    indentation the block's lines do not share)."""
    try:
        ast.parse(lesson.student_source())
    except SyntaxError as error:
        return [f"what a student opens does not parse: line {error.lineno}: {error.msg}"]
    return []


def _clashing_numbers(lessons: list[Preset]) -> list[LessonProblem]:
    seen: dict[int, str] = {}
    problems = []
    for lesson in lessons:
        if lesson.order in seen:
            problems.append(LessonProblem(lesson.path.name, f"has the number {lesson.order:02d} of {seen[lesson.order]}"))
        seen.setdefault(lesson.order, lesson.path.name)
    return problems


def _without_file_name(message: str, path: Path) -> str:
    prefix = f"{path.name}: "
    return message[len(prefix):] if message.startswith(prefix) else message
