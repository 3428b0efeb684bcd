"""The presets: small lessons in resources/presets, listed in lesson order.

A preset is a file ``NN_name.py``: NN is its place in the lesson order, ``name`` is how people
call it (``round_ste``). Its module docstring is the lesson::

    Title on the first line

    What to look at, in a few short paragraphs.

    Topic: straight-through estimators
    Question: a question for the class
    Predict: a question to answer before Run ▸ Run Example reveals it (optional)
    Verdict: matches | differs | differs by design
    Train: model=fit-1d dataset=step lr=0.01 steps=1500
    View: curves | jacobian (the view the lesson opens on; optional: without it the check decides)
    Focus: return x @ self.weight.t() (optional: a piece of the line the lesson is about, which
           the editor opens with in view; playground/ui/editor/code_start.py)
    Points: forward=1, backward=2 (optional, and Function:, Seed:, Timeout: and Hidden:: how
            `check --lesson` and the exports grade against it; playground/grading/lesson.py)

A teacher's lesson marks its solution with ``# BEGIN SOLUTION`` / ``# END SOLUTION``
(formats/lesson_solution.py): ``student_source`` is what a student opens.

The docstring is read with ``ast``: listing presets runs none of their code, and this module
imports neither torch nor Qt (the window lists presets without loading torch). The same lesson
in Japanese, Chinese and Russian lies beside the file in ``NN_name.i18n.toml``
(formats/lesson_languages.py).
"""
from __future__ import annotations

import ast
import dataclasses
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, Union

from playground.formats.lesson_languages import (
    LessonLanguageError,
    LessonText,
    read_lesson_languages,
    sidecar_path,
)
from playground.formats.lesson_solution import SolutionMarkerError, split_lesson, without_teacher_fields
from playground.protocol import TrainConfig
from playground.resource_files import resource_dir
from playground.vocabulary import StrEnum

# "differs by design": a surrogate gradient (straight-through estimator) that differs only where
# the forward is flat or jumps; the judge reports it as verdict "differs" with by_design=True.
_VERDICT_LINE = re.compile(r"^(matches|differs)(\s+by\s+design)?$", re.IGNORECASE)
LESSON_FILE_NAME = re.compile(r"^(\d+)_([A-Za-z0-9_]+)\.py$")
# Metadata lines sit at the end of the docstring; a line that starts with another word and a
# colon is lesson text (e.g. "Note: ..."), so only these keys count.
# The grading lines (Points, Function, Seed, Timeout: grading/lesson.py reads them; Hidden: the
# criteria whose results a student sees only once the grades are published) are kept as text.
GRADING_KEYS = ("points", "function", "seed", "timeout", "hidden")
METADATA_KEYS = ("topic", "question", "predict", "verdict", "train", "view", "focus", *GRADING_KEYS)
_OPTIONAL_KEYS = ("topic", "predict", "view", "focus", *GRADING_KEYS)
_METADATA_LINE = re.compile(
    r"^(Topic|Question|Predict|Verdict|Train|View|Focus|Points|Function|Seed|Timeout|Hidden):\s*(.*)$",
    re.IGNORECASE)


class LessonView(StrEnum):
    """The view a lesson opens on: the one that teaches it (issue 29: lesson 01, the first
    screen a newcomer sees, opened on heat maps of the bias block)."""

    CURVES = "curves"  # f(x) and its derivative, with the verdict's words
    JACOBIAN = "jacobian"  # your backward's Jacobian beside the true one


class PresetError(ValueError):
    """A preset file whose docstring does not follow the lesson format."""


class PresetNotFound(LookupError):
    """No preset has the name that was asked for."""


