"""The parts of the CUDA check (benchmarks/cuda_check.py runs each in a process of its own).

Each part takes the run's Settings and returns a dict of plain values with "ok"; big details go
to files under ``settings.out``. Everything here runs with torch, numpy and msgpack only (no Qt):
the GPU machine has nothing else. On ``--device cpu`` every part runs on the CPU, which is how
this is tested here, with no GPU.
"""
from __future__ import annotations

import json
import subprocess
import sys
import time
import warnings
import xml.etree.ElementTree as ElementTree
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from benchmarks.cuda_judge import judge_on_device
from benchmarks.procinfo import rss_mb
from benchmarks.settings import FULL, QUICK, THREADS
from benchmarks.stats import median, paired_ratios
from benchmarks.workers import REPO, Worker, bench_environment
from playground.formats.presets import find_preset, list_presets
from playground.vocabulary import Model, defaults_for

# The lesson each model trains with: one whose `Train:` line names that model (so its learning
# rate and optimizer suit it, and the loss really falls in a few hundred steps).
TRAINED_WITH = {"tutorial-2layer": "relu_tutorial", "fit-1d": "soft_clip", "classify-2d": "swish",
                "layer": "linear_module"}
FULL_BATCH = 1_000_000  # covers every data set: batches are then all the points, in any order
CLOSE = 1e-2  # final losses on two devices this close (relative) count as the same run
REPLAY = 0.0  # the same seed on the CPU twice: bit for bit
SYNC_WARNING = "synchroniz"  # in the warning torch.cuda.set_sync_debug_mode("warn") gives


@dataclass(frozen=True)
class Settings:
    device: str  # "cuda" (on the GPU machine) or "cpu" (everything else, to test this script)
    out: Path
    quick: bool = False
    jobs: int = 1  # processes a part may run at once

    @property
    def train_steps(self) -> int:
        return 20 if self.quick else 300

    @property
    def sync_steps(self) -> int:
        return 200 if self.quick else 1000

    @property
    def models(self) -> list[str]:
        return ["tutorial-2layer"] if self.quick else [model.value for model in Model]

    def lessons(self) -> list:
        return list_presets()[:2] if self.quick else list_presets()


def run_python(args: list, timeout: float, cwd: Path = REPO) -> subprocess.CompletedProcess:
    """``python -m ...`` with this checkout first on the path (nothing is installed there)."""
    return subprocess.run([sys.executable, *map(str, args)], cwd=cwd, env=bench_environment(),
                          capture_output=True, text=True, timeout=timeout)


def relative_difference(a: Optional[float], b: Optional[float]) -> Optional[float]:
    """|a - b| / max(|a|, |b|); 0 for two zeros, None where either is missing."""
    if a is None or b is None:
        return None
    scale = max(abs(a), abs(b))
    return abs(a - b) / scale if scale else 0.0


# --------------------------------------------------------------------------- tests


def cuda_test_files(tests: Path = REPO / "tests") -> list[str]:
    """Test modules that mention CUDA, except the window's and the benchmarks' (they need Qt)."""
    found = []
    for path in sorted(tests.rglob("test_*.py")):
        parts = path.relative_to(tests).parts
        if parts[0] in ("ui", "benchmarks") or "examples" in parts:
            continue
        text = path.read_text(encoding="utf-8")
        if "cuda" in text and "PySide6" not in text and "qtbot" not in text:
            found.append(str(path.relative_to(tests.parent)))
    return found


def junit_counts(xml_text: str) -> dict:
    """passed, failed, errors, skipped and the failures' names and first lines, from a JUnit XML."""
    root = ElementTree.fromstring(xml_text)
    counts = {"passed": 0, "failed": 0, "errors": 0, "skipped": 0, "failures": []}
    for case in root.iter("testcase"):
        name = f"{case.get('classname', '')}::{case.get('name', '')}"
        outcome = next((child for child in case if child.tag in ("failure", "error", "skipped")), None)
        kind = {"failure": "failed", "error": "errors", "skipped": "skipped"}.get(getattr(outcome, "tag", ""))
        counts[kind or "passed"] += 1
        if kind in ("failed", "errors"):
            counts["failures"].append({"test": name, "message": (outcome.get("message") or "")[:300]})
    return counts


