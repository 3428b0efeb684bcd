"""The bar to beat: each toy model trained by a plain PyTorch loop, written the way a person would.

Same model shapes, same data sizes, same optimizer and the same MyReLU Function as the playground
trains, but no engine, no records and no window. Run as a worker process
(``python -m benchmarks.raw_loops``) it answers one JSON line per command read from stdin:
``{"model": "tutorial-2layer", "seconds": 3.0, "warmup": 0.5, "device": "cpu"}`` →
``{"steps": ..., "seconds": ..., "steps_per_second": ...}``.
"""
from __future__ import annotations

import sys
import time
from typing import Callable

import torch
import torch.nn.functional as F
from torch import nn

from benchmarks.tutorial_relu import MyReLU, MyReLUModule
from benchmarks.workers import serve_commands


def tutorial_loop(device: torch.device) -> Callable[[], None]:
    """The tutorial's own loop: raw weight tensors, sum-of-squares loss, manual SGD at 1e-6."""
    torch.manual_seed(0)
    n, d_in, hidden, d_out = 64, 1000, 100, 10
    x = torch.randn(n, d_in, device=device)
    y = torch.randn(n, d_out, device=device)
    w1 = torch.randn(d_in, hidden, device=device, requires_grad=True)
    w2 = torch.randn(hidden, d_out, device=device, requires_grad=True)
    learning_rate = 1e-6

    def step() -> None:
        nonlocal w1, w2  # the tutorial's in-place `w1 -= ...` rebinds the names
        y_pred = MyReLU.apply(x.mm(w1)).mm(w2)
        loss = (y_pred - y).pow(2).sum()
        loss.backward()
        with torch.no_grad():
            w1 -= learning_rate * w1.grad
            w2 -= learning_rate * w2.grad
            w1.grad.zero_()
            w2.grad.zero_()

    return step


def mlp(inputs: int, width: int, depth: int, outputs: int) -> nn.Sequential:
    """inputs → width (× depth, MyReLU after each) → outputs, as the playground's MLP."""
    layers: list[nn.Module] = []
    for index in range(depth):
        layers += [nn.Linear(inputs if index == 0 else width, width), MyReLUModule()]
    layers.append(nn.Linear(width, outputs))
    return nn.Sequential(*layers)


def minibatch_loop(model_name: str, device: torch.device) -> Callable[[], None]:
    """fit-1d (sin, MSE) or classify-2d (spiral, cross-entropy): an MLP of width 32 and depth 2,
    Adam at 1e-2, shuffled minibatches of 64 — the playground's defaults for these models."""
    from playground.engine.train.datasets import make_dataset  # the same points; not on the hot path

    torch.manual_seed(0)
    regression = model_name == "fit-1d"
    data = make_dataset("sin" if regression else "spiral", 512, 0.1, 0, 0.8, 2)
    x = torch.from_numpy(data.x_train).to(device)
    y = torch.from_numpy(data.y_train).to(device)
    model = mlp(data.inputs, 32, 2, data.outputs).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    loss_fn = F.mse_loss if regression else F.cross_entropy
    batch_size = 64
    batches: list = []

    def step() -> None:
        if not batches:
            order = torch.randperm(len(x), device=device)
            batches.extend(order[: len(x) // batch_size * batch_size].split(batch_size))
        index = batches.pop()
        optimizer.zero_grad()
        loss = loss_fn(model(x[index]), y[index])
        loss.backward()
        optimizer.step()

    return step


def make_loop(model_name: str, device: torch.device) -> Callable[[], None]:
    if model_name == "tutorial-2layer":
        return tutorial_loop(device)
    if model_name in ("fit-1d", "classify-2d"):
        return minibatch_loop(model_name, device)
    raise ValueError(f"no raw loop for {model_name!r}")


def timed_steps(step: Callable[[], None], seconds: float, warmup: float, device: torch.device) -> dict:
    """Steps done in ``seconds`` of wall clock after ``warmup`` seconds of stepping, per second
    of wall clock and per second of this process's CPU time (which a busy machine disturbs less)."""
    sync = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
    end_warmup = time.perf_counter() + warmup
    while time.perf_counter() < end_warmup:
        step()
    sync()
    steps, started, cpu_started = 0, time.perf_counter(), time.process_time()
    deadline = started + seconds
    while True:
        for _ in range(10):  # check the clock every few steps, as cheaply as the engine does
            step()
        steps += 10
        if time.perf_counter() >= deadline:
            break
    sync()
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
    return {"steps": steps, "seconds": elapsed, "steps_per_second": steps / elapsed,
            "steps_per_cpu_second": steps / cpu if cpu > 0 else None}


def run_command(command: dict) -> dict:
    device = torch.device(command.get("device", "cpu"))
    step = make_loop(command["model"], device)
    return timed_steps(step, float(command["seconds"]), float(command.get("warmup", 0.5)), device)


def main() -> None:
    torch.set_num_threads(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    serve_commands(run_command, ready={"threads": torch.get_num_threads(), "cuda": torch.cuda.is_available()})


if __name__ == "__main__":
    main()
