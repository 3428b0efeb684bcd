"""``playground.show(subject)``: the window, with your Function's code in the editor.

The window runs in a process of its own (``python -m playground app FILE``), so this returns at
once and works the same from a script, a REPL or a Jupyter kernel on a desktop; closing the
window ends only that process.
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Sequence

from playground.api.subject_source import Subject, source_of


def show(subject: Subject, *, options: Sequence[str] = ()) -> subprocess.Popen:
    """Open the window with ``subject`` (as ``playground.check`` takes it) in the editor.

    ``options``: the app's own options, e.g. ``("--lang", "ja")`` or ``("--train-steps", "200")``.
    The code is written to a temporary file the window opens (your own file is never touched);
    returns the window's process."""
    text, filename, _ = source_of(subject)
    folder = Path(tempfile.mkdtemp(prefix="playground-show-"))
    path = folder / (Path(filename).name if filename.endswith(".py") else "subject.py")
    path.write_text(text, encoding="utf-8")
    return subprocess.Popen([sys.executable, "-m", "playground", "app", str(path), *options],
                            start_new_session=True)
