"""The steps-per-second cap: waits out each step's period in short slices, answers messages
between them, and costs nothing uncapped. A fake clock: no real time passes."""
from __future__ import annotations

import pytest

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


def test_a_run_with_a_cap_takes_its_steps_at_that_pace_and_one_without_never_waits(monkeypatch):
    import types

    from playground import protocol
    from playground.engine.interrupts import InterruptGate
    from playground.engine.train import run as run_module

    class QuietHost:  # an engine around the run with nothing in its pipe
        gate, time_limit, running, channel = InterruptGate(), 10.0, True, None

        def send(self, message) -> None: ...

        def send_output(self, request_id: int) -> None: ...

        def has_message(self) -> bool:
            return False

    class StubTrainer:  # steps of 1 ms on the fake clock
        def __init__(self, clock):
            self.clock, self.step_count = clock, 0

        def step(self) -> None:
            self.clock.now += 0.001
            self.step_count += 1

    def run(cap: float) -> tuple[float, list]:
        clock = FakeClock()
        monkeypatch.setattr(run_module, "time", types.SimpleNamespace(perf_counter=clock))
        monkeypatch.setattr(run_module, "Pace", lambda rate: Pace(rate, clock, clock.sleep))
        config = protocol.TrainConfig(steps=20, max_steps_per_second=cap)
        training = run_module.TrainingRun(QuietHost(),
                                          protocol.TrainRequest(request_id=1, source="", subject=None, config=config))
        training.trainer = StubTrainer(clock)
        training.graph = object()  # drawn already
        training._snapshot = lambda: None
        start = clock.now
        training._loop()
        return clock.now - start, clock.sleeps

    seconds, sleeps = run(10.0)
    assert seconds == pytest.approx(2.0, abs=0.05) and sleeps  # 20 steps at 10 a second
    seconds, sleeps = run(0.0)
    assert sleeps == [] and seconds == pytest.approx(0.02)  # full speed: the steps' own time
