"""The engine with no window: an EngineClient whose messages are read and dropped (a worker).

``python -m benchmarks.engine_worker THREADS`` answers ``{"model", "seconds", "warmup", "device"}``
with the same figures the window worker gives for a run, measured the same way (steps reported by
the snapshots that arrived in a wall-clock window). Set beside the raw loop and the full app, it
splits the gap between them into what the engine costs and what drawing the window costs.
"""
from __future__ import annotations

import os
import sys
import time

from benchmarks.procinfo import cpu_seconds
from benchmarks.workers import serve_commands
from playground import protocol
from playground.client.client import EngineClient
from playground.engine.train.config import defaults_for
from playground.formats.presets import read_preset_source


class HeadlessEngine:
    def __init__(self, threads: int):
        self.client = EngineClient(threads=threads)
        self.client.start()
        deadline = time.monotonic() + 120
        while not self.client.ready:
            if time.monotonic() > deadline:
                raise RuntimeError("the engine did not start in 120 s")
            self.client.poll(0.05)
        self.source = read_preset_source("relu_tutorial")
        while self.client.standby and not self.client.standby_ready:  # as the window worker does
            if time.monotonic() > deadline + 120:
                raise RuntimeError("the standby engine did not start in 120 s")
            self.client.poll(0.05)
        self.wait_until_quiet(deadline + 240)

    def wait_until_quiet(self, deadline: float, window: float = 3.0) -> None:
        """Until neither engine used CPU for ``window`` seconds: an engine finishes its warm-up
        after "ready", once it has been idle a second (engine/warm_up.py), and those seconds of
        imports on the other core would land in the first round."""
        pids = [pid for pid in (self.client.pid, self.client.standby_pid) if pid]
        before = sum(cpu_seconds(pid) or 0.0 for pid in pids)
        while time.monotonic() < deadline:
            end = time.monotonic() + window
            while time.monotonic() < end:
                self.client.poll(0.05)
            now = sum(cpu_seconds(pid) or 0.0 for pid in pids)
            if now - before < 0.05:
                return
            before = now

    def wait_for(self, kind, request_id: int, timeout: float):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for message in self.client.poll(0.05):
                if isinstance(message, kind) and message.request_id == request_id:
                    return message
                if isinstance(message, protocol.EngineRestarted):
                    raise RuntimeError(f"the engine restarted: {message.message}")
        raise RuntimeError(f"no {kind.__name__} in {timeout:g} s")

    def train(self, command: dict) -> dict:
        model = command["model"]
        device = command.get("device", "cpu")
        config = protocol.TrainConfig(model=model, **dict(defaults_for(model), steps=10_000_000, device=device))
        request_id = self.client.train(self.source, None, config)
        self.wait_for(protocol.TrainStarted, request_id, 60)
        snapshots = []
        end_warmup = time.perf_counter() + float(command.get("warmup", 1.0))
        while time.perf_counter() < end_warmup:
            self.client.poll(0.01)
        pid = self.client.pid
        cpu_before, start = cpu_seconds(pid), time.perf_counter()
        end = start + float(command["seconds"])
        while time.perf_counter() < end:
            for message in self.client.poll(0.01):
                if isinstance(message, protocol.TrainSnapshot):
                    snapshots.append((time.perf_counter(), message.step))
        cpu_after = cpu_seconds(pid)
        self.client.control("stop")
        self.wait_for(protocol.TrainFinished, request_id, 30)
        (t0, step0), (t1, step1) = snapshots[0], snapshots[-1]
        rate = (step1 - step0) / (t1 - t0)
        engine_cpu = cpu_after - cpu_before if None not in (cpu_before, cpu_after) else None
        return {"steps": step1 - step0, "seconds": t1 - t0, "steps_per_second": rate,
                "steps_per_cpu_second": rate * (end - start) / engine_cpu if engine_cpu else None,
                "load_average": os.getloadavg()[0]}


def main() -> None:
    engine = HeadlessEngine(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    try:
        serve_commands(engine.train, ready={"engine_pid": engine.client.pid})
    finally:
        engine.client.close()


# The engine process is spawned and re-imports this module as __mp_main__: only main() runs here.
if __name__ == "__main__":
    main()
