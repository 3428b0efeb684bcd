"""The command line's entry point called in the test's own process, answered as a subprocess's.

Each ``python -m playground`` started an interpreter and the client (~0.8 s of a core) and an
engine that imported torch (~2 s); called here, its engines fork from the suite's warm server
(tests/conftest.py) and the interpreter is the test's. What only a real process shows (the
module's entry, exit statuses seen by a shell, a file that kills its engine) stays a subprocess:
``run_subprocess``; tests/cli/test_cli.py keeps one per exit status.
"""
from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys

from tests.repo import REPO


def run_in_process(*args: str, cwd=REPO) -> subprocess.CompletedProcess:
    """``playground.cli.main.main(args)`` with stdout and stderr captured, in ``cwd``."""
    from playground.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    before = os.getcwd()
    os.chdir(cwd)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(args))
            except SystemExit as exit:  # argparse's errors and --help
                code = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 2)
    finally:
        os.chdir(before)
    return subprocess.CompletedProcess(["playground", *args], code, out.getvalue(), err.getvalue())


def run_subprocess(*args: str, cwd=REPO, timeout: float = 240) -> subprocess.CompletedProcess:
    """``python -m playground ARGS`` as a teacher's shell runs it."""
    return subprocess.run([sys.executable, "-m", "playground", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=timeout)
