"""Experiment files: the code and every setting of a run in one ordinary .py file.

An experiment file is the user's code with a comment block on top that holds the settings::

    # autograd-playground experiment v1
    # settings: {"subject": "RoundSTE", "x_range": [-5.0, 5.0], "train": {"model": "fit-1d", ...}}
    # The two lines above are read by Autograd Playground (File ▸ Open); the code below runs as it is.
    <the code, unchanged>

The header is made of comments, so the file is still plain Python that runs anywhere. Opening it
brings back the code, the subject, the x range and every TrainConfig field (seed included): the
same file and seed on the CPU replay the same curves. This module imports neither torch nor Qt.
"""
from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Optional

from playground.protocol import TrainConfig

MAGIC = "# autograd-playground experiment v1"
SETTINGS_PREFIX = "# settings: "
NOTE = ("# The two lines above are read by Autograd Playground (File ▸ Open); "
        "the code below runs as it is.")
FORMAT_VERSION = 1


class ExperimentError(ValueError):
    """A file that starts like an experiment but whose settings line cannot be read."""


@dataclass
class Experiment:
    """What an experiment file holds. ``config`` has every TrainConfig field; ``preset`` names
    the lesson the code came from (informational); ``extra`` keeps settings this version does
    not know, so saving again does not lose them."""

    code: str
    config: TrainConfig = field(default_factory=TrainConfig)
    subject: Optional[str] = None
    x_range: tuple = (-5.0, 5.0)
    preset: Optional[str] = None
    extra: dict = field(default_factory=dict)

    def settings(self) -> dict:
        """The JSON-able settings dictionary written to the header."""
        settings = dict(self.extra)
        settings.update({"version": FORMAT_VERSION, "subject": self.subject,
                         "x_range": [float(self.x_range[0]), float(self.x_range[1])],
                         "preset": self.preset, "train": config_to_dict(self.config)})
        return settings


def config_to_dict(config: TrainConfig) -> dict:
    """Every field of ``config`` as JSON-able values (tuples and arrays become lists)."""
    return {key: _jsonable(value) for key, value in dataclasses.asdict(config).items()}


def config_from_dict(values: dict) -> TrainConfig:
    """A TrainConfig from saved values; unknown keys are ignored, missing ones keep defaults.
    Raises ExperimentError for a value of the wrong kind."""
    known = {f.name: f for f in dataclasses.fields(TrainConfig)}
    defaults = TrainConfig()
    chosen = {}
    for key, value in values.items():
        if key not in known:
            continue
        default = getattr(defaults, key)
        if isinstance(default, bool) or default is None or isinstance(default, (list, tuple, dict)):
            chosen[key] = value
        elif isinstance(default, int):
            if not isinstance(value, (int, float)) or isinstance(value, bool) or value != int(value):
                raise ExperimentError(f"setting {key!r} must be a whole number, not {value!r}")
            chosen[key] = int(value)
        elif isinstance(default, float):
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                raise ExperimentError(f"setting {key!r} must be a number, not {value!r}")
            chosen[key] = float(value)
        elif isinstance(default, str):
            if not isinstance(value, str):
                raise ExperimentError(f"setting {key!r} must be text, not {value!r}")
            chosen[key] = value
        else:
            chosen[key] = value
    return TrainConfig(**chosen)


def _jsonable(value):
    if hasattr(value, "tolist"):  # numpy arrays and scalars
        return value.tolist()
    if isinstance(value, tuple):
        return [_jsonable(item) for item in value]
    if isinstance(value, list):
        return [_jsonable(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _jsonable(item) for key, item in value.items()}
    return value


def dump_experiment(experiment: Experiment, newline: str = "\n") -> str:
    """The text of the experiment file: header, then the code exactly as it is."""
    settings = json.dumps(experiment.settings(), ensure_ascii=False, sort_keys=True)
    header = [MAGIC, SETTINGS_PREFIX + settings, NOTE]
    return newline.join(header) + newline + experiment.code


def is_experiment(text: str) -> bool:
    """Whether ``text`` starts with the experiment header line."""
    return text.lstrip("\ufeff").startswith(MAGIC)


def parse_experiment(text: str) -> Optional[Experiment]:
    """The experiment in ``text``, or None when it is ordinary code (no header).

    Raises ExperimentError when the header is there but its settings line is missing or broken."""
    text = text.lstrip("\ufeff")
    if not is_experiment(text):
        return None
    lines = text.splitlines(keepends=True)
    if len(lines) < 2 or not lines[1].startswith(SETTINGS_PREFIX):
        raise ExperimentError("line 2 should be '# settings: {...}' with the experiment's settings")
    try:
        settings = json.loads(lines[1][len(SETTINGS_PREFIX):])
    except json.JSONDecodeError as exc:
        raise ExperimentError(f"the settings on line 2 are not valid JSON: {exc.msg} "
                              f"(column {exc.colno + len(SETTINGS_PREFIX)})") from None
    if not isinstance(settings, dict):
        raise ExperimentError("the settings on line 2 should be a JSON object {...}")
    version = settings.get("version", FORMAT_VERSION)
    if not isinstance(version, int) or version > FORMAT_VERSION:
        raise ExperimentError(f"this experiment was saved by a newer version (format {version})")
    body_start = 3 if len(lines) > 2 and lines[2].startswith(NOTE) else 2
    train = settings.get("train", {})
    if not isinstance(train, dict):
        raise ExperimentError("the 'train' settings should be a JSON object {...}")
    x_range = settings.get("x_range", [-5.0, 5.0])
    try:
        low, high = (float(value) for value in x_range)
    except (TypeError, ValueError):
        raise ExperimentError(f"'x_range' should be two numbers, not {x_range!r}") from None
    subject = settings.get("subject")
    extra = {key: value for key, value in settings.items()
             if key not in ("version", "subject", "x_range", "preset", "train")}
    return Experiment(code="".join(lines[body_start:]), config=config_from_dict(train),
                      subject=subject if isinstance(subject, str) and subject else None,
                      x_range=(low, high), preset=settings.get("preset") or None, extra=extra)
