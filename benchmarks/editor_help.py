"""Editor help (playground/ui/lsp/): completion's latency after warm-up, and keystroke → paint
while the servers work. ``python -m benchmarks.editor_help [--completions N] [--keys N]``; in
``make bench`` its section ``editor_help`` (a process of its own, ``measure_apart``).

An offscreen EditorPane with the real servers (jedi-language-server, ruff server):
- warm-up: the start's own warm-up (jedi reads torch) and one ``torch.sigm`` completion, timed;
- completion: Ctrl+Space's request at the end of ``x = torch.sigm`` (a new line each round, so the
  text changed as when typing) until the list shows, N rounds: p50 and p95;
- keystroke → paint: a key sent to the editor until its viewport's next paint, typed every 60 ms
  (a fast typist) while jedi answers a completion asked at each '.', ruff checks each pause and the
  Function hints run: cold (jedi still reading torch, on the other core) and warm; p50, p95, max.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, Qt  # noqa: E402 (the platform is chosen first)
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.report import Row  # noqa: E402
from benchmarks.stats import percentile  # noqa: E402
from benchmarks.workers import REPO, bench_environment  # noqa: E402

COMPLETION_TARGET_MS = 300
KEY_TO_PAINT_TARGET_MS = 16

TYPED = "y = torch.sigmoid(x) * torch.tanh(x).clamp(min=0)"  # a line with three '.' in it
KEY_INTERVAL_S = 0.06


class PaintClock(QObject):
    """The time of the viewport's latest paint."""

    def __init__(self, viewport):
        super().__init__(viewport)
        self.last = 0.0
        viewport.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.last = time.perf_counter()
        return False


def _spin(app, until, timeout_s: float) -> bool:
    end = time.perf_counter() + timeout_s
    while time.perf_counter() < end and not until():
        app.processEvents()
        time.sleep(0.001)
    return until()


def _time_completion(app, help_, editor, timeout_s: float) -> float:
    shown = []
    help_.completion_shown.connect(lambda: shown.append(time.perf_counter()))
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    QTest.keyClicks(editor, "x = torch.sigm")
    started = time.perf_counter()
    help_.request_completion()
    _spin(app, lambda: shown, timeout_s)
    help_.completion_shown.disconnect()
    help_.popup.hide()
    if not shown or help_.popup.labels()[:1] != ["sigmoid"]:
        raise RuntimeError(f"no sigmoid in {timeout_s} s: {help_.popup.labels()[:3]}")
    return (shown[0] - started) * 1000


def _keys_to_paint(app, editor, clock: PaintClock, count: int) -> list[float]:
    latencies = []
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    for index in range(count):
        character = TYPED[index % len(TYPED)]
        if index % len(TYPED) == 0:
            QTest.keyClick(editor, Qt.Key.Key_Return)
            _spin(app, lambda: False, KEY_INTERVAL_S)
        before = clock.last
        sent = time.perf_counter()
        QTest.keyClick(editor, character)
        _spin(app, lambda: clock.last > before, 5.0)
        latencies.append((clock.last - sent) * 1000)
        _spin(app, lambda: False, KEY_INTERVAL_S)  # replies, marks and hints land in between
    return latencies


def measure(completions: int, keys: int) -> dict:
    from playground.ui.editor.pane import EditorPane
    from playground.ui.lsp.editor_help import EditorHelp

    app = QApplication.instance() or QApplication([])
    pane = EditorPane()
    pane.resize(900, 600)
    pane.show()
    editor = pane.editor
    clock = PaintClock(editor.viewport())
    help_ = EditorHelp(editor)
    help_.start()
    editor.set_text("import torch\nx = torch.ones(3)\n")
    _spin(app, help_.completer.is_running, 60)
    cold_keys = _keys_to_paint(app, editor, clock, keys)  # jedi reads torch meanwhile (its warm-up)
    warm_up_ms = _time_completion(app, help_, editor, 300)
    completion_ms = [_time_completion(app, help_, editor, 60) for _ in range(completions)]
    warm_keys = _keys_to_paint(app, editor, clock, keys)
    help_.shutdown()
    return {"first_completion_ms": round(warm_up_ms),
            "completion_p50_ms": round(percentile(completion_ms, 50)),
            "completion_p95_ms": round(percentile(completion_ms, 95)),
            "cold_key_to_paint_p50_ms": round(percentile(cold_keys, 50), 1),
            "cold_key_to_paint_p95_ms": round(percentile(cold_keys, 95), 1),
            "cold_key_to_paint_max_ms": round(max(cold_keys), 1),
            "warm_key_to_paint_p50_ms": round(percentile(warm_keys, 50), 1),
            "warm_key_to_paint_p95_ms": round(percentile(warm_keys, 95), 1),
            "warm_key_to_paint_max_ms": round(max(warm_keys), 1),
            "completions": completions, "keys": keys}


def measure_apart(quick: bool) -> dict:
    """The measurement in a process of its own (a fresh scratch home: jedi's cache is cold, as on
    a first start), as ``make bench`` runs it."""
    counts = ["--completions", "3", "--keys", "20"] if quick else []
    done = subprocess.run([sys.executable, "-m", "benchmarks.editor_help", *counts], cwd=REPO,
                          env=bench_environment(), capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(f"benchmarks.editor_help failed (status {done.returncode}): {done.stderr[-2000:]}")
    return json.loads(done.stdout)


def rows(result: dict) -> list[Row]:
    completion, keys = result["completion_p50_ms"], result["warm_key_to_paint_p95_ms"]
    return [Row("editor_help.completion", "Completion (torch.sigm, Ctrl+Space) after warm-up, p50",
                f"{completion} ms (p95 {result['completion_p95_ms']}; the first, cold: {result['first_completion_ms']} ms;"
                f" {result['completions']} rounds)", f"≤ {COMPLETION_TARGET_MS} ms",
                completion <= COMPLETION_TARGET_MS, completion),
            Row("editor_help.key_to_paint", "Keystroke → paint while the servers work, p95",
                f"{keys} ms (p50 {result['warm_key_to_paint_p50_ms']}, max {result['warm_key_to_paint_max_ms']}; "
                f"while jedi reads torch: p95 {result['cold_key_to_paint_p95_ms']}, max "
                f"{result['cold_key_to_paint_max_ms']}; {result['keys']} keys)", f"≤ {KEY_TO_PAINT_TARGET_MS} ms",
                keys <= KEY_TO_PAINT_TARGET_MS, keys)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--completions", type=int, default=20)
    parser.add_argument("--keys", type=int, default=100)
    args = parser.parse_args()
    print(json.dumps(measure(args.completions, args.keys), indent=1))


if __name__ == "__main__":
    main()
