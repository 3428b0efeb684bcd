"""tests/ui/stalls.py counts what the window's thread did: a turn that blocks or computes is a
stall of its own however loaded the machine; the time it waited for a CPU is not."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QTimer

from tests.ui.stalls import Ticks, run_queue_wait


def test_a_turn_that_blocks_is_a_stall_of_our_own(qtbot):
    ticks = Ticks(max_stall_s=1.0)
    with ticks.running():
        QTimer.singleShot(50, lambda: time.sleep(1.2))  # the event loop waits, as on a pipe
        qtbot.wait(1500)
    assert ticks.ticks > 0
    assert ticks.longest_stall >= 1.1, ticks.longest_stall
    with pytest.raises(AssertionError, match="stalled"):
        ticks.assert_responsive()


def test_a_turn_that_computes_is_a_stall_of_our_own(qtbot):
    def compute(seconds: float) -> None:  # this much of the thread's own CPU time
        start = time.thread_time()
        while time.thread_time() - start < seconds:
            pass

    ticks = Ticks(max_stall_s=1.0)
    with ticks.running():
        QTimer.singleShot(50, lambda: compute(1.2))
        qtbot.wait(1500)
    assert ticks.longest_stall >= 1.1, ticks.longest_stall
    assert ticks.longest_wall_gap >= ticks.longest_stall


def test_a_quiet_loop_is_responsive(qtbot):
    ticks = Ticks()
    with ticks.running():
        qtbot.waitUntil(lambda: ticks.ticks >= 10, timeout=60_000)
    ticks.assert_responsive()


def test_the_run_queue_wait_only_grows():
    first = run_queue_wait()
    assert first >= 0 and run_queue_wait() >= first
