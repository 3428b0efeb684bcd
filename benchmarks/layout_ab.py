"""The tutorial net's step with its weights stored row-major (as the tutorial makes them) against
column-major (as the engine's TutorialNet keeps them, models.column_major), in one process.

    python -m benchmarks.profile layout [--seconds 6]

Both sides are the engine's own step (Trainer, the preset's MyReLU compiled from its text); only
the weights' memory layout differs. Steps run in alternating blocks timed by this thread's CPU
clock, as in step_ab.py, so both sides see the same machine.
"""
from __future__ import annotations

import statistics
import time

import torch

from benchmarks.step_ab import BLOCK, engine_trainer, timed_block


def row_major_trainer():
    """The engine's tutorial Trainer with its weights copied to row-major, same values."""
    trainer = engine_trainer("tutorial-2layer")
    with torch.no_grad():
        for name in ("w1", "w2"):
            parameter = getattr(trainer.model, name)
            parameter.data = parameter.data.contiguous()
    trainer._param_data = [p.detach() for p in trainer.params]  # the SGD update's views
    return trainer


def compare(seconds: float) -> dict:
    """Median µs per step of each layout and their ratio (row / column: > 1 when column is faster)."""
    torch.set_num_threads(1)
    column, row = engine_trainer("tutorial-2layer"), row_major_trainer()
    for _ in range(50):
        column.step()
        row.step()
    column_steps, row_steps = [], []
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        column_steps.append(timed_block(column.step))
        row_steps.append(timed_block(row.step))
        column.drain()
        row.drain()
    column_us, row_us = statistics.median(column_steps) * 1e6, statistics.median(row_steps) * 1e6
    return {"column_us": column_us, "row_us": row_us, "ratio": row_us / column_us, "blocks": len(row_steps)}


def report(result: dict) -> str:
    return (f"tutorial-2layer: a step costs {result['column_us']:.0f} µs with column-major weights, "
            f"{result['row_us']:.0f} µs with row-major (speed-up {result['ratio']:.3f}; "
            f"{result['blocks']} blocks of {BLOCK} steps each)")
