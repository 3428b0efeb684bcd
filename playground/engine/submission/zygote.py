"""The zygote: a warm process that forks one sandboxed process per submission, and ends them.

``python -m playground.engine.submission.zygote FD FOLDER``, started by the referee with a clean
environment and one socket (FD); each submission's private folder is made in FOLDER, which the
referee made and removes after the zygote ended, however it ended. It imports torch and everything a submission's process runs,
judges a small Function once (torch's lazy set-up happens here, not in every child), then
answers the referee, one message at a time (its memory folded into huge pages first:
submission/huge_pages.py):

- SpawnSubmission → SubmissionSpawned, followed on the same socket by the descriptor of the new
  process's pipe (SCM_RIGHTS): a fork costs milliseconds, not the seconds of an ``import torch``.
- EndSubmission → SubmissionEnded: the process, its process group, and every process it started
  that is still alive are killed. The zygote is their subreaper (PR_SET_CHILD_SUBREAPER): a
  process whose parent died is handed to it, so even one that left the session is found and
  killed. Then the process's private folder is removed (sandbox/folders.py: without recursion,
  however deep a tree it left; where it was a tmpfs of the process's own, it is empty already).

It never runs a submission's code itself, and never holds the reference: a child forked from it
finds neither in its memory. It dies with the referee, and its children die with it.
"""
from __future__ import annotations

import ctypes
import gc
import os
import signal
import socket
import sys
import tempfile
import time
from multiprocessing.connection import Connection

import numpy as np
import torch

from playground import protocol
from playground.engine.limits import die_with_parent
from playground.engine.submission import child as child_process
from playground.engine.submission import huge_pages
from playground.engine.submission.evaluate import evaluate
from playground.engine.submission.serve import load
from playground.sandbox import support
from playground.sandbox.folders import remove_tree
from playground.sandbox.policy import SandboxPolicy, exposes, python_installation
from playground.vocabulary import Evaluation
from playground.wire import MessagePipe

PR_SET_CHILD_SUBREAPER = 36
POLL_SECONDS = 0.2
WARM_UP_SOURCE = '''
import torch

class WarmUp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * torch.tanh(x)

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * (torch.tanh(x) + x * (1 - torch.tanh(x) ** 2))
'''


