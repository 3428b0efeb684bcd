"""`check` at a realistic shape against the default one: the judge must scale.

A DANN gradient reversal layer (jvanvugt/pytorch-domain-adaptation) is checked as a user runs it,
`python -m playground check FILE --json`, once at the default shape and once at
`--shape 128,800` (a feature batch), alternating, a few rounds; the row gives the median wall
times, their ratio (target ≤ 1.5), the judge's own time inside the engine for both, and whether
the verdicts agree. Run alone: python -m benchmarks.check_shape [ROUNDS].
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

TARGET = 1.5
SHAPE = "128,800"
SUBJECT = '''import torch
from torch.autograd import Function


class GradientReversalFunction(Function):
    @staticmethod
    def forward(ctx, x, lambda_):
        ctx.lambda_ = lambda_
        return x.clone()

    @staticmethod
    def backward(ctx, grads):
        lambda_ = ctx.lambda_
        lambda_ = grads.new_tensor(lambda_)
        dx = -lambda_ * grads
        return dx, None


class GradientReversal(torch.nn.Module):
    def __init__(self, lambda_=1):
        super(GradientReversal, self).__init__()
        self.lambda_ = lambda_

    def forward(self, x):
        return GradientReversalFunction.apply(x, self.lambda_)
'''
JUDGE_ONLY = '''import json, sys, time, torch
from playground import protocol
from playground.engine.judge.check import run_check
torch.set_num_threads(1)
source = open(sys.argv[1]).read()
times = {}
for shape in (None, (128, 800)) * 3:
    started = time.perf_counter()
    result = run_check(protocol.CompileRequest(request_id=1, source=source, shape=shape))
    times.setdefault(str(shape), []).append(time.perf_counter() - started)
print(json.dumps({key: min(values) for key, values in times.items()}))
'''


def check_once(path: Path, shape: str | None) -> tuple[float, dict]:
    """(wall seconds, the --json report) of one `check` run."""
    command = [sys.executable, "-m", "playground", "check", str(path), "--json"]
    if shape:
        command += ["--shape", shape]
    started = time.perf_counter()
    done = subprocess.run(command, cwd=REPO, env=bench_environment(), capture_output=True, text=True,
                          timeout=300)
    elapsed = time.perf_counter() - started
    return elapsed, json.loads(done.stdout.strip().splitlines()[-1])


def judge_only(path: Path) -> dict:
    """The judge's own seconds (best of 3) in one process, without engine start-up."""
    done = subprocess.run([sys.executable, "-c", JUDGE_ONLY, str(path)], cwd=REPO,
                          env=bench_environment(), capture_output=True, text=True, timeout=300)
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(rounds: int = 3) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "gradient_reversal.py"
        path.write_text(SUBJECT)
        default, wide, verdicts = [], [], set()
        for _ in range(rounds):
            for shape, times in ((None, default), (SHAPE, wide)):
                seconds, report = check_once(path, shape)
                times.append(seconds)
                verdicts.add((report["verdict"], report.get("summary_code")))
        judged = judge_only(path)
    default_s, wide_s = statistics.median(default), statistics.median(wide)
    return {"default_s": default_s, "wide_s": wide_s, "ratio": wide_s / default_s,
            "same_verdict": len(verdicts) == 1, "verdicts": sorted(map(list, verdicts)),
            "judge_default_s": judged["None"], "judge_wide_s": judged["(128, 800)"], "rounds": rounds}


def rows(result: dict) -> list[Row]:
    ratio = result["ratio"]
    return [Row("check_shape", f"check --shape {SHAPE} / default shape (DANN reversal layer)",
                f"{fmt(result['wide_s'], 2)} vs {fmt(result['default_s'], 2)} s = {fmt(ratio, 2)}; "
                f"judge alone {fmt(1000 * result['judge_wide_s'])} vs "
                f"{fmt(1000 * result['judge_default_s'])} ms; "
                f"{'same verdict' if result['same_verdict'] else 'VERDICTS DIFFER'}",
                f"≤ {TARGET}, same verdict", ratio <= TARGET and result["same_verdict"], ratio)]


if __name__ == "__main__":
    measured = measure(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
    print(json.dumps(measured, indent=1))
    for row in rows(measured):
        print(row.measurement, "|", row.result, "|", row.target, "|", row.verdict)
