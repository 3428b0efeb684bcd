"""The console pane: what the user's code printed, and its errors with clickable line numbers."""
from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QUrl, Signal
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QTextBrowser

from playground.protocol import ErrorInfo

# The console keeps this many blocks; older ones scroll away (a print flood must not eat memory).
MAX_BLOCKS = 5000
LINE_SCHEME = "line"


def phase_words(phase: str) -> str:
    """The phase of an error, in words for a student ("in backward")."""
    words = {
        "compile": QCoreApplication.translate("Console", "while running the file"),
        "forward": QCoreApplication.translate("Console", "in forward"),
        "backward": QCoreApplication.translate("Console", "in backward"),
        "check": QCoreApplication.translate("Console", "in the gradient check"),
        "train": QCoreApplication.translate("Console", "while training"),
        "engine": QCoreApplication.translate("Console", "in the engine"),
    }
    return words.get(phase, phase)


class ConsolePane(QTextBrowser):
    """Read-only log. Errors carry a link to their line; clicking it emits ``line_activated``."""

    line_activated = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.document().setMaximumBlockCount(MAX_BLOCKS)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setPlaceholderText(self.tr("What your code prints, and its errors, appear here."))
        self.anchorClicked.connect(self._on_anchor)

    def set_font_point_size(self, size: float) -> None:
        """Used by presentation mode / zoom."""
        font = QFont(self.font())
        font.setPointSizeF(size)
        self.setFont(font)

    def append_output(self, text: str, dropped: int = 0) -> None:
        """What user code printed, verbatim."""
        text = text.rstrip("\n")
        if text:
            self.append(f"<pre style='margin:0'>{html.escape(text)}</pre>")
        if dropped:
            self.append_info(self.tr("… %n more line(s) of output were dropped.", "", dropped))

    def append_error(self, error: ErrorInfo) -> None:
        """One error: its line as a link, its phase, type and message."""
        where = phase_words(error.phase)
        if error.line is not None:
            link = self.tr("Line {line}").format(line=error.line)
            head = f"<a href='{LINE_SCHEME}:{error.line}'>{html.escape(link)}</a> · {html.escape(where)}"
        else:
            head = html.escape(where[:1].upper() + where[1:])
        kind = f"<b>{html.escape(error.type)}</b>: " if error.type else ""
        body = html.escape(error.message).replace("\n", "<br>")
        self.append(f"<div style='color:#b00020'>{head} — {kind}{body}</div>")

    def append_info(self, text: str) -> None:
        """A message of the app itself (grey)."""
        self.append(f"<div style='color:#555'>{html.escape(text)}</div>")

    def append_warning(self, text: str) -> None:
        """A message of the app that needs attention (orange, bold)."""
        self.append(f"<div style='color:#a04000'><b>{html.escape(text)}</b></div>")

    def plain_text(self) -> str:
        """Everything shown, as text (for tests and copy)."""
        return self.toPlainText()

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == LINE_SCHEME:
            try:
                self.line_activated.emit(int(url.path()))
            except ValueError:
                pass
