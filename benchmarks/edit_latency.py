"""Edit to picture: from the end of the editor's debounce to each stage of the check on screen.

The window worker types a new value of a constant that forward and backward both use (so every
edit changes both curves and the backward stays right), lets the window's own debounce run,
and times from the debounce timer firing until the new f and derivative (1001 points), the
Jacobian's heat maps and the complete result's words have painted (edit_probe.py). It also
reports the engine's share of each (CompileResult.elapsed: compile + judge up to that stage).
"""
from __future__ import annotations

from benchmarks.settings import Budget
from benchmarks.stats import median, percentile
from benchmarks.workers import Worker


def measure(window: Worker, budget: Budget) -> dict:
    result = window.request({"cmd": "edit", "count": budget.edits}, timeout=60 + 30 * budget.edits)
    latency, engine = result["latency_ms"], result["engine_ms"]
    return dict(result, edits=len(latency), p50_ms=percentile(latency, 50), p95_ms=percentile(latency, 95),
                engine_p50_ms=median(engine),
                window_p50_ms=median(total - judged for total, judged in zip(latency, engine)),
                jacobian_p50_ms=percentile(result["jacobian_ms"], 50), jacobian_p95_ms=percentile(result["jacobian_ms"], 95),
                engine_jacobian_p50_ms=median(result["engine_jacobian_ms"]),
                checks_p50_ms=percentile(result["checks_ms"], 50), checks_p95_ms=percentile(result["checks_ms"], 95),
                engine_checks_p50_ms=median(result["engine_checks_ms"]))
