"""The subject picker above the editor: shown only when the code defines several Functions or
Modules, to choose the one the plots and training use."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget


class SubjectRow(QWidget):
    """"Subject: [picker]" above the editor, shown only when the code defines several
    Functions or Modules; ``chosen(name)`` when the user picks one."""

    chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.picker = QComboBox()
        self.picker.setToolTip(self.tr(
            "Your code defines several Functions or Modules: which one the plots and training use"))
        label = QLabel(self.tr("Subject:"))
        label.setBuddy(self.picker)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(label)
        row.addWidget(self.picker, 1)
        self.picker.activated.connect(lambda index: self.chosen.emit(self.picker.itemData(index)))
        self.setVisible(False)

    def show_choices(self, result) -> None:
        """The names in a CompileResult (None: hide), with its subject selected."""
        names = []
        if result is not None:
            names = [(n, self.tr("Function")) for n in result.functions]
            names += [(n, self.tr("Module")) for n in result.modules]
        if len(names) <= 1:
            self.setVisible(False)
            return
        self.picker.blockSignals(True)
        self.picker.clear()
        for name, kind in names:
            self.picker.addItem(f"{name}  ({kind})", name)
        self.picker.setCurrentIndex(max(self.picker.findData(result.subject), 0))
        self.picker.blockSignals(False)
        self.setVisible(True)
