"""Grading against a reference, the whole way: `check CLASS --reference solution.py`, with a class
of adversarial submissions. Each gets the score it deserves, nothing outside its process changes
(files, the listener, the grader's processes, this test's process), and the batch goes on."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from playground.grading import outputs
from playground.sandbox import landlock
from tests.repo import REPO

ABI, WHY = landlock.abi_version()
SOFTPLUS = '''import torch


class {name}(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return {forward}

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * {derivative}
'''
RIGHT = SOFTPLUS.format(name="StudentSoftplus", forward="torch.nn.functional.softplus(x)",
                        derivative="torch.sigmoid(x)")
WRONG_BACKWARD = SOFTPLUS.format(name="Softplus", forward="torch.log1p(torch.exp(-x.abs())) + x.clamp(min=0)",
                                 derivative="torch.exp(x)")
IDENTITY = SOFTPLUS.format(name="Softplus", forward="x.clone()", derivative="1")


def corpus(reference: Path, port: int, marker: Path, folder: Path) -> dict:
    """file name → (its text, the score it deserves or None for an error row)."""
    return {
        "a_right.py": (RIGHT, 5.0),
        "b_identity.py": (IDENTITY, 1.0),  # consistent with itself: that point only
        "c_wrong_backward.py": (WRONG_BACKWARD, 1.0),  # the forward's point only
        "d_patched_judge.py": ('''
try:
    import playground.engine.judge.gradcheck as gradcheck
    from playground.protocol import GradcheckResult
    gradcheck.run_gradcheck = lambda *a, **k: (GradcheckResult(True, 0.0), False)
    import playground.engine.submission.evaluate as evaluate
    evaluate.RTOL = 1e9
    import playground.engine.referee.compare as compare
    compare.RTOL = 1e9
except Exception:
    pass
''' + WRONG_BACKWARD, 1.0),
        "e_patched_torch.py": ('''
import numpy
import torch
torch.allclose = lambda *a, **k: True
torch.equal = lambda *a, **k: True
torch.autograd.gradcheck = lambda *a, **k: True
numpy.allclose = lambda *a, **k: True
numpy.isclose = lambda a, b, *r, **k: numpy.ones(numpy.shape(a), bool)
''' + WRONG_BACKWARD, 1.0),
        "f_reads_reference.py": (f'''
import glob
stolen = None
for path in [{str(reference)!r}] + glob.glob("/proc/*/cmdline"):
    try:
        text = open(path).read()
    except OSError:
        continue
    if "class Softplus" in text:
        stolen = text
if stolen:
    exec(stolen)
else:
''' + "\n".join("    " + line for line in IDENTITY.splitlines()), 1.0),
        "g_writes_beside.py": (f'''
from pathlib import Path
for target in (Path(__file__).with_name("pwned.txt"), Path(__file__).with_name("a_right.py"),
               Path({str(reference)!r}), Path({str(folder)!r}) / "grades.csv", Path("/tmp/pwned-by-a-student.txt")):
    try:
        target.write_text("0 points for everyone")
    except OSError:
        pass
''' + RIGHT, 5.0),
        "h_socket.py": (f'''
import socket
for kind in (socket.SOCK_STREAM, socket.SOCK_DGRAM):
    try:
        s = socket.socket(socket.AF_INET, kind)
        s.settimeout(1)
        s.connect(("127.0.0.1", {port}))
        s.send(b"the reference, please")
    except OSError:
        pass
''' + RIGHT, 5.0),
        "i_storm.py": ('''
import os, time
for _ in range(200):
    try:
        if os.fork() == 0:
            try:
                os.setsid()
                open("storm-%d" % os.getpid(), "w").write("x")
            finally:
                time.sleep(60)
                os._exit(0)
    except OSError:
        break
''' + RIGHT, 5.0),
        "j_kills_parent.py": (f'''
import os, signal
for pid, sig in ((os.getppid(), signal.SIGKILL), ({os.getpid()}, signal.SIGUSR1), (0, signal.SIGTERM)):
    try:
        if pid != 0:
            os.kill(pid, sig)
    except OSError:
        pass
''' + RIGHT, 5.0),
        "k_endless_thread.py": ('''
import threading
def spin():
    while True:
        pass
try:
    threading.Thread(target=spin).start()
except RuntimeError:
    pass
''' + RIGHT, 5.0),
        "l_liar.py": (IDENTITY.replace("return x.clone()", "return Liar(x.detach().clone())") + '''

class Liar(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if func in (torch.allclose, torch.equal, torch.isclose, torch.Tensor.__eq__):
            return True
        return super().__torch_function__(func, types, args, kwargs or {})
''', 1.0),
        "m_pickle.py": (f'''
import os, pickle, stat, struct

class Payload:
    def __reduce__(self):
        return (os.system, ("touch {marker}",))

data = pickle.dumps(Payload())
for fd in range(3, 64):
    try:
        if stat.S_ISSOCK(os.fstat(fd).st_mode):
            os.write(fd, struct.pack("!i", len(data)) + data)
    except OSError:
        pass
''' + RIGHT, None),
        # Its backward never returns: the forward keeps its point, the rest ran out of time.
        "n_hangs.py": (RIGHT.replace("(x,) = ctx.saved_tensors", "while True:\n            pass"), 1.0),
        "o_syntax.py": (RIGHT.replace("def backward(ctx, grad_output):", "def backward(ctx, grad_output)"), None),
    }


def snapshot(folder: Path) -> dict:
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in sorted(folder.rglob("*"))
            if path.is_file()}


def zygote_processes(folder: str = "") -> list:
    """The zygotes (and submissions) whose folder lies in ``folder``: other gradings on this
    machine are not this test's."""
    found = []
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                words = cmdline.read()
                if b"playground.engine.submission.zygote" in words and folder.encode() in words:
                    found.append(int(entry))
        except (OSError, ValueError):
            continue
    return found


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux") or ABI < 6,
                    reason=f"the whole sandbox needs Linux with Landlock ABI 6 ({WHY or f'ABI {ABI}'})")
