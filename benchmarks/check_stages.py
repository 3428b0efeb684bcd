"""The engine's part of an edit, stage by stage: request → curves, → Jacobian, → complete result.

The window asks for its check in steps (CompileRequest.stages); the engine hands each stage's
CompileResult to the pipe as it is done (engine/judge/check.py). Here run_check runs in this
process as the engine runs it, and each stage's moment is taken where the engine would send it,
after encoding it for the pipe (wire.py): the pipe and the window's drawing are not in these
figures (edit_latency.py times those). Subjects: the tutorial preset as the edit benchmark types
into it (edit_source.py), and a lesson whose main picture is its Jacobian (softmax_jacobian).
"request → complete, no stages" is the check as the command line asks for it, and as every check
was answered before the stages: its only answer.

Run alone: python -m benchmarks.check_stages [REPEATS]; the figures are medians (p50) over
REPEATS checks after WARM_UP ones. A tree without stages (an older commit) gives the last row only.
"""
from __future__ import annotations

import inspect
import statistics
import sys
import time

from benchmarks.edit_source import edit_text
from playground import protocol, wire
from playground.engine.judge.check import run_check
from playground.formats.presets import read_preset_source

WARM_UP = 3
REPEATS = 21
SUBJECTS = {"tutorial (relu_tutorial, as edited)": lambda: edit_text(read_preset_source("relu_tutorial")),
            "lesson softmax_jacobian": lambda: read_preset_source("softmax_jacobian")}


def staged_times(source: str) -> dict[str, float]:
    """Seconds from the request to each stage's encoded answer, for one check in steps."""
    started = time.perf_counter()
    times: dict[str, float] = {}

    def on_stage(result: protocol.CompileResult) -> None:
        wire.encode(result)
        times[str(result.stage)] = time.perf_counter() - started

    result = run_check(protocol.CompileRequest(request_id=1, source=source, stages=True), on_stage=on_stage)
    wire.encode(result)
    times[str(result.stage)] = time.perf_counter() - started
    return times


def plain_time(source: str) -> float:
    """Seconds from the request to the encoded answer of a check asked for whole."""
    started = time.perf_counter()
    wire.encode(run_check(protocol.CompileRequest(request_id=1, source=source)))
    return time.perf_counter() - started


def measure(source: str, repeats: int) -> dict[str, float]:
    """p50 in ms of each stage (staged and whole checks alternating: they share the machine's load)."""
    has_stages = "on_stage" in inspect.signature(run_check).parameters
    for _ in range(WARM_UP):
        plain_time(source)
        if has_stages:
            staged_times(source)
    samples: dict[str, list[float]] = {}
    for _ in range(repeats):
        samples.setdefault("complete, no stages", []).append(plain_time(source))
        if has_stages:
            for stage, seconds in staged_times(source).items():
                samples.setdefault(stage, []).append(seconds)
    return {name: 1000 * statistics.median(values) for name, values in samples.items()}


def main(argv: list[str]) -> int:
    repeats = int(argv[0]) if argv else REPEATS
    for label, source in SUBJECTS.items():
        figures = measure(source(), repeats)
        row = ", ".join(f"{name} {ms:.1f} ms" for name, ms in figures.items())
        print(f"{label}: request → {row} (p50 of {repeats})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
