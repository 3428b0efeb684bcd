"""Edit to heat maps: from the end of the editor's debounce to the Jacobian tab's three heat maps
painted, beside today's edit to curves, in one run of the real window (offscreen).

Both are timed by the window worker's edit command (benchmarks/window_bench.py): an edit of a
constant used by forward and backward; for the Jacobian a softmax of a (2, 4) input, whose
Jacobian tab is its main picture (issue 20's target: median at most 100 ms). Rounds alternate
between the two so a busy machine weighs on both alike.
Run: ``python -m benchmarks.jacobian_edit [ROUNDS] [EDITS]``.
"""
from __future__ import annotations

import json
import sys

from benchmarks.stats import median, percentile
from benchmarks.workers import Worker

TARGET_MS = 100.0


def measure(rounds: int = 3, edits: int = 10) -> dict:
    """{"curves": {...}, "jacobian": {...}}: each with every latency, p50, p95 and the engine's p50."""
    found: dict[str, dict[str, list]] = {"curves": {"latency_ms": [], "engine_ms": []},
                                         "jacobian": {"latency_ms": [], "engine_ms": []}}
    with Worker("benchmarks.window_worker", ("1",)) as window:
        for _ in range(rounds):
            for name, jacobian in (("curves", False), ("jacobian", True)):
                result = window.request({"cmd": "edit", "count": edits, "jacobian": jacobian},
                                        timeout=60 + 30 * edits)
                found[name]["latency_ms"] += result["latency_ms"]
                found[name]["engine_ms"] += result["engine_ms"]
    return {name: dict(figures, p50_ms=percentile(figures["latency_ms"], 50),
                       p95_ms=percentile(figures["latency_ms"], 95), engine_p50_ms=median(figures["engine_ms"]))
            for name, figures in found.items()}


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    edits = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    result = measure(rounds, edits)
    for name, label in (("curves", "Edit → new curves on screen"), ("jacobian", "Edit → Jacobian heat maps on screen")):
        figures = result[name]
        print(f"{label}: median {figures['p50_ms']:.1f} ms, p95 {figures['p95_ms']:.1f} ms "
              f"(engine {figures['engine_p50_ms']:.1f} ms; {len(figures['latency_ms'])} edits)"
              + (f"; target ≤ {TARGET_MS:g} ms" if name == "jacobian" else ""))
    print(json.dumps({name: {k: v for k, v in figures.items() if not isinstance(v, list)}
                      for name, figures in result.items()}))


if __name__ == "__main__":
    main()
