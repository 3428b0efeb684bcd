"""Hostile submissions that reach for what the sandbox leaves open, each graded beside honest
classmates with `check DIR --reference`: a 1,500-deep tree left in its folder, prlimit(2),
setpriority(2) and sched_setaffinity(2) on every process near its own id, System V shared
memory and message queues, inotify on the class's and the teacher's folders, a disk filled
16 MB at a time, 15 busy processes of 200 MB each in sessions of their own (each process's
limits its own, each session a scheduling group of its own), memory held in memfds. Each attack file is a right Softplus besides: its attack must fail quietly and
it scores full marks. Every honest row is exactly what a run without the attackers gives, a
bystander process (nobody) keeps its limits, priority and CPUs, and nothing is left in the
grader's temporary folder or in System V IPC. As root (each submission runs as a uid of its
own), and as an ordinary user (nobody, in a mount namespace where root's home, which holds
Python, is passed through); then every submission and the bystander share one uid.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from playground.sandbox import landlock
from tests.repo import REPO

ABI, WHY = landlock.abi_version()
pytestmark = [pytest.mark.slow, pytest.mark.skipif(not sys.platform.startswith("linux") or ABI < 6,
                                                   reason=f"the sandbox needs Linux with Landlock 6 ({WHY})")]

RIGHT = '''import torch


class Softplus(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.nn.functional.softplus(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * {derivative}
'''
HONEST = {"a_right.py": RIGHT.format(derivative="torch.sigmoid(x)"),
          "c_wrong.py": RIGHT.format(derivative="torch.exp(x)"),
          "e_right.py": RIGHT.format(derivative="(1 - torch.sigmoid(-x))"),
          "g_right.py": RIGHT.format(derivative="torch.special.expit(x)")}

DEEP_TREE = '''import os
here = os.getcwd()
for _ in range(1500):
    os.mkdir("d")
    os.chdir("d")
os.chdir(here)
print("ATTACK deep tree left")
'''
LIMITS = '''import os, resource
me, changed = os.getpid(), []
for pid in range(max(2, me - 4000), me + 4000):
    if pid == me:
        continue
    for name, act in (("prlimit", lambda: resource.prlimit(pid, resource.RLIMIT_AS, (1 << 20, 1 << 20))),
                      ("nofile", lambda: resource.prlimit(pid, resource.RLIMIT_NOFILE, (3, 3))),
                      ("nice", lambda: os.setpriority(os.PRIO_PROCESS, pid, 19)),
                      ("affinity", lambda: os.sched_setaffinity(pid, {0}))):
        try:
            act()
            changed.append(name)
        except OSError:
            pass
for which in (os.PRIO_USER, os.PRIO_PGRP):
    try:
        os.setpriority(which, 0, 19)
        changed.append(f"setpriority {which}")
    except OSError:
        pass
print(f"ATTACK limits changed {len(changed)}: {sorted(set(changed))}")
'''
SYSV = '''import ctypes
libc = ctypes.CDLL(None, use_errno=True)
made = []
shm = libc.shmget(0x5EC2E7, 1 << 24, 0o1666)
if shm >= 0:
    libc.shmat.restype = ctypes.c_void_p
    address = libc.shmat(shm, None, 0)
    made.append("shm")
    if address not in (None, ctypes.c_void_p(-1).value):
        ctypes.memset(address, 7, 1 << 24)
queue = libc.msgget(0x5EC2E8, 0o1666)
if queue >= 0:
    made.append("msg")
    message = ctypes.create_string_buffer(b"\\1\\0\\0\\0\\0\\0\\0\\0" + b"s" * 1000)
    for _ in range(10):
        libc.msgsnd(queue, message, 1000, 0o4000)
if libc.semget(0x5EC2E9, 4, 0o1666) >= 0:
    made.append("sem")
print(f"ATTACK sysv made {made}")
'''
INOTIFY = '''import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
watched = []
for folder in (os.path.dirname(__file__), {teacher!r}, "/tmp"):
    fd = libc.inotify_init1(0)
    if fd >= 0 and libc.inotify_add_watch(fd, folder.encode(), 0xFFF) >= 0:
        watched.append(folder)
print(f"ATTACK inotify watched {{len(watched)}}")
'''
DISK = '''import os
written = 0
try:
    for index in range(100):
        with open(f"fill{index}", "wb") as file:
            for _ in range(16):
                file.write(b"x" * (1 << 20))
                written += 1
except OSError:
    pass
for index in range(100):
    try:
        os.unlink(f"fill{index}")
    except OSError:
        break
print(f"ATTACK disk wrote {written} MB")
'''


PROCESSES = '''import os, time
started = 0
for _ in range(15):  # each its own session (a scheduling group of its own), each with 200 MB
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        os.setsid()
        held = bytearray(b"x" * (200 << 20))
        end = time.monotonic() + 5
        while time.monotonic() < end:
            pass
        os._exit(0)
    started += 1
print(f"ATTACK processes started {started}")
'''
MEMFD = '''import os
held, kept = 0, []
try:
    for _ in range(60):
        descriptor = os.memfd_create("held")
        kept.append(descriptor)
        for _ in range(16):
            os.write(descriptor, b"x" * (1 << 20))
            held += 1
except OSError:
    pass
print(f"ATTACK memfd held {held} MB")
'''


def attacks(teacher: Path) -> dict:
    return {"b_deep_tree.py": DEEP_TREE, "d_limits.py": LIMITS, "f_sysv.py": SYSV,
            "h_inotify.py": INOTIFY.format(teacher=str(teacher)), "i_disk.py": DISK,
            "j_processes.py": PROCESSES, "k_memfd.py": MEMFD}


def sysv_objects() -> dict:
    found = {}
    for kind in ("shm", "msg", "sem"):
        with open(f"/proc/sysvipc/{kind}") as table:
            found[kind] = table.read().splitlines()[1:]
    return found


def limits_of(pid: int) -> tuple:
    with open(f"/proc/{pid}/limits") as limits, open(f"/proc/{pid}/stat") as stat:
        return limits.read(), stat.read().rsplit(")", 1)[1].split()[16], os.sched_getaffinity(pid)


def grade(folder: Path, reference: Path, temporary: Path, user_command: list, jobs: int) -> tuple[dict, str]:
    """(rows by file name, stderr) of `check FOLDER --reference --json` run by ``user_command``,
    with its temporary files in ``temporary``."""
    command = [*user_command, sys.executable, "-m", "playground", "check", str(folder), "--reference", str(reference),
               "--json", "--jobs", str(jobs), "--timeout", "20"]
    env = {**os.environ, "TMPDIR": str(temporary), "PYTHONPATH": str(REPO), "HOME": str(folder.parent)}
    done = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=900, env=env)
    return {Path(row["file"]).name: row for row in map(json.loads, done.stdout.splitlines())}, done.stderr


def comparable(row: dict) -> dict:
    return {key: value for key, value in row.items() if key not in ("seconds", "file")}


def class_folders(top: Path) -> tuple[Path, Path]:
    """(the teacher's reference, an empty temporary folder anyone may write) under ``top``."""
    teacher, temporary = top / "teacher", top / "tmp"
    for folder in (teacher, temporary):
        folder.mkdir()
    reference = teacher / "solution.py"
    reference.write_text(HONEST["a_right.py"])
    os.chmod(temporary, 0o777)
    return reference, temporary


def grade_honest_alone(top: Path, user_command: list, jobs: int) -> dict:
    """The rows of the honest files graded with no attack beside them."""
    top.mkdir(exist_ok=True)
    reference, temporary = class_folders(top)
    honest = top / "honest"
    honest.mkdir()
    for name, text in HONEST.items():
        (honest / name).write_text(text)
    alone, errors = grade(honest, reference, temporary, user_command, jobs)
    assert sorted(alone) == sorted(HONEST), errors
    assert list(temporary.iterdir()) == []
    return alone


@pytest.fixture(scope="module")
def alone_as_root(tmp_path_factory) -> dict:
    # Both root cases compare against one grading of the honest files (one at a time): their rows
    # must not depend on what was graded beside them, nor on how many files were graded at once.
    return grade_honest_alone(tmp_path_factory.mktemp("alone"), [], jobs=1)


def run_attacks(top: Path, user_command: list, bystander: list, as_whom: str, jobs: int = 2,
                alone: dict | None = None) -> None:
    """``alone``: the honest files' rows graded without the attacks by the same user (graded here
    when not given)."""
    if alone is None:
        alone = grade_honest_alone(top / "alone", user_command, jobs)
    reference, temporary = class_folders(top)
    teacher, mixed = reference.parent, top / "mixed"
    mixed.mkdir()
    for name, text in HONEST.items():
        (mixed / name).write_text(text)
    for name, text in attacks(teacher).items():
        (mixed / name).write_text(text + "\n" + HONEST["a_right.py"])
    sleeper = subprocess.Popen([*bystander, "sleep", "600"])
    try:
        before_ipc, before_limits = sysv_objects(), limits_of(sleeper.pid)
        own_limits = limits_of(os.getpid())
        beside, errors = grade(mixed, reference, temporary, user_command, jobs)
        assert sorted(beside) == sorted([*HONEST, *attacks(teacher)]), errors
        for name in HONEST:
            assert comparable(beside[name]) == comparable(alone[name]), name
        assert alone["c_wrong.py"]["score"] < 5.0 and alone["a_right.py"]["score"] == 5.0
        for name in attacks(teacher):
            row = beside[name]
            assert row["score"] == 5.0 and row["sandbox"].startswith("on:"), (name, row["sandbox"], row["errors"])
            assert as_whom in row["sandbox"] and "its folder a tmpfs" in row["sandbox"], row["sandbox"]
        said = {name: beside[name]["output"] for name in attacks(teacher)}
        assert "ATTACK deep tree left" in said["b_deep_tree.py"]
        assert "ATTACK limits changed 0" in said["d_limits.py"], said["d_limits.py"]
        assert "ATTACK sysv made []" in said["f_sysv.py"], said["f_sysv.py"]
        assert "ATTACK inotify watched 0" in said["h_inotify.py"], said["h_inotify.py"]
        written = int(said["i_disk.py"].split("ATTACK disk wrote ")[1].split()[0])
        assert written <= 64, said["i_disk.py"]  # the folder's total, not 100 × 16 MB
        # one process: its limits on memory and CPU are the file's, not one of 16 processes' each
        assert "ATTACK processes started 0" in said["j_processes.py"], said["j_processes.py"]
        assert "ATTACK memfd held 0 MB" in said["k_memfd.py"], said["k_memfd.py"]  # memory no limit counts
        assert limits_of(sleeper.pid) == before_limits
        assert limits_of(os.getpid()) == own_limits
        assert sysv_objects() == before_ipc
        assert list(temporary.iterdir()) == []  # no playground-grading-* left, deep tree included
    finally:
        sleeper.kill()
        sleeper.wait()


@pytest.mark.skipif(os.geteuid() != 0, reason="as root: each submission runs as a uid of its own")
@pytest.mark.parametrize("jobs", [1, 2])
def test_attacks_as_root_change_nothing_of_a_classmate_or_the_grader(tmp_path, jobs, alone_as_root):
    run_attacks(tmp_path, [], ["setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups"],
                "as a uid of its own (not root)", jobs, alone=alone_as_root)


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("unshare") or not shutil.which("setpriv")
                    or not str(os.path.realpath(sys.executable)).startswith(str(Path.home() / ".pyenv")),
                    reason="makes an ordinary user's grader as root (unshare, setpriv), with Python in ~/.pyenv")
def test_attacks_as_an_ordinary_user_change_nothing_of_a_classmate_or_the_grader():
    top = Path(tempfile.mkdtemp(prefix="attacks-as-user-"))
    os.chmod(top, 0o755)
    # root's home (0700) holds this Python: pass only it through, to a grader that is nobody.
    pyenv = Path.home() / ".pyenv"
    script = (f"set -e; mkdir -p /run/pass-pyenv; mount --bind {pyenv} /run/pass-pyenv; "
              f"mount -t tmpfs -o mode=0755 none {Path.home()}; mkdir {pyenv}; mount --bind /run/pass-pyenv {pyenv}; "
              f"exec setpriv --reuid 65534 --regid 65534 --clear-groups --inh-caps=-all \"$@\"")
    user = ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh"]
    try:
        run_attacks(top, user, ["setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups"], "user namespace")
    finally:
        shutil.rmtree(top, ignore_errors=True)
