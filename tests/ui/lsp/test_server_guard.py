"""A language server ends with the window's process, even one killed without a goodbye (Linux)."""
from __future__ import annotations

import subprocess
import sys
import time

import pytest

from playground.ui.lsp.server import guarded
from tests.repo import REPO

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")

# A window stand-in: starts a long-lived "server" through the guard, prints its pid, dies by SIGKILL.
WINDOW = """
import os, signal, subprocess, sys
from playground.ui.lsp.server import guarded
server = subprocess.Popen(guarded([sys.executable, "-c", "import time; time.sleep(600)"]))
print(server.pid, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_server_dies_with_a_window_killed_without_a_goodbye():
    done = subprocess.run([sys.executable, "-c", WINDOW], cwd=REPO, capture_output=True, text=True, timeout=60)
    server = int(done.stdout.split()[-1])
    deadline = time.monotonic() + 30
    while _running(server):
        assert time.monotonic() < deadline, f"the server {server} outlived its window"
        time.sleep(0.05)


def test_a_missing_program_is_left_for_qprocess_to_report():
    assert guarded(["/nonexistent/jedi-language-server"]) == ["/nonexistent/jedi-language-server"]


def test_the_guard_runs_the_program_itself():
    done = subprocess.run(guarded([sys.executable, "-c", "print('the server ran')"]), capture_output=True,
                          text=True, timeout=60)
    assert done.stdout.strip() == "the server ran" and done.returncode == 0


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
