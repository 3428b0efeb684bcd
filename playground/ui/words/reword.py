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

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from playground.ui.i18n import PlaygroundTranslator

Reword = Callable[[str], str]
# Where an object keeps, per text, the English source and the words it was given for it: two
# sources can share a translation ("Loss" and "loss" are both 損失), so the way back from a
# translation is ambiguous; the way back from a recorded source is not.
_SOURCES = "_i18n_sources"


def english_of(previous: Optional[PlaygroundTranslator]) -> dict[str, list[tuple[str, str]]]:
    """{text in the previous language: [(context, English source), ...]} (empty for English)."""
    back: dict[str, list[tuple[str, str]]] = {}
    if previous is not None:
        for (context, source), text in previous.catalog.items():
            back.setdefault(text, []).append((context, source))
    return back


def _class_chain(owner: QObject) -> list[str]:
    """Class names of ``owner``, then of its parent, and so on: where its tr() calls were made."""
    names: list[str] = []
    while owner is not None:
        names.extend(cls.__name__ for cls in type(owner).__mro__)
        owner = owner.parent()
    return names


class Rewording:
    """Turns texts of the previous language into the language installed now."""

    def __init__(self, previous: Optional[PlaygroundTranslator]):
        self.back = english_of(previous)

    def __call__(self, text: str) -> str:
        """A text without a record (plot titles, legends): by the previous language's table."""
        return self.translate(*self.origin_of(text)) if text else text

    def origin_of(self, text: str, owner: Optional[QObject] = None) -> tuple[str, str]:
        """(context, English source) of ``text``: where ``owner`` is given, the context that is
        its class or one of its parents' (the nearest wins), else the first the table has."""
        candidates = self.back.get(text)
        if not candidates:
            return "", text
        if owner is not None:
            by_context = {context: source for context, source in candidates}
            for name in _class_chain(owner):
                if name in by_context:
                    return name, by_context[name]
        return candidates[0]

    def source_of(self, text: str, owner: Optional[QObject] = None) -> str:
        """The English source of ``text``; where two sources share the translation, the one
        whose context is the class of ``owner`` or of one of its parents."""
        return self.origin_of(text, owner)[1]

    def text(self, owner: object, key: str, old: str) -> str:
        """``old`` re-worded, recording its English source and context on ``owner`` under ``key``."""
        if not old:
            return old
        records = owner.__dict__.setdefault(_SOURCES, {})
        context, source, shown = records.get(key, ("", None, None))
        if source is None or shown != old:  # no record, or the text was changed since
            context, source = self.origin_of(old, owner if isinstance(owner, QObject) else None)
        new = self.translate(context, source)
        records[key] = (context, source, new)
        return new

    @staticmethod
    def translate(context: str, source: str) -> str:
        """In ``context`` first: one English word may have two translations, each in its own
        context ("Loss": the loss tab's 'Функция потерь', its short label's 'Потери')."""
        return QCoreApplication.translate(context, source) or source  # ui/i18n.py: any context's next

    def swap(self, owner: QObject, key: str, getter, setter) -> None:
        """Re-word one text of ``owner`` (read by ``getter``, written by ``setter``)."""
        old = getter()
        if isinstance(old, str) and old:
            new = self.text(owner, key, old)
            if new != old:
                setter(new)


def make_reword(previous: Optional[PlaygroundTranslator]) -> Rewording:
    """text in the previous language → the same text in the language installed now."""
    return Rewording(previous)


def reword_tree(root: QObject, reword: Rewording) -> None:
    """Every action and widget under ``root`` (and ``root``) gets its texts re-worded."""
    for action in root.findChildren(QAction):
        _reword_action(action, reword)
    widgets = [root, *root.findChildren(QWidget)] if isinstance(root, QWidget) else root.findChildren(QWidget)
    for widget in widgets:
        reword_widget(widget, reword)


def _reword_action(action: QAction, reword: Rewording) -> None:
    # The tooltip first: an action without one shows its text, which then changes with it.
    for key, getter, setter in (("toolTip", action.toolTip, action.setToolTip),
                                ("statusTip", action.statusTip, action.setStatusTip),
                                ("text", action.text, action.setText)):
        reword.swap(action, key, getter, setter)


def reword_widget(widget: QWidget, reword: Rewording) -> None:
    """The widget's own texts: tooltip, title, text, placeholder, items, tabs."""
    swap = reword.swap
    swap(widget, "toolTip", widget.toolTip, widget.setToolTip)
    swap(widget, "statusTip", widget.statusTip, widget.setStatusTip)
    swap(widget, "whatsThis", widget.whatsThis, widget.setWhatsThis)
    swap(widget, "windowTitle", widget.windowTitle, widget.setWindowTitle)  # toolbars, docks, dialogs
    if isinstance(widget, QMenu):
        swap(widget, "title", widget.title, widget.setTitle)
    elif isinstance(widget, (QAbstractButton, QLabel)):
        swap(widget, "text", widget.text, widget.setText)
    elif isinstance(widget, QGroupBox):
        swap(widget, "title", widget.title, widget.setTitle)
    if isinstance(widget, QProgressBar):
        swap(widget, "format", widget.format, widget.setFormat)
    if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
        swap(widget, "placeholder", widget.placeholderText, widget.setPlaceholderText)
    if isinstance(widget, QComboBox):
        swap(widget, "placeholder", widget.placeholderText, widget.setPlaceholderText)  # "its own data"
        for i in range(widget.count()):
            swap(widget, f"item{i}", lambda i=i: widget.itemText(i), lambda t, i=i: widget.setItemText(i, t))
            swap(widget, f"itemTip{i}", lambda i=i: widget.itemData(i, Qt.ItemDataRole.ToolTipRole) or "",
                 lambda t, i=i: widget.setItemData(i, t, Qt.ItemDataRole.ToolTipRole))
    if isinstance(widget, QTabWidget):
        for i in range(widget.count()):
            swap(widget, f"tab{i}", lambda i=i: widget.tabText(i), lambda t, i=i: widget.setTabText(i, t))
            swap(widget, f"tabTip{i}", lambda i=i: widget.tabToolTip(i), lambda t, i=i: widget.setTabToolTip(i, t))
