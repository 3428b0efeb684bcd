"""Grading a class against a reference, every file in its own fresh sandboxed process, against
today's unisolated `check DIR` in the same run.

200 generated softplus submissions ("students": 7 in 10 right, written five ways, 2 in 10 with a
wrong backward, 1 in 10 that does not compile) are graded three times, one after the other:

- `check DIR --json`: today's grading, one warm engine per worker, no reference, no isolation;
- `check DIR --reference solution.py --json`: each file in a fresh process forked from the
  zygote, sandboxed, compared with the reference in the referee;
- the same with `--no-sandbox`, to see what the sandbox itself costs inside the whole.

Each wall time includes starting the processes (importing torch), as a teacher would wait for it;
so does the CPU time of the whole process tree (the command line, the referee, the zygote and
every submission's process), which a shared machine disturbs much less than the wall clock and
which says what idle cores would do.
Then the cost per file of the fork and of the sandbox alone: a process that imported torch (the
zygote's warm-up) forks children that exit at once, and children that enter the sandbox first
and say how long that took. Targets: ≥ 20 files/s on 2 cores, and ≥ half the rate of `check DIR`.
Run alone: ``python -m benchmarks.grading_reference [FILES]``.
"""
from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.grading import TEMPLATE  # one submission file, the same as the unisolated benchmark's
from benchmarks.report import Row, fmt
from benchmarks.workers import REPO, bench_environment

FILES = 200
TARGET_RATE = 20.0
TARGET_SHARE = 0.5
REFERENCE = '''import torch


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
FORWARDS = ("torch.nn.functional.softplus(x)", "torch.log1p(torch.exp(-x.abs())) + x.clamp(min=0)",
            "torch.logaddexp(x, torch.zeros_like(x))", "torch.where(x > 20, x, torch.log1p(torch.exp(x)))",
            "torch.nn.functional.softplus(x, beta=1.0)")
DERIVATIVES = ("torch.sigmoid(x)", "0.5 * (1 + torch.tanh(x / 2))", "torch.special.expit(x)", "torch.sigmoid(x)",
               "torch.exp(-torch.nn.functional.softplus(-x))")
FORK_SAMPLES = 40
FORK_SCRIPT = r'''
import json, os, sys, time
from playground.engine.submission import zygote
from playground.sandbox.limits import Limits
from playground.sandbox.policy import SandboxPolicy, enter_sandbox, python_installation
import tempfile
zygote.warm_up()
read = python_installation()
forks, sandboxes, statuses = [], [], set()
for index in range({samples}):
    for sandboxed in (False, True):
        folder = tempfile.mkdtemp()
        reader, writer = os.pipe()
        started = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            os.close(reader)
            entered = time.perf_counter()
            status = enter_sandbox(SandboxPolicy(read=read, write=[folder], limits=Limits())) if sandboxed else ""
            os.write(writer, json.dumps([time.perf_counter() - entered, status]).encode())
            os._exit(0)
        os.close(writer)
        seconds, status = json.loads(os.read(reader, 65536))
        os.close(reader)
        os.waitpid(pid, 0)
        if sandboxed:
            sandboxes.append(seconds)
            statuses.add(status.split(";")[0])
        else:
            forks.append(time.perf_counter() - started)
        os.system("rm -rf " + folder)
