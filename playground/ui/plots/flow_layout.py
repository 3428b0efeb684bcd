"""FlowLayout: widgets in a row that wraps to the next line when the row is too narrow.

The derivative panel's row of checks (gradcheck, gradgradcheck, the output picker, the second
derivative box) did not fit beside f(x) on a 1024×768 projector: in one row its minimum width
pushed the panel out of the window. Wrapped, each item keeps its words whole. After Qt's Flow
Layout example, with height-for-width so the plot below gets what the rows leave.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Items left to right, wrapping at the layout's width; ``spacing`` between them, and
    ``row_spacing`` between rows (half ``spacing`` unless given)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 10, row_spacing: int | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._row_spacing = spacing // 2 if row_spacing is None else row_spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt's name)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt's name)
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt's name)
        """As narrow as the widest single item: everything else wraps."""
        size = QSize()
        for item in self._visible_items():
            size = size.expandedTo(item.minimumSize())
        return size

    def _visible_items(self) -> list[QLayoutItem]:
        return [item for item in self._items
                if item.widget() is None or not item.widget().isHidden()]

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in rows inside rect (when move); the height the rows take."""
        x, y, row_height = rect.x(), rect.y(), 0
        for item in self._visible_items():
            hint = item.sizeHint()
            width = min(hint.width(), rect.width())
            if x > rect.x() and x + width > rect.right() + 1:
                x, y, row_height = rect.x(), y + row_height + self._row_spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
            x += width + self._spacing
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y()
