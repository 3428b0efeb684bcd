"""The app's icon, from the shipped resources/icons (an SVG and PNGs of common sizes)."""
from __future__ import annotations

from PySide6.QtGui import QIcon

from playground.resource_files import resource_dir

APP_ID = "autograd-playground"  # the desktop file's name and the icon's


def app_icon() -> QIcon:
    """Every size shipped, so the task bar and the window title pick a sharp one."""
    icon = QIcon()
    folder = resource_dir("icons")
    for path in sorted(folder.glob(f"{APP_ID}*.png")) + sorted(folder.glob(f"{APP_ID}.svg")):
        icon.addFile(str(path))
    return icon