print(json.dumps({{"fork_ms": 1000 * sorted(forks)[len(forks) // 2], "sandbox_ms": 1000 * sorted(sandboxes)[len(sandboxes) // 2],
                  "status": sorted(statuses)}}))
'''


def submission(index: int) -> str:
    """Student ``index``: 7 in 10 right (five ways), 2 in 10 a wrong backward, 1 in 10 no compile."""
    kind = index % 10
    name = ("Softplus", "MySoftplus", "SoftPlus", "StudentSoftplus")[index % 4]
    derivative = "torch.exp(x)" if kind in (3, 7) else DERIVATIVES[index % len(DERIVATIVES)]
    text = TEMPLATE.format(name=name, forward=FORWARDS[index % len(FORWARDS)], derivative=derivative)
    return text.replace("def backward(ctx, grad_output):", "def backward(ctx, grad_output)") if kind == 9 else text


def write_class(folder: Path, files: int) -> Path:
    for index in range(files):
        (folder / f"student_{index:03d}.py").write_text(submission(index))
    reference = folder.parent / "solution.py"
    reference.write_text(REFERENCE)
    return reference


def usable_cores() -> int:
    """The cores this process may run on (taskset, a container's CPU set), not all the machine's."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def timed_check(*arguments: str) -> tuple[float, float, list]:
    """(wall seconds, CPU seconds of the whole process tree, rows) of `check ... --json --jobs
    <usable cores>`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "playground", "check", *arguments, "--json",
                           "--jobs", str(usable_cores())], cwd=REPO,
                          env=bench_environment(), capture_output=True, text=True, timeout=3600)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return wall, cpu, rows


def fork_costs(samples: int = FORK_SAMPLES) -> dict:
    done = subprocess.run([sys.executable, "-c", FORK_SCRIPT.format(samples=samples)], cwd=REPO,
                          env=bench_environment(), capture_output=True, text=True, timeout=600)
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(files: int = FILES) -> dict:
    with tempfile.TemporaryDirectory(prefix="playground-class-") as top:
        folder = Path(top) / "class"
        folder.mkdir()
        reference = write_class(folder, files)
        plain_s, plain_cpu, plain = timed_check(str(folder))
        graded_s, graded_cpu, graded = timed_check(str(folder), "--reference", str(reference))
        open_s, open_cpu, opened = timed_check(str(folder), "--reference", str(reference), "--no-sandbox")
    costs = fork_costs()
    expected = {index: (5.0 if index % 10 not in (3, 7, 9) else 1.0 if index % 10 in (3, 7) else 0.0)
                for index in range(files)}
    scores = {int(Path(row["file"]).stem.split("_")[1]): row["score"] for row in graded}
    return {"files": files, "cores": usable_cores(), "load": os.getloadavg(),
            "plain_s": plain_s, "plain_rate": files / plain_s, "plain_rows": len(plain), "plain_cpu_s": plain_cpu,
            "graded_s": graded_s, "graded_rate": files / graded_s, "graded_rows": len(graded),
            "graded_cpu_s": graded_cpu, "open_s": open_s, "open_rate": files / open_s, "open_rows": len(opened),
            "open_cpu_s": open_cpu,
            "scores_right": scores == expected, "wrong_scores": {i: s for i, s in scores.items() if s != expected[i]},
            "sandboxes": sorted({row["sandbox"].split(";")[0] for row in graded}),
            "per_file_ms": statistics.median(row["seconds"] for row in graded) * 1000,
            **costs}


def rows(result: dict) -> list[Row]:
    rate, share = result["graded_rate"], result["graded_rate"] / result["plain_rate"]
    capacity = result["files"] * (result["cores"] or 1) / result["graded_cpu_s"]
    whole = result["graded_rows"] == result["files"] and result["scores_right"]
    return [
        Row("grading.reference", f"check DIR --reference, {result['files']} files, each in a fresh sandboxed process",
            f"{fmt(result['graded_s'], 1)} s = {fmt(rate, 1)} files/s on {result['cores']} cores at load "
            f"{result['load'][0]:.1f} ({result['sandboxes'][0] if result['sandboxes'] else '?'}); CPU of all its "
            f"processes {fmt(result['graded_cpu_s'], 1)} s = {fmt(1000 * result['graded_cpu_s'] / result['files'], 0)} "
            f"ms a file, start-up included ({fmt(capacity, 1)} files/s on {result['cores']} idle cores); "
            f"{'every score right' if whole else 'ROWS OR SCORES WRONG'}",
            f"≥ {TARGET_RATE:g} files/s", rate >= TARGET_RATE and whole, rate),
        Row("grading.reference_share", "… against unisolated check DIR in the same run",
            f"{fmt(rate, 1)} vs {fmt(result['plain_rate'], 1)} files/s = {fmt(share, 2)}; CPU a file "
            f"{fmt(1000 * result['graded_cpu_s'] / result['files'], 0)} vs "
            f"{fmt(1000 * result['plain_cpu_s'] / result['files'], 0)} ms (without the sandbox "
            f"{fmt(result['open_rate'], 1)} files/s, {fmt(1000 * result['open_cpu_s'] / result['files'], 0)} ms)",
            f"≥ {TARGET_SHARE:g}", share >= TARGET_SHARE, share),
        Row("grading.fork", "Cost per file: a fork of the warm zygote / entering the sandbox",
            f"{fmt(result['fork_ms'], 2)} ms / {fmt(result['sandbox_ms'], 2)} ms (medians of {FORK_SAMPLES}); "
            f"a file end to end {fmt(result['per_file_ms'], 0)} ms in the referee"),
    ]


if __name__ == "__main__":
    measured = measure(*(int(arg) for arg in sys.argv[1:2]))
    print(json.dumps(measured, indent=1))
    for row in rows(measured):
        print(row.measurement, "|", row.result, "|", row.target, "|", row.verdict)
