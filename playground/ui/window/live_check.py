"""Live checking: compile and judge the editor's text a moment after the user stops typing."""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from playground import protocol

DEBOUNCE_MS = 300


class LiveCheck(QObject):
    """Debounces edits into ``bridge.compile`` requests and hands back the newest result.

    ``checked(CompileResult, str, int)`` carries the result, everything its code printed (the
    engine streams prints as Output messages before the result) and how many printed lines the
    engine dropped. ``empty()`` says there is no
    code to check. ``live`` off (a file just opened: it runs only when the user asks) makes
    edits wait for ``check_now``. ``check_now(compile=True)`` also runs the subject under
    torch.compile, once: the next edit checks without it. ``jacobian_input``: the Jacobian's
    probe input the person set (CompileRequest's jacobian_* fields; {}: the defaults), sent
    with every check.
    """

    checked = Signal(object, str, int)
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
        self.request_id: Optional[int] = None
        self.pending = False
        self.compiling = False  # the check in flight also runs under torch.compile
        self._printed: list[str] = []
        self._dropped = 0
        self._retried_without_subject = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(delay_ms)
        self.timer.timeout.connect(self.check_now)
        bridge.compiled.connect(self._on_compiled)
        bridge.output.connect(self._on_output)
        bridge.restarted.connect(self._on_restarted)

    def disconnect_bridge(self) -> None:
        self.timer.stop()
        self.bridge.compiled.disconnect(self._on_compiled)
        self.bridge.output.disconnect(self._on_output)
        self.bridge.restarted.disconnect(self._on_restarted)

    def schedule(self) -> None:
        """The text changed: check it after the pause, if live."""
        if self.live:
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
        if not text.strip():
            self.request_id, self.pending = None, False
            self._set_compiling(False)
            self.empty.emit()
            return
        self._printed, self._dropped = [], 0
        self.request_id = self.bridge.compile(text, self.subject, self.x_range[0], self.x_range[1],
                                              compile=compile, jacobian=self.jacobian_input)
        self.pending = True
        self.requested.emit(self.request_id)
        self._set_compiling(compile)  # after requested: its words replace "checking…"

    def _set_compiling(self, compiling: bool) -> None:
        if compiling != self.compiling:
            self.compiling = compiling
            self.compile_running.emit(compiling)

    def _on_output(self, message: protocol.Output) -> None:
        if message.request_id == self.request_id:
            self._printed.append(message.text)
            self._dropped += message.dropped

    def _on_compiled(self, result: protocol.CompileResult) -> None:
        if result.request_id != self.request_id:
            return
        self.pending = False
        names = list(result.functions) + list(result.modules)
        if self.subject and names and self.subject not in names and not self._retried_without_subject:
            # The chosen subject was renamed or deleted: fall back to the engine's choice.
            self._retried_without_subject = True
            self.subject = None
            self.check_now(compile=self.compiling)
            return
        self._retried_without_subject = False
        printed = "".join(self._printed)
        if result.output and result.output not in printed:
            printed = result.output + printed
        self.checked.emit(result, printed, self._dropped)
        self._set_compiling(False)

    def _on_restarted(self, restarted: protocol.EngineRestarted) -> None:
        """The restart lost our check: the client's answer, with the restart as its error, comes
        next. Show it if our code was what the engine was running (it hung or crashed there);
        an innocent check that only waited behind another request is sent again at once (its
        answer then is stale and dropped)."""
        lost = self.pending and self.request_id in restarted.lost_request_ids
        if lost and restarted.request_id != self.request_id:
            self.check_now(compile=self.compiling)
