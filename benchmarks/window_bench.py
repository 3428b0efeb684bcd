"""The window worker's measurements (see window_worker.py for the commands)."""
from __future__ import annotations

import cProfile
import faulthandler
import os
import sys
import time
from typing import Callable

from PySide6.QtCore import QEventLoop, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from benchmarks.edit_probe import EditProbe, replace_scale
from benchmarks.edit_source import JACOBIAN_TEXT, edit_text
from benchmarks.procinfo import cpu_seconds, rss_mb
from benchmarks.stats import percentile
from benchmarks.window_probes import LoopDelayProbe, PaintLog
from benchmarks.workers import serve_commands
from playground.vocabulary import CheckStage

WINDOW_SIZE = (1920, 1080)
TRAINING_PANELS = ("loss", "gradients", "model")
SETTLE_S = 0.3  # after a run: the plots' ~30 Hz timers draw the last snapshot
SNAPSHOT_WAIT_S = 60.0  # the longest a training window is measured on while fewer than two snapshots came


class Timeout(RuntimeError):
    pass


class WindowBench(QObject):
    def __init__(self, threads: int):
        super().__init__()
        from playground.client.client import EngineClient
        from playground.ui.bridge import EngineBridge
        from playground.ui.window.main_window import MainWindow

        self.app = QApplication.instance()
        settings = QSettings(os.path.join(os.environ.get("XDG_CONFIG_HOME", "/tmp"), "bench.ini"),
                             QSettings.Format.IniFormat)
        bridge = EngineBridge(client=EngineClient(threads=threads, own_session=True))  # as the app's (ui/bridge.py)
        self.window = MainWindow(bridge=bridge, settings=settings, autosave=False)
        # A full-HD window: tall enough for the app to show f(x), its derivative and the training
        # tabs at once (a shorter one puts f(x) in a tab, off screen while training).
        self.window.resize(*WINDOW_SIZE)
        self.window.show()
        self.paints = PaintLog(self)
        self.panels = {"loss": self.window.loss_panel, "gradients": self.window.gradient_panel,
                       "model": self.window.model_panel, "function": self.window.function_panel,
                       "derivative": self.window.derivative_panel}
        for name, panel in self.panels.items():
            for index, view in enumerate(panel.plot_views()):
                self.paints.watch(f"{name}.{index}", view.viewport())
        self.flushes: dict[str, list[float]] = {}
        for name in TRAINING_PANELS:  # each live panel redraws from its timer
            stamps = self.flushes.setdefault(name, [])
            self.panels[name].timer.timeout.connect(lambda stamps=stamps: stamps.append(time.perf_counter()))
        self.delay = LoopDelayProbe(self)
        self.snapshots: list[tuple[float, int, float]] = []
        self.window.session.snapshot.connect(
            lambda s: self.snapshots.append((time.perf_counter(), s.step, s.steps_per_second)))
        self.window.start_engine()
        self.wait_for(lambda: self.window.bridge.is_ready, 60, "the engine to start")
        self.checked = 0
        self.window.live.checked.connect(self._count_check)
        self.window.load_preset("relu_tutorial")
        self.wait_for(lambda: self.checked >= 1, 30, "the preset's first check")
        # The client starts a warm standby engine once this one is ready and idle; its torch
        # import takes a core for ~2 s, which the first round would measure instead of training.
        client = self.window.bridge.client
        self.wait_for(lambda: not client.standby or client.standby_ready, 120, "the standby engine")
        self.wait_until_quiet([client.pid, client.standby_pid], 240)

    def wait_until_quiet(self, pids: list, timeout: float, window: float = 3.0) -> None:
        """Until no engine used CPU for ``window`` seconds: an engine finishes its warm-up after
        "ready", once idle a second (engine/warm_up.py), and those imports would land in the
        first edits or the first round (as in benchmarks/engine_worker.py)."""
        pids = [pid for pid in pids if pid]
        deadline = time.perf_counter() + timeout
        before = sum(cpu_seconds(pid) or 0.0 for pid in pids)
        while time.perf_counter() < deadline:
            self.run_for(window)
            now = sum(cpu_seconds(pid) or 0.0 for pid in pids)
            if now - before < 0.05:
                return
            before = now

    def _count_check(self, *_args) -> None:
        self.checked += 1

    @property
    def engine_pid(self) -> int:
        return self.window.bridge.client.pid

    # ------------------------------------------------------------------ event loop

    def run_for(self, seconds: float) -> None:
        """Run the event loop (as app.exec() would) for ``seconds``."""
        self.wait_until(lambda: False, seconds)

    def wait_for(self, condition: Callable[[], bool], timeout: float, what: str) -> None:
        """Run the event loop until ``condition()`` holds."""
        if not self.wait_until(condition, timeout):
            raise Timeout(f"waited {timeout:g} s for {what}")

    def wait_until(self, condition: Callable[[], bool], seconds: float) -> bool:
        """Process events (blocking while there are none: the bridge's timer wakes the loop every
        10 ms) until ``condition()`` holds or ``seconds`` passed; whether it held. The clock is
        read after every batch of events, so a flood of events cannot hold this past its time."""
        deadline = time.perf_counter() + seconds
        while not condition():
            if time.perf_counter() >= deadline:
                return False
            self.app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        return True

    # ------------------------------------------------------------------ training

    def start_run(self, model: str, steps: int, device: str) -> None:
        from playground.engine.train.config import defaults_for  # plain Python, no torch
        from playground.protocol import TrainConfig

        self.wait_for(lambda: not self.window.session.active, 30, "the previous run to end")
        self.window.controls.apply_config(TrainConfig(model=model, **dict(defaults_for(model), steps=steps)))
        self.choose_device(device)
        self.snapshots.clear()
        for stamps in self.flushes.values():
            stamps.clear()
        self.paints.clear()
        self.window.train()
        self.wait_for(lambda: self.window.session.run_started, 60, f"the {model} run to start")

    def choose_device(self, device: str) -> None:
        """Pick the device in the window's device list, as a user would ("cuda": the first GPU)."""
        combo = self.window.controls.device_combo
        for index in range(combo.count()):
            data = str(combo.itemData(index) or "")
            if data == device or data.startswith(device + ":"):
                combo.setCurrentIndex(index)
                break
        else:
            raise RuntimeError(f"the window offers no device {device!r}")
        chosen = self.window.controls.config().device
        if not (chosen == device or chosen.startswith(device + ":")):
            raise RuntimeError(f"asked for {device!r}, the window would train on {chosen!r}")

    def stop_run(self) -> None:
        self.window.session.stop()
        self.wait_for(lambda: not self.window.session.active, 30, "the run to stop")

    def rotate_tabs(self, every: float) -> tuple[QTimer, list]:
        """Show the Loss, Gradients and Model tabs in turn; returns the timer and the log of
        (time, panel name) switches. Tabs are found by their widget, wherever they sit."""
        tabs = self.window.training_tabs
        order = [tabs.indexOf(self.panels[name]) for name in TRAINING_PANELS]
        switches: list = []

        def show(position: int) -> None:
            tabs.setCurrentIndex(order[position])
            switches.append((time.perf_counter(), TRAINING_PANELS[position]))

        show(0)
        timer = QTimer(self)
        timer.timeout.connect(lambda: show((TRAINING_PANELS.index(switches[-1][1]) + 1) % len(order)))
        timer.start(int(every * 1000))
        return timer, switches

    def train(self, command: dict) -> dict:
        model, seconds = command["model"], float(command["seconds"])
        warmup, rotate = float(command.get("warmup", 1.0)), float(command.get("rotate", 1.0))
        self.start_run(model, 10_000_000, command.get("device", "cpu"))
        self.run_for(warmup)
        timer, switches = self.rotate_tabs(rotate)
        self.delay.start()
        cpu_before = cpu_seconds(os.getpid()), cpu_seconds(self.engine_pid)
        start = time.perf_counter()
        self.run_for(seconds)
        # A rate needs two snapshots inside the window; on a starved machine a short (quick) window
        # may see one, so it is measured on until two came (the rate is per second measured).
        deadline = time.perf_counter() + SNAPSHOT_WAIT_S
        while sum(start <= s[0] for s in self.snapshots) < 2 and time.perf_counter() < deadline:
            self.run_for(0.1)
        end = time.perf_counter()
        cpu_after = cpu_seconds(os.getpid()), cpu_seconds(self.engine_pid)
        self.delay.stop()
        timer.stop()
        live = self.live_panels()
        self.stop_run()
        result = self._rates(start, end)
        engine_cpu = (cpu_after[1] - cpu_before[1]) if None not in (cpu_after[1], cpu_before[1]) else None
        # Steps in the whole window at the measured rate, per second of the engine's CPU time.
        result["steps_per_cpu_second"] = (result["steps_per_second"] * (end - start) / engine_cpu
                                          if engine_cpu else None)
        delays = self.delay.delays_ms(start, end)
        result.update(
            frames_per_second=self.frame_rates(switches, end, live),
            load_average=os.getloadavg()[0],
            loop_delay_ms={"p50": percentile(delays, 50), "p99": percentile(delays, 99),
                           "max": max(delays, default=0.0), "ticks": len(delays)},
            cpu_share={name: (after - before) / (end - start)
                       for name, before, after in zip(("window", "engine"), cpu_before, cpu_after)
                       if before is not None and after is not None})
        return result

    def live_panels(self) -> list[str]:
        """Training panels that draw something for this model (the tutorial has no model picture)."""
        live = ["loss", "gradients"]
        if self.window.model_panel.mode != "none":
            live.append("model")
        return live

    def _rates(self, start: float, end: float) -> dict:
        inside = [s for s in self.snapshots if start <= s[0] <= end]
        if len(inside) < 2:
            raise RuntimeError(f"only {len(inside)} snapshots arrived in {end - start:.1f} s")
        (t0, step0, _), (t1, step1, engine_rate) = inside[0], inside[-1]
        return {"steps": step1 - step0, "seconds": t1 - t0, "steps_per_second": (step1 - step0) / (t1 - t0),
                "engine_steps_per_second": engine_rate, "snapshots_per_second": (len(inside) - 1) / (t1 - t0)}

    def frame_rates(self, switches: list, end: float, live: list[str], trim: float = 0.15) -> dict:
        """Per live panel, while its tab was on screen (less the first ``trim`` seconds after a
        switch): "fps", paints that showed new data per second, and "paints", all paints."""
        visible = {name: 0.0 for name in TRAINING_PANELS}
        frames = {name: 0 for name in TRAINING_PANELS}
        paints = {name: 0 for name in TRAINING_PANELS}
        bounds = [t for t, _ in switches[1:]] + [end]
        for (shown, name), hidden in zip(switches, bounds):
            begin = shown + trim
            if hidden <= begin:
                continue
            visible[name] += hidden - begin
            views = [key for key in self.paints.times if key.startswith(name + ".")]
            frames[name] += max((self.paints.new_frames(view, self.flushes[name], begin, hidden)
                                 for view in views), default=0)
            paints[name] += max((self.paints.count(view, begin, hidden) for view in views), default=0)
        return {name: {"fps": frames[name] / visible[name], "paints": paints[name] / visible[name]}
                for name in live if visible[name] > 0}

    def memory(self, command: dict) -> dict:
        model, checkpoints = command["model"], sorted(int(c) for c in command["checkpoints"])
        self.start_run(model, checkpoints[-1], command.get("device", "cpu"))
        timer, _switches = self.rotate_tabs(float(command.get("rotate", 0.5)))
        readings: dict[str, dict] = {}
        for checkpoint in checkpoints[:-1]:
            self.wait_for(lambda: self.window.session.step >= checkpoint, 300, f"step {checkpoint}")
            self.run_for(SETTLE_S)
            readings[str(checkpoint)] = self._rss()
        self.wait_for(lambda: not self.window.session.active, 600, f"step {checkpoints[-1]}")
        self.run_for(SETTLE_S)
        readings[str(checkpoints[-1])] = self._rss()
        timer.stop()
        return {"rss_mb": readings, "final_step": self.window.session.step}

    def _rss(self) -> dict:
        """RSS of the window, its engine and (where the client keeps one) the standby engine."""
        standby = getattr(self.window.bridge.client, "standby_pid", None)
        return {"window": rss_mb(), "engine": rss_mb(self.engine_pid),
                "standby": rss_mb(standby) if standby else None, "step": self.window.session.step}

    # ------------------------------------------------------------------ edits

    def _show_probe(self) -> tuple:
        """f(x) and its derivative in front; the PaintLog names to wait for."""
        area = getattr(self.window, "plot_area", None)
        if area is not None and hasattr(area, "show_probe"):
            area.show_probe()  # a short window keeps f(x) in a tab: bring it to the front
        self.run_for(0.2)
        if not (self.window.function_panel.isVisible() and self.window.derivative_panel.isVisible()):
            raise RuntimeError("f(x) and its derivative are not on screen: nothing to time")
        return ("function.0", "derivative.0")

    def _show_jacobian(self) -> tuple:
        """The Jacobian tab in front, its three heat maps watched; the PaintLog names."""
        panel = self.window.parts.jacobian_panel
        self.window.parts.plot_area.tabs.setCurrentWidget(panel)
        names = tuple(f"jacobian.{index}" for index in range(len(panel.plots)))
        for name, plot in zip(names, panel.plots):
            self.paints.watch(name, plot.view.viewport())
        self.run_for(0.2)
        if not all(plot.view.isVisible() for plot in panel.plots):
            raise RuntimeError("the Jacobian's heat maps are not on screen: nothing to time")
        return names

    def _staged_watch(self, jacobian: bool) -> dict:
        """What shows each stage of a check: f and its derivative (the curves; none for the
        softmax, whose main picture is its Jacobian), the Jacobian tab's heat maps beside them,
        and the status bar's words for the complete result."""
        curves = self._show_probe()
        maps = self._show_jacobian()
        if not (jacobian or all(self.panels[name].isVisible() for name in ("function", "derivative"))):
            raise RuntimeError("f(x) and its derivative went behind the Jacobian: nothing to time")
        self.paints.watch("status", self.window.status.check_label)
        return {CheckStage.CURVES: () if jacobian else curves, CheckStage.JACOBIAN: maps,
                CheckStage.CHECKS: ("status",)}

    def edit(self, command: dict) -> dict:
        """``count`` edits of SCALE; for each stage of the check, the latency from the debounce
        timer firing to its widgets painted with it (the paint itself included: timed by a zero
        timer after it): ``latency_ms`` the main picture (the curves), ``jacobian_ms`` the heat
        maps, ``checks_ms`` the complete result. With ``"jacobian": true`` the code is a softmax,
        whose main picture is its Jacobian's heat maps."""
        from playground.formats.presets import read_preset_source

        self.wait_for(lambda: not self.window.session.active, 30, "the run to end")
        editor = self.window.editor_pane.editor
        seen = self.checked
        jacobian = bool(command.get("jacobian"))
        text = JACOBIAN_TEXT if jacobian else edit_text(read_preset_source("relu_tutorial"))
        self.window.documents.set_text(text, "new")
        self.wait_for(lambda: self.checked > seen, 30, "the edit benchmark's first check")
        probe = EditProbe(self.window, self.paints, self._staged_watch(jacobian))
        found: dict[str, list[float]] = {name: [] for name in (
            "latency_ms", "jacobian_ms", "checks_ms", "engine_ms", "engine_jacobian_ms", "engine_checks_ms",
            "result_arrival_ms")}
        for index in range(int(command["count"])):
            probe.arm()
            replace_scale(editor, f"{1.0 + (index % 9 + 1) / 10:.1f}")
            self.wait_for(lambda: probe.done is not None, 30, f"edit {index + 1} on screen")
            main = CheckStage.JACOBIAN if jacobian else CheckStage.CURVES  # the main picture's
            for name, stage in (("latency_ms", main), ("jacobian_ms", CheckStage.JACOBIAN),
                                ("checks_ms", CheckStage.CHECKS)):
                found[name].append(probe.seconds_to(stage) * 1000)
            for name, stage in (("engine_ms", main), ("engine_jacobian_ms", CheckStage.JACOBIAN),
                                ("engine_checks_ms", CheckStage.CHECKS)):
                found[name].append(probe.engine_seconds[stage] * 1000)
            found["result_arrival_ms"].append((probe.arrived[main] - probe.fired) * 1000)
            self.run_for(0.05)
        probe.close()
        return dict(found, debounce_ms=self.window.live.timer.interval())


def main() -> None:
    threads = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    app = QApplication([sys.argv[0]])
    profiler = cProfile.Profile() if os.environ.get("BENCH_PROFILE_GUI") else None
    bench = WindowBench(threads)
    handlers = {"train": bench.train, "memory": bench.memory, "edit": bench.edit}

    def handle(command: dict) -> dict:
        # A command that hangs (a modal dialog, a wait that never ends) shows where, on stderr,
        # which the parent prints when it gives up.
        faulthandler.dump_traceback_later(float(command.get("hang_report_s", 60)), repeat=True, exit=False)
        if profiler is not None:
            profiler.enable()
        try:
            return handlers[command["cmd"]](command)
        finally:
            if profiler is not None:
                profiler.disable()
            faulthandler.cancel_dump_traceback_later()

    try:
        area = getattr(bench.window, "plot_area", None)
        serve_commands(handle, ready={"engine_pid": bench.engine_pid, "window_pid": os.getpid(),
                                      "size": list(WINDOW_SIZE), "layout": getattr(area, "mode", None)})
    finally:
        if profiler is not None:
            profiler.dump_stats(os.environ["BENCH_PROFILE_GUI"])
        bench.window.shutdown()
        app.quit()


