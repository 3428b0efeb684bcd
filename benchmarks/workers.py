"""Long-lived measuring processes, driven one JSON command at a time.

The benchmarks alternate between two processes (the app and a raw loop, say) many times; starting
torch or Qt anew for each round would cost seconds and measure start-up instead. So each side is a
worker: it starts once, says it is ready, then answers every command line on stdin with one
result line on stdout. Result lines carry a prefix, so stray prints cannot be mistaken for them.
"""
from __future__ import annotations

import atexit
import json
import os
import selectors
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable, Optional

PREFIX = "@@bench "
REPO = Path(__file__).resolve().parent.parent


class WorkerError(RuntimeError):
    """A worker died, timed out or reported an error; the message ends with its stderr."""


def serve_commands(handle: Callable[[dict], dict], ready: Optional[dict] = None) -> None:
    """Worker side: announce ``ready``, then answer each command line until stdin closes."""
    reply(dict(ready or {}, ready=True))
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            reply(handle(json.loads(line)))
        except Exception as error:  # report it; the parent decides what to do
            reply({"error": f"{type(error).__name__}: {error}", "traceback": traceback.format_exc()})


def reply(message: dict) -> None:
    sys.stdout.write(PREFIX + json.dumps(message) + "\n")
    sys.stdout.flush()


def bench_environment(extra: Optional[dict] = None) -> dict:
    """The environment for a measured process: offscreen Qt, and settings and autosave in a
    fresh scratch home of its own (a benchmark must not touch the user's recent files, and an
    autosave left by a killed run must not greet the next one with a restore question)."""
    env = dict(os.environ)
    scratch = Path(tempfile.mkdtemp(prefix="playground-bench-"))
    atexit.register(shutil.rmtree, scratch, True)
    for name in ("config", "data", "cache"):
        (scratch / name).mkdir()
    env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(scratch / "config"),
               XDG_DATA_HOME=str(scratch / "data"), XDG_CACHE_HOME=str(scratch / "cache"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")])))
    env.update(extra or {})
    return env


class Worker:
    """Parent side: ``python -m module *args`` as a worker; ``request(command)`` → result dict."""

    def __init__(self, module: str, args: tuple = (), env: Optional[dict] = None,
                 start_timeout: float = 90.0, wait: bool = True):
        self._stderr = tempfile.TemporaryFile(mode="w+b")
        # Each worker in a session of its own, as the window's engine is (client/process.py): on
        # Linux a session is its own CPU-scheduling group, so the raw loops compared with the app
        # get the same share of a loaded machine as the app's engine does.
        self.process = subprocess.Popen(
            [sys.executable, "-m", module, *map(str, args)], cwd=REPO, env=env or bench_environment(),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr, text=True, bufsize=1,
            start_new_session=True)
        self.name = module
        self._selector = selectors.DefaultSelector()
        self._selector.register(self.process.stdout, selectors.EVENT_READ)
        self.start_timeout = start_timeout
        self.ready: Optional[dict] = None
        if wait:
            self.wait_ready()

    def wait_ready(self) -> dict:
        """The worker's ready message (waits for it the first time): start several, then wait."""
        if self.ready is None:
            self.ready = self._read(self.start_timeout)
        return self.ready

    @property
    def alive(self) -> bool:
        return self.process.poll() is None and not self._stderr.closed

    @property
    def pid(self) -> int:
        return self.process.pid

    def request(self, command: dict, timeout: float = 120.0) -> dict:
        try:
            self.process.stdin.write(json.dumps(command) + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise WorkerError(f"{self.name} is gone{self._stderr_tail()}") from None
        try:
            result = self._read(timeout)
        except WorkerError as error:
            raise WorkerError(f"{error}\n(the command was {json.dumps(command)})") from None
        if "error" in result:
            raise WorkerError(f"{self.name}: {result['error']}\n{result.get('traceback', '')}")
        return result

    def _read(self, timeout: float) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not self._selector.select(left):
                tail = self._stderr_tail()
                self.close()
                raise WorkerError(f"{self.name} gave no answer in {timeout:g} s{tail}")
            line = self.process.stdout.readline()
            if not line:
                self.process.wait(5)
                raise WorkerError(f"{self.name} exited with status {self.process.returncode}"
                                  f"{self._stderr_tail()}")
            if line.startswith(PREFIX):
                return json.loads(line[len(PREFIX):])

    def _stderr_tail(self, chars: int = 3000) -> str:
        if self._stderr.closed:
            return ""
        self._stderr.seek(0)
        text = self._stderr.read().decode(errors="replace")
        # Qt's offscreen platform says this once per window geometry change: noise here.
        text = "\n".join(line for line in text.splitlines() if "propagateSizeHints" not in line)
        return f"; its stderr ends:\n{text[-chars:]}" if text.strip() else ""

    def close(self, timeout: float = 10.0) -> None:
        """Close stdin (the worker's signal to exit), wait, kill if it does not."""
        if self.process.poll() is None:
            try:
                self.process.stdin.close()
            except OSError:
                pass
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
        self._selector.close()
        if not self._stderr.closed:
            self._stderr.close()

    def __enter__(self) -> "Worker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
