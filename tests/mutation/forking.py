"""Runs pytest once per mutant in a fork of one long-lived process, so torch is imported only once.

The parent imports torch, numpy and pytest but never the project: each child imports the (mutated)
project afresh from the private copy. Bytecode is never written, so a mutant never meets a stale .pyc.
"""
from __future__ import annotations

import os
import signal
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Outcome:
    """How the tests went against one mutant: 'killed', 'survived' or 'timeout', and pytest's last line."""

    status: str
    seconds: float
    tail: str


def prepare_parent(copy: Path) -> None:
    """Import the heavy libraries once and point imports at the private copy."""
    sys.dont_write_bytecode = True
    os.environ.update(QT_QPA_PLATFORM="offscreen", OMP_NUM_THREADS="1", PYTHONDONTWRITEBYTECODE="1")
    os.chdir(copy)
    sys.path.insert(0, str(copy))
    import numpy  # noqa: F401
    import pytest  # noqa: F401
    import torch  # noqa: F401


def _child(test_paths: list[str], log: Path) -> None:
    """Run pytest in this forked child with its output sent to a file; never returns."""
    code = 3
    try:
        fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        os.setpgid(0, 0)  # its own group, so a timeout ends whatever it started too
        _forget_the_checkout_tests()
        import pytest
        code = int(pytest.main(["-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", *test_paths]))
    finally:
        sys.stdout.flush()
        os._exit(code)


def _forget_the_checkout_tests() -> None:
    """Drop this tool's own `tests` package (imported from the checkout) so pytest imports the copy's."""
    for name in [name for name in sys.modules if name == "tests" or name.startswith("tests.")]:
        del sys.modules[name]


def _last_line(log: Path) -> str:
    lines = [line for line in log.read_text(errors="replace").splitlines() if line.strip()]
    return lines[-1].strip("= ") if lines else ""


def run_tests(test_paths: list[str], timeout: float) -> Outcome:
    """Fork, run the tests against the copy as it is now, and say whether they failed."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as scratch:
        log = Path(scratch) / "pytest.log"
        pid = os.fork()
        if pid == 0:
            _child(test_paths, log)
        status = _wait(pid, started + timeout)
        tail = _last_line(log)
    seconds = round(time.monotonic() - started, 1)
    if status is None:
        return Outcome("timeout", seconds, tail)
    return Outcome("survived" if status == 0 else "killed", seconds, tail)


def _wait(pid: int, deadline: float) -> int | None:
    """The child's exit code, or None when it ran past the deadline (then it and its group are ended)."""
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        time.sleep(0.05)
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    return None
