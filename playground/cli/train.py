"""`train` on the command line: the engine's Trainer, run in this process, with progress or JSON."""
from __future__ import annotations

import ast
import dataclasses
import json
import re
import sys
import time

import numpy as np

from playground import protocol
from playground.cli.report import _plain
from playground.formats import presets

PROGRESS_INTERVAL = 0.5  # seconds between progress lines


def train_settings(text: str) -> dict:
    """The settings of a `Train:` line in the text's docstring (presets have one), else {}."""
    try:
        docstring = ast.get_docstring(ast.parse(text))
        match = re.search(r"^\s*Train:\s*(.+)$", docstring or "", re.MULTILINE)
        return presets.parse_train_line(match.group(1)) if match else {}
    except (SyntaxError, ValueError):
        return {}  # a file without a valid Train line trains with the defaults


def config_from_args(args, text: str) -> protocol.TrainConfig:
    """Defaults, the chosen model's own defaults, the file's `Train:` line, then the options given."""
    from playground.engine.train.config import defaults_for

    given = {field.name: getattr(args, field.name, None) for field in dataclasses.fields(protocol.TrainConfig)}
    given = {name: value for name, value in given.items() if value is not None}
    from_file = train_settings(text)
    config = dataclasses.asdict(protocol.TrainConfig(steps=500))
    config.update(defaults_for(given.get("model") or from_file.get("model") or config["model"]))
    config.update(from_file)
    config.update(given)
    return protocol.TrainConfig(**config)


def train_from_args(args, text: str, filename: str) -> int:
    """Run the training that the arguments describe; returns the exit status."""
    from playground.engine.usercode.errors import UserCodeError, error_from_exception

    config = config_from_args(args, text)
    history = _History()
    started = time.perf_counter()
    try:
        trainer = _build_trainer(config, text, filename, args.function)
        run_seconds = _run(trainer, config, history, quiet=args.json)
        errors = []
    except UserCodeError as error:
        errors, run_seconds = [error.info], time.perf_counter() - started
    except Exception as error:  # the user's code failed while training
        info = getattr(error, "info", None) or error_from_exception(error, "train", filename)
        errors, run_seconds = [info], time.perf_counter() - started
    report = history.report(config, errors, run_seconds)
    if args.json:
        print(json.dumps(report))
    else:
        _print_summary(report)
    return 0 if report["ok"] else 2


def _build_trainer(config: protocol.TrainConfig, text: str, filename: str, subject_name):
    from playground.engine.train.trainer import Trainer
    from playground.engine.usercode.source import compile_source
    from playground.engine.usercode.subject import choose_subject

    subject = choose_subject(compile_source(text, filename), subject_name)
    layer_factory = subject.layer if config.model == "layer" else None
    return Trainer(config, subject.activation, layer_factory)


def _run(trainer, config: protocol.TrainConfig, history: "_History", quiet: bool) -> float:
    """Step to the end, draining records now and then; returns the seconds spent stepping."""
    run_seconds = 0.0
    last_report = time.perf_counter()
    while trainer.step_count < config.steps:
        started = time.perf_counter()
        trainer.step()
        now = time.perf_counter()
        run_seconds += now - started
        if now - last_report >= PROGRESS_INTERVAL:
            history.add(trainer.drain())
            last_report = now
            if not quiet:
                print(f"step {trainer.step_count}/{config.steps}  loss {history.last_loss():.6g}  "
                      f"({trainer.step_count / run_seconds:,.0f} steps/s)", flush=True)
    history.add(trainer.drain())
    return run_seconds


class _History:
    """Every step's records, gathered from the trainer's drains."""

    def __init__(self):
        self.loss, self.test_loss, self.accuracy = [], [], []
        self.grad_norms: dict = {}
        self.steps = 0

    def add(self, records: dict) -> None:
        self.steps += len(records["loss"])
        self.loss.extend(np.asarray(records["loss"]).tolist())
        for key, target in (("test_loss", self.test_loss), ("accuracy", self.accuracy)):
            if records.get(key) is not None:
                target.extend(np.asarray(records[key]).tolist())
        for name, values in records["grad_norms"].items():
            self.grad_norms.setdefault(name, []).extend(np.asarray(values).tolist())

    def last_loss(self) -> float:
        return self.loss[-1] if self.loss else float("nan")

    def report(self, config: protocol.TrainConfig, errors: list, seconds: float) -> dict:
        report = {
            "ok": not errors,
            "device": config.device,
            "model": config.model,
            "dataset": config.dataset,
            "steps": self.steps,
            "loss": _plain(self.loss),
            "final_loss": _plain(self.loss[-1]) if self.loss else None,
            "grad_norms": _plain(self.grad_norms),
            "steps_per_second": self.steps / seconds if seconds > 0 else 0.0,
            "config": dataclasses.asdict(config),
            "errors": [error.to_json() for error in errors],
        }
        if self.test_loss:
            report["test_loss"] = _plain(self.test_loss)
        if self.accuracy:
            report["accuracy"] = _plain(self.accuracy)
        return report


def _print_summary(report: dict) -> None:
    for error in report["errors"]:
        where = f"line {error['line']}" if error["line"] else "no line"
        print(f"error: [{error['phase']}, {where}] {error['type']}: {error['message']}", file=sys.stderr)
    if report["steps"]:
        print(f"{report['model']} on {report['device']}: {report['steps']} steps, "
              f"final loss {report['final_loss']}, {report['steps_per_second']:,.0f} steps/s")
        for name, values in report["grad_norms"].items():
            print(f"  grad norm {name}: {values[-1]}")
