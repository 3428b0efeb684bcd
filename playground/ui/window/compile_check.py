"""Run ▸ Check under torch.compile: the editor's code checked once more, this time also under
torch.compile(fullgraph=True) on the CPU (the engine's compile check). It is slow — a first
inductor compile takes 4–20 s — so it runs only when asked, with the window's time limit plus
COMPILE_CHECK_SECONDS (client/limits.py), as `check --compile` does; the next edit checks without it.

The action lives in the Run menu and, as a button, under the derivative panel's list of checks,
which opens when it is asked for: while it runs the button says so and waits, and so does the
status bar; its answer is the list's "torch.compile" line.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from playground.client.limits import COMPILE_CHECK_SECONDS
from playground.ui.check.live_check import LiveCheck
from playground.ui.plots.derivative_panel import DerivativePanel
from playground.ui.window.status import PlaygroundStatusBar


class CompileCheck(QObject):
    """Drives ``action`` (made by the menus): sends ``live``'s check with compile=True and opens
    ``panel``'s list of checks, where its button, and the ``status`` bar, show it running until
    the answer's line comes. ``time_limit()``: the window's limit for a check (the bridge's), in
    seconds."""

    def __init__(self, action: QAction, live: LiveCheck, panel: DerivativePanel,
                 status: PlaygroundStatusBar, time_limit, parent: Optional[QObject] = None):
        super().__init__(parent)
        self.action, self.live, self.panel, self.status = action, live, panel, status
        self.time_limit = time_limit
        self._show_idle()
        action.triggered.connect(self.run)
        panel.set_compile_action(action)
        live.compile_running.connect(self._on_running)

    @property
    def limit(self) -> float:
        """Seconds the check may take: the window's limit and what inductor needs."""
        return self.time_limit() + COMPILE_CHECK_SECONDS

    def run(self) -> None:
        """Check the editor's code now, also under torch.compile (and from now on live, for a
        file opened unrun: asking for a check is asking to run it)."""
        if self.live.compiling:
            return
        self.live.live = True
        self.live.check_now(compile=True)
        self.panel.check_list.open()  # the button says it runs, and the answer comes there

    def _on_running(self, running: bool) -> None:
        if running:
            self.action.setEnabled(False)
            self.action.setIconText(self.tr("torch.compile: checking…"))
            self.status.set_check_text(self.tr(
                "· checking under torch.compile: a first compile takes 4–20 s (time limit {seconds:.0f} s)…"
            ).format(seconds=self.limit))
        else:
            self._show_idle()

    def _show_idle(self) -> None:
        self.action.setEnabled(True)
        self.action.setIconText("")  # the button says the action's text, re-worded with the window

