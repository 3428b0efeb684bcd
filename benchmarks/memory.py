"""Memory: resident size of the window process and of the engine as a run goes on.

RSS is read (from /proc) when the run passes each checkpoint, with the training tabs taking turns
on screen; the last reading comes after the run ended and the plots drew its last snapshot.
Growth is from the first checkpoint to the last.
"""
from __future__ import annotations

from benchmarks.settings import Budget
from benchmarks.workers import Worker


def measure(window: Worker, budget: Budget, device: str = "cpu") -> dict:
    result = {}
    for model in budget.memory_models:
        reading = window.request({"cmd": "memory", "model": model, "device": device,
                                  "checkpoints": list(budget.memory_checkpoints),
                                  "rotate": budget.tab_seconds}, timeout=900)
        rss = reading["rss_mb"]
        first, last = rss[str(budget.memory_checkpoints[0])], rss[str(budget.memory_checkpoints[-1])]
        result[model] = {"rss_mb": rss, "growth": {
            process: (last[process] - first[process]) / first[process]
            for process in ("window", "engine") if first.get(process) and last.get(process)}}
    return result
