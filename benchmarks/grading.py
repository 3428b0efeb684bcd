"""Grading a class: `check FOLDER` against one `check FILE` per file.

A folder of generated submissions (Square, Cube, Swish, Softplus written by "students": most
right, some with a wrong factor, some that do not compile) is graded once with
`python -m playground check FOLDER --json` (default --jobs: the CPU count). Running `check` once
per file for all of them would take many minutes, so its cost is estimated from a sample of
single runs (every FILES // SAMPLE-th file), and the ratio is (files × mean single run) / the
grading's wall time. Target: ≥ 10×. Run alone: python -m benchmarks.grading [FILES] [SAMPLE].
"""
from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.report import Row, fmt
from benchmarks.workers import REPO, bench_environment

TARGET = 10.0
FILES, SAMPLE = 200, 10
TEMPLATE = '''import torch


class {name}(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return {forward}

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * ({derivative})
'''
FUNCTIONS = (  # name, forward, right derivative, a student's wrong one
    ("Square", "x * x", "2 * x", "x"),
    ("Cube", "x ** 3", "3 * x ** 2", "3 * x"),
    ("Swish", "x * torch.sigmoid(x)", "torch.sigmoid(x) * (1 + x * (1 - torch.sigmoid(x)))", "torch.sigmoid(x)"),
    ("Softplus", "torch.nn.functional.softplus(x)", "torch.sigmoid(x)", "torch.exp(x)"),
)


def submission(index: int) -> str:
    """Student ``index``'s file: 7 in 10 right, 2 in 10 wrong, 1 in 10 a compile error."""
    name, forward, right, wrong = FUNCTIONS[index % len(FUNCTIONS)]
    kind = index % 10
    derivative = wrong if kind in (3, 7) else right
    text = TEMPLATE.format(name=name, forward=forward, derivative=derivative)
    return text.replace("return grad_output", "return grad_outptu") if kind == 9 else text


def write_class(folder: Path, files: int) -> list[Path]:
    paths = []
    for index in range(files):
        path = folder / f"student_{index:03d}.py"
        path.write_text(submission(index))
        paths.append(path)
    return paths


def check_command(*arguments: str) -> tuple[float, str]:
    """(wall seconds, stdout) of `python -m playground check ...`."""
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "playground", "check", *arguments, "--json"], cwd=REPO,
                          env=bench_environment(), capture_output=True, text=True, timeout=3600)
    return time.perf_counter() - started, done.stdout


def measure(files: int = FILES, sample: int = SAMPLE) -> dict:
    with tempfile.TemporaryDirectory(prefix="playground-class-") as folder:
        paths = write_class(Path(folder), files)
        graded_s, out = check_command(folder)
        lines = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
        singles = [check_command(str(path))[0] for path in paths[:: max(1, files // sample)][:sample]]
    verdicts = {verdict: sum(line["verdict"] == verdict for line in lines) for verdict in ("matches", "differs", "error")}
    single_s = statistics.mean(singles)
    expected = {"matches": sum(i % 10 not in (3, 7, 9) for i in range(files)),
                "differs": sum(i % 10 in (3, 7) for i in range(files)), "error": sum(i % 10 == 9 for i in range(files))}
    return {"files": files, "graded_s": graded_s, "files_per_s": files / graded_s, "rows": len(lines),
            "verdicts": verdicts, "verdicts_right": verdicts == expected, "single_s": single_s,
            "single_runs": len(singles), "ratio": files * single_s / graded_s}


def rows(result: dict) -> list[Row]:
    ratio = result["ratio"]
    whole = result["rows"] == result["files"] and result["verdicts_right"]
    return [Row("grading", f"check FOLDER of {result['files']} submissions / one check per file",
                f"{fmt(result['graded_s'], 1)} s = {fmt(result['files_per_s'], 1)} files/s; one check per file "
                f"{fmt(result['single_s'], 2)} s (mean of {result['single_runs']} runs, × {result['files']} "
                f"estimated) = {fmt(ratio, 1)}×; {'every verdict right' if whole else 'ROWS OR VERDICTS WRONG'}",
                f"≥ {TARGET:g}×", ratio >= TARGET and whole, ratio)]


if __name__ == "__main__":
    measured = measure(*(int(arg) for arg in sys.argv[1:3]))
    print(json.dumps(measured, indent=1))
    for row in rows(measured):
        print(row.measurement, "|", row.result, "|", row.target, "|", row.verdict)
