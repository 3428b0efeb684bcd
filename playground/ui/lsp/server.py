"""One language server in its own process (a QProcess: the window's thread only reads what it
wrote, as it comes), spoken to in JSON-RPC (framing.py).

Requests get a callback for their reply; a reply whose request is gone (the server restarted) is
dropped. A server that dies is started again after a second, at most RESTARTS times a minute;
after that, or when its program cannot start, it gives up and says why once (``gave_up``).
"""
from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from playground.ui.lsp.framing import FrameReader, FramingError, encode

RESTARTS = 3  # deaths within RESTART_WINDOW_S before the server is given up
RESTART_WINDOW_S = 60.0
RESTART_DELAY_MS = 1000
SHUTDOWN_WAIT_MS = 400  # at the window's close: the server's own exit, then a kill
# A server outlived a window that was killed (SIGTERM, a crash) by up to half a minute, indexing
# on a core: pygls notices that the client's processId is gone only when it next looks. On Linux
# each server is started through this guard, the engine's own (client/spawning.py
# end_with_parent): SIGKILL when the window's process dies, set before the server is exec'd.
DIE_WITH_WINDOW = """import ctypes, os, signal, sys
try:
    ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
except (OSError, AttributeError):
    pass
if os.getppid() == int(sys.argv[1]):
    os.execv(sys.argv[2], sys.argv[2:])
"""
# What this client can show: plain text (a tooltip shows no Markdown), no snippets.
CLIENT_CAPABILITIES = {
    "textDocument": {
        "synchronization": {"didSave": False},
        "completion": {"completionItem": {"snippetSupport": False, "documentationFormat": ["plaintext"]}},
        "hover": {"contentFormat": ["plaintext"]},
        "signatureHelp": {"signatureInformation": {"documentationFormat": ["plaintext"],
                                                   "parameterInformation": {"labelOffsetSupport": True}}},
        "publishDiagnostics": {"relatedInformation": False},
    },
    "general": {"positionEncodings": ["utf-16"]},  # a QString's columns: Qt's positions as they are
}


