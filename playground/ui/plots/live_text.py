"""Text that changes with every snapshot, shown a few times a second.

A QLabel whose text changes asks its parents to lay out again (QWidget.updateGeometry), and a
word-wrapped one may change height. Set 30 times a second, the panel's info line made the whole
main window relayout ~25 times a second and repaint the tab and its parents with every frame,
which cost the plots their frames (26 of 30 a second on the Gradients tab). A number that changes
30 times a second cannot be read anyway: the line shows the newest text at most every
TEXT_REFRESH_MS, and the last text always shows.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from PySide6.QtCore import QElapsedTimer, QObject, QTimer

TEXT_REFRESH_MS = 250  # 4 times a second, as the status bar's step counter


class LiveText(QObject):
    """``set(value)``: ``show(value)`` now if the last was shown TEXT_REFRESH_MS ago or more,
    else when that time is up (only the newest value waiting is shown). ``show`` sets the
    label's text (and whatever goes with it, such as a highlight) when the value differs."""

    def __init__(self, parent: QObject, show: Callable[[Any], None], refresh_ms: int = TEXT_REFRESH_MS):
        super().__init__(parent)
        self.show = show
        self.refresh_ms = refresh_ms
        self._waiting: Optional[Any] = None
        self._shown: Optional[Any] = None
        self._since_shown = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show_waiting)

    def set(self, value: Any) -> None:
        """The newest value; shown at once or within refresh_ms."""
        if self._timer.isActive():
            self._waiting = value
            return
        elapsed = self._since_shown.elapsed() if self._since_shown.isValid() else self.refresh_ms
        if elapsed >= self.refresh_ms:
            self._show(value)
        else:
            self._waiting = value
            self._timer.start(self.refresh_ms - int(elapsed))

    def set_now(self, value: Any) -> None:
        """Show ``value`` at once (a new run, a cleared panel), dropping any value waiting."""
        self._timer.stop()
        self._waiting = None
        self._show(value)

    def _show_waiting(self) -> None:
        if self._waiting is not None:
            value, self._waiting = self._waiting, None
            self._show(value)

    def _show(self, value: Any) -> None:
        self._since_shown.restart()
        if value != self._shown:
            self._shown = value
            self.show(value)
