"""The plots' words outside a QObject's methods, in the window's language."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    """Translate a string that is not owned by a QObject method."""
    return QCoreApplication.translate("plots", text)
