"""Snapshots carry only the pictures the window shows; the last one carries everything."""
from __future__ import annotations

from playground import protocol
from playground.engine.train.config import defaults_for
from playground.formats.presets import read_preset_source
from tests.engine.harness import InProcessEngine, of_type


def train_request(shown: protocol.ShownViews, steps: int = 30) -> protocol.TrainRequest:
    config = protocol.TrainConfig(model="classify-2d", **dict(defaults_for("classify-2d"), steps=steps))
    # A snapshot after every step, so a short run has many.
    return protocol.TrainRequest(request_id=1, source=read_preset_source("relu_tutorial"), subject=None, config=config,
                                 snapshot_interval=0.0, shown=shown)


def test_hidden_pictures_are_not_computed_until_the_last_snapshot(one_thread):
    replies = InProcessEngine().run(train_request(protocol.ShownViews(prediction=False, gradients=False)))
    snapshots = of_type(replies, protocol.TrainSnapshot)
    assert len(snapshots) > 5 and of_type(replies, protocol.TrainFinished)[0].reason == "done"
    for snapshot in snapshots[:-1]:
        assert snapshot.prediction is None and snapshot.gradients == {} and snapshot.histograms == {}
        assert snapshot.dead_fraction is None and len(snapshot.loss) >= 1  # the records always
    last = snapshots[-1]
    assert last.prediction is not None and last.prediction.kind == "boundary"
    assert set(last.gradients) == set(last.grad_norms) and last.histograms


def test_a_shown_views_message_changes_a_running_training(one_thread):
    hidden = protocol.ShownViews(prediction=False, gradients=False)
    replies = InProcessEngine().run(train_request(hidden), protocol.ShownViews(prediction=True, gradients=False))
    snapshots = of_type(replies, protocol.TrainSnapshot)
    # Read before the first snapshot (the pipe is looked at after the first step).
    assert all(snapshot.prediction is not None for snapshot in snapshots)
    assert all(snapshot.gradients == {} for snapshot in snapshots[:-1])


def test_everything_is_shown_unless_the_window_says_otherwise(one_thread):
    replies = InProcessEngine().run(train_request(protocol.ShownViews(), steps=5))
    snapshots = of_type(replies, protocol.TrainSnapshot)
    assert all(s.prediction is not None and s.gradients for s in snapshots)


def test_a_paused_run_sends_the_picture_that_was_just_shown(one_thread):
    request = train_request(protocol.ShownViews(prediction=False, gradients=False), steps=1000)
    request.paused = True
    replies = InProcessEngine().run(request, protocol.Control(action="step"),
                                    protocol.ShownViews(prediction=True, gradients=True),
                                    protocol.Control(action="stop"))
    snapshots = of_type(replies, protocol.TrainSnapshot)
    assert snapshots[0].prediction is None  # paused at once, nothing shown
    # One step, then (still paused) the window shows the pictures: a snapshot brings them,
    # before the run's last one.
    pictures = [s for s in snapshots[:-1] if s.prediction is not None]
    assert pictures and pictures[0].step == 1 and pictures[0].gradients
