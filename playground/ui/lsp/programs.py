"""Which language servers help the editor, how each is started, and with what settings.

Both come with the app's own packages (constraints.txt): ``jedi-language-server`` (completion,
signatures, hover; it imports torch in its own process to read its docstrings) and ``ruff
server`` (marks as you type). Each is looked for beside the running Python first (a venv's bin/),
then on PATH; a missing one costs only its help.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

JEDI = "jedi-language-server"
RUFF = "ruff"
# jedi: completion and hover only (its syntax marks would double ruff's); no snippets to expand.
JEDI_OPTIONS = {"diagnostics": {"enable": False},
                "completion": {"disableSnippets": True, "resolveEagerly": False},
                "hover": {"enable": True}}
# ruff: pyflakes' checks, from the app's settings only (a student's folder's pyproject is no guide):
# not an unused import (the app imports torch for the text; a lesson's import reads as unused
# where only its demo uses it) nor a star import's names.
RUFF_OPTIONS = {"settings": {"configurationPreference": "editorOnly", "showSyntaxErrors": True,
                             "lint": {"enable": True, "select": ["F"], "ignore": ["F401", "F403", "F405"]},
                             "organizeImports": False, "fixAll": False, "codeAction": {"disableRuleComment":
                                                                                      {"enable": False}}}}


def find_program(name: str) -> str | None:
    """The program beside this Python (a venv's bin/ or Scripts/), else on PATH; None if neither."""
    beside = Path(sys.executable).parent
    return shutil.which(name, path=os.pathsep.join([str(beside), os.environ.get("PATH", "")]))


def jedi_command() -> list[str] | None:
    program = find_program(JEDI)
    return [program] if program else None


def ruff_command() -> list[str] | None:
    program = find_program(RUFF)
    return [program, "server"] if program else None
