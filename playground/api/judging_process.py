"""The judging process behind ``playground.check``, kept from call to call.

A test suite checks one Function after another: starting a judging process and an engine (and
importing torch there) for each would cost seconds per check. So the first call starts
``python -m playground.api.judging_runner``, and later calls send their orders to the same process,
whose engine stays up (a hang or crash in one subject restarts the engine, as in grading). One
JSON line goes in per order, one report line (report_line.py) comes back; a runner that died is
started again once. It ends with its standard input, when this process exits.
"""
from __future__ import annotations

import atexit
import json
import os
import select
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import IO, Optional

from playground.api.report_line import parse_report_line

START_TIMEOUT = 120.0  # seconds for the engine to start (importing torch on a loaded machine)
EXIT_STATUS_WAIT = 5.0  # seconds: a runner whose pipe closed has exited, or is exiting


class RunnerDied(RuntimeError):
    """The judging process ended, or gave no answer in time."""


class JudgeProcess:
    """One judging runner process, started on first use; ``ask`` is safe from several threads."""

    def __init__(self, command: Optional[list] = None):
        """``command``: what to run (default: this Python, ``-m playground.api.judging_runner``)."""
        self.command = command or [sys.executable, "-m", "playground.api.judging_runner"]
        self._process: Optional[subprocess.Popen] = None
        self._pending = b""  # what the runner wrote after the last full line
        self._errors: Optional[IO[bytes]] = None
        self._lock = threading.Lock()

    def ask(self, order: dict) -> dict:
        """Send ``order`` (judging_runner.judge's fields); its answer. Raises RunnerDied."""
        with self._lock:
            try:
                return self._ask_once(order)
            except RunnerDied:
                self.close()
                return self._ask_once(order)  # a fresh runner; a second death is the caller's to see

    def _ask_once(self, order: dict) -> dict:
        process = self._running()
        try:
            process.stdin.write((json.dumps(order) + "\n").encode("utf-8"))
            process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise RunnerDied(self._ended("ended before it took the order", exited=True)) from None
        return self._answer(process, time.monotonic() + START_TIMEOUT + 3 * order["timeout"] + 60)

    def _running(self) -> subprocess.Popen:
        if self._process is None or self._process.poll() is not None:
            package_parent = str(Path(__file__).resolve().parents[1])
            env = {**os.environ,
                   "PYTHONPATH": os.pathsep.join(filter(None, [package_parent, os.environ.get("PYTHONPATH")]))}
            # Its errors go to a file: a pipe that nobody reads could fill and stop it.
            self._errors = tempfile.TemporaryFile()
            self._pending = b""
            self._process = subprocess.Popen(self.command, env=env,
                                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._errors)
        return self._process

    def _answer(self, process: subprocess.Popen, deadline: float) -> dict:
        """Lines until the report line (the subject's code may write others). Read
        with os.read into a buffer of our own: select() does not see what a file object buffered."""
        descriptor = process.stdout.fileno()
        while True:
            while b"\n" in self._pending:
                line, _, self._pending = self._pending.partition(b"\n")
                answer = parse_report_line(line.decode("utf-8", "replace"))
                if answer is not None:
                    return answer
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise RunnerDied(self._ended("gave no answer in time"))
            readable, _, _ = select.select([descriptor], [], [], remaining)
            if readable:
                chunk = os.read(descriptor, 1 << 16)
                if not chunk:
                    raise RunnerDied(self._ended("ended without a report", exited=True))
                self._pending += chunk

    def _ended(self, what: str, exited: bool = False) -> str:
        """The message of a RunnerDied; ``exited``: its pipe closed, so its status comes soon
        (the pipe can close a moment before the process can be reaped)."""
        status = self._process.poll() if self._process else None
        if status is None and exited and self._process is not None:
            try:
                status = self._process.wait(timeout=EXIT_STATUS_WAIT)
            except subprocess.TimeoutExpired:
                pass
        errors = b""
        if self._errors is not None:
            self._errors.seek(0)
            errors = self._errors.read()[-3000:]
        return f"the judging process {what} (status {status}):\n{errors.decode('utf-8', 'replace')}"

    def close(self) -> None:
        """End the runner (it ends its engine): its input closes, then it is killed if it lingers."""
        process, self._process = self._process, None
        if process is None:
            return
        try:
            process.stdin.close()
            process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()
        if self._errors is not None:
            self._errors.close()
            self._errors = None


JUDGE = JudgeProcess()
atexit.register(JUDGE.close)
