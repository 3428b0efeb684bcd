"""Fault figures of the engine, printed as a table: restarts, Stop, time limits, memory cap.

    python -m benchmarks.faults [--rounds N]

Not a pass/fail test (tests/faults/ asserts the behaviour); this says how fast it is here.
"""
from __future__ import annotations

import argparse
import statistics
import time

from playground import protocol
from playground.client.client import EngineClient

SQUARE = """
import torch

class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 2 * x * grad_output
"""

# A backward that swallows KeyboardInterrupt: only terminate/kill can end it.
RUNAWAY = SQUARE.replace("        x, = ctx.saved_tensors\n", """        while True:
            try:
                while True:
                    pass
            except BaseException:
                pass
""")

GROWING_LIST = "chunks = []\nwhile True:\n    chunks.append(b'x' * 10**7)\n"


def wait(client: EngineClient, predicate, timeout: float = 60.0):
    """(the first message that satisfies predicate, when it came)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for message in client.poll(0.005):
            if predicate(message):
                return message, time.monotonic()
    raise TimeoutError("no answer")


def is_ready(message) -> bool:
    return isinstance(message, protocol.EngineReady)


def answered(request_id):
    return lambda m: isinstance(m, protocol.CompileResult) and m.request_id == request_id


def compile_square(client: EngineClient) -> float:
    started = time.monotonic()
    _, when = wait(client, answered(client.compile(SQUARE, points=11)))
    return when - started


def settle(client: EngineClient, standby: bool) -> None:
    """Wait until the engine (and the standby, when wanted) are up and idle."""
    if not client.ready:
        wait(client, is_ready)
    compile_square(client)
    if standby:
        while not client.standby_ready:
            client.poll(0.05)


def restart_times(standby: bool, rounds: int) -> dict:
    client = EngineClient(standby=standby)
    started = time.monotonic()
    client.start()
    _, ready = wait(client, is_ready)
    cold = ready - started
    to_ready, to_answer = [], []
    settle(client, standby)
    for _ in range(rounds):
        began = time.monotonic()
        client.restart("user")
        _, ready = wait(client, is_ready)
        to_ready.append(ready - began)
        to_answer.append(ready - began + compile_square(client))
        settle(client, standby)
    client.close()
    return {"cold": cold, "ready": to_ready, "answer": to_answer}


def runaway_times(standby: bool, rounds: int) -> list:
    """Stop pressed on a backward that ignores interrupts → the next engine answers a compile."""
    client = EngineClient(standby=standby)
    client.start()
    settle(client, standby)
    times = []
    config = protocol.TrainConfig(steps=100, width=4, depth=1)
    for _ in range(rounds):
        client.train(RUNAWAY, None, config)
        wait(client, lambda m: isinstance(m, protocol.PhaseStarted) and m.phase == "train")
        time.sleep(0.3)
        began = time.monotonic()
        client.control("stop")
        wait(client, lambda m: isinstance(m, protocol.EngineRestarted))
        wait(client, is_ready)
        times.append(time.monotonic() - began + compile_square(client))
        settle(client, standby)
    client.close()
    return times


def stop_latencies(rounds: int) -> list:
    client = EngineClient(standby=False)
    client.start()
    settle(client, False)
    latencies = []
    config = protocol.TrainConfig(steps=10**7, width=32, depth=2)
    for _ in range(rounds):
        request_id = client.train(SQUARE, None, config)
        wait(client, lambda m: isinstance(m, protocol.TrainSnapshot) and m.step > 100)
        began = time.monotonic()
        client.control("stop")
        _, when = wait(client, lambda m: isinstance(m, protocol.TrainFinished) and m.request_id == request_id)
        latencies.append(when - began)
    client.close()
    return latencies


def time_limit_overrun(limit: float) -> float:
    """Seconds past the limit until an endless loop in forward is answered."""
    client = EngineClient(compile_timeout=limit, standby=False)
    client.start()
    settle(client, False)
    source = SQUARE.replace("        ctx.save_for_backward(x)\n", "        while True:\n            pass\n")
    request_id = client.compile(source, points=11)
    _, began = wait(client, lambda m: isinstance(m, protocol.PhaseStarted) and m.request_id == request_id)
    message, when = wait(client, lambda m: answered(request_id)(m) or isinstance(m, protocol.EngineRestarted))
    client.close()
    return when - began - limit


def memory_figures(limit_mb: int, rlimit: bool) -> dict:
    client = EngineClient(memory_limit_mb=limit_mb, memory_rlimit=rlimit, standby=False)
    client.start()
    settle(client, False)
    began = time.monotonic()
    request_id = client.compile(GROWING_LIST)
    peak = 0.0
    deadline = time.monotonic() + 60
    answer = None
    while answer is None and time.monotonic() < deadline:
        resident = client._engine.resident_mb() if client._engine else None
        peak = max(peak, resident or 0.0)
        for message in client.poll(0.01):
            if answered(request_id)(message) or isinstance(message, protocol.EngineRestarted):
                answer = message
    took = time.monotonic() - began
    wait(client, is_ready, 30) if isinstance(answer, protocol.EngineRestarted) else None
    after = compile_square(client)
    resident = client._engine.resident_mb()
    client.close()
    how = answer.errors[0].code if isinstance(answer, protocol.CompileResult) else f"restart:{answer.reason}"
    return {"how": how, "seconds": took, "peak_mb": peak, "after_mb": resident, "next_compile": after}


def _row(name: str, values) -> str:
    if isinstance(values, (int, float)):
        return f"{name:<48} {values * 1000:8.0f} ms"
    ordered = sorted(values)
    return (f"{name:<48} p50 {statistics.median(ordered) * 1000:6.0f} ms   "
            f"max {ordered[-1] * 1000:6.0f} ms   (n={len(ordered)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    for standby in (True, False):
        label = "warm standby" if standby else "no standby"
        times = restart_times(standby, args.rounds)
        print(_row(f"cold start → EngineReady ({label})", times["cold"]))
        print(_row(f"restart → EngineReady ({label})", times["ready"]))
        print(_row(f"restart → first compile answered ({label})", times["answer"]))
        print(_row(f"Stop on runaway → compile answered ({label})", runaway_times(standby, args.rounds)))
    print(_row("Stop on a cooperative run → TrainFinished", stop_latencies(args.rounds * 2)))
    print(_row("endless loop in forward: answer after the 2 s limit", time_limit_overrun(2.0)))
    for rlimit in (True, False):
        figures = memory_figures(1024, rlimit)
        print(f"memory cap 1024 MB ({'RLIMIT_DATA + watchdog' if rlimit else 'watchdog only'}): "
              f"{figures['how']} after {figures['seconds']:.2f} s, peak RSS {figures['peak_mb']:.0f} MB, "
              f"RSS after next compile {figures['after_mb']:.0f} MB, next compile "
              f"{figures['next_compile'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
