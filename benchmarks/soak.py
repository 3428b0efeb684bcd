"""python -m benchmarks.soak [--minutes N | --seconds S] [--interval S] [--preset NAME] [--json]

A repaint soak: the real window (offscreen) trains one long run with every plot live, the plot
tabs taking turns on screen so that each panel paints, and reports the resident memory of the
window and of the engine over time, the plots' update counts, and a verdict.

The window runs in a child process, so that an abort inside Qt (PySide6 6.12.0 with pyqtgraph
0.14.0 dies with ``Fatal Python error: none_dealloc`` after a few thousand setData calls,
DESIGN.md) is reported as a crash, with its last words, instead of taking this runner down.
A thread of the child reports independently of the event loop, so a window that hangs (its
event loop no longer ticking) is reported too, with where its GUI thread is stuck.
Exit status 0 when the verdict is "pass". tests/ui/test_soak.py runs the short version.
"""
# Qt and the window are imported inside functions only: the engine process is spawned and
# re-imports this module as __mp_main__, and must not load Qt.
from __future__ import annotations

import argparse
import faulthandler
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from typing import Callable, Optional

PREFIX = "@@soak "
GROWTH_LIMIT = 0.10  # resident memory may grow this much from the 25 % mark to the end ...
# ... plus this much, whatever the size. Not a leak: glibc's malloc arenas, Python's obmalloc
# pools and Qt's pixmap and glyph caches grow in steps of a few MB and keep them (runs of 25-40 s
# here moved the window by 5-6 MB and the engine by 2 MB), and the loss and gradient curves keep
# every step by design (8 bytes per step per curve for x and y each, in buffers that double:
# 50,000 steps of a 6-parameter model are ~10 MB).
ALLOWANCE_MB = 30.0
ROTATE_S = 1.0  # each plot tab stays on screen this long
STALL_REPORT_S = 10.0  # an event loop that has not ticked for this long is reported, with its stack
STALL_GIVE_UP_S = 120.0  # ... and after this long the window is ended: it is hung
START_UP_S = 300.0  # the window, a cold torch import and the preset's check, on a busy machine
STEPS = 10_000_000  # the most the Steps box allows: the run outlasts the soak
PANELS = ("function", "derivative", "loss", "gradients", "model")
IGNORED_QT_MESSAGES = ("This plugin does not support propagateSizeHints",
                       "This plugin does not support raise")


def resident_mb(pid: Optional[int]) -> Optional[float]:
    """VmRSS of a process in MB (None when it is gone or unknown)."""
    if pid is None:
        return None
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


# --------------------------------------------------------------------------- the window's side

_emit_lock = threading.Lock()


def _emit(event: str, **fields) -> None:
    with _emit_lock:  # the sampler thread and the GUI thread both report
        sys.stdout.write(PREFIX + json.dumps(dict(fields, event=event)) + "\n")
        sys.stdout.flush()


def _wait_until(predicate: Callable[[], bool], seconds: float, what: str) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {seconds:g} s waiting for {what}")
        loop = QEventLoop()
        QTimer.singleShot(20, loop.quit)
        loop.exec()


def _count_updates(window, flushes: dict, paints: dict) -> None:
    """Count each panel's paints (its scenes about to render) and its data updates (setData)."""
    panels = dict(zip(PANELS, (window.function_panel, window.derivative_panel, window.loss_panel,
                               window.gradient_panel, window.model_panel)))

    def bump(counts: dict, name: str):
        return lambda *_: counts.__setitem__(name, counts[name] + 1)

    for name, panel in panels.items():
        for view in panel.plot_views():
            view.scene().sigPrepareForPaint.connect(bump(paints, name))
    window.loss_panel.train_curve.sigPlotChanged.connect(bump(flushes, "loss"))
    window.model_panel.fit.sigPlotChanged.connect(bump(flushes, "model"))
    window.model_panel.boundary.sigImageChanged.connect(bump(flushes, "model"))
    watched = set()

    def watch_gradients(_started):  # norm curves exist once the run has started
        for curve in list(window.gradient_panel.norm_curves.values())[:1]:
            if id(curve) not in watched:
                watched.add(id(curve))
                curve.sigPlotChanged.connect(bump(flushes, "gradients"))

    window.session.started.connect(watch_gradients)


