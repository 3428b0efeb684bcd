"""The CUDA check's judge part: every lesson judged on the CPU and on the device, with the same
verdicts (benchmarks/cuda_parts.py lists it among the parts).

Per lesson, four judgements:
- ``cpu``: in this process, the engine's own run_check, as the window judges;
- ``device``: the same with the request's device (``CompileRequest.device``): its probe inputs,
  gradcheck points, upstream gradients and parameters on the device; the verdict, its sentence's
  code and how far its curves (f, backward, numerical derivative) are from the CPU's;
- ``default_device``: on the CPU, with the device as torch's default device (as code that calls
  torch.set_default_device makes it): the judge's own tensors must stay where they belong;
- ``cli``: ``check LESSONS --device DEVICE --json`` on the command line, the way a person runs it
  (an engine process, the wire): the verdict each lesson says.
"""
from __future__ import annotations

import json
import math
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Optional

CURVES = ("f", "backward", "numeric")
CURVE_TOLERANCE = 1e-6  # relative: float64 on both devices; CUDA's math library differs in the last bits


def curve_difference(first, second) -> Optional[float]:
    """The largest |a - b| / max(1, |a|, |b|) between two probes' curves (inf where one is NaN
    and the other not, or the lengths differ); None where either probe is missing."""
    import numpy as np

    if first is None or second is None:
        return None
    worst = 0.0
    for name in CURVES:
        for a, b in zip(getattr(first, name), getattr(second, name)):
            a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
            if a.shape != b.shape or not np.array_equal(np.isnan(a), np.isnan(b)):
                return math.inf
            both = ~np.isnan(a)
            with np.errstate(all="ignore"):
                scale = np.maximum(1.0, np.maximum(np.abs(a[both]), np.abs(b[both])))
                gaps = np.where(a[both] == b[both], 0.0, np.abs(a[both] - b[both]) / scale)
            worst = max(worst, float(np.nan_to_num(gaps, nan=math.inf).max(initial=0.0)))
    return worst


def judged(source: str, filename: str, device: str, default_device: Optional[str] = None) -> dict:
    """One lesson judged in this process: verdict, summary code, first error, the probe, seconds."""
    import torch

    from playground import protocol
    from playground.engine.judge.check import run_check

    request = protocol.CompileRequest(request_id=0, source=source, filename=filename, device=device)
    started = time.perf_counter()
    if default_device is None:
        result = run_check(request)
    else:
        with torch.device(default_device):
            result = run_check(request)
    probe = result.probe
    verdict = "error" if result.errors or probe is None else probe.verdict
    return {"verdict": verdict, "code": getattr(probe, "summary_code", None), "probe": probe,
            "error": result.errors[0].message[:200] if result.errors else "",
            "seconds": time.perf_counter() - started}


def cli_verdicts(settings, lessons: list) -> tuple[dict, str, float]:
    """{lesson file stem: (verdict, first error)} from one ``check --device DEVICE --json`` of
    every lesson (graded by ``settings.jobs`` engines); stderr's tail when rows are missing; seconds."""
    from benchmarks.cuda_parts import run_python

    started = time.perf_counter()
    done = run_python(["-m", "playground", "check", *[lesson.path for lesson in lessons], "--json", "--device",
                       settings.device, "--jobs", max(1, settings.jobs)], timeout=3600)
    (settings.out / "judge_cli.jsonl").write_text(done.stdout, encoding="utf-8")
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    found = {Path(row["file"]).stem: (row.get("verdict"), "; ".join(e.get("message", "")[:200]
                                                                   for e in row.get("errors", [])))
             for row in rows}
    return found, done.stderr[-600:] if len(found) < len(lessons) else "", time.perf_counter() - started


def judge_on_device(settings) -> dict:
    """Every lesson judged on the CPU, on ``settings.device`` (in this process and on the command
    line) and on the CPU with the device as the default: the same verdicts, the same sentence,
    curves within CURVE_TOLERANCE of the CPU's."""
    lessons = settings.lessons()
    with ThreadPoolExecutor(1) as pool:  # the command line's engines work while this process judges
        command_line = pool.submit(cli_verdicts, settings, lessons)
        runs_by_lesson = {lesson.name: judged_every_way(lesson, settings.device) for lesson in lessons}
        cli, cli_stderr, cli_seconds = command_line.result()
    rows, seconds = {}, {"cpu": 0.0, "device": 0.0, "default_device": 0.0, "cli": cli_seconds}
    for lesson in lessons:
        runs = runs_by_lesson[lesson.name]
        for key, run in runs.items():
            seconds[key] += run["seconds"]
        cli_verdict, cli_error = cli.get(lesson.file_stem, (None, "no row"))
        difference = curve_difference(runs["cpu"]["probe"], runs["device"]["probe"])
        rows[lesson.name] = {**{key: run["verdict"] for key, run in runs.items()}, "cli": cli_verdict,
                             "expected": lesson.expected_verdict,
                             "codes": [runs["cpu"]["code"], runs["device"]["code"]],
                             "curve_difference": difference,
                             "error": next((run["error"] for run in runs.values() if run["error"]), cli_error)}
    differ = {name: row for name, row in rows.items() if not same_judgement(row)}
    differences = [row["curve_difference"] for row in rows.values() if row["curve_difference"] is not None]
    return {"ok": not differ and len(cli) == len(lessons), "device": settings.device, "lessons": len(rows),
            "same": len(rows) - len(differ), "differ": differ, "tolerance": CURVE_TOLERANCE,
            "worst_curve_difference": max(differences, default=None),
            "judge_seconds": {key: round(value, 2) for key, value in seconds.items()}, "stderr": cli_stderr}


def judged_every_way(lesson, device: str) -> dict:
    """The lesson judged in this process on the CPU, on ``device``, and on the CPU with ``device``
    as torch's default device."""
    source, filename = lesson.source(), str(lesson.path)
    return {"cpu": judged(source, filename, "cpu"), "device": judged(source, filename, device),
            "default_device": judged(source, filename, "cpu", default_device=device)}


def same_judgement(row: dict) -> bool:
    """Every way gave the CPU's verdict (the lesson's own), the same sentence, close curves."""
    verdicts = {row[key] for key in ("cpu", "device", "default_device", "cli")}
    close = row["curve_difference"] is not None and row["curve_difference"] <= CURVE_TOLERANCE
    return verdicts == {row["expected"]} and row["codes"][0] == row["codes"][1] and close