class LanguageServer(QObject):
    """A language server process and the requests in flight to it.

    Signals:
        started(): initialized; requests and document notifications may go (again, after a restart).
        notified(str, object): a notification from the server (method, params).
        gave_up(str): the server cannot be used (its program is missing, or it keeps dying).
    """

    started = Signal()
    notified = Signal(str, object)
    gave_up = Signal(str)

    def __init__(self, name: str, command: list[str], options: dict | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.name = name
        self._command = command
        self._options = options or {}
        self._process: QProcess | None = None
        self._reader = FrameReader()
        self._next_id = 0
        self._callbacks: dict[int, Callable[[object], None]] = {}
        self._initialized = False
        self._stopping = False
        self._deaths: list[float] = []
        self._stderr_tail = b""
        self.launches = 0  # how many times the process was started (tests, the benchmark)

    # --- life --------------------------------------------------------------------------------

    def start(self) -> None:
        """Start the process and initialize it (``started`` once it answered)."""
        self._stopping = False
        self._launch()

    def is_running(self) -> bool:
        """Initialized and not shutting down."""
        return self._initialized and not self._stopping

    def process_id(self) -> int | None:
        return self._process.processId() if self._process is not None else None

    def shutdown(self) -> None:
        """Ask the server to end, then end it (the window closes: this waits a moment at most)."""
        self._stopping = True
        process, self._process = self._process, None
        self._callbacks.clear()
        if process is None or process.state() == QProcess.ProcessState.NotRunning:
            return
        if self._initialized:
            process.write(encode({"jsonrpc": "2.0", "id": self._new_id(), "method": "shutdown", "params": None}))
            process.write(encode({"jsonrpc": "2.0", "method": "exit", "params": None}))
        process.closeWriteChannel()
        if not process.waitForFinished(SHUTDOWN_WAIT_MS):
            process.kill()
            process.waitForFinished(SHUTDOWN_WAIT_MS)
        self._initialized = False

    def _launch(self) -> None:
        if self._stopping:
            return
        process = QProcess(self)
        command = guarded(self._command)
        process.setProgram(command[0])
        process.setArguments(command[1:])
        process.readyReadStandardOutput.connect(lambda: self._read(process))
        process.readyReadStandardError.connect(lambda: self._read_stderr(process))
        process.finished.connect(lambda code, status: self._finished(process, code))
        process.errorOccurred.connect(lambda error: self._failed(process, error))
        self._process, self._reader, self._initialized = process, FrameReader(), False
        self._callbacks.clear()
        self.launches += 1
        process.start()
        self._send_request("initialize", {"processId": os.getpid(), "rootUri": None, "workspaceFolders": None,
                                          "capabilities": CLIENT_CAPABILITIES,
                                          "initializationOptions": self._options}, self._on_initialized)

    def _on_initialized(self, _result: object) -> None:
        self.notify("initialized", {}, force=True)
        self._initialized = True
        self.started.emit()

    def _finished(self, process: QProcess, code: int) -> None:
        if process is not self._process or self._stopping:
            return
        self._initialized = False
        now = time.monotonic()
        self._deaths = [death for death in self._deaths if now - death < RESTART_WINDOW_S] + [now]
        if len(self._deaths) > RESTARTS:
            self._stopping = True
            reason = self._stderr_tail.decode("utf-8", "replace").strip().splitlines()[-1:] or [f"exit status {code}"]
            self.gave_up.emit(self.tr("{name} stopped {count} times in a minute ({reason}); the editor goes on "
                                      "without it").format(name=self.name, count=len(self._deaths), reason=reason[0]))
            return
        QTimer.singleShot(RESTART_DELAY_MS, self._launch)

    def _failed(self, process: QProcess, error: QProcess.ProcessError) -> None:
        if process is self._process and error == QProcess.ProcessError.FailedToStart and not self._stopping:
            self._stopping = True
            self.gave_up.emit(self.tr("{name} could not start ({program}); the editor goes on without it")
                              .format(name=self.name, program=" ".join(self._command)))

    # --- messages ----------------------------------------------------------------------------

    def request(self, method: str, params: dict, on_reply: Callable[[object], None]) -> int | None:
        """Send a request; ``on_reply(result)`` when its reply comes (not at all if the server
        restarts first). None, and nothing sent, while the server is not running."""
        if not self.is_running():
            return None
        return self._send_request(method, params, on_reply)

    def notify(self, method: str, params: dict, force: bool = False) -> None:
        """Send a notification (dropped while the server is not running: ``started`` is the
        moment to send the document again)."""
        if (self.is_running() or force) and self._process is not None:
            self._process.write(encode({"jsonrpc": "2.0", "method": method, "params": params}))

    def _send_request(self, method: str, params: dict, on_reply: Callable[[object], None]) -> int:
        request_id = self._new_id()
        self._callbacks[request_id] = on_reply
        if self._process is not None:
            self._process.write(encode({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}))
        return request_id

    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id

    def _read(self, process: QProcess) -> None:
        if process is not self._process:
            return
        try:
            messages = self._reader.feed(bytes(process.readAllStandardOutput().data()))
        except FramingError:
            process.kill()  # it printed something that is no message: a fresh start reads it right
            return
        for message in messages:
            self._dispatch(message)

    def _read_stderr(self, process: QProcess) -> None:
        self._stderr_tail = (self._stderr_tail + bytes(process.readAllStandardError().data()))[-2000:]

    def _dispatch(self, message: dict) -> None:
        if "method" in message and "id" in message:  # the server asks: configuration, progress, registration
            self._answer_server_request(message)
        elif "method" in message:
            self.notified.emit(message["method"], message.get("params"))
        else:
            callback = self._callbacks.pop(message.get("id"), None)
            if callback is not None:
                callback(message.get("result"))  # an error's reply is a None result: no help this time

    def _answer_server_request(self, message: dict) -> None:
        items = (message.get("params") or {}).get("items")
        result = [None] * len(items) if message["method"] == "workspace/configuration" and items else None
        if self._process is not None:
            self._process.write(encode({"jsonrpc": "2.0", "id": message["id"], "result": result}))


def guarded(command: list[str]) -> list[str]:
    """``command`` started so that it ends with this process (Linux); as it is elsewhere, and
    where its program is missing (QProcess then fails to start it and says so)."""
    if not sys.platform.startswith("linux") or not os.access(command[0], os.X_OK):
        return command
    return [sys.executable, "-c", DIE_WITH_WINDOW, str(os.getpid()), *command]
