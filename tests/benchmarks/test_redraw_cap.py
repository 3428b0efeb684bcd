"""The plot-rate figure's mechanism: a live panel redraws for every snapshot, even one that lands a
little early, and never faster than its cap (the clock since the last redraw is injected)."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from playground.protocol import TrainConfig, TrainRequest
from playground.ui.plots.redraw import LIVE_REFRESH_MS, LiveTimer


class StoppedClock:
    """Stands in for the QElapsedTimer since the last flush."""

    def __init__(self, elapsed_ms: int):
        self.elapsed_ms = elapsed_ms

    def isValid(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def elapsed(self) -> int:
        return self.elapsed_ms

    def restart(self) -> int:
        return self.elapsed_ms


def snapshot_gap_ms() -> float:
    return 1000 * TrainRequest(request_id=0, source="", subject=None, config=TrainConfig()).snapshot_interval


def started_after(qtbot, elapsed_ms: int) -> tuple[QWidget, LiveTimer]:
    """A timer started ``elapsed_ms`` after its last flush (and its parent, kept alive)."""
    parent = QWidget()
    qtbot.addWidget(parent)
    timer = LiveTimer(parent, lambda: None)
    timer._since_flush = StoppedClock(elapsed_ms)
    timer.start()
    return parent, timer


def test_a_snapshot_a_quarter_early_is_drawn_at_once(qtbot):
    early = int(0.75 * snapshot_gap_ms())
    _parent, timer = started_after(qtbot, early)
    assert timer.interval() == 0


def test_redraws_stay_capped_when_snapshots_come_fast(qtbot):
    _parent, timer = started_after(qtbot, 2)
    assert timer.interval() == LIVE_REFRESH_MS - 2 > 0


def test_a_first_snapshot_is_drawn_at_once(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    timer = LiveTimer(parent, lambda: None)
    timer.start()
    assert timer.interval() == 0
