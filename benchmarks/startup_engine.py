"""The engine alone, without a window: spawned → "ready", against ``python -c "import torch"``,
and what the first checks then take.

startup.py times the engine from the app's launch, so its figure holds the window's own start
before the engine is spawned; this one holds only the engine's: the spawn, torch's import and the
warm-up before "ready" (engine/warm_up.py). Each round spawns an engine with no standby, sends a
lesson's check the moment it is ready (as the window does: its first check waits in the pipe),
then a second edit of the same lesson at once and a torch.func lesson's check two seconds later
(the later warm-up steps run while the engine idles in between), then times torch's import in a
fresh interpreter; the order of the two flips every round.
Run alone: ``python -m benchmarks.startup_engine [ROUNDS]``.
"""
from __future__ import annotations

import json
import sys
import time

from benchmarks.startup import time_import_torch
from benchmarks.stats import median, paired_ratios

FIRST_LESSON = "relu_tutorial"  # the classic style, as most lessons
LATER_LESSON = "torch_func"  # the setup_context style: torch.func and vmap checks (torch._dynamo)


def _answer_seconds(client, source: str, timeout: float = 120.0) -> float:
    from playground import protocol

    started = time.time()
    request_id = client.compile(source)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for message in client.poll(0.005):
            if isinstance(message, protocol.CompileResult) and message.request_id == request_id:
                if message.probe is None:
                    raise RuntimeError(f"the check failed: {message.errors}")
                return time.time() - started
    raise RuntimeError(f"no answer in {timeout:g} s")


def time_engine() -> dict:
    """Seconds from spawning an engine to its EngineReady, and to the answers of its first checks."""
    from playground.client.client import EngineClient
    from playground.formats.presets import read_preset_source

    first, later = read_preset_source(FIRST_LESSON), read_preset_source(LATER_LESSON)
    started = time.time()
    client = EngineClient(standby=False, compile_timeout=120)
    client.start()
    try:
        deadline = time.monotonic() + 120
        while not client.ready:
            if time.monotonic() > deadline:
                raise RuntimeError("the engine did not start in 120 s")
            client.poll(0.005)
        ready = time.time() - started
        first_check = _answer_seconds(client, first)
        second_check = _answer_seconds(client, first.replace("clamp(min=0)", "clamp(min=0.0)"))
        time.sleep(2.0)
        later_check = _answer_seconds(client, later)
        return {"ready_s": ready, "first_check_s": first_check, "second_check_s": second_check,
                "torch_func_check_s": later_check}
    finally:
        client.close()


def measure(rounds: int = 5) -> dict:
    runs, torch_times = [], []
    for index in range(rounds):
        engine_first = index % 2 == 0
        if not engine_first:
            torch_times.append(time_import_torch())
        runs.append(time_engine())
        if engine_first:
            torch_times.append(time_import_torch())
    ready = [run["ready_s"] for run in runs]
    result = {"import_torch_s": torch_times, "runs": runs, "import_torch_median_s": median(torch_times),
              "ready_median_s": median(ready), "ready_to_torch_ratio": median(paired_ratios(ready, torch_times))}
    for name in ("first_check_s", "second_check_s", "torch_func_check_s"):
        result[name.replace("_s", "_median_ms")] = median([run[name] for run in runs]) * 1e3
    return result


# The engine process is spawned and re-imports this module as __mp_main__: only this runs here.
if __name__ == "__main__":
    figures = measure(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
    print(f"Engine alone: ready {figures['ready_median_s']:.2f} s, import torch {figures['import_torch_median_s']:.2f} s,"
          f" ratio {figures['ready_to_torch_ratio']:.2f}; first check {figures['first_check_median_ms']:.0f} ms,"
          f" second {figures['second_check_median_ms']:.0f} ms, torch.func lesson 2 s later"
          f" {figures['torch_func_check_median_ms']:.0f} ms")
    print(json.dumps(figures, indent=1))
