"""The engine's training step against the raw loop's, in one process, steps interleaved.

    python -m benchmarks.profile steps [--model M] [--seconds 6]

The full comparison (throughput.py) runs each side for seconds at a time, so on a shared machine
a burst of someone else's work lands on one side only. Here both sides run in this one thread in
alternating blocks of BLOCK steps and each block is timed by this thread's CPU clock: both see the
same machine, and the median block says what one step costs. A snapshot is drained every 1/30 s
of the app's stepping, as the engine does; its cost is timed too, and "with snapshots" charges
30 of them a second to the app. Not counted: the pipe (pickling and sending a snapshot, ~0.3 ms)
and the window, which the full comparison includes.
"""
from __future__ import annotations

import statistics
import time
from typing import Callable

import torch

from benchmarks.raw_loops import make_loop
from benchmarks.tutorial_relu import PRESET

BLOCK = 10  # steps per timed block
SNAPSHOTS_PER_SECOND = 30


def engine_trainer(model: str):
    """The engine's Trainer for ``model`` with its defaults and the tutorial's MyReLU, compiled
    from the preset's text as the engine compiles the editor's."""
    from playground import protocol
    from playground.engine.train.config import defaults_for
    from playground.engine.train.trainer import Trainer
    from playground.engine.usercode.source import compile_source
    from playground.engine.usercode.subject import choose_subject
    from playground.formats.presets import read_preset_source

    subject = choose_subject(compile_source(read_preset_source(PRESET), "<editor>"), None)
    config = protocol.TrainConfig(model=model, **dict(defaults_for(model), steps=10_000_000))
    return Trainer(config, subject.activation)


def timed_block(step: Callable[[], None]) -> float:
    """CPU seconds of this thread per step, over BLOCK steps."""
    started = time.thread_time()
    for _ in range(BLOCK):
        step()
    return (time.thread_time() - started) / BLOCK


def compare(model: str, seconds: float) -> dict:
    """Median µs per step of each side, the snapshot's median ms, and the ratios raw / app."""
    torch.set_num_threads(1)
    trainer, raw = engine_trainer(model), make_loop(model, torch.device("cpu"))
    for _ in range(50):  # warm both up
        trainer.step()
        raw()
    trainer.drain()
    app_steps, raw_steps, snapshots = [], [], []
    since_snapshot, deadline = 0.0, time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        app_steps.append(timed_block(trainer.step))
        raw_steps.append(timed_block(raw))
        since_snapshot += app_steps[-1] * BLOCK
        if since_snapshot >= 1 / SNAPSHOTS_PER_SECOND:
            started = time.thread_time()
            trainer.snapshot(1, 0.0)
            snapshots.append(time.thread_time() - started)
            since_snapshot = 0.0
    app, raw_step = statistics.median(app_steps), statistics.median(raw_steps)
    snapshot = statistics.median(snapshots) if snapshots else 0.0
    app_rate = (1 - SNAPSHOTS_PER_SECOND * snapshot) / app  # steps in a second that also snapshots
    return {"model": model, "app_step_us": app * 1e6, "raw_step_us": raw_step * 1e6,
            "snapshot_ms": snapshot * 1e3, "step_ratio": raw_step / app,
            "ratio_with_snapshots": app_rate * raw_step, "blocks": len(app_steps)}


def report(result: dict) -> str:
    return (f"{result['model']}: a step costs {result['app_step_us']:.0f} µs in the engine, "
            f"{result['raw_step_us']:.0f} µs in the raw loop (app / raw speed {result['step_ratio']:.3f}); "
            f"a snapshot {result['snapshot_ms']:.2f} ms; with {SNAPSHOTS_PER_SECOND} snapshots a second "
            f"app / raw {result['ratio_with_snapshots']:.3f} ({result['blocks']} blocks of {BLOCK} steps)")
