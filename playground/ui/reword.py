"""Re-word a built window in a new language without rebuilding it (the editor's text, the plots and
a run stay as they are).

Widgets here set their texts once, when they are built, through ``tr()``. After a language switch
every text of a widget, action, tab, combo item and plot is looked up backwards in the old
language's table (translated text → English source) and forwards in the new one. A text that is
in no table — a file name, a number, a sentence formatted with values — is left alone; the window
redraws those from their data (see window/language_menu.py).
"""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from playground.ui.i18n import PlaygroundTranslator

Reword = Callable[[str], str]


def english_of(previous: Optional[PlaygroundTranslator]) -> dict[str, str]:
    """{text in the previous language: its English source} (empty when it was English)."""
    if previous is None:
        return {}
    return {text: source for (_context, source), text in previous.catalog.items()}


def make_reword(previous: Optional[PlaygroundTranslator]) -> Reword:
    """text in the previous language → the same text in the language installed now."""
    back = english_of(previous)

    def reword(text: str) -> str:
        if not text:
            return text
        source = back.get(text, text)
        return QCoreApplication.translate("", source) or source
    return reword


def reword_tree(root: QObject, reword: Reword) -> None:
    """Every action and widget under ``root`` (and ``root``) gets its texts re-worded."""
    for action in root.findChildren(QAction):
        _reword_action(action, reword)
    widgets = [root, *root.findChildren(QWidget)] if isinstance(root, QWidget) else root.findChildren(QWidget)
    for widget in widgets:
        reword_widget(widget, reword)


def _reword_action(action: QAction, reword: Reword) -> None:
    for getter, setter in ((action.text, action.setText), (action.toolTip, action.setToolTip),
                           (action.statusTip, action.setStatusTip), (action.iconText, action.setIconText)):
        _swap(getter, setter, reword)


def reword_widget(widget: QWidget, reword: Reword) -> None:
    """The widget's own texts: tooltip, title, text, placeholder, items, tabs."""
    _swap(widget.toolTip, widget.setToolTip, reword)
    _swap(widget.statusTip, widget.setStatusTip, reword)
    _swap(widget.whatsThis, widget.setWhatsThis, reword)
    if isinstance(widget, QMenu):
        _swap(widget.title, widget.setTitle, reword)
    elif isinstance(widget, (QAbstractButton, QLabel)):
        _swap(widget.text, widget.setText, reword)
    elif isinstance(widget, QGroupBox):
        _swap(widget.title, widget.setTitle, reword)
    elif isinstance(widget, QDockWidget):
        _swap(widget.windowTitle, widget.setWindowTitle, reword)
    if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
        _swap(widget.placeholderText, widget.setPlaceholderText, reword)
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            _swap(lambda i=index: widget.itemText(i), lambda t, i=index: widget.setItemText(i, t), reword)
            _swap(lambda i=index: widget.itemData(i, 3) or "",  # 3: Qt.ToolTipRole
                  lambda t, i=index: widget.setItemData(i, t, 3), reword)
    if isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            _swap(lambda i=index: widget.tabText(i), lambda t, i=index: widget.setTabText(i, t), reword)
            _swap(lambda i=index: widget.tabToolTip(i), lambda t, i=index: widget.setTabToolTip(i, t),
                  reword)


def _swap(getter, setter, reword: Reword) -> None:
    old = getter()
    if isinstance(old, str) and old:
        new = reword(old)
        if new != old:
            setter(new)
