"""The steps-per-second cap: waits out each step's period in short slices, answers messages
between them, and costs nothing uncapped. A fake clock: no real time passes."""
from __future__ import annotations

from playground.engine.train.pace import SLICE_S, Pace


class FakeClock:
    def __init__(self):
        self.now = 100.0
        self.sleeps = []

    def __call__(self):
        return self.now

    def sleep(self, seconds):
        self.sleeps.append(seconds)
        self.now += seconds


def test_uncapped_never_sleeps_or_asks():
    clock = FakeClock()
    pace = Pace(0.0, clock, clock.sleep)
    assert not pace.capped
    assert pace.wait(clock.now - 1, lambda: 1 / 0) == 0.0 and clock.sleeps == []


def test_capped_waits_the_rest_of_the_period_in_slices_and_answers_between():
    clock = FakeClock()
    answered = []
    pace = Pace(10.0, clock, clock.sleep)  # a step every 0.1 s
    step_started = clock.now - 0.03  # the step itself took 0.03 s
    waited = pace.wait(step_started, lambda: answered.append(clock.now) or True)
    assert abs(waited - 0.07) < 1e-9
    assert max(clock.sleeps) <= SLICE_S and len(answered) == len(clock.sleeps) >= 3


def test_a_stop_or_pause_ends_the_wait_at_once():
    clock = FakeClock()
    pace = Pace(1.0, clock, clock.sleep)
    pace.wait(clock.now, lambda: False)
    assert len(clock.sleeps) == 1


def test_a_step_slower_than_the_cap_is_not_slowed_further():
    clock = FakeClock()
    pace = Pace(100.0, clock, clock.sleep)
    assert pace.wait(clock.now - 0.5, lambda: True) == 0.0 and clock.sleeps == []
