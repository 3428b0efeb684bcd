"""CodeEditor: Python highlighting, line numbers, error marks, marks as you type (note_marks.py),
find hooks, Python-aware keys, zoom.

Keys:
Tab / Shift+Tab indent / dedent (the selected lines), Enter keeps the indentation (one level more
after ':'), Backspace in leading spaces goes back to the previous multiple of 4, Ctrl+/ toggles
'# ' on the selected lines, Ctrl+F finds, F3 / Shift+F3 next / previous match, Ctrl+wheel zooms.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QKeyEvent,
    QPalette,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextOption,
    QWheelEvent,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QToolTip, QWidget

from playground.ui.editor import python_editing as editing
from playground.ui.editor.annotations import LineAnnotations
from playground.ui.editor.code_start import editor_start_line
from playground.ui.editor.error_marks import ErrorMarks
from playground.ui.editor.gutter import LineNumberGutter
from playground.ui.editor.highlighter import LONG_LINE, PythonHighlighter
from playground.ui.editor.keys import claims_shortcut, editor_command
from playground.ui.editor.note_marks import NoteMarks
from playground.ui.editor.theme import LIGHT_THEME, EditorTheme
from playground.ui.editor.wrapped_lines import HangingIndentLayout

DEFAULT_POINT_SIZE = 11.0
# Zoom steps: fine where text is small, coarser where a projector needs it big.
ZOOM_LADDER = (6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 16.0, 18.0, 20.0, 22.0, 24.0,
               28.0, 32.0, 36.0, 40.0, 48.0, 56.0, 64.0, 72.0)
MIN_POINT_SIZE, MAX_POINT_SIZE = ZOOM_LADDER[0], ZOOM_LADDER[-1]


class CodeEditor(LineAnnotations, QPlainTextEdit):
    """A Python code editor.

    Signals:
        text_changed_by_user: after every change of the text — typing, paste, undo/redo, and also
            set_text()/reset_text() (a newly loaded preset must be compiled too). Not emitted for
            highlighting or error marks. The window debounces it (about 300 ms) before compiling.
        modificationChanged(bool) (inherited): the document's unsaved-changes flag flipped; see
            is_modified()/set_modified().
        font_size_changed(float): the point size after a zoom.
        find_requested(str): Ctrl+F or show_find_bar(); carries the selected text (one line) to
            search for. EditorPane opens its find bar on it.
        find_next_requested(bool): F3 (False) / Shift+F3 (True = backwards).
    """

    text_changed_by_user = Signal()
    font_size_changed = Signal(float)
    find_requested = Signal(str)
    find_next_requested = Signal(bool)

    def __init__(self, parent: QWidget | None = None, theme: EditorTheme = LIGHT_THEME):
        super().__init__(parent)
        self._use_hanging_indent_layout()
        self.theme = theme
        self._errors = ErrorMarks(self.document(), theme)
        self._notes = NoteMarks(self.document(), theme)  # hints and language servers' marks
        self._inline: list[tuple[QTextCursor, str]] = []  # faint text after lines (the example's numbers)
        self._step_line: QTextCursor | None = None  # the step view's current node's line (annotations.py)
        self._code_start: int | None = None  # the line show_code_start put at the top, if any
        self._match_selections: list[QTextEdit.ExtraSelection] = []
        self.gutter = LineNumberGutter(self)  # line numbers and error dots, left of the text
        self.highlighter = PythonHighlighter(self.document(), theme)
        # Long lines wrap, the pieces indented under their line (editor/wrapped_lines.py): on a
        # projector the whole of a lesson's backward is read, not its first 20 characters. Qt's
        # word wrap is only its first pass: a wrapped line's rows end where editor/code_breaks.py
        # says, between names, never at "Func|tion".
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        # Scrolling past the end: a short lesson can still open scrolled past its docstring, with
        # its code at the top (without it a 28-line file cannot scroll at all on a tall screen).
        self.setCenterOnScroll(True)
        self.document().setDocumentMargin(6)  # a little air between the gutter and the code
        self._apply_palette()
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSizeF(max(DEFAULT_POINT_SIZE, font.pointSizeF()))
        self.default_point_size = font.pointSizeF()
        self.setFont(font)
        self.cursorPositionChanged.connect(self._refresh_extra_selections)
        self.document().contentsChange.connect(self._on_contents_change)
        self._refresh_extra_selections()

    def _use_hanging_indent_layout(self) -> None:
        document = QTextDocument(self)
        document.setDocumentLayout(HangingIndentLayout(document))
        self.setDocument(document)

    # --- text ------------------------------------------------------------------------------

    def set_text(self, text: str) -> None:
        """Replace the whole text as one undoable step (Ctrl+Z brings the old text back), put the
        caret at the top and clear error marks (they belong to the old text). The modified flag
        is set like any edit; call set_modified(False) if the new text counts as saved."""
        self._wrap_unless_long(text)
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.insertText(text)
        cursor.endEditBlock()
        self._after_replacing_text()

    def reset_text(self, text: str) -> None:
        """Replace the whole text with a fresh undo history and the modified flag cleared
        (for New/Open, where undoing into another file makes no sense)."""
        self.setPlainText(text)
        self.document().setModified(False)
        self._after_replacing_text()

    def setPlainText(self, text: str) -> None:  # noqa: N802 (Qt API)
        """QPlainTextEdit.setPlainText, also clearing error marks (they belong to the old text)."""
        self._wrap_unless_long(text)
        super().setPlainText(text)
        self.clear_errors()

    def text(self) -> str:
        """The whole text."""
        return self.toPlainText()

    def is_modified(self) -> bool:
        """Whether the text changed since it was loaded or saved (for the unsaved-changes prompt)."""
        return self.document().isModified()

    def set_modified(self, modified: bool) -> None:
        """Mark the text as changed or as saved (undoing past a saved state marks it changed)."""
        self.document().setModified(modified)

    def go_to_line(self, line: int) -> None:
        """Put the caret at the start of a 1-based line (clamped) and scroll it into view."""
        block = self.document().findBlockByNumber(max(0, min(line, self.blockCount()) - 1))
        self.setTextCursor(QTextCursor(block))
        self.centerCursor()

    def set_theme(self, theme: EditorTheme) -> None:
        """Paint with another theme (View ▸ Theme): text, gutter, tokens, error marks."""
        if theme is self.theme:
            return
        self.theme = theme
        self._errors._theme = theme
        self._notes.theme = theme
        self._notes.repaint()
        self._apply_palette()
        self.highlighter.set_theme(theme)
        self.set_errors(list(zip(self.error_lines(), [self.error_message_at_line(line)
                                                       for line in self.error_lines()])))
        self._refresh_extra_selections()
        self.gutter.update()

    def show_code_start(self) -> None:
        """Scroll past the module docstring (a lesson's text is in its own pane) and the imports to
        the code (editor/code_start.py), once the new text is laid out: its forward and backward
        in view together where they fit."""
        QTimer.singleShot(0, self._scroll_to_code_start)

    def _scroll_to_code_start(self) -> None:
        self._code_start = editor_start_line(self)  # again at a new height while the view stays there
        self.scroll_to_line(self._code_start)

    def scroll_to_line(self, line: int) -> None:
        """Scroll so that the 1-based ``line`` is the first shown. The scroll bar counts lines on
        screen: a wrapped line above takes as many as it is drawn in."""
        block, shown_lines = self.document().firstBlock(), 0
        while block.isValid() and block.blockNumber() < line - 1:
            self.blockBoundingRect(block)  # lays the block out, wrapped, where Qt has not yet
            shown_lines += block.lineCount()
            block = block.next()
        self.verticalScrollBar().setValue(shown_lines)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        # A new width wraps the lines above the top again into fewer or more rows; Qt keeps the
        # scroll bar's count of rows, not the top line, and a lesson's code start slid away
        # (its last line at the top when the Jacobian's room was given back to the code).
        top = self.firstVisibleBlock().blockNumber() + 1
        super().resizeEvent(event)
        if top == self._code_start and event.size() != event.oldSize():
            self._scroll_to_code_start()  # the room for the lesson's forward and backward changed
        elif event.size().width() != event.oldSize().width() and top > 1:
            self.scroll_to_line(top)

    def _after_replacing_text(self) -> None:
        self._code_start = None  # a new text: no start shown yet
        self.clear_errors()
        for source in {mark.source for mark in self._notes.marks()}:
            self.set_marks(source, [])  # they belong to the old text; their sources check the new one
        self.setTextCursor(QTextCursor(self.document()))
        self.ensureCursorVisible()

    def _on_contents_change(self, position: int, removed: int, added: int) -> None:
        # Highlighting and layout changes also report contentsChange, with nothing added/removed.
        if removed or added:
            if added > LONG_LINE and self._pasted_a_long_line(position, added):  # see _wrap_unless_long
                self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
            self.text_changed_by_user.emit()

    def _pasted_a_long_line(self, position: int, added: int) -> bool:
        block, end = self.document().findBlock(position), position + added
        while block.isValid() and block.position() <= end:
            if block.length() > LONG_LINE:
                return True
            block = block.next()
        return False

    def _wrap_unless_long(self, text: str) -> None:
        """Wrap long lines (the lesson's code on a projector), except in a text with a line too
        long to be code anyone reads (minified data, a megabyte comment): Qt lays a wrapped line
        out whole, 2.4 s for 200,000 characters against 0.06 s unwrapped, and the window would
        stall. Set before the text goes in; a text that no longer has one wraps again."""
        mode = (QPlainTextEdit.LineWrapMode.NoWrap if len(text) > LONG_LINE and
                max(map(len, text.split("\n"))) > LONG_LINE else QPlainTextEdit.LineWrapMode.WidgetWidth)
        if self.lineWrapMode() != mode:
            self.setLineWrapMode(mode)

    # --- errors ----------------------------------------------------------------------------

    def set_errors(self, errors: list[tuple[int, str]]) -> None:
        """Mark lines with errors: (1-based line, message) — a tinted line, a red wavy underline,
        a red dot in the gutter, the message as a tooltip. Replaces the previous marks. A line
        past the end marks the last line; a line of None is skipped."""
        self._errors.set(errors)
        self._refresh_extra_selections()

    def clear_errors(self) -> None:
        """Remove every error mark."""
        self.set_errors([])

    def error_lines(self) -> list[int]:
        """The 1-based lines that carry an error mark now (marks follow their line as the user
        edits above it), in order."""
        return self._errors.lines()

    def error_message_at_line(self, line: int | None) -> str | None:
        """What the tooltip on a 1-based line says (its errors' messages), None if no error."""
        return self._errors.message_at_line(line)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.ToolTip:
            line = self.line_at_y(event.pos().y())
            message = self.message_at_line(line) if line else None
            if message:
                QToolTip.showText(event.globalPos(), message, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def line_at_y(self, y: int) -> int | None:
        """The 1-based line drawn at height y of the viewport (or gutter), None below the text."""
        block = self.firstVisibleBlock()
        offset = self.contentOffset()
        while block.isValid():
            top = self.blockBoundingGeometry(block).translated(offset).top()
            if y < top:
                return None
            if y < top + self.blockBoundingRect(block).height():
                return block.blockNumber() + 1
            block = block.next()
        return None

    # --- find ------------------------------------------------------------------------------

    def show_find_bar(self) -> None:
        """Ask the container to open its find bar on the selected text (see find_requested)."""
        selected = self.textCursor().selectedText()
        self.find_requested.emit(selected if "\u2029" not in selected else "")

    def set_search_matches(self, cursors: list[QTextCursor]) -> None:
        """Highlight these ranges as search matches (the find bar calls this); [] clears."""
        self._match_selections = []
        for cursor in cursors:
            selection = QTextEdit.ExtraSelection()
            selection.format.setBackground(QColor(self.theme.match_background))
            selection.cursor = cursor
            self._match_selections.append(selection)
        self._refresh_extra_selections()

    def search_match_count(self) -> int:
        """How many ranges are highlighted as search matches."""
        return len(self._match_selections)

    # --- Python editing --------------------------------------------------------------------

    def toggle_comment(self) -> None:
        """Ctrl+/: comment the selected lines with '# ', or uncomment them if all are comments."""
        cursor = self.textCursor()
        editing.transform_selected_lines(cursor, editing.commented)
        self.setTextCursor(cursor)

    def indent(self) -> None:
        """Tab: indent the selected lines, or insert spaces to the next multiple of 4."""
        cursor = self.textCursor()
        if editing.spans_lines(cursor):
            editing.transform_selected_lines(cursor, editing.indent_lines)
        else:
            editing.insert_indent(cursor)
        self.setTextCursor(cursor)

    def dedent(self) -> None:
        """Shift+Tab: remove one level of indentation from the selected lines."""
        cursor = self.textCursor()
        editing.transform_selected_lines(cursor, editing.dedent_lines)
        self.setTextCursor(cursor)

    def find_next(self) -> None:
        """F3: select the next match of the find bar's search."""
        self.find_next_requested.emit(False)

    def find_previous(self) -> None:
        """Shift+F3: select the previous match."""
        self.find_next_requested.emit(True)

    def newline(self) -> None:
        """Enter: a new line indented like this one (one level more after ':')."""
        cursor = self.textCursor()
        editing.newline_with_indent(cursor)
        self.setTextCursor(cursor)
        self.ensureCursorVisible()

    def backspace(self) -> bool:
        """Backspace in leading spaces: back to the previous multiple of 4. False where a plain
        backspace is right (the key then goes to QPlainTextEdit)."""
        cursor = self.textCursor()
        if not editing.smart_backspace(cursor):
            return False
        self.setTextCursor(cursor)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        command = editor_command(event)
        if command and not self.isReadOnly() and getattr(self, command)() is not False:
            event.accept()
            return
        super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        # Claim the editor's own keys before a window-wide shortcut on the same key takes them.
        if event.type() == QEvent.Type.ShortcutOverride and claims_shortcut(event):
            event.accept()
            return True
        return super().event(event)

    # --- zoom ------------------------------------------------------------------------------

    def font_point_size(self) -> float:
        """The text's point size."""
        return self.font().pointSizeF()

    def set_font_point_size(self, size: float) -> None:
        """Set the text (and gutter) point size, clamped to 6..72."""
        size = max(MIN_POINT_SIZE, min(MAX_POINT_SIZE, float(size)))
        if size == self.font_point_size():
            return
        font = QFont(self.font())
        font.setPointSizeF(size)
        self.setFont(font)
        self.font_size_changed.emit(size)

    def zoom_in(self) -> None:
        """The next larger size on the zoom ladder (6, 7, ... 14, 16, ... 72)."""
        larger = [size for size in ZOOM_LADDER if size > self.font_point_size()]
        if larger:
            self.set_font_point_size(larger[0])

    def zoom_out(self) -> None:
        """The next smaller size on the zoom ladder."""
        smaller = [size for size in ZOOM_LADDER if size < self.font_point_size()]
        if smaller:
            self.set_font_point_size(smaller[-1])

    def zoom_reset(self) -> None:
        """Back to the size the editor started with."""
        self.set_font_point_size(self.default_point_size)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta().y()
            if delta > 0:
                self.zoom_in()
            elif delta < 0:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        top = self.firstVisibleBlock().blockNumber() + 1
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.setTabStopDistance(self.fontMetrics().horizontalAdvance(" ") * editing.INDENT_WIDTH)
            if top == self._code_start:
                # Presentation mode fits its fonts to the window's height after a lesson opened
                # (issue 29: lesson 18's backward cut): the start is chosen for the new size.
                self._scroll_to_code_start()

    # --- painting helpers ------------------------------------------------------------------

    def _apply_palette(self) -> None:
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, QColor(self.theme.background))
        palette.setColor(QPalette.ColorRole.Text, QColor(self.theme.text))
        palette.setColor(QPalette.ColorRole.Highlight, QColor(self.theme.selection))
        palette.setColor(QPalette.ColorRole.HighlightedText, QColor(self.theme.text))
        self.setPalette(palette)

    def _refresh_extra_selections(self) -> None:
        current = QTextEdit.ExtraSelection()
        current.format.setBackground(QColor(self.theme.current_line))
        current.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        current.cursor = self.textCursor()
        current.cursor.clearSelection()
        self.setExtraSelections([current, *self._step_line_selection(), *self._errors.selections,
                                 *self._notes.selections, *self._match_selections])
        self.gutter.update()
