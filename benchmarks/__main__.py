"""python -m benchmarks [--quick] [--json] [--device auto|cpu|cuda] [--only SECTIONS] [--rounds N] [--models M,...]

Runs every benchmark in one go and prints one table (or, with --json, one JSON document).
Sections run in this order, so the timing-sensitive ones see the quietest machine: start-up,
the Function's cost, then the app and a raw loop side by side (training speed, plot rate),
edits, memory, CUDA where present, and the editor's help (its language servers). Exit status 1 if
a benchmark failed to run.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import traceback
from dataclasses import replace
from typing import Callable

from benchmarks import (
    check_shape,
    edit_latency,
    editor_help,
    grading,
    memory,
    plot_rate,
    rows,
    startup,
    throughput,
    wire_codec,
)
from benchmarks.report import ROW_IDS, Row, as_json, machine, markdown_table, text_table
from benchmarks.settings import FULL, MODELS, QUICK, THREADS, Budget
from benchmarks.workers import PREFIX, REPO, Worker, bench_environment

SECTIONS = ("startup", "function", "throughput", "edit", "check_shape", "grading", "wire", "memory", "cuda",
            "editor_help")


def parse_args(argv) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.split("\n\n")[1])
    parser.add_argument("--quick", action="store_true", help="measure briefly: proves the benchmarks work")
    parser.add_argument("--json", action="store_true", help="print JSON instead of the table")
    parser.add_argument("--markdown", action="store_true", help="print the table as markdown")
    parser.add_argument("--device", choices=("auto", "cpu", "cuda"), default="auto",
                        help="auto: CUDA rows too where CUDA is present (default); cpu: skip them")
    parser.add_argument("--save", metavar="FILE.json", help="also write the JSON document to FILE.json")
    parser.add_argument("--load", metavar="FILE.json",
                        help="measure nothing: print the table of a run saved with --save")
    parser.add_argument("--only", default=",".join(SECTIONS),
                        help=f"comma-separated sections to run, of: {', '.join(SECTIONS)}")
    parser.add_argument("--rounds", type=int, help="rounds of the training comparison (default: 6, --quick 1)")
    parser.add_argument("--models", help=f"comma-separated models to train, of: {', '.join(MODELS)}")
    args = parser.parse_args(argv)
    args.sections = [name.strip() for name in args.only.split(",") if name.strip()]
    unknown = set(args.sections) - set(SECTIONS)
    if unknown:
        parser.error(f"unknown sections: {', '.join(sorted(unknown))}")
    args.model_list = [name.strip() for name in (args.models or ",".join(MODELS)).split(",") if name.strip()]
    if set(args.model_list) - set(MODELS):
        parser.error(f"unknown models: {', '.join(sorted(set(args.model_list) - set(MODELS)))}")
    if args.rounds is not None and args.rounds < 1:
        parser.error("--rounds must be at least 1")
    return args


def budget_of(args: argparse.Namespace) -> Budget:
    """The full or quick budget, with the rounds and models asked for."""
    budget = replace(QUICK if args.quick else FULL, models=tuple(args.model_list))
    return budget if args.rounds is None else replace(budget, rounds=args.rounds)


def function_cost(budget: Budget, device: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.function_cost", str(budget.function_calls),
         str(budget.function_rounds), device, str(THREADS)],
        cwd=REPO, env=bench_environment(), capture_output=True, text=True, timeout=600)
    lines = [line for line in done.stdout.splitlines() if line.startswith(PREFIX)]
    if done.returncode or not lines:
        raise RuntimeError(f"function_cost failed (status {done.returncode}): {done.stderr[-2000:]}")
    return json.loads(lines[-1][len(PREFIX):])


class Run:
    """Runs the sections, keeping every result, every error and the table's rows."""

    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.budget = budget_of(args)
        self.rows: dict[str, Row] = {}
        self.details: dict = {}
        self.errors: dict[str, str] = {}
        self._workers: dict = {}

    def section(self, name: str, measure: Callable[[], list[Row]], fallback: list[tuple[str, str]]) -> None:
        """Run one section; on failure its rows say so (``fallback``: (row id, measurement))."""
        if name not in self.args.sections:
            for row_id, measurement in fallback:
                self.rows[row_id] = Row(row_id, measurement, "not run (--only)")
            return
        try:
            for row in measure():
                self.rows[row.id] = row
        except Exception as error:  # a benchmark that breaks must not hide the others
            self.errors[name] = f"{type(error).__name__}: {error}"
            self.details.setdefault("tracebacks", {})[name] = traceback.format_exc()
            for row_id, measurement in fallback:
                self.rows.setdefault(row_id, Row(row_id, measurement, f"failed: {type(error).__name__}"))

    def workers(self) -> dict:
        """{"app", "engine", "raw"} workers, started together (again, if a failed section
        killed one): the window with its engine, the engine alone, the raw loop."""
        if not self._workers or not all(worker.alive for worker in self._workers.values()):
            self.close()
            self._workers = {"app": Worker("benchmarks.window_worker", (THREADS,), wait=False),
                             "engine": Worker("benchmarks.engine_worker", (THREADS,), wait=False),
                             "raw": Worker("benchmarks.raw_loops", (THREADS,), wait=False)}
            for worker in self._workers.values():
                worker.wait_ready()
        return self._workers

    def close(self) -> None:
        for worker in self._workers.values():
            worker.close()
        self._workers = {}

    # ------------------------------------------------------------------ sections

    def startup(self) -> list[Row]:
        self.details["startup"] = startup.measure(self.budget)
        return rows.startup_rows(self.details["startup"])

    def function(self) -> list[Row]:
        self.details["function_cost"] = function_cost(self.budget, "cpu")
        return rows.function_rows(self.details["function_cost"])

    def throughput(self) -> list[Row]:
        result = throughput.measure(self.workers(), self.budget)
        self.details["throughput"] = result
        self.details["plot_rate"] = plot_rate.summarize(result)
        return rows.throughput_rows(result) + rows.plot_rows(self.details["plot_rate"])

    def edit(self) -> list[Row]:
        self.details["edit_latency"] = edit_latency.measure(self.workers()["app"], self.budget)
        return rows.edit_rows(self.details["edit_latency"])

    def check_shape(self) -> list[Row]:
        self.details["check_shape"] = check_shape.measure(1 if self.args.quick else 3)
        return check_shape.rows(self.details["check_shape"])

    def grading(self) -> list[Row]:
        self.details["grading"] = grading.measure(*((20, 2) if self.args.quick else (grading.FILES, grading.SAMPLE)))
        return grading.rows(self.details["grading"])

    def wire(self) -> list[Row]:
        self.details["wire"] = wire_codec.measure(*((5, 0.3) if self.args.quick else (30, 1.5)))
        return wire_codec.rows(self.details["wire"])

    def memory(self) -> list[Row]:
        self.details["memory"] = memory.measure(self.workers()["app"], self.budget)
        return rows.memory_rows(self.details["memory"], self.budget.memory_checkpoints)

    def editor_help(self) -> list[Row]:
        self.details["editor_help"] = editor_help.measure_apart(self.args.quick)
        return editor_help.rows(self.details["editor_help"])

    def cuda(self) -> list[Row]:
        if self.args.device == "cpu":
            return rows.cuda_rows(None, None, "skipped: --device cpu")
        workers = self.workers()
        if not workers["raw"].wait_ready().get("cuda"):
            return rows.cuda_rows(None, None, "skipped: no CUDA device")
        result = throughput.measure(workers, self.budget, device="cuda")
        function = function_cost(self.budget, "cuda")
        self.details["cuda"] = {"throughput": result, "function_cost": function}
        return rows.cuda_rows(result, function, "")

    def run_all(self) -> None:
        model_ids = [(f"throughput.{m}", f"Training {m}") for m in ("tutorial-2layer", "fit-1d", "classify-2d")]
        plot_ids = [(f"plot_rate.{kind}.{m}", f"Plot {kind} while training {m}")
                    for kind in ("fps", "delay") for m in ("tutorial-2layer", "fit-1d", "classify-2d")]
        try:
            self.section("startup", self.startup, [("startup.window", "Start-up: window on screen"),
                                                   ("startup.engine", "Start-up: engine ready"),
                                                   ("startup.import_torch", "python -c \"import torch\"")])
            self.section("function", self.function, [("function_cost", "MyReLU compiled / imported"),
                                                     ("function_cost.activation", "MyReLU as activation")])
            self.section("throughput", self.throughput, model_ids + plot_ids)
            self.section("edit", self.edit, [("edit_latency", "Edit → new curves on screen"),
                                             ("edit_latency.jacobian", "Edit → Jacobian on screen"),
                                             ("edit_latency.checks", "Edit → every check on screen")])
            self.section("check_shape", self.check_shape, [("check_shape", "check --shape 128,800 / default")])
            self.section("grading", self.grading, [("grading", "check FOLDER / one check per file")])
            self.section("wire", self.wire, [(f"wire.{m}", f"Snapshot encode + decode ({m})")
                                             for m in wire_codec.MODELS])
            self.section("memory", self.memory, [("memory.window", "RSS of the window"),
                                                 ("memory.engine", "RSS of the engine")])
            self.section("cuda", self.cuda, [("cuda.throughput", "Training on CUDA"),
                                             ("cuda.function_cost", "MyReLU on CUDA")])
            self.section("editor_help", self.editor_help, [("editor_help.completion", "Completion after warm-up"),
                                                           ("editor_help.key_to_paint", "Keystroke → paint")])
        finally:
            self.close()

    def ordered_rows(self) -> list[Row]:
        return [self.rows[row_id] for row_id in ROW_IDS if row_id in self.rows]


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.load:
        with open(args.load, encoding="utf-8") as saved:
            document = json.load(saved)
        errors = document.get("errors", {})
    else:
        document, errors = measure(args)
        if args.save:
            with open(args.save, "w", encoding="utf-8") as out:
                json.dump(document, out, indent=1, default=float)
    show(document, args)
    return 1 if errors else 0


def measure(args: argparse.Namespace) -> tuple[dict, dict]:
    info = machine()
    run = Run(args)
    run.run_all()
    info["load_average_after"] = machine()["load_average"]
    info["quick"] = args.quick
    document = as_json(run.ordered_rows(), info, run.details)
    document["errors"] = run.errors
    for name, error in run.errors.items():
        print(f"{name} failed: {error}\n{run.details['tracebacks'][name]}", file=sys.stderr)
    return document, run.errors


def show(document: dict, args: argparse.Namespace) -> None:
    table = [Row(**row) for row in document["rows"].values()]
    if args.json:
        print(json.dumps(document, indent=1, default=float))
    elif args.markdown:
        print(markdown_table(table, document["machine"]))
    else:
        print(text_table(table, document["machine"]))


if __name__ == "__main__":
    sys.exit(main())
