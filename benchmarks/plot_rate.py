"""Plot rate while training: frames per second of each live panel and the event loop's delay.

Read from the app's training runs (throughput.py): while a model trains, the Loss, Gradients and
Model tabs take turns on screen; a panel's frame rate is how often its plots were painted while
it was shown, counting only paints that showed new data (a flush of the panel since its previous
paint); all paints per second are kept too. The event-loop delay is the lateness of a 1 ms timer over the same window.
"""
from __future__ import annotations

from benchmarks.stats import median


def summarize(throughput: dict) -> dict:
    """{model: {"slowest_panel_fps", "panel_fps": {panel: median}, "delay_p99_ms", ...}}."""
    result = {}
    for model, runs in throughput.items():
        app = runs["app"]
        panels = sorted({panel for run in app for panel in run["frames_per_second"]})
        panel_fps = {panel: median(run["frames_per_second"][panel]["fps"] for run in app
                                   if panel in run["frames_per_second"]) for panel in panels}
        panel_paints = {panel: median(run["frames_per_second"][panel]["paints"] for run in app
                                      if panel in run["frames_per_second"]) for panel in panels}
        slowest = [min(rate["fps"] for rate in run["frames_per_second"].values())
                   for run in app if run["frames_per_second"]]
        result[model] = {
            "slowest_panel_fps": median(slowest),
            "panel_fps": panel_fps,
            "panel_paints_per_second": panel_paints,
            "snapshots_per_second": median(run["snapshots_per_second"] for run in app),
            "delay_p50_ms": median(run["loop_delay_ms"]["p50"] for run in app),
            "delay_p99_ms": median(run["loop_delay_ms"]["p99"] for run in app),
            "delay_max_ms": max(run["loop_delay_ms"]["max"] for run in app),
            "window_cpu_share": median(run["cpu_share"].get("window", 0.0) for run in app),
            "engine_cpu_share": median(run["cpu_share"].get("engine", 0.0) for run in app),
        }
    return result