def cuda_tests(settings: Settings) -> dict:
    """pytest of the tests about CUDA (``-k cuda``: their names or their cuda mark), without the
    plugins and options the GPU machine lacks (pytest-qt, pytest-timeout: their ini keys warn)."""
    xml = settings.out / "pytest.xml"
    args = ["-m", "pytest", "-p", "no:cacheprovider", "-q", "-k", "cuda", "-W", "ignore::pytest.PytestConfigWarning",
            f"--junitxml={xml}", *cuda_test_files()]
    done = run_python(args, timeout=3600)
    (settings.out / "pytest.log").write_text(done.stdout + done.stderr, encoding="utf-8")
    counts = junit_counts(xml.read_text(encoding="utf-8")) if xml.exists() else {"failures": []}
    ok = done.returncode == 0 and not counts["failures"]
    return dict(counts, ok=ok, returncode=done.returncode, tail=done.stdout[-600:] if not ok else "")


# --------------------------------------------------------------------------- lessons: check


def lesson_checks(settings: Settings) -> dict:
    """`check` of every lesson on the command line, on the CPU (as the window judges; the judge
    part judges them on the device); each verdict against the one its lesson says."""
    lessons = settings.lessons()
    done = run_python(["-m", "playground", "check", *[lesson.path for lesson in lessons], "--json",
                       "--jobs", max(1, settings.jobs)], timeout=3600)
    (settings.out / "checks.jsonl").write_text(done.stdout, encoding="utf-8")
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    found = {Path(row["file"]).stem: row for row in rows}
    wrong = {}
    for lesson in lessons:
        row = found.get(lesson.file_stem, {})
        if row.get("verdict") != lesson.expected_verdict:
            wrong[lesson.name] = {"expected": lesson.expected_verdict, "got": row.get("verdict"),
                                  "errors": [error.get("message", "")[:200] for error in row.get("errors", [])]}
    return {"ok": not wrong and len(found) == len(lessons), "lessons": len(lessons), "checked": len(found),
            "wrong": wrong, "stderr": done.stderr[-600:] if len(found) < len(lessons) else ""}


# --------------------------------------------------------------------------- train every model


def train_once(model: str, device: str, steps: int) -> dict:
    """`train` on the command line: one model, seed 0, the whole data set as the batch (so the
    batch order, drawn on the device's own generator, cannot make two devices differ)."""
    args = ["-m", "playground", "train", TRAINED_WITH.get(model, "relu_tutorial"), "--model", model,
            "--steps", steps, "--seed", 0, "--device", device, "--batch-size", FULL_BATCH, "--json", "--timeout", 60]
    started = time.monotonic()
    done = run_python(args, timeout=600)
    try:
        report = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        report = {"ok": False, "errors": [{"message": f"status {done.returncode}: {done.stderr[-400:]}"}]}
    return dict(report, wall_seconds=time.monotonic() - started)  # start-up (CUDA's too) included


def compare_runs(first: dict, second: dict, tolerance: float) -> dict:
    """Two reports of the same training: final losses, their relative difference and the largest
    along the curve; ``close`` when that stays within ``tolerance``."""
    curve = [relative_difference(a, b) for a, b in zip(first.get("loss") or [], second.get("loss") or [])]
    worst = max((value for value in curve if value is not None), default=None)
    errors = [error.get("message", "")[:300] for report in (first, second) for error in report.get("errors", [])]
    close = not errors and worst is not None and worst <= tolerance and first.get("steps") == second.get("steps")
    pair = (first, second)
    return {"final": [report.get("final_loss") for report in pair], "steps": [report.get("steps") for report in pair],
            "wall_seconds": [report.get("wall_seconds") for report in pair],
            "final_difference": relative_difference(first.get("final_loss"), second.get("final_loss")),
            "worst_difference": worst, "close": close, "errors": errors}


