"""The window's engine in a session of its own (client/process.py enter_own_session): on Linux
its own scheduling group, so its work does not take the window's share of the CPU."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from playground.client.client import EngineClient
from tests.client.fakes import EngineMaker
from tests.repo import REPO


def test_the_client_asks_each_engine_for_its_own_session_only_when_told():
    for own_session in (True, False):
        maker = EngineMaker()
        client = EngineClient(standby=False, memory_limit_mb=None, spawn=maker, own_session=own_session)
        client.start()
        assert maker.last.settings["own_session"] is own_session


@pytest.mark.skipif(not hasattr(os, "setsid"), reason="no sessions here")
def test_entering_its_own_session_makes_the_process_its_leader():
    code = ("import os; from playground.client.process import enter_own_session; "
            "before = os.getsid(0) == os.getpid(); enter_own_session(); "
            "print(before, os.getsid(0) == os.getpid(), os.getpgid(0) == os.getpid())")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True", "True"]
