"""One table of every figure: rows with a target say whether it holds; text, markdown or JSON."""
from __future__ import annotations

import datetime
import os
import platform
from dataclasses import asdict, dataclass
from typing import Optional

from benchmarks.settings import THREADS

ROW_IDS = (  # every row the JSON always has (a skipped measurement says so in its result)
    "throughput.tutorial-2layer", "throughput.fit-1d", "throughput.classify-2d",
    "function_cost", "function_cost.activation",
    "plot_rate.fps.tutorial-2layer", "plot_rate.fps.fit-1d", "plot_rate.fps.classify-2d",
    "plot_rate.delay.tutorial-2layer", "plot_rate.delay.fit-1d", "plot_rate.delay.classify-2d",
    "edit_latency", "edit_latency.jacobian", "edit_latency.checks", "check_shape", "grading", "wire.tutorial-2layer", "wire.fit-1d", "wire.classify-2d",
    "startup.window", "startup.engine", "startup.import_torch",
    "memory.window", "memory.engine", "cuda.throughput", "cuda.function_cost",
    "editor_help.completion", "editor_help.key_to_paint",
)


@dataclass
class Row:
    id: str
    measurement: str
    result: str
    target: str = ""
    holds: Optional[bool] = None  # None: no target, or not measured
    value: Optional[float] = None  # the figure the target is about

    @property
    def verdict(self) -> str:
        return {True: "yes", False: "NO", None: ""}[self.holds]


def machine() -> dict:
    """Date, cores, CPU model and load: what a reader needs to weigh the figures."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as info:
            model = next((line.split(":", 1)[1].strip() for line in info if line.startswith("model name")), model)
    except OSError:
        pass
    try:
        load = list(os.getloadavg())
    except OSError:
        load = []
    return {"date": datetime.date.today().isoformat(), "cores": os.cpu_count(), "cpu": model,
            "load_average": load, "python": platform.python_version(), "torch_threads": THREADS}


def fmt(value: Optional[float], digits: int = 0, unit: str = "") -> str:
    if value is None:
        return "—"
    return f"{value:,.{digits}f}{unit}"


def text_table(rows: list[Row], info: dict) -> str:
    header = ("Measurement", "Result", "Target", "Holds")
    cells = [header] + [(row.measurement, row.result, row.target, row.verdict) for row in rows]
    widths = [max(len(cell[i]) for cell in cells) for i in range(4)]
    lines = [f"Autograd Playground benchmarks — {info['date']}, {info['cores']} cores, {info['cpu']}, "
             f"torch threads pinned to {info['torch_threads']} on both sides of every comparison"]
    for index, cell in enumerate(cells):
        lines.append("  ".join(text.ljust(width) for text, width in zip(cell, widths)).rstrip())
        if index == 0:
            lines.append("  ".join("-" * width for width in widths))
    return "\n".join(lines)


def markdown_table(rows: list[Row], info: Optional[dict] = None) -> str:
    lines = []
    if info is not None:
        lines += [f"Measured {info['date']} on {info['cores']} cores ({info['cpu']}), load average "
                  f"{', '.join(f'{x:.2f}' for x in info.get('load_average', []))} at the start; torch "
                  f"pinned to {info['torch_threads']} thread on both sides of every comparison.", ""]
    lines += ["| Measurement | Result | Target | Holds |", "|---|---|---|---|"]
    for row in rows:
        lines.append(f"| {row.measurement} | {row.result} | {row.target} | {row.verdict} |")
    return "\n".join(lines)


def as_json(rows: list[Row], info: dict, details: dict) -> dict:
    return {"machine": info, "rows": {row.id: asdict(row) for row in rows}, "details": details}
