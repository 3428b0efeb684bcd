"""Whether this machine has a display for the window, asked before Qt is loaded (app.py).

Its own small module: the window's start imports it before anything else, and snapshot.py
(which needs the graphs and the plots' sizes) only when a picture is asked for.
"""
from __future__ import annotations

import os
import sys


def needs_offscreen(environ=os.environ, platform: str = sys.platform) -> bool:
    """True on a Linux machine without a display (and no platform chosen already)."""
    return (platform.startswith("linux") and not environ.get("DISPLAY")
            and not environ.get("WAYLAND_DISPLAY") and not environ.get("QT_QPA_PLATFORM"))
