"""The referee's process, seen from the command line: started, given orders, read, ended.

``python -m playground.engine.referee.main FD FOLDER`` with one socket; the messages are
playground/wire.py's, parsed, never unpickled. FOLDER (made here, in TMPDIR) holds the
submissions' private folders; it is removed here once the referee ended, however the referee
and its zygote ended, so a grading leaves nothing in the temporary folder. Nothing here imports torch or the engine: the
referee is started by its module's name, as the Python API starts its judging process.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Optional

from playground import protocol
from playground.sandbox.folders import remove_tree
from playground.wire import MessagePipe

MODULE = "playground.engine.referee.main"
START_TIMEOUT = 240.0  # seconds: the referee and the zygote import torch, on a loaded machine


class RefereeGone(RuntimeError):
    """The referee's process ended, or gave no answer in time."""


class RefereeProcess:
    def __init__(self, setup: protocol.GradeSetup):
        ours, theirs = socket.socketpair()
        package_parent = str(Path(__file__).resolve().parents[2])
        env = {**os.environ,
               "PYTHONPATH": os.pathsep.join(filter(None, [package_parent, os.environ.get("PYTHONPATH")]))}
        self._errors = tempfile.TemporaryFile()
        self.folder = tempfile.mkdtemp(prefix="playground-grading-")
        self.process = subprocess.Popen([sys.executable, "-m", MODULE, str(theirs.fileno()), self.folder],
                                        pass_fds=[theirs.fileno()], env=env, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=self._errors)
        theirs.close()
        self.pipe = MessagePipe(Connection(ours.detach()))
        self.pipe.send(setup)

    def ready(self, timeout: float = START_TIMEOUT) -> protocol.GradeReady:
        answer = self.receive(timeout)
        if not isinstance(answer, protocol.GradeReady):
            raise RefereeGone(f"the referee sent {type(answer).__name__} first")
        return answer

    def send(self, message) -> None:
        try:
            self.pipe.send(message)
        except OSError:
            raise RefereeGone(self.why()) from None

    def receive(self, timeout: float):
        try:
            if not self.pipe.poll(timeout):
                raise RefereeGone(f"the referee gave no answer in {timeout:g} s")
            return self.pipe.receive()
        except (EOFError, OSError):
            raise RefereeGone(self.why()) from None

    def why(self) -> str:
        status: Optional[int] = self.process.poll()
        self._errors.seek(0)
        text = self._errors.read()[-3000:].decode("utf-8", "replace").strip()
        return f"the referee ended (status {status})" + (f": {text}" if text else "")

    def close(self) -> None:
        try:
            self.pipe.send(protocol.Shutdown())
        except OSError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.pipe.close()
        self._errors.close()
        remove_tree(self.folder)
