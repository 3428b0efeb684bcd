"""The editor's side of the language servers: the text kept in step with them, completion
(Ctrl+Space, and after '.'), the signature line (after '(' and ','), hover docs, ruff's marks.

Editing never waits for a server: requests go out and their replies are taken when they come. A
reply is used only if it is the latest of its kind and still fits where the caret is (the caret
has not left the word or the line it was asked for): a stale one is dropped. The text goes to the
servers a short pause after the last keystroke (and at once before a request that needs it).
"""
from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import QToolTip

from playground.ui.lsp import programs
from playground.ui.lsp.diagnostics import SOURCE as RUFF_SOURCE
from playground.ui.lsp.diagnostics import marks_from_diagnostics
from playground.ui.lsp.popups import CompletionPopup, SignatureLine
from playground.ui.lsp.replies import argument_index, completion_items, hover_text, signature_parts
from playground.ui.lsp.server import LanguageServer

SYNC_PAUSE_MS = 150  # keystrokes → the servers' copy of the text (ruff's marks follow it)
REQUEST_PAUSE_MS = 40  # '.', '(' or ',' → the request: a burst of them asks once
START_FALLBACK_MS = 20_000  # start the servers even if the engine never says it is ready
# "0" keeps a window's servers off (the window tests: a jedi reading torch per window would cost
# the suite minutes); a test or a benchmark of the help itself calls start().
SWITCH = "PLAYGROUND_LANGUAGE_SERVERS"
# The text as the servers see it: a file that is never written, so that jedi resolves imports.
DOCUMENT_URI = (Path(tempfile.gettempdir()) / "autograd-playground" / "editor.py").as_uri()
WARM_UP_URI = (Path(tempfile.gettempdir()) / "autograd-playground" / "warm_up.py").as_uri()
WARM_UP_TEXT = "import torch\ntorch."  # jedi reads torch once, before the student's first '.'
# The names the engine gives every file (README: torch, nn, F, Function and Tensor are already
# imported; lsp/diagnostics.py PRELOADED), on one line above the text jedi sees, so that `torch.` completes in a file that never
# imports it. Only jedi gets it (ruff's marks leave those names alone); its lines are one lower.
JEDI_PRELUDE = ("import torch; from torch import nn, Tensor; import torch.nn.functional as F; "
                "from torch.autograd import Function; from torch.autograd.function import once_differentiable; "
                "import numpy as np; import math\n")
PRELUDE_LINES = JEDI_PRELUDE.count("\n")
NAVIGATION = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1, Qt.Key.Key_PageUp: -10, Qt.Key.Key_PageDown: 10}
ACCEPT = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab)


