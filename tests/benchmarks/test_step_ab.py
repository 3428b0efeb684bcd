"""The interleaved step comparison runs both sides and reports what it timed (no figure checked:
benchmarks are not tests, and this machine is shared)."""
from __future__ import annotations

import pytest

from benchmarks.step_ab import compare, report


def test_the_step_comparison_times_both_sides_and_the_snapshots():
    result = compare("classify-2d", seconds=0.3)
    assert result["blocks"] > 0 and result["app_step_us"] > 0 and result["raw_step_us"] > 0
    assert result["snapshot_ms"] > 0  # the app's stepping reached 1/30 s: at least one snapshot
    assert result["step_ratio"] == pytest.approx(result["raw_step_us"] / result["app_step_us"])
    assert report(result).startswith("classify-2d: a step costs")
