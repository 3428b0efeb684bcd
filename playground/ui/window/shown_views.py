"""Which of a run's pictures are on screen, told to the engine whenever that changes.

The engine computes a snapshot's model picture (an 80×80 decision boundary, ~12 % of a
classify-2d run) and gradient detail only while they are shown (protocol.ShownViews). A panel
learns it was shown or hidden from its Show and Hide events, whatever caused them: a tab
chosen, a layout for a smaller window, presentation mode.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # the type only: the window imports the bridge module when it makes one
    from playground.ui.bridge import Bridge


class ShownViewsWatcher(QObject):
    """Watches the model panel and the gradient panel; calls ``bridge.show_views``."""

    def __init__(self, bridge: Bridge, model_panel: QWidget, gradient_panel: QWidget, parent: QObject):
        super().__init__(parent)
        self.bridge = bridge
        self.model_panel, self.gradient_panel = model_panel, gradient_panel
        # Shows and hides come in bursts (a tab change hides one panel and shows another):
        # one report after the burst.
        self._report_soon = QTimer(self)
        self._report_soon.setSingleShot(True)
        self._report_soon.setInterval(0)
        self._report_soon.timeout.connect(self.report)
        for panel in (model_panel, gradient_panel):
            panel.installEventFilter(self)
        self._report_soon.start()  # a panel never shown gets no Hide event: say so once

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._report_soon.start()
        return False

    def report(self) -> None:
        """Tell the bridge what is on screen now (it sends only changes)."""
        self.bridge.show_views(self.model_panel.isVisible(), self.gradient_panel.isVisible())
