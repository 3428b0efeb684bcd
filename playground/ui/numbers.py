"""One rule for every number field: a decimal point, whatever the language, and either key types it.

A QDoubleSpinBox follows the system locale ("-5,00" under ru_RU) while a field that formats its
own text shows "0.01": the same window would speak two number languages. Code, the console and
the plots all write 0.01, so the fields do too (the C locale, no group separators: 1500, not
"1 500"), and a comma typed in a number field — the decimal key of a Russian keypad — becomes
the point.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QWidget


def number_locale() -> QLocale:
    """The C locale without group separators: how every number field shows and reads numbers."""
    locale = QLocale.c()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator
                            | QLocale.NumberOption.RejectGroupSeparator)
    return locale


class CommaAsPoint(QObject):
    """Event filter for a number field's line edit: a typed "," arrives as "."."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.KeyPress and event.text() == ",":
            point = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Period, event.modifiers(), ".")
            QCoreApplication.sendEvent(watched, point)
            return True
        return False


def apply_number_rule(root: QWidget) -> int:
    """Give every spin box under ``root`` the number locale and the comma key; returns how many.
    Fields made later (a panel built on demand) inherit the number locale from ``root``."""
    QLocale.setDefault(number_locale())  # and windows of their own (dialogs) from the default
    root.setLocale(number_locale())
    comma = getattr(root, "_comma_as_point", None)
    if comma is None:
        comma = CommaAsPoint(root)
        root._comma_as_point = comma  # lives as long as the window
    boxes = root.findChildren(QAbstractSpinBox)
    for box in boxes:
        box.setLocale(number_locale())
        box.lineEdit().installEventFilter(comma)
    return len(boxes)
