"""The sandbox on this machine: a process that entered it cannot read, write, reach or signal
outside, nor start processes without bound; what it may do still works. Each check runs in a
fresh Python process (no torch) that enters the sandbox and reports what it could do."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading

import pytest

from playground.sandbox import landlock, seccomp
from playground.sandbox.policy import SandboxPolicy, exposes, python_installation
from tests.repo import REPO

ABI, WHY = landlock.abi_version()
needs_landlock = pytest.mark.skipif(ABI == 0, reason=f"no Landlock here: {WHY}")

SCRIPT = r'''
import json, os, signal, socket, sys
sys.path.insert(0, {repo!r})
from playground.sandbox.limits import Limits
from playground.sandbox.policy import SandboxPolicy, enter_sandbox, python_installation

folder, secret, outside, port, parent = {folder!r}, {secret!r}, {outside!r}, {port}, {parent}
report = enter_sandbox(SandboxPolicy(read=python_installation(), write=[folder], limits=Limits(tasks=4)))
found = {{"report": report}}

def attempt(name, action):
    try:
        action()
        found[name] = "allowed"
    except BaseException as error:
        found[name] = type(error).__name__

attempt("read_secret", lambda: open(secret).read())
attempt("read_proc", lambda: open("/proc/%d/cmdline" % parent).read())
attempt("write_outside", lambda: open(outside, "w").write("x"))
attempt("write_own_folder", lambda: open(os.path.join(folder, "mine.txt"), "w").write("x"))
attempt("read_stdlib", lambda: __import__("xml.dom.minidom"))
attempt("tcp", lambda: socket.create_connection(("127.0.0.1", port), timeout=2))
attempt("udp", lambda: socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b"x", ("127.0.0.1", port)))
attempt("signal_parent", lambda: os.kill(parent, signal.SIGUSR1))

def storm():
    children = []
    hold, release = os.pipe()
    try:
        for _ in range(50):
            pid = os.fork()
            if pid == 0:  # lives until the storm is over
                os.close(release)
                os.read(hold, 1)
                os._exit(0)
            children.append(pid)
    finally:
        found["forked"] = len(children)
        os.close(release)
        for pid in children:
            os.waitpid(pid, 0)
attempt("storm", storm)

def threads():
    import threading
    started = [threading.Thread(target=lambda: None) for _ in range(2)]
    for thread in started:
        thread.start()
    for thread in started:
        thread.join()
attempt("threads", threads)
attempt("memfd", lambda: os.memfd_create("held"))
found["dumpable"] = __import__("ctypes").CDLL(None).prctl(3, 0, 0, 0, 0)  # PR_GET_DUMPABLE
attempt("raise_cpu_limit", lambda: __import__("resource").setrlimit(__import__("resource").RLIMIT_CPU, (10**6, 10**6)))
print(json.dumps(found))
'''


def run_sandboxed(tmp_path, port: int) -> dict:
    folder = tmp_path / "private"
    folder.mkdir()
    secret = tmp_path / "solution.py"
    secret.write_text("SECRET = 1\n")
    script = SCRIPT.format(repo=str(REPO), folder=str(folder), secret=str(secret),
                           outside=str(tmp_path / "outside.txt"), port=port, parent=os.getpid())
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(REPO)})
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@needs_landlock
def test_a_sandboxed_process_reaches_nothing_outside_and_keeps_what_it_needs(tmp_path):
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    accepted: list = []
    listener.settimeout(0.2)

    def accept():
        for _ in range(100):
            try:
                accepted.append(listener.accept())
            except (socket.timeout, OSError):
                if stop.is_set():
                    return
    stop = threading.Event()
    thread = threading.Thread(target=accept)
    thread.start()
    signals: list = []
    previous = signal.signal(signal.SIGUSR1, lambda *args: signals.append(args))
    try:
        found = run_sandboxed(tmp_path, port)
    finally:
        stop.set()
        thread.join()
        listener.close()
        signal.signal(signal.SIGUSR1, previous)
    assert found["read_secret"] == "PermissionError"
    assert found["read_proc"] == "PermissionError"
    assert found["write_outside"] == "PermissionError"
    assert not (tmp_path / "outside.txt").exists()
    assert found["write_own_folder"] == "allowed"
    assert found["read_stdlib"] == "allowed"
    assert found["tcp"] == "PermissionError" and found["udp"] == "PermissionError"
    assert accepted == []
    if ABI >= 6:
        assert found["signal_parent"] == "PermissionError" and signals == []
    assert found["forked"] == 0 and found["storm"] == "BlockingIOError"  # no process but itself
    assert found["threads"] == "allowed"  # threads start: torch's, and the submission's own
    assert found["memfd"] == "PermissionError"
    assert found["dumpable"] == 0  # a crash leaves no core, whatever collects them on this machine
    assert found["raise_cpu_limit"] == "ValueError"
    assert found["report"].startswith(("on:", "partial:"))


def test_the_filter_refuses_only_what_it_names():
    machine = "x86_64"
    code = seccomp.program(machine)
    assert code[-1] == (0x06, 0, 0, 0x7FFF0000)  # everything else is allowed
    refused = {k for op, jt, jf, k in code if op == 0x15 and (jt, jf) == (0, 1)}  # a number, then its refusal
    assert 41 in refused and 0 not in refused  # socket refused, read allowed


def test_the_python_installation_is_readable_and_the_checkout_is_not():
    folders = python_installation()
    assert any(os.path.isfile(os.path.join(folder, "os.py")) for folder in folders)
    policy = SandboxPolicy(read=folders)
    assert not exposes(policy, str(REPO / "README.md")) or str(REPO).startswith(sys.prefix)
