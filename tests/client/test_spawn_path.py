"""How engines start (client/spawning.py START_METHOD): the app spawns each; the suite forks
them from a warm server (tests/conftest.py), and a forked engine must behave as a spawned one:
the asker's environment and folder, a verdict, an end with its asker."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from playground import protocol
from playground.client import spawning
from playground.client.client import EngineClient
from tests.client.test_client import GOOD, is_result, wait_for
from tests.repo import REPO

WRITES_WHAT_IT_SEES = """
import os
with open("seen.txt", "w") as seen:
    seen.write(os.environ.get("PLAYGROUND_SPAWN_MARK", "-") + "|" + os.getcwd())
""" + GOOD


def judged(source: str) -> protocol.CompileResult:
    client = EngineClient(compile_timeout=5.0, standby=False)
    client.start()
    try:
        wait_for(client, lambda m: isinstance(m, protocol.EngineReady), timeout=120)
        request_id = client.compile(source, points=101)
        return wait_for(client, is_result(request_id), timeout=120)[-1]
    finally:
        client.close()


def test_the_app_spawns_its_engines():
    code = ("from playground.client import spawning; "
            "print(spawning.START_METHOD, spawning.engine_context().get_start_method())")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["spawn", "spawn"], done.stderr


def test_the_suite_forks_its_engines():
    assert spawning.engine_context().get_start_method() == "forkserver"


@pytest.mark.parametrize("method", ["forkserver", "spawn"])
def test_an_engine_sees_the_environment_and_folder_of_the_process_that_asked(method, tmp_path, monkeypatch):
    # The fork server started long before this test set either: a forked engine takes them
    # from the asker (client/spawning.py _parentage), as a spawned one inherits them.
    monkeypatch.setattr(spawning, "START_METHOD", method)
    monkeypatch.setenv("PLAYGROUND_SPAWN_MARK", f"set by the test for {method}")
    monkeypatch.chdir(tmp_path)
    result = judged(WRITES_WHAT_IT_SEES)
    assert result.errors == [] and result.probe.verdict == "matches"
    assert (tmp_path / "seen.txt").read_text() == f"set by the test for {method}|{tmp_path}"
    assert os.getcwd() == str(tmp_path)


ASKER_THAT_DIES = """
import os, sys, time
from playground.client import spawning
spawning.START_METHOD = "forkserver"
from playground.client.client import EngineClient
client = EngineClient(standby=False)
client.start()
deadline = time.monotonic() + 120
while not client.ready and time.monotonic() < deadline:
    client.poll(0.05)
print(client.pid, flush=True)
os._exit(0)  # no goodbye: the engine must go with its asker all the same
"""


def test_a_forked_engine_ends_with_the_process_that_asked_for_it():
    done = subprocess.run([sys.executable, "-c", ASKER_THAT_DIES], cwd=REPO, capture_output=True, text=True,
                          timeout=180)
    pid = int(done.stdout.split()[-1])
    wait_for_exit(pid)


def wait_for_exit(pid: int, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while os.path.exists(f"/proc/{pid}") and _state(pid) != "Z":
        assert time.monotonic() < deadline, f"engine {pid} outlived the process that asked for it"
        time.sleep(0.05)


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "gone"
