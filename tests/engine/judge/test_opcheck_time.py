"""A custom op's check within its time limit (issue 29, item 6): what an op's first call and
opcheck's first run import (torch._dynamo, opcheck's tests: 3.4 s and 2.5 s of lesson 17's first
check, past the window's 5 s on a loaded machine) is imported before the clock starts, and a
time limit that still runs out in opcheck says so instead of "try fewer points"."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import torch

from playground import protocol
from playground.engine.failures import error_of
from playground.engine.judge.check import run_check
from playground.engine.judge.opcheck import OPCHECK_NAME, ready_for_custom_ops
from playground.engine.warm_up import LATER_STEPS, steps_before_check
from playground.formats.presets import read_preset_source

REPO = Path(__file__).resolve().parents[3]
# In a fresh interpreter: the warm-up step, then lesson 17's check; what the check imported.
SCRIPT = """
import sys
from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.judge.opcheck import ready_for_custom_ops
from playground.formats.presets import read_preset_source
ready_for_custom_ops()
before = set(sys.modules)
result = run_check(protocol.CompileRequest(request_id=1, source=read_preset_source("custom_op"), points=51))
assert result.errors == [] and result.probe.verdict == "matches", result.errors
print("\\n".join(sorted(set(sys.modules) - before)))
"""


def test_a_custom_op_lesson_runs_the_custom_op_step_before_its_clock_and_a_classic_one_does_not():
    assert ready_for_custom_ops in steps_before_check(read_preset_source("custom_op"))
    assert ready_for_custom_ops not in steps_before_check(read_preset_source("relu_tutorial"))
    assert ready_for_custom_ops in LATER_STEPS  # the server runs only the steps it still has


def test_after_the_step_the_lessons_check_imports_neither_dynamo_nor_opchecks_tests():
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    imported = done.stdout.split()
    assert not [name for name in imported if name.startswith(("torch._dynamo", "torch.testing._internal.optests"))]


def test_a_time_limit_in_opcheck_names_it_and_gives_no_advice_about_points(monkeypatch):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(torch.library, "opcheck", interrupted)
    with pytest.raises(KeyboardInterrupt) as caught:
        run_check(protocol.CompileRequest(request_id=1, source=read_preset_source("custom_op"), points=51))
    info = error_of(caught.value, "check", "<editor>", 5.0)
    assert info.code == "interrupted" and info.params["check"] == OPCHECK_NAME
    assert OPCHECK_NAME in info.message and "fewer points" not in info.message
    assert "Check again" in info.message