@dataclass
class Preset:
    name: str  # "round_ste"
    title: str  # first line of the docstring
    path: Path
    lesson: str  # the paragraphs between the title and the metadata lines
    question: str  # a question for the class
    expected_verdict: str  # "matches" | "differs": what the judge should say
    train: dict = field(default_factory=dict)  # TrainConfig fields with typed values, e.g. {"model": "fit-1d", "lr": 0.01}
    order: int = 0  # NN of the file name: the place in the lesson order
    topic: str = ""  # the lesson group, e.g. "straight-through estimators"
    by_design: bool = False  # "differs by design": differs only where the forward is flat or jumps
    translations: dict = field(default_factory=dict)  # {"ja": LessonText, ...} from NN_name.i18n.toml
    # "Predict, then reveal": a question about the numbers of the code's own example, which the
    # class answers before Run ▸ Run Example (Predict on) reveals them; "" where none fits
    predict: str = ""
    view: Optional[LessonView] = None  # the view the lesson opens on; None: the check decides
    # a piece of the code line the lesson is about (lesson 01's detached bias is in no backward):
    # the editor opens with it in view; "" where the lesson's backward is its point
    focus: str = ""
    grading: dict = field(default_factory=dict)  # GRADING_KEYS' lines as written, e.g. {"seed": "7"}
    collection: str = ""  # the name of the teacher's folder it came from; "" for the built-in lessons

    @property
    def file_stem(self) -> str:
        """The file name without .py, e.g. "10_round_ste"."""
        return self.path.stem

    def text_in(self, language: str) -> LessonText:
        """Title, lesson, question and topic in ``language`` ("ja", "zh_CN", "ru"); English (the
        docstring) for "en" or a language the lesson has no text in."""
        english = LessonText(title=self.title, lesson=self.lesson, question=self.question, topic=self.topic,
                             predict=self.predict)
        return self.translations.get(language, english)

    def train_config(self, **overrides) -> TrainConfig:
        """A TrainConfig from the preset's Train line; ``overrides`` win (e.g. steps=20)."""
        return TrainConfig(**{**self.train, **overrides})

    def source(self) -> str:
        """The full text of the preset file (the teacher's: solution markers and all)."""
        return self.path.read_text(encoding="utf-8")

    def student_source(self) -> str:
        """What a student opens: each ``# BEGIN SOLUTION`` block replaced by its starter, and
        the docstring without the lines for grading alone (Seed, Timeout, Hidden)."""
        source = self.source()
        return without_teacher_fields(split_lesson(source).student_text(), source)

    def solution_source(self) -> str:
        """The teacher's solution without the markers (View ▸ Show Solution)."""
        return split_lesson(self.source()).solution_text()

    @property
    def hidden(self) -> list[str]:
        """The criteria of the Hidden line: a student sees their results once grades are published."""
        return list_names(self.grading.get("hidden", ""))

    @property
    def has_solution(self) -> bool:
        """Whether the file marks a solution that a student does not see."""
        return bool(split_lesson(self.source()).blocks)


def presets_dir() -> Path:
    """The shipped lessons (resources/presets in the repo, playground/resources/presets when installed)."""
    return resource_dir("presets")


def list_presets(directory: Optional[Path] = None) -> list[Preset]:
    """Every preset in lesson order (the NN of the file name, then the name).

    Raises PresetError naming the file if a preset's docstring is malformed: a broken lesson
    should be loud in tests, not silently missing from the list.
    """
    directory = presets_dir() if directory is None else Path(directory)
    presets = [parse_preset(path) for path in directory.glob("*.py") if LESSON_FILE_NAME.match(path.name)]
    return sorted(presets, key=lambda preset: (preset.order, preset.name))


def find_preset(name: Union[str, Path], directory: Optional[Path] = None) -> Optional[Preset]:
    """The preset called ``name``, or None.

    Accepts the name ("round_ste"), the file stem ("10_round_ste"), the file name
    ("10_round_ste.py"), the lesson number ("10") or a path to a preset file.
    """
    return match_preset(list_presets(directory), name)


