"""The price of messages as data: encode + decode of real snapshots, wire codec against pickle.

The engine trains each model for a moment and the snapshots it sends are kept (the window's view
of all of them: every picture shown); then each is encoded and decoded many times with
playground/wire.py and with pickle (what crossed the pipe before), and the medians compared.
Run alone: ``python -m benchmarks.wire_codec``.
"""
from __future__ import annotations

import json
import pickle
import statistics
import sys
import time

from benchmarks.report import Row, fmt

MODELS = ("tutorial-2layer", "fit-1d", "classify-2d")
BUDGET_PER_SNAPSHOT_US = 1000.0  # 30 snapshots a second: a millisecond each is 3 % of a core


def real_snapshots(model: str, seconds: float = 1.5) -> list:
    """The snapshots an engine sends while training ``model`` for ``seconds``."""
    from playground import protocol
    from playground.client.client import EngineClient
    from playground.formats.presets import read_preset_source
    from playground.vocabulary import defaults_for

    client = EngineClient(compile_timeout=60, standby=False)
    client.start()
    try:
        source = read_preset_source("relu_tutorial")
        config = protocol.TrainConfig(model=model, **dict(defaults_for(model), steps=10_000_000))
        client.train(source, None, config)
        snapshots: list = []
        deadline = None
        while deadline is None or time.monotonic() < deadline:
            for message in client.poll(0.05):
                if isinstance(message, protocol.TrainSnapshot):
                    snapshots.append(message)
                    deadline = deadline or time.monotonic() + seconds
        client.control("stop")
        return snapshots
    finally:
        client.close()


def median_us(work, items: list, repeats: int) -> float:
    """The median over ``repeats`` rounds of the time per item of ``work``, in µs."""
    rounds = []
    for _ in range(repeats):
        start = time.perf_counter()
        for item in items:
            work(item)
        rounds.append((time.perf_counter() - start) / len(items) * 1e6)
    return statistics.median(rounds)


def measure(repeats: int = 30, seconds: float = 1.5) -> dict:
    """{model: {"wire_us", "pickle_us", "ratio", "wire_bytes", "pickle_bytes", "snapshots"}}."""
    from playground import wire

    result = {}
    for model in MODELS:
        snapshots = real_snapshots(model, seconds)
        result[model] = {
            "snapshots": len(snapshots),
            "wire_us": median_us(lambda s: wire.decode(wire.encode(s)), snapshots, repeats),
            "pickle_us": median_us(lambda s: pickle.loads(pickle.dumps(s, protocol=pickle.HIGHEST_PROTOCOL)),
                                   snapshots, repeats),
            "wire_bytes": statistics.median(len(wire.encode(s)) for s in snapshots),
            "pickle_bytes": statistics.median(len(pickle.dumps(s, protocol=pickle.HIGHEST_PROTOCOL))
                                              for s in snapshots),
        }
        result[model]["ratio"] = result[model]["wire_us"] / result[model]["pickle_us"]
    return result


def rows(result: dict) -> list[Row]:
    """One row per model: encode + decode of a snapshot, wire codec against pickle."""
    return [Row(f"wire.{model}", f"Snapshot encode + decode ({model}): wire codec / pickle",
                f"{fmt(figures['wire_us'], 1)} vs {fmt(figures['pickle_us'], 1)} µs = {fmt(figures['ratio'], 2)}; "
                f"{figures['wire_bytes'] / 1024:.0f} vs {figures['pickle_bytes'] / 1024:.0f} kB "
                f"({figures['snapshots']} snapshots)",
                f"≤ {BUDGET_PER_SNAPSHOT_US:g} µs", figures["wire_us"] <= BUDGET_PER_SNAPSHOT_US, figures["wire_us"])
            for model, figures in result.items()]


if __name__ == "__main__":
    figures = measure(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
    for row in rows(figures):
        print(f"{row.measurement}: {row.result}")
    print(json.dumps(figures, indent=1))