def _show_next_tab(window, turn: int) -> None:
    tabs = window.training_tabs
    tabs.setCurrentIndex(turn % tabs.count())
    picker = window.gradient_panel.picker
    if tabs.currentWidget() is window.gradient_panel and picker.count():
        picker.setCurrentIndex((turn // tabs.count()) % picker.count())  # every parameter in turn


def _qt_message_recorder(warnings: list):
    from PySide6.QtCore import QtMsgType

    def handler(kind, _context, message):
        if kind not in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg) and \
                not message.startswith(IGNORED_QT_MESSAGES):
            warnings.append(message)
            _emit("qt_warning", message=message)
    return handler


def _sample_in_thread(state: dict, interval: float, gui_thread: int) -> None:
    """Report memory and counts every ``interval`` from a thread of its own, so that a stalled
    event loop is seen (and where it is stuck) instead of silencing the reports; give up on a
    window that stays stalled (exit status 3)."""
    next_sample, reported = state["started"], False
    while not state["finished"].is_set():
        next_sample += interval
        if state["finished"].wait(max(0.0, next_sample - time.monotonic())):
            return
        now = time.monotonic()
        stall = now - state["beat"]
        _emit("sample", t=round(now - state["started"], 2), window_mb=resident_mb(os.getpid()),
              engine_mb=resident_mb(state["bridge"].client.pid), step=state["window"].session.step,
              flushes=dict(state["flushes"]), paints=dict(state["paints"]), stall_s=round(stall, 2))
        if stall > STALL_REPORT_S and not reported:
            reported = True
            frames = traceback.format_stack(sys._current_frames()[gui_thread])
            _emit("stalled", after_s=round(now - state["started"], 1), stall_s=round(stall, 1),
                  paints=dict(state["paints"]), stack="".join(frames[-12:]))
        if stall > STALL_GIVE_UP_S:
            _emit("hung", stall_s=round(stall, 1), paints=dict(state["paints"]))
            os._exit(3)


def soak_window(seconds: float, interval: float, preset: str, size: tuple) -> None:
    """Build the window as the app does, train ``preset`` for ``seconds``, emit samples as JSON."""
    faulthandler.enable()  # a crash's Python stack goes to stderr, which the report quotes
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from playground.client.client import EngineClient
    from playground.ui.bridge import EngineBridge
    from playground.ui.window.main_window import MainWindow

    warnings: list = []
    qInstallMessageHandler(_qt_message_recorder(warnings))
    app = QApplication.instance() or QApplication([sys.argv[0]])
    home = Path(tempfile.mkdtemp(prefix="playground-soak-"))
    # No warm standby: it would sit idle beside the engine under test, costing a torch import.
    bridge = EngineBridge(client=EngineClient(standby=False))
    window = MainWindow(bridge=bridge, settings=QSettings(str(home / "settings.ini"),
                        QSettings.Format.IniFormat), autosave_dir=home / "autosave")
    window.resize(*size)
    window.show()
    window.start_engine()
    state = {"window": window, "bridge": bridge, "flushes": dict.fromkeys(PANELS, 0),
             "paints": dict.fromkeys(PANELS, 0), "gaps": [0.0], "turn": 0,
             "finished": threading.Event()}
    _count_updates(window, state["flushes"], state["paints"])
    restarts, runs, finished = [], [], []
    bridge.restarted.connect(lambda message: restarts.append(message.message))
    window.session.started.connect(lambda _m: runs.append(time.monotonic()))
    window.session.finished.connect(finished.append)

    _wait_until(lambda: bridge.is_ready, 180, "the engine")
    checked = []
    window.live.checked.connect(lambda result, *_: checked.append(result))
    window.load_preset(preset)
    _wait_until(lambda: bool(checked), 120, "the preset's check")
    window.controls.set_steps(STEPS)
    window.train()
    _wait_until(lambda: bool(runs) or bool(finished), 120, "the run to start")
    _emit("started", window_pid=os.getpid(), engine_pid=bridge.client.pid, preset=preset,
          model=window.controls.config().model, size=list(size), seconds=seconds)

    def beat():
        now = time.monotonic()
        state["gaps"].append(now - state["beat"])
        state["beat"] = now

    def rotate():
        if not window.session.active:  # the run ended (an error is reported at the end): go on
            window.train()
        _show_next_tab(window, state["turn"])
        state["turn"] += 1

    state["started"] = state["beat"] = time.monotonic()
    timers = [QTimer(), QTimer()]
    for timer, slot, ms in zip(timers, (beat, rotate), (50, int(ROTATE_S * 1000))):
        timer.timeout.connect(slot)
        timer.start(ms)
    rotate()
    sampler = threading.Thread(target=_sample_in_thread, daemon=True,
                               args=(state, interval, threading.get_ident()))
    sampler.start()
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    errors = [e.message for f in finished for e in f.errors]
    _emit("done", runs=len(runs), restarts=restarts, run_errors=errors, qt_warnings=warnings,
          max_event_gap_ms=round(1000 * max(state["gaps"]), 1), flushes=state["flushes"],
          paints=state["paints"], step=window.session.step)
    state["finished"].set()
    sampler.join()
    window.session.stop()
    window.shutdown()
    bridge.shutdown()
    # Widgets go while the QApplication is still there (left to the interpreter's exit, the
    # order is arbitrary and the process crashed at exit in half the runs), and no Python
    # message handler is left for Qt to call while the interpreter is finalizing.
    for timer in timers:
        timer.stop()
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qInstallMessageHandler(None)


# --------------------------------------------------------------------------- the runner's side


def soak(seconds: float, interval: float = 5.0, preset: str = "swish", size=(1280, 720),
         on_event: Callable[[dict], None] = lambda event: None) -> dict:
    """Run the soak in a child process; returns its report (see ``verdict``)."""
    from benchmarks.workers import REPO, bench_environment

    command = [sys.executable, "-m", "benchmarks.soak", "--child", "--seconds", str(seconds),
               "--interval", str(interval), "--preset", preset, "--size", f"{size[0]}x{size[1]}"]
    report = {"seconds": seconds, "samples": [], "qt_warnings": [], "done": None}
    with tempfile.TemporaryFile("w+") as stderr:
        child = subprocess.Popen(command, cwd=REPO, env=bench_environment(), text=True,
                                 stdout=subprocess.PIPE, stderr=stderr)
        # A window stuck with the GIL held cannot even give up by itself.
        deadline = threading.Timer(seconds + START_UP_S + STALL_GIVE_UP_S + 60, child.kill)
        deadline.start()
        for line in child.stdout:
            if not line.startswith(PREFIX):
                continue
            event = json.loads(line[len(PREFIX):])
            on_event(event)
            if event["event"] == "sample":
                report["samples"].append(event)
            elif event["event"] in ("started", "done", "stalled", "hung"):
                report[event["event"]] = event
        report["returncode"] = child.wait()
        deadline.cancel()
        stderr.seek(0)
        report["stderr_tail"] = stderr.read()[-3000:]
    report["verdict"], report["reasons"] = verdict(report)
    return report


def growth(samples: list, process: str, seconds: float) -> Optional[dict]:
    """Resident memory of ``process`` ("window" | "engine") at the start, the 25 % mark and the end."""
    readings = [(s["t"], s[f"{process}_mb"]) for s in samples if s.get(f"{process}_mb")]
    if len(readings) < 2:
        return None
    quarter = next((mb for t, mb in readings if t >= 0.25 * seconds), readings[-1][1])
    end = readings[-1][1]
    limit = GROWTH_LIMIT * quarter + ALLOWANCE_MB
    return {"start_mb": readings[0][1], "quarter_mb": quarter, "end_mb": end,
            "growth_mb": end - quarter, "limit_mb": limit, "ok": end - quarter <= limit}


def verdict(report: dict) -> tuple:
    """("pass" | "fail", [reasons]) for a report of ``soak``."""
    reasons = []
    done = report.get("done")
    stalled = report.get("stalled")
    if stalled:
        reasons.append(f"the window's event loop stalled ({stalled['stall_s']:g} s without a timer tick "
                       f"at {stalled['after_s']:g} s; paints so far {stalled['paints']}), in:\n"
                       + stalled["stack"])
    if report.get("hung"):
        reasons.append(f"the window hung: no timer tick for {report['hung']['stall_s']:g} s; it was ended")
    elif report.get("returncode") != 0 or done is None:
        last = report.get("stderr_tail", "").strip().splitlines()[-3:]
        reasons.append(f"the window crashed (exit status {report.get('returncode')}): {' | '.join(last)}")
    done = done or {}
    if done.get("restarts"):
        reasons.append(f"the engine was restarted: {done['restarts']}")
    if done.get("run_errors"):
        reasons.append(f"the run ended with errors: {done['run_errors']}")
    if done.get("qt_warnings"):
        reasons.append(f"Qt warned: {done['qt_warnings'][:3]}")
    for process in ("window", "engine"):
        figures = growth(report["samples"], process, report["seconds"])
        if figures is None:
            reasons.append(f"no memory readings of the {process}")
        elif not figures["ok"]:
            reasons.append(f"the {process} grew {figures['growth_mb']:.0f} MB from the 25 % mark "
                           f"(allowed {figures['limit_mb']:.0f} MB)")
    reasons += stalled_panels(report)
    return ("fail" if reasons else "pass"), reasons


def stalled_panels(report: dict) -> list:
    """Panels that stopped updating (training ones: no setData in the last half) or never painted."""
    samples, reasons = report["samples"], []
    if len(samples) < 2:
        return ["too few samples to tell whether the plots kept updating"]
    middle = next(s for s in samples if s["t"] >= samples[-1]["t"] / 2)
    for name in ("loss", "gradients", "model"):
        if samples[-1]["flushes"][name] <= middle["flushes"][name]:
            reasons.append(f"the {name} plots stopped updating after {middle['t']:.0f} s")
    for name in PANELS:
        if not samples[-1]["paints"][name]:
            reasons.append(f"the {name} panel never painted")
    return reasons


def print_event(event: dict) -> None:
    """One line per event as it comes: a table of the samples."""
    if event["event"] == "started":
        print(f"window pid {event['window_pid']}, engine pid {event['engine_pid']}; preset "
              f"{event['preset']} ({event['model']}), {event['seconds']:g} s")
        print(f"{'time s':>8} {'step':>10} {'window MB':>10} {'engine MB':>10} {'stall s':>8}  "
              "updates loss/grad/model")
    elif event["event"] == "sample":
        f = event["flushes"]
        print(f"{event['t']:8.0f} {event['step']:10d} {event['window_mb'] or 0:10.1f} "
              f"{event['engine_mb'] or 0:10.1f} {event['stall_s']:8.1f}  "
              f"{f['loss']}/{f['gradients']}/{f['model']}")
    elif event["event"] == "qt_warning":
        print(f"Qt warning: {event['message']}")
    elif event["event"] == "stalled":
        print(f"the event loop has not ticked for {event['stall_s']:g} s; it is in:\n{event['stack']}")
    sys.stdout.flush()


def print_summary(report: dict) -> None:
    for process in ("window", "engine"):
        figures = growth(report["samples"], process, report["seconds"])
        if figures:
            print(f"{process}: start {figures['start_mb']:.0f} MB, 25 % {figures['quarter_mb']:.0f} MB, "
                  f"end {figures['end_mb']:.0f} MB (growth {figures['growth_mb']:+.0f} MB, "
                  f"allowed {figures['limit_mb']:.0f} MB)")
    done = report.get("done") or {}
    if done:
        print(f"{done['step']} steps in {done['runs']} run(s); paints {done['paints']}; "
              f"longest event-loop gap {done['max_event_gap_ms']} ms")
    print(f"verdict: {report['verdict'].upper()}" + "".join(f"\n  - {r}" for r in report["reasons"]))


def parse_args(argv) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.soak", description=__doc__.split("\n\n")[1])
    parser.add_argument("--minutes", type=float, default=10.0, help="how long to train (default 10)")
    parser.add_argument("--seconds", type=float, help="how long to train, in seconds (overrides --minutes)")
    parser.add_argument("--interval", type=float,
                        help="seconds between memory readings (default: 1/40 of the run, 1..30)")
    parser.add_argument("--preset", default="swish", help="the lesson to train (default: swish, 2-D classes)")
    parser.add_argument("--size", default="1280x720", help="window size; 1280x720 puts every plot in a tab")
    parser.add_argument("--json", action="store_true", help="print the report as JSON only")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    args.seconds = args.seconds if args.seconds is not None else 60 * args.minutes
    args.interval = args.interval or min(max(args.seconds / 40, 1.0), 30.0)
    args.size = tuple(int(part) for part in args.size.lower().split("x"))
    return args


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.child:
        soak_window(args.seconds, args.interval, args.preset, args.size)
        return 0
    report = soak(args.seconds, args.interval, args.preset, args.size,
                  on_event=(lambda event: None) if args.json else print_event)
    if args.json:
        print(json.dumps(report))
    else:
        print_summary(report)
    return 0 if report["verdict"] == "pass" else 1


if __name__ == "__main__":
    sys.exit(main())
