"""The line-number gutter beside the code editor, with a red dot on lines that have an error and
an amber one on lines with a mark as you type (a hint, a language server's)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QPlainTextEdit, QToolTip, QWidget


class LineNumberGutter(QWidget):
    """Line numbers (the current one darker) and error markers; hovering a marker or number of a
    line with an error shows the error's message.

    ``editor`` is the CodeEditor (code_editor.py), which makes its gutter: typed as its Qt base
    class so that this module does not import the one that imports it. Beyond QPlainTextEdit the
    gutter reads its ``theme``, ``line_at_y``, ``error_lines``, ``mark_lines`` and ``message_at_line``."""

    def __init__(self, editor: QPlainTextEdit):
        super().__init__(editor)
        self._editor = editor
        self.setMouseTracking(True)
        # The gutter keeps itself in step with the editor: its width, scrolling, geometry.
        editor.blockCountChanged.connect(self._update_width)
        editor.updateRequest.connect(self._follow_update_request)
        editor.installEventFilter(self)
        self._update_width()

    def _update_width(self, _block_count: int = 0) -> None:
        self._editor.setViewportMargins(self.gutter_width(), 0, 0, 0)

    def _follow_update_request(self, rect: QRect, dy: int) -> None:
        if dy:
            self.scroll(0, dy)
        else:
            self.update(0, rect.y(), self.width(), rect.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._editor and event.type() == QEvent.Type.Resize:
            contents = self._editor.contentsRect()
            self.setGeometry(QRect(contents.left(), contents.top(), self.gutter_width(), contents.height()))
        elif watched is self._editor and event.type() == QEvent.Type.FontChange:
            self._update_width()
            self.setGeometry(QRect(self.x(), self.y(), self.gutter_width(), self.height()))
            self.update()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self.gutter_width(), 0)

    def gutter_width(self) -> int:
        """Room for the widest line number, a marker column on the left and padding."""
        # As many digits as the last line's number, at least two: a lesson's third digit was
        # a character of code less beside the picture on a projector (issue 29).
        digits = max(2, len(str(max(1, self._editor.blockCount()))))
        char = self._editor.fontMetrics().horizontalAdvance("9")
        return self._marker_diameter() + 6 + char * digits + char

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            line = self._editor.line_at_y(event.pos().y())
            message = self._editor.message_at_line(line) if line else None
            if message:
                QToolTip.showText(event.globalPos(), message, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        theme = self._editor.theme
        painter = QPainter(self)
        painter.fillRect(event.rect(), QColor(theme.gutter_background))
        painter.setPen(QColor(theme.gutter_border))
        painter.drawLine(self.width() - 1, event.rect().top(), self.width() - 1, event.rect().bottom())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_lines(painter, event.rect())
        painter.end()

    def _paint_lines(self, painter: QPainter, area: QRect) -> None:
        editor = self._editor
        theme = editor.theme
        error_lines = set(editor.error_lines())
        mark_lines = set(editor.mark_lines())
        current = editor.textCursor().blockNumber()
        normal_font = QFont(editor.font())
        bold_font = QFont(normal_font)
        bold_font.setBold(True)
        line_height = editor.fontMetrics().height()
        text_right = self.width() - editor.fontMetrics().horizontalAdvance("9") // 2 - 2
        block = editor.firstVisibleBlock()
        offset = editor.contentOffset()
        top = int(editor.blockBoundingGeometry(block).translated(offset).top())
        while block.isValid() and top <= area.bottom():
            bottom = top + int(editor.blockBoundingRect(block).height())
            if block.isVisible() and bottom >= area.top():
                number = block.blockNumber()
                is_current = number == current
                painter.setFont(bold_font if is_current else normal_font)
                painter.setPen(QColor(theme.gutter_current_text if is_current else theme.gutter_text))
                painter.drawText(0, top, text_right, line_height,
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 str(number + 1))
                if number + 1 in error_lines:
                    self._paint_marker(painter, top, line_height, theme.error_marker)
                elif number + 1 in mark_lines:
                    self._paint_marker(painter, top, line_height, theme.hint_marker)
            block = block.next()
            top = bottom

    def _paint_marker(self, painter: QPainter, top: int, line_height: int, color: str) -> None:
        diameter = self._marker_diameter()
        center = QPoint(3 + diameter // 2, top + line_height // 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(color))
        painter.drawEllipse(center, diameter // 2, diameter // 2)

    def _marker_diameter(self) -> int:
        return max(8, int(self._editor.fontMetrics().height() * 0.6))