def test_an_adversarial_class_gets_the_scores_it_deserves_and_changes_nothing_outside(tmp_path):
    teacher, students, results = tmp_path / "teacher", tmp_path / "class", tmp_path / "results"
    temporary = tmp_path / "tmp"  # the grading's TMPDIR: the zygote's argument names its folder there
    temporary.mkdir()
    teacher.mkdir()
    students.mkdir()
    reference = teacher / "solution.py"
    reference.write_text(SOFTPLUS.format(name="Softplus", forward="torch.nn.functional.softplus(x)",
                                         derivative="torch.sigmoid(x)"))
    marker = tmp_path / "pickle-ran"
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.2)
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.1", listener.getsockname()[1]))
    udp.settimeout(0.2)
    files = corpus(reference, listener.getsockname()[1], marker, teacher)
    for name, (text, _) in files.items():
        (students / name).write_text(text)
    before = snapshot(tmp_path)
    reached, signals, stop = [], [], threading.Event()

    def listen():
        while not stop.is_set():
            for receive in (listener.accept, lambda: udp.recvfrom(100)):
                try:
                    reached.append(receive())
                except OSError:
                    pass
    watcher = threading.Thread(target=listen)
    watcher.start()
    previous = signal.signal(signal.SIGUSR1, lambda *args: signals.append(args))
    try:
        done = subprocess.run([sys.executable, "-m", "playground", "check", str(students), "--reference",
                               str(reference), "--json", "--jobs", "2", "--timeout", "8",
                               "--gradescope", str(results / "gradescope"), "--csv", str(results / "grades.csv")],
                              cwd=REPO, capture_output=True, text=True, timeout=600,
                              env={**os.environ, "TMPDIR": str(temporary)})
    finally:
        stop.set()
        watcher.join()
        listener.close()
        udp.close()
        signal.signal(signal.SIGUSR1, previous)
    rows = {Path(row["file"]).name: row for row in map(json.loads, done.stdout.splitlines())}
    assert list(rows) == sorted(files), done.stderr  # every file has its row, in order: the batch went on
    for name, (_, deserved) in files.items():
        row = rows[name]
        if deserved is None:
            assert row["verdict"] == "error" and row["score"] == 0.0, (name, row)
        else:
            assert (row["score"], row["max_score"]) == (deserved, 5.0), (name, row["tests"], row["errors"])
        assert row["sandbox"].startswith("on:"), row["sandbox"]
    assert {t["name"]: t["score"] for t in rows["b_identity.py"]["tests"]}["forward"] == 0.0
    assert {t["name"]: t["score"] for t in rows["c_wrong_backward.py"]["tests"]} == {
        "forward": 1.0, "backward": 0.0, "double_backward": 0.0, "consistency": 0.0}
    assert "time limit" in {t["name"]: t["message"] for t in rows["n_hangs.py"]["tests"]}["backward"]
    assert rows["o_syntax.py"]["errors"][0]["line"] == 11
    assert "no answer" in rows["m_pickle.py"]["summary"]
    # Nothing outside changed: no file written or rewritten, no connection, no signal, no process left.
    after = {name: data for name, data in snapshot(tmp_path).items() if not name.startswith("results/")}
    assert after == before
    assert not Path("/tmp/pwned-by-a-student.txt").exists()
    assert not marker.exists()
    assert reached == [] and signals == []
    deadline = time.monotonic() + 10
    while zygote_processes(str(temporary)) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert zygote_processes(str(temporary)) == []  # the zygote, the submissions and the storm's processes are gone
    assert list(temporary.iterdir()) == []  # and their folders
    assert done.returncode == 2  # the worst row: an error
    for path in (results / "gradescope").rglob("results.json"):
        assert outputs.validate_gradescope(json.loads(path.read_text())) == [], path
    assert len(list((results / "gradescope").rglob("results.json"))) == len(files)


def test_a_lesson_gives_the_reference_its_points_and_function_and_the_command_line_wins(tmp_path):
    from playground.cli.grade_reference import options_from
    from playground.cli.main import _build_parser
    from playground.vocabulary import Criterion

    lesson = REPO / "examples" / "softplus_lesson.py"
    args = _build_parser().parse_args(["check", str(tmp_path), "--lesson", str(lesson)])
    options = options_from(args)
    assert options.reference_function == "Softplus" and options.function is None  # students may name theirs
    assert options.points[Criterion.BACKWARD] == 2.0 and options.timeout == 10.0 and options.sandbox
    args = _build_parser().parse_args(["check", str(tmp_path), "--lesson", str(lesson), "--points", "backward=4",
                                       "--no-sandbox", "--seed", "3"])
    options = options_from(args)
    assert options.points[Criterion.BACKWARD] == 4.0 and options.seed == 3 and not options.sandbox
