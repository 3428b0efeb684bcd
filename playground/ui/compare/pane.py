"""Subject B's tab beside the editor: a lesson picker or "copy A", B's code, and B's state.

B's errors are shown here (on B's own lines), not in the console, which belongs to A.
"""
from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from playground.ui.editor.pane import EditorPane
from playground.ui.words.codes import error_message

ERROR_COLOUR, OK_COLOUR = "#B00020", "#1A1A1A"


class ComparePane(QWidget):
    """B's code. ``preset_chosen(name)`` when a lesson is picked for B; ``copy_requested()`` for
    "Copy A"; ``edited()`` after the user changes B's text."""

    preset_chosen = Signal(str)
    copy_requested = Signal()
    edited = Signal()

    def __init__(self, presets: list, parent=None):
        super().__init__(parent)
        self.picker = QComboBox()
        self.picker.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.picker.setToolTip(self.tr("Load a lesson's code as subject B"))
        # A long lesson title must not widen the editor column past what the plots can spare.
        self.picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.picker.setMinimumContentsLength(12)
        self.picker.addItem(self.tr("B: pick a lesson, or copy A and edit it…"), None)
        for preset in presets:
            self.picker.addItem(f"{preset.order:02d} · {preset.title}", preset.name)
        self.copy_button = QPushButton(self.tr("Copy A"))
        self.copy_button.setToolTip(self.tr("Put A's code here, to change it (e.g. fix a backward) "
                                            "and compare the two"))
        self.editor_pane = EditorPane()
        self.editor = self.editor_pane.editor
        self.state_label = QLabel()
        self.state_label.setWordWrap(True)
        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.picker, 1)
        header.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.editor_pane, 1)
        layout.addWidget(self.state_label)
        self.picker.activated.connect(self._picked)
        self.copy_button.clicked.connect(self.copy_requested)
        self.editor.text_changed_by_user.connect(self._on_edit)

    def text(self) -> str:
        return self.editor.toPlainText()

    def set_code(self, text: str, preset_name: str | None = None) -> None:
        """Replace B's code (a fresh undo history) and show which lesson it came from."""
        self.editor.reset_text(text)
        index = self.picker.findData(preset_name) if preset_name else 0
        self.picker.setCurrentIndex(max(index, 0))

    def show_result(self, result) -> None:
        """B's CompileResult: mark its errors on B's lines and say its verdict in one line."""
        self.editor.set_errors([(e.line, error_message(e)) for e in result.errors if e.line is not None])
        if result.errors:
            self.show_errors(result.errors)
        else:
            self.show_state(self.tr("B: {subject} — compiled.").format(subject=result.subject or "?"))

    def show_errors(self, errors: list) -> None:
        lines = []
        for error in errors:
            where = self.tr("Line {line}: ").format(line=error.line) if error.line else ""
            lines.append(f"{where}{error.type}: {error_message(error)}")
        self.show_state("B: " + "; ".join(lines), error=True)

    def show_state(self, text: str, error: bool = False) -> None:
        colour = ERROR_COLOUR if error else OK_COLOUR
        self.state_label.setText(f"<span style='color:{colour}'>{html.escape(text)}</span>")

    def _picked(self, index: int) -> None:
        name = self.picker.itemData(index)
        if name:
            self.preset_chosen.emit(name)

    def _on_edit(self) -> None:
        self.picker.setCurrentIndex(0)  # no longer the lesson's code as it was
        self.edited.emit()
