"""A submission signals only itself. Landlock scopes signals only from ABI 6 (Linux 6.12); on an
older kernel, a submission of an ordinary user's grader runs as the teacher's uid (in a user
namespace of its own, which the kernel's check of a signal does not look at), and
``kill(-1, SIGKILL)`` ended the grader, its classmates and every process of the teacher; so did a
pipe whose owner (F_SETOWN) is the grader and whose signal (F_SETSIG) is SIGKILL, once written to.
The seccomp filter alone now refuses a signal to any process but itself: checked here with the filter
and nothing else (a process of root, which may signal anything), against this test's process.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from playground.sandbox import seccomp
from tests.repo import REPO

SCRIPT = r'''
import ctypes, json, os, signal, sys
sys.path.insert(0, {repo!r})
from playground.sandbox import seccomp
ctypes.CDLL(None, use_errno=True).prctl(38, 1, 0, 0, 0)  # no_new_privs
seccomp.install()
found = {{}}
def attempt(name, action):
    try:
        action()
        found[name] = "allowed"
    except OSError as error:
        found[name] = type(error).__name__
received = []
signal.signal(signal.SIGUSR2, lambda *args: received.append(1))
attempt("parent", lambda: os.kill({parent}, signal.SIGUSR1))
attempt("everyone", lambda: os.kill(-1, 0))  # signal 0: asks, sends nothing
attempt("parent_group", lambda: os.killpg(os.getpgid({parent}), 0))
attempt("asked", lambda: os.kill({parent}, 0))
attempt("itself", lambda: os.kill(os.getpid(), signal.SIGUSR2))
attempt("own_group", lambda: os.kill(0, 0))
attempt("raise", lambda: signal.raise_signal(signal.SIGUSR2))
import fcntl
def sigio(owner):
    read, write = os.pipe()
    fcntl.fcntl(read, 10, signal.SIGUSR1)  # F_SETSIG: the signal its owner gets when it is ready
    fcntl.fcntl(read, fcntl.F_SETOWN, owner)
    fcntl.fcntl(read, fcntl.F_SETFL, fcntl.fcntl(read, fcntl.F_GETFL) | os.O_ASYNC)
    os.write(write, b"x")
attempt("sigio_parent", lambda: sigio({parent}))
attempt("sigio_group", lambda: sigio(-os.getpgid({parent})))
attempt("fiosetown", lambda: fcntl.ioctl(os.pipe()[0], 0x8901, __import__("struct").pack("i", {parent})))
attempt("sigio_itself_owner", lambda: fcntl.fcntl(os.pipe()[0], fcntl.F_SETOWN, os.getpid()))
found["received"] = len(received)
print(json.dumps(found))
'''


@pytest.mark.skipif(not seccomp.supported()[0], reason="no seccomp filter here")
def test_a_filtered_process_signals_itself_and_no_other():
    signals: list = []
    previous = signal.signal(signal.SIGUSR1, lambda *args: signals.append(args))
    try:
        done = subprocess.run([sys.executable, "-c", SCRIPT.format(repo=str(REPO), parent=os.getpid())],
                              capture_output=True, text=True, timeout=120, start_new_session=True)
    finally:
        signal.signal(signal.SIGUSR1, previous)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert signals == []
    assert found["parent"] == found["everyone"] == found["parent_group"] == found["asked"] == "PermissionError"
    assert found["sigio_parent"] == found["sigio_group"] == found["fiosetown"] == "PermissionError"
    assert found["sigio_itself_owner"] == "allowed"
    assert found["itself"] == found["own_group"] == found["raise"] == "allowed" and found["received"] == 2
