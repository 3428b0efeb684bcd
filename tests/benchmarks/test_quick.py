"""The benchmarks run: ``python -m benchmarks --quick --json`` measures everything briefly.

Benchmarks are not tests, so no figure is checked against its target here (this machine is shared
and noisy); what is checked is that every measurement ran and produced its row.
"""
from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import pytest

from benchmarks.report import ROW_IDS  # noqa: E402
from tests.repo import REPO

# How long the quick run may take. It measures, so it takes as long as the machine makes it, and
# many times longer beside other work (240 s ran out at a load of 11 on two cores). Only a run
# that hangs may reach this.
QUICK_RUN_S = 900
# pytest-timeout counts the module fixture's run in the first test's time.
pytestmark = pytest.mark.timeout(QUICK_RUN_S + 120)


@pytest.fixture(scope="module")
def quick_run() -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "benchmarks", "--quick", "--json"], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=QUICK_RUN_S)
    assert done.returncode == 0, done.stderr[-4000:] + done.stdout[-4000:]
    return json.loads(done.stdout)


@pytest.mark.slow
def test_quick_benchmarks_give_every_row(quick_run):
    assert quick_run["errors"] == {}
    assert set(quick_run["rows"]) == set(ROW_IDS)
    for row_id, row in quick_run["rows"].items():
        assert row["result"] and not row["result"].startswith(("failed", "not run")), (row_id, row)


@pytest.mark.slow
def test_measured_rows_carry_their_figures(quick_run):
    rows = quick_run["rows"]
    cuda_skipped = rows["cuda.throughput"]["result"].startswith("skipped")
    for row_id in ROW_IDS:
        if row_id.startswith("cuda.") and cuda_skipped:
            continue
        assert isinstance(rows[row_id]["value"], (int, float)), (row_id, rows[row_id])
        assert math.isfinite(rows[row_id]["value"]), (row_id, rows[row_id])


@pytest.mark.slow
def test_the_app_and_the_raw_loop_both_trained_every_model(quick_run):
    throughput = quick_run["details"]["throughput"]
    assert set(throughput) == {"tutorial-2layer", "fit-1d", "classify-2d"}
    for model, result in throughput.items():
        assert result["app"][0]["steps"] > 0 and result["raw"][0]["steps"] > 0, model
        assert result["app"][0]["frames_per_second"], model  # the panels drew while it trained


@pytest.mark.slow
def test_machine_is_described(quick_run):
    machine = quick_run["machine"]
    assert machine["cores"] >= 1 and machine["cpu"] and machine["date"]
    assert machine["torch_threads"] == 1 and machine["quick"] is True
