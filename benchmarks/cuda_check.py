"""python -m benchmarks.cuda_check [--device cuda|cpu] [--out DIR] [--quick] [--only PARTS] [--limit S]

What only a GPU can show, in one short run on a lent GPU machine (its own python3 with torch,
numpy, msgpack and pytest; no Qt, nothing of this project installed; benchmarks/cuda_check.sh
starts it there). The parts (benchmarks/cuda_parts.py):

  tests         pytest of the tests about CUDA (the ones that need no Qt)
  checks        `check` of every lesson: the verdict each lesson says
  judge         every lesson judged on the device (check --device, and in-process) and with the
                device as torch's default: the same verdicts and curves as on the CPU
  train         `train` of every model on the CPU and on the device, same seed: the same losses
  syncs_memory  host syncs per training step, and device memory after 100 and 1,000 steps
  throughput    the engine alone against a raw loop of the same model on the device (steps/s)

Each part runs in a process of its own under a time limit (all of them together under --limit),
so one that fails, crashes or hangs is reported and the others go on; throughput runs last, with
the machine to itself. Writes DIR/cuda_check.json (every figure), DIR/summary.txt (what is printed
at the end) and each part's details and log under DIR. ``--device cpu`` runs every part on the CPU:
that is how it is tested where there is no GPU. Exit status 0 when every part is ok.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import subprocess
import sys
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Optional

from benchmarks.cuda_parts import PARTS, Settings
from benchmarks.workers import REPO, bench_environment

PART_LIMITS = {"tests": 150, "checks": 90, "judge": 120, "train": 120, "syncs_memory": 90, "throughput": 150}
ALONE = ("throughput",)  # timed: after the others, with the machine to itself
TOTAL_LIMIT = 300.0  # seconds for the whole run: the device machine's time is short
LOG_TAIL = 400
RUNNING: set = set()  # the parts' processes now running (each leads a process group)


def parse_args(argv: list) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cuda_check", description=__doc__.split("\n\n")[1])
    parser.add_argument("--device", choices=("cuda", "cpu"), default="cuda",
                        help="cuda (default) or cpu: every part on the CPU, to try this where there is no GPU")
    parser.add_argument("--out", default=os.environ.get("OUT") or str(REPO / "build" / "cuda-check"),
                        help="folder for the results (default: $OUT, else build/cuda-check)")
    parser.add_argument("--quick", action="store_true", help="a few steps and lessons: proves it runs")
    parser.add_argument("--only", default=",".join(PARTS), help=f"comma-separated parts, of: {', '.join(PARTS)}")
    parser.add_argument("--limit", type=float, default=TOTAL_LIMIT, help="seconds for all parts together")
    cores = os.cpu_count() or 1
    parser.add_argument("--parallel", type=int, default=4 if cores >= 8 else 1,
                        help="parts that run at once, throughput aside (default: 4 with 8 cores or more)")
    parser.add_argument("--jobs", type=int, default=max(1, cores // 4), help="processes a part may run at once")
    parser.add_argument("--part", help=argparse.SUPPRESS)  # internal: run this one part here
    args = parser.parse_args(argv)
    args.parts = [name.strip() for name in args.only.split(",") if name.strip()]
    if set(args.parts) - set(PARTS):
        parser.error(f"unknown parts: {', '.join(sorted(set(args.parts) - set(PARTS)))}")
    return args


def settings_of(args: argparse.Namespace) -> Settings:
    return Settings(args.device, Path(args.out).resolve(), args.quick, args.jobs)


def run_part_here(args: argparse.Namespace) -> int:
    """``--part NAME``: run one part in this process; its result goes to OUT/parts/NAME.json."""
    settings = settings_of(args)
    try:
        result = PARTS[args.part](settings)
    except Exception as error:  # the driver reports it; the other parts go on
        result = {"ok": False, "error": f"{type(error).__name__}: {error}", "traceback": traceback.format_exc()}
    (settings.out / "parts" / f"{args.part}.json").write_text(json.dumps(result, indent=1, default=float),
                                                               encoding="utf-8")
    return 0 if result.get("ok") else 1


def run_part(name: str, args: argparse.Namespace, limit: float) -> dict:
    """One part in a process group of its own, killed whole (engines and workers included) once
    it finishes or runs past ``limit`` seconds; its result, or why there is none."""
    settings = settings_of(args)
    if limit < 5:
        return {"ok": False, "error": "not run: no time left"}
    command = [sys.executable, "-m", "benchmarks.cuda_check", "--part", name, "--device", args.device,
               "--out", str(settings.out), "--jobs", str(args.jobs)] + (["--quick"] if args.quick else [])
    log = settings.out / "logs" / f"{name}.log"
    result_file = settings.out / "parts" / f"{name}.json"
    result_file.unlink(missing_ok=True)  # a result left by an earlier run in the same folder
    started = time.monotonic()
    with open(log, "w", encoding="utf-8") as output:
        process = subprocess.Popen(command, cwd=REPO, env=bench_environment({"OMP_NUM_THREADS": "1"}),
                                   stdout=output, stderr=subprocess.STDOUT, start_new_session=True)
        RUNNING.add(process)
        try:
            process.wait(timeout=limit)
            timed_out = False
        except subprocess.TimeoutExpired:
            timed_out = True
        finally:
            kill_group(process)
            RUNNING.discard(process)
    seconds = round(time.monotonic() - started, 1)
    if timed_out:
        return {"ok": False, "error": f"ran past its limit of {limit:.0f} s", "seconds": seconds}
    if not result_file.exists():
        tail = log.read_text(encoding="utf-8", errors="replace")[-LOG_TAIL:]
        return {"ok": False, "error": f"exited with status {process.returncode}: {tail}", "seconds": seconds}
    return dict(json.loads(result_file.read_text(encoding="utf-8")), seconds=seconds)


def kill_group(process: subprocess.Popen) -> None:
    """Kill what is left of a part's process group (a hung part, an engine it left behind)."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    process.wait()


