"""What keeps one file from costing the batch: clean-up that cannot recurse, a zygote started
again after it died, a sandbox that fails closed, and the table's last line that says what held."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from playground import protocol
from playground.cli.grade_reference import sandbox_words
from playground.sandbox import landlock, seccomp
from playground.sandbox.folders import remove_tree
from playground.sandbox.limits import Limits
from playground.sandbox.policy import LEFT_OPEN, SandboxError, SandboxPolicy, enter_sandbox
from tests.repo import REPO

ABI, WHY = landlock.abi_version()
RIGHT = '''import torch


class Softplus(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.nn.functional.softplus(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * torch.sigmoid(x)
'''


def test_a_tree_deeper_than_recursion_and_paths_allow_is_removed_and_its_links_are_not_followed(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("kept")
    top = tmp_path / "left"
    top.mkdir()
    descriptor = os.open(top, os.O_RDONLY)
    try:
        for depth in range(1500):  # 1,500 levels of "abcdefgh/": 13,500 characters, past PATH_MAX
            os.mkdir("abcdefgh", dir_fd=descriptor)
            deeper = os.open("abcdefgh", os.O_RDONLY, dir_fd=descriptor)
            os.close(descriptor)
            descriptor = deeper
            if depth % 500 == 0:
                os.symlink(str(outside), "link", dir_fd=descriptor)
                os.close(os.open("file", os.O_WRONLY | os.O_CREAT, dir_fd=descriptor))
        os.chmod(descriptor, 0)  # the deepest one unreadable, as a submission may leave it
    finally:
        os.close(descriptor)
    assert remove_tree(str(top))
    assert not top.exists()
    assert (outside / "keep.txt").read_text() == "kept"
    assert remove_tree(str(tmp_path / "never-was"))


def test_no_landlock_or_no_filter_means_no_sandbox_entered(monkeypatch):
    monkeypatch.setattr(landlock, "abi_version", lambda: (0, "Landlock is not in this kernel (4.19)"))
    with pytest.raises(SandboxError, match="no Landlock: Landlock is not in this kernel"):
        enter_sandbox(SandboxPolicy(limits=Limits()))
    monkeypatch.setattr(landlock, "abi_version", lambda: (6, ""))
    monkeypatch.setattr(seccomp, "supported", lambda: (False, "no seccomp filter for sparc"))
    with pytest.raises(SandboxError, match="sparc"):
        enter_sandbox(SandboxPolicy(limits=Limits()))
    assert os.getuid() == os.geteuid()  # nothing was dropped here


def test_the_filter_lets_a_process_change_only_its_own_limits_and_priority():
    code = seccomp.program("x86_64", own_pid=4242)
    # prlimit64 (302): a block that allows pid 0 and 4242 and refuses the rest with EPERM
    start = code.index((0x15, 0, 5, 302))
    assert code[start + 1:start + 6] == [(0x20, 0, 0, 16), (0x15, 2, 0, 0), (0x15, 1, 0, 4242),
                                         (0x06, 0, 0, 0x00050000 | 1), (0x06, 0, 0, 0x7FFF0000)]
    refused = {k for op, _, jf, k in code if op == 0x15 and jf == 1}
    assert {29, 68, 64, 253, 294, 300} <= refused  # shmget, msgget, semget, inotify_init(1), fanotify_init
    assert {272, 308, 435} <= refused  # unshare, setns, clone3: no namespace of its own making
    assert {57, 58, 319, 447} <= refused  # fork, vfork: no process but itself; memfd_create, memfd_secret
    assert {303, 304, 424, 274} <= refused  # by a handle, a pidfd, a robust list: no file or process
    for number in (62, 200, 234, 129, 297):  # kill, tkill, tgkill, rt_(tg)sigqueueinfo: to itself only
        assert code[code.index((0x15, 0, 5, number)) + 1:][:3] == [(0x20, 0, 0, 16), (0x15, 2, 0, 0), (0x15, 1, 0, 4242)]
    fcntl = code.index((0x15, 0, 8, 72))  # F_SETOWN only to 0 or itself, F_SETOWN_EX never
    assert code[fcntl + 1:fcntl + 7] == [(0x20, 0, 0, 24), (0x15, 4, 0, 15), (0x15, 0, 4, 8), (0x20, 0, 0, 32),
                                         (0x15, 2, 0, 0), (0x15, 1, 0, 4242)]
    # clone: EPERM when its flags ask for any new namespace, EAGAIN when it starts no thread, else allowed
    clone = code.index((0x15, 0, 5, 56))
    assert code[clone + 1:clone + 7] == [(0x20, 0, 0, 16), (0x45, 0, 1, 0x7E020000), (0x06, 0, 0, 0x00050000 | 1),
                                         (0x45, 1, 0, 0x00010000), (0x06, 0, 0, 0x00050000 | 11),
                                         (0x06, 0, 0, 0x7FFF0000)]


def test_the_last_line_says_what_held_what_did_not_and_what_is_left_open():
    held = "on: as a uid of its own (not root); own IPC, network and mount namespaces"
    rows = [{"sandbox": held}, {"sandbox": held}, {"sandbox": "not known: the file's grading ended before"}]
    words = sandbox_words(rows, "Linux; landlock ABI 7")
    assert words.startswith(held) and "2 of 3 files" in words and words.endswith(LEFT_OPEN)
    off = [{"sandbox": "off: grading was asked to run without a sandbox (--no-sandbox)"}]
    assert sandbox_words(off, "Linux") == off[0]["sandbox"]
    assert "no submission's process said" in sandbox_words([], "Linux; landlock ABI 7")


def check(folder: Path, reference: Path, *extra: str, prefix: tuple = (), env: tuple = ()) -> tuple[list, str]:
    done = subprocess.run([*prefix, sys.executable, "-m", "playground", "check", str(folder), "--reference",
                           str(reference), "--jobs", "1", "--timeout", "20", *extra], cwd=REPO, capture_output=True,
                          text=True, timeout=600, env={**os.environ, "PYTHONPATH": str(REPO), **dict(env)})
    return done.stdout.splitlines(), done.stderr


@pytest.mark.slow
def test_a_deep_tree_left_on_disk_ends_no_batch_and_nothing_is_left(tmp_path):
    # Without the sandbox its folder is no tmpfs: the zygote itself removes the 1,500-deep tree,
    # and every later file (one at a time) is graded as if it were not there.
    folder, temporary = tmp_path / "class", tmp_path / "tmp"
    folder.mkdir()
    temporary.mkdir()
    reference = tmp_path / "solution.py"
    reference.write_text(RIGHT)
    deep = "import os\nfor _ in range(1500):\n    os.mkdir('d')\n    os.chdir('d')\n"
    (folder / "a_deep.py").write_text(deep + RIGHT)
    for name in ("b_right.py", "c_right.py"):
        (folder / name).write_text(RIGHT)
    lines, errors = check(folder, reference, "--no-sandbox", env=(("TMPDIR", str(temporary)),))
    assert [line.split()[1] for line in lines[:3]] == ["5/5", "5/5", "5/5"], (lines, errors)
    assert list(temporary.iterdir()) == []


@pytest.mark.slow
@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("unshare") or ABI < 6,
                    reason="needs root to make a grader that is root only in a user namespace of its own")
def test_a_sandbox_that_cannot_be_entered_runs_nothing_and_no_sandbox_runs_it(tmp_path):
    # As root of a user namespace where only root is mapped, a submission cannot take a uid of its own:
    # its sandbox cannot be entered, so the file must not run, and its row says why.
    folder, marker = tmp_path / "class", tmp_path / "it-ran"
    folder.mkdir()
    reference = tmp_path / "solution.py"
    reference.write_text(RIGHT)
    (folder / "a_marks.py").write_text(f"open({str(marker)!r}, 'w').write('ran')\n" + RIGHT)
    lines, errors = check(folder, reference, prefix=("unshare", "--user", "--map-root-user"))
    assert len(lines) == 2, errors
    assert "0/5" in lines[0] and "sandbox could not be entered" in lines[0], lines
    assert lines[-1].split("Sandbox: ")[1].startswith("failed: "), lines[-1]
    assert not marker.exists()
    lines, errors = check(folder, reference, "--no-sandbox", prefix=("unshare", "--user", "--map-root-user"))
    assert "5/5" in lines[0], (lines, errors)
    assert marker.read_text() == "ran"
    assert "Sandbox: off: " in lines[-1]


@pytest.mark.slow
def test_a_zygote_that_died_is_started_again_and_the_next_file_is_graded(tmp_path):
    from playground.engine.referee.zygote_client import ZygoteClient

    submission = tmp_path / "a.py"
    submission.write_text(RIGHT)
    zygote = ZygoteClient()
    zygote.start()
    try:
        first = zygote.pid
        folders = zygote.folders
        os.kill(first, 9)
        zygote.process.wait()
        order = protocol.SpawnSubmission(path=str(submission), sandbox=False, limits=protocol.SandboxLimits())
        pid, channel = zygote.spawn(order)
        report = channel.receive(time.monotonic() + 60)
        assert isinstance(report, protocol.SandboxReport) and report.pid == pid
        assert zygote.pid != first and zygote.restarts == 1
        assert not os.path.exists(folders)  # the dead zygote's folder went with it
        channel.close()
        assert zygote.end(pid) is not None
    finally:
        zygote.close()
    assert zygote.folders is None


def processes_naming(text: str) -> list:
    found = []
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                if text.encode() in cmdline.read():
                    found.append(int(entry))
        except (OSError, ValueError):
            continue
    return found


@pytest.mark.slow
def test_a_referee_that_dies_leaves_rows_that_say_so_and_nothing_in_the_temporary_folder(tmp_path):
    folder, temporary = tmp_path / "class", tmp_path / "tmp"
    folder.mkdir()
    temporary.mkdir()
    reference = tmp_path / "solution.py"
    reference.write_text(RIGHT)
    (folder / "a_slow.py").write_text("import time\ntime.sleep(60)\n" + RIGHT)
    (folder / "b_right.py").write_text(RIGHT)
    command = [sys.executable, "-m", "playground", "check", str(folder), "--reference", str(reference), "--json",
               "--jobs", "1", "--timeout", "60"]
    grading = subprocess.Popen(command, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "PYTHONPATH": str(REPO), "TMPDIR": str(temporary)})
    try:
        deadline = time.monotonic() + 300
        while not list(temporary.glob("*/*/*")) and time.monotonic() < deadline:
            time.sleep(0.2)  # until the zygote made a submission's folder: a file is in flight
        referees = [pid for pid in processes_naming("playground.engine.referee.main")
                    if str(temporary) in Path(f"/proc/{pid}/cmdline").read_text()]
        assert len(referees) == 1
        os.kill(referees[0], 9)
        out, errors = grading.communicate(timeout=120)
    finally:
        if grading.poll() is None:
            grading.kill()
    rows = [json.loads(line) for line in out.splitlines()]
    assert [row["verdict"] for row in rows] == ["error", "error"], errors
    assert all(row["sandbox"].startswith("not known: ") for row in rows)
    assert "referee ended" in rows[0]["summary"]
    assert list(temporary.iterdir()) == []