class Zygote:
    """The zygote's state: its socket, the live submissions and their folders."""

    def __init__(self, descriptor: int, folders: str):
        self.socket = socket.socket(fileno=os.dup(descriptor))  # for passing descriptors
        self.pipe = MessagePipe(Connection(descriptor))
        self.live: dict[int, str] = {}  # pid → private folder
        self.exits: dict[int, int] = {}  # pid → exit status, of submissions that ended by themselves
        self.dying: dict[int, str] = {}  # pid → folder, of submissions killed and not yet reaped
        self.folders = folders
        self.read = python_installation()

    def serve(self) -> None:
        while True:
            self.reap()
            self.kill_orphans()  # what a killed submission started is handed to the zygote as it dies
            try:
                if not self.pipe.poll(POLL_SECONDS):
                    continue
                message = self.pipe.receive()
            except (EOFError, OSError):
                break
            if isinstance(message, protocol.SpawnSubmission):
                self.spawn(message)
            elif isinstance(message, protocol.EndSubmission):
                self.pipe.send(self.end(message.pid))
            elif isinstance(message, protocol.Shutdown):
                break
        for pid in list(self.live):
            self.end(pid)
        deadline = time.monotonic() + 5
        while self.dying and time.monotonic() < deadline:
            time.sleep(0.01)
            self.reap()
        self.kill_orphans()
        for folder in [*self.live.values(), *self.dying.values()]:
            remove_tree(folder)

    def spawn(self, order: protocol.SpawnSubmission) -> None:
        folder = tempfile.mkdtemp(dir=self.folders)
        ours, theirs = socket.socketpair()
        policy = SandboxPolicy(read=self.read)
        exposed = [secret for secret in order.secrets if exposes(policy, secret)]
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            ours.close()
            child_process.run_child(theirs.detach(), os.path.abspath(order.path), order.sandbox, order.limits,
                                    self.read, folder, exposed, tuple(order.secrets))
        theirs.close()
        self.live[pid] = folder
        self.pipe.send(protocol.SubmissionSpawned(pid=pid))
        socket.send_fds(self.socket, [b"F"], [ours.fileno()])
        ours.close()

    def end(self, pid: int) -> protocol.SubmissionEnded:
        """Kill the submission's process, its group, and all it started. Its exit status where it
        had already ended (a crash, say), else None: a killed process is reaped later, so the
        kernel's teardown of its memory never holds up the next fork."""
        folder = self.live.pop(pid, None)
        self.reap()
        exitcode = self.exits.pop(pid, None)
        if folder is not None and exitcode is None:
            exitcode = _ended(pid)
        if folder is not None and exitcode is None:
            for kill in (os.killpg, os.kill):
                try:
                    kill(pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
            self.dying[pid] = folder
        elif folder is not None:
            remove_tree(folder)
        killed = self.kill_orphans()
        return protocol.SubmissionEnded(pid=pid, exitcode=exitcode, killed=killed)

    def kill_orphans(self, rounds: int = 200) -> int:
        """Kill every child of the zygote that is no live submission (processes whose parent
        died were handed to it) until none is left; how many were killed."""
        killed = 0
        for _ in range(rounds):
            orphans = [pid for pid in _children() if pid not in self.live and pid not in self.dying]
            if not orphans:
                break
            for pid in orphans:
                try:
                    os.kill(pid, signal.SIGKILL)
                    killed += 1
                except ProcessLookupError:
                    pass
            time.sleep(0.001)
            self.reap()
        return killed

    def reap(self) -> None:
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            if pid in self.live:
                self.exits[pid] = _exit_code(status)
            elif pid in self.dying:
                remove_tree(self.dying.pop(pid))


def _ended(pid: int):
    """The exit status of a child that has ended and is not yet reaped (None while it runs)."""
    try:
        found, status = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return None
    return _exit_code(status) if found == pid else None


def _exit_code(status: int) -> int:
    return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


def _children() -> list[int]:
    """This process's children (Linux: /proc/self/task/*/children)."""
    found: list[int] = []
    try:
        for task in os.listdir("/proc/self/task"):
            with open(f"/proc/self/task/{task}/children") as children:
                found += [int(pid) for pid in children.read().split()]
    except OSError:
        pass
    return found


def warm_up() -> None:
    """What a child would do first, done once here: compile a Function, evaluate it every way."""
    torch.set_num_threads(1)
    order = protocol.LoadSubmission(function=None, reference="WarmUp", arguments=1)
    loaded, apply = load(WARM_UP_SOURCE, "<warm-up>", order)
    x = protocol.EvaluationArgument(array=np.linspace(-1, 1, 5))
    for kind in Evaluation:
        call = protocol.EvaluationCall(kind=kind, arguments=[x], grad_outputs=[np.ones(5)], cotangents=[np.ones(5)])
        evaluate(apply, call, "<warm-up>")
    sys.modules.pop("__playground__", None)
    gc.collect()
    gc.freeze()  # what exists now stays out of every child's collections: fewer pages copied
    huge_pages.fold()  # and a fork copies a page table entry per 2 MB of it, not per 4 KB


def main() -> int:
    descriptor, folders = int(sys.argv[1]), sys.argv[2]
    die_with_parent()
    warm_up()
    libc = ctypes.CDLL(None, use_errno=True)
    if sys.platform.startswith("linux"):
        libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    zygote = Zygote(descriptor, folders)
    zygote.pipe.send(protocol.ZygoteReady(pid=os.getpid(), sandbox=support.describe()))
    zygote.serve()
    return 0


if __name__ == "__main__":
    sys.exit(main())