def train_models(settings: Settings) -> dict:
    """Every model trained on the CPU and on the device with the same seed (on the CPU: twice,
    which must replay bit for bit); the losses compared."""
    devices = ("cpu", settings.device)
    tolerance = REPLAY if settings.device == "cpu" else CLOSE
    runs = [(model, device) for model in settings.models for device in devices]
    with ThreadPoolExecutor(max(1, settings.jobs)) as pool:
        reports = list(pool.map(lambda run: train_once(*run, settings.train_steps), runs))
    (settings.out / "train.json").write_text(json.dumps(dict(zip(map("/".join, runs), reports))), encoding="utf-8")
    by_model = {model: compare_runs(*reports[2 * index: 2 * index + 2], tolerance)
                for index, model in enumerate(settings.models)}
    return {"ok": all(row["close"] for row in by_model.values()), "devices": list(devices),
            "steps": settings.train_steps, "tolerance": tolerance, "models": by_model}


# --------------------------------------------------------------------------- throughput


def throughput(settings: Settings) -> dict:
    """The engine alone against the raw loop of the same model on the device (the benchmarks'
    workers, no window), rounds alternating which goes first; and MyReLU's own cost there."""
    from benchmarks.__main__ import function_cost

    budget = QUICK if settings.quick else FULL
    rounds, seconds, warmup = (1, 0.5, 0.2) if settings.quick else (3, 2.0, 0.5)
    models = settings.models[:1] if settings.quick else [m for m in settings.models if m != "layer"]
    engine, raw = (Worker(name, (THREADS,), wait=False) for name in ("benchmarks.engine_worker", "benchmarks.raw_loops"))
    try:
        if not raw.wait_ready().get("cuda") and settings.device != "cpu":  # (both must say ready first)
            return {"ok": False, "error": "torch sees no CUDA device"}
        engine.wait_ready()
        runs = {model: {"engine": [], "raw": []} for model in models}
        for index in range(rounds):
            for model in models:
                command = {"model": model, "seconds": seconds, "warmup": warmup, "device": settings.device}
                for side, worker in ((("engine", engine), ("raw", raw)) if index % 2 == 0 else
                                     (("raw", raw), ("engine", engine))):
                    runs[model][side].append(worker.request(command, timeout=120))
    finally:
        engine.close()
        raw.close()
    figures = {model: speed_ratio(result) for model, result in runs.items()}
    cost = function_cost(budget, settings.device)["function"]
    return {"ok": True, "threads": THREADS, "rounds": rounds, "models": figures,
            "function_cost": {key: cost[key] for key in ("a", "b", "a_median_us", "b_median_us", "ratio")},
            "holds": all((row["ratio"] or 0) >= 1.0 for row in figures.values())}


def speed_ratio(result: dict) -> dict:
    """Median steps/s of each side and the median of the per-round engine / raw ratios."""
    engine = [run["steps_per_second"] for run in result["engine"]]
    raw = [run["steps_per_second"] for run in result["raw"]]
    return {"engine_steps_per_second": median(engine), "raw_steps_per_second": median(raw),
            "ratio": median(paired_ratios(engine, raw)), "ratios": paired_ratios(engine, raw)}


# --------------------------------------------------------------------------- syncs and memory


def count_syncs(action: Callable[[], object], device) -> Optional[list]:
    """Run ``action``; on CUDA the Python places of every synchronisation it made (from
    set_sync_debug_mode's warnings), elsewhere None (only CUDA can count them)."""
    import torch

    if device.type != "cuda":
        action()
        return None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        torch.cuda.set_sync_debug_mode("warn")
        try:
            action()
        finally:
            torch.cuda.set_sync_debug_mode("default")
    return [f"{Path(w.filename).name}:{w.lineno}" for w in caught if SYNC_WARNING in str(w.message)]


