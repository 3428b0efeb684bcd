"""The user's Function as the engine compiled it, against the same class imported from a module.

One call is a forward and a backward through the Function on the tutorial's hidden activation
(64 × 100). ``compiled`` is MyReLU from compile_source(the preset's text); ``imported`` is the
same class from benchmarks/tutorial_relu.py. The activation pair compares what the toy models
really call: the engine's activation module built for the subject (Subject.activation) against
a one-line nn.Module around the imported class. Batches alternate A/B; medians of µs per call.

Run as ``python -m benchmarks.function_cost CALLS ROUNDS DEVICE``; prints one result line.
"""
from __future__ import annotations

import sys
import time
from typing import Callable

import torch

from benchmarks.stats import median, paired_ratios
from benchmarks.tutorial_relu import PRESET, MyReLU, MyReLUModule
from benchmarks.workers import reply

SHAPE = (64, 100)


def forward_backward(apply: Callable, x: torch.Tensor, grad: torch.Tensor, sync: Callable) -> Callable[[int], float]:
    """A timer: ``calls`` forward+backward calls → µs per call."""

    def timed(calls: int) -> float:
        sync()
        started = time.perf_counter()
        for _ in range(calls):
            x.grad = None
            apply(x).backward(grad)
        sync()
        return (time.perf_counter() - started) / calls * 1e6

    return timed


def interleave(timers: dict, calls: int, rounds: int) -> dict:
    """Rounds in which every timer runs once, the order rotated each round (so none always runs
    first, on a cold cache or a quiet moment); µs per call for each, per round."""
    names = list(timers)
    for name in names:
        timers[name](calls)  # warm every one
    times: dict = {name: [] for name in names}
    for index in range(rounds):
        shift = index % len(names)
        for name in names[shift:] + names[:shift]:
            times[name].append(timers[name](calls))
    return times


def compare(times: dict, a: str, b: str) -> dict:
    return {"a": a, "b": b, "a_us": times[a], "b_us": times[b], "a_median_us": median(times[a]),
            "b_median_us": median(times[b]), "ratio": median(paired_ratios(times[a], times[b]))}


def measure(calls: int, rounds: int, device_name: str) -> dict:
    from playground.engine.usercode.source import compile_source
    from playground.engine.usercode.subject import choose_subject
    from playground.formats.presets import read_preset_source

    device = torch.device(device_name)
    sync = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
    compiled = compile_source(read_preset_source(PRESET))
    subject = choose_subject(compiled, "MyReLU")
    engine_activation = subject.activation(SHAPE[1]).to(device)
    plain_activation = MyReLUModule().to(device)
    torch.manual_seed(0)
    x = torch.randn(SHAPE, device=device, requires_grad=True)
    grad = torch.randn(SHAPE, device=device)
    times = interleave({
        "compiled": forward_backward(subject.cls.apply, x, grad, sync),
        "imported": forward_backward(MyReLU.apply, x, grad, sync),
        "engine_activation": forward_backward(engine_activation, x, grad, sync),
        "plain_activation": forward_backward(plain_activation, x, grad, sync)}, calls, rounds)
    function = compare(times, "compiled", "imported")
    activation = compare(times, "engine_activation", "plain_activation")
    return {"device": str(device), "threads": torch.get_num_threads(), "shape": list(SHAPE),
            "function": function, "activation": activation}


def main() -> None:
    calls, rounds, device = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    torch.set_num_threads(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    reply(measure(calls, rounds, device))


if __name__ == "__main__":
    main()
