"""`train` on the command line: a run in an engine process, with progress lines or one JSON object.

The student's code runs in the engine, as in the window, never in this process: a backward that
calls ``os._exit(0)``, loops forever or segfaults ends in exit status 2 and an error naming what
happened, within ``--timeout`` (the longest its compile, or a single training step, may take).
"""
from __future__ import annotations

import ast
import dataclasses
import json
import re
import sys
import time
from typing import Optional

import numpy as np

from playground import protocol
from playground.cli.report import _plain
from playground.client.blocking import DEFAULT_TIMEOUT, engine_did_not_start, output_text, wait_for_answer
from playground.client.client import EngineClient
from playground.client.lost import restart_error
from playground.formats import presets
from playground.vocabulary import defaults_for

PROGRESS_INTERVAL = 0.5  # seconds between progress lines
EXIT_DONE, EXIT_ERROR = 0, 2


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
    config = config_from_args(args, text)
    timeout = getattr(args, "timeout", None) or DEFAULT_TIMEOUT
    progress = None if args.json else _print_progress(config)
    report = train_in_engine(text, filename, args.function, config, timeout, progress)
    if args.json:
        print(json.dumps(report))
    else:
        _print_summary(report)
    return EXIT_DONE if report["ok"] else EXIT_ERROR


def train_in_engine(text: str, filename: str, subject: Optional[str], config: protocol.TrainConfig,
                    timeout: float = DEFAULT_TIMEOUT, on_progress=None) -> dict:
    """Train in an engine process of its own; the `train --json` report. ``timeout``: the
    longest the code's compile, or one training step, may take."""
    client = EngineClient(compile_timeout=timeout, standby=False)
    client.start()
    history = _History(on_progress)
    try:
        request_id = client.train(text, subject, config, filename=filename,
                                  snapshot_interval=min(PROGRESS_INTERVAL, timeout / 4), step_timeout=timeout)
        answer = wait_for_answer(client, request_id, protocol.TrainFinished, history.add)
    finally:
        client.close(timeout=0.5)
    if isinstance(answer, protocol.TrainFinished):
        errors, speed = list(answer.errors), answer.steps_per_second
    else:
        errors, speed = [restart_error(answer) if answer is not None else engine_did_not_start()], 0.0
    return history.report(config, errors, speed)


def _print_progress(config: protocol.TrainConfig):
    last = [time.monotonic()]

    def progress(history: "_History") -> None:
        now = time.monotonic()
        if now - last[0] >= PROGRESS_INTERVAL:
            last[0] = now
            print(f"step {history.steps}/{config.steps}  loss {history.last_loss():.6g}  "
                  f"({history.speed:,.0f} steps/s)", flush=True)
    return progress


class _History:
    """Every step's records, gathered from the run's snapshots, and what its code printed."""

    def __init__(self, on_progress=None):
        self.loss, self.test_loss, self.accuracy = [], [], []
        self.grad_norms: dict = {}
        self.steps = 0
        self.speed = 0.0
        self.printed: list[str] = []
        self.on_progress = on_progress

    def add(self, message: protocol.Message) -> None:
        if isinstance(message, protocol.Output):
            self.printed.append(output_text(message))
        elif isinstance(message, protocol.TrainSnapshot):
            self._add_snapshot(message)

    def _add_snapshot(self, snapshot: protocol.TrainSnapshot) -> None:
        self.steps += len(snapshot.loss)
        self.speed = snapshot.steps_per_second
        self.loss.extend(np.asarray(snapshot.loss).tolist())
        for values, target in ((snapshot.test_loss, self.test_loss), (snapshot.accuracy, self.accuracy)):
            if values is not None:
                target.extend(np.asarray(values).tolist())
        for name, values in snapshot.grad_norms.items():
            self.grad_norms.setdefault(name, []).extend(np.asarray(values).tolist())
        if self.on_progress is not None and len(snapshot.loss):
            self.on_progress(self)

    def last_loss(self) -> float:
        return self.loss[-1] if self.loss else float("nan")

    def report(self, config: protocol.TrainConfig, errors: list, steps_per_second: float) -> dict:
        report = {
            "ok": not errors,
            "device": config.device,
            "model": config.model,
            "dataset": config.dataset,
            "steps": self.steps,
            "loss": _plain(self.loss),
            "final_loss": _plain(self.loss[-1]) if self.loss else None,
            "grad_norms": _plain(self.grad_norms),
            "steps_per_second": steps_per_second,
            "config": dataclasses.asdict(config),
            "errors": [error.to_json() for error in errors],
            "output": "".join(self.printed),
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