def memory_mb(device) -> dict:
    """What the device holds now (CUDA: allocated, reserved, peak; the CPU: this process's RSS)."""
    import torch

    if device.type == "cuda":
        return {"allocated": torch.cuda.memory_allocated(device) / 2**20,
                "reserved": torch.cuda.memory_reserved(device) / 2**20,
                "peak": torch.cuda.max_memory_allocated(device) / 2**20}
    return {"rss": rss_mb()}


def sync_run(trainer, steps: int, every: int = 50) -> dict:
    """``steps`` training steps with a snapshot after the first ten and then every ``every``
    (the engine sends ~30 a second at ~1,500 steps/s): syncs in the first ten steps, in the steps
    after and in the snapshots; memory after 100 steps and after the last."""
    found: dict = {"first_steps": [], "steps": [], "snapshots": []}  # where each sync happened
    memory = {}
    while trainer.step_count < steps:
        first = trainer.step_count < 10
        block = min(10 - trainer.step_count if first else every - trainer.step_count % every,
                    steps - trainer.step_count)
        syncs = count_syncs(lambda: [trainer.step() for _ in range(block)], trainer.device)
        found["first_steps" if first else "steps"] += syncs or []
        found["snapshots"] += count_syncs(lambda: trainer.snapshot(1, 0.0), trainer.device) or []
        if trainer.step_count in (100, steps):
            memory[trainer.step_count] = memory_mb(trainer.device)
    counted = trainer.device.type == "cuda"
    return {"syncs": {key: len(value) for key, value in found.items()} if counted else None,
            "steady_syncs_per_step": len(found["steps"]) / max(1, steps - 10) if counted else None,
            "places": {key: sorted(set(value))[:10] for key, value in found.items()}, "memory_mb": memory}


def lesson_trainer(model: str, steps: int, device: str):
    """A Trainer of ``model`` with the code and `Train:` settings of its lesson (TRAINED_WITH),
    built in this process the way the engine builds it (minibatches as the lesson has them)."""
    from playground.engine.train.trainer import Trainer
    from playground.engine.usercode.source import compile_source
    from playground.engine.usercode.subject import choose_subject
    from playground.protocol import TrainConfig

    lesson = find_preset(TRAINED_WITH.get(model, "relu_tutorial"))
    subject = choose_subject(compile_source(lesson.source(), str(lesson.path)), None)
    config = TrainConfig(**{**defaults_for(model), **lesson.train, "model": model, "steps": steps, "device": device})
    return Trainer(config, subject.activation, subject.layer if model == "layer" else None)


def syncs_and_memory(settings: Settings) -> dict:
    """Host syncs per training step (CUDA only) and the device's memory after 100 and after
    ``sync_steps`` steps, for every model, in this process."""
    import torch

    torch.set_num_threads(THREADS)
    models = {}
    for model in settings.models:
        if settings.device == "cuda":
            torch.cuda.reset_peak_memory_stats()
        models[model] = sync_run(lesson_trainer(model, settings.sync_steps, settings.device), settings.sync_steps)
    steady = [row["syncs"]["steps"] for row in models.values() if row["syncs"] is not None]
    return {"ok": not any(steady) and all(memory_holds(row["memory_mb"]) for row in models.values()),
            "steps": settings.sync_steps, "models": models}


def memory_holds(memory: dict, growth: float = 0.1) -> bool:
    """The memory after the last steps is within ``growth`` of that after 100 (or too few steps)."""
    readings = [memory[step] for step in sorted(memory)]
    if len(readings) < 2:
        return True
    key = "allocated" if "allocated" in readings[0] else "rss"
    first, last = readings[0][key], readings[-1][key]
    return first is None or last is None or last <= first * (1 + growth) + 1.0


PARTS: dict[str, Callable[[Settings], dict]] = {
    "tests": cuda_tests, "checks": lesson_checks, "judge": judge_on_device, "train": train_models,
    "syncs_memory": syncs_and_memory, "throughput": throughput,
}