def match_preset(presets: list[Preset], name: Union[str, Path]) -> Optional[Preset]:
    """The one of ``presets`` that ``name`` names, in any form find_preset accepts; None if none."""
    key = str(name).strip()
    if not key:
        return None
    as_path = Path(key).expanduser()
    if as_path.is_file():
        resolved = as_path.resolve()
        return next((p for p in presets if p.path.resolve() == resolved), None)
    key = key.lower()
    if key.endswith(".py"):
        key = key[:-3]
    for preset in presets:
        if key in (preset.name.lower(), preset.file_stem.lower()):
            return preset
    if key.isdigit():
        return next((p for p in presets if p.order == int(key)), None)
    return None


def read_preset_source(name: Union[str, Path], directory: Optional[Path] = None) -> str:
    """The text of the preset called ``name`` (any form find_preset accepts).

    Raises PresetNotFound, listing the presets that exist.
    """
    preset = find_preset(name, directory)
    if preset is None:
        known = ", ".join(p.name for p in list_presets(directory))
        raise PresetNotFound(f"no preset called {str(name)!r}; the presets are: {known}")
    return preset.source()


def parse_preset(path: Path) -> Preset:
    """Read one preset file's docstring into a Preset (no code of the preset runs)."""
    path = Path(path)
    match = LESSON_FILE_NAME.match(path.name)
    if match is None:
        raise PresetError(f"{path.name}: a preset file is called NN_name.py")
    text = path.read_text(encoding="utf-8")
    try:
        docstring = ast.get_docstring(ast.parse(text, filename=str(path)), clean=True)
    except SyntaxError as exc:
        raise PresetError(f"{path.name}: syntax error on line {exc.lineno}: {exc.msg}") from exc
    if not docstring:
        raise PresetError(f"{path.name}: a preset starts with a docstring (its lesson)")
    title, lesson, metadata = split_docstring(docstring, path.name)
    try:
        split_lesson(text)
    except SolutionMarkerError as error:
        raise PresetError(f"{path.name}: {error}") from None
    verdict = _VERDICT_LINE.match(" ".join(metadata["verdict"].split()))
    if verdict is None:
        raise PresetError(
            f"{path.name}: Verdict is matches, differs or differs by design, not {metadata['verdict']!r}"
        )
    return Preset(
        name=match.group(2),
        title=title,
        path=path,
        lesson=lesson,
        question=metadata["question"],
        expected_verdict=verdict.group(1).lower(),
        train=parse_train_line(metadata["train"], path.name),
        order=int(match.group(1)),
        topic=metadata.get("topic", ""),
        by_design=verdict.group(2) is not None,
        translations=_lesson_languages(path, bool(metadata.get("predict"))),
        predict=metadata.get("predict", ""),
        view=parse_view(metadata.get("view", ""), path.name),
        focus=metadata.get("focus", ""),
        grading={key: metadata[key] for key in GRADING_KEYS if key in metadata},
    )


def list_names(line: str) -> list[str]:
    """``"edges, double_backward"`` → ["edges", "double_backward"] (commas or spaces)."""
    return [name for name in line.replace(",", " ").split() if name]


def parse_view(text: str, where: str = "preset") -> Optional[LessonView]:
    """A View line's value as a LessonView; None where the line is absent."""
    if not text:
        return None
    try:
        return LessonView(text.strip().lower())
    except ValueError:
        known = ", ".join(view.value for view in LessonView)
        raise PresetError(f"{where}: View is one of {known}, not {text!r}") from None


def read_focus(source: str) -> str:
    """The Focus line of a lesson's docstring in ``source``; "" where it has none, or where the
    text is not a lesson (the editor holds any text, half typed ones too)."""
    try:
        docstring = ast.get_docstring(ast.parse(source), clean=True)
    except (SyntaxError, ValueError):
        return ""
    if not docstring:
        return ""
    lines = docstring.strip().splitlines()
    try:
        return read_metadata(lines[_metadata_start(lines):]).get("focus", "")
    except PresetError:
        return ""


