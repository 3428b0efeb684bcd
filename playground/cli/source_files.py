"""The FILE argument of `check` and `train`: a .py file or a preset's name, read as Python text."""
from __future__ import annotations

from pathlib import Path

from playground.formats import presets


class InputError(Exception):
    """A FILE argument that cannot be read as Python text."""


def read_source(argument: str) -> tuple[str, str]:
    """(text, filename) of a file path or a preset name; raises InputError."""
    path = Path(argument)
    if not path.is_file():
        preset = presets.find_preset(argument)
        if preset is None:
            raise InputError(f"no such file or preset: {argument!r} (see `python -m playground presets`)")
        path = preset.path
    try:
        return path.read_bytes().decode("utf-8"), str(path)
    except UnicodeDecodeError as error:
        raise InputError(f"{path} is not UTF-8 text (byte {error.start}): is it a Python file?") from None
    except OSError as error:
        raise InputError(f"cannot read {path}: {error.strerror}") from None
