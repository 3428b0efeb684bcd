"""Start-up seen from outside: the window mapped on a real X server, against ``import torch``.

    python -m benchmarks.startup_outside [--rounds N] [--json]

Needs Xvfb and xev (Debian: xvfb, x11-utils). A virtual X server is started; each round launches
``python main.py`` on it, as a user's desktop does (a fresh settings folder, nothing restored),
and times from just before the launch to the X server's MapNotify of the app's first top-level
window: the event xev reports on the root window the moment the window is mapped. The event
comes to a listener that waits on its socket, so nothing polls beside the app (a poller that runs
``xdotool search --onlyvisible`` every 20 ms starts fifty processes a second, on a machine whose
second core is importing the engine's torch). ``python -c "import torch"`` is timed in the same
round, before or after the app in turn; the ratio is the median of the rounds' ratios.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from benchmarks.stats import median, paired_ratios
from benchmarks.workers import REPO

SCREEN = "1280x720x24"
MAP_WAIT_S = 60.0  # a launch that maps nothing in this long has failed
AFTER_MAP_S = 3.0  # the app runs on a moment (its engine's start), then is ended as a user would


def free_display() -> str:
    """A display number no X server here uses."""
    for number in range(70, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
            return f":{number}"
    raise RuntimeError("no free X display number")


def start_x_server(display: str) -> subprocess.Popen:
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", SCREEN, "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not os.path.exists(f"/tmp/.X11-unix/X{display[1:]}"):
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"Xvfb {display} did not start")
        time.sleep(0.05)
    return server


def time_import_torch() -> float:
    started = time.time()
    subprocess.run([sys.executable, "-c", "import torch"], check=True, cwd=REPO,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.time() - started


class MapListener:
    """xev on the root window: the wall-clock time of the first MapNotify after ``arm``."""

    def __init__(self, env: dict):
        self.process = subprocess.Popen(["xev", "-root", "-event", "substructure"], env=env,
                                        stdout=subprocess.PIPE, text=True)
        self.mapped = threading.Event()
        self.when = float("nan")
        self._armed = False
        threading.Thread(target=self._read, daemon=True).start()
        time.sleep(0.3)  # xev selects its events on the root before the app starts

    def arm(self) -> None:
        self._armed = True

    def _read(self) -> None:
        for line in self.process.stdout:
            if self._armed and line.startswith("MapNotify"):
                self.when = time.time()
                self.mapped.set()
                return

    def close(self) -> None:
        self.process.kill()
        self.process.wait()


def descendants(pid: int) -> set:
    """Every process below ``pid`` now (Linux /proc): its engine, its language servers."""
    children: dict = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def wait_gone(pids: set, seconds: float = 60.0) -> None:
    """Until none of ``pids`` runs any more: a round measured beside the last one's language
    servers, still indexing, would measure them too."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(os.path.exists(f"/proc/{pid}") for pid in pids):
        time.sleep(0.1)


def time_window(env: dict) -> float:
    """Launch main.py on the X server of ``env``; seconds until its first window was mapped."""
    home = tempfile.mkdtemp(prefix="playground-outside-")
    listener = MapListener(env)
    try:
        listener.arm()
        started = time.time()
        app = subprocess.Popen([sys.executable, "main.py"], cwd=REPO, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL,
                               env=dict(env, XDG_CONFIG_HOME=os.path.join(home, "config"),
                                        XDG_DATA_HOME=os.path.join(home, "data")))
        listener.mapped.wait(MAP_WAIT_S)
        time.sleep(AFTER_MAP_S)
        below = descendants(app.pid)
        app.terminate()
        try:
            app.wait(5)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()
        wait_gone(below)
        return listener.when - started
    finally:
        listener.close()
        shutil.rmtree(home, ignore_errors=True)


def measure(rounds: int) -> dict:
    display = free_display()
    server = start_x_server(display)
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
    windows, torch_times = [], []
    try:
        for index in range(rounds):
            if index % 2:
                torch_times.append(time_import_torch())
                windows.append(time_window(env))
            else:
                windows.append(time_window(env))
                torch_times.append(time_import_torch())
            time.sleep(1.0)  # the last round's engine is gone before the next starts
    finally:
        server.terminate()
        server.wait()
    ratios = paired_ratios(windows, torch_times)
    return {"window_mapped_s": windows, "import_torch_s": torch_times, "ratios": ratios,
            "window_median_s": median(windows), "import_torch_median_s": median(torch_times),
            "window_to_torch_ratio": median(ratios), "load_average": os.getloadavg()}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    missing = [tool for tool in ("Xvfb", "xev") if shutil.which(tool) is None]
    if missing:
        print(f"needs {' and '.join(missing)} (Debian: apt-get install xvfb x11-utils)", file=sys.stderr)
        return 2
    result = measure(args.rounds)
    if args.json:
        print(json.dumps(result))
        return 0
    for index, (window, torch_s) in enumerate(zip(result["window_mapped_s"], result["import_torch_s"])):
        print(f"round {index + 1}: window mapped {window:.3f} s, import torch {torch_s:.3f} s, "
              f"ratio {window / torch_s:.3f}")
    print(f"median: window {result['window_median_s']:.3f} s, import torch {result['import_torch_median_s']:.3f} s, "
          f"ratio {result['window_to_torch_ratio']:.3f} (load {result['load_average'][0]:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