def _lesson_languages(path: Path, has_predict: bool = False) -> dict:
    try:
        translations = read_lesson_languages(path)
    except LessonLanguageError as error:
        raise PresetError(str(error)) from error
    for language, words in translations.items():
        if has_predict != bool(words.predict):
            raise PresetError(f"{sidecar_path(path).name} [{language}]: "
                              + ("needs predict, as the docstring has a Predict line" if has_predict
                                 else "has predict, but the docstring has no Predict line"))
    return translations


def split_docstring(docstring: str, where: str = "preset") -> tuple[str, str, dict]:
    """(title, lesson text, metadata) from a lesson docstring.

    Metadata is the run of ``Key: value`` lines at the end; a following indented line continues
    the value before it (a long question may wrap).
    """
    lines = docstring.strip().splitlines()
    start = _metadata_start(lines)
    metadata = read_metadata(lines[start:], where)
    missing = [key.capitalize() for key in METADATA_KEYS if key not in _OPTIONAL_KEYS and not metadata.get(key)]
    if missing:
        raise PresetError(f"{where}: the docstring needs a line for each of: {', '.join(missing)}")
    title = lines[0].strip()
    lesson = "\n".join(lines[1:start]).strip()
    if not lesson:
        raise PresetError(f"{where}: the docstring needs lesson text between the title and the metadata")
    return title, lesson, metadata


def read_metadata(lines: list[str], where: str = "preset") -> dict:
    """{"topic": ..., ...} from the metadata block's lines (keys lower case)."""
    metadata: dict = {}
    last_key = None
    for line in lines:
        found = _METADATA_LINE.match(line.strip())
        if found:
            last_key = found.group(1).lower()
            if last_key in metadata:
                raise PresetError(f"{where}: {found.group(1)} appears twice")
            metadata[last_key] = found.group(2).strip()
        elif line.strip() and last_key is not None:
            metadata[last_key] += " " + line.strip()
    return metadata


def _metadata_start(lines: list[str]) -> int:
    """Index of the first line of the trailing metadata block."""
    start = len(lines)
    for index in range(len(lines) - 1, 0, -1):
        line = lines[index]
        if _METADATA_LINE.match(line.strip()):
            start = index
        elif not line.strip():
            break
        elif not line[:1].isspace():
            # Neither metadata nor an indented continuation: the block starts below.
            break
    return start


def parse_train_line(line: str, where: str = "preset") -> dict:
    """``model=fit-1d lr=0.01 steps=1500`` → {"model": "fit-1d", "lr": 0.01, "steps": 1500}.

    Keys are TrainConfig fields; each value takes the type of that field's default.
    """
    defaults = TrainConfig()
    known = {f.name for f in dataclasses.fields(TrainConfig)}
    train: dict = {}
    for item in line.split():
        key, sep, raw = item.partition("=")
        if not sep or not key or not raw:
            raise PresetError(f"{where}: Train items are key=value, not {item!r}")
        if key not in known:
            raise PresetError(f"{where}: unknown Train setting {key!r} (known: {', '.join(sorted(known))})")
        train[key] = _typed_value(raw, type(getattr(defaults, key)), f"{where}: Train {key}")
    if "model" not in train:
        raise PresetError(f"{where}: the Train line names a model (model=fit-1d, classify-2d, tutorial-2layer or layer)")
    return train


def _typed_value(raw: str, kind: type, where: str):
    try:
        if kind is bool:
            if raw.lower() not in ("true", "false", "1", "0", "yes", "no"):
                raise ValueError(raw)
            return raw.lower() in ("true", "1", "yes")
        if kind is int:
            return int(raw)
        if kind is float:
            return float(raw)
    except ValueError as exc:
        raise PresetError(f"{where}: {raw!r} is not a {kind.__name__}") from exc
    return raw
