"""The redraw timer of a live panel: new data marks it dirty, and the panel redraws at most every
LIVE_REFRESH_MS, at once when the last redraw was that long ago.

Plots are fed by setData from this GUI timer, never per message (DESIGN.md): the redraw rate
never throttles training.
"""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QWidget

# A cap on redraws (50 Hz), below the engine's ~33 ms between snapshots: a snapshot that lands
# early still gets its own frame (at a 33 ms cap one frame in thirty was lost), and redraws
# stay bounded however fast snapshots come.
LIVE_REFRESH_MS = 20


class LiveTimer(QTimer):
    """A live panel's redraws. ``mark_dirty()`` when new data came: the panel's flush runs at
    once when the last was at least LIVE_REFRESH_MS ago, else when it will be (a cap on the
    redraw rate, not a delay added to every redraw, which halved the frames a second). The
    flush begins with ``take()``: whether there is anything new to draw. ``redraw()`` draws now."""

    def __init__(self, parent: QWidget, flush: Callable[[], None]):
        super().__init__(parent)
        self.setSingleShot(True)
        self.dirty = False
        self._flush = flush
        self._views: Callable[[], list] = getattr(parent, "plot_views", list)
        self._since_flush = QElapsedTimer()
        self.timeout.connect(self._fire)

    def _fire(self) -> None:
        self._since_flush.restart()
        self._draw()

    def _draw(self) -> None:
        """The panel's flush, then its plots settled (see PlotView.settle)."""
        self._flush()
        for view in self._views():
            view.settle()

    def mark_dirty(self) -> None:
        """New data to draw: a flush soon, within the redraw cap."""
        self.dirty = True
        if not self.isActive():
            self.start()

    def take(self) -> bool:
        """At the start of a flush (or to drop what waits): whether there was new data; the
        timer stops and the panel is clean again."""
        self.stop()
        dirty, self.dirty = self.dirty, False
        return dirty

    def redraw(self) -> None:
        """Draw now, new data or not (a setting of the panel changed)."""
        self.dirty = True
        self._draw()

    def start(self, msec: Optional[int] = None) -> None:  # noqa: D102 (QTimer's)
        if msec is None:
            elapsed = self._since_flush.elapsed() if self._since_flush.isValid() else LIVE_REFRESH_MS
            msec = max(0, LIVE_REFRESH_MS - int(elapsed))
        super().start(msec)


def make_live_timer(parent: QWidget, flush: Callable[[], None]) -> LiveTimer:
    """The ~30 Hz redraw timer of a live panel: add() starts it when data became dirty."""
    return LiveTimer(parent, flush)

