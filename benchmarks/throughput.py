"""Training speed: the app (engine + window drawing every plot) against a raw PyTorch loop.

Three long-lived processes, each with the same torch thread count: the app (window worker, with
its engine), the engine alone (engine worker: its messages read and dropped) and the raw loop.
Each round trains every model once on each, back to back, the order rotated every round; a
round's ratios (app / raw, engine / raw, app / engine) compare runs that saw about the same
machine load. Rates of the app and the engine are measured from outside: steps reported by the
snapshots that arrived in a fixed wall-clock window, divided by the time between them.

Where other programs load the machine, wall-clock rates swing with them; so each side also
reports steps per second of its own CPU time (the engine's, read from /proc): their ratio says
how much work the app adds per step whatever the load. The same runs give the window's frame
rates and event-loop delay (plot_rate.py).
"""
from __future__ import annotations

from benchmarks.settings import Budget
from benchmarks.stats import median, paired_ratios

SIDES = ("app", "engine", "raw")


def measure(workers: dict, budget: Budget, device: str = "cpu") -> dict:
    """``workers``: {"app": window worker, "engine": engine worker, "raw": raw loop worker}.
    Returns {model: {side: [run results], summary figures}}."""
    runs: dict = {model: {side: [] for side in SIDES} for model in budget.models}
    common = {"seconds": budget.train_seconds, "warmup": budget.warmup_seconds, "device": device}
    commands = {"app": dict(common, cmd="train", rotate=budget.tab_seconds), "engine": common, "raw": common}
    timeout = 120 + 4 * (budget.train_seconds + budget.warmup_seconds)
    for index in range(budget.rounds):
        order = SIDES[index % 3:] + SIDES[:index % 3]
        for model in budget.models:
            for side in order:
                command = dict(commands[side], model=model)
                runs[model][side].append(workers[side].request(command, timeout=timeout))
    return {model: summarize(result) for model, result in runs.items()}


def rates(runs: list, key: str = "steps_per_second") -> list[float]:
    return [run.get(key) or 0.0 for run in runs]


def summarize(result: dict) -> dict:
    app, engine, raw = (rates(result[side]) for side in SIDES)
    app_cpu, raw_cpu = rates(result["app"], "steps_per_cpu_second"), rates(result["raw"], "steps_per_cpu_second")
    return dict(
        result,
        app_steps_per_second=median(app), engine_steps_per_second=median(engine),
        raw_steps_per_second=median(raw),
        engine_reported_steps_per_second=median(rates(result["app"], "engine_steps_per_second")),
        ratio=median(paired_ratios(app, raw)), ratios=paired_ratios(app, raw),
        engine_ratio=median(paired_ratios(engine, raw)),
        window_cost_ratio=median(paired_ratios(app, engine)),
        cpu_ratio=median(paired_ratios(app_cpu, raw_cpu)))
