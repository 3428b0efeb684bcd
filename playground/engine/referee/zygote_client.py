"""The zygote seen from the referee: started once, asked for a process per submission.

The zygote (engine/submission/zygote.py) starts with a clean environment: only the locale, the
search paths and the thread settings of this one, so a token in the teacher's environment is in
no submission's memory. Its answers are read with a deadline like a submission's. A zygote that
died (whatever killed it) is started again at the next spawn, so only the files in flight lose
their rows' points, never the files after them. The folder the zygote makes submissions' folders
in is made here and removed here, after the zygote ended, without recursion
(sandbox/folders.py): the grader leaves nothing in /tmp. Several grading threads share the
zygote: one order at a time.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from typing import Optional

from playground import protocol
from playground.engine.referee.channel import SubmissionChannel
from playground.sandbox.folders import remove_tree

START_TIMEOUT = 180.0  # seconds for the zygote's import of torch on a loaded machine
ANSWER_TIMEOUT = 30.0
KEPT_VARIABLES = ("PATH", "LANG", "LANGUAGE", "TZ", "PYTHONPATH", "SYSTEMROOT")
MODULE = "playground.engine.submission.zygote"


class ZygoteDied(RuntimeError):
    """The zygote is gone, or did not answer."""


def clean_environment() -> dict:
    """What the zygote (and every submission) inherits: the locale, the paths, one thread, no GPU."""
    kept = {name: value for name, value in os.environ.items()
            if name in KEPT_VARIABLES or name.startswith("LC_")}
    # No GPU: submissions are evaluated on the CPU, and with a CUDA device torch's autograd starts
    # its device threads at the zygote's first backward, after which every forked child refuses
    # to run a backward ("Unable to handle autograd's threading in combination with fork-based
    # multiprocessing"; measured on torch 2.11 with CUDA).
    return {**kept, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "PYTHONDONTWRITEBYTECODE": "1",
            "HOME": tempfile.gettempdir(), "CUDA_VISIBLE_DEVICES": "", "HIP_VISIBLE_DEVICES": ""}


class ZygoteClient:
    def __init__(self, parent: Optional[str] = None):
        self.parent = parent  # where each zygote's folder is made (None: the temporary folder)
        self.lock = threading.Lock()
        self.process: Optional[subprocess.Popen] = None
        self.machine = ""  # the zygote's description of this machine's sandbox
        self.pid: Optional[int] = None
        self.folders: Optional[str] = None  # where the zygote makes each submission's folder
        self.restarts = 0

    def start(self) -> None:
        self.launch()
        self.wait_ready()

    def launch(self) -> None:
        """Start the process (from the thread that lives longest: the zygote dies with the thread
        that started it, PR_SET_PDEATHSIG)."""
        ours, theirs = socket.socketpair()
        self._errors = tempfile.TemporaryFile()
        self.folders = tempfile.mkdtemp(prefix="playground-grading-", dir=self.parent)
        self.process = subprocess.Popen([sys.executable, "-m", MODULE, str(theirs.fileno()), self.folders],
                                        pass_fds=[theirs.fileno()], env=clean_environment(),
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self._errors)
        theirs.close()
        self.socket = ours
        self.channel = SubmissionChannel(os.dup(ours.fileno()))

    def wait_ready(self) -> None:
        ready = self._answer(START_TIMEOUT)
        if not isinstance(ready, protocol.ZygoteReady):
            raise ZygoteDied(f"the zygote sent {type(ready).__name__}")
        self.machine, self.pid = ready.sandbox, ready.pid

    def spawn(self, order: protocol.SpawnSubmission) -> tuple[int, SubmissionChannel]:
        """(the new process's pid, its pipe). Raises ZygoteDied."""
        with self.lock:
            if self.process is None or self.process.poll() is not None:
                self._restart()
            try:
                self.channel.send(order)
            except OSError:  # it died since the check above (its exit not yet seen): once more
                self._restart()
                self._send(order)
            try:
                answer = self._answer(ANSWER_TIMEOUT)
                if not isinstance(answer, protocol.SubmissionSpawned) or answer.error:
                    raise ZygoteDied(getattr(answer, "error", "") or f"the zygote sent {type(answer).__name__}")
                _, descriptors, _, _ = socket.recv_fds(self.socket, 1, 1)
            except (OSError, EOFError, TimeoutError) as error:
                self._kill()  # a zygote that answers wrong or late is not trusted with the next file
                raise ZygoteDied(f"the zygote did not answer: {type(error).__name__} {error}") from None
            if not descriptors:
                self._kill()
                raise ZygoteDied("the zygote sent no pipe")
            return answer.pid, SubmissionChannel(descriptors[0])

    def end(self, pid: int) -> Optional[protocol.SubmissionEnded]:
        """Kill the process and all it started; None when the zygote is gone (its children went
        with it)."""
        with self.lock:
            try:
                self.channel.send(protocol.EndSubmission(pid=pid))
                answer = self._answer(ANSWER_TIMEOUT)
            except (OSError, EOFError, TimeoutError):
                return None
            return answer if isinstance(answer, protocol.SubmissionEnded) else None

    def _send(self, message) -> None:
        try:
            self.channel.send(message)
        except OSError as error:
            self._kill()
            raise ZygoteDied(f"the zygote took no order: {error}") from None

    def _answer(self, seconds: float):
        try:
            return self.channel.receive(time.monotonic() + seconds)
        except EOFError:
            raise ZygoteDied(self._why()) from None

    def _why(self) -> str:
        status = self.process.poll() if self.process else None
        self._errors.seek(0)
        text = self._errors.read()[-2000:].decode("utf-8", "replace")
        return f"the zygote ended (status {status}): {text}"

    def _restart(self) -> None:
        """A new zygote in place of one that is gone. Raises ZygoteDied where it does not start."""
        self.close()
        self.restarts += 1
        try:
            self.start()
        except (OSError, ZygoteDied) as error:
            self._kill()
            raise ZygoteDied(f"the zygote could not be started again: {error}") from None

    def _kill(self) -> None:
        """End a zygote that cannot be trusted; the next spawn starts another."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def close(self) -> None:
        process, self.process = self.process, None
        if process is not None:
            try:
                self.channel.send(protocol.Shutdown())
            except OSError:
                pass
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            self.channel.close()
            self.socket.close()
            self._errors.close()
        if self.folders is not None:
            remove_tree(self.folders)  # what a zygote that died left there, too
            self.folders = None
