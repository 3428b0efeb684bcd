"""Start-up: the window on screen and the engine ready, against ``python -c "import torch"``.

Each round launches both, one after the other (the order flipped every round), from this process:
the app through startup_probe.py (the real app.main), torch's import as a bare interpreter.
Times run from just before the launch to the event, wall clock.
"""
from __future__ import annotations

import json
import subprocess
import sys
import time

from benchmarks.settings import Budget
from benchmarks.stats import median, paired_ratios
from benchmarks.workers import PREFIX, REPO, WorkerError, bench_environment


def time_import_torch() -> float:
    started = time.time()
    subprocess.run([sys.executable, "-c", "import torch"], check=True, cwd=REPO,
                   env=bench_environment(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.time() - started


def time_app_start(timeout: float = 150.0) -> dict:
    started = time.time()
    done = subprocess.run([sys.executable, "-m", "benchmarks.startup_probe"], cwd=REPO,
                          env=bench_environment(), capture_output=True, text=True, timeout=timeout)
    lines = [line for line in done.stdout.splitlines() if line.startswith(PREFIX)]
    marks = json.loads(lines[-1][len(PREFIX):]) if lines else {}
    if "window_on_screen" not in marks or "engine_ready" not in marks:
        raise WorkerError(f"the app did not start (status {done.returncode}): {done.stderr[-2000:]}")
    return {"window_on_screen": marks["window_on_screen"] - started,
            "engine_ready": marks["engine_ready"] - started}


def measure(budget: Budget) -> dict:
    torch_times, windows, engines = [], [], []
    for index in range(budget.startup_rounds):
        app_first = index % 2 == 0
        if not app_first:
            torch_times.append(time_import_torch())
        app = time_app_start()
        windows.append(app["window_on_screen"])
        engines.append(app["engine_ready"])
        if app_first:
            torch_times.append(time_import_torch())
    return {"import_torch_s": torch_times, "window_on_screen_s": windows, "engine_ready_s": engines,
            "import_torch_median_s": median(torch_times), "window_median_s": median(windows),
            "engine_median_s": median(engines),
            "window_to_torch_ratio": median(paired_ratios(windows, torch_times)),
            "engine_to_torch_ratio": median(paired_ratios(engines, torch_times))}
