"""The completion list and the signature line, drawn inside the editor's viewport (child widgets,
never windows of their own: the caret and the keys stay in the editor, and nothing can steal the
focus from a student's typing). They take the editor's font, so presentation mode's text is large
here too, and its palette (the dark theme)."""
from __future__ import annotations

import html

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QListWidgetItem, QWidget

from playground.ui.lsp.replies import CompletionItem

MAX_ROWS = 10


class CompletionPopup(QListWidget):
    """The list under the caret; the editor's key filter moves, accepts and closes it."""

    def __init__(self, viewport: QWidget):
        super().__init__(viewport)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.Box)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._items: list[CompletionItem] = []
        self.hide()

    def show_items(self, items: list[CompletionItem], prefix: str, caret: QRect) -> None:
        """Show the items that start with ``prefix`` under (or over) the caret's rectangle."""
        self._items = items
        self._caret = caret
        self.filter(prefix)

    def filter(self, prefix: str) -> None:
        """Keep the items that start with ``prefix`` (case first as typed, then any case)."""
        lowered = prefix.lower()
        shown = [item for item in self._items if item.label.startswith(prefix)] + [
            item for item in self._items if not item.label.startswith(prefix) and item.label.lower().startswith(lowered)]
        self.clear()
        for item in shown:
            row = QListWidgetItem(item.label)
            row.setData(Qt.ItemDataRole.UserRole, item)
            if item.detail:
                row.setToolTip(item.detail)
            self.addItem(row)
        if not shown:
            self.hide()
            return
        self.setCurrentRow(0)
        self._place()
        self.show()
        self.raise_()

    def labels(self) -> list[str]:
        """What the list shows now, top to bottom."""
        return [self.item(row).text() for row in range(self.count())]

    def current(self) -> CompletionItem | None:
        row = self.currentItem()
        return row.data(Qt.ItemDataRole.UserRole) if row is not None else None

    def step(self, rows: int) -> None:
        """Move the choice by ``rows`` (Up, Down, Page Up, Page Down), stopping at the ends."""
        self.setCurrentRow(max(0, min(self.count() - 1, self.currentRow() + rows)))

    def _place(self) -> None:
        metrics = self.fontMetrics()
        rows = min(MAX_ROWS, self.count())
        height = rows * (metrics.height() + 2) + 2 * self.frameWidth() + 4
        width = max(metrics.horizontalAdvance(label) for label in self.labels()) + 4 * metrics.averageCharWidth()
        viewport = self.parentWidget().rect()
        width = min(width, max(viewport.width() // 2, 8 * metrics.averageCharWidth()))
        below = self._caret.bottom() + 1
        top = below if below + height <= viewport.height() else max(0, self._caret.top() - height)
        left = max(0, min(self._caret.left(), viewport.width() - width))
        self.setGeometry(left, top, width, height)


class SignatureLine(QLabel):
    """The called function's parameters above the caret's line, the one being typed in bold."""

    def __init__(self, viewport: QWidget):
        super().__init__(viewport)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setFrameShape(QFrame.Shape.Box)
        self.setAutoFillBackground(True)
        self.setMargin(2)
        self.setWordWrap(True)
        self.plain_text = ""  # what it shows, without the bold (tests, the snapshot)
        self.hide()

    def show_signature(self, label: str, active: tuple[int, int] | None, overloads: int, caret: QRect) -> None:
        """``label`` with the ``active`` (start, end) range in bold; "+N" where the function has
        other signatures too."""
        more = f"  (+{overloads})" if overloads else ""
        self.plain_text = label + more
        if active is not None:
            start, end = active
            shown = html.escape(label[:start]) + "<b>" + html.escape(label[start:end]) + "</b>" + html.escape(label[end:])
        else:
            shown = html.escape(label)
        self.setText(shown + html.escape(more))
        viewport = self.parentWidget().rect()
        self.setFixedWidth(min(viewport.width() - 4, self.fontMetrics().horizontalAdvance(self.plain_text) + 16))
        self.adjustSize()
        top = caret.top() - self.height() - 1
        self.move(max(0, min(caret.left(), viewport.width() - self.width())), top if top >= 0 else caret.bottom() + 1)
        self.show()
        self.raise_()
