"""Start-up in CPU time: the window process's own CPU seconds at its first frame, and what it had
imported by then; for a loaded machine, where wall clock says little.

    python -m benchmarks.startup_cpu [--rounds N]

Each round runs the real app (startup_cpu_probe.py → playground.ui.app.main, offscreen, a scratch
home) until the main window's first frame is painted, and the process exits there, before the
engine starts. Against it, the CPU time of ``python -c "import torch"`` (its own rusage).
Prints the medians and each round's figures as JSON.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys

from benchmarks.stats import median
from benchmarks.workers import PREFIX, REPO, WorkerError, bench_environment


def import_torch_cpu() -> float:
    """CPU seconds (user + system) of a bare ``import torch``, measured in that process."""
    code = ("import resource, torch; r = resource.getrusage(resource.RUSAGE_SELF); "
            "print(r.ru_utime + r.ru_stime)")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=bench_environment(),
                          capture_output=True, text=True, check=True)
    return float(done.stdout.split()[-1])


def app_first_paint(timeout: float = 120.0) -> dict:
    done = subprocess.run([sys.executable, "-m", "benchmarks.startup_cpu_probe"], cwd=REPO,
                          env=bench_environment(), capture_output=True, text=True, timeout=timeout)
    lines = [line for line in done.stdout.splitlines() if line.startswith(PREFIX)]
    if not lines:
        raise WorkerError(f"the window was not painted (status {done.returncode}): {done.stderr[-2000:]}")
    return json.loads(lines[-1][len(PREFIX):])


def measure(rounds: int) -> dict:
    torch_cpu, paints = [], []
    for _ in range(rounds):
        paints.append(app_first_paint())
        torch_cpu.append(import_torch_cpu())
    cpu = [p["cpu_s"] for p in paints]
    return {"window_cpu_median_s": median(cpu), "import_torch_cpu_median_s": median(torch_cpu),
            "ratio": median(cpu) / median(torch_cpu),
            "modules_median": median([p["modules"] for p in paints]),
            "heavy_loaded": sorted({name for p in paints for name in p["heavy"]}),
            "window_cpu_s": cpu, "import_torch_cpu_s": torch_cpu}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.rounds), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