class EditorHelp(QObject):
    """Language servers' help for one CodeEditor (ui/editor/code_editor.py).

    Signals:
        unavailable(str): a server is missing or keeps dying: one line for the console.
        completion_shown(): the completion list was filled from a reply (tests, the benchmark).
        signature_shown(): the signature line was filled from a reply.
    """

    unavailable = Signal(str)
    completion_shown = Signal()
    signature_shown = Signal()

    def __init__(self, editor, parent: QObject | None = None):
        super().__init__(parent or editor)
        self.editor = editor
        self.popup = CompletionPopup(editor.viewport())
        self.signature = SignatureLine(editor.viewport())
        self.completer = self._server("jedi-language-server", programs.jedi_command(), programs.JEDI_OPTIONS)
        self.linter = self._server("ruff server", programs.ruff_command(), programs.RUFF_OPTIONS)
        self.linter.notified.connect(self._on_linter_notification)
        self.completer.started.connect(self._warm_up)
        self.completer.started.connect(self._ask_waiting)
        self._waiting: tuple | None = None  # a request made while jedi was starting: asked once it is up
        self._version, self._sent_version, self._sent_text = 0, 0, ""
        self._latest: dict[str, object] = {}  # kind → the ticket of its latest request
        self._started = False
        self._sync_timer = self._timer(SYNC_PAUSE_MS, self.send_text)
        self._completion_timer = self._timer(REQUEST_PAUSE_MS, self.request_completion)
        self._signature_timer = self._timer(REQUEST_PAUSE_MS, self.request_signature)
        editor.text_changed_by_user.connect(self._on_text_changed)
        editor.cursorPositionChanged.connect(self._on_cursor_moved)
        self._viewport = editor.viewport()  # kept: at the editor's deletion it cannot be asked for
        editor.installEventFilter(self)
        self._viewport.installEventFilter(self)

    def _server(self, name: str, command: list[str] | None, options: dict) -> LanguageServer:
        server = LanguageServer(name, command or [name], options, self)
        server.setProperty("installed", command is not None)
        server.started.connect(lambda: self._open_document(server))
        server.gave_up.connect(self.unavailable.emit)
        return server

    def _timer(self, interval: int, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(interval)
        timer.timeout.connect(slot)
        return timer

    # --- life --------------------------------------------------------------------------------

    def start(self) -> None:
        """Start the servers (once); a missing one is said once on ``unavailable``."""
        if self._started:
            return
        self._started = True
        for server, what in ((self.completer, self.tr("completion, signatures and hover")),
                             (self.linter, self.tr("marks as you type"))):
            if server.property("installed"):
                server.start()
            else:
                self.unavailable.emit(self.tr("Editor help: {name} is not installed; without it: {what}.")
                                      .format(name=server.name, what=what))

    def start_after(self, bridge) -> None:
        """Start once the engine is ready (torch's import in the engine goes first on a two-core
        machine), or after START_FALLBACK_MS if it never is. Not at all where SWITCH is "0"."""
        if os.environ.get(SWITCH) == "0":
            return
        if bridge.is_ready:
            QTimer.singleShot(0, self.start)
            return
        bridge.ready.connect(lambda _ready: self.start())
        QTimer.singleShot(START_FALLBACK_MS, self.start)

    def shutdown(self) -> None:
        """End both servers (the window closes)."""
        for timer in (self._sync_timer, self._completion_timer, self._signature_timer):
            timer.stop()
        self.completer.shutdown()
        self.linter.shutdown()

    # --- the text ----------------------------------------------------------------------------

    def _open_document(self, server: LanguageServer) -> None:
        self._sent_text = self.editor.toPlainText()
        self._sent_version = self._version
        server.notify("textDocument/didOpen", {"textDocument": {
            "uri": DOCUMENT_URI, "languageId": "python", "version": self._version,
            "text": self._as_seen_by(server, self._sent_text)}})

    def _as_seen_by(self, server: LanguageServer, text: str) -> str:
        return JEDI_PRELUDE + text if server is self.completer else text

    def _on_text_changed(self) -> None:
        self._version += 1
        self._sync_timer.start()

    def send_text(self) -> None:
        """Send the text now if the servers' copy is behind."""
        self._sync_timer.stop()
        if self._sent_version == self._version:
            return
        self._sent_text, self._sent_version = self.editor.toPlainText(), self._version
        for server in (self.completer, self.linter):
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": DOCUMENT_URI, "version": self._version},
                "contentChanges": [{"text": self._as_seen_by(server, self._sent_text)}]})

    def _on_linter_notification(self, method: str, params: object) -> None:
        if method != "textDocument/publishDiagnostics" or not isinstance(params, dict):
            return
        if params.get("uri") != DOCUMENT_URI or params.get("version", self._sent_version) != self._sent_version:
            return  # marks of an older text: the newer one's are on their way
        self.editor.set_marks(RUFF_SOURCE, marks_from_diagnostics(params.get("diagnostics") or [], self._sent_text))

    def _warm_up(self) -> None:
        self.completer.notify("textDocument/didOpen", {"textDocument": {
            "uri": WARM_UP_URI, "languageId": "python", "version": 0, "text": WARM_UP_TEXT}})
        self.completer.request("textDocument/completion", {"textDocument": {"uri": WARM_UP_URI},
                                                           "position": {"line": 1, "character": 6}},
                               lambda _result: self.completer.notify("textDocument/didClose",
                                                                     {"textDocument": {"uri": WARM_UP_URI}}))

    # --- requests ----------------------------------------------------------------------------

    def request_completion(self) -> None:
        """Ask for completions at the caret (Ctrl+Space; after '.')."""
        self._ask("completion", "textDocument/completion", self._show_completion)

    def request_signature(self) -> None:
        """Ask for the signature of the call the caret is in (after '(' and ',')."""
        self._ask("signature", "textDocument/signatureHelp", self._show_signature)

    def _ask(self, kind: str, method: str, show: Callable[[object, tuple[int, int]], None]) -> None:
        if not self.completer.is_running():
            self._waiting = (kind, method, show)
            return
        self.send_text()
        # Numbers, not the cursor: a QTextCursor moves with the text typed at it.
        asked_at = (self.editor.textCursor().blockNumber(), self.editor.textCursor().positionInBlock())
        ticket = object()
        self._latest[kind] = ticket
        self.completer.request(method, {"textDocument": {"uri": DOCUMENT_URI},
                                        "position": {"line": asked_at[0] + PRELUDE_LINES,
                                                     "character": asked_at[1]}},
                               lambda result: self._latest.get(kind) is ticket and show(result, asked_at))

    def _ask_waiting(self) -> None:
        waiting, self._waiting = self._waiting, None
        if waiting is not None:
            self._ask(*waiting)

    def _show_completion(self, result: object, asked_at: tuple[int, int]) -> None:
        prefix = self._word_typed_since(asked_at)
        items = completion_items(result)
        if prefix is None or not items:
            return
        self.popup.show_items(items, self._word_before_caret(), self.editor.cursorRect())
        self.completion_shown.emit()

    def _show_signature(self, result: object, asked_at: tuple[int, int]) -> None:
        cursor = self.editor.textCursor()
        argument = argument_index(cursor.block().text()[:cursor.positionInBlock()])
        parts = signature_parts(result, argument)
        if parts is None or argument is None or cursor.blockNumber() != asked_at[0]:  # the call is closed
            self.signature.hide()
            return
        label, active, overloads = parts
        self.signature.show_signature(label, active, overloads, self.editor.cursorRect())
        self.signature_shown.emit()

    def _word_typed_since(self, asked_at: tuple[int, int]) -> str | None:
        """What was typed since the request, if it only went on with one word; None otherwise."""
        cursor = self.editor.textCursor()
        line, column = asked_at
        if cursor.blockNumber() != line or cursor.positionInBlock() < column:
            return None
        typed = cursor.block().text()[column:cursor.positionInBlock()]
        return typed if all(character.isalnum() or character == "_" for character in typed) else None

    def _word_before_caret(self) -> str:
        cursor = self.editor.textCursor()
        before = cursor.block().text()[:cursor.positionInBlock()]
        start = len(before)
        while start > 0 and (before[start - 1].isalnum() or before[start - 1] == "_"):
            start -= 1
        return before[start:]

    def accept_completion(self) -> None:
        """Replace the word before the caret with the chosen completion."""
        item = self.popup.current()
        self.popup.hide()
        if item is None:
            return
        cursor = self.editor.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor,
                            len(self._word_before_caret()))
        cursor.insertText(item.insert_text)
        self.editor.setTextCursor(cursor)

    def _on_cursor_moved(self) -> None:
        cursor = self.editor.textCursor()
        if self.popup.isVisible():
            word = self._word_before_caret()
            before = cursor.block().text()[:cursor.positionInBlock()]
            if word or before.endswith("."):
                self.popup.filter(word)
            else:
                self.popup.hide()
        if self.signature.isVisible() and "(" not in cursor.block().text()[:cursor.positionInBlock()]:
            self.signature.hide()

    # --- keys and hover ----------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.editor and event.type() == QEvent.Type.KeyPress:
            return self._key(event)
        if watched is self.editor and event.type() == QEvent.Type.ShortcutOverride and self._claims(event):
            event.accept()  # a window-wide shortcut on Escape or Enter must not take the list's key
            return True
        if watched is self._viewport and event.type() == QEvent.Type.ToolTip:
            self._hover(event.pos(), event.globalPos())
        return super().eventFilter(watched, event)

    def _claims(self, event: QKeyEvent) -> bool:
        key = event.key()
        return (self.popup.isVisible() and (key in NAVIGATION or key in ACCEPT or key == Qt.Key.Key_Escape)) or (
            self.signature.isVisible() and key == Qt.Key.Key_Escape)

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if self.popup.isVisible():
            if key in NAVIGATION:
                self.popup.step(NAVIGATION[key])
                return True
            if key in ACCEPT:
                current = self.popup.current()
                if current is not None and current.insert_text == self._word_before_caret():
                    self.popup.hide()  # the word is whole already: Enter is a new line, Tab an indent
                    return False
                self.accept_completion()
                return True
            if key == Qt.Key.Key_Escape:
                self.popup.hide()
                return True
        if key == Qt.Key.Key_Escape and self.signature.isVisible():
            self.signature.hide()
            return True
        if key == Qt.Key.Key_Space and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.request_completion()
            return True
        typed = event.text()
        if typed == "." and not self._word_before_caret().isdigit():  # "4." is a number, not an attribute
            self._completion_timer.start()
        elif typed in ("(", ","):
            self._signature_timer.start()
        elif typed == ")":
            self.signature.hide()
        return False

    def _hover(self, position: QPoint, global_position: QPoint) -> None:
        line = self.editor.line_at_y(position.y())
        if line is None or self.editor.message_at_line(line):
            return  # the line's own marks speak there
        cursor = self.editor.cursorForPosition(position)
        ticket = object()
        self._latest["hover"] = ticket
        self.send_text()
        self.completer.request("textDocument/hover", {"textDocument": {"uri": DOCUMENT_URI},
                                                      "position": _position(cursor)},
                               lambda result: self._latest.get("hover") is ticket and self._show_hover(
                                   result, global_position))

    def _show_hover(self, result: object, global_position: QPoint) -> None:
        text = hover_text(result)
        if text:
            QToolTip.showText(global_position, text, self.editor.viewport())


def _position(cursor: QTextCursor) -> dict:
    # positionInBlock counts a QString's UTF-16 units: the protocol's default columns.
    return {"line": cursor.blockNumber() + PRELUDE_LINES, "character": cursor.positionInBlock()}