def stop_on_terminate() -> None:
    """A SIGTERM (the wrapper's `timeout`) kills the parts' process groups too: they run in
    sessions of their own, so they would outlive this process."""
    def stop(signum, _frame):
        for process in list(RUNNING):
            kill_group(process)
        sys.exit(128 + signum)

    signal.signal(signal.SIGTERM, stop)


def run_all(args: argparse.Namespace) -> dict:
    """Every asked-for part, the correctness ones side by side, then the timed ones alone; a line
    as each ends. Returns {part: result}."""
    deadline = time.monotonic() + args.limit
    started = time.monotonic()

    def one(name: str) -> tuple[str, dict]:
        result = run_part(name, args, min(PART_LIMITS[name], deadline - time.monotonic()))
        status = "ok" if result.get("ok") else "FAILED"
        print(f"[{time.monotonic() - started:5.0f} s] {name}: {status}", flush=True)
        return name, result

    side_by_side = [name for name in args.parts if name not in ALONE]
    with ThreadPoolExecutor(max(1, args.parallel)) as pool:
        results = dict(pool.map(one, side_by_side))
    results.update(one(name) for name in args.parts if name in ALONE)
    return {name: results[name] for name in args.parts}


def machine(device: str) -> dict:
    """The machine and torch the figures come from."""
    import torch

    info = {"python": platform.python_version(), "torch": torch.__version__, "cuda": torch.version.cuda,
            "cores": os.cpu_count(), "load_average": os.getloadavg()[0], "device": device}
    if device == "cuda" and torch.cuda.is_available():
        info["gpu"] = torch.cuda.get_device_name(0)
    try:  # the device machine's copy of the checkout may have no .git, or no git
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True)
        info["commit"] = commit.stdout.strip() or None
    except OSError:
        info["commit"] = None
    return info


# --------------------------------------------------------------------------- the summary


def number(value: Optional[float], digits: int = 3) -> str:
    return "?" if value is None else f"{value:,.{digits}g}"


def part_lines(name: str, result: dict) -> list[str]:
    """A part's figures in a few short lines; an error in one."""
    head = f"{name:<13}{'ok' if result.get('ok') else 'FAILED':<7}"
    if "error" in result:
        return [head + result["error"][:300].replace("\n", " | ")]
    return [head + line if index == 0 else " " * 20 + line
            for index, line in enumerate(DESCRIBE[name](result) or [""])]


def describe_tests(result: dict) -> list[str]:
    counts = ", ".join(f"{result.get(key, '?')} {key}" for key in ("passed", "failed", "errors", "skipped"))
    failures = [f"{row['test']}: {row['message'][:160]}" for row in result.get("failures", [])[:6]]
    tail = result.get("tail", "").strip().splitlines()[-2:] if not result.get("ok") and not failures else []
    return [counts] + failures + tail


def describe_checks(result: dict) -> list[str]:
    wrong = [f"{name}: {row['got']} (lesson says {row['expected']}) {'; '.join(row['errors'])[:120]}"
             for name, row in result["wrong"].items()]
    return [f"{result['checked']}/{result['lessons']} lessons checked, {len(result['wrong'])} with another verdict"] + wrong


