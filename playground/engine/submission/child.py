"""A freshly forked submission process, from the fork to its first answer.

It leaves the zygote's session (so a signal to its process group reaches only it and what it
starts, and the zygote can kill them all at once), dies with the zygote, keeps no descriptor but
its pipe (stdin, stdout and stderr become /dev/null), reads its file, moves to its private folder
and enters the sandbox. Then, before any code of the submission runs, it tells the referee what
the sandbox holds; that report is the one a grade row shows. A sandbox it cannot enter ends it
there (fail closed): the report begins with ``FAILED`` and the file is never compiled.
"""
from __future__ import annotations

import errno
import os
import stat
import sys
from multiprocessing.connection import Connection
from typing import Optional

from playground import protocol
from playground.engine.limits import die_with_parent
from playground.engine.submission.serve import serve
from playground.sandbox.policy import SandboxError, SandboxPolicy, enter_sandbox
from playground.wire import MessagePipe

MAX_FILE_BYTES = 1 << 20
FAILED = "failed: "  # how a report of a sandbox that could not be entered begins


def run_child(descriptor: int, path: str, sandbox: bool, limits: protocol.SandboxLimits, read: list,
              folder: str, exposed: list, secrets: tuple = ()) -> None:
    """The forked process's whole life; ends it with os._exit, never returns. ``secrets``: files
    the submission must not be (the reference)."""
    status = 70
    try:
        os.setsid()
        die_with_parent()
        text, read_error = _read(path, secrets)
        _only_descriptor(descriptor)
        os.environ.update(TMPDIR=folder, TEMP=folder, TMP=folder, HOME=folder)
        os.chdir(folder)
        pipe = MessagePipe(Connection(descriptor))
        report = _sandbox(path if text is not None else None, sandbox, limits, read, folder, exposed)
        pipe.send(protocol.SandboxReport(pid=os.getpid(), sandbox=report))
        if not report.startswith(FAILED):
            serve(pipe, text, path, read_error)
        status = 0
    finally:
        os._exit(status)


def _sandbox(path: Optional[str], sandbox: bool, limits: protocol.SandboxLimits, read: list, folder: str,
             exposed: list) -> str:
    """Enter the sandbox; what holds, in words (FAILED and why, where it could not be entered)."""
    if not sandbox:
        return "off: grading was asked to run without a sandbox (--no-sandbox)"
    policy = SandboxPolicy(read=[*read, path] if path else list(read), write=[folder], limits=limits)
    try:
        return enter_sandbox(policy, exposed)
    except SandboxError as error:
        return f"{FAILED}{error.strerror or error}; the file was not run (--no-sandbox runs without one)"
    except Exception as error:  # a step that failed unforeseen: still nothing runs
        return f"{FAILED}{type(error).__name__}: {error}; the file was not run (--no-sandbox runs without one)"


def _read(path: str, secrets=()) -> tuple:
    """(its text, or None and why not). Read here before the sandbox, with the zygote's rights
    (root's, often): so only the file itself, never what a link in a class's folder points to (a
    link to the reference earned full marks; to a file only root may read, its words came back in
    the row's errors), never a FIFO or a device, never the reference under another name."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as error:
        if error.errno == errno.ELOOP:
            return None, f"{path} is a symbolic link: a submission is a file of its own"
        return None, f"cannot read {path}: {error.strerror}"
    try:
        with os.fdopen(descriptor, "rb") as file:
            found = os.fstat(file.fileno())
            if not stat.S_ISREG(found.st_mode):
                return None, f"{path} is not a regular file"
            if any(_same_file(found, secret) for secret in secrets):
                return None, f"{path} is the reference itself (a link to it)"
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        return None, f"cannot read {path}: {error.strerror}"
    if len(data) > MAX_FILE_BYTES:
        return None, f"{path} is larger than {MAX_FILE_BYTES // 1024} KB"
    return data.decode("utf-8", errors="replace"), ""


def _same_file(found: os.stat_result, other: str) -> bool:
    try:
        theirs = os.stat(other)
    except OSError:
        return False
    return (found.st_dev, found.st_ino) == (theirs.st_dev, theirs.st_ino)


def _only_descriptor(keep: int) -> None:
    """Standard streams to /dev/null, every other descriptor but ``keep`` closed."""
    sys.stdout.flush()
    null = os.open(os.devnull, os.O_RDWR)
    for standard in (0, 1, 2):
        if standard != keep:
            os.dup2(null, standard)
    if null > 2:
        os.close(null)
    os.closerange(3, keep)
    os.closerange(keep + 1, 1 << 16)
