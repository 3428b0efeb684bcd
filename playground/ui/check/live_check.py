"""Live checking: compile and judge the editor's code a moment after the user stops typing.

The engine answers a check in stages (the curves, the Jacobian, then the complete result):
each is drawn as it comes, and a keystroke cancels those still to come. What is current, what
has come and what is stale is decided without Qt in check_state.py; this module is its timer and
its signals.
"""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from playground import protocol
from playground.ui.check.check_state import LiveCheckState

DEBOUNCE_MS = 300


class LiveCheck(QObject):
    """Debounces edits into ``bridge.compile`` requests and hands back the newest answers.

    ``checked(CompileResult, str, int)`` carries the complete result, everything its code printed
    (the engine streams prints as Output messages before the result) and how many printed lines
    the engine dropped; ``staged`` carries the same for each earlier stage (the curves, the
    Jacobian) as it comes; ``cancelled()``: an edit cancelled the stages still to come.
    ``empty()`` says there is no code to check. ``live`` off (a file just opened: it runs only
    when the user asks) makes edits wait for ``check_now``. ``check_now(compile=True)`` also runs
    the subject under torch.compile, once: the next edit checks without it. ``jacobian_input``:
    the Jacobian's probe input the person set (CompileRequest's jacobian_* fields; {}: the
    defaults), sent with every check.
    """

    checked = Signal(object, str, int)
    staged = Signal(object, str, int)
    cancelled = Signal()
    requested = Signal(int)
    empty = Signal()
    # A check that also runs under torch.compile went out (True), or ended (False): answered,
    # or superseded by a newer check (an edit).
    compile_running = Signal(bool)

    def __init__(self, bridge, source: Callable[[], str], delay_ms: int = DEBOUNCE_MS, parent=None):
        super().__init__(parent)
        self.bridge = bridge
        self.source = source
        self.live = True
        self.subject: Optional[str] = None  # None: let the engine choose
        self.x_range = (-5.0, 5.0)
        self.jacobian_input: dict = {}
        self.state = LiveCheckState()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(delay_ms)
        self.timer.timeout.connect(self.check_now)
        bridge.compiled.connect(self._on_compiled)
        bridge.output.connect(self.state.output)
        bridge.restarted.connect(self._on_restarted)

    @property
    def request_id(self) -> Optional[int]:
        """The check sent last (None: none, or the text was empty)."""
        return self.state.request_id

    @property
    def pending(self) -> bool:
        """The check sent last has not had its complete answer."""
        return self.state.waiting

    @property
    def compiling(self) -> bool:
        """The check in flight also runs under torch.compile."""
        return self.state.compiling

    def disconnect_bridge(self) -> None:
        self.timer.stop()
        self.bridge.compiled.disconnect(self._on_compiled)
        self.bridge.output.disconnect(self.state.output)
        self.bridge.restarted.disconnect(self._on_restarted)

    def schedule(self) -> None:
        """The text changed: the stages still to come are cancelled; check it after the pause,
        if live."""
        if not self.live:
            return
        if self.state.edited():
            self.cancelled.emit()
        self.timer.start()

    def set_subject(self, name: Optional[str]) -> None:
        self.subject = name or None
        self.check_now()

    def set_range(self, low: float, high: float) -> None:
        self.x_range = (low, high)
        self.check_now()

    def set_jacobian_input(self, fields: dict) -> None:
        """The Jacobian's probe input changed (the Jacobian tab): check again with it."""
        self.jacobian_input = dict(fields)
        self.check_now()

    def check_now(self, compile: bool = False) -> None:
        """Send the text to the engine now (Run ▸ Check, a preset just loaded, a new subject);
        ``compile``: also under torch.compile (Run ▸ Check under torch.compile)."""
        self.timer.stop()
        text = self.source()
        was_compiling = self.state.compiling
        if not text.strip():
            self.state.cleared()
            self._say_compiling(was_compiling)
            self.empty.emit()
            return
        request_id = self.bridge.compile(text, self.subject, self.x_range[0], self.x_range[1],
                                         compile=compile, jacobian=self.jacobian_input)
        self.state.sent(request_id, compiling=compile)
        self.requested.emit(request_id)
        self._say_compiling(was_compiling)  # after requested: its words replace "checking…"

    def _say_compiling(self, was_compiling: bool) -> None:
        if self.state.compiling != was_compiling:
            self.compile_running.emit(self.state.compiling)

    def _on_compiled(self, result: protocol.CompileResult) -> None:
        state = self.state
        if not state.take(result):
            return
        if state.subject_gone(result, self.subject):
            self.subject = None  # renamed or deleted: fall back to the engine's choice
            self.check_now(compile=state.compiling)
            return
        printed = state.printed_text(result)
        if state.waiting:
            self.staged.emit(result, printed, state.dropped)
            return
        self.checked.emit(result, printed, state.dropped)
        if state.compiling:
            state.compiling = False
            self.compile_running.emit(False)

    def _on_restarted(self, restarted: protocol.EngineRestarted) -> None:
        """The restart lost our check: the client's answer, with the restart as its error, comes
        next. Show it if our code was what the engine was running (it hung or crashed there);
        an innocent check that only waited behind another request is sent again at once (its
        answer then is stale and dropped)."""
        if self.state.lost_innocently(restarted):
            self.check_now(compile=self.state.compiling)