def describe_judge(result: dict) -> list[str]:
    """The lessons judged alike on CPU and device, the worst curve gap, and each that differs."""
    ways = ("cpu", "device", "default_device", "cli")
    rows = [f"{name}: {' / '.join(f'{way} {row.get(way)}' for way in ways)} (lesson: {row.get('expected')}), "
            f"codes {' vs '.join(map(str, row.get('codes', [])))}, curves {number(row.get('curve_difference'), 2)} "
            f"{row.get('error', '')[:120]}" for name, row in result["differ"].items()]
    seconds = ", ".join(f"{way} {number(value)}" for way, value in result.get("judge_seconds", {}).items())
    return [f"{result['same']}/{result['lessons']} lessons judged alike on cpu and {result.get('device')} "
            f"(in-process, check --device, default device); worst curve difference "
            f"{number(result.get('worst_curve_difference'), 2)} (<= {result.get('tolerance')}); s: {seconds}"] + rows


def describe_train(result: dict) -> list[str]:
    lines = [f"{result['steps']} steps, {' vs '.join(result['devices'])}, close = worst relative "
             f"difference <= {result['tolerance']:g}"]
    for model, row in result["models"].items():
        first, second = row["final"]
        lines.append(f"{model}: final loss {number(first, 6)} vs {number(second, 6)}, difference final "
                     f"{number(row['final_difference'], 2)} worst {number(row['worst_difference'], 2)}, wall "
                     f"{' vs '.join(number(s, 2) for s in row.get('wall_seconds', []))} s"
                     f"{'' if row['close'] else '  NOT CLOSE'} {'; '.join(row['errors'])[:160]}")
    return lines


def describe_syncs(result: dict) -> list[str]:
    lines = []
    for model, row in result["models"].items():
        syncs = row["syncs"]
        sync_text = ("syncs n/a on the CPU" if syncs is None else f"{row['steady_syncs_per_step']:.3g} syncs/step "
                     f"(first 10 steps {syncs['first_steps']}, snapshots {syncs['snapshots']})")
        memory = "; ".join(f"{step}: " + ", ".join(f"{k} {number(v)}" for k, v in reading.items())
                           for step, reading in row["memory_mb"].items())
        places = row["places"]["steps"]
        lines.append(f"{model}: {sync_text}; MiB after {memory}" + (f"; steps sync at {places}" if places else ""))
    return lines


def describe_throughput(result: dict) -> list[str]:
    lines = [f"{model}: engine {number(row['engine_steps_per_second'], 5)} vs raw "
             f"{number(row['raw_steps_per_second'], 5)} steps/s = {number(row['ratio'])} "
             f"(rounds {', '.join(number(r) for r in row['ratios'])})" for model, row in result["models"].items()]
    cost = result["function_cost"]
    return lines + [f"MyReLU fwd+bwd {cost['a']} / {cost['b']}: {number(cost['a_median_us'])} vs "
                    f"{number(cost['b_median_us'])} us = {number(cost['ratio'])}; engine >= raw: {result['holds']}"]


DESCRIBE = {"tests": describe_tests, "checks": describe_checks, "judge": describe_judge,
            "train": describe_train, "syncs_memory": describe_syncs, "throughput": describe_throughput}


def summary_text(document: dict) -> str:
    info = document["machine"]
    lines = [f"cuda_check on {info.get('gpu') or info['device']}: torch {info['torch']} (CUDA {info['cuda']}), "
             f"{info['cores']} cores, commit {info['commit']}, {document['seconds']:.0f} s"]
    for name, result in document["parts"].items():
        try:
            lines += part_lines(name, result)
        except (KeyError, TypeError, ValueError) as error:  # a result of another shape: say so, go on
            lines.append(f"{name:<13}{'?':<7}unreadable result ({type(error).__name__}: {error})")
    failed = [name for name, result in document["parts"].items() if not result.get("ok")]
    lines.append(f"all {len(document['parts'])} parts ok" if not failed else f"FAILED: {', '.join(failed)}")
    return "\n".join(lines)


def main(argv: Optional[list] = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.part:
        return run_part_here(args)
    out = Path(args.out).resolve()
    for folder in (out, out / "parts", out / "logs"):
        folder.mkdir(parents=True, exist_ok=True)
    stop_on_terminate()
    started = time.monotonic()
    document = {"machine": machine(args.device), "quick": args.quick}
    document["parts"] = run_all(args)
    document["seconds"] = time.monotonic() - started
    text = summary_text(document)
    (out / "cuda_check.json").write_text(json.dumps(document, indent=1, default=float), encoding="utf-8")
    (out / "summary.txt").write_text(text + "\n", encoding="utf-8")
    print(text, flush=True)
    return 0 if all(result.get("ok") for result in document["parts"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
