"""The app's engine spawned first, before Qt and numpy load, and adopted by the window's client
(client/early_engine.py, issue 31): started once, taken once, ended with an app that made no
window, never spawned where no window is made, and given the window client's settings."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from playground.client import early_engine
from playground.client.client import EngineClient
from playground.client.spawning import BACKGROUND_NICE, leads_own_session
from tests.repo import REPO

HEAVY = ("numpy", "torch", "PySide6", "shiboken6", "pyqtgraph", "playground.wire", "playground.protocol")
AUTOGROUP = os.path.exists("/proc/self/autogroup")


@pytest.fixture
def spawned(monkeypatch):
    """A fresh process's early-engine state; records every engine spawned; ends any left."""
    monkeypatch.setattr(early_engine, "_waiting", None)
    monkeypatch.setattr(early_engine, "_spawned_once", False)
    made: list = []
    real_spawn = early_engine.spawn_engine

    def recording_spawn(settings, context=None, background=False):
        made.append(real_spawn(settings, context, background))
        return made[-1]

    monkeypatch.setattr(early_engine, "spawn_engine", recording_spawn)
    yield made
    early_engine.end_early_engine()
    for engine in made:
        if engine.process.is_alive():
            engine.process.kill()
            engine.process.join(5)


def group_nice(pid: int) -> int:
    with open(f"/proc/{pid}/autogroup") as group:  # "/autogroup-123 nice 10"
        return int(group.read().split()[-1])


def data_limit_bytes(pid: int) -> int:
    with open(f"/proc/{pid}/limits") as limits:
        for line in limits:
            if line.startswith("Max data size"):
                return int(line.split()[3])
    raise AssertionError("no data limit listed")


def wait_for(condition, seconds: float = 120.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.005)


def wait_until_ready(client: EngineClient, seconds: float = 120.0) -> None:
    deadline = time.monotonic() + seconds
    while not client.ready:
        assert time.monotonic() < deadline, "the engine never said it was ready"
        client.poll(0.01)


def test_the_window_engine_settings_are_the_ones_the_window_client_asks_for(qapp):
    from playground.ui.bridge import EngineBridge

    bridge = EngineBridge()
    assert bridge.client._settings() == early_engine.window_engine_settings()


def test_the_window_client_adopts_the_early_engine_once_with_its_settings(spawned):
    pid = early_engine.start_early_engine(["lesson.py"])
    assert pid is not None and spawned[0].process.pid == pid
    assert early_engine.start_early_engine(["lesson.py"]) is None  # never a second
    if AUTOGROUP:  # loading torch in the background: a core the window does not want
        wait_for(lambda: leads_own_session(pid) and group_nice(pid) == BACKGROUND_NICE, 60)
    client = EngineClient(own_session=True, standby=False)  # as ui/bridge.py makes the window's
    client.start()
    try:
        assert client.pid == pid
        if AUTOGROUP:
            assert group_nice(pid) == 0  # adopted: the window is up, the engine's turn
        assert early_engine.adopt_early_engine(client._settings()) is None  # taken once
        wait_until_ready(client)
        assert client.ready_message.pid == pid
        assert os.getsid(pid) == pid  # its own session, as every window engine
        assert data_limit_bytes(pid) == client.memory_limit_mb * 2**20  # the memory cap reached it
    finally:
        client.close()
    assert not spawned[0].process.is_alive()
    assert not os.path.exists(spawned[0].crash_log)


def test_an_early_engine_asked_for_other_settings_is_ended_not_adopted(spawned):
    early_engine.start_early_engine([])
    other = dict(early_engine.window_engine_settings(), time_limit=60.0)
    assert early_engine.adopt_early_engine(other) is None
    assert not spawned[0].process.is_alive()
    assert not os.path.exists(spawned[0].crash_log)
    assert early_engine.adopt_early_engine(early_engine.window_engine_settings()) is None


def test_an_app_that_fails_before_its_window_ends_its_early_engine(spawned, monkeypatch, capsys):
    from playground.ui.app import main

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # past the display check, to the lesson's
    assert main(["--preset", "no-such-lesson"]) == 2
    monkeypatch.setattr(early_engine, "_spawned_once", False)  # as a fresh process would start
    with pytest.raises(SystemExit):
        main(["--train-steps", "-1"])  # an argument error, after the spawn
    assert len(spawned) == 2
    for engine in spawned:
        assert engine.process.exitcode is not None
        assert not os.path.exists(engine.crash_log)


def test_no_engine_is_spawned_where_no_window_is_made(spawned, capsys):
    from playground.cli.main import main as command_line
    from playground.ui.app import main

    with pytest.raises(SystemExit):
        main(["--help"])
    assert command_line(["presets"]) == 0
    assert spawned == []
    assert not early_engine.wants_early_engine(["lesson.py", "-h"])
    assert early_engine.wants_early_engine(["lesson.py", "--lang", "ja"])


# An app killed while its window is being built (no finally, no atexit), once its engine runs.
DIES_EARLY = r"""
import os, time
from playground.client.early_engine import start_early_engine
from playground.client.spawning import leads_own_session

pid = start_early_engine([])
print(pid, flush=True)
while not leads_own_session(pid):
    time.sleep(0.005)
os._exit(0)
"""


def running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="no /proc here")
def test_an_early_engine_ends_when_its_app_dies_before_the_window_is_up():
    done = subprocess.run([sys.executable, "-c", DIES_EARLY], cwd=REPO, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    pid = int(done.stdout.split()[0])
    wait_for(lambda: not running(pid), 60)


# main.py as a person runs it, stopped where the early engine would be spawned.
AT_THE_SPAWN = r"""
import json, os, runpy, sys
from playground.client import early_engine

def report(settings, context=None, background=False):
    heavy = sorted(name for name in sys.modules if name.split(".")[0] in HEAVY[:5] or name.startswith(HEAVY[5:]))
    print("@@" + json.dumps({"heavy": heavy, "settings": settings, "background": background}), flush=True)
    os._exit(0)

HEAVY = %r
early_engine.spawn_engine = report
sys.argv = ["main.py", "--snapshot", "never.png"]
runpy.run_path("main.py", run_name="__main__")
os._exit(3)
"""


def test_the_app_spawns_its_engine_before_it_imports_qt_numpy_or_the_wire():
    done = subprocess.run([sys.executable, "-c", AT_THE_SPAWN % (HEAVY,)], cwd=REPO, capture_output=True,
                          text=True, timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    lines = [line for line in done.stdout.splitlines() if line.startswith("@@")]
    assert lines, f"no spawn (status {done.returncode}): {done.stderr[-2000:]}"
    seen = json.loads(lines[-1][2:])
    assert seen["heavy"] == []
    assert seen["background"] is True
    assert seen["settings"] == early_engine.window_engine_settings()
