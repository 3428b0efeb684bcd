"""How often a run sends snapshots: ~30 a second while they are cheap, wider apart when they cost
more than a quarter of the time (a busy machine), so the steps are not starved. The run's clock
is a fake one that the steps and the snapshots move on."""
from __future__ import annotations

import types

import pytest

from playground import protocol
from playground.engine.interrupts import InterruptGate
from playground.engine.train import run as run_module
from playground.engine.train.run import SNAPSHOT_SHARE, TrainingRun


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def perf_counter(self) -> float:
        return self.now


class StubTrainer:
    """Steps that take ``seconds`` of the fake clock each."""

    def __init__(self, clock: FakeClock, seconds: float):
        self.clock, self.seconds = clock, seconds
        self.step_count = 0

    def step(self) -> None:
        self.clock.now += self.seconds
        self.step_count += 1


class QuietHost:
    """An engine around the run with nothing in its pipe."""

    def __init__(self):
        self.gate = InterruptGate()
        self.time_limit = 10.0
        self.running = True
        self.channel = None

    def send(self, message) -> None:
        pass

    def send_output(self, request_id: int) -> None:
        pass

    def has_message(self) -> bool:
        return False


def run_for(monkeypatch, steps: int, step_seconds: float, snapshot_seconds: float) -> tuple[int, float]:
    """(snapshots sent, fake seconds the run took)."""
    clock = FakeClock()
    monkeypatch.setattr(run_module, "time", types.SimpleNamespace(perf_counter=clock.perf_counter))
    request = protocol.TrainRequest(request_id=1, source="", subject=None, config=protocol.TrainConfig(steps=steps))
    training = TrainingRun(QuietHost(), request)
    training.trainer = StubTrainer(clock, step_seconds)
    training.graph = object()  # drawn already
    snapshots = []

    def snapshot() -> None:
        clock.now += snapshot_seconds
        snapshots.append(clock.now)

    training._snapshot = snapshot
    training._loop()
    return len(snapshots), clock.now


def test_cheap_snapshots_come_30_times_a_second(monkeypatch):
    count, seconds = run_for(monkeypatch, steps=3000, step_seconds=0.001, snapshot_seconds=0.0005)
    assert count / seconds == pytest.approx(30, abs=1)


def test_costly_snapshots_take_at_most_their_share_of_the_time(monkeypatch):
    count, seconds = run_for(monkeypatch, steps=3000, step_seconds=0.001, snapshot_seconds=0.02)
    assert count * 0.02 / seconds <= SNAPSHOT_SHARE + 0.01
    assert count / seconds >= 10  # still a steady stream, only thinner
