"""Profiles behind the figures: where the engine, the judge and the window spend their time.

    python -m benchmarks.profile engine [--model tutorial-2layer] [--seconds 5]
    python -m benchmarks.profile check [--count 20]
    python -m benchmarks.profile window [--model tutorial-2layer] [--seconds 5]
    python -m benchmarks.profile steps [--model M] [--seconds 6]
    python -m benchmarks.profile layout [--seconds 6]

``engine`` runs the real engine loop (server.serve) in this process under cProfile while a
separate process plays the window: it asks for a run, reads every message for ``seconds`` and
stops it. ``check`` times Engine.compile (the edit → result path) the same way. ``window`` runs
the window worker with BENCH_PROFILE_GUI set. Each prints the top functions by own time.
``steps`` times the engine's training step against the raw loop's in one thread, interleaved
(benchmarks/step_ab.py): per-step costs that a busy machine disturbs little; every model unless
--model names one. ``layout`` times the tutorial step with row-major against column-major
weights (benchmarks/layout_ab.py).
"""
from __future__ import annotations

import argparse
import cProfile
import multiprocessing
import pstats
import sys
import tempfile
import time

from benchmarks.edit_source import edit_text


def play_window(conn, model: str, seconds: float, compiles: int) -> None:
    """The window's side of the pipe: one run (or ``compiles`` edits), every message read."""
    from playground import protocol
    from playground.engine.train.config import defaults_for
    from playground.formats.presets import read_preset_source
    from playground.wire import MessagePipe

    conn = MessagePipe(conn)
    source = edit_text(read_preset_source("relu_tutorial"))
    conn.receive()  # EngineReady
    if compiles:
        for index in range(compiles):
            conn.send(protocol.CompileRequest(request_id=index,
                                              source=source.replace("SCALE = 1.0", f"SCALE = 1.{index % 9 + 1}")))
            while not isinstance(conn.receive(), protocol.CompileResult):
                pass
    else:
        config = protocol.TrainConfig(model=model, **dict(defaults_for(model), steps=10_000_000))
        conn.send(protocol.TrainRequest(request_id=1, source=source, subject=None, config=config))
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if conn.poll(0.01):
                conn.receive()
        conn.send(protocol.Control(action="stop"))
        while not isinstance(conn.receive(), protocol.TrainFinished):
            pass
    conn.send(protocol.Shutdown())


def profile_engine(model: str, seconds: float, compiles: int, top: int) -> None:
    from playground.engine.server import serve
    from playground.wire import MessagePipe

    context = multiprocessing.get_context("spawn")
    engine_end, window_end = context.Pipe(duplex=True)
    window = context.Process(target=play_window, args=(window_end, model, seconds, compiles))
    window.start()
    profiler = cProfile.Profile()
    stdout, stderr = sys.stdout, sys.stderr
    profiler.enable()
    try:
        serve(MessagePipe(engine_end), {"threads": 1})
    finally:
        profiler.disable()
        sys.stdout, sys.stderr = stdout, stderr
    window.join(10)
    stats = pstats.Stats(profiler)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats("playground|connection|msgpack", top)


def profile_window(model: str, seconds: float, top: int) -> None:
    from benchmarks.workers import Worker, bench_environment

    with tempfile.NamedTemporaryFile(suffix=".prof") as out:
        with Worker("benchmarks.window_worker", ("1",),
                    env=bench_environment({"BENCH_PROFILE_GUI": out.name})) as worker:
            result = worker.request({"cmd": "train", "model": model, "seconds": seconds, "warmup": 1.0})
        print({key: result[key] for key in ("steps_per_second", "frames_per_second", "loop_delay_ms",
                                            "cpu_share")})
        pstats.Stats(out.name).sort_stats("tottime").print_stats(top)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.profile", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=("engine", "check", "window", "steps", "layout"))
    parser.add_argument("--model", help="default: tutorial-2layer (steps: every model)")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--count", type=int, default=20, help="edits judged (check)")
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args(argv)
    if args.what == "layout":
        from benchmarks.layout_ab import compare as compare_layouts
        from benchmarks.layout_ab import report as report_layouts

        print(report_layouts(compare_layouts(args.seconds)))
        return
    if args.what == "steps":
        from benchmarks.settings import MODELS
        from benchmarks.step_ab import compare, report

        for model in [args.model] if args.model else MODELS:
            print(report(compare(model, args.seconds)), flush=True)
        return
    args.model = args.model or "tutorial-2layer"
    if args.what == "window":
        profile_window(args.model, args.seconds, args.top)
    else:
        profile_engine(args.model, args.seconds, args.count if args.what == "check" else 0, args.top)


if __name__ == "__main__":
    main()
